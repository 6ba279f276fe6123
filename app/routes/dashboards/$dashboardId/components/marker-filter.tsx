import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import { Icon } from "~/components/icons";
import { chipClass } from "~/lib/marker-colors";
import type { Marker } from "~/lib/data-api";

/**
 * Filter by markers with a GET form, so every filtered view is a bookmarkable URL. Without
 * JavaScript, tick and press Filter; with it, ticking applies.
 */
export function MarkerFilter({
  markers,
  filter,
  keep,
}: {
  markers: Marker[];
  filter: string[];
  keep: Record<string, string>;
}) {
  const { t } = useTranslation("planner");
  if (markers.length === 0) return null;
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
        {markers.map((m) => (
          // A toggle chip: the checkbox itself, transparent, covers the chip (app.css).
          <label key={m.id} className={`filter-chip ${chipClass(m.color)}`}>
            <input
              type="checkbox"
              name="marker"
              value={m.id}
              defaultChecked={filter.includes(m.id)}
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
              className="peer filter-chip-input"
            />
            <span aria-hidden className="filter-chip-box">
              <Icon name="check" className="size-2.5" />
            </span>
            {m.name}
          </label>
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
