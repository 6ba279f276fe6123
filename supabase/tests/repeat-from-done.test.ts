import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, dashboardWithMember, nextFromDone, refused, type User } from "./helpers.ts";

// A rule counted from the day it is done ("every!", decision 041): the next one comes
// after the day it is marked done, whatever its own day; the flag goes with the rule
// through edits, Undo, copies and files, and the calendar projects it from its day.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.parse(TODAY) + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Home"));
});
afterAll(() => db.close());

const fromDone = (rule: string, done: string, every = 1) => nextFromDone(db, rule, done, every);

const add = (title: string, on: string, repeat: string | null, every = 1, flag = true, where = dashboard) =>
  call(db, member, "add_objective", {
    p_dashboard: where,
    p_day: on,
    p_title: title,
    p_repeat: repeat,
    p_repeat_every: every,
    p_repeat_from_done: flag,
  });

const flagOf = async (id: string) =>
  (
    await db.query<{ repeat_from_done: boolean; repeat_anchor: string | null }>(
      "select repeat_from_done, repeat_anchor::text from public.objectives where id = $1",
      [id],
    )
  ).rows[0];

describe("private.next_from_done", () => {
  it("counts from the day it is done, a short month's last day for a 31st", async () => {
    // 2030-02-01 is a Friday.
    expect(await fromDone("daily", "2030-02-01", 3)).toBe("2030-02-04");
    expect(await fromDone("weekdays", "2030-02-01")).toBe("2030-02-04");
    expect(await fromDone("weekdays", "2030-02-03")).toBe("2030-02-04");
    expect(await fromDone("weekly", "2030-02-01", 2)).toBe("2030-02-15");
    expect(await fromDone("monthly", "2030-01-31")).toBe("2030-02-28");
    expect(await fromDone("monthly", "2030-02-28")).toBe("2030-03-28");
    expect(await fromDone("yearly", "2028-02-29")).toBe("2029-02-28");
  });
});

describe("a rule counted from done", () => {
  it("done late comes back a rule after today, not on the series' next day", async () => {
    const o = await add("Water the plants", day(-9), "weekly");
    expect(o).toMatchObject({ repeat: "weekly", repeat_from_done: true });
    const page = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: TODAY });
    expect(page.overdue.find((x: any) => x.id === o.id)).toMatchObject({ repeat: "weekly", fromDone: true });
    const done = await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true });
    // Counted from its day, a weekly one nine days late would come back in five days.
    expect(done).toMatchObject({ done: true, repeat: null, repeat_from_done: false, next: { day: day(7) } });
    expect(await flagOf(done.next.id)).toEqual({ repeat_from_done: true, repeat_anchor: null });
    const next = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: day(7) });
    expect(next.objectives.find((x: any) => x.id === done.next.id)).toMatchObject({
      title: "Water the plants",
      repeat: "weekly",
      fromDone: true,
    });
  });

  it("done early comes back counted from today, and rows without it carry no flag", async () => {
    const o = await add("Change the filter", day(2), "daily", 3);
    const { next: n } = await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true });
    expect(n.day).toBe(day(3));
    const plain = await add("Read", TODAY, "daily", 1, false);
    expect(plain.repeat_from_done).toBe(false);
    const page = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: TODAY });
    expect(page.objectives.find((x: any) => x.id === plain.id)).not.toHaveProperty("fromDone");
  });

  it("needs a rule: without one the flag is not kept", async () => {
    const o = await add("Once", TODAY, null);
    expect(o).toMatchObject({ repeat: null, repeat_from_done: false });
  });

  it("is set, kept and ended with the rule by update_objective", async () => {
    const o = await add("Defrost", TODAY, "monthly", 1, false);
    const on = await call(db, member, "update_objective", { p_objective: o.id, p_repeat_from_done: true });
    expect(on).toMatchObject({ repeat: "monthly", repeat_from_done: true });
    expect(await call(db, member, "update_objective", { p_objective: o.id, p_title: "Defrost it" })).toMatchObject({
      repeat_from_done: true,
    });
    // A new rule keeps the count unless told otherwise.
    expect(await call(db, member, "update_objective", { p_objective: o.id, p_repeat: "weekly" })).toMatchObject({
      repeat: "weekly",
      repeat_from_done: true,
    });
    expect(await call(db, member, "update_objective", { p_objective: o.id, p_repeat: "none" })).toMatchObject({
      repeat: null,
      repeat_from_done: false,
    });
    // Turned off: the series counts from its day again, not from an anchor of before.
    await call(db, member, "update_objective", { p_objective: o.id, p_repeat: "weekly", p_repeat_from_done: true });
    await call(db, member, "update_objective", { p_objective: o.id, p_day: day(1) });
    const off = await call(db, member, "update_objective", { p_objective: o.id, p_repeat_from_done: false });
    expect(off.repeat_from_done).toBe(false);
    expect(await flagOf(o.id)).toEqual({ repeat_from_done: false, repeat_anchor: null });
  });

  it("not done takes the next one back and the flag with it; Undo of a delete keeps it", async () => {
    const o = await add("Descale", TODAY, "weekly");
    await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true });
    expect(await call(db, member, "set_objective_done", { p_objective: o.id, p_done: false })).toMatchObject({
      done: false,
      repeat: "weekly",
      repeat_from_done: true,
    });
    await call(db, member, "delete_objective", { p_objective: o.id });
    expect(await call(db, admin, "restore_objective", { p_objective: o.id })).toMatchObject({
      repeat: "weekly",
      repeat_from_done: true,
    });
  });

  it("the calendar projects it from its day, or from today when it is late", async () => {
    const own = (await call(db, admin, "create_dashboard", { p_name: "Calendar" })).id;
    const ahead = (
      await call(db, admin, "add_objective", {
        p_dashboard: own,
        p_day: "2031-01-31",
        p_title: "Pay the card",
        p_repeat: "monthly",
        p_repeat_from_done: true,
      })
    ).id;
    const month = await call(db, admin, "get_calendar_page", { p_dashboard: own, p_month: "2031-03-01" });
    // Done on time each month: the 28th after February, where a series would be back on the 31st.
    expect(
      month.objectives.filter((o: any) => o.id === ahead).map((o: any) => [o.day, o.projected ?? false, o.fromDone]),
    ).toEqual([
      ["2031-02-28", true, true],
      ["2031-03-28", true, true],
    ]);
    const late = (
      await call(db, admin, "add_objective", {
        p_dashboard: own,
        p_day: day(-3),
        p_title: "Weekly call",
        p_repeat: "weekly",
        p_repeat_from_done: true,
      })
    ).id;
    // The month of its first projection: at a month's end, a week on is the next month's grid.
    const now = await call(db, admin, "get_calendar_page", { p_dashboard: own, p_month: `${day(7).slice(0, 8)}01` });
    const days = now.objectives.filter((o: any) => o.id === late && o.projected).map((o: any) => o.day);
    expect(days[0]).toBe(day(7));
    expect(days.every((d: string, i: number) => d === day(7 * (i + 1)))).toBe(true);
  });

  it("copies and files keep it", async () => {
    // Someone new: a free plan's dashboards are few.
    const { copier } = await createUsers(db, ["copier"]);
    const own = (await call(db, copier!, "create_dashboard", { p_name: "Template" })).id;
    await call(db, copier!, "add_objective", {
      p_dashboard: own,
      p_day: "2031-05-01",
      p_title: "Oil the chain",
      p_repeat: "weekly",
      p_repeat_every: 2,
      p_repeat_from_done: true,
    });
    const copy = await call(db, copier!, "duplicate_dashboard", { p_dashboard: own, p_name: "Copy" });
    const flags = async () =>
      (
        await db.query<{ repeat_from_done: boolean }>(
          "select repeat_from_done from public.objectives where dashboard_id = $1",
          [copy.id],
        )
      ).rows.map((r) => r.repeat_from_done);
    expect(await flags()).toEqual([true]);
    const { body } = await call(db, copier!, "export_dashboard", { p_dashboard: own });
    const file = JSON.parse(body);
    expect(file.objectives[0]).toMatchObject({ repeat: "weekly", repeat_every: 2, repeat_from_done: true });
    await call(db, copier!, "import_into_dashboard", {
      p_dashboard: copy.id,
      p_objectives: JSON.stringify(file.objectives),
    });
    expect(await flags()).toEqual([true, true]);
  });

  it("others cannot set it on a member's objective", async () => {
    const o = await add("Private", TODAY, "daily", 1, false);
    await expect(
      call(db, outsider, "update_objective", { p_objective: o.id, p_repeat_from_done: true }),
    ).rejects.toMatchObject(refused("PT404", "objective_not_found"));
    await expect(
      call(db, "anon", "update_objective", { p_objective: o.id, p_repeat_from_done: true }),
    ).rejects.toMatchObject(refused("42501"));
    expect(await flagOf(o.id)).toEqual({ repeat_from_done: false, repeat_anchor: null });
  });
});
