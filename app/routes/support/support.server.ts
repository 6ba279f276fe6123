import type { RouterContextProvider } from "react-router";
import { handleIntents, intent } from "~/lib/actions.server";
import { cloudflareContext } from "~/lib/cloudflare";
import { getInstance, requestLanguage, translatorFor } from "~/lib/i18n.server";
import { sendMails, simpleMail } from "~/lib/mail.server";
import { accountKey, clientIp } from "~/lib/rate-limit.server";
import { sessionContext } from "~/lib/session.server";
import type { Route } from "./+types/support";
import { ticketSchema } from "./schemas";

type Context = Readonly<RouterContextProvider>;

export function supportLoader({ context, url }: Route.LoaderArgs) {
  const { user } = context.get(sessionContext);
  return {
    title: getInstance(context).t("support:title"),
    email: user?.email ?? null,
    // The ticket just sent (after Post/Redirect/Get): its number is in the flash too.
    sent: url.searchParams.get("sent"),
    // A fresh key per render: a double submit of the form creates one ticket.
    requestId: crypto.randomUUID(),
  };
}

export async function supportAction(args: Route.ActionArgs) {
  return handleIntents(args, {
    "": intent(ticketSchema, {
      field: (code) =>
        code.startsWith("subject")
          ? "subject"
          : code.startsWith("message")
            ? "message"
            : code.startsWith("email")
              ? "email"
              : "_form",
      async run(form, { call, context, request, url }) {
        const ticket = await call("create_support_ticket", {
          // Signed in, the database uses the account's address whatever the form says.
          p_email: form.email,
          p_subject: form.subject,
          p_message: form.message,
          p_locale: requestLanguage(context),
          p_client_key: await accountKey("ip", clientIp(request)),
          p_request_id: form.requestId ?? null,
        });
        if (ticket.created) await sendTicketMails(context, url, { ...form, ...ticket });
        return {
          flash: {
            kind: "success",
            message: "support:sent",
            values: { number: String(ticket.number), email: ticket.email },
          },
          to: `/support?sent=${ticket.number}`,
        };
      },
    }),
  });
}

/** The sender's confirmation (in their language) and the ticket for the support address. */
async function sendTicketMails(
  context: Context,
  url: URL,
  ticket: { number: number; email: string; subject: string; message: string },
) {
  const t = getInstance(context).getFixedT("support");
  const { env } = context.get(cloudflareContext);
  const support = (env as { SUPPORT_EMAIL?: string }).SUPPORT_EMAIL;
  const link = { label: t("mail.open"), href: new URL("/support", url.origin).href };
  const mails = [
    simpleMail(
      ticket.email,
      t("mail.subject", { number: ticket.number, subject: ticket.subject }),
      [t("mail.intro", { number: ticket.number }), t("mail.copy"), ticket.message],
      link,
    ),
  ];
  if (support) {
    // The team reads English; the sender's language is noted for the answer.
    const team = translatorFor("en").getFixedT("support");
    const reply = `mailto:${ticket.email}?subject=${encodeURIComponent(`Re: [#${ticket.number}] ${ticket.subject}`)}`;
    mails.push(
      simpleMail(
        support,
        `[#${ticket.number}] ${ticket.subject}`,
        [team("mail.teamFrom", { email: ticket.email, locale: requestLanguage(context) }), ticket.message],
        { label: team("mail.teamReply"), href: reply },
      ),
    );
  } else {
    console.error("support: SUPPORT_EMAIL is not set; ticket", ticket.number, "is only in the database");
  }
  const sent = await sendMails(context, mails);
  if (!sent) console.error("support: the emails of ticket", ticket.number, "were not sent");
}
