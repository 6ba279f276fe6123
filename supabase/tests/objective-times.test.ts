import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// A time of day (objectives.at_time, decision 093): on the wall clock, as the day is; the
// day's timed objectives come first, earliest first; every copy keeps it.
let db: Db;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);
const plus = (days: number, from = TODAY) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ member, outsider, dashboard } = await dashboardWithMember(db, "Home"));
});
afterAll(() => db.close());

const add = (title: string, extra: Record<string, unknown> = {}, on = dashboard, who = member) =>
  call(db, who, "add_objective", { p_dashboard: on, p_day: TODAY, p_title: title, ...extra });
const update = (id: string, extra: Record<string, unknown>, who: User = member) =>
  call(db, who, "update_objective", { p_objective: id, ...extra });
const stored = async (id: string) =>
  (
    await db.query<{ at_time: string | null; page_json: { at?: string } }>(
      "select at_time::text, page_json from public.objectives where id = $1",
      [id],
    )
  ).rows[0];
const dayTitles = async (on: string, day = TODAY, who = member) =>
  (
    (await call(db, who, "get_day_page", { p_dashboard: on, p_day: day, p_time_zone: "UTC" })).objectives as {
      title: string;
    }[]
  ).map((o) => o.title);

describe("a time of day", () => {
  it("is kept as given, in the answer and the rows' JSON; refused when not a time", async () => {
    const o = await add("Dentist", { p_at: "15:30" });
    expect(o).toMatchObject({ at: "15:30" });
    expect(await stored(o.id)).toMatchObject({ at_time: "15:30:00", page_json: { at: "15:30" } });
    const plain = await add("Plain");
    expect(plain).toMatchObject({ at: null });
    expect((await stored(plain.id))!.page_json).not.toHaveProperty("at");
    for (const bad of ["24:00", "3pm", "9:30", "12:60", "15:30:10", ""])
      await expect(add("Bad", { p_at: bad })).rejects.toMatchObject(refused("PT422", "time_invalid"));
    // Whole minutes, whoever writes to the table.
    await expect(db.query("update public.objectives set at_time = '10:00:30' where id = $1", [o.id])).rejects.toThrow(
      /objectives_at_time_minutes/,
    );
  });

  it("is set, kept, changed and cleared by update_objective, only by a member", async () => {
    const o = await add("Call the bank");
    expect(await update(o.id, { p_at: "09:00" })).toMatchObject({ at: "09:00" });
    // A null keeps it, and so does a new day.
    expect(await update(o.id, { p_title: "Call the bank again" })).toMatchObject({ at: "09:00" });
    expect(await update(o.id, { p_day: plus(2) })).toMatchObject({ day: plus(2), at: "09:00" });
    expect(await update(o.id, { p_at: "17:45" })).toMatchObject({ at: "17:45" });
    await expect(update(o.id, { p_at: "7 pm" })).rejects.toMatchObject(refused("PT422", "time_invalid"));
    await expect(update(o.id, { p_at: "08:00" }, outsider)).rejects.toMatchObject(
      refused("PT404", "objective_not_found"),
    );
    expect((await stored(o.id))!.at_time).toBe("17:45:00");
    expect(await update(o.id, { p_at: "none" })).toMatchObject({ at: null });
  });

  it("puts the day's timed objectives first, earliest first, then the rest in the members' order", async () => {
    const own = await dashboardWithMember(db, "Agenda");
    const on = (title: string, extra: Record<string, unknown> = {}) => add(title, extra, own.dashboard, own.member);
    const first = await on("Water the plants");
    await on("Lunch with Ana", { p_at: "12:30" });
    const last = await on("Read");
    await on("Stand-up", { p_at: "09:00", p_priority: 3 });
    await on("Urgent call", { p_priority: 1 });
    expect(await dayTitles(own.dashboard, TODAY, own.member)).toEqual([
      "Stand-up",
      "Lunch with Ana",
      "Water the plants",
      "Read",
      "Urgent call",
    ]);
    // A drag among the rows without a time: the index is the row's place as the page shows it.
    await call(db, own.member, "reorder_objective", { p_objective: last.id, p_index: 2 });
    expect(await dayTitles(own.dashboard, TODAY, own.member)).toEqual([
      "Stand-up",
      "Lunch with Ana",
      "Read",
      "Water the plants",
      "Urgent call",
    ]);
    // Priority first (decision 035): by priority, then by time, then the members' order.
    await call(db, own.member, "set_day_order", { p_dashboard: own.dashboard, p_order: "priority" });
    expect(await dayTitles(own.dashboard, TODAY, own.member)).toEqual([
      "Urgent call",
      "Stand-up",
      "Lunch with Ana",
      "Read",
      "Water the plants",
    ]);
    await call(db, own.member, "set_day_order", { p_dashboard: own.dashboard, p_order: "manual" });
    // /today lists them the same way.
    const today = await call(db, own.member, "get_today_page", { p_time_zone: "UTC" });
    const section = (today.dashboards as { id: string; objectives: { title: string }[] }[]).find(
      (d) => d.id === own.dashboard,
    )!;
    expect(section.objectives.map((o) => o.title)).toEqual([
      "Stand-up",
      "Lunch with Ana",
      "Read",
      "Water the plants",
      "Urgent call",
    ]);
    // So do the calendar's cells (the first two of the day, as a cell's "+N more" cuts them),
    // Upcoming's days and a public link's.
    const month = await call(db, own.member, "get_calendar_page", {
      p_dashboard: own.dashboard,
      p_month: TODAY,
      p_time_zone: "UTC",
      p_per_day: 2,
    });
    expect(
      (month.objectives as { day: string; title: string }[]).filter((o) => o.day === TODAY).map((o) => o.title),
    ).toEqual(["Stand-up", "Lunch with Ana"]);
    const tomorrow = await on("Tomorrow, later", { p_day: plus(1), p_at: "18:00" });
    await on("Tomorrow, any time", { p_day: plus(1) });
    await on("Tomorrow, early", { p_day: plus(1), p_at: "07:00" });
    const upcoming = await call(db, own.member, "get_upcoming_page", { p_time_zone: "UTC", p_from: plus(1) });
    const day = (upcoming.days as { day: string; objectives: { title: string }[] }[]).find((d) => d.day === plus(1))!;
    expect(day.objectives.map((o) => o.title)).toEqual(["Tomorrow, early", "Tomorrow, later", "Tomorrow, any time"]);
    const link = await call(db, own.admin, "create_share_link", { p_dashboard: own.dashboard });
    const shared = await call(db, own.member, "get_shared_days", { p_token: link.token, p_from: plus(1), p_days: 1 });
    expect((shared.days[0].objectives as { title: string }[]).map((o) => o.title)).toEqual([
      "Tomorrow, early",
      "Tomorrow, later",
      "Tomorrow, any time",
    ]);
    // The daily email lists the day the same way, each with its time when it has one.
    const email = await db.query<{ j: { id: string; objectives: { title: string; at?: string }[] }[] }>(
      "select private.daily_email_json($1, $2::date) as j",
      [own.member.id, TODAY],
    );
    const listed = email.rows[0]!.j.find((d) => d.id === own.dashboard)!.objectives;
    expect(listed.map((o) => [o.title, o.at ?? null])).toEqual([
      ["Stand-up", "09:00"],
      ["Lunch with Ana", "12:30"],
      ["Read", null],
      ["Water the plants", null],
      ["Urgent call", null],
    ]);
    expect(first && tomorrow).toBeDefined();
  });

  it("goes with the next one of a series, a duplicate, Undo of a delete and a copied dashboard", async () => {
    const own = await dashboardWithMember(db, "Routine");
    const gym = await add("Gym", { p_at: "07:15", p_repeat: "daily" }, own.dashboard, own.member);
    const done = await call(db, own.member, "set_objective_done", {
      p_objective: gym.id,
      p_done: true,
      p_time_zone: "UTC",
    });
    expect((await stored(done.next.id))!.at_time).toBe("07:15:00");
    // Undone: the next one goes again, as it was added.
    await call(db, own.member, "set_objective_done", { p_objective: gym.id, p_done: false, p_time_zone: "UTC" });
    expect(await stored(done.next.id)).toBeUndefined();

    const copy = await call(db, own.member, "duplicate_objective", { p_objective: gym.id });
    expect(copy).toMatchObject({ at: "07:15" });
    await call(db, own.member, "delete_objective", { p_objective: gym.id });
    expect(await call(db, own.member, "restore_objective", { p_objective: gym.id })).toMatchObject({ at: "07:15" });

    const again = await call(db, own.admin, "duplicate_dashboard", {
      p_dashboard: own.dashboard,
      p_name: "Routine again",
      p_start: plus(3),
    });
    const copied = await db.query("select day::text, at_time::text from public.objectives where dashboard_id = $1", [
      again.id,
    ]);
    expect(copied.rows).toEqual([
      { day: plus(3), at_time: "07:15:00" },
      { day: plus(3), at_time: "07:15:00" },
    ]);

    const saved = await call(db, own.member, "save_dashboard_as_template", {
      p_dashboard: own.dashboard,
      p_name: "Mornings",
    });
    const { template } = await call(db, own.member, "get_my_template", { p_template: saved.id });
    expect(template.rows[0]).toMatchObject({ title: "Gym", at: "07:15" });
  });

  it("is told in the dashboard's activity when given, changed or taken away, among the moves", async () => {
    const own = await dashboardWithMember(db, "Shared");
    const o = await add("Dentist", {}, own.dashboard, own.member);
    await update(o.id, { p_at: "15:00" }, own.member);
    await update(o.id, { p_at: "16:30" }, own.admin);
    // The same time again, or another change: nothing about the time.
    await update(o.id, { p_at: "16:30", p_title: "Dentist, Dr Ito" }, own.admin);
    await update(o.id, { p_at: "none" }, own.member);
    const activity = async (extra: Record<string, unknown> = {}) =>
      (
        (await call(db, own.admin, "get_activity_page", { p_dashboard: own.dashboard, ...extra })).entries as {
          kind: string;
          subject: string;
          detail: { to?: string };
          actor: string;
        }[]
      ).filter((e) => e.kind.startsWith("time"));
    expect(await activity()).toMatchObject([
      { kind: "time_cleared", subject: "Dentist, Dr Ito", actor: own.member.id },
      { kind: "time_set", subject: "Dentist", detail: { to: "16:30" }, actor: own.admin.id },
      { kind: "time_set", subject: "Dentist", detail: { to: "15:00" }, actor: own.member.id },
    ]);
    expect(await activity({ p_what: "moved" })).toHaveLength(3);
    expect(await activity({ p_what: "renamed" })).toHaveLength(0);
    // Told to the one who added it, as a move of its day is: the admin's change, not their own.
    const told = (
      (await call(db, own.member, "get_notifications_page", {})).notifications as {
        why: string;
        entry: { kind: string; actor: string; detail: { to?: string } };
      }[]
    ).filter((n) => n.entry.kind.startsWith("time"));
    expect(told).toMatchObject([
      { why: "created", entry: { kind: "time_set", actor: own.admin.id, detail: { to: "16:30" } } },
    ]);
  });

  it("is written to files and read back from them, and given to the calendar feed", async () => {
    const own = await dashboardWithMember(db, "Files");
    await add("Train to Lyon", { p_at: "06:40" }, own.dashboard, own.member);
    await add("Pack", {}, own.dashboard, own.member);
    const json = JSON.parse((await call(db, own.admin, "export_dashboard", { p_dashboard: own.dashboard })).body);
    const byTitle = Object.fromEntries(
      (json.objectives as { title: string; at: string | null }[]).map((o) => [o.title, o.at]),
    );
    expect(byTitle).toEqual({ "Train to Lyon": "06:40", Pack: null });
    const csv = (
      await call(db, own.admin, "export_dashboard", { p_dashboard: own.dashboard, p_format: "objectives-csv" })
    ).body as string;
    expect(csv.split("\r\n")[0]).toContain('"deadline","time","duration","created_at"');
    expect(csv).toContain(`"Train to Lyon"`);
    expect(csv).toContain(`,"06:40",`);

    await call(db, own.admin, "import_into_dashboard", {
      p_dashboard: own.dashboard,
      p_objectives: JSON.stringify([
        { day: TODAY, title: "Imported at noon", at: "12:00" },
        { day: TODAY, title: "Imported any time" },
      ]),
    });
    const imported = await db.query(
      "select title, at_time::text from public.objectives where dashboard_id = $1 and title like 'Imported%' order by title",
      [own.dashboard],
    );
    expect(imported.rows).toEqual([
      { title: "Imported any time", at_time: null },
      { title: "Imported at noon", at_time: "12:00:00" },
    ]);
    // A file's bad time refuses the whole import: nothing is added.
    await expect(
      call(db, own.admin, "import_into_dashboard", {
        p_dashboard: own.dashboard,
        p_objectives: JSON.stringify([
          { day: TODAY, title: "Fine" },
          { day: TODAY, title: "Bad", at: "noon" },
        ]),
      }),
    ).rejects.toMatchObject(refused("PT422", "time_invalid"));
    expect((await db.query("select 1 from public.objectives where title = 'Fine'")).rows).toEqual([]);

    const feed = await call(db, own.member, "create_calendar_feed", { p_dashboard: own.dashboard });
    const events = await call(db, own.member, "get_calendar_feed", { p_token: feed.token });
    const times = Object.fromEntries(
      (events.objectives as { title: string; at: string | null }[]).map((o) => [o.title, o.at]),
    );
    expect(times).toMatchObject({ "Train to Lyon": "06:40", Pack: null, "Imported at noon": "12:00" });
  });
});

describe("a time for several (set_objectives_time)", () => {
  it("gives the chosen ones one time or takes it off, told once, and Undo gives each its own back", async () => {
    const own = await dashboardWithMember(db, "Calls");
    const on = (title: string, at?: string) =>
      add(title, at ? { p_at: at } : {}, own.dashboard, own.member).then((o) => o.id as string);
    const [ana, bank, vet, other] = [
      await on("Call Ana"),
      await on("Call the bank", "09:00"),
      await on("Call the vet", "14:00"),
      await on("Water the plants"),
    ];
    const several = (ids: string[], at: string | null, who: User = own.member) =>
      call(db, who, "set_objectives_time", { p_dashboard: own.dashboard, p_objectives: ids, p_at: at });
    // The vet is at 14:00 already: two change.
    const set = await several([ana, bank, vet], "14:00");
    expect(set).toEqual({ changed: 2, at: "14:00", batch: expect.any(String) });
    expect(await dayTitles(own.dashboard, TODAY, own.member)).toEqual([
      "Call Ana",
      "Call the bank",
      "Call the vet",
      "Water the plants",
    ]);
    expect((await stored(bank))!.at_time).toBe("14:00:00");
    // Once in the activity, for both.
    const entries = (await call(db, own.admin, "get_activity_page", { p_dashboard: own.dashboard })).entries as {
      kind: string;
      detail: { count?: number; to?: string };
    }[];
    expect(entries.filter((e) => e.kind.startsWith("time"))).toMatchObject([{ kind: "time_set_many" }]);
    // The same again: nothing to undo.
    expect(await several([ana, bank], "14:00")).toEqual({ changed: 0, at: "14:00", batch: null });
    // Someone moves the bank's call meanwhile: Undo leaves that one as it is.
    await update(bank, { p_at: "16:00" }, own.admin);
    expect(await call(db, own.member, "undo_objectives", { p_batch: set.batch })).toMatchObject({
      back: 1,
      kind: "time",
    });
    expect((await stored(ana))!.at_time).toBeNull();
    expect((await stored(bank))!.at_time).toBe("16:00:00");
    // Taken off them all; an untimed one stays untouched.
    const cleared = await several([bank, vet, other], null);
    expect(cleared).toMatchObject({ changed: 2, at: null });
    expect((await stored(vet))!.at_time).toBeNull();
    await call(db, own.member, "undo_objectives", { p_batch: cleared.batch });
    expect((await stored(vet))!.at_time).toBe("14:00:00");
    expect((await stored(bank))!.at_time).toBe("16:00:00");
  });

  it("is refused for a bad time, an empty choice, and to an outsider", async () => {
    const o = await add("Timed");
    const several = (at: string | null, who: User = member, ids = [o.id]) =>
      call(db, who, "set_objectives_time", { p_dashboard: dashboard, p_objectives: ids, p_at: at });
    for (const bad of ["3pm", "25:00", ""])
      await expect(several(bad)).rejects.toMatchObject(refused("PT422", "time_invalid"));
    await expect(several("10:00", member, [])).rejects.toMatchObject(refused("PT422", "selection_required"));
    await expect(several("10:00", outsider)).rejects.toMatchObject({ code: "PT404" });
    expect((await stored(o.id))!.at_time).toBeNull();
  });
});
