import { useTranslation } from "~/lib/use-translation";
import { Form } from "react-router";
import { Field, FormErrors, SelectField } from "~/components/field";
import { answered, refusal } from "~/lib/forms";
import { languages, supportedLanguages } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { weekdayNames } from "~/lib/week-start";
import { HOME_VIEWS } from "~/lib/home-view";
import type { Route } from "./+types/settings";
import { AccountSection } from "./account-section";
import { AppearanceSection } from "./appearance-section";
import { AssignmentsSection } from "./assignments-section";
import { CalendarSection } from "./calendar-section";
import { DailyEmailSection } from "./daily-email-section";
import { DISPLAY_NAME } from "./fields";
import { NotificationsSection } from "./notifications-section";
import { SettingsSection } from "./settings-section";
import { SubscriptionSection } from "./subscription-section";
import { recoveryCodesIn } from "./recovery-codes";
import { setupIn, TwoStepSection } from "./two-step-section";
import { accountAction, accountLoader } from "./settings.server";

export const loader = (args: Route.LoaderArgs) => accountLoader(args);
export const action = (args: Route.ActionArgs) => accountAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** Each section's anchor and the key of its title. */
const SECTIONS = [
  { id: "profile", title: "profile.title" },
  { id: "appearance", title: "appearance.title" },
  { id: "language", title: "language.title" },
  { id: "daily-email", title: "dailyEmail.title" },
  { id: "calendar", title: "calendar.feed" },
  { id: "notifications", title: "notifications.title" },
  { id: "assignments", title: "assignments.title" },
  { id: "subscription", title: "subscription.title" },
  { id: "account", title: "account.title" },
  { id: "two-step", title: "twoStep.title" },
] as const;

/** /settings: profile, appearance, language, daily email, calendar feed, notifications, assignments, subscription, account and two-step sign-in, one form per section. */
export default function AccountSettings({ loaderData, actionData: answer }: Route.ComponentProps) {
  const failed = refusal(answer);
  const { t } = useTranslation("settings");
  const { profile, appearance, palette, billing } = loaderData;
  const submitted = failed?.values?.intent;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        <nav aria-label={t("sections")}>
          <ul className="flex flex-wrap gap-2 text-sm">
            {SECTIONS.map(({ id, title }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-block rounded-full border border-neutral-200 px-3 py-1 font-medium text-neutral-700 hover:bg-neutral-100 dark:border-neutral-700 dark:text-neutral-200 dark:hover:bg-neutral-800"
                >
                  {t(title)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {/* The Account and Two-step sections show their forms' refusals beside them. */}
      {ownMessages(submitted) ? null : <FormErrors errors={failed?.errors?._form} />}
      <ProfileSection
        profile={profile}
        detected={loaderData.detected}
        zones={loaderData.zones}
        usualWeekStart={loaderData.usualWeekStart}
        homeView={loaderData.homeView}
        dashboards={loaderData.dashboards}
        failed={submitted === "profile" ? failed : undefined}
      />
      <AppearanceSection
        appearance={appearance}
        palette={palette}
        premium={billing.limits[billing.plan].premium_themes}
        failed={submitted === "appearance" ? failed : undefined}
      />
      <LanguageSection saved={profile.locale} failed={submitted === "language" ? failed : undefined} />
      <DailyEmailSection
        hour={loaderData.daily_email?.hour ?? null}
        weekdays={loaderData.daily_email?.weekdays ?? false}
        zone={profile.time_zone ?? loaderData.detected}
        saved={profile.time_zone !== null}
        failed={submitted === "daily-email" ? failed : undefined}
      />
      <CalendarSection
        feed={loaderData.calendar_feed}
        feedUrl={feedUrlIn(answer)}
        dashboards={loaderData.dashboards}
        choices={loaderData.calendar_choices}
        failed={submitted === "feed-choices" ? failed : undefined}
      />
      <NotificationsSection on={loaderData.notification_reasons} />
      <AssignmentsSection on={loaderData.assignment_emails} />
      <SubscriptionSection billing={billing} />
      <AccountSection
        email={profile.email}
        hasPassword={loaderData.has_password}
        apps={loaderData.two_step}
        devices={loaderData.devices}
        signInAlerts={loaderData.sign_in_alerts}
        zone={profile.time_zone ?? loaderData.detected}
        failed={ACCOUNT_INTENTS.has(String(submitted)) ? failed : undefined}
      />
      <TwoStepSection
        apps={loaderData.two_step}
        setup={setupIn(answer)}
        recovery={{ saved: loaderData.recovery_codes, fresh: recoveryCodesIn(answer), email: profile.email }}
        failed={typeof submitted === "string" && submitted.startsWith("two-step") ? failed : undefined}
      />
    </div>
  );
}

/** The calendar link an action just made, shown once (decision 085). */
function feedUrlIn(answer: unknown): string | null {
  const value = answered(answer, "feedUrl");
  return typeof value === "string" ? value : null;
}

/** The Account section's forms, whose refusals it shows itself. */
const ACCOUNT_INTENTS = new Set([
  "change-password",
  "password-link",
  "change-email",
  "delete-account",
  "delete-account-code",
]);

const ownMessages = (intent: unknown) =>
  typeof intent === "string" && (ACCOUNT_INTENTS.has(intent) || intent.startsWith("two-step"));

type Failure = ReturnType<typeof refusal<Route.ComponentProps["actionData"]>>;

function ProfileSection({
  profile,
  detected,
  zones,
  usualWeekStart,
  homeView,
  dashboards,
  failed,
}: {
  profile: Route.ComponentProps["loaderData"]["profile"];
  detected: string;
  zones: string[];
  /** The language's first day of the week, which applies while none is saved. */
  usualWeekStart: number;
  /** Their start page now (decision 065): a view or a dashboard's id. */
  homeView: string;
  /** The dashboards it may be. */
  dashboards: { id: string; name: string }[];
  failed: Failure;
}) {
  const { t, i18n } = useTranslation("settings");
  const values = failed?.values;
  const zone = values?.timeZone ?? profile.time_zone ?? "";
  const days = weekdayNames(i18n.language);
  const home = values?.homeView ?? homeView;
  return (
    <SettingsSection id="profile" title={t("profile.title")} lead={t("profile.email", { email: profile.email })}>
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="profile" />
        <Field
          label={t("profile.displayName")}
          name="displayName"
          autoComplete="name"
          defaultValue={values?.displayName ?? profile.display_name ?? ""}
          errors={failed?.errors?.displayName}
          {...DISPLAY_NAME}
        />
        <SelectField
          label={t("profile.timeZone")}
          name="timeZone"
          hint={t("profile.timeZoneHint")}
          defaultValue={zone}
          errors={failed?.errors?.timeZone}
        >
          <option value="">{t("profile.automatic", { zone: detected })}</option>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll("_", " ")}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("profile.weekStart")}
          name="weekStart"
          hint={t("profile.weekStartHint")}
          defaultValue={values?.weekStart ?? String(profile.week_start ?? "")}
          errors={failed?.errors?.weekStart}
        >
          <option value="">{t("profile.automatic", { zone: days[usualWeekStart - 1]!.name })}</option>
          {days.map((d) => (
            <option key={d.day} value={d.day}>
              {d.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("profile.homeView")}
          name="homeView"
          hint={t("profile.homeViewHint")}
          defaultValue={home}
          errors={failed?.errors?.homeView}
        >
          {HOME_VIEWS.map((view) => (
            <option key={view} value={view}>
              {t(`profile.homeViews.${view}`)}
            </option>
          ))}
          {dashboards.length > 0 ? (
            <optgroup label={t("profile.homeDashboard")}>
              {dashboards.map((d) => (
                // preact/compat's select marks only its own options: these, in a group, say so.
                <option key={d.id} value={d.id} selected={d.id === home}>
                  {d.name}
                </option>
              ))}
            </optgroup>
          ) : null}
        </SelectField>
        <button type="submit" className="btn-primary self-start">
          {t("profile.save")}
        </button>
      </Form>
    </SettingsSection>
  );
}

function LanguageSection({ saved, failed }: { saved: string | null; failed: Failure }) {
  const { t, i18n } = useTranslation("settings");
  const current = failed?.values?.lng ?? saved ?? i18n.language;
  return (
    <SettingsSection id="language" title={t("language.title")} lead={t("language.lead")}>
      <Form method="post" reloadDocument className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="language" />
        <SelectField
          label={t("language.label")}
          name="lng"
          defaultValue={current}
          errors={failed?.errors?.lng}
          frameClassName="flex flex-1 flex-col gap-1"
        >
          {supportedLanguages.map((code) => (
            <option key={code} value={code} lang={languages[code].tag}>
              {languages[code].name}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn-primary self-start sm:self-auto">
          {t("language.save")}
        </button>
      </Form>
    </SettingsSection>
  );
}
