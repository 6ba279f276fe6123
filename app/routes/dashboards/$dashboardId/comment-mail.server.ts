import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/lib/cloudflare";
import type { CommentAnswer } from "~/lib/data-api";
import { isLanguage } from "~/lib/i18n";
import { requestLanguage, translatorFor } from "~/lib/i18n.server";
import { sendMails, simpleMail } from "~/lib/mail.server";
import { commentsHref } from "./components/comments-badge";

/**
 * "Ann commented on “Fix the sink”": the email add_comment's notice asks for (decision 044),
 * to the objective's assignee in their language (else the page's), with the comment's text
 * and a link to the comments. Sent after the answer, as assignment emails are.
 */
export function sendCommentMail(context: Readonly<RouterContextProvider>, url: URL, comment: CommentAnswer) {
  const notice = comment.notify;
  if (!notice) return;
  const lng = isLanguage(notice.locale) ? notice.locale : requestLanguage(context);
  const t = translatorFor(lng).getFixedT("planner");
  const values = { by: notice.by, title: notice.title, dashboard: notice.dashboard };
  const settings = new URL("/settings#assignments", url.origin).href;
  const mail = simpleMail(
    notice.email,
    t("comments.mail.subject", values),
    // Its lines as paragraphs: the HTML part would run them together.
    [t("comments.mail.intro", values), ...comment.body.split(/\n+/)],
    {
      label: t("comments.mail.open"),
      href: new URL(commentsHref(comment.dashboard_id, comment.objective_id), url.origin).href,
    },
    [t("comments.mail.why", { settings })],
  );
  const sent = sendMails(context, [mail]).then((ok) => {
    if (!ok) console.error("comment email: the email API refused it");
  });
  context.get(cloudflareContext).ctx.waitUntil(sent.catch(() => {}));
}
