import { createContext, useContext, useEffect, useRef, useState } from "react";
import { UNSAFE_DataRouterDataContext, useFetchers, useNavigation, useRevalidator } from "react-router";
import { TAB_ID } from "~/lib/build.client";
import { CLOSE_REMOVED, HEARTBEAT_MS, PING, PONG, reconnectDelay, REMINDER_EVENT, type LiveMessage } from "~/lib/live";

export type LiveState = "off" | "connecting" | "live" | "offline" | "removed";

export const LiveContext = createContext<LiveState>("off");
export const useLiveState = () => useContext(LiveContext);

/** A text field or area of a form with something typed into it: reloading could lose it. */
function typing(): boolean {
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    "form input:not([type=hidden], [type=checkbox], [type=radio], [type=date]), form textarea",
  )) {
    if (field.value !== field.defaultValue) return true;
  }
  return false;
}

/**
 * A form's answer on the page (an error with what was typed, or something shown once such as
 * a new private address): the router drops it on any reload of the page's data, so the
 * reload waits until the person has moved on.
 */
function showsAnswer(actionData: Record<string, unknown> | null | undefined): boolean {
  return actionData != null && Object.values(actionData).some((answer) => answer != null);
}

/**
 * A live connection to `path` (app/lib/live.ts: a dashboard's, held by its pages' layout, or
 * /today's), while the page is open. When another member (or another tab) changes what it
 * follows, the page reloads its data, but never while a change of this person's is being
 * saved, something is typed into a form or a form's answer is shown: then it waits until
 * that is over. Heartbeat every 30 s; after a drop, reconnects after 1, 2, 5, then every
 * 10 s (with jitter), and only while the tab is visible. A member who is removed from a
 * dashboard is told so, and its page reloads into its "no access" answer. A reminder of
 * theirs going now becomes a toast (decision 074).
 */
export function useLive(path: string | undefined): LiveState {
  const [state, setState] = useState<LiveState>("off");
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = useRef(false);
  busy.current = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const answer = useRef(false);
  answer.current = showsAnswer(useContext(UNSAFE_DataRouterDataContext)?.actionData);
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    if (!path || typeof WebSocket === "undefined") return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let stopped = false;
    let version = -1;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let later: ReturnType<typeof setTimeout> | undefined;
    let heartbeat: ReturnType<typeof setInterval> | undefined;

    const reload = () => {
      clearTimeout(later);
      if (busy.current || answer.current || typing()) later = setTimeout(reload, 500);
      else void revalidate.current();
    };
    const removed = () => {
      if (stopped) return;
      stopped = true;
      setState("removed");
      reload();
    };
    const open = () => {
      if (stopped || document.hidden) return; // visibilitychange opens it again
      setState(attempt === 0 ? "connecting" : "offline");
      const url = new URL(path, window.location.href);
      url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
      const ws = new WebSocket(url);
      socket = ws;
      ws.onopen = () => {
        attempt = 0;
        setState("live");
        heartbeat = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(PING), HEARTBEAT_MS);
      };
      ws.onmessage = (event) => {
        if (event.data === PONG || typeof event.data !== "string") return;
        const message = JSON.parse(event.data) as LiveMessage;
        if (message.type === "removed") return removed();
        // One of this person's reminders goes now: the toasts show it, and the page reloads
        // its data (its row's alarm clock is for reminders still to go).
        if (message.type === "reminder") {
          window.dispatchEvent(new CustomEvent(REMINDER_EVENT, { detail: message.reminder }));
          return reload();
        }
        // Back after a drop with changes missed: reload once.
        if (message.type === "hello" && version >= 0 && message.version !== version) reload();
        if (message.type === "changed" && message.tab !== TAB_ID) reload();
        version = message.version;
      };
      ws.onclose = (event) => {
        clearInterval(heartbeat);
        if (socket === ws) socket = null;
        if (stopped) return;
        if (event.code === CLOSE_REMOVED) return removed();
        setState("offline");
        retry = setTimeout(open, reconnectDelay(attempt++));
      };
    };
    const onVisible = () => {
      if (!document.hidden && !socket && !stopped) {
        clearTimeout(retry);
        open();
      }
    };
    document.addEventListener("visibilitychange", onVisible);
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(later);
      clearInterval(heartbeat);
      document.removeEventListener("visibilitychange", onVisible);
      socket?.close(1000, "left");
    };
  }, [path]);
  return state;
}
