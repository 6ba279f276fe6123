import { Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { useFetcher } from "react-router";
import { FetcherMarker } from "~/components/fetcher-marker";
import { useMessage } from "~/components/field";
import type { MemberName } from "~/lib/data-api";
import type { FieldMessage, FormFailure } from "~/lib/forms";
import { useFocusAfterRemount } from "~/lib/focus";
import { useRequestId } from "~/lib/use-request-id";
import { chipClass } from "~/lib/marker-colors";
import { filterChoices } from "~/lib/quick-add/filter-choices";
import { memberChoices } from "~/lib/quick-add/member-choices";
import { QUICK_ADD_TEXT } from "../fields";
import { WordPicker } from "./word-picker";

interface Props {
  day: string;
  today: string;
  requestId: string;
  errors?: FieldMessage[];
  value?: string;
  /** Where the line goes, chosen beside it (/today); a dashboard's own page adds to itself. */
  dashboards?: { id: string; name: string }[];
  /** The dashboard chosen at first: the refused line's, or the last line's (both without JavaScript). */
  dashboardId?: string;
  /** The dashboard's filters: "#" offers them (with JavaScript). */
  filters?: readonly { name: string; color: string }[];
  /** The dashboard's other members: "+" offers them (with JavaScript). */
  members?: readonly MemberName[];
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
}: Props) {
  const { t } = useTranslation(["planner", "api"]);
  const text = useMessage();
  // A fetcher, so the list shows the pending line at once; without JavaScript it is a
  // plain form and its errors arrive as the route's actionData (the props).
  const fetcher = useFetcher<Partial<FormFailure>>({ key: QUICK_ADD });
  const busy = fetcher.state !== "idle";
  const errors = fetcher.data?.errors?.text ?? serverErrors;
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Held here, above the form's key: an add remounts the form empty but keeps the choice,
  // so lines for the same dashboard follow one another.
  const [place, setPlace] = useState(dashboardId ?? dashboards?.[0]?.id);
  // Reloads keep what is typed; the add going through empties the form (a new key), but
  // for the next line typed while it was saved.
  const add = useRequestId(requestId, fetcher.data?.errors ? fetcher.data : null, form);
  const value = fetcher.data?.values?.text ?? serverValue ?? add.typedSince("text");
  // A new key means the add went through and the form was remounted empty: the new field
  // gets back the focus the remount took, for the next line. A person who went on to
  // another field while the add was saved keeps typing there.
  useFocusAfterRemount(busy, add.requestId, input);
  return (
    <fetcher.Form
      method="post"
      key={add.requestId}
      ref={form}
      onSubmit={add.onSubmit}
      className="flex flex-col gap-1"
      id="quick-add"
    >
      <FetcherMarker />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="day" value={day} />
      <input type="hidden" name="today" value={today} />
      <input type="hidden" name="requestId" value={add.requestId} />
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
                filterChoices(typed, filters).map((f) => ({
                  key: f.name,
                  label: `#${f.name}`,
                  word: f.name,
                  chip: chipClass(f.color),
                })),
            },
            {
              sign: "+",
              choices: (typed) =>
                memberChoices(typed, members).map((m) => ({ key: m.id, label: m.name, word: m.word })),
              listLabel: t("quickAdd.memberList"),
              count: (count) => t("quickAdd.memberCount", { count }),
            },
          ]}
          listLabel={t("quickAdd.filterList")}
          count={(count) => t("quickAdd.filterCount", { count })}
          className="relative min-w-0 flex-1"
        >
          <input
            ref={input}
            id="quick-add-text"
            name="text"
            className="input"
            defaultValue={value}
            placeholder={t("quickAdd.placeholder")}
            aria-invalid={errors?.length ? true : undefined}
            aria-describedby={errors?.length ? "quick-add-error" : "quick-add-hint"}
            autoComplete="off"
            {...QUICK_ADD_TEXT}
          />
        </WordPicker>
        {dashboards ? <DashboardChoice dashboards={dashboards} value={place} onChange={setPlace} /> : null}
        <button type="submit" className="btn-primary shrink-0 whitespace-nowrap" disabled={busy}>
          <Plus aria-hidden className="size-4" />
          {t("quickAdd.submit")}
        </button>
      </div>
      {errors?.length ? (
        <p id="quick-add-error" className="text-sm text-red-700 dark:text-red-400">
          {errors.map((message) => text(message)).join(" ")}
        </p>
      ) : (
        <p id="quick-add-hint" className="text-xs text-neutral-600 dark:text-neutral-400">
          {t("quickAdd.hint")}
        </p>
      )}
    </fetcher.Form>
  );
}

export const QUICK_ADD = "quick-add";

/** The dashboard a line goes to. */
function DashboardChoice({
  dashboards,
  value,
  onChange,
}: {
  dashboards: { id: string; name: string }[];
  value: string | undefined;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation("planner");
  const select = useRef<HTMLSelectElement>(null);
  // A choice made before the page hydrated is in the element, not yet in the state.
  useEffect(() => {
    if (select.current && select.current.value !== value) onChange(select.current.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
  return (
    <>
      <label htmlFor="quick-add-dashboard" className="sr-only">
        {t("quickAdd.dashboard")}
      </label>
      <select
        ref={select}
        id="quick-add-dashboard"
        name="dashboardId"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className="input min-w-0 flex-1 sm:max-w-48 sm:flex-none"
      >
        {dashboards.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
    </>
  );
}

/** The line being added, shown while the server parses and saves it. */
export function PendingObjective() {
  const { t } = useTranslation("planner");
  const text = useFetcher({ key: QUICK_ADD }).formData?.get("text");
  if (typeof text !== "string" || !text.trim()) return null;
  return (
    <p
      aria-live="polite"
      aria-busy="true"
      className="rounded-lg border border-dashed border-neutral-300 px-3 py-2 text-neutral-600 dark:border-neutral-700"
    >
      {t("quickAdd.adding", { text: text.trim() })}
    </p>
  );
}
