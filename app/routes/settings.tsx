import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import { z } from "zod";
import { Field, FormErrors } from "~/components/field";
import { apiFailure, loadPage, requestTimeZone, rpc } from "~/lib/api.server";
import { flashHeader } from "~/lib/flash.server";
import { constraintsOf, invalidForm, parseForm, typedValues } from "~/lib/forms";
import { getInstance } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/settings";

const profileSchema = z.object({
  displayName: z.string().trim().max(100, "api:display_name_too_long"),
  timeZone: z.string().max(64).refine((tz) => tz === "" || isTimeZone(tz), "api:time_zone_invalid"),
});

function isTimeZone(tz: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

interface Profile {
  email: string;
  display_name: string | null;
  time_zone: string | null;
}

export async function loader({ context }: Route.LoaderArgs) {
  const profile = await loadPage<Profile | null>(context, "get_my_profile");
  return {
    title: getInstance(context).t("planner:account.title"),
    profile,
    detected: requestTimeZone(context),
    zones: Intl.supportedValuesOf("timeZone"),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const form = parseForm(profileSchema, formData);
  if (!form.ok) return invalidForm(form);
  const result = await rpc(context, "update_my_profile", { p_display_name: form.data.displayName, p_time_zone: form.data.timeZone });
  if (result.error) {
    return apiFailure(result.error, result.error.code === "time_zone_invalid" ? "timeZone" : "displayName", typedValues(formData));
  }
  const flash = await flashHeader({ kind: "success", message: "planner:account.saved" }, url);
  return redirect(url.pathname, { headers: { "Set-Cookie": flash } });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** /settings: the person's own name and time zone ("today" follows it everywhere). */
export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["planner", "api"]);
  const { profile, detected, zones } = loaderData;
  const values = actionData?.values;
  const zone = values?.timeZone ?? profile?.time_zone ?? "";
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{t("account.title")}</h1>
      <FormErrors errors={actionData?.errors?._form} />
      <Form method="post" className="flex flex-col gap-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("account.email", { email: profile?.email ?? "" })}</p>
        <Field
          label={t("account.displayName")}
          name="displayName"
          defaultValue={values?.displayName ?? profile?.display_name ?? ""}
          errors={actionData?.errors?.displayName}
          {...constraintsOf(profileSchema, "displayName")}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="time-zone" className="text-sm font-medium">
            {t("account.timeZone")}
          </label>
          <select id="time-zone" name="timeZone" defaultValue={zone} className="input" aria-describedby="time-zone-hint">
            <option value="">{t("account.automatic", { zone: detected })}</option>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z.replaceAll("_", " ")}
              </option>
            ))}
          </select>
          <p id="time-zone-hint" className="text-xs text-slate-500 dark:text-slate-400">
            {t("account.timeZoneHint")}
          </p>
          {actionData?.errors?.timeZone?.length ? <p className="text-sm text-red-700 dark:text-red-400">{actionData.errors.timeZone.map((k) => t(k)).join(" ")}</p> : null}
        </div>
        <button type="submit" className="btn-primary self-start">
          {t("settings.save")}
        </button>
      </Form>
    </div>
  );
}
