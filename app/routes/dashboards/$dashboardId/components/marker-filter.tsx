import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import type { Marker, MemberName } from "~/lib/data-api";
import { Icon } from "~/components/icons";
import { ToggleChip } from "./toggle-chip";

/**
 * Filter by markers with a GET form, so every filtered view is a bookmarkable URL. Without
 * JavaScript, tick and press Filter; with it, ticking applies. Once something on the
 * dashboard is assigned (`members`: the other members), "Assigned to" is a select of the
 * same form whose values join the markers': ?marker=me, ?marker=unassigned,
 * ?marker=for-{id} (decision 037).
 */
export function MarkerFilter({
  markers,
  filter,
  keep,
  members = null,
  who = null,
}: {
  markers: Marker[];
  filter: string[];
  keep: Record<string, string>;
  members?: MemberName[] | null;
  /** The "Assigned to" value chosen (the loader's reading of the query string). */
  who?: string | null;
}) {
  const { t } = useTranslation("planner");
  if (markers.length === 0 && !members) return null;
  const apply = (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    event.currentTarget.form?.requestSubmit();
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
        {members ? <WhoSelect members={members} who={who ?? ""} onChange={apply} /> : null}
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

/** "Assigned to": everyone's, the caller's, nobody's, or one other member's objectives. */
function WhoSelect({
  members,
  who,
  onChange,
}: {
  members: MemberName[];
  who: string;
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
}) {
  const { t } = useTranslation("planner");
  // A link may name someone who has left since: said so, rather than shown as "Everyone".
  const gone = who.startsWith("for-") && !members.some((m) => `for-${m.id}` === who);
  return (
    <label className="filter-who">
      <span className="sr-only">{t("today.whose")}</span>
      <Icon name="user-check" className="size-3.5 shrink-0" />
      <select name="marker" defaultValue={who} onChange={onChange}>
        <option value="">{t("assignee.everyone")}</option>
        <option value="me">{t("assignee.mine")}</option>
        <option value="unassigned">{t("assignee.unassigned")}</option>
        {members.map((m) => (
          <option key={m.id} value={`for-${m.id}`}>
            {t("assignee.theirs", { name: m.name })}
          </option>
        ))}
        {gone ? <option value={who}>{t("assignee.former")}</option> : null}
      </select>
      <Icon name="chevron-down" className="pointer-events-none -ms-4 size-3.5 shrink-0 opacity-70" />
    </label>
  );
}
