import { rmSync } from "node:fs";
import path from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleWorker } from "./testing/bundle.ts";
import { createServerClient } from "@supabase/ssr";
import { createClient } from "@supabase/supabase-js";
import { call } from "../supabase/tests/helpers.ts";
import { startTestStandIn } from "../local/supabase/test-helpers.ts";
import type { StandIn } from "../local/supabase/server.ts";
import { CLOSE_REMOVED, TICKET_SECONDS } from "../app/lib/live.ts";
import { signTicket, ticketCookie as liveTicketCookie } from "../app/lib/live-ticket.server.ts";
import { startStripeStandIn, type StripeStandIn } from "../local/stripe/server.ts";

// The live dashboard's Durable Object as workerd runs it (Miniflare), with the app's
// connectLive checking membership against the Supabase stand-in.
const SITE = "http://localhost:5173";
let supabase: StandIn;
let mf: Miniflare;
let base: string;
let dirs: string[] = [];
let stripe: StripeStandIn;
type User = { id: string; email: string };
let ann: User;
let ben: User;
let eve: User;
let dashboard: string;
const cookies = new Map<string, string>();
const PASSWORD = "correct1horse";
const TICKET_SECRET = "live-test-secret";

/** A signed-in session's cookies, as @supabase/ssr writes them for the app. */
async function sessionCookie(email: string): Promise<string> {
  let header = "";
  const client = createServerClient(supabase.url, supabase.keys.publishableKey, {
    cookies: {
      getAll: () => [],
      setAll: (set) => {
        header = set
          .filter((c) => c.value)
          .map((c) => `${c.name}=${c.value}`)
          .join("; ");
      },
    },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return header;
}

beforeAll(async () => {
  supabase = await startTestStandIn({ siteUrl: SITE });
  const admin = createClient(supabase.url, supabase.keys.secretKey, { auth: { persistSession: false } });
  const person = async (name: string): Promise<User> => {
    const email = `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { data } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    cookies.set(data.user!.id, await sessionCookie(email));
    return { id: data.user!.id, email };
  };
  [ann, ben, eve] = [await person("ann"), await person("ben"), await person("eve")];
  dashboard = (await call(supabase.db, ann, "create_dashboard", { p_name: "Live" })).id;
  const { tokens } = await call(supabase.db, ann, "invite_members", { p_dashboard: dashboard, p_emails: [ben.email] });
  await call(supabase.db, ben, "accept_invitation", { p_invitation: tokens[0].id });
  stripe = await startStripeStandIn({});
  const bundled = await bundleWorker(path.join(import.meta.dirname, "testing/live-harness.ts"), "live");
  const billing = await bundleWorker(path.join(import.meta.dirname, "billing.ts"), "billing");
  dirs = [bundled.dir, billing.dir];
  const bundle = bundled.bundle;
  mf = new Miniflare(
    convertV4MiniflareOptions({
      workers: [
        {
          name: "live",
          modules: true,
          modulesRoot: bundled.dir,
          scriptPath: bundle,
          compatibilityDate: "2026-10-01",
          compatibilityFlags: ["nodejs_compat"],
          bindings: {
            SUPABASE_URL: supabase.url,
            SUPABASE_PUBLISHABLE_KEY: supabase.keys.publishableKey,
            SITE_URL: SITE,
            LIVE_TICKET_SECRET: TICKET_SECRET,
          },
          durableObjects: {
            DASHBOARD_LIVE: { className: "DashboardLive", useSQLite: true },
            PERSON_LIVE: { className: "PersonLive", useSQLite: true },
          },
          serviceBindings: { BILLING: { name: "planner-billing", entrypoint: "Billing" } },
        },
        {
          // The billing Worker reaches the app Worker's objects by its script's name.
          name: "planner-billing",
          modules: true,
          modulesRoot: billing.dir,
          scriptPath: billing.bundle,
          compatibilityDate: "2026-10-01",
          compatibilityFlags: ["nodejs_compat"],
          bindings: {
            STRIPE_SECRET_KEY: stripe.secretKey,
            STRIPE_WEBHOOK_SECRET: "whsec_live_test",
            STRIPE_API_URL: stripe.url,
            SUPABASE_URL: supabase.url,
            SUPABASE_SECRET_KEY: supabase.keys.secretKey,
          },
          durableObjects: { DASHBOARD_LIVE: { className: "DashboardLive", scriptName: "live", useSQLite: true } },
        },
      ],
    }),
  );
  base = (await mf.ready).toString().replace(/\/$/, "");
}, 120_000);

afterAll(async () => {
  await mf?.dispose();
  await stripe?.close();
  await supabase?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A viewer's socket through the app's route, with the user's session, as a page of the site opens it. */
async function connect(who: User, ticket?: string, path = `/dashboards/${dashboard}/live`) {
  const ticketCookie = ticket ? `; ${await liveTicketCookie.serialize(ticket)}` : "";
  const res = await mf.dispatchFetch(`${base}${path}`, {
    headers: { Upgrade: "websocket", Origin: SITE, Cookie: cookies.get(who.id)! + ticketCookie },
  });
  const socket = res.webSocket;
  if (!socket) return { status: res.status, messages: [], closed: Promise.resolve({ code: 0 }) };
  const messages: unknown[] = [];
  const closed = new Promise<{ code: number }>((resolve) =>
    socket.addEventListener("close", (event) => resolve({ code: event.code })),
  );
  socket.addEventListener("message", (event) => messages.push(JSON.parse(String(event.data))));
  socket.accept();
  return { status: res.status, socket, messages, closed };
}

const poke = async (what: string, query: Record<string, string | string[]> = {}) => {
  const params = new URLSearchParams({ dashboard });
  for (const [name, value] of Object.entries(query)) {
    params.delete(name);
    for (const one of [value].flat()) params.append(name, one);
  }
  return (await mf.dispatchFetch(`${base}/${what}?${params}`)).json();
};

/** The Supabase requests made for `who` while `act` ran. */
const asked = async (who: User, act: () => Promise<unknown>) => {
  const since = Date.now();
  await act();
  const res = await fetch(`${supabase.url}/__stats?email=${encodeURIComponent(who.email)}&since=${since}`);
  return ((await res.json()) as { requests: string[] }).requests;
};

const eventually = async (check: () => void) => {
  for (let i = 0; ; i++) {
    try {
      return check();
    } catch (error) {
      if (i > 50) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
};

describe("a dashboard's live connection", () => {
  it("lets members in and tells every viewer of a change, without row data", async () => {
    const a = await connect(ann);
    const b = await connect(ben);
    expect([a.status, b.status]).toEqual([101, 101]);
    await eventually(() => expect(b.messages).toEqual([{ type: "hello", version: expect.any(Number) }]));
    const version = await poke("changed", { tab: "tab-1" });
    const change = { type: "changed", version, tab: "tab-1" };
    await eventually(() => expect(a.messages.at(-1)).toEqual(change));
    await eventually(() => expect(b.messages.at(-1)).toEqual(change));
    a.socket!.close(1000);
    b.socket!.close(1000);
  });

  it("still delivers after the object was evicted with its sockets hibernating", async () => {
    const b = await connect(ben);
    await eventually(() => expect(b.messages).toHaveLength(1));
    await mf.unsafeEvictDurableObject("live", "DashboardLive", { name: dashboard, webSockets: "hibernate" });
    const version = await poke("changed");
    await eventually(() => expect(b.messages.at(-1)).toEqual({ type: "changed", version, tab: null }));
    // The version survived in storage: it only grows.
    expect(version).toBeGreaterThan((b.messages[0] as { version: number }).version);
    b.socket!.close(1000);
  });

  it("closes a removed member's sockets at once, and only theirs", async () => {
    const a = await connect(ann);
    const b1 = await connect(ben);
    const b2 = await connect(ben);
    await eventually(() => expect(b2.messages).toHaveLength(1));
    expect(await poke("removed", { user: ben.id })).toBe(2);
    expect((await b1.closed).code).toBe(CLOSE_REMOVED);
    expect((await b2.closed).code).toBe(CLOSE_REMOVED);
    expect(b1.messages.at(-1)).toEqual({ type: "removed" });
    const version = await poke("changed");
    await eventually(() => expect(a.messages.at(-1)).toEqual({ type: "changed", version, tab: null }));
    a.socket!.close(1000);
  });

  it("tells only one member's sockets of a change to their own view, at the same version", async () => {
    const a = await connect(ann);
    const b = await connect(ben);
    await eventually(() => expect(a.messages).toHaveLength(1));
    await eventually(() => expect(b.messages).toHaveLength(1));
    const { version } = b.messages[0] as { version: number };
    expect(await poke("changed-for", { user: ben.id, tab: "tab-2" })).toBe(1);
    await eventually(() => expect(b.messages.at(-1)).toEqual({ type: "changed", version, tab: "tab-2" }));
    // Ann heard nothing, and the next change to everyone counts on from the same version.
    expect(await poke("changed")).toBe(version + 1);
    await eventually(() => expect(a.messages).toHaveLength(2));
    expect(a.messages[1]).toEqual({ type: "changed", version: version + 1, tab: null });
    a.socket!.close(1000);
    b.socket!.close(1000);
  });

  it("tells a reminder going now to its person's sockets only, and changes no version", async () => {
    const a = await connect(ann);
    const b = await connect(ben);
    await eventually(() => expect(a.messages).toHaveLength(1));
    await eventually(() => expect(b.messages).toHaveLength(1));
    const reminder = { objective: crypto.randomUUID(), dashboard, title: "Call the plumber", at: "09:30" };
    expect(await poke("remind", { user: ben.id, reminder: JSON.stringify(reminder) })).toBe(1);
    await eventually(() => expect(b.messages.at(-1)).toEqual({ type: "reminder", reminder }));
    // Ann heard nothing, and the next change counts on from the version both were told.
    const { version } = b.messages[0] as { version: number };
    expect(await poke("changed")).toBe(version + 1);
    await eventually(() => expect(a.messages).toHaveLength(2));
    expect(a.messages[1]).toEqual({ type: "changed", version: version + 1, tab: null });
    a.socket!.close(1000);
    b.socket!.close(1000);
  });

  it("hears of the admin's new plan from the billing Worker (a checkout's return)", async () => {
    const b = await connect(ben);
    await eventually(() => expect(b.messages).toHaveLength(1));
    const billing = async (method: string, input: object) =>
      (await mf.dispatchFetch(`${base}/billing`, { method: "POST", body: JSON.stringify({ method, input }) })).json();
    const started = (await billing("checkout", {
      userId: ann.id,
      email: ann.email,
      lookupKey: "monthly",
      origin: SITE,
      locale: "en",
    })) as { url: string };
    // A new customer on the free plan changes nothing yet.
    await new Promise((r) => setTimeout(r, 200));
    expect(b.messages).toHaveLength(1);
    await fetch(started.url, {
      method: "POST",
      body: new URLSearchParams({ action: "pay", card: "4242424242424242" }),
      redirect: "manual",
    });
    const sessionId = started.url.split("/").pop()!;
    expect(await billing("verify", { userId: ann.id, sessionId })).toEqual({ ok: true, plan: "paid" });
    await eventually(() =>
      expect(b.messages.at(-1)).toEqual({ type: "changed", version: expect.any(Number), tab: null }),
    );
    // Verified again (a reload of the return page): the plan did not change, nobody is told.
    expect(await billing("verify", { userId: ann.id, sessionId })).toEqual({ ok: true, plan: "paid" });
    await new Promise((r) => setTimeout(r, 200));
    expect(b.messages).toHaveLength(2);
    b.socket!.close(1000);
  });

  it("lets a page's live ticket in without asking the database; anything else asks it", async () => {
    const secret = { LIVE_TICKET_SECRET: TICKET_SECRET };
    const ticket = (await signTicket(secret, ann.id, dashboard))!;
    let a: Awaited<ReturnType<typeof connect>> | undefined;
    expect(await asked(ann, async () => (a = await connect(ann, ticket)))).toEqual([]);
    expect(a!.status).toBe(101);
    a!.socket!.close(1000);
    // Someone else's ticket, another dashboard's, one signed with another secret: the database.
    const forBen = (await signTicket(secret, ben.id, dashboard))!;
    const elsewhere = (await signTicket(secret, ann.id, crypto.randomUUID()))!;
    const forged = (await signTicket({ LIVE_TICKET_SECRET: "not-ours" }, ann.id, dashboard))!;
    for (const other of [forBen, elsewhere, forged]) {
      let c: Awaited<ReturnType<typeof connect>> | undefined;
      expect(await asked(ann, async () => (c = await connect(ann, other)))).toEqual([
        "POST /rest/v1/rpc/watch_dashboard",
      ]);
      expect(c!.status).toBe(101);
      c!.socket!.close(1000);
    }
  });

  it("does not let a ticket issued before its holder was removed in: the database refuses", async () => {
    // As if Eve had been a member when her page was read, and was removed since.
    const ticket = (await signTicket({ LIVE_TICKET_SECRET: TICKET_SECRET }, eve.id, dashboard))!;
    expect(await poke("removed", { user: eve.id })).toBe(0);
    expect((await connect(eve, ticket)).status).toBe(404);
  });

  it("remembers a removal only as long as a ticket issued before it could be valid", async () => {
    // Another dashboard's object, so the other tests' removals do not count here.
    const other = { dashboard: crypto.randomUUID() };
    const removedAt = Date.now();
    expect(await poke("removed", { ...other, user: eve.id })).toBe(0);
    expect(await poke("forget-removals", { ...other, now: String(removedAt + TICKET_SECONDS * 1000) })).toBe(0);
    expect(await poke("forget-removals", { ...other, now: String(removedAt + (TICKET_SECONDS + 62) * 1000) })).toBe(1);
    expect(await poke("forget-removals", { ...other, now: String(removedAt + (TICKET_SECONDS + 62) * 1000) })).toBe(0);
  });

  it("refuses someone who is not a member, nobody signed in, and another site's page", async () => {
    expect((await connect(eve)).status).toBe(404);
    const anonymous = await mf.dispatchFetch(`${base}/dashboards/${dashboard}/live`, {
      headers: { Upgrade: "websocket", Origin: SITE },
    });
    expect(anonymous.status).toBe(401);
    const elsewhere = await mf.dispatchFetch(`${base}/dashboards/${dashboard}/live`, {
      headers: { Upgrade: "websocket", Origin: "https://evil.example", Cookie: cookies.get(ann.id)! },
    });
    expect(elsewhere.status).toBe(403);
    const plain = await mf.dispatchFetch(`${base}/dashboards/${dashboard}/live`, {
      headers: { Origin: SITE, Cookie: cookies.get(ann.id)! },
    });
    expect(plain.status).toBe(426);
  });
});

describe("a person's /today connection", () => {
  const now = () => String(Math.floor(Date.now() / 1000));
  const today = (who: User) => connect(who, undefined, "/today/live");
  const quiet = () => new Promise((r) => setTimeout(r, 200));

  it("follows the dashboards its page listed and passes on their changes, with no database call", async () => {
    const [home, work, elsewhere] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    let a: Awaited<ReturnType<typeof today>> | undefined;
    expect(await asked(ann, async () => (a = await today(ann)))).toEqual([]);
    expect(a!.status).toBe(101);
    await eventually(() => expect(a!.messages).toEqual([{ type: "hello", version: expect.any(Number) }]));
    await poke("watch", { user: ann.id, listed: [home, work], at: now() });
    await eventually(async () => expect(await poke("following", { user: ann.id })).toEqual([home, work]));
    await poke("changed", { dashboard: work, tab: "tab-9" });
    await eventually(() =>
      expect(a!.messages.at(-1)).toEqual({ type: "changed", version: expect.any(Number), tab: "tab-9" }),
    );
    // A dashboard the page did not list says nothing here.
    const heard = a!.messages.length;
    await poke("changed", { dashboard: elsewhere });
    await quiet();
    expect(a!.messages).toHaveLength(heard);
    // The next read lists only "home" (Ann left "work"): "work" stops passing changes on.
    await poke("watch", { user: ann.id, listed: [home], at: now() });
    await poke("changed", { dashboard: work });
    await quiet();
    expect(a!.messages).toHaveLength(heard);
    await poke("changed", { dashboard: home });
    await eventually(() => expect(a!.messages).toHaveLength(heard + 1));
    a!.socket!.close(1000);
  });

  it("stops following a dashboard that removes the person, and refuses a list read before the removal", async () => {
    const shared = crypto.randomUUID();
    const b = await today(ben);
    await eventually(() => expect(b.messages).toHaveLength(1));
    const readBefore = String(Math.floor(Date.now() / 1000) - 5);
    await poke("watch", { user: ben.id, listed: [shared], at: readBefore });
    await eventually(async () => expect(await poke("following", { user: ben.id })).toEqual([shared]));
    await poke("removed", { dashboard: shared, user: ben.id });
    expect(await poke("following", { user: ben.id })).toEqual([]);
    const heard = b.messages.length;
    await poke("changed", { dashboard: shared });
    await quiet();
    expect(b.messages).toHaveLength(heard);
    // A /today read before the removal (its answer late) does not bring it back.
    await poke("watch", { user: ben.id, listed: [shared], at: readBefore });
    expect(await poke("following", { user: ben.id })).toEqual([]);
    await poke("changed", { dashboard: shared });
    await quiet();
    expect(b.messages).toHaveLength(heard);
    // Read after being let in again (the database lists it): followed again.
    await new Promise((r) => setTimeout(r, 1100));
    await poke("watch", { user: ben.id, listed: [shared], at: now() });
    await eventually(async () => expect(await poke("following", { user: ben.id })).toEqual([shared]));
    await poke("changed", { dashboard: shared });
    await eventually(() => expect(b.messages).toHaveLength(heard + 1));
    b.socket!.close(1000);
  });

  it("tells a reminder going now to the person's /today pages", async () => {
    const a = await today(ann);
    const b = await today(ben);
    await eventually(() => expect(a.messages).toHaveLength(1));
    await eventually(() => expect(b.messages).toHaveLength(1));
    const reminder = { objective: crypto.randomUUID(), dashboard, title: "Water the ferns", at: "18:00" };
    expect(await poke("remind-person", { user: ann.id, reminder: JSON.stringify(reminder) })).toBe(1);
    await eventually(() => expect(a.messages.at(-1)).toEqual({ type: "reminder", reminder }));
    await quiet();
    expect(b.messages).toHaveLength(1);
    a.socket!.close(1000);
    b.socket!.close(1000);
  });

  it("refuses nobody signed in and another site's page", async () => {
    const anonymous = await mf.dispatchFetch(`${base}/today/live`, { headers: { Upgrade: "websocket", Origin: SITE } });
    expect(anonymous.status).toBe(401);
    const elsewhere = await mf.dispatchFetch(`${base}/today/live`, {
      headers: { Upgrade: "websocket", Origin: "https://evil.example", Cookie: cookies.get(ann.id)! },
    });
    expect(elsewhere.status).toBe(403);
  });
});
