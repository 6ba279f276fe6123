import { useEffect } from "react";
import { href, useLocation, useNavigate } from "react-router";
import { isShortcut } from "~/lib/keyboard";
import { useOptionalUser } from "~/lib/use-root-data";

/** How long "g" waits for the key that says where (Todoist's and GitHub's "g then t"). */
const ARMED_MS = 1500;

/** "g" then a key: where it goes on every page of one's own, and on a dashboard's pages to that dashboard's. */
export const GO_KEYS = [
  ["g h", "shortcuts.goHome"],
  ["g t", "shortcuts.goToday"],
  ["g u", "shortcuts.goUpcoming"],
  ["g d", "shortcuts.goDashboards"],
  ["g p", "shortcuts.goProductivity"],
  ["g n", "shortcuts.goNotifications"],
  ["g s", "shortcuts.goSettings"],
  ["g c", "shortcuts.goCalendar"],
  ["g f", "shortcuts.goFilters"],
  ["g a", "shortcuts.goActivity"],
] as const;

/** Every page of one's own, by its key. */
const PAGES: Record<string, string> = {
  t: href("/today"),
  u: href("/upcoming"),
  d: href("/dashboards"),
  p: href("/productivity"),
  n: href("/notifications"),
  s: href("/settings"),
};
/** A dashboard's own pages, by their key, from any of its pages. */
const TABS: Record<string, "calendar" | "filters" | "activity"> = { c: "calendar", f: "filters", a: "activity" };

/** The path "g" then `key` leads to from `pathname`, if any. */
export function goPath(key: string, pathname: string, home: string): string | null {
  if (key === "h") return home;
  if (Object.hasOwn(PAGES, key)) return PAGES[key]!;
  const dashboardId = /^\/dashboards\/([0-9a-f-]{36})(?:\/|$)/i.exec(pathname)?.[1];
  const tab = Object.hasOwn(TABS, key) ? TABS[key] : undefined;
  return dashboardId && tab ? href(`/dashboards/:dashboardId/${tab}`, { dashboardId }) : null;
}

/**
 * With JavaScript, on every page of one's own: "g" then a letter goes there (GO_KEYS; the
 * day's "?" lists them). Listened to before the pages' own keys (capture), so "g n" goes to
 * the notifications rather than focusing quick add. Renders nothing.
 */
export function GoShortcuts() {
  const user = useOptionalUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const home = user?.home;
  useEffect(() => {
    if (!home) return;
    let armedUntil = 0;
    function onKey(event: KeyboardEvent) {
      if (!isShortcut(event) || event.shiftKey) return;
      if (Date.now() < armedUntil) {
        armedUntil = 0;
        const path = goPath(event.key.toLowerCase(), pathname, home!);
        if (!path) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        if (path !== pathname) void navigate(path);
      } else if (event.key === "g") {
        armedUntil = Date.now() + ARMED_MS;
        event.preventDefault();
      }
    }
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [home, navigate, pathname]);
  return null;
}
