import { Icon } from "~/components/icons";
import { useTranslation } from "~/lib/use-translation";
import { Form } from "react-router";
import { formatDay } from "~/lib/dates";
import type { WaitingInvitation } from "~/lib/data-api";

/** Invitations waiting for the signed-in user, each with "Accept" and "Decline". */
export function InvitationsList({ invitations }: { invitations: WaitingInvitation[] }) {
  const { t, i18n } = useTranslation("dashboards");
  if (!invitations.length) return null;
  return (
    <section
      aria-labelledby="waiting-title"
      className="flex flex-col gap-3 rounded-xl border border-primary-200 bg-primary-50/50 p-5 dark:border-primary-900 dark:bg-primary-950/30"
    >
      <h2 id="waiting-title" className="inline-flex items-center gap-2 text-lg font-semibold">
        <Icon name="mail" className="size-5 text-primary-600" />
        {t("invitations.title")}
      </h2>
      <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span className="flex flex-col">
              <span className="inline-flex flex-wrap items-center gap-2 font-medium">
                {invitation.dashboard_name}
                {invitation.role === "viewer" ? <span className="tag">{t("invitations.viewOnly")}</span> : null}
              </span>
              <span className="text-sm text-neutral-600 dark:text-neutral-300">
                {t("invitations.from", {
                  name: invitation.invited_by ?? "?",
                  date: formatDay(invitation.created_at.slice(0, 10), i18n.language, "medium"),
                })}
              </span>
            </span>
            <Form method="post" className="flex gap-2">
              <input type="hidden" name="invitationId" value={invitation.id} />
              <button
                type="submit"
                name="intent"
                value="accept-invitation"
                className="btn-primary py-1"
                aria-label={t("invitations.acceptLabel", { name: invitation.dashboard_name })}
              >
                <Icon name="check" className="size-4" />
                {t("invitations.accept")}
              </button>
              <button
                type="submit"
                name="intent"
                value="decline-invitation"
                className="btn-secondary py-1"
                aria-label={t("invitations.declineLabel", { name: invitation.dashboard_name })}
              >
                <Icon name="x" className="size-4" />
                {t("invitations.decline")}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
