import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// Calendar feeds: a member's private link shows the dashboard's objectives to whoever holds
// it, and nothing once it is reset, turned off, or its owner leaves.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.parse(TODAY) + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Family"));
  await call(db, admin, "add_objective", {
    p_dashboard: dashboard,
    p_day: day(3),
    p_title: "Dentist",
    p_marker_names: ["health"],
  });
  await call(db, member, "add_objective", { p_dashboard: dashboard, p_day: day(-10), p_title: "Taxes" });
  // Older than a year: left out of the feed.
  await call(db, admin, "add_objective", { p_dashboard: dashboard, p_day: day(-400), p_title: "Long ago" });
});
afterAll(() => db.close());

const feed = (token: string, who: Parameters<typeof call>[1] = "anon") =>
  call(db, who, "get_calendar_feed", { p_token: token });

describe("calendar feeds", () => {
  it("gives anyone with the link the dashboard's objectives of the last year and after", async () => {
    const made = await call(db, member, "create_calendar_feed", { p_dashboard: dashboard });
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const answer = await feed(made.token);
    expect(answer.dashboard).toEqual({ id: dashboard, name: "Family" });
    expect(answer.objectives.map((o: any) => [o.day, o.title, o.done, o.filters])).toEqual([
      [day(-10), "Taxes", false, []],
      [day(3), "Dentist", false, ["health"]],
    ]);
    expect(answer.objectives[0].updated_at).toMatch(/Z$/);
    // Signed in, the same link answers the same.
    expect(await feed(made.token, outsider)).toEqual(answer);
    await call(db, member, "revoke_calendar_feed", { p_dashboard: dashboard });
  });

  it("keeps only the token's hash, and shows its owner when it was made, never the token", async () => {
    const made = await call(db, admin, "create_calendar_feed", { p_dashboard: dashboard });
    const stored = await db.query<{ hashed: boolean }>(
      "select token_hash = private.token_hash($2) as hashed from private.calendar_feeds where user_id = $1 and revoked_at is null",
      [admin.id, made.token],
    );
    expect(stored.rows).toEqual([{ hashed: true }]);
    const mine = await call(db, admin, "get_settings_page", { p_dashboard: dashboard });
    expect(mine.feed).toEqual({ created_at: expect.any(String) });
    expect(JSON.stringify(mine)).not.toContain(made.token);
    expect((await call(db, member, "get_settings_page", { p_dashboard: dashboard })).feed).toBeNull();
    await call(db, admin, "revoke_calendar_feed", { p_dashboard: dashboard });
  });

  it("a reset makes a new link and the old one is gone (410); turning off ends the new one", async () => {
    const first = await call(db, member, "create_calendar_feed", { p_dashboard: dashboard });
    const second = await call(db, member, "create_calendar_feed", { p_dashboard: dashboard });
    expect(second.token).not.toBe(first.token);
    await expect(feed(first.token)).rejects.toMatchObject(refused("PT410", "feed_revoked"));
    expect((await feed(second.token)).objectives).toHaveLength(2);
    expect(await call(db, member, "revoke_calendar_feed", { p_dashboard: dashboard })).toEqual({ revoked: 1 });
    expect(await call(db, member, "revoke_calendar_feed", { p_dashboard: dashboard })).toEqual({ revoked: 0 });
    await expect(feed(second.token)).rejects.toMatchObject(refused("PT410", "feed_revoked"));
    expect((await call(db, member, "get_settings_page", { p_dashboard: dashboard })).feed).toBeNull();
  });

  it("lists the days a repeating objective comes back on over the next 90 days, and none once it is done", async () => {
    const { id } = await call(db, member, "add_objective", {
      p_dashboard: dashboard,
      p_day: day(2),
      p_title: "Team lunch",
      p_repeat: "weekly",
      p_priority: 2,
    });
    const made = await call(db, member, "create_calendar_feed", { p_dashboard: dashboard });
    const answer = await feed(made.token);
    const upcoming = answer.upcoming.filter((u: any) => u.id === id);
    // Its own day is an objective of the feed; the weeks after it up to 90 days from today.
    const weeks = Array.from({ length: 13 }, (_, k) => day(9 + 7 * k)).filter((d) => d <= day(90));
    expect(upcoming.map((u: any) => u.day)).toEqual(weeks);
    expect(upcoming[0]).toMatchObject({ title: "Team lunch", priority: 2, filters: [] });
    expect(answer.objectives.filter((o: any) => o.id === id).map((o: any) => o.day)).toEqual([day(2)]);
    // Done: the next one is an objective of its own, and the series goes on from there.
    const done = await call(db, member, "set_objective_done", { p_objective: id, p_done: true, p_time_zone: "UTC" });
    const after = await feed(made.token);
    expect(after.upcoming.filter((u: any) => u.id === id)).toEqual([]);
    expect(after.upcoming.filter((u: any) => u.id === done.next.id)[0].day).toBe(day(16));
    await call(db, member, "delete_objective", { p_objective: done.next.id });
    await call(db, member, "delete_objective", { p_objective: id });
    await call(db, member, "revoke_calendar_feed", { p_dashboard: dashboard });
  });

  it("names who does each objective (a name, never an email) and says its owner's language", async () => {
    const { id } = await call(db, admin, "add_objective", {
      p_dashboard: dashboard,
      p_day: day(4),
      p_title: "Pick up the car",
      p_assignee: member.id,
      p_repeat: "weekly",
    });
    await call(db, member, "update_my_profile", { p_locale: "de" });
    const made = await call(db, member, "create_calendar_feed", { p_dashboard: dashboard });
    const answer = await feed(made.token);
    expect(answer.locale).toBe("de");
    // dashboardWithMember's people are named ("Member"); an email would say where to write.
    expect(answer.objectives.find((o: any) => o.id === id).assignee).toBe("Member");
    expect(answer.upcoming.find((u: any) => u.id === id).assignee).toBe("Member");
    expect(answer.objectives.find((o: any) => o.title === "Dentist").assignee).toBeNull();
    expect(JSON.stringify(answer)).not.toContain(member.email);
    await call(db, member, "update_my_profile", { p_locale: "" });
    expect((await feed(made.token)).locale).toBeNull();
    await call(db, member, "delete_objective", { p_objective: id });
    await call(db, member, "revoke_calendar_feed", { p_dashboard: dashboard });
  });

  it("carries its owner's own reminders of open objectives, and nobody else's", async () => {
    await call(db, member, "update_my_profile", { p_time_zone: "Europe/Berlin" });
    await call(db, admin, "update_my_profile", { p_time_zone: "Europe/Berlin" });
    const add = async (title: string) =>
      (await call(db, member, "add_objective", { p_dashboard: dashboard, p_day: day(5), p_title: title })).id;
    const [bank, letter, done, card] = [
      await add("Call the bank"),
      await add("Post the letter"),
      await add("Done"),
      await add("Buy a card"),
    ];
    await call(db, member, "set_my_reminder", { p_objective: bank, p_at: "09:30" });
    // On a day before (decision 086): the day it goes on, for the alarm's offset.
    await call(db, member, "set_my_reminder", { p_objective: card, p_at: "18:00", p_days_before: 1 });
    await call(db, admin, "set_my_reminder", { p_objective: letter, p_at: "17:00" });
    await call(db, member, "set_my_reminder", { p_objective: done, p_at: "08:00" });
    await call(db, member, "set_objective_done", { p_objective: done, p_done: true });
    const made = await call(db, member, "create_calendar_feed", { p_dashboard: dashboard });
    expect((await feed(made.token)).reminders).toEqual({ [bank]: "09:30", [card]: `${day(4)}T18:00` });
    const theirs = await call(db, admin, "create_calendar_feed", { p_dashboard: dashboard });
    expect((await feed(theirs.token)).reminders).toEqual({ [letter]: "17:00" });
    for (const id of [bank, letter, done, card]) await call(db, member, "delete_objective", { p_objective: id });
    expect((await feed(made.token)).reminders).toEqual({});
    await call(db, member, "revoke_calendar_feed", { p_dashboard: dashboard });
    await call(db, admin, "revoke_calendar_feed", { p_dashboard: dashboard });
  });

  it("an unknown link is not found", async () => {
    await expect(feed("A".repeat(43))).rejects.toMatchObject(refused("PT404", "feed_not_found"));
    await expect(feed("")).rejects.toMatchObject(refused("PT404", "feed_not_found"));
  });

  it("only members make links; a removed member's link ends with their membership", async () => {
    await expect(call(db, outsider, "create_calendar_feed", { p_dashboard: dashboard })).rejects.toMatchObject(
      refused("PT404", "dashboard_not_found"),
    );
    await expect(call(db, "anon", "create_calendar_feed", { p_dashboard: dashboard })).rejects.toMatchObject({
      code: "42501",
    });
    const made = await call(db, member, "create_calendar_feed", { p_dashboard: dashboard });
    await call(db, admin, "remove_member", { p_dashboard: dashboard, p_user: member.id });
    await expect(feed(made.token)).rejects.toMatchObject(refused("PT404", "feed_not_found"));
  });
});
