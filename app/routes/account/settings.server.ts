import { handleIntents, intent } from "~/lib/actions.server";
import { loadPage, requestTimeZone } from "~/lib/api.server";
import { getInstance } from "~/lib/i18n.server";
import type { Route } from "./+types/settings";
import { profileSchema } from "./schemas";

export async function accountLoader({ context }: Route.LoaderArgs) {
  const profile = await loadPage(context, "get_my_profile", {});
  return {
    title: getInstance(context).t("planner:account.title"),
    profile,
    detected: requestTimeZone(context),
    zones: Intl.supportedValuesOf("timeZone"),
  };
}

export async function accountAction(args: Route.ActionArgs) {
  // One form, without an intent field.
  return handleIntents(args, {
    "": intent(profileSchema, {
      field: (code) => (code === "time_zone_invalid" ? "timeZone" : "displayName"),
      async run(form, { call }) {
        await call("update_my_profile", { p_display_name: form.displayName, p_time_zone: form.timeZone });
        return { flash: { kind: "success", message: "planner:account.saved" } };
      },
    }),
  });
}
