import { useEffect, useRef } from "react";
import { RichBlocks } from "~/components/rich-text";
import { Form, Link, useLocation } from "react-router";
import { ConfirmPanel } from "~/components/confirm-panel";
import { TextareaField } from "~/components/field";
import type { ObjectiveComment } from "~/lib/data-api";
import { formatMoment } from "~/lib/dates";
import { focusIfLost } from "~/lib/focus";
import type { FieldMessage } from "~/lib/forms";
import { mentionParts } from "~/lib/mentions";
import { keepOpenedFrom } from "~/lib/opened-from";
import { useTranslation } from "~/lib/use-translation";
import { COMMENT_BODY } from "../fields";
import { CommentReactions } from "./comment-reactions";
import { MentionPicker } from "./mention-picker";

interface Props {
  comment: ObjectiveComment;
  mine: boolean;
  /** Its author edits it, while the dashboard is not archived. */
  mayEdit: boolean;
  /** The admin deletes anyone's comment; its author edits and deletes their own. */
  mayDelete: boolean;
  /** Members react to it (not viewers, not on an archived dashboard). */
  mayReact: boolean;
  /** What this comment shows below its text: its edit form, its deletion's question, or nothing. */
  open: "edit" | "delete" | null;
  timeZone: string;
  /** The dashboard's members' names: "@Ben" is marked when it names one. */
  names: readonly string[];
  /** Whom the field offers after "@" (not oneself), as indexes into `names`. */
  offered: readonly number[];
  /** A refused edit: its messages and what was typed. */
  errors?: FieldMessage[];
  typed?: string;
}

/**
 * One comment: who wrote it and when ("edited" once its author changed it), its text, and
 * for its author "Edit" (its form in place of the text, `?editComment=`) and "Delete" (a
 * question first, `?deleteComment=`). Links and plain forms: the same without JavaScript.
 */
export function CommentItem({
  comment: c,
  mine,
  mayEdit,
  mayDelete,
  mayReact,
  open,
  timeZone,
  names,
  offered,
  errors,
  typed,
}: Props) {
  const { t, i18n } = useTranslation(["objective", "planner"]);
  // Opened from /today or /upcoming, the page's own links keep it (`keepOpenedFrom`).
  const { pathname, search } = useLocation();
  const name = c.name ?? t("assignee.former");
  const when = formatMoment(new Date(c.created_at), i18n.language, timeZone);
  const here = `${pathname}${keepOpenedFrom(search)}#comment-${c.id}`;
  const form = useRef<HTMLFormElement>(null);
  // "Edit" followed within the app: its link is gone, and the text takes the focus.
  useEffect(() => {
    if (open === "edit") focusIfLost(form.current?.querySelector("textarea"));
  }, [open]);
  return (
    <li id={`comment-${c.id}`} className="rounded-lg border border-neutral-200 px-3 py-2 dark:border-neutral-800">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold">{mine ? t("assignee.you", { name }) : name}</span>
        <time dateTime={c.created_at} className="text-xs text-neutral-600 dark:text-neutral-400">
          {when}
        </time>
        {c.edited_at ? <EditedMark at={c.edited_at} language={i18n.language} timeZone={timeZone} /> : null}
        {open === null ? (
          <span className="ml-auto flex gap-3 print:hidden">
            {mayEdit ? (
              // No fragment: the form's autofocus brings it into view on a page load.
              <Link
                to={keepOpenedFrom(search, `editComment=${c.id}`)}
                preventScrollReset
                className="link text-xs"
                aria-label={t("comments.editLabel", { when })}
              >
                {t("comments.edit")}
              </Link>
            ) : null}
            {mayDelete ? (
              <Link
                to={`${keepOpenedFrom(search, `deleteComment=${c.id}`)}#comment-${c.id}`}
                preventScrollReset
                className="link text-xs"
                aria-label={t("comments.deleteLabel", { name, when })}
              >
                {t("comments.delete")}
              </Link>
            ) : null}
          </span>
        ) : null}
      </p>
      {open === "edit" ? (
        <Form ref={form} method="post" preventScrollReset className="mt-2 flex flex-col gap-2">
          <input type="hidden" name="intent" value="edit-comment" />
          <input type="hidden" name="commentId" value={c.id} />
          <MentionPicker names={names} offered={offered}>
            <TextareaField
              label={t("comments.editField")}
              name="body"
              // Room for what is there: a long comment is not edited through a slot.
              rows={Math.min(10, Math.max(3, c.body.split("\n").length + Math.floor(c.body.length / 70)))}
              defaultValue={typed ?? c.body}
              errors={errors}
              // A page loaded with the form open (no JavaScript, or a refused save) starts in it.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              {...COMMENT_BODY}
            />
          </MentionPicker>
          <div className="flex items-center gap-3">
            <button type="submit" className="btn-primary">
              {t("comments.save")}
            </button>
            <Link to={here} preventScrollReset className="btn-secondary">
              {t("cancel")}
            </Link>
          </div>
        </Form>
      ) : (
        <RichBlocks
          text={c.body}
          className="mt-1 text-sm break-words whitespace-pre-wrap"
          words={(text) =>
            mentionParts(text, names).map((part, i) =>
              part.mention ? (
                <strong key={i} className="font-semibold text-primary-800 dark:text-primary-300">
                  {part.text}
                </strong>
              ) : (
                part.text
              ),
            )
          }
        />
      )}
      {open === "edit" ? null : <CommentReactions commentId={c.id} reactions={c.reactions} mayReact={mayReact} />}
      {open === "delete" ? (
        <div className="mt-2">
          <ConfirmPanel
            id={`delete-comment-${c.id}`}
            title={t("comments.confirmTitle")}
            text={t("comments.confirmText")}
            confirmLabel={t("comments.delete")}
            cancelLabel={t("cancel")}
            fields={{ intent: "delete-comment", commentId: c.id }}
            cancelTo={here}
          />
        </div>
      ) : null}
    </li>
  );
}

/** "(edited)", with when in its tooltip for a pointer and in words for a screen reader. */
function EditedMark({ at, language, timeZone }: { at: string; language: string; timeZone: string }) {
  const { t } = useTranslation(["objective", "planner"]);
  const when = t("comments.editedAt", { when: formatMoment(new Date(at), language, timeZone) });
  return (
    <time dateTime={at} title={when} className="text-xs text-neutral-600 dark:text-neutral-400">
      <span aria-hidden>{t("comments.edited")}</span>
      <span className="sr-only">{when}</span>
    </time>
  );
}
