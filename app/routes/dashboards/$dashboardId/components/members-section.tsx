import { Icon } from "~/components/icons";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import { ConfirmPanel } from "~/components/confirm-panel";
import { UrlDialog } from "~/components/url-dialog";
import { formatDay } from "~/lib/dates";
import type { Member } from "~/lib/data-api";

const nameOf = (m: Member) => m.display_name || m.email;

/** "Admin · since 3 Nov 2026" */
function RoleSince({ member }: { member: Member }) {
  const { t, i18n } = useTranslation("board");
  return (
    <span className="text-sm text-neutral-600 dark:text-neutral-300">
      {t(`settings.${member.role}`)} ·{" "}
      {t("settings.since", { date: formatDay(member.joined_at.slice(0, 10), i18n.language, "medium") })}
    </span>
  );
}

interface Props {
  members: Member[];
  me: string;
  isAdmin: boolean;
}

/** Everyone on the dashboard; each opens its dialog (`?member=…`). */
export function MembersSection({ members, me, isAdmin }: Props) {
  const { t } = useTranslation("board");
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-4 dark:border-neutral-800"
      aria-labelledby="members-title"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="members-title" className="text-lg font-semibold">
          {t("settings.members")}
        </h2>
        {isAdmin ? (
          <Link to="?invite" preventScrollReset className="btn-secondary py-1">
            <Icon name="user-plus" className="size-4" />
            {t("sharing.invitePeople")}
          </Link>
        ) : null}
      </div>
      <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
        {members.map((m) => (
          <li key={m.user_id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
            <span>
              <Link to={`?member=${m.user_id}`} preventScrollReset className="font-medium hover:underline">
                {nameOf(m)}
              </Link>
              {m.user_id === me ? (
                <span className="text-sm text-neutral-600 dark:text-neutral-300"> ({t("sharing.you")})</span>
              ) : null}
              {/* Someone without a name is shown by their address already. */}
              {nameOf(m) !== m.email ? (
                <span className="text-sm text-neutral-600 dark:text-neutral-300"> {m.email}</span>
              ) : null}
            </span>
            <RoleSince member={m} />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface DialogProps {
  member: Member;
  me: string;
  isAdmin: boolean;
  confirm: string | null;
  closeTo: string;
}

/** One member: who they are and, for the admin, "Make admin" and "Remove from dashboard". */
export function MemberDialog({ member, me, isAdmin, confirm, closeTo }: DialogProps) {
  const { t } = useTranslation("board");
  const self = member.user_id === me;
  const here = `?member=${member.user_id}`;
  const fields = (intent: string, confirmValue: string) => ({
    intent,
    userId: member.user_id,
    name: nameOf(member),
    confirm: confirmValue,
  });
  return (
    <UrlDialog labelledBy="member-title" closeTo={closeTo} closeLabel={t("sharing.close")}>
      <div className="flex flex-col gap-1 pr-8">
        <h2 id="member-title" className="text-xl font-semibold" data-autofocus tabIndex={-1}>
          {nameOf(member)}
        </h2>
        <p className="text-sm text-neutral-600 dark:text-neutral-300">{member.email}</p>
        <RoleSince member={member} />
        {isAdmin && !self && member.role !== "admin" ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("sharing.roleHint")}</p>
        ) : null}
      </div>
      {self ? (
        <p className="text-sm">{t("sharing.thisIsYou")}</p>
      ) : !isAdmin ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("api:members_admin_only")}</p>
      ) : confirm === "make-admin" ? (
        <ConfirmPanel
          id="confirm-make-admin"
          title={t("sharing.makeAdminTitle", { name: nameOf(member) })}
          text={t("sharing.makeAdminText")}
          confirmLabel={t("sharing.makeAdmin")}
          cancelLabel={t("settings.cancel")}
          cancelTo={here}
          fields={fields("make-admin", "make-admin")}
        />
      ) : confirm === "remove" ? (
        <ConfirmPanel
          id="confirm-remove"
          title={t("sharing.removeTitle", { name: nameOf(member) })}
          text={t("sharing.removeText")}
          confirmLabel={t("sharing.remove")}
          cancelLabel={t("settings.cancel")}
          cancelTo={here}
          fields={fields("remove-member", "remove")}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {member.role !== "admin" ? (
            <Link to={`${here}&confirm=make-admin`} preventScrollReset className="btn-secondary">
              {t("sharing.makeAdmin")}
            </Link>
          ) : null}
          {member.role !== "admin" ? (
            // Can edit ⇄ can only view (decision 066): reversible, so no confirmation.
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="member-role" />
              <input type="hidden" name="userId" value={member.user_id} />
              <input type="hidden" name="name" value={nameOf(member)} />
              <input type="hidden" name="role" value={member.role === "viewer" ? "member" : "viewer"} />
              <button type="submit" className="btn-secondary">
                {t(member.role === "viewer" ? "sharing.letEdit" : "sharing.makeViewer")}
              </button>
            </Form>
          ) : null}
          <Link
            to={`${here}&confirm=remove`}
            preventScrollReset
            className="btn border border-red-300 text-red-800 hover:bg-red-50 dark:border-red-900 dark:text-red-200 dark:hover:bg-red-950"
          >
            {t("sharing.remove")}
          </Link>
        </div>
      )}
    </UrlDialog>
  );
}
