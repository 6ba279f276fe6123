import { Icon } from "~/components/icons";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link, useNavigation } from "react-router";
import { FieldMessages, TextareaField } from "~/components/field";
import { UrlDialog } from "~/components/url-dialog";
import { formatDay } from "~/lib/dates";
import type { FieldMessage, FormFailure } from "~/lib/forms";
import { LIMITS } from "~/lib/limits";
import { INVITE_EMAILS } from "../fields";
import type { InvitationRole, PendingInvitation } from "~/lib/data-api";

/** The admin's list of pending invitations, each with "Send again" and "Revoke". */
export function InvitationsSection({ invitations }: { invitations: PendingInvitation[] }) {
  const { t, i18n } = useTranslation("board");
  const day = (iso: string) => formatDay(iso.slice(0, 10), i18n.language, "medium");
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-4 dark:border-neutral-800"
      aria-labelledby="invitations-title"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="invitations-title" className="text-lg font-semibold">
          {t("sharing.invitations")}
        </h2>
        <Link to="?invite" preventScrollReset className="btn-secondary py-1">
          <Icon name="plus" className="size-4" />
          {t("sharing.newInvite")}
        </Link>
      </div>
      {invitations.length === 0 ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("sharing.noInvitations")}</p>
      ) : (
        <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="flex flex-col">
                <span className="inline-flex flex-wrap items-center gap-1 font-medium">
                  <Icon name="mail" className="size-4 text-neutral-600" />
                  {invitation.email}
                  {invitation.role === "viewer" ? <span className="tag">{t("sharing.viewOnly")}</span> : null}
                </span>
                <span className="text-sm text-neutral-600 dark:text-neutral-300">
                  {invitation.expired
                    ? t("sharing.expired", { date: day(invitation.expires_at) })
                    : t("sharing.invitedOn", { date: day(invitation.created_at), expires: day(invitation.expires_at) })}
                </span>
              </span>
              <span className="flex flex-wrap gap-2">
                <InvitationButton
                  id={invitation.id}
                  intent="invitation-role"
                  role={invitation.role === "viewer" ? "member" : "viewer"}
                  label={t(invitation.role === "viewer" ? "sharing.letEdit" : "sharing.makeViewer")}
                  context={invitation.email}
                />
                <InvitationButton
                  id={invitation.id}
                  intent="resend-invitation"
                  label={t("sharing.resend")}
                  context={invitation.email}
                />
                <InvitationButton
                  id={invitation.id}
                  intent="revoke-invitation"
                  label={t("sharing.revoke")}
                  context={invitation.email}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function InvitationButton({
  id,
  intent,
  role,
  label,
  context,
}: {
  id: string;
  intent: string;
  /** The role to give ("invitation-role"). */
  role?: InvitationRole;
  label: string;
  context: string;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="invitationId" value={id} />
      {role ? <input type="hidden" name="role" value={role} /> : null}
      <button type="submit" className="btn-secondary py-1 text-sm" aria-label={`${label}: ${context}`}>
        {label}
      </button>
    </Form>
  );
}

interface PanelProps {
  requestId: string;
  closeTo: string;
  /** The typed addresses and their messages after a refused submit. */
  failure?: FormFailure;
}

/** "Invite people": a slide-over with one field for one or more addresses. */
export function InvitePanel({ requestId, closeTo, failure }: PanelProps) {
  const { t } = useTranslation("board");
  const busy = useNavigation().formData?.get("intent") === "invite";
  const errors = failure?.errors.emails;
  return (
    <UrlDialog labelledBy="invite-title" closeTo={closeTo} closeLabel={t("sharing.close")} variant="slide-over">
      <h2 id="invite-title" className="pr-8 text-xl font-semibold">
        {t("sharing.invitePeople")}
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-300">
        {t("sharing.inviteText", { max: LIMITS.invitesPerSubmit, days: LIMITS.invitationDays })}
      </p>
      <Form method="post" preventScrollReset className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="invite" />
        <input type="hidden" name="requestId" value={requestId} />
        <TextareaField
          label={t("sharing.emails")}
          name="emails"
          rows={4}
          data-autofocus
          placeholder="ana@example.com, ben@example.com"
          defaultValue={failure?.values.emails}
          errors={errors}
          {...INVITE_EMAILS}
        />
        <RoleChoice chosen={failure?.values.role === "viewer" ? "viewer" : "member"} errors={failure?.errors.role} />
        <button type="submit" className="btn-primary self-start" disabled={busy}>
          {t("sharing.send")}
        </button>
      </Form>
    </UrlDialog>
  );
}

const ROLE_ICON = { member: "pencil-line", viewer: "eye" } as const;

/** "They can": edit (members) or only view (viewers, decision 066); plain radios. */
function RoleChoice({ chosen, errors }: { chosen: InvitationRole; errors?: FieldMessage[] }) {
  const { t } = useTranslation("board");
  return (
    <fieldset aria-describedby={errors?.length ? "invite-role-error" : undefined}>
      <legend className="text-sm font-medium">{t("sharing.theyCan")}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
        {(["member", "viewer"] as const).map((role) => {
          return (
            <label
              key={role}
              className="flex cursor-pointer gap-2 rounded-lg border border-neutral-200 p-2.5 text-sm hover:bg-neutral-50 has-checked:border-primary-600 has-checked:ring-2 has-checked:ring-primary-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600 dark:border-neutral-700 dark:hover:bg-neutral-800"
            >
              {/* Named by its title, described by its line: a short name for a screen reader. */}
              <input
                type="radio"
                name="role"
                value={role}
                defaultChecked={chosen === role}
                className="sr-only"
                aria-labelledby={`invite-${role}`}
                aria-describedby={`invite-${role}-text`}
              />
              <Icon name={ROLE_ICON[role]} className="mt-0.5 size-4 shrink-0 text-neutral-600 dark:text-neutral-300" />
              <span className="flex flex-col">
                <span id={`invite-${role}`} className="font-medium">
                  {t(`sharing.roles.${role}`)}
                </span>
                <span id={`invite-${role}-text`} className="text-neutral-600 dark:text-neutral-300">
                  {t(`sharing.roles.${role}Text`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldMessages id="invite-role-error" errors={errors} />
    </fieldset>
  );
}
