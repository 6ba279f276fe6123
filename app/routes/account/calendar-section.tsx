import { Form } from "react-router";
import { FieldMessages } from "~/components/field";
import type { FormFailure } from "~/lib/forms";
import { useTranslation } from "~/lib/use-translation";
import { CalendarFeedLink } from "../dashboards/$dashboardId/components/calendar-feed-link";
import { SettingsSection } from "./settings-section";

/**
 * /settings, Calendar feed: one private link to all one's dashboards (decision 085), and what
 * it shows (decision 087): the dashboards ticked (a dashboard joined later comes in ticked)
 * and, when chosen, not the objectives assigned to someone else. One form and its Save
 * button, JavaScript or not; each dashboard listed is sent with it, so the ones not ticked
 * are the ones left out.
 */
export function CalendarSection({
  feed,
  feedUrl,
  dashboards,
  choices,
  failed,
}: {
  feed: { created_at: string } | null;
  /** The link just made, if this page is the answer to making it. */
  feedUrl: string | null;
  /** One's open dashboards, in one's own order. */
  dashboards: { id: string; name: string }[];
  choices: { left_out: string[]; only_mine: boolean };
  /** The choices' form sent back refused (only a hand-made request can be). */
  failed?: FormFailure;
}) {
  const { t } = useTranslation("settings");
  return (
    <SettingsSection id="calendar" title={t("calendar.feed")} lead={t("calendar.feedText")}>
      <div className="flex flex-col gap-6">
        <CalendarFeedLink
          feed={feed}
          feedUrl={feedUrl}
          words={{ ns: "settings", prefix: "calendar.feed" }}
          action="?#calendar"
        />
        <Form method="post" action="?#calendar" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="feed-choices" />
          {dashboards.length > 1 || choices.left_out.length > 0 ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">{t("calendar.dashboards")}</legend>
              {dashboards.map((d) => (
                <label key={d.id} className="inline-flex items-center gap-2">
                  <input type="hidden" name="all" value={d.id} />
                  <input
                    type="checkbox"
                    name="shown"
                    value={d.id}
                    defaultChecked={!choices.left_out.includes(d.id)}
                    className="size-4 shrink-0"
                  />
                  <span className="min-w-0 truncate">{d.name}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <div className="flex flex-col gap-1">
            <label className="inline-flex items-start gap-2">
              <input
                type="checkbox"
                name="onlyMine"
                value="true"
                defaultChecked={choices.only_mine}
                aria-describedby="calendar-only-mine-hint"
                className="mt-1 size-4 shrink-0"
              />
              <span>{t("calendar.onlyMine")}</span>
            </label>
            <p id="calendar-only-mine-hint" className="text-xs text-neutral-600 dark:text-neutral-400">
              {t("calendar.onlyMineHint")}
            </p>
          </div>
          <FieldMessages errors={[...(failed?.errors?.all ?? []), ...(failed?.errors?.shown ?? [])]} />
          <button type="submit" className="btn-secondary self-start">
            {t("calendar.saveChoices")}
          </button>
        </Form>
      </div>
    </SettingsSection>
  );
}
