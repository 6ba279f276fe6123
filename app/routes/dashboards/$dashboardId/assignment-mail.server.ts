import { plainText } from "~/lib/rich-text";
import type { RouterContextProvider } from "react-router";
import type { AssignmentNotice, Objective } from "~/lib/data-api";
import { formatDay } from "~/lib/dates";
import { isLanguage, languages } from "~/lib/i18n";
import { requestLanguage, translatorFor } from "~/lib/i18n.server";
import { sendMailsLater, simpleMail } from "~/lib/mail.server";

/**
 * "Ann assigned you “Fix the sink”": the email the database's notice asks for (decision 037),
 * in the assignee's language (else the page's), with the objective's day and a link to it.
 * Sent after the answer: a slow or failing email API neither delays nor undoes the change.
 */
export function sendAssignmentMail(
  context: Readonly<RouterContextProvider>,
  url: URL,
  dashboardId: string,
  objective: Pick<Objective, "title" | "day"> & AssignmentNotice,
) {
  const notice = objective.notify;
  if (!notice) return;
  const lng = isLanguage(notice.locale) ? notice.locale : requestLanguage(context);
  const t = translatorFor(lng).getFixedT("mail");
  const values = {
    by: notice.by,
    title: plainText(objective.title),
    dashboard: notice.dashboard,
    date: formatDay(objective.day, languages[lng].tag),
  };
  const link = new URL(`/dashboards/${dashboardId}?day=${objective.day}`, url.origin).href;
  const settings = new URL("/settings#assignments", url.origin).href;
  const mail = simpleMail(
    notice.email,
    t("assignment.subject", values),
    [t("assignment.intro", values)],
    { label: t("assignment.open", values), href: link },
    [t("assignment.why", { settings })],
  );
  sendMailsLater(context, [mail], "assignment email");
}

/**
 * "Ann assigned you 4 objectives": one email for several given at once on the "Select" page
 * (decision 062), listing the first ten titles, with a link to the first one's day, filtered
 * to the assignee's own. One objective gets the email above.
 */
export function sendSeveralAssignedMail(
  context: Readonly<RouterContextProvider>,
  url: URL,
  dashboardId: string,
  answer: { changed: number; titles: string[]; day: string | null } & AssignmentNotice,
) {
  const notice = answer.notify;
  const day = answer.day;
  if (!notice || !day || answer.changed === 0) return;
  if (answer.changed === 1) {
    sendAssignmentMail(context, url, dashboardId, { title: answer.titles[0] ?? "", day, notify: notice });
    return;
  }
  const lng = isLanguage(notice.locale) ? notice.locale : requestLanguage(context);
  const t = translatorFor(lng).getFixedT("mail");
  const values = { by: notice.by, dashboard: notice.dashboard, count: answer.changed };
  const more = answer.changed - answer.titles.length;
  const link = new URL(`/dashboards/${dashboardId}?day=${day}&marker=me`, url.origin).href;
  const settings = new URL("/settings#assignments", url.origin).href;
  const mail = simpleMail(
    notice.email,
    t("assignmentSeveral.subject", values),
    [
      t("assignmentSeveral.intro", values),
      ...answer.titles.map((title) => `• ${title}`),
      ...(more > 0 ? [t("assignmentSeveral.more", { count: more })] : []),
    ],
    { label: t("assignment.open", values), href: link },
    [t("assignment.why", { settings })],
  );
  sendMailsLater(context, [mail], "assignment email");
}
