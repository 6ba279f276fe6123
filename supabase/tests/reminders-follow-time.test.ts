import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// Reminders set so many minutes before an objective's time move with that time (decision 094);
// one set at a clock time stays at it.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;

// 10 March 2031 in Berlin is UTC+1: 15:00 there is 14:00Z.
const DAY = "2031-03-10";
const add = async (title: string, at: string | null, day = DAY, extra: Record<string, unknown> = {}) =>
  (await call(db, member, "add_objective", { p_dashboard: dashboard, p_day: day, p_title: title, p_at: at, ...extra }))
    .id as string;
const before = (who: User, objective: string, minutes: number | null) =>
  call(db, who, "set_my_reminder_before", { p_objective: objective, p_minutes: minutes });
const update = (objective: string, extra: Record<string, unknown>) =>
  call(db, member, "update_objective", { p_objective: objective, ...extra });
const mine = async (who: User, objective: string) =>
  (await call(db, who, "get_objective_page", { p_objective: objective })).reminder;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Errands"));
  await call(db, member, "update_my_profile", { p_time_zone: "Europe/Berlin" });
  await call(db, admin, "update_my_profile", { p_time_zone: "America/New_York" });
});
afterAll(() => db.close());

describe("a reminder before the objective's time", () => {
  it("is set so many minutes before it, in each member's zone, and says so", async () => {
    const dentist = await add("Dentist", "15:00");
    expect(await before(member, dentist, 30)).toEqual({
      at: "14:30",
      day: DAY,
      days_before: 0,
      minutes_before: 30,
      time_zone: "Europe/Berlin",
    });
    expect(await mine(member, dentist)).toEqual({
      at: "14:30",
      days_before: 0,
      minutes_before: 30,
      remind_at: "2031-03-10T13:30:00Z",
      sent_at: null,
    });
    // "Download your data" names the count.
    const file = JSON.parse((await call(db, member, "export_my_data")).body);
    expect(file.reminders).toEqual([expect.objectContaining({ title: "Dentist", at: "14:30", minutes_before: 30 })]);
    // At its time: 0 minutes. New York is UTC−4 that day.
    await before(admin, dentist, 0);
    expect(await mine(admin, dentist)).toMatchObject({
      at: "15:00",
      minutes_before: 0,
      remind_at: "2031-03-10T19:00:00Z",
    });
  });

  it("goes to the day before when the time is early", async () => {
    const early = await add("Early train", "00:15");
    expect(await before(member, early, 30)).toMatchObject({ at: "23:45", days_before: 1 });
    expect(await mine(member, early)).toMatchObject({ remind_at: "2031-03-09T22:45:00Z", minutes_before: 30 });
    // A day and a half before.
    expect(await before(member, early, 36 * 60)).toMatchObject({ at: "12:15", days_before: 2 });
  });

  it("moves with the time, and with the day, to be sent again; stays put when the time goes", async () => {
    const call_ = await add("Call the bank", "10:00");
    await before(member, call_, 60);
    await db.query("update private.reminders set sent_at = now() where objective_id = $1", [call_]);
    await update(call_, { p_at: "16:30" });
    expect(await mine(member, call_)).toEqual({
      at: "15:30",
      days_before: 0,
      minutes_before: 60,
      remind_at: "2031-03-10T14:30:00Z",
      sent_at: null,
    });
    // Another day and time at once.
    await update(call_, { p_day: "2031-03-12", p_at: "00:30" });
    expect(await mine(member, call_)).toMatchObject({ at: "23:30", days_before: 1, remind_at: "2031-03-11T22:30:00Z" });
    // No time any more: where it was, a clock time of its own from now on.
    await update(call_, { p_at: "none" });
    expect(await mine(member, call_)).toMatchObject({ at: "23:30", days_before: 1, minutes_before: null });
    await update(call_, { p_at: "09:00" });
    expect(await mine(member, call_)).toMatchObject({ at: "23:30", days_before: 1, minutes_before: null });
  });

  it("becomes a clock time when set at one; the same moment keeps it following", async () => {
    const gym = await add("Gym", "18:00");
    await before(member, gym, 30);
    // Set again at 17:30 of its day (the same moment): still 30 minutes before.
    await call(db, member, "set_my_reminder", { p_objective: gym, p_at: "17:30" });
    expect(await mine(member, gym)).toMatchObject({ minutes_before: 30 });
    await call(db, member, "set_my_reminder", { p_objective: gym, p_at: "12:00" });
    expect(await mine(member, gym)).toMatchObject({ at: "12:00", minutes_before: null });
    await update(gym, { p_at: "19:00" });
    expect(await mine(member, gym)).toMatchObject({ at: "12:00" });
    // For several at once: a clock time too.
    await before(member, gym, 15);
    await call(db, member, "set_my_reminders", { p_dashboard: dashboard, p_objectives: [gym], p_at: "08:00" });
    expect(await mine(member, gym)).toMatchObject({ at: "08:00", minutes_before: null });
    // Written straight to the table with a count that does not match: not kept.
    await db.query("update private.reminders set minutes_before = 45 where objective_id = $1", [gym]);
    expect(await mine(member, gym)).toMatchObject({ minutes_before: null });
  });

  it("comes back with its count from Undo of reminders set for several", async () => {
    const call1 = await add("Call the bank", "10:00");
    const call2 = await add("Call the school", "11:00");
    await before(member, call1, 30);
    const several = await call(db, member, "set_my_reminders", {
      p_dashboard: dashboard,
      p_objectives: [call1, call2],
      p_at: "08:00",
    });
    expect(await mine(member, call1)).toMatchObject({ at: "08:00", minutes_before: null });
    expect(await call(db, member, "undo_objectives", { p_batch: several.batch })).toMatchObject({ back: 2 });
    expect(await mine(member, call1)).toMatchObject({ at: "09:30", minutes_before: 30 });
    expect(await mine(member, call2)).toBeNull();
    // And it follows the time again.
    await update(call1, { p_at: "14:00" });
    expect(await mine(member, call1)).toMatchObject({ at: "13:30", minutes_before: 30 });
  });

  it("goes with every copy: the next one of a series, a duplicate, Undo of a delete", async () => {
    const weekly = await add("Stand-up", "09:00", DAY, { p_repeat: "weekly" });
    await before(member, weekly, 15);
    await call(db, member, "set_objective_done", { p_objective: weekly, p_done: true, p_time_zone: "Europe/Berlin" });
    const next = (await db.query<{ id: string }>("select id from public.objectives where repeat_from = $1", [weekly]))
      .rows[0]!.id;
    expect(await mine(member, next)).toMatchObject({
      at: "08:45",
      minutes_before: 15,
      remind_at: "2031-03-17T07:45:00Z",
    });
    await update(next, { p_at: "09:30" });
    expect(await mine(member, next)).toMatchObject({ at: "09:15", minutes_before: 15 });

    const copy = (await call(db, member, "duplicate_objective", { p_objective: next })).id;
    expect(await mine(member, copy)).toMatchObject({ at: "09:15", minutes_before: 15 });
    await update(copy, { p_at: "11:00" });
    expect(await mine(member, copy)).toMatchObject({ at: "10:45" });
    expect(await mine(member, next)).toMatchObject({ at: "09:15" });

    await call(db, member, "delete_objective", { p_objective: copy });
    await call(db, member, "restore_objective", { p_objective: copy });
    expect(await mine(member, copy)).toMatchObject({ at: "10:45", minutes_before: 15 });
    await update(copy, { p_at: "12:00" });
    expect(await mine(member, copy)).toMatchObject({ at: "11:45" });
  });

  it("is refused without a time, out of range, once gone or done, and to an outsider", async () => {
    const untimed = await add("Untimed", null);
    await expect(before(member, untimed, 30)).rejects.toMatchObject(refused("PT422", "reminder_no_time"));
    const timed = await add("Timed", "15:00");
    for (const bad of [-1, 43201, null])
      await expect(before(member, timed, bad)).rejects.toMatchObject(refused("PT422", "reminder_before_invalid"));
    await expect(before(outsider, timed, 30)).rejects.toMatchObject({ code: "PT404" });
    const gone = await add("Gone", "15:00", "2020-01-01");
    await expect(before(member, gone, 30)).rejects.toMatchObject(refused("PT422", "reminder_past"));
    await call(db, member, "set_objective_done", { p_objective: timed, p_done: true });
    await expect(before(member, timed, 30)).rejects.toMatchObject(refused("PT422", "reminder_done"));
    expect(await mine(member, timed)).toBeNull();
  });
});
