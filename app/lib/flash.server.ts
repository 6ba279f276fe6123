import { parseCookieHeader, serializeCookieHeader } from "@supabase/ssr";
import { z } from "zod";
import { SHOWN_COOKIE } from "./flash-shown";
import { isSecureRequest } from "./request";
import type { TFunction } from "./translator";

/** A one-time message shown after a redirect (Post/Redirect/Get); a toast with JavaScript. */
const flashSchema = z.object({
  /** Each flash once: the browser skips an id it has shown already. */
  id: z.string().max(40),
  kind: z.enum(["success", "info", "error"]),
  /** An i18n key such as "auth:flash.signedOut". */
  message: z.string().max(200),
  values: z.record(z.string(), z.string()).optional(),
  /** A form that undoes the change ("Marked as done" → Undo), posted as is. */
  undo: z.object({ action: z.string().startsWith("/"), fields: z.record(z.string(), z.string()) }).optional(),
});
export type Flash = z.infer<typeof flashSchema>;
/**
 * What the page gets: the message in the reader's language, worded here on the server, so
 * the browser needs no texts of the page the change was made on (decision 040).
 */
export type ShownFlash = Omit<Flash, "message" | "values"> & { text: string };
/** What actions hand over; the id is added when the cookie is written. */
export type NewFlash = Omit<Flash, "id">;

/**
 * One cookie per message (`flash-{id}`), not one cookie for all: changes made in quick
 * succession (three toggles with JavaScript) run side by side, and each response would
 * overwrite a single cookie before a loader had read the one before it.
 */
const PREFIX = "flash-";
/**
 * Ids sort by time (base-36 milliseconds, fixed width until 2059), so messages keep their
 * order; two in the same millisecond of one isolate still take turns.
 */
let lastMs = 0;
function newId() {
  lastMs = Math.max(Date.now(), lastMs + 1);
  return `${lastMs.toString(36).padStart(9, "0")}${crypto.randomUUID().slice(0, 8)}`;
}
// Short-lived, but long enough for a reload to read it: after a redirect that is at once; after
// a fetcher's change it is the router's reload, which the next change's answer may abort (six
// quick toggles on a loaded machine took over ten seconds to answer, and the first three
// messages expired unread before a reload got through).
const LIFETIME_S = 60;
const options = (url: URL, maxAge: number) =>
  ({ path: "/", sameSite: "lax", httpOnly: true, maxAge, secure: isSecureRequest(url) }) as const;

export async function flashHeader(flash: NewFlash, url: URL): Promise<string> {
  const id = newId();
  return serializeCookieHeader(PREFIX + id, JSON.stringify({ ...flash, id }), options(url, LIFETIME_S));
}

/** At most this many wait at once: as many as the toasts show (components/toasts.tsx). */
const MAX_PENDING = 5;

/**
 * Expires the oldest pending flashes beyond the newest four, for a change that adds one: a
 * burst of changes without a page load between them (fetchers, or a client posting in a
 * loop) would otherwise grow the Cookie header with every change for a minute.
 */
export function staleFlashes(request: Request, url: URL): string[] {
  const pending = pendingCookies(request);
  return pending.slice(0, Math.max(0, pending.length - (MAX_PENDING - 1))).map(({ name }) => expired(name, url));
}

/** The request's flash cookies, oldest first (ids sort by time). */
function pendingCookies(request: Request, all = parseCookieHeader(request.headers.get("Cookie") ?? "")) {
  return all.filter(({ name }) => name.startsWith(PREFIX)).sort((a, b) => (a.name < b.name ? -1 : 1));
}

const expired = (name: string, url: URL) => serializeCookieHeader(name, "", options(url, 0));

function parse(value: string): Flash | null {
  try {
    const parsed = flashSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A page load shows messages this recent; older ones were most likely shown by a reload already. */
const PAGE_LOAD_MS = 10_000;

/** When a flash was made, from its id (base-36 milliseconds). */
const madeAt = (id: string) => parseInt(id.slice(0, 9), 36);

/**
 * Reads the pending flashes, oldest first. A full page load removes them (showing those of
 * the last ten seconds that this browser has not shown yet: it follows a redirect, or a
 * reload by hand after fetchers' changes, whose messages the toasts listed in SHOWN_COOKIE).
 * A client navigation (`.data`) leaves them for their lifetime: the router may abort that
 * request and send another, and an aborted request must not swallow a message; the browser
 * shows each flash id once.
 */
export async function takeFlash(
  request: Request,
  url: URL,
  now = Date.now(),
): Promise<{ flashes: Flash[]; clear: string[] }> {
  const all = parseCookieHeader(request.headers.get("Cookie") ?? "");
  const cookies = pendingCookies(request, all);
  const dataRequest = new URL(request.url).pathname.endsWith(".data");
  const shown = new Set(dataRequest ? [] : (all.find(({ name }) => name === SHOWN_COOKIE)?.value ?? "").split("."));
  const flashes = cookies
    .flatMap(({ value }) => parse(value) ?? [])
    .filter((flash) => dataRequest || (now - madeAt(flash.id) <= PAGE_LOAD_MS && !shown.has(flash.id)));
  const clear = dataRequest ? [] : cookies.map(({ name }) => expired(name, url));
  return { flashes, clear };
}

/**
 * Flash values travel as strings; plural forms need a numeric count. A value named `…Key` is
 * a text's key, shown in the reader's language (with the count and the other values) under
 * the name without `Key` (`ruleKey` → `{{rule}}`).
 */
function interpolation(values: Record<string, string> | undefined, t: TFunction) {
  if (!values) return undefined;
  const count = values.count === undefined ? undefined : Number(values.count);
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name === "count") out.count = count!;
    // The key's own text takes the values too ("Every {{days}}").
    else if (name.endsWith("Key"))
      out[name.slice(0, -3)] = t(value, count === undefined ? values : { ...values, count });
    else out[name] = value;
  }
  return out;
}

/** The flashes as the page shows them: each message worded with `t`. */
export function shownFlashes(flashes: Flash[], t: TFunction): ShownFlash[] {
  return flashes.map(({ message, values, ...rest }) => ({ ...rest, text: t(message, interpolation(values, t)) }));
}
