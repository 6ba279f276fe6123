/**
 * Live dashboards (issue 13): what the browser, the app Worker and the dashboard's Durable
 * Object agree on. The socket carries only "changed, version N": the page then reloads its
 * data through its loaders, so row-level security stays the only judge of what anyone sees.
 * The one exception is a person's own reminder going now, sent to their sockets alone.
 */

/** The socket's URL: /dashboards/{id}/live. */
export const livePath = (dashboardId: string) => `/dashboards/${dashboardId}/live`;
export const LIVE_PATH = /^\/dashboards\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/live$/;

/**
 * /today's socket: one per person, to their own object (workers/person-live.ts), which
 * follows the dashboards the page listed and passes on their changes.
 */
export const TODAY_LIVE_PATH = "/today/live";

/** How long a dashboard passes its changes on to a person's /today unless asked again. */
export const FOLLOW_SECONDS = 10 * 60;

/** How often a person's object asks again while a /today page of theirs is open. */
export const RENEW_SECONDS = 4 * 60;

/** Who a socket belongs to: set by the app Worker (only) once it checked the membership. */
export const LIVE_USER_HEADER = "X-Planner-User";

/** When the live ticket that let a socket in was issued (seconds): set by the app Worker only. */
export const LIVE_TICKET_HEADER = "X-Planner-Live-Ticket";

/** Sent by a tab with its data requests, so the change it made does not reload it twice. */
export const TAB_HEADER = "X-Planner-Tab";

/**
 * A reminder going now (decision 074), for its person's open pages: the one message that
 * carries row data, sent only to that person's own sockets, with what their reminder email
 * says (the daily-email Worker read it from the database for them).
 */
export interface LiveReminder {
  objective: string;
  dashboard: string;
  title: string;
  /** "HH:MM", the time they set, in their zone. */
  at: string;
}

/** The page's event for a reminder heard on its socket (use-live.ts), which the toasts show. */
export const REMINDER_EVENT = "planner-reminder";

/** What the object sends. */
export type LiveMessage =
  | { type: "hello"; version: number }
  | { type: "changed"; version: number; tab: string | null }
  | { type: "reminder"; reminder: LiveReminder }
  // Sent before closing with CLOSE_REMOVED: a browser reports the close only after the
  // closing handshake, which can take seconds.
  | { type: "removed" };

/** The close code for a removed member: no reconnecting. */
export const CLOSE_REMOVED = 4003;

/** A live ticket's lifetime (live-ticket.server.ts): ten minutes, renewed by every page load. */
export const TICKET_SECONDS = 10 * 60;

/** The specification's timings: a heartbeat every 30 s, reconnecting after 1, 2, 5, 10 s. */
export const HEARTBEAT_MS = 30_000;
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
export const PING = "ping";
export const PONG = "pong";

/**
 * The wait before reconnect attempt `attempt` (0-based): the specification's delays, the
 * last one repeated, spread by up to a fifth so that many tabs do not come back at once.
 */
export function reconnectDelay(attempt: number, random = Math.random): number {
  const base = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
  return Math.round(base * (1 + 0.2 * random()));
}
