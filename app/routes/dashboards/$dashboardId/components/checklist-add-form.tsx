import { useRef } from "react";
import { Form } from "react-router";
import { FetcherMarker } from "~/components/fetcher-marker";
import { Field } from "~/components/field";
import type { FieldMessage } from "~/lib/forms";
import { pastedLines } from "~/lib/pasted-lines";
import { useHydrated } from "~/lib/use-hydrated";
import { useLineQueue } from "~/lib/use-line-queue";
import { useTranslation } from "~/lib/use-translation";
import { CHECKLIST_ITEM } from "../fields";

/**
 * The new step's field. With JavaScript the field empties as a step is entered, for the next
 * one, and the steps entered show at once, greyed, until they are saved one after another
 * (decision 047).
 */
export function AddStepForm({
  requestId,
  adding,
  errors: serverErrors,
  typed,
}: {
  requestId: string;
  adding: boolean;
  errors?: FieldMessage[];
  typed?: string;
}) {
  const { t } = useTranslation(["objective", "planner"]);
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const steps = useLineQueue("add-item", "title", form);
  const errors = steps.refusal?.title ?? steps.refusal?.titles ?? steps.refusal?.checklist ?? serverErrors;
  const { sending, waiting, paused } = steps.queue;
  // One step, or a pasted list's lines.
  const pending = (sending ? [sending, ...waiting] : waiting).flatMap((line) =>
    pastedLines(line.text).map((title, i) => ({ key: `${line.id}-${i}`, title })),
  );
  // A list pasted into the empty field: each line a step (the field itself holds one line).
  const onPaste = (event: React.ClipboardEvent<HTMLInputElement>) => {
    const lines = pastedLines(event.clipboardData.getData("text/plain"));
    if (lines.length < 2 || event.currentTarget.value.trim()) return;
    event.preventDefault();
    steps.send(lines.join("\n"), { intent: "add-items", titles: lines.join("\n") });
  };
  return (
    <>
      {pending.map(({ key, title }) => (
        <p key={key} className="flex min-h-9 items-center gap-3 text-sm text-neutral-500 dark:text-neutral-400">
          <span aria-hidden className="check size-4.5 rounded-md border-dashed" />
          {paused ? (
            t("planner:lines.waiting", { text: title })
          ) : (
            <>
              <span className="sr-only">{t("checklist.adding")} </span>
              {title}
            </>
          )}
        </p>
      ))}
      {paused && pending.length ? (
        <button type="button" className="btn-secondary self-start" onClick={steps.discard}>
          {t("planner:lines.discard", { count: pending.length })}
        </button>
      ) : null}
      <Form
        ref={form}
        method="post"
        preventScrollReset
        onSubmit={steps.onSubmit}
        className="flex items-start gap-2 print:hidden"
      >
        <FetcherMarker />
        <input type="hidden" name="intent" value="add-item" />
        <input type="hidden" name="requestId" value={requestId} />
        <div className="min-w-0 flex-1">
          <Field
            label={t("checklist.new")}
            // Pasting a list needs JavaScript.
            hint={hydrated ? t("checklist.pasteHint") : undefined}
            name="title"
            defaultValue={typed ?? ""}
            errors={errors}
            autoComplete="off"
            onPaste={onPaste}
            // Added without JavaScript: ready for the next step.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={adding}
            {...CHECKLIST_ITEM}
          />
        </div>
        {/* Beside the field, below its label. */}
        <button type="submit" className="btn-secondary mt-6">
          {t("checklist.add")}
        </button>
      </Form>
    </>
  );
}
