import { markedText } from "~/components/rich-text";
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { Form, href, useFetcher } from "react-router";
import { FieldMessages } from "~/components/field";
import { Icon } from "~/components/icons";
import type { ChecklistItem } from "~/lib/data-api";
import { FETCHER_FIELD } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import { useLineQueue } from "~/lib/use-line-queue";
import { useTranslation } from "~/lib/use-translation";
import { CHECKLIST_ITEM } from "../fields";
import type { StepsAnswer } from "../steps.server";

/** The id of a row's steps panel (its "2/5" controls it). */
export const stepsPanelId = (objectiveId: string) => `steps-${objectiveId}`;

/** The rows whose steps are open in place, and opening or closing one's. */
export interface OpenSteps {
  open: ReadonlySet<string>;
  toggle(objectiveId: string): void;
  /** Each row's steps as last answered: a reopened row shows them while they load again. */
  seen: Map<string, ChecklistItem[]>;
}

const OpenStepsContext = createContext<OpenSteps | null>(null);

/**
 * Where a list's rows open their steps in place (the day, /today, /upcoming): their "2/5"
 * becomes a button that does (`useOpenSteps`), once JavaScript runs. The page's view only,
 * forgotten on leaving it.
 */
export function OpenStepsProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [seen] = useState(() => new Map<string, ChecklistItem[]>());
  const value = useMemo<OpenSteps | null>(
    () =>
      hydrated
        ? {
            open,
            seen,
            toggle: (id) =>
              setOpen((was) => {
                const next = new Set(was);
                if (!next.delete(id)) next.add(id);
                return next;
              }),
          }
        : null,
    [hydrated, open, seen],
  );
  return <OpenStepsContext value={value}>{children}</OpenStepsContext>;
}

/** The open steps of the list around, or null (no such list, or no JavaScript yet): then "2/5" is a link. */
export const useOpenSteps = () => useContext(OpenStepsContext);

/**
 * A row's steps, opened in place by its "2/5" (decision 051; with JavaScript only: without,
 * the mark leads to the objective's page, where they are ticked). They come from its steps'
 * resource route through a fetcher, which React Router reloads after every change with the
 * day; a tick goes to the objective page's action as its own checklist's does, and shows
 * before the answer.
 */
export function RowSteps({
  dashboardId,
  objectiveId,
  labelledBy,
}: {
  dashboardId: string;
  objectiveId: string;
  /** The row's title: the steps are named after it. */
  labelledBy: string;
}) {
  const { t } = useTranslation("planner");
  const page = href("/dashboards/:dashboardId/objectives/:objectiveId", { dashboardId, objectiveId });
  const steps = useFetcher<StepsAnswer>({ key: `steps-${objectiveId}` });
  const { load, state } = steps;
  // Closing a row's steps forgets its fetcher's answer: shown again from the last one, the
  // panel keeps its height while they reload, and "Edit steps" stays under the pointer.
  const seen = useOpenSteps()?.seen;
  if (steps.data?.checklist) seen?.set(objectiveId, steps.data.checklist);
  const items = steps.data?.checklist ?? seen?.get(objectiveId);
  // Once per opening (React Router reloads it after changes).
  useEffect(() => {
    if (!steps.data && state === "idle") void load(`${page}/steps`);
  }, [page]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div
      id={stepsPanelId(objectiveId)}
      role="group"
      aria-labelledby={labelledBy}
      aria-busy={!steps.data}
      className="row-steps"
    >
      {items ? (
        <ul>
          {items.map((item) => (
            <StepLine key={item.id} item={item} action={page} />
          ))}
        </ul>
      ) : (
        <p className="text-neutral-600 dark:text-neutral-400">
          {t(steps.data ? "checklist.failed" : "checklist.loading")}
        </p>
      )}
      {items ? <AddStep objectiveId={objectiveId} action={page} /> : null}
      <a href={`${page}#checklist`} className="link text-xs">
        {t("checklist.open")}
      </a>
    </div>
  );
}

/** One step: a checkbox named by its title, which ticks it on the objective's page. */
function StepLine({ item, action }: { item: ChecklistItem; action: string }) {
  // The objective page's key for the same step: its own list shows the tick while it is sent.
  const fetcher = useFetcher({ key: `item-${item.id}` });
  const sent = fetcher.formData?.get("tick-item");
  const done = typeof sent === "string" ? sent.endsWith(" true") : item.done;
  return (
    <li>
      <button
        type="button"
        role="checkbox"
        aria-checked={done}
        onClick={() =>
          void fetcher.submit(
            { "tick-item": `${item.id} ${!done}`, [FETCHER_FIELD]: "1" },
            { method: "post", action, preventScrollReset: true },
          )
        }
        className="row-step"
      >
        <span className={done ? "check check-on size-4 rounded-md" : "check size-4 rounded-md"} aria-hidden>
          {done ? <Icon name="check" className="size-3" /> : null}
        </span>
        <span className={done ? "row-done" : undefined}>{markedText(item.title)}</span>
      </button>
    </li>
  );
}

/**
 * "Add a step" under the open steps: the objective page's own `add-item`, through the line
 * queue (decision 047: a step typed while the last is saved waits its turn, none is lost).
 * The row lies inside the list's form, so the form is drawn at the end of the page (a portal)
 * and the field and its button join it by their `form` attribute.
 */
function AddStep({ objectiveId, action }: { objectiveId: string; action: string }) {
  const { t } = useTranslation("planner");
  const form = useRef<HTMLFormElement>(null);
  const formId = `add-step-${objectiveId}`;
  const lines = useLineQueue(`add-item-${objectiveId}`, "title", form);
  const errors = lines.refusal?.title ?? lines.refusal?.checklist;
  const { sending, waiting, paused } = lines.queue;
  const pending = sending ? [sending, ...waiting] : waiting;
  return (
    <>
      {pending.map((line) => (
        <p key={line.id} className="row-step text-neutral-500 dark:text-neutral-400">
          <span aria-hidden className="check size-4 rounded-md border-dashed" />
          {/* Behind a refused step, the rest wait for the person (as on the objective's page). */}
          {paused ? (
            t("lines.waiting", { text: line.text })
          ) : (
            <>
              <span className="sr-only">{t("checklist.adding")} </span>
              {line.text}
            </>
          )}
        </p>
      ))}
      {paused && pending.length ? (
        <button type="button" className="btn-secondary py-1 text-sm" onClick={lines.discard}>
          {t("lines.discard", { count: pending.length })}
        </button>
      ) : null}
      {createPortal(
        <Form ref={form} id={formId} method="post" action={action} onSubmit={lines.onSubmit} hidden>
          <input type="hidden" name="intent" value="add-item" />
          <input type="hidden" name={FETCHER_FIELD} value="1" />
        </Form>,
        document.body,
      )}
      <span className="flex w-full max-w-md items-center gap-2">
        <input
          form={formId}
          name="title"
          aria-label={t("checklist.add")}
          placeholder={t("checklist.add")}
          autoComplete="off"
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? `${formId}-error` : undefined}
          className="input min-w-0 flex-1 py-1 text-sm"
          {...CHECKLIST_ITEM}
        />
        <button form={formId} type="submit" className="btn-secondary py-1 text-sm">
          <Icon name="plus" className="size-4" />
          <span className="sr-only">{t("checklist.add")}</span>
        </button>
      </span>
      <FieldMessages id={`${formId}-error`} errors={errors} />
    </>
  );
}
