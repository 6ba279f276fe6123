import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import type { Marker } from "~/lib/data-api";
import { Icon } from "~/components/icons";
import { ToggleChip } from "./toggle-chip";

/**
 * Filter by markers with a GET form, so every filtered view is a bookmarkable URL. Without
 * JavaScript, tick and press Filter; with it, ticking applies. Where `mine` is offered (the
 * day view, once something on the dashboard is assigned), "Assigned to me" is a chip of the
 * same form: ?marker=me (decision 037).
 */
export function MarkerFilter({
  markers,
  filter,
  keep,
  mine = false,
}: {
  markers: Marker[];
  filter: string[];
  keep: Record<string, string>;
  mine?: boolean;
}) {
  const { t } = useTranslation("planner");
  if (markers.length === 0 && !mine) return null;
  const apply = (event: React.ChangeEvent<HTMLInputElement>) => event.currentTarget.form?.requestSubmit();
  return (
    <Form method="get" className="flex flex-wrap items-center gap-2 text-sm">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t("filter.legend")}</legend>
        <span aria-hidden className="font-medium">
          {t("filter.legend")}
        </span>
        {mine ? (
          <label className="filter-chip chip-mine">
            <input
              type="checkbox"
              name="marker"
              value="me"
              defaultChecked={filter.includes("me")}
              onChange={apply}
              className="peer filter-chip-input"
            />
            <span aria-hidden className="filter-chip-box">
              <Icon name="check" className="size-2.5" />
            </span>
            {t("assignee.mine")}
          </label>
        ) : null}
        {markers.map((m) => (
          <ToggleChip key={m.id} marker={m} checked={filter.includes(m.id)} onChange={apply} />
        ))}
      </fieldset>
      {/* With JavaScript, ticking a filter applies it. */}
      <button type="submit" className="btn-secondary py-1 js:hidden">
        {t("filter.apply")}
      </button>
      {filter.length ? (
        <Link to={`?${new URLSearchParams(keep)}`} className="link">
          {t("filter.clear")}
        </Link>
      ) : null}
    </Form>
  );
}
