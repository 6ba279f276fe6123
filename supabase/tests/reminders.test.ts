import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clockIn, dayIn } from "../../app/lib/dates.ts";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, callHolding, createUsers, dashboardWithMember, refused, type User } from "./helpers.ts";

// Reminders (decision 074): a member's own, at a time of an objective's day in their zone;
// the Worker claims each once when its moment comes, and gives back what did not go.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;

// 10 March 2031 in Berlin is UTC+1: 09:00 there is 08:00Z.
const DAY = "2031-03-10";
const claim = async (now: string, limit = 50) =>
  (await call(db, "service_role", "claim_reminders", { p_limit: limit, p_now: now })).reminders as any[];
const add = async (title: string, day = DAY, extra: Record<string, unknown> = {}) =>
  (await call(db, member, "add_objective", { p_dashboard: dashboard, p_day: day, p_title: title, ...extra }))
    .id as string;
const remind = (who: User, objective: string, at: string | null, zone?: string) =>
  call(db, who, "set_my_reminder", { p_objective: objective, p_at: at, ...(zone ? { p_time_zone: zone } : {}) });
const mine = async (who: User, objective: string) =>
  (await call(db, who, "get_objective_page", { p_objective: objective })).reminder;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Errands"));
  await call(db, member, "update_my_profile", { p_time_zone: "Europe/Berlin", p_locale: "de" });
  await call(db, admin, "update_my_profile", { p_time_zone: "America/New_York" });
});
afterAll(() => db.close());

describe("set_my_reminder", () => {
  it("keeps each member's own reminder, shown on the objective's page, and takes it off", async () => {
    const dentist = await add("Call the dentist");
    expect(await mine(member, dentist)).toBeNull();
    expect(await remind(member, dentist, "09:00")).toEqual({
      at: "09:00",
      day: DAY,
      days_before: 0,
      time_zone: "Europe/Berlin",
    });
    // Seconds are dropped: a reminder is to the minute.
    await remind(admin, dentist, "14:30:45");
    expect(await mine(member, dentist)).toEqual({
      at: "09:00",
      days_before: 0,
      minutes_before: null,
      remind_at: "2031-03-10T08:00:00Z",
      sent_at: null,
    });
    // New York is UTC−4 on 10 March 2031 (summer time began on the 9th).
    expect(await mine(admin, dentist)).toEqual({
      at: "14:30",
      days_before: 0,
      minutes_before: null,
      remind_at: "2031-03-10T18:30:00Z",
      sent_at: null,
    });
    // Set again: one reminder, at the new time.
    await remind(member, dentist, "10:15");
    expect((await mine(member, dentist)).at).toBe("10:15");
    expect(await remind(member, dentist, null)).toBeNull();
    expect(await mine(member, dentist)).toBeNull();
    expect((await mine(admin, dentist)).at).toBe("14:30");
  });

  it("refuses outsiders, visitors, a moment gone and a done objective", async () => {
    const objective = await add("Water the plants");
    await expect(remind(outsider, objective, "09:00", "UTC")).rejects.toMatchObject(
      refused("PT404", "objective_not_found"),
    );
    await expect(remind(outsider, objective, null)).rejects.toMatchObject(refused("PT404", "objective_not_found"));
    await expect(call(db, "anon", "set_my_reminder", { p_objective: objective, p_at: "09:00" })).rejects.toMatchObject({
      code: "42501",
    });
    const past = await add("Long ago", "2020-01-01");
    await expect(remind(member, past, "09:00")).rejects.toMatchObject(refused("PT422", "reminder_past"));
    await call(db, member, "set_objective_done", { p_objective: objective, p_done: true });
    await expect(remind(member, objective, "09:00")).rejects.toMatchObject(refused("PT422", "reminder_done"));
  });

  it("saves the request's time zone when none is saved, and needs one", async () => {
    const [own, board] = await ownDashboard();
    const objective = (await call(db, own, "add_objective", { p_dashboard: board, p_day: DAY, p_title: "Mine" })).id;
    await expect(remind(own, objective, "09:00")).rejects.toMatchObject(refused("PT422", "time_zone_invalid"));
    await expect(remind(own, objective, "09:00", "Mars/Olympus")).rejects.toMatchObject(
      refused("PT422", "time_zone_invalid"),
    );
    expect(await remind(own, objective, "09:00", "Asia/Tokyo")).toMatchObject({ time_zone: "Asia/Tokyo" });
    expect((await call(db, own, "get_my_profile")).time_zone).toBe("Asia/Tokyo");
    expect((await mine(own, objective)).remind_at).toBe("2031-03-10T00:00:00Z");
  });
});

async function ownDashboard(): Promise<[User, string]> {
  const { someone } = (await createUsers(db, ["someone"])) as Record<"someone", User>;
  return [someone, (await call(db, someone, "create_dashboard", { p_name: "Own" })).id];
}

describe("set_my_reminder_in: remind me later", () => {
  // A zone where it is now daytime, so that "in an hour" is still today there: the offsets are
  // at most five hours apart, so one of them always has its clock between 06:00 and 18:00.
  const ZONES = [
    ...["Pacific/Kiritimati", "Asia/Tokyo", "Asia/Kolkata", "Europe/Berlin", "UTC"],
    ...["America/New_York", "America/Los_Angeles", "Pacific/Honolulu"],
  ];
  const hourIn = (zone: string) => Number(clockIn(zone, new Date()).slice(0, 2));
  const daytime = () => ZONES.find((z) => hourIn(z) >= 6 && hourIn(z) < 18)!;
  const todayIn = (zone: string, ms = Date.now()) => dayIn(zone, new Date(ms));
  /** The next whole minute at or after `ms`. */
  const upToMinute = (ms: number) => Math.ceil(ms / 60_000) * 60_000;
  const later = (who: User, objective: string, minutes: number, zone?: string) =>
    call(db, who, "set_my_reminder_in", {
      p_objective: objective,
      p_minutes: minutes,
      ...(zone ? { p_time_zone: zone } : {}),
    });

  it("sets one's reminder that many minutes from now, up to the next whole minute, in one's zone", async () => {
    const zone = daytime();
    const [own, board] = await ownDashboard();
    await call(db, own, "update_my_profile", { p_time_zone: zone });
    const today = todayIn(zone);
    const objective = (await call(db, own, "add_objective", { p_dashboard: board, p_day: today, p_title: "Call back" }))
      .id;
    const before = Date.now();
    const set = await later(own, objective, 60);
    const after = Date.now();
    // The minute is the one the database saw: between the two readings of the clock.
    const times = [before, after].map((ms) => clockIn(zone, new Date(upToMinute(ms + 3_600_000))));
    expect(times).toContain(set.at);
    expect(set).toMatchObject({ day: today, time_zone: zone });
    const saved = await mine(own, objective);
    expect(saved.at).toBe(set.at);
    const moment = Date.parse(saved.remind_at);
    expect(moment).toBeGreaterThanOrEqual(before + 3_600_000 - 1_000);
    expect(moment).toBeLessThanOrEqual(upToMinute(after + 3_600_000));
    expect(moment % 60_000).toBe(0);
    // Again, later: the same reminder moves (one each), and a sent one is due again.
    await db.query("update private.reminders set sent_at = now() where objective_id = $1", [objective]);
    const again = await later(own, objective, 90);
    expect((await mine(own, objective)).at).toBe(again.at);
    expect((await mine(own, objective)).sent_at).toBeNull();
  });

  it("refuses a moment on another day, minutes out of range, outsiders and a done objective", async () => {
    const zone = daytime();
    const [own, board] = await ownDashboard();
    await call(db, own, "update_my_profile", { p_time_zone: zone });
    const today = todayIn(zone);
    const add = (day: string, title: string) =>
      call(db, own, "add_objective", { p_dashboard: board, p_day: day, p_title: title }).then((o) => o.id as string);
    const objective = await add(today, "Today's");
    // A whole day on is after its day; a reminder goes on its day or before it, never after.
    await expect(later(own, objective, 1440)).rejects.toMatchObject(refused("PT422", "reminder_other_day"));
    const yesterday = await add(todayIn(zone, Date.now() - 86_400_000), "Yesterday's");
    await expect(later(own, yesterday, 60)).rejects.toMatchObject(refused("PT422", "reminder_other_day"));
    // Nor more than 30 days before it.
    const far = await add(todayIn(zone, Date.now() + 32 * 86_400_000), "Next month's");
    await expect(later(own, far, 60)).rejects.toMatchObject(refused("PT422", "reminder_other_day"));
    for (const minutes of [0, -5, 1441]) {
      await expect(later(own, objective, minutes)).rejects.toMatchObject(refused("PT422", "reminder_minutes_invalid"));
    }
    await expect(later(outsider, objective, 60, "UTC")).rejects.toMatchObject(refused("PT404", "objective_not_found"));
    await expect(
      call(db, "anon", "set_my_reminder_in", { p_objective: objective, p_minutes: 60 }),
    ).rejects.toMatchObject({ code: "42501" });
    await call(db, own, "set_objective_done", { p_objective: objective, p_done: true });
    await expect(later(own, objective, 60)).rejects.toMatchObject(refused("PT422", "reminder_done"));
    expect(await mine(own, yesterday)).toBeNull();
    expect(await mine(own, far)).toBeNull();
  });

  it("may fall on a day before the objective's: the evening before's email is snoozed that evening", async () => {
    const zone = daytime();
    const [own, board] = await ownDashboard();
    await call(db, own, "update_my_profile", { p_time_zone: zone });
    const tomorrow = todayIn(zone, Date.now() + 86_400_000);
    const objective = (
      await call(db, own, "add_objective", { p_dashboard: board, p_day: tomorrow, p_title: "Pack the bag" })
    ).id;
    const set = await later(own, objective, 60);
    expect(set).toMatchObject({ day: tomorrow, days_before: 1, time_zone: zone });
    expect(await mine(own, objective)).toMatchObject({ at: set.at, days_before: 1 });
  });

  it("saves the request's time zone when none is saved, and needs one", async () => {
    const zone = daytime();
    const [own, board] = await ownDashboard();
    const today = todayIn(zone);
    const objective = (await call(db, own, "add_objective", { p_dashboard: board, p_day: today, p_title: "Mine" })).id;
    await expect(later(own, objective, 30)).rejects.toMatchObject(refused("PT422", "time_zone_invalid"));
    await expect(later(own, objective, 30, "Mars/Olympus")).rejects.toMatchObject(
      refused("PT422", "time_zone_invalid"),
    );
    expect(await later(own, objective, 30, zone)).toMatchObject({ day: today, time_zone: zone });
    expect((await call(db, own, "get_my_profile")).time_zone).toBe(zone);
  });
});

describe("claim_reminders", () => {
  it("claims each reminder once when its moment comes, and says what the email tells", async () => {
    const objective = await add("Pick up the parcel", "2031-03-11", { p_priority: 1 });
    await call(db, member, "update_objective", { p_objective: objective, p_description: "At the post office" });
    await remind(member, objective, "09:00");
    expect(await claim("2031-03-11T07:59:00Z")).toEqual([]);
    const [due, ...others] = await claim("2031-03-11T08:00:30Z");
    expect(others).toEqual([]);
    expect(due).toEqual({
      user_id: member.id,
      email: member.email,
      name: "Member",
      locale: "de",
      at: "09:00",
      days_before: 0,
      objective: {
        id: objective,
        title: "Pick up the parcel",
        day: "2031-03-11",
        priority: 1,
        description: "At the post office",
      },
      dashboard: { id: dashboard, name: "Errands" },
    });
    // Never twice, and the page says it went.
    expect(await claim("2031-03-11T08:01:00Z")).toEqual([]);
    expect((await mine(member, objective)).sent_at).toBe("2031-03-11T08:00:30Z");
  });

  it("gives back what could not go, and lets a run that missed more than an hour pass", async () => {
    const objective = await add("Send the invoice", "2031-03-12");
    await remind(member, objective, "09:00");
    const late = await add("Book the train", "2031-03-12");
    await remind(member, late, "06:00");
    const claimed = await claim("2031-03-12T08:05:00Z");
    // 06:00 Berlin (05:00Z) is more than an hour before: left alone.
    expect(claimed.map((r) => r.objective.title)).toEqual(["Send the invoice"]);
    await call(db, "service_role", "release_reminders", { p_objectives: [objective], p_users: [member.id] });
    expect((await claim("2031-03-12T08:10:00Z")).map((r) => r.objective.title)).toEqual(["Send the invoice"]);
    // A limit is kept; the rest wait for the next batch.
    const a = await add("A", "2031-03-13");
    const b = await add("B", "2031-03-13");
    await remind(member, a, "09:00");
    await remind(member, b, "09:00");
    expect(await claim("2031-03-13T08:00:00Z", 1)).toHaveLength(1);
    expect(await claim("2031-03-13T08:00:00Z", 1)).toHaveLength(1);
    expect(await claim("2031-03-13T08:00:00Z", 1)).toHaveLength(0);
  });

  it("two Workers at once never claim one reminder twice", async () => {
    const a = await add("First", "2031-03-20");
    const b = await add("Second", "2031-03-20");
    await remind(member, a, "09:00");
    await remind(member, b, "09:00");
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const args = { p_limit: 1, p_now: "2031-03-20T08:00:00Z" };
    const first = callHolding(db, "service_role", "claim_reminders", args, held);
    // As with the daily email: on a real server either may come first; each reminder goes once.
    await new Promise((r) => setTimeout(r, 50));
    const second = claim("2031-03-20T08:00:00Z");
    setTimeout(release, 200);
    const [{ reminders: one }, other] = await Promise.all([first, second]);
    expect(one.length).toBeLessThanOrEqual(1);
    const titles = [...one, ...other]
      .map((r: any) => r.objective.title)
      .filter((t: string) => ["First", "Second"].includes(t));
    expect(titles.sort()).toEqual(["First", "Second"]);
  });

  it("stays silent for a done objective, a member who left and an archived dashboard", async () => {
    const done = await add("Done early", "2031-03-14");
    await remind(member, done, "09:00");
    await call(db, member, "set_objective_done", { p_objective: done, p_done: true });
    const left = await add("Before leaving", "2031-03-14");
    await remind(admin, left, "04:00");
    const { member: leaver, dashboard: other } = await dashboardWithMember(db, "Other");
    await call(db, leaver, "update_my_profile", { p_time_zone: "Europe/Berlin" });
    const gone = (await call(db, leaver, "add_objective", { p_dashboard: other, p_day: "2031-03-14", p_title: "Gone" }))
      .id;
    await remind(leaver, gone, "09:00");
    await call(db, leaver, "leave_dashboard", { p_dashboard: other });
    const { admin: owner, dashboard: archived } = await dashboardWithMember(db, "Archived");
    await call(db, owner, "update_my_profile", { p_time_zone: "Europe/Berlin" });
    const shelved = (
      await call(db, owner, "add_objective", { p_dashboard: archived, p_day: "2031-03-14", p_title: "Shelved" })
    ).id;
    await remind(owner, shelved, "09:00");
    await call(db, owner, "set_dashboard_archived", { p_dashboard: archived, p_archived: true });
    // The admin's 04:00 New York is 08:00Z too: only theirs goes.
    expect((await claim("2031-03-14T08:00:00Z")).map((r) => [r.objective.title, r.user_id])).toEqual([
      ["Before leaving", admin.id],
    ]);
  });
});

describe("a reminder follows", () => {
  it("its objective to another day, sent or not", async () => {
    const objective = await add("Dentist", "2031-03-15");
    await remind(member, objective, "09:00");
    expect(await claim("2031-03-15T08:00:00Z")).toHaveLength(1);
    await call(db, member, "update_objective", { p_objective: objective, p_day: "2031-03-16" });
    expect(await mine(member, objective)).toEqual({
      at: "09:00",
      days_before: 0,
      minutes_before: null,
      remind_at: "2031-03-16T08:00:00Z",
      sent_at: null,
    });
    expect((await claim("2031-03-16T08:00:00Z")).map((r) => r.objective.day)).toEqual(["2031-03-16"]);
  });

  it("the member into another time zone, at the same time of day", async () => {
    const { someone } = (await createUsers(db, ["someone"])) as Record<"someone", User>;
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
      dashboard,
      someone.id,
    ]);
    const objective = await add("Standup", "2031-03-17");
    await remind(someone, objective, "09:00", "Europe/Lisbon");
    expect((await mine(someone, objective)).remind_at).toBe("2031-03-17T09:00:00Z");
    await call(db, someone, "update_my_profile", { p_time_zone: "Asia/Tokyo" });
    expect((await mine(someone, objective)).remind_at).toBe("2031-03-17T00:00:00Z");
  });

  it("a repeating objective to its next one", async () => {
    const objective = await add("Stretch", "2031-03-18", { p_repeat: "daily" });
    await remind(member, objective, "07:30");
    await remind(admin, objective, "08:00");
    const { next } = await call(db, member, "set_objective_done", { p_objective: objective, p_done: true });
    expect(next.day).toBe("2031-03-19");
    expect(await mine(member, next.id)).toEqual({
      at: "07:30",
      days_before: 0,
      minutes_before: null,
      remind_at: "2031-03-19T06:30:00Z",
      sent_at: null,
    });
    expect((await mine(admin, next.id)).at).toBe("08:00");
    // Done, the old one stays silent; the next one speaks on its day.
    expect((await claim("2031-03-18T06:30:00Z")).filter((r) => r.objective.id === objective)).toEqual([]);
    expect((await claim("2031-03-19T06:30:00Z")).map((r) => r.objective.id)).toEqual([next.id]);
  });
});

describe("undoing a delete", () => {
  it("gives back each member's reminder, sent or not, at the same time of the day in their zone now", async () => {
    const objective = await add("Pick up the keys", "2031-03-22");
    await remind(member, objective, "12:00");
    await remind(admin, objective, "06:00");
    // The admin's 06:00 in New York (UTC−4) is 10:00Z; the member's 12:00 in Berlin (UTC+1) is still to come.
    expect((await claim("2031-03-22T10:00:00Z")).map((r) => r.user_id)).toEqual([admin.id]);
    await call(db, member, "delete_objective", { p_objective: objective });
    expect(await mine(member, objective).catch((e) => e)).toMatchObject(refused("PT404", "objective_not_found"));
    // Moved meanwhile: the restored reminder is at 12:00 in Lisbon (UTC+0) now.
    await call(db, member, "update_my_profile", { p_time_zone: "Europe/Lisbon" });
    await call(db, member, "restore_objective", { p_objective: objective });
    expect(await mine(member, objective)).toEqual({
      at: "12:00",
      days_before: 0,
      minutes_before: null,
      remind_at: "2031-03-22T12:00:00Z",
      sent_at: null,
    });
    expect(await mine(admin, objective)).toMatchObject({ at: "06:00", sent_at: "2031-03-22T10:00:00Z" });
    // The one sent stays sent; the other goes once, when its moment comes.
    expect((await claim("2031-03-22T12:00:00Z")).map((r) => [r.objective.id, r.user_id])).toEqual([
      [objective, member.id],
    ]);
    expect(await claim("2031-03-22T12:01:00Z")).toEqual([]);
    await call(db, member, "update_my_profile", { p_time_zone: "Europe/Berlin" });
  });

  it("after deleting several, and not for someone who left the dashboard meanwhile", async () => {
    const { admin: owner, member: helper, dashboard: board } = await dashboardWithMember(db, "Moving house");
    await call(db, owner, "update_my_profile", { p_time_zone: "Europe/Berlin" });
    await call(db, helper, "update_my_profile", { p_time_zone: "Europe/Berlin" });
    const boxes = (
      await call(db, owner, "add_objective", { p_dashboard: board, p_day: "2031-03-23", p_title: "Boxes" })
    ).id;
    const van = (await call(db, owner, "add_objective", { p_dashboard: board, p_day: "2031-03-23", p_title: "Van" }))
      .id;
    await remind(owner, boxes, "08:00");
    await remind(helper, boxes, "08:30");
    await remind(owner, van, "12:00");
    const { batch } = await call(db, owner, "delete_objectives", { p_dashboard: board, p_objectives: [boxes, van] });
    await call(db, helper, "leave_dashboard", { p_dashboard: board });
    expect((await call(db, owner, "undo_objectives", { p_batch: batch })).back).toBe(2);
    expect(await mine(owner, boxes)).toMatchObject({ at: "08:00", remind_at: "2031-03-23T07:00:00Z" });
    expect(await mine(owner, van)).toMatchObject({ at: "12:00", sent_at: null });
    const kept = await db.query("select user_id from private.reminders where objective_id = $1", [boxes]);
    expect(kept.rows).toEqual([{ user_id: owner.id }]);
    // Restored twice (a double submit): still one each.
    await call(db, owner, "restore_objective", { p_objective: van });
    expect((await claim("2031-03-23T11:00:00Z")).map((r) => r.objective.title)).toEqual(["Van"]);
  });
});

describe("a duplicate", () => {
  it("has one's own reminder still to come, not other members' nor one gone", async () => {
    const objective = await add("Call the dentist", "2031-05-05");
    await remind(member, objective, "14:00");
    await remind(admin, objective, "09:00");
    const copy = (await call(db, member, "duplicate_objective", { p_objective: objective })).id;
    expect(await mine(member, copy)).toEqual({
      at: "14:00",
      days_before: 0,
      minutes_before: null,
      remind_at: "2031-05-05T12:00:00Z",
      sent_at: null,
    });
    expect(await mine(admin, copy)).toBeNull();
    // Each their own: the admin's copy has the admin's.
    const theirs = (await call(db, admin, "duplicate_objective", { p_objective: objective })).id;
    expect(await mine(admin, theirs)).toEqual({
      at: "09:00",
      days_before: 0,
      minutes_before: null,
      remind_at: "2031-05-05T13:00:00Z",
      sent_at: null,
    });
    expect(await mine(member, theirs)).toBeNull();
    // One whose moment has gone (written here as a day gone by would leave it): none.
    const old = await add("Long ago", "2020-01-01");
    await db.query(
      "insert into private.reminders (objective_id, user_id, local_time, remind_at) values ($1, $2, '09:00', '2020-01-01T08:00:00Z')",
      [old, member.id],
    );
    const oldCopy = (await call(db, member, "duplicate_objective", { p_objective: old })).id;
    expect(await mine(member, oldCopy)).toBeNull();
  });
});

describe("set_my_reminders, for several", () => {
  const several = (who: User, ids: string[], at: string | null, board = dashboard) =>
    call(db, who, "set_my_reminders", { p_dashboard: board, p_objectives: ids, p_at: at });

  // In April, after the rows' bells' fortnight from 20 March; Berlin is UTC+2 then.
  it("sets one's own reminder on each, leaving out done ones and those whose time has gone, and undoes it", async () => {
    const a = await add("Gym bag", "2031-04-24");
    const b = await add("Library books", "2031-04-25");
    const done = await add("Done already", "2031-04-24");
    const gone = await add("Long gone", "2020-01-01");
    await call(db, member, "set_objective_done", { p_objective: done, p_done: true });
    await remind(member, b, "18:00");
    await remind(admin, a, "07:00");
    const set = await several(member, [a, b, done, gone], "08:15");
    expect(set).toEqual({ changed: 2, skipped: 2, at: "08:15", days_before: 0, batch: expect.any(String) });
    expect(await mine(member, a)).toEqual({
      at: "08:15",
      days_before: 0,
      minutes_before: null,
      remind_at: "2031-04-24T06:15:00Z",
      sent_at: null,
    });
    expect((await mine(member, b)).at).toBe("08:15");
    expect(await mine(member, done)).toBeNull();
    // Nobody else's changes.
    expect((await mine(admin, a)).at).toBe("07:00");
    // Again: nothing changes, nothing to undo.
    expect(await several(member, [a, b], "08:15")).toEqual({
      changed: 0,
      skipped: 0,
      at: "08:15",
      days_before: 0,
      batch: null,
    });
    // Only who set them may undo it; then the new one goes and the earlier one is back.
    await expect(call(db, admin, "undo_objectives", { p_batch: set.batch })).rejects.toMatchObject(
      refused("PT404", "undo_not_found"),
    );
    expect(await call(db, member, "undo_objectives", { p_batch: set.batch })).toMatchObject({
      back: 2,
      kind: "reminder",
    });
    expect(await mine(member, a)).toBeNull();
    expect((await mine(member, b)).at).toBe("18:00");
  });

  it("takes one's own off them, and Undo gives them back where nothing changed since", async () => {
    const a = await add("Water the garden", "2031-04-26");
    const b = await add("Feed the cat", "2031-04-26");
    const c = await add("No reminder", "2031-04-26");
    await remind(member, a, "07:00");
    await remind(member, b, "19:30");
    await remind(admin, b, "20:00");
    const cleared = await several(member, [a, b, c], null);
    expect(cleared).toEqual({ changed: 2, skipped: 0, at: null, days_before: 0, batch: expect.any(String) });
    expect(await mine(member, a)).toBeNull();
    expect((await mine(admin, b)).at).toBe("20:00");
    expect(await several(member, [a, c], null)).toMatchObject({ changed: 0, batch: null });
    // Set again by hand meanwhile: that one stays as it is now.
    await remind(member, a, "09:00");
    expect(await call(db, member, "undo_objectives", { p_batch: cleared.batch })).toMatchObject({ back: 1 });
    expect((await mine(member, a)).at).toBe("09:00");
    expect(await mine(member, b)).toEqual({
      at: "19:30",
      days_before: 0,
      minutes_before: null,
      remind_at: "2031-04-26T17:30:00Z",
      sent_at: null,
    });
  });

  it("refuses outsiders, another dashboard's objectives and a signed-out caller", async () => {
    const a = await add("Mine to remind", "2031-04-27");
    await expect(several(outsider, [a], "09:00")).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    const { dashboard: other } = await dashboardWithMember(db, "Elsewhere");
    await expect(several(member, [a], "09:00", other)).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    await expect(several(member, [], "09:00")).rejects.toMatchObject(refused("PT422", "selection_required"));
    await expect(
      call(db, "anon", "set_my_reminders", { p_dashboard: dashboard, p_objectives: [a], p_at: "09:00" }),
    ).rejects.toMatchObject({ code: "42501" });
    expect(await mine(member, a)).toBeNull();
  });
});

describe("the rows' bells", () => {
  it("the day view, Upcoming and /today answer the reader's own reminders still to go, and nobody else's", async () => {
    const plumber = await add("Plumber", "2031-03-20");
    const baker = await add("Baker", "2031-03-20");
    const sent = await add("Sent already", "2031-03-20");
    const weekly = await add("Weekly review", "2031-03-20", { p_repeat: "weekly" });
    await remind(member, plumber, "09:30");
    await remind(admin, baker, "10:00");
    await remind(member, sent, "06:00");
    await remind(member, weekly, "17:00");
    await claim("2031-03-20T05:00:00Z");
    const day = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: "2031-03-20" });
    expect(day.reminders).toEqual({ [plumber]: "09:30", [weekly]: "17:00" });
    expect((await call(db, admin, "get_day_page", { p_dashboard: dashboard, p_day: "2031-03-20" })).reminders).toEqual({
      [baker]: "10:00",
    });
    // Another day's rows: none of these.
    expect((await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: "2031-03-21" })).reminders).toEqual(
      {},
    );
    // Upcoming: the objectives' own rows, not the days the weekly one comes back on.
    const upcoming = await call(db, member, "get_upcoming_page", { p_from: "2031-03-20", p_days: 14 });
    expect(upcoming.reminders).toEqual({ [plumber]: "09:30", [weekly]: "17:00" });
    expect(upcoming.days.flatMap((d: any) => d.objectives).filter((o: any) => o.id === weekly)).toHaveLength(2);
    expect((await call(db, outsider, "get_upcoming_page", { p_from: "2031-03-20" })).reminders).toEqual({});
  });

  it("/today answers those of today's rows", async (ctx) => {
    // Today in Berlin (the member's zone), at 23:59 there: still to go unless it is that minute.
    const clock = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/Berlin",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    }).formatToParts(new Date());
    const part = (type: string) => clock.find((p) => p.type === type)!.value;
    if (part("hour") === "23" && Number(part("minute")) >= 58) ctx.skip();
    const today = `${part("year")}-${part("month")}-${part("day")}`;
    const late = await add("Late call", today);
    await add("No bell", today);
    await remind(member, late, "23:59");
    const page = await call(db, member, "get_today_page", { p_time_zone: "Europe/Berlin" });
    expect(page.reminders).toEqual({ [late]: "23:59" });
    expect((await call(db, admin, "get_today_page", { p_time_zone: "Europe/Berlin" })).reminders).toEqual({});
  });
});

describe("a reminder on a day before (decision 086)", () => {
  // June 2031: Berlin is UTC+2, New York UTC−4.
  const before = (who: User, objective: string, at: string, days: number) =>
    call(db, who, "set_my_reminder", { p_objective: objective, p_at: at, p_days_before: days });

  it("goes at its time that many days before the objective's day, and the rows and the claim say which day", async () => {
    const present = await add("Buy the present", "2031-06-10");
    expect(await before(member, present, "18:00", 1)).toEqual({
      at: "18:00",
      day: "2031-06-10",
      days_before: 1,
      time_zone: "Europe/Berlin",
    });
    expect(await mine(member, present)).toEqual({
      at: "18:00",
      days_before: 1,
      minutes_before: null,
      remind_at: "2031-06-09T16:00:00Z",
      sent_at: null,
    });
    // The rows' alarm clock: the day it goes on, as it is not the objective's own.
    const day = await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: "2031-06-10" });
    expect(day.reminders).toEqual({ [present]: "2031-06-09T18:00" });
    expect(await claim("2031-06-09T15:59:00Z")).toEqual([]);
    const [due] = await claim("2031-06-09T16:00:30Z");
    expect(due).toMatchObject({ at: "18:00", days_before: 1, objective: { id: present, day: "2031-06-10" } });
    // Set on its day again: the days before go.
    await remind(member, present, "09:00");
    expect(await mine(member, present)).toMatchObject({ days_before: 0, remind_at: "2031-06-10T07:00:00Z" });
  });

  it("refuses days out of range and a day before that has gone", async () => {
    const objective = await add("Renew the passport", "2031-06-11");
    for (const days of [-1, 31]) {
      await expect(before(member, objective, "09:00", days)).rejects.toMatchObject(
        refused("PT422", "reminder_days_invalid"),
      );
    }
    expect(await before(member, objective, "09:00", 30)).toMatchObject({ days_before: 30 });
    expect((await mine(member, objective)).remind_at).toBe("2031-05-12T07:00:00Z");
    const soon = await add("Long ago", "2020-01-02");
    await expect(before(member, soon, "09:00", 1)).rejects.toMatchObject(refused("PT422", "reminder_past"));
  });

  it("follows its objective to another day, to the next of a series, into another zone", async () => {
    const trip = await add("Pack for the trip", "2031-06-12");
    await before(member, trip, "20:00", 2);
    await call(db, member, "update_objective", { p_objective: trip, p_day: "2031-06-14" });
    expect(await mine(member, trip)).toMatchObject({ days_before: 2, remind_at: "2031-06-12T18:00:00Z" });
    const bins = await add("Bins out", "2031-06-13", { p_repeat: "weekly" });
    await before(member, bins, "21:00", 1);
    const { next } = await call(db, member, "set_objective_done", { p_objective: bins, p_done: true });
    expect(next.day).toBe("2031-06-20");
    expect(await mine(member, next.id)).toMatchObject({
      at: "21:00",
      days_before: 1,
      remind_at: "2031-06-19T19:00:00Z",
    });
    const { someone } = (await createUsers(db, ["someone"])) as Record<"someone", User>;
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
      dashboard,
      someone.id,
    ]);
    await call(db, someone, "set_my_reminder", {
      p_objective: trip,
      p_at: "08:00",
      p_days_before: 3,
      p_time_zone: "Europe/Lisbon",
    });
    expect((await mine(someone, trip)).remind_at).toBe("2031-06-11T07:00:00Z");
    await call(db, someone, "update_my_profile", { p_time_zone: "Asia/Tokyo" });
    expect((await mine(someone, trip)).remind_at).toBe("2031-06-10T23:00:00Z");
  });

  it("is kept by Undo of a delete and by a duplicate", async () => {
    const cake = await add("Order the cake", "2031-06-15");
    await before(member, cake, "10:00", 3);
    const copy = (await call(db, member, "duplicate_objective", { p_objective: cake })).id;
    expect(await mine(member, copy)).toMatchObject({ days_before: 3, remind_at: "2031-06-12T08:00:00Z" });
    await call(db, member, "delete_objective", { p_objective: cake });
    await call(db, member, "restore_objective", { p_objective: cake });
    expect(await mine(member, cake)).toEqual({
      at: "10:00",
      days_before: 3,
      minutes_before: null,
      remind_at: "2031-06-12T08:00:00Z",
      sent_at: null,
    });
  });

  it("set for several that many days before each one's day, and undone", async () => {
    const a = await add("Pack the tent", "2031-06-20");
    const b = await add("Pack the stove", "2031-06-21");
    const gone = await add("Long gone", "2020-01-03");
    await remind(member, b, "08:00");
    const several = (days: number) =>
      call(db, member, "set_my_reminders", {
        p_dashboard: dashboard,
        p_objectives: [a, b, gone],
        p_at: "20:00",
        p_days_before: days,
      });
    const set = await several(1);
    expect(set).toMatchObject({ changed: 2, skipped: 1, at: "20:00", days_before: 1 });
    expect(await mine(member, a)).toMatchObject({ days_before: 1, remind_at: "2031-06-19T18:00:00Z" });
    expect(await mine(member, b)).toMatchObject({ days_before: 1, remind_at: "2031-06-20T18:00:00Z" });
    // The same again changes nothing; another number of days does.
    expect(await several(1)).toMatchObject({ changed: 0, batch: null });
    for (const days of [-1, 31]) {
      await expect(several(days)).rejects.toMatchObject(refused("PT422", "reminder_days_invalid"));
    }
    expect(await call(db, member, "undo_objectives", { p_batch: set.batch })).toMatchObject({ back: 2 });
    expect(await mine(member, a)).toBeNull();
    expect(await mine(member, b)).toMatchObject({ at: "08:00", days_before: 0, remind_at: "2031-06-21T06:00:00Z" });
  });

  it("set for several on each one's day, and Undo puts the day before back", async () => {
    const a = await add("Charge the camera", "2031-06-16");
    const b = await add("Print the tickets", "2031-06-16");
    await before(member, a, "19:00", 1);
    await remind(member, b, "07:00");
    const set = await call(db, member, "set_my_reminders", {
      p_dashboard: dashboard,
      p_objectives: [a, b],
      p_at: "07:00",
    });
    // The one already at 07:00 of its day is as asked; the one of the day before changes.
    expect(set).toMatchObject({ changed: 1, skipped: 0 });
    expect(await mine(member, a)).toMatchObject({ at: "07:00", days_before: 0, remind_at: "2031-06-16T05:00:00Z" });
    expect(await call(db, member, "undo_objectives", { p_batch: set.batch })).toMatchObject({ back: 1 });
    expect(await mine(member, a)).toEqual({
      at: "19:00",
      days_before: 1,
      minutes_before: null,
      remind_at: "2031-06-15T17:00:00Z",
      sent_at: null,
    });
  });
});
