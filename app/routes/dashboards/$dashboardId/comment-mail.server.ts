import { plainText } from "~/lib/rich-text";
import type { RouterContextProvider } from "react-router";
import type { CommentAnswer, CommentNotice } from "~/lib/data-api";
import { isLanguage } from "~/lib/i18n";
import { requestLanguage, translatorFor } from "~/lib/i18n.server";
import { sendMailsLater, simpleMail } from "~/lib/mail.server";
import { commentsHref } from "./components/row-badges";

/** Each reason's texts: its subject, its first line, and why the email came. */
const TEXTS: Record<CommentNotice["why"], { subject: string; intro: string; why: string }> = {
  mentioned: {
    subject: "comment.subjectMentioned",
    intro: "comment.introMentioned",
    why: "comment.whyMentioned",
  },
  assigned: { subject: "comment.subject", intro: "comment.intro", why: "comment.why" },
  commented: {
    subject: "comment.subject",
    intro: "comment.introCommented",
    why: "comment.whyCommented",
  },
  created: { subject: "comment.subject", intro: "comment.introCreated", why: "comment.whyCreated" },
};

/**
 * "Ann commented on “Fix the sink”", "Ann mentioned you on …": the emails add_comment's
 * answer asks for (decision 044), to each member it names (those @mentioned, the assignee,
 * earlier commenters, whoever added it) in their language, else the page's, with the
 * comment's text and a link to the comments. Sent after the answer, as assignment emails are.
 */
export function sendCommentMail(context: Readonly<RouterContextProvider>, url: URL, comment: CommentAnswer) {
  if (!comment.notify?.length) return;
  const link = new URL(commentsHref(comment.dashboard_id, comment.objective_id), url.origin).href;
  const settings = new URL("/settings#assignments", url.origin).href;
  const mails = comment.notify.map((notice) => {
    const lng = isLanguage(notice.locale) ? notice.locale : requestLanguage(context);
    const t = translatorFor(lng).getFixedT("mail");
    const texts = TEXTS[notice.why];
    const values = { by: notice.by, title: plainText(notice.title), dashboard: notice.dashboard };
    return simpleMail(
      notice.email,
      t(texts.subject, values),
      // Its lines as paragraphs: the HTML part would run them together.
      [t(texts.intro, values), ...comment.body.split(/\n+/)],
      { label: t("comment.open"), href: link },
      [t(texts.why, { settings })],
    );
  });
  sendMailsLater(context, mails, "comment email");
}
