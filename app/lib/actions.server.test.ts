import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { StandIn } from "../../local/supabase/server.ts";
import { clientFor, startTestStandIn, uniqueEmail } from "../../local/supabase/test-helpers.ts";
import { dashboardsConfirmed, handleIntents, intent, refusalFlash, type Intents } from "./actions.server";
import { cloudflareContext } from "./cloudflare";
import { BATCH_FIELD, FETCHER_FIELD } from "./forms";
import { sessionContext } from "./session.server";

// The one action pipeline, against a real stand-in and its planner functions: what each
// kind of outcome answers, for a plain form and for a fetcher.
let s: StandIn;
let context: RouterContextProvider;
beforeAll(async () => {
  s = await startTestStandIn();
  const supabase = clientFor(s);
  const email = uniqueEmail();
  const { data, error } = await supabase.auth.signUp({ email, password: "correct1horse" });
  expect(error).toBeNull();
  context = new RouterContextProvider();
  context.set(sessionContext, {
    supabase,
    user: { id: data.user!.id, email, name: "", home: "/dashboards" },
    headers: new Headers(),
    url: new URL("https://planner.example/"),
  });
  // The live objects, as far as announcing goes: which dashboards heard "changed".
  const DASHBOARD_LIVE = {
    idFromName: (name: string) => name,
    get: (id: string) => ({
      changed: async () => void announced.push(id),
      changedFor: async (user: string) => void announced.push(`${id} for ${user}`),
    }),
  };
  // One's own object (/today): what it heard.
  const PERSON_LIVE = {
    idFromName: (name: string) => name,
    get: (id: string) => ({ changed: async () => void announced.push(`today of ${id}`) }),
  };
  me = data.user!.id;
  context.set(cloudflareContext, {
    env: { DASHBOARD_LIVE, PERSON_LIVE } as unknown as Env,
    ctx: { waitUntil: () => {} } as unknown as ExecutionContext,
  });
});
const announced: string[] = [];
let me: string;
afterAll(() => s.close());

const intents: Intents = {
  create: intent(z.object({ name: z.string().trim().min(1, "api:name_required").max(100, "api:name_too_long") }), {
    field: "name",
    async run(form, { call }) {
      const { id } = await call("create_dashboard", { p_name: form.name });
      return { flash: { kind: "success", message: "dashboards:flash.created" }, to: `/dashboards/${id}` };
    },
  }),
  // A change by id: the database's answer names the dashboard.
  done: intent(z.object({ objective: z.uuid() }), {
    async run(form, { call }) {
      await call("set_objective_done", { p_objective: form.objective, p_done: true });
      return {};
    },
  }),
  rename: intent(z.object({ id: z.uuid(), name: z.string() }), {
    field: (code) => (code === "name_too_long" ? "name" : "_form"),
    async run(form, { call }) {
      await call("rename_dashboard", { p_dashboard: form.id, p_name: form.name });
      return {};
    },
  }),
  // Two messages, in order (a change and the daily goal it met).
  tell: intent(z.object({}), {
    async run() {
      return {
        flash: [
          { kind: "success", message: "flashes:done" },
          { kind: "success", message: "flashes:goalReached", values: { count: "5" } },
        ],
      };
    },
  }),
  // One's own view only: a star.
  favorite: intent(z.object({ id: z.uuid() }), {
    async run(form, { call }) {
      await call("set_dashboard_favorite", { p_dashboard: form.id, p_favorite: true });
      return {};
    },
  }),
  // A row's button: every refusal is the list's, none the form's own field.
  "rename-row": intent(z.object({ id: z.uuid(), name: z.string() }), {
    field: "list",
    async run(form, { call }) {
      await call("rename_dashboard", { p_dashboard: form.id, p_name: form.name });
      return {};
    },
  }),
};

async function submit(fields: Record<string, string>, params: Record<string, string> = {}) {
  const url = new URL("http://localhost/dashboards?view=all");
  const request = new Request(url, { method: "POST", body: new URLSearchParams(fields) });
  try {
    return await handleIntents({ request, url, params, context }, intents);
  } catch (thrown) {
    return thrown;
  }
}

const failure = (answer: unknown) =>
  answer as { type: string; data: { errors: unknown; values: unknown }; init: { status: number } };

describe("handleIntents", () => {
  it("answers an unknown or missing intent with a 400", async () => {
    for (const fields of [{ intent: "drop-tables", name: "x" }, { name: "x" }] as Record<string, string>[]) {
      const answer = failure(await submit(fields));
      expect(answer.init.status).toBe(400);
      expect(answer.data).toBe("unknown_intent");
    }
  });

  it("answers a body that is no form (JSON, a multipart body cut short) with a 400", async () => {
    const url = new URL("http://localhost/dashboards");
    const bodies: [string, string][] = [
      ["application/json", '{"intent":"create","name":"x"}'],
      ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncreate'],
    ];
    for (const [type, body] of bodies) {
      const request = new Request(url, { method: "POST", body, headers: { "Content-Type": type } });
      const answer = failure(await handleIntents({ request, url, params: {}, context }, intents).catch((e) => e));
      expect(answer.init.status).toBe(400);
      expect(answer.data).toBe("form_unreadable");
    }
  });

  it("answers a form that does not parse with a 400, its messages by field, the typed values kept", async () => {
    const answer = failure(await submit({ intent: "create", name: "   " }));
    expect(answer.init.status).toBe(400);
    expect(answer.data).toEqual({
      errors: { name: [{ key: "api:name_required", values: { min: 1 } }] },
      values: { intent: "create", name: "   " },
    });
  });

  it("puts a database refusal on the intent's field, with the number the database gave", async () => {
    const id = (await intentsCall("create_dashboard", { p_name: "Mine" })).id;
    const answer = failure(await submit({ intent: "rename", id, name: "y".repeat(101) }));
    expect(answer.init.status).toBe(422);
    expect(answer.data).toEqual({
      errors: { name: [{ key: "api:name_too_long", values: { max: 100 } }] },
      values: { intent: "rename", id, name: "y".repeat(101) },
    });
    const notMine = failure(await submit({ intent: "rename", id: crypto.randomUUID(), name: "z" }));
    expect(notMine.init.status).toBe(404);
    expect(notMine.data).toMatchObject({ errors: { _form: ["api:dashboard_not_found"] } });
  });

  it("redirects a plain form after a change (Post/Redirect/Get) with a flash, by default back to the page", async () => {
    const created = (await submit({ intent: "create", name: "Trip" })) as Response;
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toMatch(/^\/dashboards\/[0-9a-f-]{36}$/);
    expect(created.headers.get("Set-Cookie")).toMatch(/^flash-[0-9a-z]{17}=/);
    const id = created.headers.get("Location")!.split("/").pop()!;
    const renamed = (await submit({ intent: "rename", id, name: "Journey" })) as Response;
    expect(renamed.headers.get("Location")).toBe("/dashboards?view=all");
    expect(renamed.headers.get("Set-Cookie")).toBeNull();
  });

  it("sets a cookie for each of several messages, in their order", async () => {
    const answer = (await submit({ intent: "tell" })) as Response;
    const told = answer.headers
      .getSetCookie()
      .filter((cookie) => cookie.startsWith("flash-"))
      .map((cookie) => {
        const [name, value] = cookie.split(";")[0]!.split("=");
        return { name, ...JSON.parse(decodeURIComponent(value!)) };
      });
    expect(told.map((flash) => flash.message)).toEqual(["flashes:done", "flashes:goalReached"]);
    // Their ids sort by time: the toasts show them in this order.
    expect(told[0].name < told[1].name).toBe(true);
    expect(told[1].values).toEqual({ count: "5" });
  });

  it("answers a fetcher with data, so that the page's loaders run after the change", async () => {
    const answer = failure(await submit({ intent: "create", name: "Fetched", [FETCHER_FIELD]: "1" }));
    expect(answer.type).toBe("DataWithResponseInit");
    expect(answer.data).toEqual({ ok: true });
  });
});

describe("handleIntents announces a change", () => {
  it("to the dashboards the database vouched for, never to the page's address", async () => {
    // One of the dashboards made above (a free plan allows few).
    const { dashboards } = await intentsCall("get_dashboards_page", { p_time_zone: "UTC" });
    const mine = dashboards[0].id;
    const objective = (await intentsCall("add_objective", { p_dashboard: mine, p_day: "2030-01-01", p_title: "Tea" }))
      .id;
    // Posted to another dashboard's address: the objective's own dashboard hears of it.
    const elsewhere = crypto.randomUUID();
    announced.length = 0;
    await submit({ intent: "done", objective }, { dashboardId: elsewhere });
    expect(announced).toEqual([mine]);
    // An accepted p_dashboard counts; a refused change announces nothing.
    announced.length = 0;
    await submit({ intent: "rename", id: mine, name: "Ours" }, { dashboardId: elsewhere });
    await submit({ intent: "rename", id: elsewhere, name: "Theirs" }, { dashboardId: elsewhere });
    expect(announced).toEqual([mine]);
    // A change to one's own view of it (a star) is nobody else's news: only one's own other
    // pages of it, and one's /today, hear of it.
    announced.length = 0;
    await submit({ intent: "favorite", id: mine });
    expect(announced).toEqual([`${mine} for ${me}`, `today of ${me}`]);
  });

  it("reads only ids: an argument's p_dashboard, and an answer's dashboard, dashboard_id, moved_from and dashboards", () => {
    const [a, b, c] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    expect(dashboardsConfirmed({ p_dashboard: a }, { dashboard: b, moved_from: c })).toEqual([a, b, c]);
    expect(dashboardsConfirmed({ p_objective: a }, { dashboard_id: b })).toEqual([b]);
    // A move over several dashboards (/upcoming's Reschedule, its Undo) names them all.
    expect(dashboardsConfirmed({ p_day: "2030-01-01" }, { dashboards: [a, b, "x", 1] })).toEqual([a, b]);
    // A page's answer carries its dashboard as an object, and nothing here is a dashboard.
    expect(dashboardsConfirmed({ p_dashboard: "x" }, { dashboard: { id: a }, id: b })).toEqual([]);
    expect(dashboardsConfirmed({}, null)).toEqual([]);
  });
});

async function intentsCall(fn: string, args: Record<string, unknown>): Promise<any> {
  const { data, error } = await context.get(sessionContext).supabase.rpc(fn, args);
  if (error) throw error;
  return data;
}

describe("handleIntents with a fetcher's refusal", () => {
  /** The flash a response sets, decoded from its cookie. */
  const flashOf = (answer: unknown) => {
    const headers = new Headers((answer as { init?: { headers?: HeadersInit } }).init?.headers);
    const cookie = headers.get("Set-Cookie");
    return cookie ? JSON.parse(decodeURIComponent(cookie.split(";")[0]!.split("=").slice(1).join("="))) : null;
  };
  // One of the dashboards made above (a free plan allows few).
  const ownDashboard = async () => (await intentsCall("get_dashboards_page", { p_time_zone: "UTC" })).dashboards[0].id;

  it("leaves the message to the form when it is about one of its fields", async () => {
    const id = await ownDashboard();
    const answer = failure(await submit({ intent: "rename", id, name: "y".repeat(101), [FETCHER_FIELD]: "1" }));
    expect(answer.init.status).toBe(422);
    expect(answer.data.errors).toEqual({ name: [{ key: "api:name_too_long", values: { max: 100 } }] });
    expect(flashOf(answer)).toBeNull();
  });

  it("also sends a message about anything else as an error toast, which a plain form shows in place", async () => {
    const other = crypto.randomUUID();
    const fetched = failure(await submit({ intent: "rename", id: other, name: "z", [FETCHER_FIELD]: "1" }));
    expect(fetched.init.status).toBe(404);
    expect(fetched.data).toMatchObject({ errors: { _form: ["api:dashboard_not_found"] } });
    expect(flashOf(fetched)).toMatchObject({ kind: "error", message: "api:dashboard_not_found" });
    expect(flashOf(failure(await submit({ intent: "rename", id: other, name: "z" })))).toBeNull();
    // With the number the database gave, as the flash's text values.
    const id = await ownDashboard();
    const long = failure(await submit({ intent: "rename-row", id, name: "y".repeat(101), [FETCHER_FIELD]: "1" }));
    expect(long.data.errors).toEqual({ list: [{ key: "api:name_too_long", values: { max: 100 } }] });
    expect(flashOf(long)).toMatchObject({ kind: "error", message: "api:name_too_long", values: { max: "100" } });
  });
});

describe("handleIntents with forms sent together (a closing page's lines)", () => {
  const rename = (id: string, name: string) => [
    ["intent", "rename"],
    ["id", id],
    ["name", name],
  ];
  const nameOf = async (id: string) =>
    (
      (await intentsCall("get_dashboards_page", { p_time_zone: "UTC" })).dashboards as { id: string; name: string }[]
    ).find((d) => d.id === id)!.name;

  it("runs them in turn, in the order sent", async () => {
    const { id } = (await intentsCall("get_dashboards_page", { p_time_zone: "UTC" })).dashboards[0];
    const answer = (await submit({
      [BATCH_FIELD]: JSON.stringify([rename(id, "First"), rename(id, "Second")]),
    })) as Response;
    expect(answer.status).toBe(302);
    expect(await nameOf(id)).toBe("Second");
  });

  it("stops at the first refusal and answers it; the forms before it stay done", async () => {
    const { id } = (await intentsCall("get_dashboards_page", { p_time_zone: "UTC" })).dashboards[0];
    const forms = [rename(id, "Kept"), rename(id, "y".repeat(101)), rename(id, "Never")];
    const answer = failure(await submit({ [BATCH_FIELD]: JSON.stringify(forms) }));
    expect(answer.init.status).toBe(422);
    expect(answer.data.errors).toEqual({ name: [{ key: "api:name_too_long", values: { max: 100 } }] });
    expect(await nameOf(id)).toBe("Kept");
  });

  it("refuses what is not a list of forms with a 400", async () => {
    for (const batch of ["not json", "[]", JSON.stringify([[["intent", 3]]]), JSON.stringify(Array(51).fill([]))]) {
      const answer = failure(await submit({ [BATCH_FIELD]: batch }));
      expect(answer.init.status).toBe(400);
      expect(answer.data).toBe("batch_invalid");
    }
  });
});

describe("refusalFlash", () => {
  it("words a refusal as a field would, its limit as text, and an unknown one generically", () => {
    expect(refusalFlash({ code: "templates_full", hint: "50", status: 422 })).toEqual({
      kind: "error",
      message: "api:templates_full",
      values: { max: "50" },
    });
    expect(refusalFlash({ code: "template_not_found", hint: null, status: 404 })).toEqual({
      kind: "error",
      message: "api:template_not_found",
    });
    expect(refusalFlash({ code: "no_such_code", hint: null, status: 400 })).toEqual({
      kind: "error",
      message: "api:unexpected",
    });
  });
});
