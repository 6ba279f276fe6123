import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, callHolding, dashboardWithMember, nextOccurrence, refused, type User } from "./helpers.ts";

// Repeating objectives: done adds the next one of the series (after its day and today),
// not done takes it back while unchanged; only members, and only known rules.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
let marker: string;
const TODAY = new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.parse(TODAY) + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Home"));
  marker = (await call(db, admin, "add_marker", { p_dashboard: dashboard, p_name: "Garden", p_color: "green" })).id;
});
afterAll(() => db.close());

const next = (rule: string, from: string, after: string, every = 1) => nextOccurrence(db, rule, from, after, every);

const add = (title: string, on: string, repeat?: string, every?: number) =>
  call(db, member, "add_objective", {
    p_dashboard: dashboard,
    p_day: on,
    p_title: title,
    p_marker_ids: [marker],
    ...(repeat ? { p_repeat: repeat } : {}),
    ...(every ? { p_repeat_every: every } : {}),
  });

const rowsOf = async (title: string) =>
  (
    await db.query<{ id: string; day: string; done: boolean; repeat: string | null; markers: string[] }>(
      "select id, day::text as day, done, repeat, marker_ids::text[] as markers from public.objectives where dashboard_id = $1 and title = $2 order by day, created_at",
      [dashboard, title],
    )
  ).rows;

describe("private.next_occurrence", () => {
  it("counts each rule from the objective's day", async () => {
    // 2030-01-31 is a Thursday.
    expect(await next("daily", "2030-01-31", "2030-01-01")).toBe("2030-02-01");
    expect(await next("weekdays", "2030-01-31", "2030-01-01")).toBe("2030-02-01");
    expect(await next("weekdays", "2030-02-01", "2030-01-01")).toBe("2030-02-04");
    expect(await next("weekdays", "2030-02-02", "2030-01-01")).toBe("2030-02-04");
    expect(await next("weekly", "2030-01-31", "2030-01-01")).toBe("2030-02-07");
    expect(await next("monthly", "2030-01-31", "2030-01-01")).toBe("2030-02-28");
    expect(await next("yearly", "2028-02-29", "2028-01-01")).toBe("2029-02-28");
  });

  it("comes after today for one done late, keeping the series' weekday and day of the month", async () => {
    expect(await next("daily", "2030-01-01", "2030-01-20")).toBe("2030-01-21");
    // Thursday the 31st, done on Saturday 9 February: the next Thursday.
    expect(await next("weekly", "2030-01-31", "2030-02-09")).toBe("2030-02-14");
    expect(await next("weekly", "2030-01-31", "2030-02-07")).toBe("2030-02-14");
    // The 31st is back after the short months.
    expect(await next("monthly", "2030-01-31", "2030-03-15")).toBe("2030-03-31");
    expect(await next("monthly", "2030-01-31", "2030-03-31")).toBe("2030-04-30");
    expect(await next("monthly", "2030-01-31", "2030-04-30")).toBe("2030-05-31");
    expect(await next("yearly", "2028-02-29", "2032-02-28")).toBe("2032-02-29");
    // Friday, done on Friday: Monday.
    expect(await next("weekdays", "2030-02-01", "2030-02-01")).toBe("2030-02-04");
  });

  it("steps n rules at a time, on the series' own days", async () => {
    expect(await next("daily", "2030-01-01", "2030-01-01", 3)).toBe("2030-01-04");
    // Done late on the 5th: the series' next day after it (1, 4, 7…).
    expect(await next("daily", "2030-01-01", "2030-01-05", 3)).toBe("2030-01-07");
    expect(await next("weekly", "2030-01-31", "2030-01-31", 2)).toBe("2030-02-14");
    expect(await next("weekly", "2030-01-31", "2030-02-14", 2)).toBe("2030-02-28");
    expect(await next("monthly", "2030-01-31", "2030-01-31", 3)).toBe("2030-04-30");
    expect(await next("monthly", "2030-01-31", "2030-05-01", 3)).toBe("2030-07-31");
    expect(await next("yearly", "2028-02-29", "2028-02-29", 4)).toBe("2032-02-29");
  });
});

describe("repeating objectives", () => {
  it("done adds the next one with the same title, filters and rule; the done one keeps its day", async () => {
    const o = await add("Water the plants", TODAY, "daily");
    expect(o).toMatchObject({ day: TODAY, repeat: "daily", done: false });
    const done = await call(db, admin, "set_objective_done", { p_objective: o.id, p_done: true });
    expect(done).toMatchObject({ id: o.id, done: true, repeat: null, next: { day: day(1) } });
    const rows = await rowsOf("Water the plants");
    expect(rows).toEqual([
      { id: o.id, day: TODAY, done: true, repeat: null, markers: [marker] },
      { id: done.next.id, day: day(1), done: false, repeat: "daily", markers: [marker] },
    ]);
    // The day view lists the rule with the row.
    const page = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: day(1) });
    expect(page.objectives).toContainEqual({
      id: done.next.id,
      day: day(1),
      title: "Water the plants",
      done: false,
      markers: [marker],
      repeat: "daily",
    });
  });

  it("one done late is followed by one after today, at the end of its day", async () => {
    await add("Already tomorrow", day(1));
    const o = await add("Weekly review", day(-9), "weekly");
    const { next: n } = await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true });
    expect(n.day).toBe(day(5));
    const late = await call(db, member, "add_objective", { p_dashboard: dashboard, p_day: day(5), p_title: "Later" });
    const page = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: day(5) });
    expect(page.objectives.map((x: any) => x.id)).toEqual([n.id, late.id]);
  });

  it("done twice adds one; not done takes the next one back and the rule with it", async () => {
    const o = await add("Stretch", TODAY, "weekdays");
    await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true });
    const again = await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true });
    expect(again.next).toBeUndefined();
    expect((await rowsOf("Stretch")).length).toBe(2);
    const undone = await call(db, member, "set_objective_done", { p_objective: o.id, p_done: false });
    expect(undone).toMatchObject({ done: false, repeat: "weekdays" });
    expect(await rowsOf("Stretch")).toEqual([
      { id: o.id, day: TODAY, done: false, repeat: "weekdays", markers: [marker] },
    ]);
  });

  it("done by two members at once adds one next objective: the second waits, then finds it done", async () => {
    const o = await add("Feed the cat", TODAY, "daily");
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    const first = callHolding(db, admin, "set_objective_done", { p_objective: o.id, p_done: true }, held);
    // The first has answered inside its open transaction before the second starts.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = call(db, member, "set_objective_done", { p_objective: o.id, p_done: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    commit();
    const answers = await Promise.all([first, second]);
    expect(answers.map((a) => a.next?.day ?? null)).toEqual([day(1), null]);
    expect((await rowsOf("Feed the cat")).map((r) => [r.day, r.done])).toEqual([
      [TODAY, true],
      [day(1), false],
    ]);
  });

  it("keeps a next one that someone changed, and the done one stays without a rule", async () => {
    const o = await add("Call mum", TODAY, "weekly");
    const { next: n } = await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true });
    await call(db, admin, "update_objective", { p_objective: n.id, p_title: "Call mum about the trip" });
    await call(db, member, "set_objective_done", { p_objective: o.id, p_done: false });
    expect(await rowsOf("Call mum")).toEqual([{ id: o.id, day: TODAY, done: false, repeat: null, markers: [marker] }]);
    expect(await rowsOf("Call mum about the trip")).toMatchObject([{ id: n.id, repeat: "weekly" }]);
  });

  it("the rule is set, kept and ended by update_objective; unknown rules are refused", async () => {
    const o = await add("Pay rent", TODAY);
    expect(o.repeat).toBeNull();
    expect(await call(db, member, "update_objective", { p_objective: o.id, p_repeat: "monthly" })).toMatchObject({
      repeat: "monthly",
    });
    expect(await call(db, member, "update_objective", { p_objective: o.id, p_title: "Pay the rent" })).toMatchObject({
      repeat: "monthly",
    });
    expect(await call(db, member, "update_objective", { p_objective: o.id, p_repeat: "none" })).toMatchObject({
      repeat: null,
    });
    await expect(call(db, member, "update_objective", { p_objective: o.id, p_repeat: "hourly" })).rejects.toMatchObject(
      refused("PT422", "repeat_invalid"),
    );
    await expect(add("Bad", TODAY, "fortnightly")).rejects.toMatchObject(refused("PT422", "repeat_invalid"));
  });

  it("an interval goes with its rule: set, kept, carried to the next one, and refused out of range", async () => {
    const o = await add("Backup", TODAY, "daily", 3);
    expect(o).toMatchObject({ repeat: "daily", repeat_every: 3 });
    const page = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: TODAY });
    expect(page.objectives.find((x: any) => x.id === o.id)).toMatchObject({ repeat: "daily", every: 3 });
    const { next: n } = await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true });
    expect(n.day).toBe(day(3));
    expect(await call(db, member, "get_objective_page", { p_objective: n.id })).toMatchObject({
      objective: { repeat: "daily", repeat_every: 3 },
    });
    // A title edit keeps the interval; a new rule without one starts at 1; an interval alone changes it.
    expect(await call(db, member, "update_objective", { p_objective: n.id, p_title: "Back up" })).toMatchObject({
      repeat_every: 3,
    });
    expect(await call(db, member, "update_objective", { p_objective: n.id, p_repeat: "weekly" })).toMatchObject({
      repeat: "weekly",
      repeat_every: 1,
    });
    expect(await call(db, member, "update_objective", { p_objective: n.id, p_repeat_every: 2 })).toMatchObject({
      repeat: "weekly",
      repeat_every: 2,
    });
    expect(await call(db, member, "update_objective", { p_objective: n.id, p_repeat: "none" })).toMatchObject({
      repeat: null,
      repeat_every: 1,
    });
    for (const [rule, every] of [
      ["weekly", 0],
      ["weekly", 100],
      ["weekdays", 100],
    ] as const)
      await expect(add("Bad", TODAY, rule, every || -1)).rejects.toMatchObject(refused("PT422", "repeat_invalid"));
  });

  it("a monthly 31st falls on a short month's last day and comes back on the 31st", async () => {
    const o = await add("Pay the card", "2030-01-31", "monthly");
    const { next: feb } = await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true });
    expect(feb.day).toBe("2030-02-28");
    const { next: mar } = await call(db, member, "set_objective_done", { p_objective: feb.id, p_done: true });
    expect(mar.day).toBe("2030-03-31");
  });

  it("a repeating objective moved to another day keeps its series; a new rule starts one from its day", async () => {
    // Overdue by three days, moved to today, done: the series' next day, not a week from today.
    const late = await add("Weekly report", day(-3), "weekly");
    await call(db, member, "move_overdue_to_today", { p_dashboard: dashboard, p_objective: late.id });
    const { next: n } = await call(db, member, "set_objective_done", { p_objective: late.id, p_done: true });
    expect(n.day).toBe(day(4));
    // Its edit page moves it two days on: still the series' days.
    await call(db, member, "update_objective", { p_objective: n.id, p_day: day(6) });
    const { next: m } = await call(db, member, "set_objective_done", { p_objective: n.id, p_done: true });
    expect(m.day).toBe(day(11));
    // Every 2 weeks from now on: counted from its own day.
    await call(db, member, "update_objective", { p_objective: m.id, p_day: day(12), p_repeat_every: 2 });
    const { next: k } = await call(db, member, "set_objective_done", { p_objective: m.id, p_done: true });
    expect(k.day).toBe(day(26));
  });

  it("the calendar shows the days a series will come back on, after today and the objective's own", async () => {
    const own = (await call(db, admin, "create_dashboard", { p_name: "Calendar" })).id;
    const weekly = (
      await call(db, admin, "add_objective", {
        p_dashboard: own,
        p_day: "2031-03-03",
        p_title: "Gym",
        p_repeat: "weekly",
      })
    ).id;
    await call(db, admin, "add_objective", {
      p_dashboard: own,
      p_day: "2031-03-10",
      p_title: "Already there",
    });
    const month = await call(db, admin, "get_calendar_page", { p_dashboard: own, p_month: "2031-03-01" });
    const gym = month.objectives.filter((o: any) => o.title === "Gym");
    // The grid starts on Monday 24 February and ends on Sunday 6 April.
    expect(gym.map((o: any) => [o.day, o.projected ?? false])).toEqual([
      ["2031-03-03", false],
      ["2031-03-10", true],
      ["2031-03-17", true],
      ["2031-03-24", true],
      ["2031-03-31", true],
    ]);
    expect(gym.every((o: any) => o.id === weekly && o.repeat === "weekly")).toBe(true);
    // A day's own objectives first; the projected ones count in its "+N more".
    expect(month.objectives.filter((o: any) => o.day === "2031-03-10").map((o: any) => o.title)).toEqual([
      "Already there",
      "Gym",
    ]);
    expect(month.day_counts["2031-03-10"]).toBe(2);
    // Done, it comes back on none of them: the next one carries the series.
    await call(db, admin, "set_objective_done", { p_objective: weekly, p_done: true });
    const after = await call(db, admin, "get_calendar_page", { p_dashboard: own, p_month: "2031-03-01" });
    expect(
      after.objectives.filter((o: any) => o.title === "Gym").map((o: any) => [o.day, o.projected ?? false]),
    ).toEqual([
      ["2031-03-03", false],
      ["2031-03-10", false],
      ["2031-03-17", true],
      ["2031-03-24", true],
      ["2031-03-31", true],
    ]);
  });

  it("a deleted repeating objective comes back with its rule", async () => {
    const o = await add("Take out the bins", TODAY, "weekly");
    await call(db, member, "delete_objective", { p_objective: o.id });
    expect(await call(db, admin, "restore_objective", { p_objective: o.id })).toMatchObject({ repeat: "weekly" });
  });

  it("others cannot complete or change a member's repeating objective", async () => {
    const o = await add("Private", TODAY, "daily");
    const notFound = refused("PT404", "objective_not_found");
    await expect(call(db, outsider, "set_objective_done", { p_objective: o.id, p_done: true })).rejects.toMatchObject(
      notFound,
    );
    await expect(call(db, outsider, "update_objective", { p_objective: o.id, p_repeat: "none" })).rejects.toMatchObject(
      notFound,
    );
    await expect(call(db, "anon", "set_objective_done", { p_objective: o.id, p_done: true })).rejects.toMatchObject(
      refused("42501"),
    );
    expect(await rowsOf("Private")).toMatchObject([{ done: false, repeat: "daily" }]);
  });
});
