import { jwtVerify, SignJWT } from "jose";
import { createCookie, createContext, type MiddlewareFunction } from "react-router";
import { cloudflareContext } from "./cloudflare";
import { livePath, TICKET_SECONDS } from "./live";
import { isSecureRequest } from "./request";
import { sessionContext } from "./session.server";

/**
 * A live ticket: proof, signed by the Worker, that this person was a member of this
 * dashboard a moment ago, so that opening the dashboard's live connection needs no
 * database call of its own (one Supabase round trip per page view, decision 014). A page
 * whose data the database answered for the dashboard hands one out, as a cookie only the
 * socket's path receives; the connection checks it instead of asking the database, and
 * asks the database when there is none, or it has expired, or the object says its holder
 * was removed since (workers/live.ts).
 */

/** A secret: `LIVE_TICKET_SECRET` (`wrangler secret put`); without one, no tickets. */
export interface TicketEnv {
  LIVE_TICKET_SECRET?: string;
}

/** Set by the page's loader (`loadPage`) once the database answered for this dashboard. */
export const memberOfContext = createContext<string | null>(null);

export const ticketCookie = createCookie("live-ticket", { httpOnly: true, sameSite: "strict", maxAge: TICKET_SECONDS });

// Imported once per secret and isolate: every dashboard page view signs a ticket, and jose
// would import raw bytes again for each signature.
const keys = new Map<string, Promise<CryptoKey>>();
function key(secret: string): Promise<CryptoKey> {
  let k = keys.get(secret);
  if (!k) {
    const raw = new TextEncoder().encode(secret);
    k = crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, k);
  }
  return k;
}

/** A signed ticket for `userId` on `dashboardId`, or null without a secret. */
export async function signTicket(
  env: TicketEnv,
  userId: string,
  dashboardId: string,
  issuedAt = Math.floor(Date.now() / 1000),
): Promise<string | null> {
  if (!env.LIVE_TICKET_SECRET) return null;
  return new SignJWT({ dsh: dashboardId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TICKET_SECONDS)
    .sign(await key(env.LIVE_TICKET_SECRET));
}

/** How long a page view hands out the ticket it signed before, instead of signing anew. */
export const REUSE_SECONDS = 60;
const REMEMBERED = 1000;
// Per isolate: a dashboard's pages are viewed again and again, and each view would sign
// (about 2 % of the Worker's JavaScript time for a day view, in a profile). Reusing a ticket signed a minute ago says no more than
// it did then: the object refuses tickets issued before a removal (workers/live.ts).
const issued = new Map<string, { secret: string; ticket: string; at: number }>();

/**
 * The ticket to hand out on a page view: the one signed for this person and dashboard in the
 * last minute, or a new one; with the seconds it has left, for the cookie.
 */
export async function issueTicket(
  env: TicketEnv,
  userId: string,
  dashboardId: string,
  now = Math.floor(Date.now() / 1000),
): Promise<{ ticket: string; maxAge: number } | null> {
  const secret = env.LIVE_TICKET_SECRET;
  if (!secret) return null;
  const id = `${userId} ${dashboardId}`;
  const kept = issued.get(id);
  if (kept && kept.secret === secret && now >= kept.at && now - kept.at < REUSE_SECONDS)
    return { ticket: kept.ticket, maxAge: kept.at + TICKET_SECONDS - now };
  const ticket = (await signTicket(env, userId, dashboardId, now))!;
  issued.delete(id);
  issued.set(id, { secret, ticket, at: now });
  // Oldest first: a Map keeps insertion order.
  if (issued.size > REMEMBERED) issued.delete(issued.keys().next().value!);
  return { ticket, maxAge: TICKET_SECONDS };
}

/**
 * The request's ticket for this user and dashboard: when it was issued (seconds), or
 * null when there is none that holds (absent, expired, forged, someone else's).
 */
export async function readTicket(request: Request, env: TicketEnv, userId: string, dashboardId: string) {
  if (!env.LIVE_TICKET_SECRET) return null;
  const ticket: unknown = await ticketCookie.parse(request.headers.get("Cookie"));
  if (typeof ticket !== "string") return null;
  try {
    const { payload } = await jwtVerify(ticket, await key(env.LIVE_TICKET_SECRET), {
      algorithms: ["HS256"],
      subject: userId,
    });
    return payload.dsh === dashboardId && typeof payload.iat === "number" ? payload.iat : null;
  } catch {
    return null;
  }
}

/**
 * For a dashboard's pages (layouts/dashboards-show.tsx): a page read successfully for this
 * dashboard leaves a fresh ticket in a cookie for the socket's path.
 */
export const liveTicketMiddleware: MiddlewareFunction<Response> = async ({ request, params, context, url }, next) => {
  const response = await next();
  const dashboardId = params.dashboardId;
  const user = context.get(sessionContext).user;
  if (request.method !== "GET" || response.status !== 200 || !user || !dashboardId) return response;
  if (context.get(memberOfContext) !== dashboardId) return response;
  const handout = await issueTicket(context.get(cloudflareContext).env as TicketEnv, user.id, dashboardId);
  if (handout) {
    const cookie = await ticketCookie.serialize(handout.ticket, {
      path: livePath(dashboardId),
      secure: isSecureRequest(url),
      maxAge: handout.maxAge,
    });
    response.headers.append("Set-Cookie", cookie);
  }
  return response;
};
