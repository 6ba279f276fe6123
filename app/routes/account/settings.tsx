import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Field, FieldMessages, FormErrors } from "~/components/field";
import { constraintsOf, refusal } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/settings";
import { accountAction, accountLoader } from "./settings.server";
import { profileSchema } from "./schemas";

export const loader = (args: Route.LoaderArgs) => accountLoader(args);
export const action = (args: Route.ActionArgs) => accountAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** /settings: the person's own name and time zone ("today" follows it everywhere). */
export default function AccountSettings({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = refusal(answer);
  const { t } = useTranslation(["planner", "api"]);
  const { profile, detected, zones } = loaderData;
  const values = actionData?.values;
  const zone = values?.timeZone ?? profile?.time_zone ?? "";
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{t("account.title")}</h1>
      <FormErrors errors={actionData?.errors?._form} />
      <Form method="post" className="flex flex-col gap-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t("account.email", { email: profile?.email ?? "" })}
        </p>
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
          <select
            id="time-zone"
            name="timeZone"
            defaultValue={zone}
            className="input"
            aria-describedby={actionData?.errors?.timeZone ? "time-zone-hint time-zone-error" : "time-zone-hint"}
          >
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
          <FieldMessages id="time-zone-error" errors={actionData?.errors?.timeZone} />
        </div>
        <button type="submit" className="btn-primary self-start">
          {t("settings.save")}
        </button>
      </Form>
    </div>
  );
}
