import { useRef } from "react";
import { useFetcher } from "react-router";
import { FetcherMarker } from "~/components/fetcher-marker";
import { Field } from "~/components/field";
import { useFocusAfterRemount } from "~/lib/focus";
import { FETCHER_FIELD, type FieldMessage, type FormFailure } from "~/lib/forms";
import { pastedLines } from "~/lib/pasted-lines";
import { useHydrated } from "~/lib/use-hydrated";
import { useRequestId } from "~/lib/use-request-id";
import { useTranslation } from "~/lib/use-translation";
import { CHECKLIST_ITEM } from "../fields";

/**
 * The new step's field. With JavaScript a fetcher: the step shows at once, greyed, and the
 * emptied field keeps the focus for the next one (a new key once it went through).
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
  const fetcher = useFetcher<Partial<FormFailure>>({ key: "add-item" });
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";
  const errors = fetcher.data?.errors?.title ?? fetcher.data?.errors?.titles ?? serverErrors;
  const form = useRef<HTMLFormElement>(null);
  const sent = useRequestId(requestId, fetcher.data?.errors ? fetcher.data : null, form);
  // One step, or a pasted list's lines.
  const sending = busy ? String(fetcher.formData?.get("title") ?? fetcher.formData?.get("titles") ?? "") : "";
  const pending = pastedLines(sending);
  // A list pasted into the empty field: each line a step (the field itself holds one line).
  const onPaste = (event: React.ClipboardEvent<HTMLInputElement>) => {
    const lines = pastedLines(event.clipboardData.getData("text/plain"));
    if (lines.length < 2 || event.currentTarget.value.trim()) return;
    event.preventDefault();
    sent.onSubmit();
    void fetcher.submit(
      { intent: "add-items", titles: lines.join("\n"), requestId: sent.requestId, [FETCHER_FIELD]: "1" },
      { method: "post" },
    );
  };
  useFocusAfterRemount(busy, sent.requestId, form);
  return (
    <>
      {pending.map((title, i) => (
        <p key={i} className="flex min-h-9 items-center gap-3 text-sm text-neutral-500 dark:text-neutral-400">
          <span aria-hidden className="check size-4.5 rounded-md border-dashed" />
          <span className="sr-only">{t("checklist.adding")} </span>
          {title}
        </p>
      ))}
      <fetcher.Form
        key={sent.requestId}
        ref={form}
        method="post"
        preventScrollReset
        onSubmit={sent.onSubmit}
        className="flex items-start gap-2"
      >
        <FetcherMarker />
        <input type="hidden" name="intent" value="add-item" />
        <input type="hidden" name="requestId" value={sent.requestId} />
        <div className="min-w-0 flex-1">
          <Field
            label={t("checklist.new")}
            // Pasting a list needs JavaScript.
            hint={hydrated ? t("checklist.pasteHint") : undefined}
            name="title"
            defaultValue={fetcher.data?.values?.title ?? typed ?? sent.typedSince("title") ?? ""}
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
        <button type="submit" className="btn-secondary mt-6" disabled={busy}>
          {t("checklist.add")}
        </button>
      </fetcher.Form>
    </>
  );
}
