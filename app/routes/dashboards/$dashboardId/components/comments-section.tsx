import { useRef } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { FetcherMarker } from "~/components/fetcher-marker";
import { ConfirmPanel } from "~/components/confirm-panel";
import { FieldMessages, TextareaField } from "~/components/field";
import type { ObjectiveComment, Uuid } from "~/lib/data-api";
import { formatMoment } from "~/lib/dates";
import type { FieldMessage, FormFailure } from "~/lib/forms";
import { useFocusAfterRemount } from "~/lib/focus";
import { useRequestId } from "~/lib/use-request-id";
import { useTranslation } from "~/lib/use-translation";
import { COMMENT_BODY } from "../fields";

interface Props {
  comments: ObjectiveComment[];
  me: Uuid;
  /** The admin deletes anyone's comment; others only their own. */
  isAdmin: boolean;
  /** The comment whose deletion is being confirmed (`?deleteComment=`). */
  deleting: string | null;
  timeZone: string;
  requestId: string;
  errors?: { body?: FieldMessage[]; comments?: FieldMessage[] };
  /** What was typed, back with a refusal. */
  typed?: string;
}

/**
 * What members wrote about the objective, oldest first, and a form to add to it (decision
 * 044). Plain forms and links: deleting asks first, in the address, with JavaScript or without.
 */
export function CommentsSection({ comments, me, isAdmin, deleting, timeZone, requestId, errors, typed }: Props) {
  const { t, i18n } = useTranslation("planner");
  const { pathname } = useLocation();
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
      <FieldMessages id="comments-error" errors={errors?.comments} />
      {comments.length ? (
        <ol className="flex flex-col gap-3">
          {comments.map((c) => {
            const name = c.name ?? t("assignee.former");
            const when = formatMoment(new Date(c.created_at), i18n.language, timeZone);
            const mine = c.author === me;
            return (
              <li
                key={c.id}
                id={`comment-${c.id}`}
                className="rounded-lg border border-neutral-200 px-3 py-2 dark:border-neutral-800"
              >
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-semibold">{mine ? t("assignee.you", { name }) : name}</span>
                  <time dateTime={c.created_at} className="text-xs text-neutral-600 dark:text-neutral-400">
                    {when}
                  </time>
                  {(mine || isAdmin) && deleting !== c.id ? (
                    <Link
                      to={`?deleteComment=${c.id}#comment-${c.id}`}
                      preventScrollReset
                      className="link ml-auto text-xs"
                      aria-label={t("comments.deleteLabel", { name, when })}
                    >
                      {t("comments.delete")}
                    </Link>
                  ) : null}
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-wrap">{c.body}</p>
                {deleting === c.id ? (
                  <div className="mt-2">
                    <ConfirmPanel
                      id={`delete-comment-${c.id}`}
                      title={t("comments.confirmTitle")}
                      text={t("comments.confirmText")}
                      confirmLabel={t("comments.delete")}
                      cancelLabel={t("settings.cancel")}
                      fields={{ intent: "delete-comment", commentId: c.id }}
                      cancelTo={`${pathname}#comment-${c.id}`}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t("comments.none")}</p>
      )}
      <CommentForm requestId={requestId} errors={errors?.body} typed={typed} />
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
}: {
  requestId: string;
  errors?: FieldMessage[];
  typed?: string;
}) {
  const { t } = useTranslation("planner");
  const fetcher = useFetcher<Partial<FormFailure>>({ key: "comment" });
  const busy = fetcher.state !== "idle";
  const errors = fetcher.data?.errors?.body ?? serverErrors;
  const value = fetcher.data?.values?.body ?? typed ?? "";
  const sent = useRequestId(requestId, fetcher.data?.errors ? fetcher.data : null);
  const form = useRef<HTMLFormElement>(null);
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
        className="flex flex-col gap-2"
      >
        <FetcherMarker />
        <input type="hidden" name="intent" value="comment" />
        <input type="hidden" name="requestId" value={sent.requestId} />
        <TextareaField
          label={t("comments.new")}
          name="body"
          rows={3}
          hint={t("comments.hint")}
          defaultValue={value}
          errors={errors}
          {...COMMENT_BODY}
        />
        <div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {t("comments.submit")}
          </button>
        </div>
      </fetcher.Form>
    </>
  );
}
