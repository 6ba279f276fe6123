import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, refused, sqlAs, type User } from "./helpers.ts";

// Productivity (decision 055): objectives completed less those reopened, by day in the
// person's time zone, against their goals, with daily and weekly streaks.
let db: Db;
let ann: User;
let ben: User;
let home: string;
let work: string;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ ann, ben } = (await createUsers(db, ["ann", "ben"])) as any);
  home = (await call(db, ann, "create_dashboard", { p_name: "Home" })).id;
  work = (await call(db, ann, "create_dashboard", { p_name: "Work" })).id;
  const { tokens } = await call(db, ann, "invite_members", { p_dashboard: home, p_emails: [ben.email] });
  await call(db, ben, "accept_invitation", { p_invitation: tokens[0].id });
});
afterAll(() => db.close());

const page = (who: User, zone = "UTC") => call(db, who, "get_productivity_page", { p_time_zone: zone });
const todayUtc = () => new Date().toISOString().slice(0, 10);
const shift = (day: string, n: number) => new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);

/** Completes `n` new objectives on `dashboard` as `who`; returns their ids. */
async function complete(who: User, dashboard: string, n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { id } = await call(db, who, "add_objective", {
      p_dashboard: dashboard,
      p_day: todayUtc(),
      p_title: `Task ${i}`,
    });
    await call(db, who, "set_objective_done", { p_objective: id, p_done: true });
    ids.push(id);
  }
  return ids;
}

/** Moves `who`'s completions and reopenings made since `since` (an activity id) back by `days`. */
async function backdate(who: User, since: number, days: number) {
  await db.query("update public.activity set at = at - make_interval(days => $1) where actor_id = $2 and id > $3", [
    days,
    who.id,
    since,
  ]);
}
const lastActivity = async () =>
  Number((await db.query("select coalesce(max(id), 0) as id from public.activity")).rows[0].id);
/** Completes one objective `days` ago (0: today). */
async function doneOn(who: User, dashboard: string, days: number) {
  const since = await lastActivity();
  await complete(who, dashboard, 1);
  if (days > 0) await backdate(who, since, days);
}

describe("get_productivity_page", () => {
  it("starts at nothing, with the default goals, the last 7 days and 4 weeks", async () => {
    const p = await page(ann);
    expect(p).toMatchObject({
      today: todayUtc(),
      time_zone: "UTC",
      goals: { daily: 5, weekly: 25, days_off: [] },
      streak: { current: 0, longest: 0 },
      week_streak: { current: 0, longest: 0 },
      dashboards: [],
    });
    expect(p.days.map((d: any) => d.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => shift(todayUtc(), -n)));
    expect(p.days.every((d: any) => d.done === 0)).toBe(true);
    expect(p.weeks).toHaveLength(4);
    // Weeks start on Mondays; the last is this one.
    for (const w of p.weeks) expect(new Date(w.start).getUTCDay()).toBe(1);
    expect(Date.parse(p.weeks[3].start)).toBeLessThanOrEqual(Date.parse(todayUtc()));
    expect(Date.parse(p.weeks[3].start)).toBeGreaterThan(Date.parse(shift(todayUtc(), -7)));
  });

  it("counts what the caller completed, less what they reopened, by dashboard; not others' doings", async () => {
    const ids = await complete(ann, home, 3);
    await complete(ann, work, 1);
    await call(db, ann, "set_objective_done", { p_objective: ids[0], p_done: false });
    // Ben completes one on Ann's dashboard: his, not hers.
    await complete(ben, home, 2);
    const p = await page(ann);
    expect(p.days.at(-1)).toEqual({ day: todayUtc(), done: 3, away: false });
    expect(p.dashboards).toEqual([
      { id: home, name: "Home", color: "blue", done: 2 },
      { id: work, name: "Work", color: "orange", done: 1 },
    ]);
    expect(p.weeks[3].done).toBe(3);
    expect((await page(ben)).days.at(-1).done).toBe(2);
    // Today's goal (5) not met yet: no streak, none broken.
    expect(p.streak).toEqual({ current: 0, longest: 0 });
  });

  it("a streak counts the days that met the goal; today not yet met leaves it; a missed day ends it", async () => {
    await call(db, ann, "set_productivity_goals", { p_daily: 2, p_weekly: 100 });
    // Today already has 3: met. Yesterday and the day before: 2 each; three days ago none.
    for (const days of [1, 2]) {
      const since = await lastActivity();
      await complete(ann, home, 2);
      await backdate(ann, since, days);
    }
    let p = await page(ann);
    expect(p.days.slice(-3).map((d: any) => d.done)).toEqual([2, 2, 3]);
    expect(p.streak).toEqual({ current: 3, longest: 3 });
    // Five days ago, a run of one: the longest stays 3.
    const since = await lastActivity();
    await complete(ann, home, 2);
    await backdate(ann, since, 5);
    p = await page(ann);
    expect(p.streak).toEqual({ current: 3, longest: 3 });
    // Three and four days ago made days off: the two runs join.
    const dow = (n: number) => ((new Date(Date.parse(shift(todayUtc(), -n))).getUTCDay() + 6) % 7) + 1;
    await call(db, ann, "set_productivity_goals", { p_daily: 2, p_weekly: 100, p_days_off: [dow(3), dow(4)] });
    p = await page(ann);
    expect(p.goals).toEqual({ daily: 2, weekly: 100, days_off: [dow(3), dow(4)].sort() });
    expect(p.streak).toEqual({ current: 4, longest: 4 });
  });

  it("reads the days in the caller's own time zone once they choose one", async () => {
    await call(db, ben, "update_my_profile", { p_time_zone: "Pacific/Kiritimati" });
    const p = await page(ben, "UTC");
    expect(p.time_zone).toBe("Pacific/Kiritimati");
    const there = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" }).format(new Date());
    expect(p.today).toBe(there);
    // Without one, the request's zone if it is one, else UTC.
    const other = (await createUsers(db, ["cat"])).cat!;
    expect((await page(other, "Asia/Tokyo")).time_zone).toBe("Asia/Tokyo");
    expect((await page(other, "Mars/Olympus")).time_zone).toBe("UTC");
  });

  it("a dashboard left no longer counts", async () => {
    await call(db, ben, "leave_dashboard", { p_dashboard: home });
    const p = await page(ben);
    expect(p.days.every((d: any) => d.done === 0)).toBe(true);
    expect(p.dashboards).toEqual([]);
  });
});

describe("set_productivity_goals", () => {
  it("keeps the goals in range and the days off as weekdays, not all seven", async () => {
    const goals = (daily: unknown, weekly: unknown, off: unknown = []) =>
      call(db, ann, "set_productivity_goals", { p_daily: daily, p_weekly: weekly, p_days_off: off });
    await expect(goals(0, 10)).rejects.toMatchObject(refused("PT422", "daily_goal_invalid"));
    await expect(goals(101, 10)).rejects.toMatchObject(refused("PT422", "daily_goal_invalid"));
    await expect(goals(3, 0)).rejects.toMatchObject(refused("PT422", "weekly_goal_invalid"));
    await expect(goals(3, 701)).rejects.toMatchObject(refused("PT422", "weekly_goal_invalid"));
    await expect(goals(3, 10, [0])).rejects.toMatchObject(refused("PT422", "days_off_invalid"));
    await expect(goals(3, 10, [1, 2, 3, 4, 5, 6, 7])).rejects.toMatchObject(refused("PT422", "days_off_invalid"));
    expect(await goals(3, 10, [7, 6, 6])).toEqual({ daily: 3, weekly: 10, days_off: [6, 7] });
    expect(await goals(3, 10, [7, 6])).toEqual({ daily: 3, weekly: 10, days_off: [6, 7] });
  });

  it("is the caller's own: closed to anon, the table closed to everyone", async () => {
    await expect(call(db, "anon", "get_productivity_page", {})).rejects.toMatchObject({ code: "42501" });
    await expect(call(db, "anon", "set_productivity_goals", { p_daily: 1, p_weekly: 1 })).rejects.toMatchObject({
      code: "42501",
    });
    await expect(sqlAs(db, ben, "select * from private.productivity_goals")).rejects.toMatchObject({ code: "42501" });
    await expect(
      sqlAs(db, ben, "select * from private.completions($1, 'UTC', current_date - 7)", [ann.id]),
    ).rejects.toMatchObject({ code: "42501" });
    expect((await page(ben)).goals).toEqual({ daily: 5, weekly: 25, days_off: [] });
  });

  it("counts weeks from the caller's first day of the week: saved, else the page's (decision 064)", async () => {
    const weeks = async (start?: number) =>
      (await call(db, ben, "get_productivity_page", { p_time_zone: "UTC", ...(start ? { p_week_start: start } : {}) }))
        .weeks as {
        start: string;
        done: number;
      }[];
    const startsOn = (list: { start: string }[]) => list.map((w) => new Date(w.start).getUTCDay());
    await complete(ben, (await call(db, ben, "create_dashboard", { p_name: "Ben's" })).id, 2);
    // The page's day (the language's) while none is saved.
    const sundays = await weeks(7);
    expect(startsOn(sundays)).toEqual([0, 0, 0, 0]);
    // This week holds today (Ben's, in the zone he saved above: Kiritimati, already tomorrow
    // from UTC's 10:00), and what was done today.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" }).format(new Date());
    expect(sundays[3]!.start <= today && sundays[3]!.start > shift(today, -7)).toBe(true);
    expect(sundays[3]!.done).toBeGreaterThanOrEqual(2);
    // A saved day wins, for this caller only.
    await call(db, ben, "update_my_profile", { p_week_start: 6 });
    const saturdays = await weeks(7);
    expect(startsOn(saturdays)).toEqual([6, 6, 6, 6]);
    expect(saturdays[3]!.start <= today && saturdays[3]!.start > shift(today, -7)).toBe(true);
    expect(saturdays[3]!.done).toBeGreaterThanOrEqual(2);
    expect(startsOn((await call(db, ann, "get_productivity_page", { p_week_start: 7 })).weeks)).toEqual([0, 0, 0, 0]);
    await call(db, ben, "update_my_profile", { p_week_start: 0 });
    expect(startsOn(await weeks())).toEqual([1, 1, 1, 1]);
    await expect(weeks(9)).rejects.toMatchObject(refused("PT422", "week_start_invalid"));
  });
});

describe("the daily goal reached (decision 055)", () => {
  let cat: User;
  let desk: string;
  const add = async (title: string) =>
    (await call(db, cat, "add_objective", { p_dashboard: desk, p_day: todayUtc(), p_title: title })).id as string;
  const done = (id: string, value = true) =>
    call(db, cat, "set_objective_done", { p_objective: id, p_done: value, p_time_zone: "UTC" });

  beforeAll(async () => {
    cat = (await createUsers(db, ["cat"])).cat!;
    desk = (await call(db, cat, "create_dashboard", { p_name: "Desk" })).id;
    await call(db, cat, "set_productivity_goals", { p_daily: 2, p_weekly: 25 });
  });

  it("is told by the completion that meets it: not before, not by one already done, not past it", async () => {
    const [a, b, c] = [await add("A"), await add("B"), await add("C")];
    expect(await done(a)).not.toHaveProperty("goal");
    // A double submit completes nothing: nothing to tell.
    expect(await done(a)).not.toHaveProperty("goal");
    // Someone else's completions are not hers.
    await complete(ben, (await call(db, ben, "create_dashboard", { p_name: "Ben's" })).id, 3);
    const met = await done(b);
    expect(met).toMatchObject({ id: b, done: true, goal: 2 });
    expect(await done(c)).not.toHaveProperty("goal");
    // Marking not done tells nothing; two reopenings take the day below the goal, and the
    // completion that meets it again is told again.
    expect(await done(c, false)).not.toHaveProperty("goal");
    expect(await done(b, false)).not.toHaveProperty("goal");
    expect(await done(b)).toMatchObject({ goal: 2 });
    expect(await done(c)).not.toHaveProperty("goal");
    expect((await page(cat)).days.at(-1).done).toBe(3);
  });

  it("several completed at once tell it once, when together they meet it", async () => {
    const other = (await createUsers(db, ["dan"])).dan!;
    const board = (await call(db, other, "create_dashboard", { p_name: "Board" })).id;
    await call(db, other, "set_productivity_goals", { p_daily: 3, p_weekly: 25 });
    const ids: string[] = [];
    for (const title of ["A", "B", "C", "D"])
      ids.push((await call(db, other, "add_objective", { p_dashboard: board, p_day: todayUtc(), p_title: title })).id);
    const first = await call(db, other, "complete_objectives", { p_dashboard: board, p_objectives: [ids[0]] });
    expect(first).toMatchObject({ done: 1 });
    expect(first).not.toHaveProperty("goal");
    const rest = await call(db, other, "complete_objectives", { p_dashboard: board, p_objectives: ids.slice(1) });
    expect(rest).toMatchObject({ done: 3, goal: 3 });
    // All done already: nothing completed, nothing told.
    expect(await call(db, other, "complete_objectives", { p_dashboard: board, p_objectives: ids })).toEqual({
      done: 0,
      batch: null,
    });
  });

  it("the weekly goal too, counted from the week's first day: saved, else the page's", async () => {
    const isoDay = (n: number) => ((new Date(Date.parse(shift(todayUtc(), -n))).getUTCDay() + 6) % 7) + 1;
    const people = (await createUsers(db, ["lee", "max"])) as Record<"lee" | "max", User>;
    const met: Record<string, unknown[]> = {};
    for (const [who, start] of [
      [people.lee, isoDay(0)],
      [people.max, isoDay(1)],
    ] as const) {
      const board = (await call(db, who, "create_dashboard", { p_name: "Week" })).id;
      await call(db, who, "set_productivity_goals", { p_daily: 100, p_weekly: 2 });
      // Yesterday: this week's for max, whose week begins then; last week's for lee.
      await doneOn(who, board, 1);
      met[who.email] = [];
      for (const title of ["A", "B", "C"]) {
        const { id } = await call(db, who, "add_objective", { p_dashboard: board, p_day: todayUtc(), p_title: title });
        const answer = await call(db, who, "set_objective_done", {
          p_objective: id,
          p_done: true,
          p_time_zone: "UTC",
          p_week_start: start,
        });
        expect(answer).not.toHaveProperty("goal");
        met[who.email]!.push(answer.week_goal ?? null);
      }
    }
    expect(met[people.max.email]).toEqual([2, null, null]);
    expect(met[people.lee.email]).toEqual([null, 2, null]);
    // A first day of the week of one's own wins over the page's.
    const { ned } = (await createUsers(db, ["ned"])) as Record<"ned", User>;
    const board = (await call(db, ned, "create_dashboard", { p_name: "Week" })).id;
    await call(db, ned, "set_productivity_goals", { p_daily: 100, p_weekly: 2 });
    await call(db, ned, "update_my_profile", { p_week_start: isoDay(1) });
    await doneOn(ned, board, 1);
    const { id } = await call(db, ned, "add_objective", { p_dashboard: board, p_day: todayUtc(), p_title: "A" });
    expect(
      await call(db, ned, "set_objective_done", {
        p_objective: id,
        p_done: true,
        p_time_zone: "UTC",
        p_week_start: isoDay(0),
      }),
    ).toMatchObject({ week_goal: 2 });
  });

  it("is counted only inside the functions that complete: closed to the API roles", async () => {
    await expect(sqlAs(db, cat, "select private.goals_reached('UTC', 1)")).rejects.toMatchObject({ code: "42501" });
    const id = await add("Direct");
    await expect(sqlAs(db, cat, "select private.set_objective_done($1, true, 'UTC')", [id])).rejects.toMatchObject({
      code: "42501",
    });
  });
});

describe("vacation mode", () => {
  const vacation = (who: User, on: boolean) =>
    call(db, who, "set_productivity_vacation", { p_on: on, p_time_zone: "UTC" });
  const stretches = (who: User) =>
    db
      .query<{ from_day: string; until_day: string | null }>(
        "select from_day::text, until_day::text from private.productivity_vacations where user_id = $1 order by from_day",
        [who.id],
      )
      .then((r) => r.rows);
  /** A vacation that was on from `from` days ago until `until` days ago. */
  const away = (who: User, from: number, until: number) =>
    db.query("insert into private.productivity_vacations (user_id, from_day, until_day) values ($1, $2, $3)", [
      who.id,
      shift(todayUtc(), -from),
      shift(todayUtc(), -until),
    ]);

  it("is turned on from today and off as one is back; on again the day after goes on with that stretch", async () => {
    const { gil } = (await createUsers(db, ["gil"])) as Record<"gil", User>;
    expect((await page(gil)).vacation).toEqual({ on: false, since: null });
    expect(await vacation(gil, true)).toEqual({ on: true, since: todayUtc() });
    // Twice on: still the one stretch.
    expect(await vacation(gil, true)).toEqual({ on: true, since: todayUtc() });
    expect((await page(gil)).vacation).toEqual({ on: true, since: todayUtc() });
    expect(await stretches(gil)).toEqual([{ from_day: todayUtc(), until_day: null }]);
    // Off the same day: no day of it went by, nothing is kept.
    expect(await vacation(gil, false)).toEqual({ on: false, since: null });
    expect(await stretches(gil)).toEqual([]);
    // On three days ago: off today ends it yesterday (one is back today).
    await db.query("insert into private.productivity_vacations (user_id, from_day) values ($1, $2)", [
      gil.id,
      shift(todayUtc(), -3),
    ]);
    expect(await vacation(gil, false)).toEqual({ on: false, since: null });
    expect(await stretches(gil)).toEqual([{ from_day: shift(todayUtc(), -3), until_day: shift(todayUtc(), -1) }]);
    // Off by mistake: on again, the same stretch goes on.
    expect(await vacation(gil, true)).toEqual({ on: true, since: shift(todayUtc(), -3) });
    expect(await stretches(gil)).toEqual([{ from_day: shift(todayUtc(), -3), until_day: null }]);
    // Twice off: nothing more.
    await vacation(gil, false);
    expect(await vacation(gil, false)).toEqual({ on: false, since: null });
    expect(await stretches(gil)).toEqual([{ from_day: shift(todayUtc(), -3), until_day: shift(todayUtc(), -1) }]);
  });

  it("keeps the daily streak over its days, and marks them among the last 7", async () => {
    const { hal } = (await createUsers(db, ["hal"])) as Record<"hal", User>;
    const desk = (await call(db, hal, "create_dashboard", { p_name: "Desk" })).id;
    await call(db, hal, "set_productivity_goals", { p_daily: 1, p_weekly: 700 });
    for (const days of [5, 4, 1, 0]) await doneOn(hal, desk, days);
    // Three and two days ago missed: the run is yesterday and today.
    expect((await page(hal)).streak).toEqual({ current: 2, longest: 2 });
    // Away then: the runs join (those days neither break nor extend it).
    await away(hal, 3, 2);
    const p = await page(hal);
    expect(p.streak).toEqual({ current: 4, longest: 4 });
    expect(p.days.map((d: any) => d.away)).toEqual([false, false, false, true, true, false, false]);
    // A day of a vacation that met the goal still counts.
    await away(hal, 5, 4);
    expect((await page(hal)).streak).toEqual({ current: 4, longest: 4 });
  });

  it("keeps the weekly streak over a week with a day of it, and marks it among the last 4", async () => {
    const { ivy } = (await createUsers(db, ["ivy"])) as Record<"ivy", User>;
    const desk = (await call(db, ivy, "create_dashboard", { p_name: "Desk" })).id;
    await call(db, ivy, "set_productivity_goals", { p_daily: 100, p_weekly: 1 });
    // Two weeks ago and this week met; last week (the week of 7 days ago) missed.
    for (const days of [14, 0]) await doneOn(ivy, desk, days);
    expect((await page(ivy)).week_streak).toEqual({ current: 1, longest: 1 });
    expect((await page(ivy)).weeks.map((w: any) => w.away)).toEqual([false, false, false, false]);
    await away(ivy, 7, 7);
    const p = await page(ivy);
    expect(p.week_streak).toEqual({ current: 2, longest: 2 });
    // Among the last 4 weeks, the week of that day says so (the week of 7 days ago is the third).
    expect(p.weeks.map((w: any) => w.away)).toEqual([false, false, true, false]);
    // On now: this week is one too.
    await vacation(ivy, true);
    expect((await page(ivy)).weeks.map((w: any) => w.away)).toEqual([false, false, true, true]);
  });

  it("is the caller's own: closed to anon, the table closed to everyone", async () => {
    await expect(call(db, "anon", "set_productivity_vacation", { p_on: true })).rejects.toMatchObject({
      code: "42501",
    });
    await expect(sqlAs(db, ben, "select * from private.productivity_vacations")).rejects.toMatchObject({
      code: "42501",
    });
  });
});
