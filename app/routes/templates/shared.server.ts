import { data, href, redirect } from "react-router";
import { handleIntents, intent } from "~/lib/actions.server";
import { loadPage, requestTimeZone } from "~/lib/api.server";
import { dayIn } from "~/lib/dates";
import type { Route } from "./+types/shared";
import { savedRows } from "./saved-rows";
import { copyTemplateSchema } from "./schemas";
import { intoParam, templateIntents } from "./templates.server";

/** A link's secret as private.new_token makes them; anything else is not found without a call. */
const tokenOf = (token: string | undefined) => {
  if (!token || !/^[\w-]{20,100}$/.test(token)) throw data("not_found", { status: 404 });
  return token;
};

/**
 * A template someone shared by link (decision 092): its one call reads it with the reader's
 * dashboards it may be added to. Its owner goes to its own page.
 */
export async function sharedLoader({ context, params, url }: Route.LoaderArgs) {
  const shared = await loadPage(context, "get_shared_template", { p_token: tokenOf(params.token) });
  if (shared.mine) throw redirect(href("/templates/saved/:templateId", { templateId: shared.mine }));
  return {
    title: shared.template.name,
    template: shared.template,
    by: shared.by,
    dashboards: shared.dashboards,
    into: intoParam(url, shared.dashboards),
    start: dayIn(requestTimeZone(context)),
    timeZone: requestTimeZone(context),
    // A fresh key per render: a double submit makes one dashboard, or one copy.
    requestId: crypto.randomUUID(),
  };
}

export async function sharedAction(args: Route.ActionArgs) {
  const token = tokenOf(args.params.token);
  return handleIntents(args, {
    // Read when used, as one's own: the rows as shared now, dated from the start day.
    ...templateIntents(async ({ call }) => {
      const { template } = await call("get_shared_template", { p_token: token });
      return { lastDay: template.last_day, rowsAt: (start) => savedRows(template, start) };
    }),
    // A copy among one's own templates, whose page it lands on.
    copy: intent(copyTemplateSchema, {
      async run(form, { call }) {
        const copy = await call("copy_shared_template", { p_token: token, p_request_id: form.requestId });
        return {
          flash: { kind: "success", message: "flashes:templateCopied", values: { name: copy.name } },
          to: href("/templates/saved/:templateId", { templateId: copy.id }),
        };
      },
    }),
  });
}
