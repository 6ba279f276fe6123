import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAuthAdmin, openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, refused, sqlAs, subscribe, type User } from "./helpers.ts";

// Downloading all of one's own data (decision 057): one file with the account, its
// settings, each dashboard as its own export, notifications, own activity, subscriptions
// and support tickets; nothing of anyone else's beyond what the caller can already read.
let db: Db;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
});
afterAll(() => db.close());

const exportOf = async (who: User) => {
  const answer = await call(db, who, "export_my_data");
  return { ...answer, file: JSON.parse(answer.body) };
};

describe("export_my_data", () => {
  it("holds the account, its settings and every dashboard it is a member of, each as its own export", async () => {
    const { ann, ben, cat } = (await createUsers(db, ["ann", "ben", "cat"])) as Record<"ann" | "ben" | "cat", User>;
    const shared = (await call(db, ann, "create_dashboard", { p_name: "Shared" })).id;
    const { tokens } = await call(db, ann, "invite_members", { p_dashboard: shared, p_emails: [ben.email] });
    await call(db, ben, "accept_invitation", { p_invitation: tokens[0].id });
    const own = (await call(db, ben, "create_dashboard", { p_name: "Ben's own" })).id;
    const secret = (await call(db, cat, "create_dashboard", { p_name: "Cat's secret" })).id;
    await call(db, cat, "add_objective", { p_dashboard: secret, p_day: "2026-05-01", p_title: "Not Ben's" });
    const task = (await call(db, ben, "add_objective", { p_dashboard: shared, p_day: "2026-05-01", p_title: "Paint" }))
      .id;
    await call(db, ben, "add_checklist_item", { p_objective: task, p_title: "Buy brushes" });
    await call(db, ann, "add_comment", { p_objective: task, p_body: `@${ben.email} which colour?` });
    await call(db, ben, "set_objective_done", { p_objective: task, p_done: true });
    await call(db, ben, "add_note", { p_dashboard: own, p_year: 2026, p_title: "Plans", p_body: "Quiet year" });
    await call(db, ben, "set_dashboard_favorite", { p_dashboard: shared, p_favorite: true });
    await call(db, ben, "move_dashboard", { p_dashboard: shared, p_index: 0 });
    await call(db, ben, "set_dashboard_notifications", { p_dashboard: own, p_on: false });
    await call(db, ben, "set_notification_reasons", { p_on: ["mentioned", "assigned"] });
    await call(db, ben, "set_productivity_goals", { p_daily: 3, p_weekly: 9, p_days_off: [6, 7] });
    await call(db, ben, "set_productivity_vacation", { p_on: true, p_time_zone: "UTC" });
    await call(db, ben, "save_search", { p_query: "p1 +me", p_name: "Mine, urgent" });
    await call(db, ben, "update_my_daily_email", { p_hour: 7, p_time_zone: "Europe/Lisbon", p_weekdays: true });
    await call(db, ben, "set_assignment_emails", { p_on: false });
    await call(db, ben, "update_my_profile", { p_week_start: 1 });
    // The start page lives in the account's metadata (set by Auth's updateUser, decision 065).
    await db.query(
      `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || $2 where id = $1`,
      [ben.id, JSON.stringify({ home_view: shared })],
    );
    await call(db, ben, "create_support_ticket", {
      p_email: ben.email,
      p_subject: "Hello",
      p_message: "A question",
      p_locale: "en",
    });
    await subscribe(db, ben);
    const lesson = (
      await call(db, ben, "add_objective", { p_dashboard: own, p_day: "2031-06-02", p_title: "Guitar lesson" })
    ).id;
    // The evening before (decision 086).
    await call(db, ben, "set_my_reminder", { p_objective: lesson, p_at: "17:30", p_days_before: 1 });
    // Ann's reminder of the same dashboard's objective is hers, not in Ben's file (one reminder below).
    const walk = (await call(db, ann, "add_objective", { p_dashboard: shared, p_day: "2031-06-02", p_title: "Walk" }))
      .id;
    await call(db, ann, "set_my_reminder", { p_objective: walk, p_at: "08:00", p_time_zone: "UTC" });

    const { file, time_zone } = await exportOf(ben);
    expect(time_zone).toBe("Europe/Lisbon");
    expect(file).toMatchObject({
      format: "planner-account",
      version: 1,
      account: { id: ben.id, email: ben.email, time_zone: "Europe/Lisbon" },
      settings: {
        week_start: 1,
        start_page: shared,
        daily_email: { hour: 7, weekdays_only: true },
        assignment_emails: false,
        notification_reasons: ["mentioned", "assigned"],
        productivity: {
          daily_goal: 3,
          weekly_goal: 9,
          days_off: [6, 7],
          vacations: [{ from: new Date().toISOString().slice(0, 10), until: null }],
        },
        saved_searches: [{ name: "Mine, urgent", query: "p1 +me", dashboard_id: null }],
      },
      // In Lisbon (UTC+1 in June): 17:30 there the day before is 16:30Z on the 1st.
      reminders: [
        {
          dashboard_id: own,
          objective_id: lesson,
          title: "Guitar lesson",
          day: "2031-06-02",
          at: "17:30",
          days_before: 1,
          minutes_before: null,
          remind_at: "2031-06-01T16:30:00Z",
          sent_at: null,
        },
      ],
      subscriptions: [{ status: "active" }],
      support_tickets: [{ subject: "Hello", message: "A question" }],
    });
    expect(file.exported_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // Its dashboards by name, each the very object its own JSON export holds.
    expect(file.dashboards.map((d: any) => [d.file.dashboard.name, d.role, d.favorite, d.position, d.notify])).toEqual([
      ["Ben's own", "admin", false, null, false],
      ["Shared", "member", true, 1, true],
    ]);
    const alone = JSON.parse((await call(db, ben, "export_dashboard", { p_dashboard: shared })).body);
    expect({ ...file.dashboards[1].file, exported_at: null }).toEqual({ ...alone, exported_at: null });
    expect(file.dashboards[1].file.objectives[0]).toMatchObject({
      title: "Paint",
      done: true,
      checklist: [{ title: "Buy brushes", done: false }],
      comments: [{ author: ann.email }],
    });
    expect(file.dashboards[0].file.notes).toMatchObject([{ title: "Plans", body: "Quiet year" }]);
    expect(file.reminders[0].created_at).toMatch(/Z$/);
    // Ann's mention reached Ben; his own actions are his activity.
    expect(file.notifications).toMatchObject([{ dashboard_id: shared, why: "mentioned", kind: "commented" }]);
    expect(file.activity.map((a: any) => a.kind).sort()).toEqual([
      "added",
      "added",
      "completed",
      "joined",
      "note_added",
    ]);
    // Nothing of Cat's, who shares nothing with Ben; no secret tokens.
    expect(file.body ?? "").toBe("");
    const text = JSON.stringify(file);
    expect(text).not.toContain(secret);
    expect(text).not.toContain("Not Ben's");
    expect(text).not.toMatch(/off_token|token_hash|sub_|cus_/);
  });

  it("holds one's sign-ins of the last 180 days, newest first, and whether the new-device email is on", async () => {
    const { dan, eli } = (await createUsers(db, ["dan", "eli"])) as Record<"dan" | "eli", User>;
    const signIn = (who: User, at: string, agent: string, ip: string | null) =>
      asAuthAdmin(db, (tx) =>
        tx.query(
          `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
           values (gen_random_uuid(), $1, $2, $2, 'aal1', $3, $4)`,
          [who.id, at, agent, ip],
        ),
      );
    await signIn(dan, "2026-05-01T08:00:00Z", "Firefox", "203.0.113.7");
    await signIn(dan, "2026-05-02T08:00:00Z", "Safari", null);
    await signIn(eli, "2026-05-02T09:00:00Z", "Eli's", "198.51.100.4");
    await call(db, dan, "set_sign_in_alerts", { p_on: false });
    const { file, time_zone } = await exportOf(dan);
    expect(file.sign_ins).toEqual([
      { signed_in_at: "2026-05-02T08:00:00Z", user_agent: "Safari", ip: null },
      { signed_in_at: "2026-05-01T08:00:00Z", user_agent: "Firefox", ip: "203.0.113.7" },
    ]);
    expect(file.sign_in_alerts).toBe(false);
    // The file as before around them, its own keys first.
    expect(Object.keys(file).slice(0, 2)).toEqual(["format", "version"]);
    // Then one's templates (decision 092; saved-templates.test.ts has them).
    expect(Object.keys(file).slice(-3)).toEqual(["sign_in_alerts", "sign_ins", "templates"]);
    expect(file.templates).toEqual([]);
    expect(time_zone).toBeNull();
    expect((await exportOf(eli)).file).toMatchObject({ sign_in_alerts: true, sign_ins: [{ user_agent: "Eli's" }] });
  });

  it("leaves out the activity of dashboards one has left", async () => {
    const { dan, eve } = (await createUsers(db, ["dan", "eve"])) as Record<"dan" | "eve", User>;
    const club = (await call(db, dan, "create_dashboard", { p_name: "Club" })).id;
    const { tokens } = await call(db, dan, "invite_members", { p_dashboard: club, p_emails: [eve.email] });
    await call(db, eve, "accept_invitation", { p_invitation: tokens[0].id });
    const plans = (
      await call(db, eve, "add_objective", { p_dashboard: club, p_day: "2031-05-01", p_title: "Club plans" })
    ).id;
    await call(db, eve, "set_my_reminder", { p_objective: plans, p_at: "19:00", p_time_zone: "UTC" });
    const before = (await exportOf(eve)).file;
    expect(before.activity.map((a: any) => a.kind)).toEqual(["added", "joined"]);
    expect(before.reminders.map((r: any) => r.title)).toEqual(["Club plans"]);
    await call(db, eve, "leave_dashboard", { p_dashboard: club });
    const { file } = await exportOf(eve);
    expect(file.dashboards).toEqual([]);
    expect(file.activity).toEqual([]);
    expect(file.reminders).toEqual([]);
    expect(JSON.stringify(file)).not.toContain("Club plans");
    // A new account: the defaults, all empty lists.
    expect(file.settings).toEqual({
      week_start: null,
      start_page: null,
      daily_email: null,
      assignment_emails: true,
      notification_reasons: ["mentioned", "assigned", "commented", "created", "admin", "role"],
      productivity: { daily_goal: 5, weekly_goal: 25, days_off: [], vacations: [] },
      saved_searches: [],
    });
  });

  it("is refused signed out, and its helper is no one's to call", async () => {
    await expect(call(db, "anon", "export_my_data")).rejects.toMatchObject(refused("42501"));
    const { fay } = (await createUsers(db, ["fay"])) as Record<"fay", User>;
    const hers = (await call(db, fay, "create_dashboard", { p_name: "Hers" })).id;
    const { gus } = (await createUsers(db, ["gus"])) as Record<"gus", User>;
    await expect(sqlAs(db, gus, "select private.dashboard_file($1)", [hers])).rejects.toMatchObject(refused("42501"));
  });
});
