import { Form } from "react-router";
import { formatDay } from "~/lib/dates";
import { useTranslation } from "~/lib/use-translation";
import { CopyField } from "./copy-field";

const webcal = (url: string) => url.replace(/^https?:/, "webcal:");

/**
 * The member's private calendar link. A new link is shown once, on the answer to "Create"
 * or "Reset" (only its hash is kept); after that the section says since when it exists.
 * Without JavaScript the link is selected text to copy; with it, "Copy" copies it.
 */
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
  const { t, i18n } = useTranslation("board");
  const live = feed !== null || feedUrl !== null;
  return (
    <section className={className} aria-labelledby="feed-title">
      <h2 id="feed-title" className="text-lg font-semibold">
        {t("settings.feed")}
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("settings.feedText")}</p>
      {feedUrl ? (
        <div className="flex flex-col gap-2">
          <CopyField id="feed-url" label={t("settings.feedUrl")} value={feedUrl} />
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {/* webcal: the system's calendar app subscribes (Apple Calendar, Outlook); Google takes it as cid. */}
            <a href={webcal(feedUrl)} className="link">
              {t("settings.feedOpen")}
            </a>
            <a
              href={`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal(feedUrl))}`}
              className="link"
              target="_blank"
              rel="noreferrer"
            >
              {t("settings.feedGoogle")}
            </a>
          </p>
          <p className="text-sm font-medium text-amber-800 dark:text-amber-200">{t("settings.feedOnce")}</p>
        </div>
      ) : feed ? (
        <p className="text-sm">
          {t("settings.feedSince", { date: formatDay(feed.created_at.slice(0, 10), i18n.language, "medium") })}
        </p>
      ) : null}
      <Form method="post" className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="feed-create" className="btn-secondary">
          {live ? t("settings.feedReset") : t("settings.feedCreate")}
        </button>
        {live ? (
          <button type="submit" name="intent" value="feed-off" className="btn-secondary">
            {t("settings.feedOff")}
          </button>
        ) : null}
      </Form>
    </section>
  );
}
