import { useRef } from "react";
import { useFetcher } from "react-router";
import { FetcherMarker } from "~/components/fetcher-marker";
import { FieldMessages, TextareaField } from "~/components/field";
import type { ObjectiveComment, Uuid } from "~/lib/data-api";
import type { FieldMessage, FormFailure } from "~/lib/forms";
import { useFocusAfterRemount } from "~/lib/focus";
import { useRequestId } from "~/lib/use-request-id";
import { useTranslation } from "~/lib/use-translation";
import { COMMENT_BODY } from "../fields";
import { CommentItem } from "./comment-item";
import { MentionPicker } from "./mention-picker";

interface Props {
  comments: ObjectiveComment[];
  me: Uuid;
  /** The admin deletes anyone's comment; others only their own. */
  isAdmin: boolean;
  /** The comment whose deletion is being confirmed (`?deleteComment=`). */
  deleting: string | null;
  /** The comment whose form is open (`?editComment=`). */
  editing: string | null;
  timeZone: string;
  /** The dashboard's members: "@Ben" is marked, and offered as one types. */
  members: readonly { id: Uuid; name: string }[];
  requestId: string;
  /** The page's refused submission of one of the comments' forms: messages and what was typed. */
  refused?: FormFailure;
  /** An archived dashboard's (decision 059): comments are read, not edited or deleted. */
  readOnly?: boolean;
}

/**
 * What members wrote about the objective, oldest first, and a form to add to it (decision
 * 044). Plain forms and links: editing and deleting open in the address, with JavaScript or
 * without.
 */
export function CommentsSection({
  comments,
  me,
  isAdmin,
  members,
  deleting,
  editing: asked,
  timeZone,
  requestId,
  refused,
  readOnly = false,
}: Props) {
  const { t } = useTranslation(["objective", "planner"]);
  // A refused edit keeps its form open with what was typed, whatever the address says.
  const editRefusal = refused?.values.intent === "edit-comment" ? refused : undefined;
  const editing = editRefusal?.values.commentId ?? asked;
  const adding = refused?.values.intent === "comment" ? refused : undefined;
  const names = members.map((m) => m.name);
  const offered = members.flatMap((m, i) => (m.id === me ? [] : [i]));
  return (
    <section
      id="comments"
      aria-labelledby="comments-title"
      className="flex flex-col gap-3 border-t border-neutral-200 pt-6 dark:border-neutral-800"
    >
      <h3 id="comments-title" className="flex items-baseline gap-2 text-lg font-semibold">
        {t("comments.title")}{" "}
        {comments.length ? (
          <span className="text-sm font-normal text-neutral-600 dark:text-neutral-400">{comments.length}</span>
        ) : null}
      </h3>
      <FieldMessages id="comments-error" errors={refused?.errors.comments} />
      {comments.length ? (
        <ol className="flex flex-col gap-3">
          {comments.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              mine={c.author === me}
              mayEdit={!readOnly && c.author === me}
              mayDelete={!readOnly && (c.author === me || isAdmin)}
              mayReact={!readOnly}
              // Only one's own opens for editing, whatever the address says.
              open={
                readOnly ? null : editing === c.id && c.author === me ? "edit" : deleting === c.id ? "delete" : null
              }
              timeZone={timeZone}
              names={names}
              offered={offered}
              errors={editing === c.id ? editRefusal?.errors.body : undefined}
              typed={editing === c.id ? editRefusal?.values.body : undefined}
            />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t("comments.none")}</p>
      )}
      <CommentForm
        requestId={requestId}
        errors={adding?.errors.body}
        typed={adding?.values.body}
        names={names}
        offered={offered}
      />
    </section>
  );
}

/**
 * The new comment's form. With JavaScript a fetcher: the comment shows at once, greyed, until
 * it is saved, and the page stays where it is. Reloads (another member's change) keep what is
 * typed; the comment going through empties the field (a new key, useRequestId).
 */
function CommentForm({
  requestId,
  errors: serverErrors,
  typed,
  names,
  offered,
}: {
  requestId: string;
  errors?: FieldMessage[];
  typed?: string;
  names: readonly string[];
  offered: readonly number[];
}) {
  const { t } = useTranslation(["objective", "planner"]);
  const fetcher = useFetcher<Partial<FormFailure>>({ key: "comment" });
  const busy = fetcher.state !== "idle";
  const errors = fetcher.data?.errors?.body ?? serverErrors;
  const form = useRef<HTMLFormElement>(null);
  const sent = useRequestId(requestId, fetcher.data?.errors ? fetcher.data : null, form);
  const value = fetcher.data?.values?.body ?? typed ?? sent.typedSince("body") ?? "";
  const pending = busy ? String(fetcher.formData?.get("body") ?? "").trim() : "";
  // The remount after a comment took the focus from the field: it gets it back for the next.
  useFocusAfterRemount(busy, sent.requestId, form);
  return (
    <>
      {pending ? (
        <p className="rounded-lg border border-dashed border-neutral-300 px-3 py-2 text-sm whitespace-pre-wrap text-neutral-600 dark:border-neutral-700 dark:text-neutral-400">
          <span className="sr-only">{t("comments.sending")} </span>
          {pending}
        </p>
      ) : null}
      <fetcher.Form
        key={sent.requestId}
        ref={form}
        method="post"
        onSubmit={sent.onSubmit}
        className="flex flex-col gap-2 print:hidden"
      >
        <FetcherMarker />
        <input type="hidden" name="intent" value="comment" />
        <input type="hidden" name="requestId" value={sent.requestId} />
        <MentionPicker names={names} offered={offered}>
          <TextareaField
            label={t("comments.new")}
            name="body"
            rows={3}
            hint={t("comments.hint")}
            defaultValue={value}
            errors={errors}
            {...COMMENT_BODY}
          />
        </MentionPicker>
        <div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {t("comments.submit")}
          </button>
        </div>
      </fetcher.Form>
    </>
  );
}
