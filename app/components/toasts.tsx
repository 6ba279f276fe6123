import { Icon } from "~/components/icons";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Form, href, Link } from "react-router";
import { formatClock } from "~/lib/dates";
import { REMINDER_EVENT, type LiveReminder } from "~/lib/live";
import { isShortcut } from "~/lib/keyboard";
import { useHydrated } from "~/lib/use-hydrated";
import type { ShownFlash } from "~/lib/flash.server";
import { SHOWN_COOKIE, SHOWN_KEPT } from "~/lib/flash-shown";

// The specification's constants: 5 s, at most 5, 16 px apart (gap-4), swipe 50 px.
const DURATION_MS = 5000;
const MAX_TOASTS = 5;
const SWIPE_PX = 50;

interface Toast extends ShownFlash {
  key: number;
  /** When it goes (epoch ms); moved on by as long as the stack was paused. Never: a reminder. */
  due: number;
  /** A link beside the text (a reminder's "Open"). */
  link?: { to: string; label: string; name: string };
}

let nextId = 1;

function sameToast(a: ShownFlash, b: ShownFlash) {
  return JSON.stringify([a.kind, a.text, a.undo]) === JSON.stringify([b.kind, b.text, b.undo]);
}

/** The same message again replaces the earlier one (a fresh 5 s) instead of stacking. */
function stack(list: Toast[], flashes: ShownFlash[], now: number): Toast[] {
  for (const flash of flashes) {
    list = [...list.filter((x) => !sameToast(x, flash)), { ...flash, key: nextId++, due: now + DURATION_MS }];
  }
  return list.slice(-MAX_TOASTS);
}

/**
 * Bottom-right toasts (5 s each, at most 5, 16 px apart; all paused while the pointer is on
 * them, then each goes after what was left of its own 5 s; swiped away on touch). Without
 * JavaScript the server-rendered flash simply stays on the page until the next navigation.
 * A reminder going now (heard on the page's live socket, decision 074) stays until dismissed
 * or opened: it asks for something, where a flash only confirms.
 */
export function Toasts({ flashes }: { flashes: ShownFlash[] }) {
  const { t, i18n } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>(() => stack([], flashes, Date.now()));
  // Since when the stack has been paused; a message that comes meanwhile starts its 5 s
  // when the pause ends.
  const pausedAt = useRef<number | null>(null);
  const [seen, setSeen] = useState<string[]>(() => flashes.map((flash) => flash.id));
  // New flashes from a later navigation join the stack (derived during render, not in an
  // effect); one already shown (the same id, served again within its minute) does not.
  const fresh = flashes.filter((flash) => !seen.includes(flash.id));
  if (fresh.length > 0) {
    setSeen((ids) => [...ids, ...fresh.map((flash) => flash.id)].slice(-40));
    setToasts((list) => stack(list, fresh, pausedAt.current ?? Date.now()));
  }
  // Told to the server: a reload by hand right after a change shows its message once, not twice.
  useEffect(() => {
    if (seen.length)
      document.cookie = `${SHOWN_COOKIE}=${seen.slice(-SHOWN_KEPT).join(".")}; path=/; max-age=60; samesite=lax`;
  }, [seen]);
  // Paused while the pointer rests on them or the focus is in them (a keyboard on its way
  // to an Undo must not see it go).
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  const region = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    // A focused toast that went (its Undo pressed) may leave no blur behind: ask the page.
    const focused = focus && Boolean(region.current?.contains(document.activeElement));
    if (pointer || focused) {
      pausedAt.current ??= Date.now();
      return;
    }
    if (pausedAt.current !== null) {
      const paused = Date.now() - pausedAt.current;
      pausedAt.current = null;
      setToasts((list) => list.map((toast) => ({ ...toast, due: toast.due + paused })));
      return;
    }
    // A reminder stays: only the others have a time to go.
    const timed = toasts.filter((toast) => Number.isFinite(toast.due));
    if (timed.length === 0) return;
    // Each goes at its own time, the oldest first: a burst of five is gone 5 s after the last.
    const next = Math.min(...timed.map((toast) => toast.due));
    const timer = setTimeout(() => {
      const now = Date.now();
      setToasts((list) => list.filter((toast) => toast.due > now));
    }, next - Date.now());
    return () => clearTimeout(timer);
  }, [toasts, pointer, focus]);
  // "z" presses the newest message's Undo, from anywhere on the page but a field.
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== "z" || !isShortcut(event)) return;
      const forms = region.current?.querySelectorAll<HTMLFormElement>("form[data-undo]");
      const newest = forms?.[forms.length - 1];
      if (!newest) return;
      event.preventDefault();
      newest.requestSubmit();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  useEffect(() => {
    function onReminder(event: Event) {
      const reminder = (event as CustomEvent<LiveReminder>).detail;
      const text = t("toast.reminder", { title: reminder.title, time: formatClock(reminder.at, i18n.language) });
      // At its reminder section: "Or remind me in 30 minutes…" is the likely next step.
      const to = `${href("/dashboards/:dashboardId/objectives/:objectiveId", {
        dashboardId: reminder.dashboard,
        objectiveId: reminder.objective,
      })}#reminder`;
      const toast: Toast = { id: `reminder-${reminder.objective}`, kind: "info", text, key: nextId++, due: Infinity };
      setToasts((list) =>
        [
          ...list.filter((x) => x.id !== toast.id),
          { ...toast, link: { to, label: t("toast.open"), name: t("toast.openObjective", { title: reminder.title }) } },
        ].slice(-MAX_TOASTS),
      );
    }
    window.addEventListener(REMINDER_EVENT, onReminder);
    return () => window.removeEventListener(REMINDER_EVENT, onReminder);
  }, [t, i18n.language]);
  const dismiss = (key: number) => setToasts((list) => list.filter((x) => x.key !== key));
  return (
    <section
      ref={region}
      aria-label={t("toast.region")}
      className="toasts pointer-events-none fixed right-4 bottom-4 z-50 flex flex-col gap-4 has-[*]:pointer-events-auto"
      // The whole stack pauses: a new toast shifts the others, and the pointer may then rest
      // between two of them.
      onPointerEnter={() => setPointer(true)}
      onPointerLeave={() => setPointer(false)}
      onFocus={() => setFocus(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setFocus(false)}
    >
      {toasts.map((toast) => (
        <div
          key={toast.key}
          {...swipeToDismiss(() => dismiss(toast.key))}
          role={toast.kind === "error" ? "alert" : "status"}
          className="pointer-events-auto flex max-w-sm touch-pan-y items-start gap-3 rounded-lg border border-neutral-200 bg-white px-4 py-3 text-sm shadow-lg data-[kind=error]:border-red-300 dark:border-neutral-700 dark:bg-neutral-900"
          data-kind={toast.kind}
        >
          <p className="flex-1">{toast.text}</p>
          {toast.link ? (
            <Link
              to={toast.link.to}
              className="link text-sm"
              aria-label={toast.link.name}
              onClick={() => dismiss(toast.key)}
            >
              {toast.link.label}
            </Link>
          ) : null}
          {toast.undo ? (
            <Form
              method="post"
              action={toast.undo.action}
              data-undo
              onSubmit={() => setToasts((list) => list.filter((x) => x.key !== toast.key))}
            >
              {Object.entries(toast.undo.fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              {/* "z" only works with JavaScript (the listener above). */}
              <button type="submit" className="link text-sm" aria-keyshortcuts={hydrated ? "z" : undefined}>
                {t("toast.undo")}
              </button>
            </Form>
          ) : null}
          <button
            type="button"
            className="rounded p-0.5 text-neutral-600 hover:text-neutral-900 dark:hover:text-white"
            onClick={() => dismiss(toast.key)}
            data-tooltip={t("toast.close")}
          >
            <Icon name="x" className="size-4" />
            <span className="sr-only">{t("toast.close")}</span>
          </button>
        </div>
      ))}
    </section>
  );
}

/** Touch only: a toast follows the finger sideways and goes once dragged past 50 px. */
function swipeToDismiss(onDismiss: () => void) {
  // The start lives on the element: a re-render mid-swipe keeps it.
  const reset = (el: HTMLElement) => {
    delete el.dataset.swipeX;
    el.style.transform = "";
  };
  return {
    onPointerDown(event: React.PointerEvent<HTMLElement>) {
      if (event.pointerType !== "touch") return;
      event.currentTarget.dataset.swipeX = String(event.clientX);
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove(event: React.PointerEvent<HTMLElement>) {
      const start = event.currentTarget.dataset.swipeX;
      if (start === undefined) return;
      event.currentTarget.style.transform = `translateX(${event.clientX - Number(start)}px)`;
    },
    onPointerUp(event: React.PointerEvent<HTMLElement>) {
      const start = event.currentTarget.dataset.swipeX;
      if (start === undefined) return;
      reset(event.currentTarget);
      if (Math.abs(event.clientX - Number(start)) >= SWIPE_PX) onDismiss();
    },
    onPointerCancel(event: React.PointerEvent<HTMLElement>) {
      reset(event.currentTarget);
    },
  };
}
