import { Icon } from "~/components/icons";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/use-translation";
import { useNavigate, useSubmit } from "react-router";
import { GO_KEYS } from "~/components/go-shortcuts";
import { FETCHER_FIELD } from "~/lib/forms";
import { isShortcut, stepAmongRows } from "~/lib/keyboard";
import { useHydrated } from "~/lib/use-hydrated";
import { OPEN_EVENT } from "./dashboard-switcher";

// Walking the objectives, on every page with a list of them.
const ROWS = [
  ["j", "shortcuts.nextObjective"],
  ["k", "shortcuts.previousObjective"],
  ["space", "shortcuts.toggleChosen"],
  ["1–4", "shortcuts.priorityChosen"],
  ["t", "shortcuts.dayChosen"],
] as const;

// A block on the hours (use-block-keys.ts).
const BLOCKS = [
  ["Alt+↑/↓", "shortcuts.timeChosen"],
  ["Alt+Shift+↑/↓", "shortcuts.lengthChosen"],
] as const;

const SHORTCUTS = {
  day: [
    ["n", "shortcuts.newObjective"],
    ...ROWS,
    ["e", "shortcuts.rowActions"],
    ["[", "shortcuts.previousDay"],
    ["]", "shortcuts.nextDay"],
    ["d", "shortcuts.switchDashboard"],
    ["/", "shortcuts.search"],
    ["z", "shortcuts.undo"],
    ["?", "shortcuts.help"],
  ],
  today: [
    ["n", "shortcuts.newObjective"],
    ...ROWS,
    ["e", "shortcuts.editChosen"],
    ["/", "shortcuts.searchAll"],
    ["z", "shortcuts.undo"],
    ["?", "shortcuts.help"],
  ],
  upcoming: [
    ["n", "shortcuts.newObjective"],
    ...ROWS,
    ["e", "shortcuts.editChosen"],
    ["[", "upcoming.previous"],
    ["]", "upcoming.next"],
    ["/", "shortcuts.searchAll"],
    ["z", "shortcuts.undo"],
    ["?", "shortcuts.help"],
  ],
  // /upcoming as a week of hours (decision 096): no rows to walk; "[" and "]" go a week.
  week: [
    ["n", "shortcuts.newObjective"],
    ...BLOCKS,
    ["[", "upcoming.previous"],
    ["]", "upcoming.next"],
    ["/", "shortcuts.searchAll"],
    ["z", "shortcuts.undo"],
    ["?", "shortcuts.help"],
  ],
  // A dashboard's day as its hours (decision 098): no rows to walk.
  dayHours: [
    ["n", "shortcuts.newObjective"],
    ...BLOCKS,
    ["[", "shortcuts.previousDay"],
    ["]", "shortcuts.nextDay"],
    ["d", "shortcuts.switchDashboard"],
    ["/", "shortcuts.search"],
    ["z", "shortcuts.undo"],
    ["?", "shortcuts.help"],
  ],
  // /today as its hours (decision 097): no rows to walk, no other days.
  hours: [
    ["n", "shortcuts.newObjective"],
    ...BLOCKS,
    ["/", "shortcuts.searchAll"],
    ["z", "shortcuts.undo"],
    ["?", "shortcuts.help"],
  ],
  // /upcoming as a month (decision 089): no rows to walk; "[" and "]" go a month.
  month: [
    ["n", "shortcuts.newObjective"],
    ["[", "calendar.previous"],
    ["]", "calendar.next"],
    ["/", "shortcuts.searchAll"],
    ["z", "shortcuts.undo"],
    ["?", "shortcuts.help"],
  ],
} as const;

const DASHBOARD_ONLY = new Set<string>(["shortcuts.goCalendar", "shortcuts.goFilters", "shortcuts.goActivity"]);

/** Keys and what they do; "g t" is two keys, one after the other. */
function Keys({ list }: { list: readonly (readonly [string, string])[] }) {
  const { t } = useTranslation("planner");
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {list.map(([keys, label]) => (
        <div key={keys} className="contents">
          <dt className="flex items-start gap-1">
            {keys.split(" ").map((key) => (
              <kbd
                key={key}
                className="rounded border border-neutral-300 px-1.5 py-0.5 font-mono dark:border-neutral-600"
              >
                {key === "space" ? t("shortcuts.spaceKey") : key}
              </kbd>
            ))}
          </dt>
          <dd>{t(label)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * With JavaScript: "n" focuses quick add, "j" and "k" walk the objectives (Space ticks the one
 * reached, "1" to "4" give it that priority and "t" opens its menu at its day field, as
 * Todoist's keys do; "e" opens its "More actions" on a day, its page on /today and
 * /upcoming), "[" and
 * "]" go to the previous and next day (a day view; /upcoming's seven days, or its month), "d" opens the
 * switcher beside the dashboard's name (a day view), "/" opens the
 * dashboard's search (on /today and /upcoming every dashboard's), "?" opens this list ("z",
 * Undo, is the messages' own: Toasts). Nothing renders without JavaScript, where
 * the keys would do nothing.
 */
export function DayShortcuts({ scope = "day" }: { scope?: keyof typeof SHORTCUTS }) {
  const { t } = useTranslation("planner");
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const submit = useSubmit();
  const dialog = useRef<HTMLDialogElement>(null);
  // A dashboard's day, as a list or as its hours: its own search, its switcher.
  const dashboard = scope === "day" || scope === "dayHours";
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!isShortcut(event)) return;
      if (event.key === "n") {
        event.preventDefault();
        document.getElementById("quick-add-text")?.focus();
      } else if (event.key === "j" || event.key === "k") {
        if (stepAmongRows(event.key === "j" ? 1 : -1)) event.preventDefault();
      } else if (event.key === "e") {
        // The row of the focus: its "More actions" link, opened in place (objective-list.tsx),
        // or on /today and /upcoming its "Edit" (edit-link.tsx).
        const more = document.activeElement?.closest("li")?.querySelector<HTMLAnchorElement>("a.row-more");
        if (more) {
          event.preventDefault();
          more.click();
        }
      } else if (/^[1-4]$/.test(event.key)) {
        // As the row's menu's flag: its id and priority from its done mark; /today's and
        // /upcoming's rows post to their dashboard's day (their Edit's path and way back).
        const row = document.activeElement?.closest("li");
        const mark = row?.querySelector<HTMLButtonElement>(':scope > button[name="toggle"]');
        // Not an archived dashboard's row (no "More actions" shown: nothing to change).
        if (!mark || !row!.querySelector(":scope > a.row-more[aria-expanded]")?.getClientRects().length) return;
        event.preventDefault();
        const id = mark.value.split(" ")[0]!;
        const from = /\bpri([1-3])\b/.exec(mark.className)?.[1] ?? "4";
        const edit = row!.querySelector<HTMLAnchorElement>(":scope > a.row-edit");
        if (from !== event.key)
          void submit(
            { intent: "priority", objectiveId: id, priority: event.key, from, [FETCHER_FIELD]: "1" },
            {
              method: "post",
              action: edit ? edit.pathname.replace(/\/objectives\/.*$/, "") + edit.search : undefined,
              navigate: false,
              fetcherKey: `priority:${id}`,
              preventScrollReset: true,
            },
          );
      } else if (event.key === "t") {
        const row = document.activeElement?.closest("li");
        const more = row?.querySelector<HTMLAnchorElement>(":scope > a.row-more[aria-expanded]");
        if (!more?.getClientRects().length) return;
        event.preventDefault();
        if (more.getAttribute("aria-expanded") !== "true") more.click();
        // Its menu renders once the address says so (in place): its day field, ready to type.
        let frames = 0;
        const focusDay = () => {
          const field = row!.querySelector<HTMLInputElement>('.row-menu input[name="day"]');
          if (field) field.focus();
          else if (++frames < 60) requestAnimationFrame(focusDay);
        };
        focusDay();
      } else if (scope !== "today" && scope !== "hours" && (event.key === "[" || event.key === "]")) {
        // The links on the page right now, so a key pressed just after a navigation
        // never uses the day before it.
        const link = document.querySelector<HTMLAnchorElement>(
          `a[data-day-link="${event.key === "[" ? "previous" : "next"}"]`,
        );
        if (link) void navigate(link.pathname + link.search);
      } else if (event.key === "/") {
        const link = dashboard
          ? document.querySelector<HTMLAnchorElement>('nav a[href$="/search"]')?.pathname
          : "/search";
        if (link) {
          event.preventDefault();
          void navigate(link);
        }
      } else if (event.key === "d" && dashboard) {
        // The switcher beside the dashboard's name, the focus in its list (dashboard-switcher.tsx).
        event.preventDefault();
        window.dispatchEvent(new Event(OPEN_EVENT));
      } else if (event.key === "?") {
        dialog.current?.showModal();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [navigate, scope, dashboard, submit]);
  if (!hydrated) return null;
  return (
    <>
      <button
        type="button"
        // Phones have no keyboard (and "?" still opens it): the day's toolbar needs the room.
        className="btn-secondary px-2 max-sm:hidden"
        onClick={() => dialog.current?.showModal()}
        aria-keyshortcuts="?"
        data-tooltip={t("shortcuts.title")}
      >
        <Icon name="keyboard" className="size-4" />
        <span className="sr-only">{t("shortcuts.title")}</span>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="shortcuts-title"
        className="m-auto w-full max-w-sm rounded-xl p-5 shadow-xl sm:max-w-2xl backdrop:bg-neutral-900/50 dark:bg-neutral-900 dark:text-neutral-100"
      >
        <div className="flex items-center justify-between">
          <h2 id="shortcuts-title" className="text-lg font-semibold">
            {t("shortcuts.title")}
          </h2>
          <form method="dialog">
            <button
              type="submit"
              className="rounded p-1 hover:bg-neutral-100 dark:hover:bg-neutral-800"
              data-tooltip={t("shortcuts.close")}
            >
              <Icon name="x" className="size-4" />
              <span className="sr-only">{t("shortcuts.close")}</span>
            </button>
          </form>
        </div>
        {/* This page's keys and the way to others, side by side where there is the room. */}
        <div className="sm:grid sm:grid-cols-2 sm:gap-8">
          <section aria-labelledby="shortcuts-here">
            <h3 id="shortcuts-here" className="mt-4 text-sm font-semibold">
              {t("shortcuts.onThisPage")}
            </h3>
            <Keys list={SHORTCUTS[scope]} />
          </section>
          <section aria-labelledby="shortcuts-go">
            <h3 id="shortcuts-go" className="mt-4 text-sm font-semibold">
              {t("shortcuts.goTo")}
            </h3>
            {/* A dashboard's own pages only from one of them. */}
            <Keys list={dashboard ? GO_KEYS : GO_KEYS.filter(([, label]) => !DASHBOARD_ONLY.has(label))} />
          </section>
        </div>
      </dialog>
    </>
  );
}
