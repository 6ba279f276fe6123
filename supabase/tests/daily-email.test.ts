import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, callHolding, createUsers, dashboardWithMember, refused, sqlAs, type User } from "./helpers.ts";

// The daily email: a person turns it on at an hour of their time zone; the Worker claims what
// is due (once a day, never twice) and takes a claim back when the email did not go out.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
let quiet: string;

// 10 March 2026 in Berlin (UTC+1): 07:30 local is 06:30 UTC.
const DAY = "2026-03-10";
const at = (utc: string) => `${utc}Z`;
const claim = async (now: string, limit = 50) =>
  (await call(db, "service_role", "claim_daily_emails", { p_limit: limit, p_now: now })).emails;
const mineIn = (mails: any[], who: User) => mails.filter((m) => m.user_id === who.id);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Launch"));
  quiet = (await call(db, admin, "create_dashboard", { p_name: "Quiet" })).id;
  const add = (day: string, title: string, priority = 4, assignee: string | null = null) =>
    call(db, member, "add_objective", {
      p_dashboard: dashboard,
      p_day: day,
      p_title: title,
      p_priority: priority,
      p_assignee: assignee,
    });
  // Task 1 is the reader's, Task 3 the admin's (decision 037).
  for (let i = 1; i <= 12; i++)
    await add(DAY, `Task ${i}`, i === 2 ? 1 : 4, i === 1 ? member.id : i === 3 ? admin.id : null);
  const done = await add(DAY, "Already done");
  await call(db, member, "set_objective_done", { p_objective: done.id, p_done: true });
  await add("2026-03-08", "Late one");
  await add("2026-03-11", "Tomorrow's");
  // Due in two days, planned tomorrow; one due too late to mention; a done one (decision 072).
  const deadline = (title: string, on: string) =>
    call(db, member, "add_objective", { p_dashboard: dashboard, p_day: "2026-03-11", p_title: title, p_deadline: on });
  await deadline("Report", "2026-03-12");
  await deadline("Far report", "2026-03-20");
  const handed = await deadline("Handed in", DAY);
  await call(db, member, "set_objective_done", { p_objective: handed.id, p_done: true });
  // A finished day on the quiet dashboard is nothing to say.
  const q = await call(db, admin, "add_objective", { p_dashboard: quiet, p_day: DAY, p_title: "Quiet task" });
  await call(db, admin, "set_objective_done", { p_objective: q.id, p_done: true });
  await call(db, admin, "update_my_profile", { p_time_zone: "Europe/Berlin", p_locale: "de" });
  // Reminders (decision 074), written as set_my_reminder would have the day before: the
  // member's of Task 2 still to go, the member's of Task 4 sent already, the admin's of Task 5,
  // the member's of Task 6 for the evening before (decision 086), which is no reminder today,
  // and the member's of Tomorrow's that evening, going today (the admin's of Report too).
  await db.query(
    `insert into private.reminders (objective_id, user_id, local_time, days_before, remind_at, sent_at)
     select o.id, x.who, x.at::time, x.days, (o.day - x.days + x.at::time) at time zone 'Europe/Berlin',
            x.sent::timestamptz
     from (values ('Task 2', $2::uuid, '09:30', 0, null), ('Task 4', $2::uuid, '06:00', 0, '2026-03-10T05:00:00Z'),
                  ('Task 5', $3::uuid, '10:00', 0, null), ('Task 6', $2::uuid, '20:00', 1, null),
                  ('Tomorrow''s', $2::uuid, '18:00', 1, null), ('Report', $3::uuid, '08:00', 1, null))
          as x (title, who, at, days, sent)
     join public.objectives o on o.title = x.title and o.dashboard_id = $1`,
    [dashboard, member.id, admin.id],
  );
});
afterAll(() => db.close());

describe("the daily email's setting", () => {
  it("is off until turned on, then shows its hour on the settings page, and turns off again", async () => {
    expect((await call(db, admin, "get_account_page")).daily_email).toBeNull();
    expect(await call(db, admin, "update_my_daily_email", { p_hour: 7 })).toEqual({
      hour: 7,
      weekdays: false,
      time_zone: "Europe/Berlin",
    });
    expect((await call(db, admin, "get_account_page")).daily_email).toEqual({ hour: 7, weekdays: false });
    await call(db, admin, "update_my_daily_email", { p_hour: 7, p_weekdays: true });
    expect((await call(db, admin, "get_account_page")).daily_email).toEqual({ hour: 7, weekdays: true });
    expect(await call(db, admin, "update_my_daily_email", { p_hour: null })).toBeNull();
    expect((await call(db, admin, "get_account_page")).daily_email).toBeNull();
  });

  it("refuses an hour outside the day, and visitors", async () => {
    for (const hour of [-1, 24, 99])
      await expect(call(db, admin, "update_my_daily_email", { p_hour: hour })).rejects.toMatchObject(
        refused("PT422", "daily_email_hour_invalid"),
      );
    await expect(call(db, "anon", "update_my_daily_email", { p_hour: 7 })).rejects.toMatchObject({ code: "42501" });
  });

  it("saves the request's time zone when none is saved, and needs one", async () => {
    await expect(call(db, outsider, "update_my_daily_email", { p_hour: 8 })).rejects.toMatchObject(
      refused("PT422", "time_zone_invalid"),
    );
    await expect(
      call(db, outsider, "update_my_daily_email", { p_hour: 8, p_time_zone: "Mars/Olympus" }),
    ).rejects.toMatchObject(refused("PT422", "time_zone_invalid"));
    expect(await call(db, outsider, "update_my_daily_email", { p_hour: 8, p_time_zone: "Asia/Tokyo" })).toEqual({
      hour: 8,
      weekdays: false,
      time_zone: "Asia/Tokyo",
    });
    expect((await call(db, outsider, "get_my_profile")).time_zone).toBe("Asia/Tokyo");
    // The language of the page it was turned on from, when none is saved; a saved one stays.
    await call(db, outsider, "update_my_daily_email", { p_hour: 8, p_locale: "ja" });
    expect((await call(db, outsider, "get_my_profile")).locale).toBe("ja");
    await call(db, admin, "update_my_daily_email", { p_hour: 7, p_locale: "fr" });
    expect((await call(db, admin, "get_my_profile")).locale).toBe("de");
    await call(db, admin, "update_my_daily_email", { p_hour: null });
    // A saved zone wins over the request's.
    expect(await call(db, outsider, "update_my_daily_email", { p_hour: 9, p_time_zone: "UTC" })).toEqual({
      hour: 9,
      weekdays: false,
      time_zone: "Asia/Tokyo",
    });
    await call(db, outsider, "update_my_daily_email", { p_hour: null });
  });

  it("stays out of reach of everyone but its owner: no table access, no claims but the Worker's", async () => {
    for (const who of [admin, "anon", "service_role"] as const)
      await expect(sqlAs(db, who, "select * from private.daily_emails")).rejects.toMatchObject({ code: "42501" });
    for (const who of [admin, "anon"] as const) {
      await expect(call(db, who, "claim_daily_emails", { p_now: at(`${DAY}T06:30:00`) })).rejects.toMatchObject({
        code: "42501",
      });
      await expect(call(db, who, "release_daily_emails", { p_users: [admin.id], p_day: DAY })).rejects.toMatchObject({
        code: "42501",
      });
    }
  });
});

describe("sending", () => {
  it("claims an email in its hour and the three after, once a day, with what is open today and overdue", async () => {
    await call(db, member, "update_my_profile", { p_time_zone: "Europe/Berlin" });
    await call(db, member, "update_my_daily_email", { p_hour: 7 });
    // The first comes the next time 07:00 comes: make today's due as if set yesterday.
    await db.query("update private.daily_emails set sent_on = null where user_id = $1", [member.id]);
    expect(mineIn(await claim(at(`${DAY}T05:59:00`)), member)).toEqual([]);
    const [mail] = mineIn(await claim(at(`${DAY}T06:30:00`)), member);
    expect(mail).toMatchObject({ email: member.email, name: "Member", day: DAY, hour: 7 });
    expect(mail.off_token).toMatch(/^[0-9a-f]{32}$/);
    expect(mail.dashboards).toEqual([
      {
        id: dashboard,
        name: "Launch",
        // The reader's own colour for it (decision 088): their first dashboard's.
        color: "blue",
        open_today: 12,
        overdue: 1,
        objectives: Array.from({ length: 10 }, (_, i) => ({
          title: `Task ${i + 1}`,
          priority: i === 1 ? 1 : 4,
          assignee: i === 0 ? "Member" : i === 2 ? "Admin" : null,
          yours: i === 0,
          // The reader's own still to go today: not one sent, nor the admin's, nor one of the day before.
          reminder: i === 1 ? "09:30" : null,
        })),
        overdue_objectives: [{ title: "Late one", priority: 4, day: "2026-03-08", assignee: null, yours: false }],
        due: [{ title: "Report", priority: 4, deadline: "2026-03-12", assignee: null, yours: false }],
        // Tonight's reminder of tomorrow's objective: the member's own, not the admin's.
        ahead: [
          { title: "Tomorrow's", priority: 4, day: "2026-03-11", reminder: "18:00", assignee: null, yours: false },
        ],
      },
    ]);
    // Never twice a day, also later in the window.
    expect(mineIn(await claim(at(`${DAY}T07:10:00`)), member)).toEqual([]);
    // The next day's in its window, not after it.
    expect(mineIn(await claim(at("2026-03-11T10:00:00")), member)).toEqual([]);
    expect(mineIn(await claim(at("2026-03-12T09:59:00")), member)).toHaveLength(1);
  });

  it("names a dashboard with nothing open but a deadline coming", async () => {
    const own = await dashboardWithMember(db, "Studio");
    await call(db, own.admin, "add_objective", {
      p_dashboard: own.dashboard,
      p_day: "2026-03-01",
      p_title: "Entry form",
      p_deadline: "2026-03-11",
    });
    await call(db, own.admin, "set_objective_done", {
      p_objective: (
        await call(db, own.admin, "add_objective", { p_dashboard: own.dashboard, p_day: "2026-03-01", p_title: "Old" })
      ).id,
      p_done: true,
    });
    // Its one objective is overdue too: moved to a later day, only the deadline is left to say.
    const [row] = (
      await db.query<{ id: string }>(
        "select id from public.objectives where dashboard_id = $1 and title = 'Entry form'",
        [own.dashboard],
      )
    ).rows;
    await call(db, own.admin, "update_objective", { p_objective: row!.id, p_day: "2026-03-15" });
    await call(db, own.admin, "update_my_profile", { p_time_zone: "Europe/Berlin" });
    await call(db, own.admin, "update_my_daily_email", { p_hour: 7 });
    await db.query("update private.daily_emails set sent_on = null where user_id = $1", [own.admin.id]);
    const [mail] = mineIn(await claim(at(`${DAY}T06:30:00`)), own.admin);
    expect(mail.dashboards).toEqual([
      {
        id: own.dashboard,
        name: "Studio",
        color: "blue",
        open_today: 0,
        overdue: 0,
        objectives: [],
        overdue_objectives: [],
        due: [{ title: "Entry form", priority: 4, deadline: "2026-03-11", assignee: null, yours: false }],
        ahead: [],
      },
    ]);
  });

  it("names a dashboard with nothing open but a reminder going that day for a later one (decision 086)", async () => {
    const own = await dashboardWithMember(db, "Trip");
    const add = async (title: string) =>
      (await call(db, own.admin, "add_objective", { p_dashboard: own.dashboard, p_day: "2026-03-12", p_title: title }))
        .id;
    const [pack, tickets, visa] = [await add("Pack"), await add("Tickets"), await add("Visa")];
    await call(db, own.admin, "set_objective_done", { p_objective: tickets, p_done: true });
    await call(db, own.admin, "update_my_profile", { p_time_zone: "Europe/Berlin" });
    // Two days before, at 19:00 today: Pack's to go, Tickets' done, Visa's sent already.
    await db.query(
      `insert into private.reminders (objective_id, user_id, local_time, days_before, remind_at, sent_at)
       select x.id, $1::uuid, '19:00', 2, ('2026-03-10'::date + time '19:00') at time zone 'Europe/Berlin', x.sent
       from (values ($2::uuid, null::timestamptz), ($3::uuid, null), ($4::uuid, now())) as x (id, sent)`,
      [own.admin.id, pack, tickets, visa],
    );
    await call(db, own.admin, "update_my_daily_email", { p_hour: 7 });
    await db.query("update private.daily_emails set sent_on = null where user_id = $1", [own.admin.id]);
    const [mail] = mineIn(await claim(at(`${DAY}T06:30:00`)), own.admin);
    expect(mail.dashboards).toEqual([
      {
        id: own.dashboard,
        name: "Trip",
        color: "blue",
        open_today: 0,
        overdue: 0,
        objectives: [],
        overdue_objectives: [],
        due: [],
        ahead: [{ title: "Pack", priority: 4, day: "2026-03-12", reminder: "19:00", assignee: null, yours: false }],
      },
    ]);
  });

  it("takes a claim back when the email did not go out", async () => {
    await db.query("update private.daily_emails set sent_on = null where user_id = $1", [member.id]);
    expect(mineIn(await claim(at(`${DAY}T06:30:00`)), member)).toHaveLength(1);
    await call(db, "service_role", "release_daily_emails", { p_users: [member.id], p_day: DAY });
    expect(mineIn(await claim(at(`${DAY}T06:45:00`)), member)).toHaveLength(1);
    // A release for another day changes nothing.
    await call(db, "service_role", "release_daily_emails", { p_users: [member.id], p_day: "2026-03-09" });
    expect(mineIn(await claim(at(`${DAY}T07:00:00`)), member)).toEqual([]);
  });

  it("on weekdays only: Saturday and Sunday are claimed without an email, Monday's comes", async () => {
    // The member's objectives are on 10 March; Saturday 14 March still has them overdue.
    await call(db, member, "update_my_daily_email", { p_hour: 7, p_weekdays: true });
    await db.query("update private.daily_emails set sent_on = null where user_id = $1", [member.id]);
    const saturday = await call(db, "service_role", "claim_daily_emails", { p_now: at("2026-03-14T06:30:00") });
    expect(saturday.claimed).toBeGreaterThanOrEqual(1);
    expect(mineIn(saturday.emails, member)).toEqual([]);
    // Claimed: not again later that day.
    expect(mineIn(await claim(at("2026-03-14T07:30:00")), member)).toEqual([]);
    expect(mineIn(await claim(at("2026-03-15T06:30:00")), member)).toEqual([]);
    const [monday] = mineIn(await claim(at("2026-03-16T06:30:00")), member);
    expect(monday).toMatchObject({ day: "2026-03-16", weekdays: true });
    expect(monday.dashboards[0].overdue).toBeGreaterThan(0);
    await call(db, member, "update_my_daily_email", { p_hour: 7 });
  });

  it("claims a day with nothing open without sending it", async () => {
    const { lonely } = await createUsers(db, ["lonely"]);
    await call(db, lonely!, "update_my_daily_email", { p_hour: 6, p_time_zone: "UTC" });
    await db.query("update private.daily_emails set sent_on = null where user_id = $1", [lonely!.id]);
    const answer = await call(db, "service_role", "claim_daily_emails", { p_now: at(`${DAY}T06:00:00`) });
    expect(answer.claimed).toBeGreaterThanOrEqual(1);
    expect(mineIn(answer.emails, lonely!)).toEqual([]);
    const row = await db.query("select sent_on::text as sent_on from private.daily_emails where user_id = $1", [
      lonely!.id,
    ]);
    expect(row.rows[0].sent_on).toBe(DAY);
  });

  it("sends none today for an hour already gone when it is turned on", async () => {
    const { early } = await createUsers(db, ["early"]);
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
      dashboard,
      early!.id,
    ]);
    const now = new Date();
    await call(db, early!, "update_my_daily_email", { p_hour: 0, p_time_zone: "UTC" });
    const row = await db.query("select sent_on::text as sent_on from private.daily_emails where user_id = $1", [
      early!.id,
    ]);
    expect(row.rows[0].sent_on).toBe(now.toISOString().slice(0, 10));
  });

  it("a batch is as long as asked, and two Workers at once never claim one person twice", async () => {
    await call(db, admin, "update_my_daily_email", { p_hour: 7 });
    await db.query("update private.daily_emails set sent_on = null where user_id = any($1)", [[member.id, admin.id]]);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = callHolding(
      db,
      "service_role",
      "claim_daily_emails",
      { p_limit: 1, p_now: at(`${DAY}T06:30:00`) },
      held,
    );
    // Usually the held claim takes its one first and the other skips it; on a real server the
    // other may also come first and take both. Either way: each person once, the limit kept.
    await new Promise((r) => setTimeout(r, 50));
    const second = claim(at(`${DAY}T06:30:00`));
    setTimeout(release, 200);
    const [{ claimed, emails: a }, b] = await Promise.all([first, second]);
    expect(claimed).toBeLessThanOrEqual(1);
    expect(a.length).toBe(claimed);
    const everyone = [...a, ...b].map((m: any) => m.user_id).filter((id: string) => [member.id, admin.id].includes(id));
    expect(everyone.sort()).toEqual([member.id, admin.id].sort());
  });

  it("leaves out the dashboards a member left out (their own choice), which their settings page shows", async () => {
    const { picky } = await createUsers(db, ["picky"]);
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
      dashboard,
      picky!.id,
    ]);
    const settings = async (who: User) =>
      (await call(db, who, "get_settings_page", { p_dashboard: dashboard })).daily_email;
    expect(await settings(picky!)).toEqual({ included: true, on: false });
    await call(db, picky!, "update_my_daily_email", { p_hour: 6, p_time_zone: "UTC" });
    expect(await call(db, picky!, "set_daily_email_dashboard", { p_dashboard: dashboard, p_included: false })).toEqual({
      id: dashboard,
      in_daily_email: false,
    });
    expect(await settings(picky!)).toEqual({ included: false, on: true });
    expect((await settings(admin)).included).toBe(true);
    const due = () => db.query("update private.daily_emails set sent_on = null where user_id = $1", [picky!.id]);
    await due();
    expect(mineIn(await claim(at(`${DAY}T06:00:00`)), picky!)).toEqual([]);
    await call(db, picky!, "set_daily_email_dashboard", { p_dashboard: dashboard, p_included: true });
    await due();
    const [mail] = mineIn(await claim(at(`${DAY}T06:00:00`)), picky!);
    expect(mail.dashboards.map((d: any) => d.name)).toEqual(["Launch"]);
    await expect(
      call(db, outsider, "set_daily_email_dashboard", { p_dashboard: dashboard, p_included: false }),
    ).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
  });

  it("turns off from the email's link without signing in, once", async () => {
    const [mail] = mineIn(await claim(at("2026-03-13T06:30:00")), member);
    await expect(call(db, "anon", "turn_off_daily_email", { p_token: "0".repeat(32) })).resolves.toBe(false);
    await expect(call(db, "anon", "turn_off_daily_email", { p_token: mail.off_token })).resolves.toBe(true);
    await expect(call(db, "anon", "turn_off_daily_email", { p_token: mail.off_token })).resolves.toBe(false);
    expect((await call(db, member, "get_account_page")).daily_email).toBeNull();
  });

  it("goes with the account", async () => {
    const { gone } = await createUsers(db, ["gone"]);
    await call(db, gone!, "update_my_daily_email", { p_hour: 7, p_time_zone: "UTC" });
    await db.query("delete from auth.users where id = $1", [gone!.id]);
    const left = await db.query("select 1 from private.daily_emails where user_id = $1", [gone!.id]);
    expect(left.rows).toEqual([]);
  });
});
