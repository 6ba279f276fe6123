import { useTranslation } from "~/lib/use-translation";
import { CalendarFeedLink } from "../dashboards/$dashboardId/components/calendar-feed-link";
import { SettingsSection } from "./settings-section";

/** /settings, Calendar feed: one private link to all one's dashboards (decision 085). */
export function CalendarSection({
  feed,
  feedUrl,
}: {
  feed: { created_at: string } | null;
  /** The link just made, if this page is the answer to making it. */
  feedUrl: string | null;
}) {
  const { t } = useTranslation("settings");
  return (
    <SettingsSection id="calendar" title={t("calendar.feed")} lead={t("calendar.feedText")}>
      <div className="flex flex-col gap-4">
        <CalendarFeedLink
          feed={feed}
          feedUrl={feedUrl}
          words={{ ns: "settings", prefix: "calendar.feed" }}
          action="?#calendar"
        />
      </div>
    </SettingsSection>
  );
}
