import { Icon } from "~/components/icons";
import { Form, Link } from "react-router";
import { ACTIVITY_WHAT, type MemberName } from "~/lib/data-api";
import { useTranslation } from "~/lib/use-translation";

/**
 * The activity of one person or one kind of change: a GET form, so each view is a link. Without
 * JavaScript, choose and press Show; with it, choosing applies.
 */
export function ActivityFilter({ members, filter }: { members: MemberName[]; filter: Record<string, string> }) {
  const { t } = useTranslation("board");
  const apply = (event: React.ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();
  const who = filter.who ?? "";
  // A link may name someone who has left since: said so, rather than shown as "Everyone".
  const gone = who !== "" && !members.some((m) => m.id === who);
  return (
    <Form method="get" className="flex flex-wrap items-center gap-2 text-sm">
      {/* One objective's history stays one objective's. */}
      {filter.objective ? <input type="hidden" name="objective" value={filter.objective} /> : null}
      <label className="filter-who">
        <span className="sr-only">{t("activity.filter.who")}</span>
        <select name="who" defaultValue={who} onChange={apply}>
          <option value="">{t("activity.filter.everyone")}</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
          {gone ? <option value={who}>{t("planner:assignee.former")}</option> : null}
        </select>
        <Icon name="chevron-down" className="pointer-events-none -ms-4 size-3.5 shrink-0 opacity-70" />
      </label>
      <label className="filter-who">
        <span className="sr-only">{t("activity.filter.what")}</span>
        <select name="what" defaultValue={filter.what ?? ""} onChange={apply}>
          <option value="">{t("activity.filter.all")}</option>
          {ACTIVITY_WHAT.map((what) => (
            <option key={what} value={what}>
              {t(`activity.filter.${what}`)}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" className="pointer-events-none -ms-4 size-3.5 shrink-0 opacity-70" />
      </label>
      {/* With JavaScript, choosing applies it. */}
      <button type="submit" className="btn-secondary py-1 js:hidden">
        {t("activity.filter.apply")}
      </button>
      {who || filter.what || filter.objective ? (
        <Link to="." className="link">
          {t("activity.filter.clear")}
        </Link>
      ) : null}
    </Form>
  );
}
