import { Form, Link } from "react-router";
import { ConfirmPanel } from "~/components/confirm-panel";
import { formatDay } from "~/lib/dates";
import { useTranslation } from "~/lib/use-translation";
import { CopyField } from "./copy-field";

/**
 * The dashboard's public read-only link (decision 030). Its admin turns it on, copies it
 * again whenever needed, replaces it or turns it off; both of those break it for everyone
 * who has it, so they ask first (?confirm=…, without JavaScript too). Other members see
 * that it is on, so nobody writes in a dashboard without knowing who can read it.
 */
export function ShareLinkSection({
  share,
  isAdmin,
  confirm,
  className,
}: {
  share: { created_at: string; url: string | null } | null;
  isAdmin: boolean;
  confirm: string | null;
  className: string;
}) {
  const { t, i18n } = useTranslation("board");
  if (!share && !isAdmin) return null;
  const since = share ? formatDay(share.created_at.slice(0, 10), i18n.language, "medium") : "";
  return (
    <section className={className} aria-labelledby="share-title">
      <h2 id="share-title" className="text-lg font-semibold">
        {t("settings.share")}
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("settings.shareText")}</p>
      {share?.url ? (
        <div className="flex flex-col gap-2">
          <CopyField id="share-url" label={t("settings.shareUrl")} value={share.url} />
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a href={share.url} className="link" target="_blank" rel="noreferrer">
              {t("settings.shareOpen")}
            </a>
            <span className="text-neutral-600 dark:text-neutral-300">{t("settings.shareSince", { date: since })}</span>
          </p>
        </div>
      ) : share ? (
        <p className="text-sm">{t("settings.shareOnMember", { date: since })}</p>
      ) : null}
      {!isAdmin ? null : confirm === "share-new" || confirm === "share-off" ? (
        <ConfirmPanel
          id="confirm-share"
          title={t(confirm === "share-new" ? "settings.shareNewTitle" : "settings.shareOffTitle")}
          text={t("settings.shareBreaks")}
          confirmLabel={t(confirm === "share-new" ? "settings.shareNew" : "settings.shareOff")}
          cancelLabel={t("settings.cancel")}
          fields={{ intent: confirm, confirm }}
        />
      ) : share ? (
        <div className="flex flex-wrap gap-2">
          <Link to="?confirm=share-new" className="btn-secondary">
            {t("settings.shareNew")}
          </Link>
          <Link to="?confirm=share-off" className="btn-secondary">
            {t("settings.shareOff")}
          </Link>
        </div>
      ) : (
        <Form method="post">
          <button type="submit" name="intent" value="share-create" className="btn-secondary">
            {t("settings.shareCreate")}
          </button>
        </Form>
      )}
    </section>
  );
}
