import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { ConfirmPanel } from "~/components/confirm-panel";

interface Props {
  dashboardName: string;
  isAdmin: boolean;
  memberCount: number;
  confirming: boolean;
}

/**
 * "Leave dashboard". A member confirms and goes; the admin is told to pass admin first,
 * or, as the last member, offered to delete the dashboard instead.
 */
export function LeaveSection({ dashboardName, isAdmin, memberCount, confirming }: Props) {
  const { t } = useTranslation(["board", "api"]);
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-4 dark:border-neutral-800"
      aria-labelledby="leave-title"
    >
      <h2 id="leave-title" className="text-lg font-semibold">
        {t("sharing.leave")}
      </h2>
      {!confirming ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("sharing.leaveText")}</p>
          <Link to="?confirm=leave" preventScrollReset className="btn-secondary">
            {t("sharing.leave")}
          </Link>
        </div>
      ) : isAdmin && memberCount > 1 ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm dark:bg-amber-950/50">
          {t("api:pass_admin_first")} {t("sharing.passAdminHow")}
        </p>
      ) : isAdmin ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-md bg-amber-50 p-3 text-sm dark:bg-amber-950/50"
        >
          <p>{t("api:last_member")}</p>
          <Link to="?confirm=delete" preventScrollReset className="btn-secondary">
            {t("settings.delete")}
          </Link>
        </div>
      ) : (
        <ConfirmPanel
          id="confirm-leave"
          title={t("sharing.leaveTitle", { name: dashboardName })}
          text={t("sharing.leaveConfirm")}
          confirmLabel={t("sharing.leave")}
          cancelLabel={t("settings.cancel")}
          fields={{ intent: "leave", confirm: "leave", name: dashboardName }}
        />
      )}
    </section>
  );
}
