import { Form } from "react-router";
import { formatDay } from "~/lib/dates";
import { answered } from "~/lib/forms";
import { useTranslation } from "~/lib/use-translation";

/** The codes a new set answered with, if that is what the action answered (shown once). */
export const recoveryCodesIn = (answer: unknown) => answered(answer, "recoveryCodes") as string[] | undefined;

/**
 * /settings, Two-step sign-in → Recovery codes (decision 083): how many of the set are left,
 * a new set (the old stops working), and a new set's codes, shown once, to download or print.
 */
export function RecoveryCodes({
  saved,
  fresh,
  email,
}: {
  /** The set kept: how many are left unused, and when it was made; null when none was made. */
  saved: { left: number; created_at: string } | null;
  /** A set just made: its codes. */
  fresh: string[] | undefined;
  /** The account's address, named in the downloaded file. */
  email: string;
}) {
  const { t, i18n } = useTranslation("settings");
  const status = fresh
    ? t("twoStep.recoveryFresh")
    : saved
      ? t("twoStep.recoveryLeft", {
          left: saved.left,
          date: formatDay(saved.created_at.slice(0, 10), i18n.language, "medium"),
        })
      : t("twoStep.recoveryNone");
  const file = fresh ? [t("twoStep.recoveryFile", { email }), "", ...fresh, ""].join("\n") : "";
  return (
    <div id="recovery-codes" className="flex scroll-mt-20 flex-col gap-3">
      <div>
        <h3 className="font-medium">{t("twoStep.recoveryTitle")}</h3>
        <p className="text-sm text-neutral-600 dark:text-neutral-300">{status}</p>
      </div>
      {fresh ? (
        <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40">
          <ul
            aria-label={t("twoStep.recoveryTitle")}
            className="grid max-w-md grid-cols-1 gap-x-8 gap-y-1 font-mono text-base tracking-wide whitespace-nowrap sm:grid-cols-2"
          >
            {fresh.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          {/* A file made here, with JavaScript or without: nothing of it goes to a server again. */}
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
            download="planner-recovery-codes.txt"
            className="btn-secondary self-start"
          >
            {t("twoStep.recoveryDownload")}
          </a>
        </div>
      ) : null}
      <Form method="post" action="?#recovery-codes">
        <input type="hidden" name="intent" value="recovery-codes" />
        <button type="submit" className="btn-secondary">
          {t(saved || fresh ? "twoStep.recoveryReplace" : "twoStep.recoveryCreate")}
        </button>
      </Form>
    </div>
  );
}
