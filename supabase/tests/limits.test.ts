import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../app/lib/limits.ts";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, refused, subscribe } from "./helpers.ts";

// app/lib/limits.ts is the app's copy of every limit; the database decides. Each limit is
// tried at its value (accepted) and one past it (refused, with the limit in the error's
// hint, where the app's message takes its number from).
let db: Db;
let owner: { id: string; email: string };
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ owner } = (await createUsers(db, ["owner"])) as any);
  // Limits of plans are billing.test.ts's; here the owner has room for every dashboard.
  await subscribe(db, owner);
  dashboard = (await call(db, owner, "create_dashboard", { p_name: "Limits" })).id;
});
afterAll(() => db.close());

const x = (n: number) => "x".repeat(n);
const tooLong = (code: string, max: number) => ({ ...refused("PT422", code), hint: String(max) });
const reached = (max: number) => ({ ...refused("PT422", "limit_reached"), hint: String(max) });

describe("lengths", () => {
  it("search queries", async () => {
    const search = (query: string) => call(db, owner, "search_dashboard", { p_dashboard: dashboard, p_query: query });
    await expect(search(x(LIMITS.searchQuery))).resolves.toMatchObject({ query: x(LIMITS.searchQuery) });
    await expect(search(x(LIMITS.searchQuery + 1))).rejects.toMatchObject(
      tooLong("query_too_long", LIMITS.searchQuery),
    );
  });

  it("objective titles", async () => {
    const add = (title: string) =>
      call(db, owner, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: title });
    await expect(add(x(LIMITS.objectiveTitle))).resolves.toMatchObject({ title: x(LIMITS.objectiveTitle) });
    await expect(add(x(LIMITS.objectiveTitle + 1))).rejects.toMatchObject(
      tooLong("title_too_long", LIMITS.objectiveTitle),
    );
  });

  it("checklist steps, and steps on one objective", async () => {
    const { id } = await call(db, owner, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: "Steps" });
    const add = (title: string) => call(db, owner, "add_checklist_item", { p_objective: id, p_title: title });
    await expect(add(x(LIMITS.checklistItem))).resolves.toMatchObject({ title: x(LIMITS.checklistItem) });
    await expect(add(x(LIMITS.checklistItem + 1))).rejects.toMatchObject(
      tooLong("checklist_item_too_long", LIMITS.checklistItem),
    );
    for (let i = 1; i < LIMITS.checklistItems; i++) await add(`Step ${i}`);
    await expect(add("One more")).rejects.toMatchObject({
      ...refused("PT422", "checklist_full"),
      hint: String(LIMITS.checklistItems),
    });
  });

  it("rows of one imported file", async () => {
    const rows = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ year: 2026, title: `n${i}` })));
    const load = (n: number) => call(db, owner, "import_into_dashboard", { p_dashboard: dashboard, p_notes: rows(n) });
    await expect(load(LIMITS.importRows + 1)).rejects.toMatchObject({
      code: "PT422",
      message: "import_too_large",
      hint: String(LIMITS.importRows),
    });
  });

  it("note titles and texts, and the years notes belong to", async () => {
    const add = (title: string, body = "", year = 2026) =>
      call(db, owner, "add_note", { p_dashboard: dashboard, p_year: year, p_title: title, p_body: body });
    await expect(add(x(LIMITS.noteTitle), x(LIMITS.noteBody))).resolves.toMatchObject({ year: 2026 });
    await expect(add(x(LIMITS.noteTitle + 1))).rejects.toMatchObject(tooLong("title_too_long", LIMITS.noteTitle));
    await expect(add("Body", x(LIMITS.noteBody + 1))).rejects.toMatchObject(tooLong("body_too_long", LIMITS.noteBody));
    await expect(add("First", "", LIMITS.yearMin)).resolves.toMatchObject({ year: LIMITS.yearMin });
    await expect(add("Last", "", LIMITS.yearMax)).resolves.toMatchObject({ year: LIMITS.yearMax });
    await expect(add("Before", "", LIMITS.yearMin - 1)).rejects.toMatchObject(refused("PT422", "year_invalid"));
    await expect(add("After", "", LIMITS.yearMax + 1)).rejects.toMatchObject(refused("PT422", "year_invalid"));
  });

  it("dashboard, filter and display names", async () => {
    const rename = (name: string) => call(db, owner, "rename_dashboard", { p_dashboard: dashboard, p_name: name });
    await expect(rename(x(LIMITS.dashboardName))).resolves.toMatchObject({ name: x(LIMITS.dashboardName) });
    await expect(rename(x(LIMITS.dashboardName + 1))).rejects.toMatchObject(
      tooLong("name_too_long", LIMITS.dashboardName),
    );
    const marker = (name: string) =>
      call(db, owner, "add_marker", { p_dashboard: dashboard, p_name: name, p_color: "blue" });
    await expect(marker(x(LIMITS.markerName))).resolves.toMatchObject({ name: x(LIMITS.markerName) });
    await expect(marker(x(LIMITS.markerName + 1))).rejects.toMatchObject(
      tooLong("marker_name_too_long", LIMITS.markerName),
    );
    const profile = (name: string) => call(db, owner, "update_my_profile", { p_display_name: name });
    await expect(profile(x(LIMITS.displayName))).resolves.toMatchObject({ display_name: x(LIMITS.displayName) });
    await expect(profile(x(LIMITS.displayName + 1))).rejects.toMatchObject(
      tooLong("display_name_too_long", LIMITS.displayName),
    );
  });

  it("email addresses of invitations", async () => {
    const address = (length: number) => `${x(length - "@example.com".length)}@example.com`;
    const invite = (email: string) => call(db, owner, "invite_members", { p_dashboard: dashboard, p_emails: [email] });
    await expect(invite(address(LIMITS.email))).resolves.toMatchObject({ invited: [address(LIMITS.email)] });
    const long = address(LIMITS.email + 1);
    await expect(invite(long)).rejects.toMatchObject({ ...refused("PT422", "email_invalid"), hint: long });
  });
});

describe("invitations", () => {
  it("at most so many addresses per submit, valid for so many days", async () => {
    const emails = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}${i}@example.com`);
    const invite = (list: string[]) => call(db, owner, "invite_members", { p_dashboard: dashboard, p_emails: list });
    await expect(invite(emails(LIMITS.invitesPerSubmit + 1, "over"))).rejects.toMatchObject(
      tooLong("too_many_emails", LIMITS.invitesPerSubmit),
    );
    await expect(invite(emails(LIMITS.invitesPerSubmit, "ok"))).resolves.toMatchObject({ invited: expect.any(Array) });
    const { rows } = await db.query<{ days: number }>(
      "select extract(epoch from expires_at - created_at) / 86400 as days from public.dashboard_invitations where email = 'ok0@example.com'",
    );
    expect(Number(rows[0]!.days)).toBe(LIMITS.invitationDays);
  });
});

describe("counts", () => {
  // Filled directly (as the database owner) up to one below the limit, then the last one
  // goes through the function and the next is refused.
  async function fill(sql: string, params: unknown[]) {
    await db.query(sql, params);
  }

  it("open objectives and notes per dashboard", async () => {
    const own = (await call(db, owner, "create_dashboard", { p_name: "Content" })).id;
    await fill(
      "insert into public.objectives (dashboard_id, day, title, position) select $1, $2::date, 'o' || g, g from generate_series(1, $3) g",
      [own, TODAY, LIMITS.openObjectivesPerDashboard - 1],
    );
    const add = (title: string) => call(db, owner, "add_objective", { p_dashboard: own, p_day: TODAY, p_title: title });
    await expect(add("last")).resolves.toMatchObject({ title: "last" });
    await expect(add("past")).rejects.toMatchObject(reached(LIMITS.openObjectivesPerDashboard));
    await fill(
      "insert into public.notes (dashboard_id, year, title) select $1, 2026, 'n' || g from generate_series(1, $2) g",
      [own, LIMITS.notesPerDashboard - 1],
    );
    const note = (title: string) => call(db, owner, "add_note", { p_dashboard: own, p_year: 2026, p_title: title });
    await expect(note("last")).resolves.toMatchObject({ title: "last" });
    await expect(note("past")).rejects.toMatchObject(reached(LIMITS.notesPerDashboard));
  });

  it("dashboards one person belongs to, whatever the plan", async () => {
    const { person } = (await createUsers(db, ["person"])) as any;
    await subscribe(db, person);
    // Member (not admin) of all but one: the plan's dashboards limit is not what stops them.
    await fill(
      `with made as (insert into public.dashboards (name, created_by) select 'd' || g, $1 from generate_series(1, $3) g returning id),
       admins as (insert into public.dashboard_members (dashboard_id, user_id, role) select id, $1, 'admin' from made returning dashboard_id)
       insert into public.dashboard_members (dashboard_id, user_id, role) select dashboard_id, $2, 'member' from admins`,
      [owner.id, person.id, LIMITS.dashboardsPerPerson - 1],
    );
    await expect(call(db, person, "create_dashboard", { p_name: "last" })).resolves.toMatchObject({ name: "last" });
    await expect(call(db, person, "create_dashboard", { p_name: "past" })).rejects.toMatchObject(
      reached(LIMITS.dashboardsPerPerson),
    );
  });
});

describe("Auth", () => {
  // GoTrue decides these, from supabase/config.toml (the stand-in reads the same file).
  const config = readFileSync(new URL("../config.toml", import.meta.url), "utf8");
  const setting = (name: string) => Number(new RegExp(`^${name}\\s*=\\s*(\\d+)`, "m").exec(config)?.[1]);

  it("password length and sign-in code digits", () => {
    expect(setting("minimum_password_length")).toBe(LIMITS.passwordMin);
    expect(setting("otp_length")).toBe(LIMITS.otpLength);
  });
});
