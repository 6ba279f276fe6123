import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// A deadline (objectives.deadline): the day something must be done by, beside the day one
// means to do it. Any day; never with a repeat rule; every copy keeps it.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);
const plus = (days: number, from = TODAY) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Home"));
});
afterAll(() => db.close());

const add = (title: string, extra: Record<string, unknown> = {}) =>
  call(db, member, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: title, ...extra });
const update = (id: string, extra: Record<string, unknown>, who: User = member) =>
  call(db, who, "update_objective", { p_objective: id, ...extra });
const row = async (id: string) =>
  (
    await db.query<{ deadline: string | null; page_json: { deadline?: string } }>(
      "select deadline::text, page_json from public.objectives where id = $1",
      [id],
    )
  ).rows[0];

describe("a deadline", () => {
  it("is kept as given, before or after the day, in the answer and the rows' JSON", async () => {
    const o = await add("Tax return", { p_deadline: plus(5) });
    expect(o).toMatchObject({ deadline: plus(5) });
    expect(await row(o.id)).toMatchObject({ deadline: plus(5), page_json: { deadline: plus(5) } });
    // A day already past its deadline is a late start, not an error.
    expect(await add("Late", { p_deadline: plus(-2) })).toMatchObject({ deadline: plus(-2) });
    const plain = await add("Plain");
    expect(plain).toMatchObject({ deadline: null });
    expect((await row(plain.id))!.page_json).not.toHaveProperty("deadline");
  });

  it("is refused with a repeat rule, however it comes", async () => {
    await expect(add("Rent", { p_repeat: "monthly", p_deadline: plus(3) })).rejects.toMatchObject(
      refused("PT422", "deadline_with_repeat"),
    );
    const o = await add("Report", { p_deadline: plus(3) });
    await expect(update(o.id, { p_repeat: "weekly" })).rejects.toMatchObject(refused("PT422", "deadline_with_repeat"));
    const r = await add("Gym", { p_repeat: "daily" });
    await expect(update(r.id, { p_deadline: plus(1) })).rejects.toMatchObject(refused("PT422", "deadline_with_repeat"));
    // Both at once: the rule goes and the deadline comes, or the other way round.
    expect(await update(o.id, { p_repeat: "weekly", p_deadline: "none" })).toMatchObject({
      repeat: "weekly",
      deadline: null,
    });
    expect(await update(r.id, { p_repeat: "none", p_deadline: plus(2) })).toMatchObject({
      repeat: null,
      deadline: plus(2),
    });
    // The table says the same to anyone who writes to it another way.
    await expect(db.query("update public.objectives set repeat = 'daily' where id = $1", [r.id])).rejects.toThrow(
      /objectives_deadline/,
    );
  });

  it("is set, kept, moved, cleared and checked by update_objective", async () => {
    const o = await add("Passport");
    expect(await update(o.id, { p_deadline: plus(10) })).toMatchObject({ deadline: plus(10) });
    // A null keeps it; the day moving leaves it where it was.
    expect(await update(o.id, { p_title: "Renew passport" })).toMatchObject({ deadline: plus(10) });
    expect(await update(o.id, { p_day: plus(4) })).toMatchObject({ day: plus(4), deadline: plus(10) });
    expect(await update(o.id, { p_deadline: plus(12) })).toMatchObject({ deadline: plus(12) });
    expect(await update(o.id, { p_deadline: "none" })).toMatchObject({ deadline: null });
    for (const bad of ["soon", "2026-02-30", "2026-13-01", "12/05/2026"])
      await expect(update(o.id, { p_deadline: bad })).rejects.toMatchObject(refused("PT422", "deadline_invalid"));
    // Another dashboard's objective: refused, and nothing changes.
    const p = await add("Visa", { p_deadline: plus(20) });
    await expect(update(p.id, { p_deadline: "none" }, outsider)).rejects.toMatchObject(
      refused("PT404", "objective_not_found"),
    );
    await expect(
      call(db, outsider, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: "Mine", p_deadline: TODAY }),
    ).rejects.toMatchObject({ code: expect.stringMatching(/^PT40[34]$/) });
    expect((await row(p.id))!.deadline).toBe(plus(20));
  });

  it("stays when it is done and not done again, and on the day's page", async () => {
    const o = await add("Send the invoice", { p_deadline: plus(1) });
    expect(
      await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true, p_time_zone: "UTC" }),
    ).toMatchObject({ done: true, deadline: plus(1) });
    expect(
      await call(db, member, "set_objective_done", { p_objective: o.id, p_done: false, p_time_zone: "UTC" }),
    ).toMatchObject({ done: false, deadline: plus(1) });
    const page = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: TODAY, p_time_zone: "UTC" });
    const listed = JSON.stringify(page);
    expect(listed).toContain(`"title":"Send the invoice"`);
    expect(listed).toMatch(new RegExp(`"id":"${o.id}"[^}]*"deadline":"${plus(1)}"`));
  });

  it("shows on the calendar on its own day while open, as the view's filters pick, and in the feed", async () => {
    const own = await dashboardWithMember(db, "Office");
    const as = (extra: Record<string, unknown>) =>
      call(db, own.member, "add_objective", { p_dashboard: own.dashboard, p_day: TODAY, ...extra });
    const filed = await as({ p_title: "Filed", p_deadline: plus(2), p_marker_names: ["tax"] });
    const plain = await as({ p_title: "Plain", p_deadline: plus(2) });
    const closed = await as({ p_title: "Closed", p_deadline: plus(3) });
    await call(db, own.member, "set_objective_done", { p_objective: closed.id, p_done: true, p_time_zone: "UTC" });
    const month = (extra: Record<string, unknown> = {}) =>
      call(db, own.member, "get_calendar_page", {
        p_dashboard: own.dashboard,
        p_month: plus(2),
        p_time_zone: "UTC",
        ...extra,
      });
    expect((await month()).deadlines).toEqual([
      { id: filed.id, day: plus(2), title: "Filed" },
      { id: plain.id, day: plus(2), title: "Plain" },
    ]);
    // A day's first few, as its objectives are.
    expect((await month({ p_per_day: 1 })).deadlines).toEqual([{ id: filed.id, day: plus(2), title: "Filed" }]);
    expect((await month({ p_markers: [filed.markers[0]] })).deadlines).toEqual([
      { id: filed.id, day: plus(2), title: "Filed" },
    ]);
    // Not on anyone else's calendar.
    await expect(
      call(db, outsider, "get_calendar_page", { p_dashboard: own.dashboard, p_time_zone: "UTC" }),
    ).rejects.toMatchObject({ code: expect.stringMatching(/^PT40[34]$/) });

    const feed = await call(db, own.member, "create_calendar_feed", { p_dashboard: own.dashboard });
    const events = await call(db, own.member, "get_calendar_feed", { p_token: feed.token });
    const byTitle = Object.fromEntries(
      (events.objectives as { title: string; deadline: string | null }[]).map((o) => [o.title, o.deadline]),
    );
    expect(byTitle).toEqual({ Filed: plus(2), Plain: plus(2), Closed: plus(3) });
  });

  it("shows on Upcoming on its own day while open, each naming its dashboard; 'mine' picks one's own", async () => {
    const own = await dashboardWithMember(db, "Errands");
    const as = (title: string, extra: Record<string, unknown> = {}) =>
      call(db, own.member, "add_objective", { p_dashboard: own.dashboard, p_day: TODAY, p_title: title, ...extra });
    const mine = await as("Passport photos", { p_deadline: plus(3), p_assignee: own.member.id });
    const theirs = await as("Car insurance", { p_deadline: plus(3) });
    await as("Far off", { p_deadline: plus(30) });
    const closed = await as("Closed", { p_deadline: plus(2) });
    await call(db, own.member, "set_objective_done", { p_objective: closed.id, p_done: true, p_time_zone: "UTC" });
    const upcoming = (extra: Record<string, unknown> = {}) =>
      call(db, own.member, "get_upcoming_page", { p_time_zone: "UTC", p_from: plus(1), p_days: 7, ...extra });
    const page = await upcoming();
    const here = (page.deadlines as { dashboard: string }[]).filter((d) => d.dashboard === own.dashboard);
    // In their dashboard's order of the day they are planned on.
    expect(here).toEqual([
      { id: mine.id, day: plus(3), title: "Passport photos", dashboard: own.dashboard },
      { id: theirs.id, day: plus(3), title: "Car insurance", dashboard: own.dashboard },
    ]);
    expect(page.dashboards[own.dashboard]).toBe("Errands");
    const assigned = (await upcoming({ p_mine: true })).deadlines as { id: string }[];
    expect(assigned.map((d) => d.id)).toEqual([mine.id]);
    // A day's first few only.
    expect(((await upcoming({ p_per_day: 1 })).deadlines as unknown[]).length).toBe(1);
  });

  it("is on /today when it is today or has passed and the objective is planned later; 'mine' picks one's own", async () => {
    const own = await dashboardWithMember(db, "Paperwork");
    const as = (title: string, day: string, extra: Record<string, unknown> = {}) =>
      call(db, own.member, "add_objective", { p_dashboard: own.dashboard, p_day: day, p_title: title, ...extra });
    const today = await as("Visa form", plus(4), { p_deadline: TODAY });
    const missed = await as("Tax return", plus(2), { p_deadline: plus(-1), p_assignee: own.member.id });
    // Not listed: due later, planned today (its section shows it), done, or on a dashboard one only views.
    await as("Later", plus(4), { p_deadline: plus(1) });
    await as("Planned today", TODAY, { p_deadline: TODAY });
    const closed = await as("Closed", plus(3), { p_deadline: TODAY });
    await call(db, own.member, "set_objective_done", { p_objective: closed.id, p_done: true, p_time_zone: "UTC" });
    const page = (extra: Record<string, unknown> = {}) =>
      call(db, own.member, "get_today_page", { p_time_zone: "UTC", ...extra });
    const first = await page();
    // The earliest due first, each with its dashboard's name and colour and the day it is planned on.
    expect(first.due).toEqual([
      {
        id: missed.id,
        title: "Tax return",
        day: plus(2),
        deadline: plus(-1),
        dashboard: own.dashboard,
        name: "Paperwork",
        color: "blue",
      },
      {
        id: today.id,
        title: "Visa form",
        day: plus(4),
        deadline: TODAY,
        dashboard: own.dashboard,
        name: "Paperwork",
        color: "blue",
      },
    ]);
    expect(first.due_count).toBe(2);
    expect(((await page({ p_mine: true })).due as { id: string }[]).map((d) => d.id)).toEqual([missed.id]);
    // The first few only; the count says how many.
    const few = await page({ p_overdue_limit: 1 });
    expect([(few.due as unknown[]).length, few.due_count]).toEqual([1, 2]);
    // Someone else's: not theirs to see; made a viewer, not on their /today.
    expect((await call(db, outsider, "get_today_page", { p_time_zone: "UTC" })).due).toEqual([]);
    await call(db, own.admin, "set_member_role", {
      p_dashboard: own.dashboard,
      p_user: own.member.id,
      p_role: "viewer",
    });
    expect((await page()).due).toEqual([]);
  });

  it("is counted on its dashboard's card when it is today or has passed, wherever it is planned", async () => {
    const own = await dashboardWithMember(db, "Garage");
    const as = (title: string, day: string, deadline: string) =>
      call(db, own.member, "add_objective", {
        p_dashboard: own.dashboard,
        p_day: day,
        p_title: title,
        p_deadline: deadline,
      });
    await as("Due today, planned later", plus(5), TODAY);
    await as("Missed, planned today", TODAY, plus(-3));
    await as("Due tomorrow", TODAY, plus(1));
    const closed = await as("Done", plus(-1), plus(-1));
    await call(db, own.member, "set_objective_done", { p_objective: closed.id, p_done: true, p_time_zone: "UTC" });
    const card = async () =>
      (
        (await call(db, own.member, "get_dashboards_page", { p_time_zone: "UTC" })).dashboards as {
          id: string;
          due: number;
        }[]
      ).find((d) => d.id === own.dashboard);
    expect(await card()).toMatchObject({ due: 2 });
  });

  it("is what search's 'deadline' finds: open ones with one, the soonest due first, no notes", async () => {
    const own = await dashboardWithMember(db, "Desk");
    const as = (title: string, extra: Record<string, unknown> = {}) =>
      call(db, own.member, "add_objective", { p_dashboard: own.dashboard, p_day: TODAY, p_title: title, ...extra });
    await as("Later report", { p_deadline: plus(9) });
    await as("Sooner report", { p_deadline: plus(2) });
    await as("Plain report");
    const closed = await as("Closed report", { p_deadline: plus(1) });
    await call(db, own.member, "set_objective_done", { p_objective: closed.id, p_done: true, p_time_zone: "UTC" });
    await call(db, own.member, "add_note", {
      p_dashboard: own.dashboard,
      p_year: 2026,
      p_title: "report notes",
      p_body: "",
    });
    const found = await call(db, own.member, "search_dashboard", {
      p_dashboard: own.dashboard,
      p_query: "report",
      p_deadline: true,
    });
    expect((found.objectives as { title: string }[]).map((o) => o.title)).toEqual(["Sooner report", "Later report"]);
    expect(found).toMatchObject({ objectives_count: 2, notes_count: 0 });
    // Without the sign: all of them, and the note.
    expect(
      await call(db, own.member, "search_dashboard", { p_dashboard: own.dashboard, p_query: "report" }),
    ).toMatchObject({ objectives_count: 4, notes_count: 1 });
    const everywhere = await call(db, own.member, "search_my_dashboards", { p_deadline: true });
    expect((everywhere.objectives as { title: string }[]).map((o) => o.title)).toEqual([
      "Sooner report",
      "Later report",
    ]);
    await expect(
      call(db, outsider, "search_dashboard", { p_dashboard: own.dashboard, p_deadline: true }),
    ).rejects.toMatchObject({ code: expect.stringMatching(/^PT40[34]$/) });
  });

  it("takes search's days as the deadline's: due today, tomorrow, in the next 7 days, or missed", async () => {
    const own = await dashboardWithMember(db, "Studio");
    const as = (title: string, day: string, deadline: string) =>
      call(db, own.member, "add_objective", {
        p_dashboard: own.dashboard,
        p_day: day,
        p_title: title,
        p_deadline: deadline,
      });
    await as("Due today, planned Friday", plus(3), TODAY);
    await as("Due tomorrow, planned today", TODAY, plus(1));
    await as("Due in 5 days, planned late", plus(-2), plus(5));
    await as("Missed, planned ahead", plus(6), plus(-1));
    await as("Due in a month, planned today", TODAY, plus(30));
    const titles = async (days: string, deadline = true) =>
      (
        (
          await call(db, own.member, "search_dashboard", {
            p_dashboard: own.dashboard,
            p_days: days,
            p_deadline: deadline,
            p_time_zone: "UTC",
          })
        ).objectives as { title: string }[]
      ).map((o) => o.title);
    expect(await titles("today")).toEqual(["Due today, planned Friday"]);
    expect(await titles("tomorrow")).toEqual(["Due tomorrow, planned today"]);
    expect(await titles("week")).toEqual([
      "Due today, planned Friday",
      "Due tomorrow, planned today",
      "Due in 5 days, planned late",
    ]);
    expect(await titles("overdue")).toEqual(["Missed, planned ahead"]);
    // Without the sign, the days are the planned ones, as before.
    expect(await titles("today", false)).toEqual(["Due tomorrow, planned today", "Due in a month, planned today"]);
    expect(await titles("overdue", false)).toEqual(["Due in 5 days, planned late"]);
  });

  it("is told in the dashboard's activity when given, changed or taken away, among the moves", async () => {
    const own = await dashboardWithMember(db, "Shared");
    const o = await call(db, own.member, "add_objective", {
      p_dashboard: own.dashboard,
      p_day: TODAY,
      p_title: "Visa form",
    });
    await call(db, own.member, "update_objective", { p_objective: o.id, p_deadline: plus(5) });
    await call(db, own.admin, "update_objective", { p_objective: o.id, p_deadline: plus(7) });
    // The same day again, or another change: nothing about the deadline.
    await call(db, own.admin, "update_objective", { p_objective: o.id, p_deadline: plus(7), p_title: "Visa forms" });
    await call(db, own.member, "update_objective", { p_objective: o.id, p_deadline: "none" });
    const activity = async (extra: Record<string, unknown> = {}) =>
      (
        (await call(db, own.admin, "get_activity_page", { p_dashboard: own.dashboard, ...extra })).entries as {
          kind: string;
          subject: string;
          detail: { to?: string };
          actor: string;
        }[]
      ).filter((e) => e.kind.startsWith("deadline"));
    expect(await activity()).toMatchObject([
      { kind: "deadline_cleared", subject: "Visa forms", actor: own.member.id },
      { kind: "deadline_set", subject: "Visa form", detail: { to: plus(7) }, actor: own.admin.id },
      { kind: "deadline_set", subject: "Visa form", detail: { to: plus(5) }, actor: own.member.id },
    ]);
    expect(await activity({ p_what: "moved" })).toHaveLength(3);
    expect(await activity({ p_what: "renamed" })).toHaveLength(0);
    // Told to the one who added it, as a move of its day is: the admin's change, not their own.
    const told = (
      (await call(db, own.member, "get_notifications_page", {})).notifications as {
        why: string;
        entry: { kind: string; actor: string };
      }[]
    ).filter((n) => n.entry.kind.startsWith("deadline"));
    expect(told).toMatchObject([{ why: "created", entry: { kind: "deadline_set", actor: own.admin.id } }]);
  });

  it("goes with every copy: duplicate, delete and restore, a duplicated dashboard, a file", async () => {
    const o = await add("Grant application", { p_deadline: plus(9) });
    expect(await call(db, member, "duplicate_objective", { p_objective: o.id })).toMatchObject({ deadline: plus(9) });
    await call(db, member, "delete_objective", { p_objective: o.id });
    expect(await call(db, member, "restore_objective", { p_objective: o.id })).toMatchObject({ deadline: plus(9) });

    const own = await dashboardWithMember(db, "Studio");
    await call(db, own.admin, "add_objective", {
      p_dashboard: own.dashboard,
      p_day: TODAY,
      p_title: "Exhibition entry",
      p_deadline: plus(14),
    });
    const copy = await call(db, own.admin, "duplicate_dashboard", {
      p_dashboard: own.dashboard,
      p_name: "Studio again",
      p_start: plus(7),
    });
    const copied = await db.query("select day::text, deadline::text from public.objectives where dashboard_id = $1", [
      copy.id,
    ]);
    expect(copied.rows).toEqual([{ day: plus(7), deadline: plus(21) }]);

    const json = JSON.parse((await call(db, own.admin, "export_dashboard", { p_dashboard: own.dashboard })).body);
    expect(json.objectives[0]).toMatchObject({ title: "Exhibition entry", deadline: plus(14) });
    const csv = (
      await call(db, own.admin, "export_dashboard", { p_dashboard: own.dashboard, p_format: "objectives-csv" })
    ).body as string;
    expect(csv.split("\r\n")[0]).toContain('"repeat_until","deadline","time","duration","created_at"');
    expect(csv).toContain(`,"${plus(14)}",`);

    await call(db, own.admin, "import_into_dashboard", {
      p_dashboard: own.dashboard,
      p_objectives: JSON.stringify([
        { day: TODAY, title: "Imported entry", deadline: plus(3) },
        { day: TODAY, title: "Imported, repeating", repeat: "weekly", deadline: plus(3) },
        { day: TODAY, title: "Imported, done", done: true, repeat: "weekly", deadline: plus(3) },
      ]),
    });
    const imported = await db.query(
      "select title, repeat, deadline::text from public.objectives where dashboard_id = $1 and title like 'Imported%' order by title",
      [own.dashboard],
    );
    expect(imported.rows).toEqual([
      { title: "Imported entry", repeat: null, deadline: plus(3) },
      // Done, its series has ended (decision 028): the deadline stays.
      { title: "Imported, done", repeat: null, deadline: plus(3) },
      { title: "Imported, repeating", repeat: "weekly", deadline: null },
    ]);
    expect(admin).toBeDefined();
  });
});
