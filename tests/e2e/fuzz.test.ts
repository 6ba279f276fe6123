import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { APIRequestContext } from "@playwright/test";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR } from "../../playwright.config";
import { expect, test, visitorIp } from "./fixtures";
import { PASSWORD, SUPABASE_URL, uniqueEmail } from "./helpers";

// Fuzzing every action of the app: generated form data (missing, repeated, oversized,
// malformed and unicode values, other people's ids) posted as a visitor, an outsider, a
// member and an admin, as documents and as JavaScript's data requests, in all seven
// languages. Never a server error; every 4xx page in the visitor's language; afterwards
// the data's invariants hold and a stranger's dashboard is untouched.
// FUZZ_RUNS sets the number of cases (default 1,000, each CI run from its own seeds, which a
// failure prints); `npm run fuzz -- --runs 10000` for a long run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const LANES = 3;
const LANGUAGES = ["en", "pt", "de", "es", "fr", "zh", "ja"] as const;
const CALLERS = ["anon", "outsider", "member", "admin"] as const;
type Caller = (typeof CALLERS)[number];

/** Each action, with its intents and their fields ("" = no intent field). */
const ENDPOINTS: { path: string; intents: Record<string, string[]> }[] = [
  { path: "/login", intents: { password: ["email", "password"], "magic-link": ["email"], google: [] } },
  { path: "/login/sign-up", intents: { "": ["name", "email", "password"] } },
  { path: "/login/code", intents: { resend: ["email"], "": ["email", "code"] } },
  { path: "/login/forgot-password", intents: { "": ["email"] } },
  { path: "/login/reset-password", intents: { "": ["password"] } },
  // Nobody here has two-step on: each goes on to the start page (decisions 077, 083).
  { path: "/login/two-step", intents: { "": ["code", "factor"], "recovery-code": ["recovery"] } },
  {
    path: "/settings",
    intents: {
      "": ["displayName", "timeZone"],
      "daily-email": ["hour", "weekdays"],
      "assignment-emails": ["on"],
      // Never the right current password (its generator is the default one): Auth refuses.
      "change-password": ["currentPassword", "password"],
      "password-link": [],
      // Never the right password or code (decision 080): Auth or the database refuses.
      "delete-account": ["confirmEmail", "password", "emailCode", "code", "factor"],
      "delete-account-code": [],
      // Ids nobody has, or junk (decision 081): no session ends but those shown to their owner.
      "end-session": ["session"],
      "sign-in-alerts": ["on"],
      // Refused without two-step on (decision 083).
      "recovery-codes": [],
    },
  },
  // The daily email's "turn off" link: a page's button, or a mail app's one-click POST.
  { path: "/daily-email/off/:token", intents: { "": ["List-Unsubscribe"] } },
  { path: "/subscription/portal", intents: { manage: [] } },
  {
    path: "/dashboards",
    intents: {
      create: ["name", "requestId"],
      rename: ["dashboardId", "name"],
      "accept-invitation": ["invitationId"],
      "decline-invitation": ["invitationId"],
    },
  },
  {
    path: "/dashboards/:dashboard?index",
    intents: {
      add: ["text", "day", "today", "requestId"],
      toggle: ["objectiveId", "done"],
      delete: ["objectiveId"],
      duplicate: ["objectiveId", "requestId"],
      postpone: ["objectiveId", "day"],
      restore: ["objectiveId"],
      reorder: ["objectiveId", "index"],
      "move-today": ["objectiveId"],
      assign: ["objectiveId", "to", "from"],
      "undo-move": ["moveId"],
      "add-note": ["title", "body", "year", "requestId"],
      "update-note": ["noteId", "title", "body"],
      "delete-note": ["noteId"],
      "restore-note": ["noteId"],
    },
  },
  // Today on every dashboard (decision 038): each change names the objective's dashboard.
  {
    path: "/today",
    intents: {
      toggle: ["objectiveId", "done"],
      add: ["text", "day", "today", "requestId", "dashboardId"],
      "move-today": ["objectiveId", "dashboardId"],
      "move-all": ["dashboardId"],
      "undo-move": ["moveId"],
    },
  },
  // The next days on every dashboard (decision 043): quick add, done and not done by id.
  {
    path: "/upcoming",
    intents: { add: ["text", "day", "today", "requestId", "dashboardId"], toggle: ["objectiveId", "done"] },
  },
  // An objective dragged to another day (with JavaScript).
  {
    path: "/dashboards/:dashboard/calendar",
    intents: { postpone: ["objectiveId", "day"], "undo-move": ["moveId"] },
  },
  {
    path: "/dashboards/:dashboard/notes",
    intents: {
      "add-note": ["title", "body", "year", "requestId"],
      "update-note": ["noteId", "title", "body"],
      "delete-note": ["noteId"],
      "restore-note": ["noteId"],
    },
  },
  {
    path: "/dashboards/:dashboard/settings",
    intents: {
      "show-done": ["showDone"],
      "daily-email-dashboard": ["included"],
      "day-order": ["order"],
      duplicate: ["name", "requestId"],
      rename: ["name"],
      delete: ["confirm"],
      invite: ["emails", "requestId"],
      "resend-invitation": ["invitationId"],
      "revoke-invitation": ["invitationId"],
      "remove-member": ["userId", "name", "confirm"],
      "make-admin": ["userId", "name", "confirm"],
      leave: ["confirm", "name"],
      "feed-create": [],
      "feed-off": [],
      "email-address-create": [],
      "email-address-off": [],
      "share-create": [],
      "share-new": ["confirm"],
      "share-off": ["confirm"],
      // Posted as multipart, the file's text generated (fileText).
      import: ["file", "today", "requestId"],
    },
  },
  {
    path: "/dashboards/:dashboard/objectives/:objective",
    intents: {
      save: [
        "title",
        "description",
        "priority",
        "assignee",
        "dashboard",
        "day",
        "at",
        "repeat",
        "nth",
        "nthDay",
        "nthMonth",
        "fromDone",
        "marker",
        "marker",
      ],
      move: ["batchId", "day"],
      forever: [],
      reopen: ["batchId", "day"],
      delete: [],
      comment: ["body", "requestId"],
      "delete-comment": ["commentId"],
      "edit-comment": ["commentId", "body"],
      react: ["commentId", "choice"],
      "add-item": ["title", "requestId"],
      "add-items": ["titles", "requestId"],
      "tick-item": ["itemId", "done"],
      "rename-item": ["itemId", "title"],
      "move-item": ["itemId", "position"],
      "delete-item": ["itemId"],
      "restore-item": ["itemId"],
      "item-to-objective": ["itemId", "requestId"],
    },
  },
  {
    path: "/dashboards/:dashboard/filters",
    intents: {
      "add-marker": ["name", "color", "requestId"],
      "update-marker": ["markerId", "name", "color"],
      "delete-marker": ["markerId", "confirm"],
    },
  },
  {
    path: "/invitations/:token",
    intents: { "accept-invitation": ["invitationId"], "decline-invitation": ["invitationId"] },
  },
];

interface World {
  ids: Record<"dashboard" | "objective" | "note" | "marker" | "user" | "invitation", string[]>;
  tokens: string[];
  stranger: string;
  contexts: Record<Caller, APIRequestContext>;
}

const junk = fc.oneof(
  fc.constant(""),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constantFrom(
    "null",
    "undefined",
    "[]",
    "{}",
    "0",
    "-1",
    "1e309",
    "NaN",
    "true",
    "' or 1=1 --",
    "<script>x</script>",
    "\u0000",
    "%00",
    "../../etc",
    " ",
  ),
  fc.string({ minLength: 5_000, maxLength: 30_000 }),
);

function valueFor(field: string, world: World): fc.Arbitrary<string> {
  const known = (kind: keyof World["ids"]) => fc.oneof(fc.constantFrom(...world.ids[kind]), fc.uuid(), junk);
  switch (field) {
    case "dashboardId":
    case "dashboard":
      return known("dashboard");
    case "objectiveId":
      return known("objective");
    case "noteId":
      return known("note");
    case "markerId":
    case "marker":
      return known("marker");
    case "userId":
      return known("user");
    // A time of day (decision 093): as a picker sends it, typed, or anything.
    case "at":
      return fc.oneof(fc.constantFrom("09:30", "3 pm", "24:00", "下午3点", ""), junk);
    case "text":
      return fc.oneof(
        fc.constantFrom(
          "Call +me",
          "Call +nobody-here tomorrow",
          "+me",
          "C++ +1 p1 #x +a +b",
          "Call at 3pm 10:00-11:00",
        ),
        fc.string({ maxLength: 60 }),
        fc.string({ unit: "grapheme", maxLength: 120 }),
        junk,
      );
    case "assignee":
    case "to":
      return fc.oneof(known("user"), fc.constantFrom("none", "me"), fc.uuid(), junk);
    case "invitationId":
      return known("invitation");
    // A reaction's button: one of the six on or off, or anything else.
    case "choice":
      return fc.oneof(fc.constantFrom("thumbs_up:on", "heart:off", "check:on", "skull:on", "heart:maybe"), junk);
    case "requestId":
    case "commentId":
      return fc.oneof(fc.uuid(), junk);
    case "email":
    case "emails":
      return fc.oneof(
        fc.constant("").map(() => uniqueEmail("fuzz")),
        fc.emailAddress(),
        junk,
      );
    case "password":
      return fc.oneof(fc.string({ minLength: 8, maxLength: 80 }), fc.constant(PASSWORD), junk);
    case "day":
    case "today":
    case "from":
      return fc.oneof(
        fc
          .date({ min: new Date("0001-01-01"), max: new Date("9999-12-31"), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
        fc.constantFrom("2026-02-30", "2026-13-01", "99999-01-01", "-2026-01-01"),
        junk,
      );
    case "index":
    case "year":
      return fc.oneof(
        fc.integer({ min: -100_000, max: 100_000 }).map(String),
        fc.constantFrom("2026", "1899", "10000", "1.5", "1e3"),
        junk,
      );
    case "done":
    case "showDone":
    case "on":
    case "weekdays":
      return fc.oneof(fc.constantFrom("true", "false"), junk);
    case "confirm":
      return fc.oneof(fc.constantFrom("delete", "leave", "remove", "make-admin"), junk);
    case "color":
      return fc.oneof(fc.constantFrom("red", "blue", "slate", "RED"), junk);
    case "code":
      return fc.oneof(fc.stringMatching(/^\d{6}$/), junk);
    case "repeat":
      return fc.oneof(
        fc.constantFrom(
          "none",
          "daily",
          "weekly:2",
          "monthly:99",
          "weekdays:2",
          "yearly:0",
          "daily:100",
          "weekly:",
          "days",
          "days:1,4",
          "days:1,4:2",
          "days:1,2,3,4,5,6,7:2",
          "days:8",
          "custom",
          "nth",
          "nthYear",
          "nth:-1:1:5",
          "nth:-1:0",
          "nth:1:1:13",
        ),
        junk,
      );
    case "weekday":
      return fc.oneof(fc.constantFrom("1", "7", "0", "8", "1,4"), junk);
    case "nth":
      return fc.oneof(fc.constantFrom("1", "4", "-1", "5", "0", ""), junk);
    case "nthDay":
    case "nthMonth":
      return fc.oneof(fc.constantFrom("1", "7", "12", "13", "0", "05", ""), junk);
    case "daysEvery":
    case "nthEvery":
    case "mdaysEvery":
      return fc.oneof(fc.constantFrom("1", "2", "4", "99", "100", "0", ""), junk);
    case "every":
      return fc.oneof(fc.constantFrom("1", "99", "100", "0", "-1", "2.5", " 3 "), junk);
    case "unit":
      return fc.oneof(fc.constantFrom("daily", "weekly", "monthly", "yearly", "hourly"), junk);
    case "file":
      return fileText;
    case "timeZone":
      return fc.oneof(fc.constantFrom("", "Europe/Lisbon", "Asia/Tokyo", "Mars/Olympus", "UTC"), junk);
    case "order":
      return fc.oneof(fc.constantFrom("manual", "priority", "name"), junk);
    case "hour":
      return fc.oneof(fc.integer({ min: -2, max: 25 }).map(String), fc.constantFrom("", "7.5", "07"), junk);
    case "List-Unsubscribe":
      return fc.oneof(fc.constant("One-Click"), junk);
    default:
      return fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: "grapheme", maxLength: 120 }), junk);
  }
}

/** A file to import: CSV with a known header or not, an export's JSON, or junk. */
const cell = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    "2030-01-01",
    "2030-02-30",
    "task",
    "weekly",
    "daily:3",
    "days:1,4",
    "true",
    "@home x",
    "every 2 weeks",
    "tomorrow",
  ),
  junk,
);
const fileText: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        '"day","title","done","done_at","filters","repeat","repeat_every","created_at"',
        '"year","title","body","filters"',
        "TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE",
        "name,age",
        // Any sheet of tasks (import-sheet.server.ts): days in numbers or words, priorities in words.
        "Task,Due date,Status,Priority,Tags,Notes,Assignee,Deadline",
      ),
      fc.array(fc.array(cell, { maxLength: 10 }), { maxLength: 8 }),
    )
    .map(([head, rows]) =>
      [head, ...rows.map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(","))].join("\r\n"),
    ),
  fc
    .record({
      format: fc.constantFrom("planner-dashboard", "x"),
      filters: fc.array(fc.record({ name: cell, color: cell }), { maxLength: 3 }),
      objectives: fc.array(
        fc.record({
          day: cell,
          title: cell,
          done: fc.boolean(),
          repeat: cell,
          repeat_every: fc.oneof(fc.integer(), cell),
          filters: fc.array(cell, { maxLength: 3 }),
        }),
        { maxLength: 5 },
      ),
      notes: fc.array(
        fc.record({ year: fc.oneof(fc.integer({ min: 1800, max: 10_001 }), cell), title: cell, body: cell }),
        {
          maxLength: 3,
        },
      ),
    })
    .map((file) => JSON.stringify(file)),
  junk,
);

/** One case: who, where, what, in which language, as a document or a data request. */
function cases(world: World) {
  return fc
    .record({
      caller: fc.constantFrom(...CALLERS),
      endpoint: fc.constantFrom(...ENDPOINTS),
      lng: fc.constantFrom(...LANGUAGES),
      asData: fc.boolean(),
      fetcher: fc.boolean(),
      dashboard: fc.oneof(
        fc.constantFrom(...world.ids.dashboard, world.stranger),
        fc.uuid(),
        fc.constantFrom("nope", "%2e%2e"),
      ),
      objective: fc.oneof(fc.constantFrom(...world.ids.objective), fc.uuid()),
      token: fc.oneof(fc.constantFrom(...world.tokens), fc.string({ minLength: 1, maxLength: 80 })),
      seed: fc.nat(),
    })
    .chain((c) => {
      const intents = Object.keys(c.endpoint.intents);
      return fc.record({
        c: fc.constant(c),
        intent: fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...intents) }, { weight: 1, arbitrary: junk }),
      });
    })
    .chain(({ c, intent }) => {
      // Own keys only: a junk intent like "constructor" names nothing here either.
      const fields = Object.hasOwn(c.endpoint.intents, intent) ? c.endpoint.intents[intent]! : ["title", "name"];
      return fc.record({
        c: fc.constant(c),
        intent: fc.constant(intent),
        // Each field present (mostly), sometimes twice, plus the odd unknown one.
        form: fc.tuple(
          ...fields.map((f) =>
            fc.tuple(
              fc.constant(f),
              fc.option(valueFor(f, world), { freq: 6 }),
              fc.option(valueFor(f, world), { freq: 1, nil: undefined }),
            ),
          ),
          fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), junk), { freq: 4 }),
        ),
      });
    });
}

/** One request at a time per caller: each caller's context (its cookies) is shared by the lanes. */
const turns = new Map<Caller, Promise<unknown>>();
function inTurn<T>(caller: Caller, run: () => Promise<T>): Promise<T> {
  const next = (turns.get(caller) ?? Promise.resolve()).then(run, run);
  turns.set(
    caller,
    next.catch(() => undefined),
  );
  return next;
}

/** The language this client chose (the `lng` cookie, as React Router's createCookie writes it), if any. */
async function chosenLanguage(context: APIRequestContext): Promise<string | null> {
  const { cookies } = await context.storageState();
  const cookie = cookies.find((c) => c.name === "lng");
  if (!cookie) return null;
  try {
    const value: unknown = JSON.parse(atob(decodeURIComponent(cookie.value)));
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

function urlOf(c: {
  endpoint: { path: string };
  dashboard: string;
  objective: string;
  token: string;
  asData: boolean;
}) {
  const path = c.endpoint.path
    .replace(":dashboard", encodeURIComponent(c.dashboard))
    .replace(":objective", encodeURIComponent(c.objective))
    .replace(":token", encodeURIComponent(c.token));
  if (!c.asData) return path;
  const [pathname, search] = path.split("?");
  return `${pathname}.data${search ? `?${search}` : ""}`;
}

test.describe("fuzzing the actions", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: one project is enough");

  test(`${RUNS} generated submissions: no server error, localized 4xx, invariants hold`, async ({
    playwright,
    baseURL,
  }) => {
    test.setTimeout(Math.max(300_000, RUNS * 400));
    const world = await buildWorld(playwright.request, baseURL!);
    const before = await invariants(world.stranger);
    expect(before.violations).toEqual([]);

    const lane = (seed: number) =>
      fc.assert(
        fc.asyncProperty(cases(world), async ({ c, intent, form }) => {
          const body = new URLSearchParams();
          if (intent) body.append("intent", intent);
          if (c.fetcher) body.append("_fetcher", "1");
          for (const entry of form) {
            if (!entry) continue;
            const [name, first, second] = entry as [string, string | null, string | undefined];
            if (first !== null && first !== undefined) body.append(name, first);
            if (second !== undefined) body.append(name, second);
          }
          // A form with a file goes as multipart, the file's text as a file.
          const multipart = body.has("file") ? new FormData() : undefined;
          for (const [name, value] of multipart ? body : [])
            multipart!.append(name, name === "file" ? new File([value], "upload.csv", { type: "text/csv" }) : value);
          // A language chosen earlier (a sign-in brings the account's) wins over Accept-Language.
          // The lanes share each caller's cookies, so one caller's requests take turns: another
          // lane's sign-up must not change the language between reading it and posting.
          const { expected, res, text } = await inTurn(c.caller, async () => {
            const expected = (await chosenLanguage(world.contexts[c.caller])) ?? c.lng;
            const headers = { "Accept-Language": c.lng, "CF-Connecting-IP": visitorIp() };
            const res = await world.contexts[c.caller].post(
              urlOf(c),
              multipart
                ? { headers, multipart, maxRedirects: 0 }
                : {
                    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
                    data: body.toString(),
                    maxRedirects: 0,
                  },
            );
            return { expected, res, text: await res.text() };
          });
          const status = res.status();
          if (status >= 500)
            throw new Error(
              `${status} for ${c.caller} ${urlOf(c)} ${body.toString().slice(0, 400)}\n${text.slice(0, 400)}`,
            );
          if (status >= 400 && (res.headers()["content-type"] ?? "").startsWith("text/html")) {
            expect(text, `language of the ${status} page`).toContain(`data-locale="${expected}"`);
          }
        }),
        // The first failure is reported as it came: shrinking it through HTTP (each step a
        // request, sign-ups rate-limited) outlived the test's timeout and hid the message.
        { numRuns: Math.ceil(RUNS / LANES), seed, endOnFailure: true, includeErrorInReport: true },
      );
    await Promise.all(Array.from({ length: LANES }, (_, i) => lane(Date.now() + i)));

    const after = await invariants(world.stranger);
    expect(after.violations).toEqual([]);
    expect(after.digest, "a stranger's dashboard was changed").toBe(before.digest);
    await Promise.all(Object.values(world.contexts).map((c) => c.dispose()));
  });
});

async function invariants(dashboard: string): Promise<{ violations: string[]; digest: string }> {
  return (await fetch(`${SUPABASE_URL}/__invariants?dashboard=${dashboard}`)).json() as Promise<{
    violations: string[];
    digest: string;
  }>;
}

/** People, dashboards and content to aim at; each caller signed in to the app in their own context. */
async function buildWorld(request: typeof import("@playwright/test").request, baseURL: string): Promise<World> {
  // The stand-in under test keeps its keys in its data folder (playwright.config.ts).
  const { publishableKey } = JSON.parse(readFileSync(path.join(E2E_DATA_DIR, "keys.json"), "utf8")) as {
    publishableKey: string;
  };
  const people: Record<string, { client: SupabaseClient; email: string; id: string }> = {};
  for (const name of ["admin", "member", "outsider", "stranger"]) {
    const email = uniqueEmail(`fuzz-${name}`);
    const client = createClient(SUPABASE_URL, publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: name } },
    });
    if (error) throw error;
    people[name] = { client, email, id: data.user!.id };
  }
  const { admin, member, outsider, stranger } = people as Record<
    string,
    { client: SupabaseClient; email: string; id: string }
  >;
  const ids: World["ids"] = {
    dashboard: [],
    objective: [],
    note: [],
    marker: [],
    user: Object.values(people).map((p) => p.id),
    invitation: [],
  };
  const tokens: string[] = [];
  const rpc = async (who: SupabaseClient, fn: string, args: Record<string, unknown>) => {
    const { data, error } = await who.rpc(fn, args);
    if (error) throw new Error(`${fn}: ${error.message}`);
    return data;
  };
  for (const name of ["Fuzz one", "Fuzz two"]) {
    const dashboard = await rpc(admin!.client, "create_dashboard", { p_name: name });
    ids.dashboard.push(dashboard.id);
    for (let i = 0; i < 4; i++) {
      ids.objective.push(
        (
          await rpc(admin!.client, "add_objective", {
            p_dashboard: dashboard.id,
            p_day: "2026-03-0" + (1 + (i % 2)),
            p_title: `o${i}`,
            p_marker_names: [`m${i % 2}`],
          })
        ).id,
      );
      ids.note.push(
        (await rpc(admin!.client, "add_note", { p_dashboard: dashboard.id, p_year: 2026, p_title: `n${i}` })).id,
      );
    }
    const page = await rpc(admin!.client, "get_markers_page", { p_dashboard: dashboard.id });
    ids.marker.push(...page.markers.map((m: { id: string }) => m.id));
    const invited = await rpc(admin!.client, "invite_members", {
      p_dashboard: dashboard.id,
      p_emails: [member!.email, outsider!.email],
    });
    for (const t of invited.tokens) {
      ids.invitation.push(t.id);
      tokens.push(t.token);
    }
    await rpc(member!.client, "accept_invitation", {
      p_invitation: invited.tokens.find((t: { email: string }) => t.email === member!.email).id,
    });
  }
  const theirs = await rpc(stranger!.client, "create_dashboard", { p_name: "Not yours" });
  ids.objective.push(
    (await rpc(stranger!.client, "add_objective", { p_dashboard: theirs.id, p_day: "2026-03-01", p_title: "theirs" }))
      .id,
  );
  ids.note.push(
    (await rpc(stranger!.client, "add_note", { p_dashboard: theirs.id, p_year: 2026, p_title: "theirs" })).id,
  );
  ids.marker.push(
    (await rpc(stranger!.client, "add_marker", { p_dashboard: theirs.id, p_name: "theirs", p_color: "red" })).id,
  );

  const contexts = {} as Record<Caller, APIRequestContext>;
  for (const caller of CALLERS) {
    // A connection per request: Playwright keeps idle sockets with no timeout of its own, and
    // workerd closes them after 15 s; a POST sent on one as it closes failed with ECONNRESET.
    contexts[caller] = await request.newContext({ baseURL, extraHTTPHeaders: { Connection: "close" } });
    if (caller === "anon") continue;
    const res = await contexts[caller].post("/login", {
      form: { intent: "password", email: people[caller]!.email, password: PASSWORD },
      headers: { "CF-Connecting-IP": visitorIp() },
      maxRedirects: 0,
    });
    expect(res.status(), `${caller} signs in`).toBe(302);
  }
  return { ids, tokens, stranger: theirs.id, contexts };
}
