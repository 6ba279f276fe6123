import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import type { Marker } from "~/lib/data-api";
import { ToggleChip } from "./toggle-chip";

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
          <ToggleChip
            key={m.id}
            marker={m}
            checked={filter.includes(m.id)}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          />
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
