import { useTranslation } from "~/lib/use-translation";
import { CalendarFeedLink } from "./calendar-feed-link";

/** The member's private calendar link of this dashboard, on its settings. */
export function CalendarFeedSection({
  feed,
  feedUrl,
  className,
}: {
  feed: { created_at: string } | null;
  /** The link just made, if this page is the answer to making it. */
  feedUrl: string | null;
  className: string;
}) {
  const { t } = useTranslation("board");
  return (
    <section className={className} aria-labelledby="feed-title">
      <h2 id="feed-title" className="text-lg font-semibold">
        {t("settings.feed")}
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("settings.feedText")}</p>
      <CalendarFeedLink feed={feed} feedUrl={feedUrl} words={{ ns: "board", prefix: "settings.feed" }} />
    </section>
  );
}
