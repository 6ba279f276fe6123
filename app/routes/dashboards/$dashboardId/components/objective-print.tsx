import type { Marker, MemberName, Objective } from "~/lib/data-api";
import { RichBlocks, richText } from "~/components/rich-text";
import { formatClock, formatClockSpan, formatDay } from "~/lib/dates";
import { ruleLabel } from "~/lib/repeat";
import { useTranslation } from "~/lib/use-translation";

/**
 * The objective as paper shows it (decision 067): its title, day, time, deadline, state, priority, rule,
 * assignee and filters, then its description. Print only: the edit form's fields print no
 * values, so the form is left off paper and this stands in its place.
 */
export function ObjectivePrint({
  objective,
  markers,
  members,
}: {
  objective: Objective;
  markers: readonly Marker[];
  members: readonly MemberName[];
}) {
  const { t, i18n } = useTranslation(["objective", "planner"]);
  const assignee = members.find((m) => m.id === objective.assignee);
  const filters = markers.filter((m) => objective.markers.includes(m.id));
  const rows: [term: string, value: string][] = [
    [t("edit.day"), formatDay(objective.day, i18n.language)],
    ...(objective.at
      ? [
          [
            t("edit.time"),
            objective.minutes
              ? formatClockSpan(objective.at, objective.minutes, i18n.language)
              : formatClock(objective.at, i18n.language),
          ] as [string, string],
        ]
      : []),
    ...(objective.deadline
      ? [[t("edit.deadline"), formatDay(objective.deadline, i18n.language)] as [string, string]]
      : []),
    [t("print.status"), t(objective.done ? "print.done" : "print.open")],
  ];
  if (objective.priority && objective.priority < 4)
    rows.push([t("priority.label"), t(`priority.o${objective.priority}`)]);
  if (objective.repeat) {
    const rule = {
      repeat: objective.repeat,
      every: objective.repeat_every,
      fromDone: objective.repeat_from_done,
      until: objective.repeat_until,
    };
    rows.push([t("repeat.label"), ruleLabel(t, rule, i18n.language)]);
  }
  if (assignee) rows.push([t("assignee.label"), assignee.name]);
  if (filters.length) rows.push([t("filter.legend"), filters.map((m) => m.name).join(", ")]);
  return (
    <section aria-labelledby="objective-print-title" className="hidden flex-col gap-3 print:flex">
      <h2 id="objective-print-title" className="text-xl font-semibold break-words">
        {richText(objective.title)}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-neutral-600">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {objective.description ? (
        <RichBlocks text={objective.description} className="text-sm whitespace-pre-wrap" />
      ) : null}
    </section>
  );
}
