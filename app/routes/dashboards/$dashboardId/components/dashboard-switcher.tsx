import { Icon } from "~/components/icons";
import { DashboardDot } from "~/components/dashboard-dot";
import { useCallback, useEffect, useRef, useState } from "react";
import { href, Link, useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/use-translation";
import type { ListAnswer } from "../../list.server";

const TRIGGER =
  "inline-flex size-8 shrink-0 items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 print:hidden dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-neutral-50";
/** The event its key sends (day-shortcuts.tsx) to open it with the focus in its list. */
export const OPEN_EVENT = "dashboard-switcher-open";

/** ArrowDown and ArrowUp walk its links (Home and End: the first and the last), wrapping round. */
function arrows(event: React.KeyboardEvent<HTMLElement>) {
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>("a")];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const to =
    event.key === "ArrowDown"
      ? (at + 1) % links.length
      : event.key === "ArrowUp"
        ? (at - 1 + links.length) % links.length
        : event.key === "Home"
          ? 0
          : event.key === "End"
            ? links.length - 1
            : null;
  if (to === null || !links.length) return;
  event.preventDefault();
  links[to]!.focus();
}

const ITEM = "flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800";

/**
 * Beside a dashboard's name: one's other dashboards, to go straight to one, as a sidebar of
 * projects does. Its list comes from /dashboards/list when it opens (and is asked for as the
 * pointer or the focus reaches it), so the page's one call stays the page's. Without
 * JavaScript it is a link to /dashboards, where they all are.
 */
export function DashboardSwitcher({ current }: { current: string }) {
  const { t } = useTranslation("planner");
  const hydrated = useHydrated();
  const { key } = useLocation();
  // Open at one address only: a navigation (a dashboard chosen) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const setOpen = (next: boolean) => setOpenAt(next ? key : null);
  const [answer, setAnswer] = useState<ListAnswer | null>(null);
  const asking = useRef(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Opened by its key ("d", day-shortcuts.tsx): the focus goes to the list once it is there.
  const focusList = useRef(false);

  // Asked again at each opening (a dashboard may have been renamed or added since); the
  // last answer shows meanwhile.
  const ask = useCallback(() => {
    if (asking.current) return;
    asking.current = true;
    fetch(href("/dashboards/list"), { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<ListAnswer>) : { dashboards: null }))
      .catch(() => ({ dashboards: null }))
      .then((next) => setAnswer((last) => (next.dashboards || !last?.dashboards ? next : last)))
      .finally(() => (asking.current = false));
  }, []);

  useEffect(() => {
    const byKey = () => {
      ask();
      focusList.current = true;
      setOpenAt(key);
    };
    window.addEventListener(OPEN_EVENT, byKey);
    return () => window.removeEventListener(OPEN_EVENT, byKey);
  }, [ask, key]);
  // The current dashboard's link (else the first), once the list has come.
  useEffect(() => {
    if (!open || !focusList.current || !answer?.dashboards) return;
    const list = wrapper.current?.querySelector("#dashboard-switcher");
    (list?.querySelector<HTMLAnchorElement>('a[aria-current="page"]') ?? list?.querySelector("a"))?.focus();
    focusList.current = false;
  }, [open, answer]);

  // Closed by a click elsewhere, or Escape (back to its button).
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenAt(null);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", away);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", away);
      document.removeEventListener("keydown", escape);
    };
  }, [open]);

  if (!hydrated)
    return (
      <Link to={href("/dashboards")} aria-label={t("switcher.label")} className={TRIGGER}>
        <Icon name="chevrons-up-down" className="size-4" />
      </Link>
    );
  return (
    // Its list opens under the dashboard's name (the header's row is its containing block).
    <div ref={wrapper}>
      <button
        ref={button}
        type="button"
        aria-label={t("switcher.label")}
        data-tooltip={t("switcher.label")}
        aria-expanded={open}
        aria-controls="dashboard-switcher"
        className={TRIGGER}
        onPointerEnter={ask}
        onKeyDown={(event) => {
          // ArrowDown: into its list (opened if need be), as a menu button's.
          if (event.key !== "ArrowDown") return;
          event.preventDefault();
          window.dispatchEvent(new Event(OPEN_EVENT));
        }}
        onFocus={ask}
        onClick={() => {
          if (!open) ask();
          setOpen(!open);
        }}
      >
        <Icon name="chevrons-up-down" className="size-4" />
      </button>
      {open ? (
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys between its links
        <div
          id="dashboard-switcher"
          onKeyDown={arrows}
          className="absolute top-full left-0 z-30 mt-1 flex max-h-96 w-72 max-w-[calc(100vw-2rem)] flex-col gap-1 overflow-y-auto rounded-lg border border-neutral-200 bg-white p-1 shadow-lg dark:border-neutral-800 dark:bg-neutral-900"
        >
          {answer?.dashboards ? (
            <ul aria-label={t("switcher.list")}>
              {answer.dashboards.map((d) => (
                <li key={d.id}>
                  <Link
                    to={href("/dashboards/:dashboardId", { dashboardId: d.id })}
                    aria-current={d.id === current ? "page" : undefined}
                    className={`${ITEM} ${d.id === current ? "bg-primary-50 font-semibold text-primary-900 dark:bg-primary-950 dark:text-primary-100" : ""}`}
                  >
                    <DashboardDot color={d.color} />
                    <span className="min-w-0 flex-1 truncate">{d.name}</span>
                    {d.favorite ? (
                      <Icon
                        name="star"
                        aria-label={t("switcher.favorite")}
                        className="size-3.5 shrink-0 fill-amber-400 text-amber-500"
                      />
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p role="status" className="px-3 py-2 text-sm text-neutral-600 dark:text-neutral-400">
              {t(answer ? "switcher.failed" : "switcher.loading")}
            </p>
          )}
          <Link
            to={href("/dashboards")}
            className={`${ITEM} border-t border-neutral-200 font-medium text-primary-700 dark:border-neutral-800 dark:text-primary-400`}
          >
            {t("switcher.all")}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
