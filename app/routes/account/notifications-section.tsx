import { Form, href, Link } from "react-router";
import { NOTIFICATION_WHYS, type NotificationWhy } from "~/lib/data-api";
import { useTranslation } from "~/lib/use-translation";
import { SettingsSection } from "./settings-section";

/**
 * /settings, Notifications: the reasons that bring something to the bell, each on or off for
 * every dashboard (decision 054). A dashboard is turned off in its own settings.
 */
export function NotificationsSection({ on }: { on: readonly NotificationWhy[] }) {
  const { t } = useTranslation("settings");
  return (
    <SettingsSection id="notifications" title={t("notifications.title")} lead={t("notifications.lead")}>
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="notifications" />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium">{t("notifications.legend")}</legend>
          {NOTIFICATION_WHYS.map((why) => (
            <label key={why} className="inline-flex items-start gap-2">
              <input
                type="checkbox"
                name={why}
                value="true"
                defaultChecked={on.includes(why)}
                className="mt-1 size-4 shrink-0"
              />
              <span>{t(`notifications.reasons.${why}`)}</span>
            </label>
          ))}
        </fieldset>
        <p className="text-xs text-neutral-600 dark:text-neutral-400">
          {t("notifications.perDashboard")}{" "}
          <Link to={href("/notifications")} className="link">
            {t("notifications.open")}
          </Link>
        </p>
        <button type="submit" className="btn-primary self-start">
          {t("notifications.save")}
        </button>
      </Form>
    </SettingsSection>
  );
}
