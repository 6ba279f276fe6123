import { Icon } from "~/components/icons";
import { useEffect, useSyncExternalStore } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { lostConnection, onConnectionChange } from "~/lib/connection";
import { useTranslation } from "~/lib/use-translation";

// While the connection is gone, the page asks again now and then, and at once when the
// browser says it is back or the person returns to the tab.
const RETRY_MS = 15_000;

/**
 * What the page could not do for want of a connection (app/lib/connection.ts), until a
 * reload of it goes through. The region is always there, so that screen readers hear it
 * when words arrive in it.
 */
export function ConnectionBar() {
  const { t } = useTranslation();
  const lost = useSyncExternalStore(onConnectionChange, lostConnection, () => null);
  const { revalidate, state } = useRevalidator();
  const navigate = useNavigate();
  const gone = lost !== null;
  useEffect(() => {
    if (!gone) return;
    const retry = () => {
      if (document.visibilityState === "visible") void revalidate();
    };
    const timer = setInterval(retry, RETRY_MS);
    window.addEventListener("online", retry);
    document.addEventListener("visibilitychange", retry);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", retry);
      document.removeEventListener("visibilitychange", retry);
    };
  }, [gone, revalidate]);
  const trying = state === "loading";
  return (
    // Over the empty middle of the header on wide screens; below it on a phone, where the
    // header has no room to spare.
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 top-[4.25rem] z-50 flex justify-center px-4 sm:top-3"
    >
      {lost ? (
        <p className="pointer-events-auto flex max-w-xl items-center gap-3 rounded-2xl border border-amber-300 bg-amber-50 py-2 ps-4 pe-2 text-sm text-amber-950 shadow-lg dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50 sm:rounded-full">
          <Icon name="wifi-off" className="size-4 shrink-0" />
          <span>{t(`connection.${lost.kind}`)}</span>
          <button
            type="button"
            className="shrink-0 rounded-full px-3 py-1 font-medium hover:bg-amber-100 disabled:opacity-60 dark:hover:bg-amber-900"
            disabled={trying}
            onClick={() => (lost.kind === "unopened" ? navigate(lost.href) : revalidate())}
          >
            {t("offline.retry")}
          </button>
        </p>
      ) : null}
    </div>
  );
}
