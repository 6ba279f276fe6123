import { DashboardDot } from "~/components/dashboard-dot";
import { Icon } from "~/components/icons";
import { useRef, useState } from "react";
import { Form } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { FetcherMarker } from "~/components/fetcher-marker";
import { useMessage } from "~/components/field";
import type { MemberName, QuickAddDashboard } from "~/lib/data-api";
import type { FieldMessage } from "~/lib/forms";
import type { LineQueue } from "~/lib/line-queue";
import { pastedLines } from "~/lib/pasted-lines";
import { useHydrated } from "~/lib/use-hydrated";
import { useLineQueue } from "~/lib/use-line-queue";
import { chipClass } from "~/lib/marker-colors";
import { filterChoices } from "~/lib/quick-add/filter-choices";
import { memberChoices } from "~/lib/quick-add/member-choices";
import { keepAsText, type UnderstoodPart } from "~/lib/quick-add/keep-as-text";
import { QUICK_ADD_TEXT } from "../fields";
import type { QuickAddFilter } from "../schemas";
import { UnderstoodParts, useUnderstood } from "./understood-parts";
import { WordPicker } from "./word-picker";

interface Props {
  day: string;
  today: string;
  requestId: string;
  errors?: FieldMessage[];
  value?: string;
  /**
   * Where the line goes, chosen beside it (/today, /upcoming), each with what "#" and "+"
   * offer there; a dashboard's own page adds to itself and passes `filters` and `members`.
   */
  dashboards?: readonly QuickAddDashboard[];
  /** The dashboard chosen at first: the refused line's, or the last line's (both without JavaScript). */
  dashboardId?: string;
  /** The dashboard's filters: "#" offers them (with JavaScript). */
  filters?: readonly { name: string; color: string }[];
  /** The dashboard's other members: "+" offers them (with JavaScript). */
  members?: readonly MemberName[];
  /** What a filtered list gives the line (the day view's loader decides: `filterDefaults`). */
  filter?: QuickAddFilter;
  /** Focused on page load (the `autofocus` attribute): opened where it adds, on /upcoming's days. */
  focusOnLoad?: boolean;
  /** Called as a line is sent with JavaScript (the share target drops what it was given). */
  onLine?: () => void;
}

/**
 * One line: the title, with optional date words ("tomorrow", "next friday", "24/12") and
 * #markers; "quoted text" is never parsed. The server does the parsing in the user's language.
 */
export function QuickAddForm({
  day,
  today,
  requestId,
  errors: serverErrors,
  value: serverValue,
  dashboards,
  dashboardId,
  filters = [],
  members = [],
  focusOnLoad,
  filter,
  onLine,
}: Props) {
  const { t } = useTranslation(["planner", "api"]);
  const text = useMessage();
  const form = useRef<HTMLFormElement>(null);
  // With JavaScript the field empties as a line is entered; the lines go one after another.
  const lines = useLineQueue(QUICK_ADD, "text", form);
  // Without JavaScript, a refusal comes back as the route's actionData (the props).
  const errors = lines.refusal?.text ?? serverErrors;
  const hydrated = useHydrated();
  // "#" and "+" offer the chosen dashboard's filters and members, following the choice.
  const [chosenId, choose] = useState(dashboardId ?? dashboards?.[0]?.id);
  const chosen = dashboards?.find((d) => d.id === chosenId);
  const offered = chosen ?? { filters, members };
  // A list pasted into the empty field: each line an objective, parsed on its own, in order.
  const onPaste = (event: React.ClipboardEvent<HTMLInputElement>) => {
    const pasted = pastedLines(event.clipboardData.getData("text/plain"));
    if (pasted.length < 2 || event.currentTarget.value.trim()) return;
    event.preventDefault();
    for (const line of pasted) lines.send(line);
  };
  // What the line will make, shown under it as it is typed (with JavaScript).
  const { answer, read } = useUnderstood(today);
  const field = () => form.current?.elements.namedItem("text") as HTMLInputElement | null;
  const keep = (part: UnderstoodPart) => {
    const input = field();
    // Only the line the chips were read from: its words are where the chips say.
    if (!input || input.value !== answer?.text) return;
    input.value = keepAsText(input.value, part.spans);
    read(input.value);
    input.focus();
  };
  const parts = answer ? (
    <UnderstoodParts
      id={UNDERSTOOD}
      answer={answer}
      today={today}
      filters={offered.filters}
      members={offered.members}
      onKeep={keep}
    />
  ) : null;
  const describedBy = [
    errors?.length ? "quick-add-error" : null,
    answer ? UNDERSTOOD : errors?.length ? null : "quick-add-hint",
  ];
  return (
    <>
      <Form
        method="post"
        ref={form}
        onSubmit={(event) => {
          lines.onSubmit(event);
          read(field()?.value ?? "");
          onLine?.();
        }}
        className="flex flex-col gap-1"
        id="quick-add"
      >
        <FetcherMarker />
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="day" value={day} />
        <input type="hidden" name="today" value={today} />
        <input type="hidden" name="requestId" value={requestId} />
        {filter?.marker ? <input type="hidden" name="filterMarker" value={filter.marker} /> : null}
        {filter?.assignee ? <input type="hidden" name="filterAssignee" value={filter.assignee} /> : null}
        <label htmlFor="quick-add-text" className="text-sm font-medium">
          {t("quickAdd.label")}
        </label>
        {/* With a dashboard to choose, on a phone the line takes its own row. */}
        <div className={dashboards ? "flex flex-wrap gap-2 sm:flex-nowrap" : "flex gap-2"}>
          <WordPicker
            sources={[
              {
                sign: "#",
                choices: (typed) =>
                  filterChoices(typed, offered.filters).map((f) => ({
                    key: f.name,
                    label: `#${f.name}`,
                    word: f.name,
                    chip: chipClass(f.color),
                  })),
              },
              {
                sign: "+",
                choices: (typed) =>
                  memberChoices(typed, offered.members).map((m) => ({ key: m.id, label: m.name, word: m.word })),
                listLabel: t("quickAdd.memberList"),
                count: (count) => t("quickAdd.memberCount", { count }),
              },
            ]}
            listLabel={t("quickAdd.filterList")}
            count={(count) => t("quickAdd.filterCount", { count })}
            // With a dashboard to choose, on a phone the line has a row of its own.
            className={dashboards ? "relative min-w-0 flex-1 basis-full sm:basis-0" : "relative min-w-0 flex-1"}
          >
            <input
              id="quick-add-text"
              name="text"
              className="input"
              defaultValue={serverValue}
              placeholder={t("quickAdd.placeholder")}
              aria-invalid={errors?.length ? true : undefined}
              aria-describedby={describedBy.filter(Boolean).join(" ")}
              autoComplete="off"
              // Opened by the person's own "Add objective" link, on a page that reloads without JavaScript.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={focusOnLoad}
              onPaste={onPaste}
              onInput={(event) => read(event.currentTarget.value)}
              {...QUICK_ADD_TEXT}
            />
          </WordPicker>
          {dashboards ? (
            <DashboardChoice
              dashboards={dashboards}
              value={dashboardId ?? dashboards[0]?.id}
              color={chosen?.color}
              onChange={choose}
            />
          ) : null}
          <button type="submit" className="btn-primary shrink-0 whitespace-nowrap">
            <Icon name="plus" className="size-4" />
            {t("quickAdd.submit")}
          </button>
        </div>
        {errors?.length ? (
          <p id="quick-add-error" className="text-sm text-red-700 dark:text-red-400">
            {errors.map((message) => text(message)).join(" ")}
          </p>
        ) : null}
        {/* The parts read take the hint's place while there are some, in the same cell of a
            grid: the hint's height stays, so the page below does not jump as they come and go. */}
        {errors?.length ? (
          parts
        ) : (
          <div className="grid">
            <p
              id="quick-add-hint"
              className={`text-xs text-neutral-600 [grid-area:1/1] dark:text-neutral-400 ${answer ? "invisible" : ""}`}
            >
              {t("quickAdd.hint")}
              {/* Pasting a list needs JavaScript. */}
              {hydrated ? ` ${t("quickAdd.pasteHint")}` : null}
            </p>
            {parts ? <div className="[grid-area:1/1]">{parts}</div> : null}
          </div>
        )}
      </Form>
      <PendingLines queue={lines.queue} onDiscard={lines.discard} />
    </>
  );
}

const QUICK_ADD = "quick-add";
const UNDERSTOOD = "quick-add-understood";

/**
 * The dashboard a line goes to (kept from one line to the next: the form stays), with the
 * chosen one's colour before it (decision 088) once JavaScript follows the choice: a native
 * select's options cannot show one, and without JavaScript the dot would not change with it.
 */
function DashboardChoice({
  dashboards,
  value,
  color,
  onChange,
}: {
  dashboards: readonly QuickAddDashboard[];
  value?: string;
  color?: string;
  onChange(id: string): void;
}) {
  const { t } = useTranslation("planner");
  return (
    <div className="relative flex min-w-0 flex-1 sm:max-w-48 sm:flex-none">
      <label htmlFor="quick-add-dashboard" className="sr-only">
        {t("quickAdd.dashboard")}
      </label>
      {color ? (
        <span className="pointer-events-none absolute inset-y-0 left-3 hidden items-center js:flex">
          <DashboardDot color={color} />
        </span>
      ) : null}
      <select
        id="quick-add-dashboard"
        name="dashboardId"
        defaultValue={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={`input min-w-0 flex-1 ${color ? "js:pl-7" : ""}`}
      >
        {dashboards.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The lines entered and not yet on the list: the one being saved and those waiting their
 * turn; after a refusal, those waiting for the person, who may drop them.
 */
function PendingLines({ queue, onDiscard }: { queue: LineQueue; onDiscard: () => void }) {
  const { t } = useTranslation("planner");
  const lines = (queue.sending ? [queue.sending, ...queue.waiting] : queue.waiting).map((line) => ({
    id: line.id,
    text: t(queue.paused ? "lines.waiting" : "quickAdd.adding", { text: line.text.trim() }),
  }));
  return (
    <>
      {/* Always in the page, out of the layout: a live region that appears with its first
          words is not read out by every screen reader. */}
      <p aria-live="polite" className="sr-only">
        {lines.map((line) => line.text).join(" ")}
      </p>
      {lines.length > 0 ? (
        <div className="flex flex-col gap-1">
          <ul className="flex flex-col gap-1">
            {lines.map((line) => (
              <li
                key={line.id}
                className="rounded-lg border border-dashed border-neutral-300 px-3 py-2 text-neutral-600 dark:border-neutral-700 dark:text-neutral-300"
              >
                {line.text}
              </li>
            ))}
          </ul>
          {queue.paused ? (
            <button type="button" className="btn-secondary self-start" onClick={onDiscard}>
              {t("lines.discard", { count: queue.waiting.length })}
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
