import { useTranslation } from "~/lib/use-translation";
import { useLocation } from "react-router";
import { formatTime } from "~/lib/dates";
import { useHydrated } from "~/lib/use-hydrated";
import { useRootData } from "~/lib/use-root-data";
import { useLiveState } from "~/lib/use-live";

/**
 * Whether the page follows changes. Without JavaScript nothing is live: the page says when
 * it was loaded and offers "Refresh" (no timed reload, which would lose typing). With it,
 * "Live", "Reconnecting…", or that this person no longer has access.
 */
export function LiveStatus() {
  const { t, i18n } = useTranslation("planner");
  const hydrated = useHydrated();
  const state = useLiveState();
  const { pathname, search } = useLocation();
  const { timeZone } = useRootData();
  if (!hydrated) {
    const time = formatTime(new Date(), i18n.language, timeZone);
    return (
      <p className="text-xs text-neutral-600 dark:text-neutral-300">
        {/* The server's time of rendering; with JavaScript this line goes, so no mismatch matters. */}
        <span suppressHydrationWarning>{t("live.loadedAt", { time })}</span> ·{" "}
        <a href={pathname + search} className="link">
          {t("live.refresh")}
        </a>
      </p>
    );
  }
  if (state === "removed")
    return (
      <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
        {t("live.removed")}
      </p>
    );
  const live = state === "live";
  return (
    <p className="flex items-center gap-1.5 text-xs text-neutral-600 dark:text-neutral-300" role="status">
      <span aria-hidden className={`size-2 rounded-full ${live ? "bg-primary-600" : "bg-neutral-400"}`} />
      {live ? t("live.live") : t("live.connecting")}
    </p>
  );
}
