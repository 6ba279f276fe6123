import { Form } from "react-router";
import { formatDay } from "~/lib/dates";
import { useTranslation } from "~/lib/use-translation";
import { CopyField } from "./copy-field";

const webcal = (url: string) => url.replace(/^https?:/, "webcal:");

/**
 * A private calendar link: a member's of one dashboard, or one's own of all of them on
 * /settings (decision 085). A new link is shown once, on the answer to "Create" or "Reset"
 * (only its hash is kept); after that it says since when it exists. Without JavaScript the
 * link is selected text to copy; with it, "Copy" copies it.
 */
export function CalendarFeedLink({
  feed,
  feedUrl,
  words,
  action,
}: {
  feed: { created_at: string } | null;
  feedUrl: string | null;
  /** Where its texts are: `${prefix}Url`, `${prefix}Open`… of the page's namespace. */
  words: { ns: "board" | "settings"; prefix: string };
  /** Where its form posts, when not to the page itself (an anchor to come back to). */
  action?: string;
}) {
  const { t, i18n } = useTranslation(words.ns);
  const w = (key: string, values?: Record<string, string>) => t(`${words.prefix}${key}`, values);
  const live = feed !== null || feedUrl !== null;
  return (
    <>
      {feedUrl ? (
        <div className="flex flex-col gap-2">
          <CopyField id="feed-url" label={w("Url")} value={feedUrl} />
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {/* webcal: the system's calendar app subscribes (Apple Calendar, Outlook); Google takes it as cid. */}
            <a href={webcal(feedUrl)} className="link">
              {w("Open")}
            </a>
            <a
              href={`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal(feedUrl))}`}
              className="link"
              target="_blank"
              rel="noreferrer"
            >
              {w("Google")}
            </a>
          </p>
          <p className="text-sm font-medium text-amber-800 dark:text-amber-200">{w("Once")}</p>
        </div>
      ) : feed ? (
        <p className="text-sm">
          {w("Since", { date: formatDay(feed.created_at.slice(0, 10), i18n.language, "medium") })}
        </p>
      ) : null}
      <Form method="post" action={action} className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="feed-create" className="btn-secondary">
          {live ? w("Reset") : w("Create")}
        </button>
        {live ? (
          <button type="submit" name="intent" value="feed-off" className="btn-secondary">
            {w("Off")}
          </button>
        ) : null}
      </Form>
    </>
  );
}
