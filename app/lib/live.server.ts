import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "./cloudflare";
import { LIVE_TICKET_HEADER, LIVE_USER_HEADER, TAB_HEADER } from "./live";
import { readTicket, type TicketEnv } from "./live-ticket.server";
import { rpcWith } from "./api.server";
import { createSupabase } from "./session.server";
import { isUuid } from "./uuid";

/** The dashboard's object; none where the binding is absent (a Worker run by hand). */
function stub(env: Env, dashboardId: string) {
  const namespace = env.DASHBOARD_LIVE as Env["DASHBOARD_LIVE"] | undefined;
  return namespace?.get(namespace.idFromName(dashboardId));
}

/** A socket from a page of this site (Origin) of a signed-in person (verified claims), or why not. */
async function socketOwner(request: Request, env: Env) {
  const url = new URL(request.url);
  if (request.headers.get("Upgrade") !== "websocket")
    return { refused: new Response("Expected a WebSocket", { status: 426 }) } as const;
  const origin = request.headers.get("Origin");
  if (origin !== url.origin && origin !== new URL(env.SITE_URL).origin)
    return { refused: new Response(null, { status: 403 }) } as const;
  const { supabase } = createSupabase(request, url, env);
  const { data } = await supabase.auth.getClaims();
  const userId = data?.claims?.sub;
  if (!userId) return { refused: new Response(null, { status: 401 }) } as const;
  return { userId, supabase } as const;
}

/** Forwards the socket to an object, saying whose it is (and by which ticket, if one let it in). */
function forward(request: Request, object: { fetch: (request: Request) => Promise<Response> }, userId: string) {
  return (ticketIssued: number | null) => {
    const headers = new Headers(request.headers);
    headers.set(LIVE_USER_HEADER, userId);
    headers.delete(LIVE_TICKET_HEADER);
    if (ticketIssued !== null) headers.set(LIVE_TICKET_HEADER, String(ticketIssued));
    return object.fetch(new Request(request, { headers }));
  };
}

/**
 * Opens a viewer's socket to the dashboard's object: a page of this site (Origin), a
 * signed-in person (verified claims, no round trip while the token is fresh), and a member:
 * the live ticket the page left (no round trip), else one call of the data API. Anything
 * else: 4xx.
 */
export async function connectLive(request: Request, env: Env, dashboardId: string): Promise<Response> {
  const owner = await socketOwner(request, env);
  if (owner.refused) return owner.refused;
  const { userId, supabase } = owner;
  if (!isUuid(dashboardId)) return new Response(null, { status: 404 });
  const live = stub(env, dashboardId);
  if (!live) return new Response(null, { status: 503 });
  const open = forward(request, live, userId);
  const issued = await readTicket(request, env as TicketEnv, userId, dashboardId);
  if (issued !== null) {
    const response = await open(issued);
    // Refused: its holder was removed after it was issued. The database decides.
    if (response.status !== 409) return response;
  }
  const { error } = await rpcWith(supabase, "watch_dashboard", { p_dashboard: dashboardId });
  if (error) return new Response(null, { status: error.status });
  return open(null);
}

/** A person's own object (/today); none where the binding is absent. */
function personStub(env: Env, userId: string) {
  const namespace = env.PERSON_LIVE as Env["PERSON_LIVE"] | undefined;
  return namespace?.get(namespace.idFromName(userId));
}

/**
 * Opens a /today socket to the person's own object: a page of this site, a signed-in person
 * (verified claims). Nothing else to check, and no round trip: it is their own channel, and
 * what it follows was named by the database when their page was read (`watchToday`).
 */
export async function connectToday(request: Request, env: Env): Promise<Response> {
  const owner = await socketOwner(request, env);
  if (owner.refused) return owner.refused;
  const person = personStub(env, owner.userId);
  if (!person) return new Response(null, { status: 503 });
  return forward(request, person, owner.userId)(null);
}

type Context = Readonly<RouterContextProvider>;

/** /today was read: its person's object follows the dashboards the database listed (without waiting). */
export function watchToday(context: Context, userId: string, dashboardIds: string[]) {
  const { env, ctx } = context.get(cloudflareContext);
  const person = personStub(env, userId);
  if (!person) return;
  ctx.waitUntil(person.watch(userId, dashboardIds, Math.floor(Date.now() / 1000)).catch(() => {}));
}

/**
 * After a change to a dashboard: its viewers hear of it (without waiting for them). The
 * tab that made the change is named, so it does not reload twice.
 */
export function announceChange(context: Context, request: Request, dashboardId: string) {
  const { env, ctx } = context.get(cloudflareContext);
  const live = stub(env, dashboardId);
  if (!live) return;
  ctx.waitUntil(live.changed(request.headers.get(TAB_HEADER)).catch(() => {}));
}

/**
 * After a change to one's own view of a dashboard (OWN_VIEW in actions.server.ts): one's own
 * other pages of it and one's /today reload; nobody else's does.
 */
export function announceOwnChange(context: Context, request: Request, dashboardId: string, userId: string) {
  const { env, ctx } = context.get(cloudflareContext);
  const tab = request.headers.get(TAB_HEADER);
  const live = stub(env, dashboardId);
  if (live) ctx.waitUntil(live.changedFor(userId, tab).catch(() => {}));
  const person = personStub(env, userId);
  if (person) ctx.waitUntil(person.changed(tab).catch(() => {}));
}

/** A member was removed or left: their open pages lose the connection at once, and /today stops following it. */
export function announceRemoval(context: Context, dashboardId: string, userId: string) {
  const { env, ctx } = context.get(cloudflareContext);
  const live = stub(env, dashboardId);
  if (!live) return;
  ctx.waitUntil(live.removed(userId, dashboardId).catch(() => {}));
}
