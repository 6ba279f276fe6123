import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// One calendar link for all of one's dashboards (decision 085): whoever holds it sees the
// objectives of every dashboard its owner is a member of and that is not archived, each
// with its dashboard; nothing once it is reset or turned off.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let family: string;
let work: string;
let theirs: string;
const TODAY = new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.parse(TODAY) + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard: family } = await dashboardWithMember(db, "Family"));
  ({ id: work } = await call(db, member, "create_dashboard", { p_name: "Work" }));
  // The outsider's own dashboard: never in the member's feed.
  ({ id: theirs } = await call(db, outsider, "create_dashboard", { p_name: "Theirs" }));
  await call(db, admin, "add_objective", {
    p_dashboard: family,
    p_day: day(3),
    p_title: "Dentist",
    p_marker_names: ["health"],
  });
  await call(db, member, "add_objective", { p_dashboard: work, p_day: day(1), p_title: "Report" });
  await call(db, member, "add_objective", { p_dashboard: work, p_day: day(-400), p_title: "Long ago" });
  await call(db, outsider, "add_objective", { p_dashboard: theirs, p_day: day(1), p_title: "Not yours" });
});
afterAll(() => db.close());

const feed = (token: string, who: Parameters<typeof call>[1] = "anon") =>
  call(db, who, "get_account_calendar_feed", { p_token: token });

describe("a calendar link to all of one's dashboards", () => {
  it("shows every dashboard of its owner's, each row with its dashboard, to anyone with the link", async () => {
    const made = await call(db, member, "create_account_calendar_feed", {});
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const answer = await feed(made.token);
    expect(answer.dashboard).toBeNull();
    expect(answer.dashboards).toEqual({ [family]: "Family", [work]: "Work" });
    expect(answer.objectives.map((o: any) => [o.dashboard, o.day, o.title, o.filters])).toEqual([
      [work, day(1), "Report", []],
      [family, day(3), "Dentist", ["health"]],
    ]);
    // Signed in as anyone, the same link answers the same.
    expect(await feed(made.token, outsider)).toEqual(answer);
    // Only its hash is kept; the settings page says since when, never the token.
    const stored = await db.query<{ hashed: boolean }>(
      "select token_hash = private.token_hash($2) as hashed from private.account_calendar_feeds where user_id = $1 and revoked_at is null",
      [member.id, made.token],
    );
    expect(stored.rows).toEqual([{ hashed: true }]);
    const page = await call(db, member, "get_account_page", {});
    expect(page.calendar_feed).toEqual({ created_at: expect.stringMatching(/Z$/) });
    expect(JSON.stringify(page)).not.toContain(made.token);
    expect((await call(db, admin, "get_account_page", {})).calendar_feed).toBeNull();
    await call(db, member, "revoke_account_calendar_feed", {});
  });

  it("follows the memberships as they are: an archived dashboard or one left is gone, a repeat comes back, a reminder rings", async () => {
    const made = await call(db, admin, "create_account_calendar_feed", {});
    const { id: gym } = await call(db, admin, "add_objective", {
      p_dashboard: family,
      p_day: day(1),
      p_title: "Gym",
      p_repeat: "daily",
    });
    await call(db, admin, "set_my_reminder", { p_objective: gym, p_at: "07:15", p_time_zone: "UTC" });
    let answer = await feed(made.token);
    expect(Object.values(answer.dashboards)).toEqual(["Family"]);
    expect(answer.reminders).toEqual({ [gym]: "07:15" });
    expect(answer.upcoming.filter((u: any) => u.id === gym).length).toBeGreaterThan(80);
    expect(answer.upcoming.every((u: any) => u.dashboard === family)).toBe(true);
    // The admin joins the member's Work, and it comes in.
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
      work,
      admin.id,
    ]);
    answer = await feed(made.token);
    expect(Object.values(answer.dashboards).sort()).toEqual(["Family", "Work"]);
    expect(answer.objectives.map((o: any) => o.title)).toContain("Report");
    // Archived: gone from the feed, objectives, repeats and all.
    await call(db, admin, "set_dashboard_archived", { p_dashboard: family, p_archived: true });
    answer = await feed(made.token);
    expect(Object.values(answer.dashboards)).toEqual(["Work"]);
    expect(answer.objectives.map((o: any) => o.title)).toEqual(["Report"]);
    expect(answer.upcoming).toEqual([]);
    await call(db, admin, "set_dashboard_archived", { p_dashboard: family, p_archived: false });
    await call(db, admin, "revoke_account_calendar_feed", {});
  });

  it("a reset makes a new link and the old one answers 410; turning off ends the new one; an unknown one is 404", async () => {
    const first = await call(db, outsider, "create_account_calendar_feed", {});
    const second = await call(db, outsider, "create_account_calendar_feed", {});
    expect(second.token).not.toBe(first.token);
    await expect(feed(first.token)).rejects.toMatchObject(refused("PT410", "feed_revoked"));
    expect((await feed(second.token)).objectives.map((o: any) => o.title)).toEqual(["Not yours"]);
    expect(await call(db, outsider, "revoke_account_calendar_feed", {})).toEqual({ revoked: 1 });
    expect(await call(db, outsider, "revoke_account_calendar_feed", {})).toEqual({ revoked: 0 });
    await expect(feed(second.token)).rejects.toMatchObject(refused("PT410", "feed_revoked"));
    await expect(feed("x".repeat(43))).rejects.toMatchObject(refused("PT404", "feed_not_found"));
    // Nobody signed out makes or ends one.
    await expect(call(db, "anon", "create_account_calendar_feed", {})).rejects.toMatchObject(refused("42501"));
    await expect(call(db, "anon", "revoke_account_calendar_feed", {})).rejects.toMatchObject(refused("42501"));
  });

  it("two resets at once leave one live link", async () => {
    await Promise.all([
      call(db, member, "create_account_calendar_feed", {}),
      call(db, member, "create_account_calendar_feed", {}),
    ]);
    const live = await db.query<{ n: number }>(
      "select count(*)::int as n from private.account_calendar_feeds where user_id = $1 and revoked_at is null",
      [member.id],
    );
    expect(live.rows).toEqual([{ n: 1 }]);
  });
});

describe("what one's link to all shows (decision 087)", () => {
  const choose = (who: User, leftOut: string[], onlyMine: boolean) =>
    call(db, who, "set_account_calendar_feed_choices", { p_left_out: leftOut, p_only_mine: onlyMine });

  it("leaves out the dashboards chosen and, when asked, the objectives assigned to someone else", async () => {
    const made = await call(db, member, "create_account_calendar_feed", {});
    const add = (title: string, assignee: string | null) =>
      call(db, admin, "add_objective", { p_dashboard: family, p_day: day(2), p_title: title, p_assignee: assignee });
    const { id: mine } = await add("Mine to do", member.id);
    const { id: others } = await add("The admin's", admin.id);
    const { id: nobodys } = await add("Anyone's", null);
    const { id: repeat } = await call(db, admin, "add_objective", {
      p_dashboard: family,
      p_day: day(2),
      p_title: "The admin's weekly",
      p_repeat: "weekly",
      p_assignee: admin.id,
    });
    const titles = async () => (await feed(made.token)).objectives.map((o: any) => o.title);
    expect(await titles()).toEqual(expect.arrayContaining(["Mine to do", "The admin's", "Anyone's", "Report"]));
    // Nothing chosen yet: the page says everything is in.
    expect((await call(db, member, "get_account_page", {})).calendar_choices).toEqual({
      left_out: [],
      only_mine: false,
    });

    // Others' objectives out: their repeats too; one's own and unassigned ones stay.
    expect(await choose(member, [], true)).toEqual({ left_out: [], only_mine: true });
    let answer = await feed(made.token);
    const ids = answer.objectives.map((o: any) => o.id);
    expect(ids).toEqual(expect.arrayContaining([mine, nobodys]));
    expect(ids).not.toContain(others);
    expect(ids).not.toContain(repeat);
    expect(answer.upcoming.filter((u: any) => u.id === repeat)).toEqual([]);
    // A dashboard's own link still shows all of that dashboard.
    const own = await call(db, member, "create_calendar_feed", { p_dashboard: family });
    expect(
      (await call(db, "anon", "get_calendar_feed", { p_token: own.token })).objectives.map((o: any) => o.id),
    ).toEqual(expect.arrayContaining([others, repeat]));

    // Work left out; another's dashboard named is ignored, not an error.
    expect(await choose(member, [work, theirs], false)).toEqual({ left_out: [work], only_mine: false });
    answer = await feed(made.token);
    expect(answer.dashboards).toEqual({ [family]: "Family" });
    expect(answer.objectives.map((o: any) => o.title)).not.toContain("Report");
    expect(answer.objectives.map((o: any) => o.id)).toContain(others);
    expect((await call(db, member, "get_account_page", {})).calendar_choices).toEqual({
      left_out: [work],
      only_mine: false,
    });
    // The choices outlive a reset of the link, and the same choice again changes nothing.
    const reset = await call(db, member, "create_account_calendar_feed", {});
    expect(await choose(member, [work], false)).toEqual({ left_out: [work], only_mine: false });
    expect((await feed(reset.token)).dashboards).toEqual({ [family]: "Family" });

    // Everything again.
    await choose(member, [], false);
    expect(Object.keys((await feed(reset.token)).dashboards).sort()).toEqual([family, work].sort());
    for (const id of [mine, others, nobodys, repeat]) await call(db, admin, "delete_objective", { p_objective: id });
    await call(db, member, "revoke_account_calendar_feed", {});
    await call(db, member, "revoke_calendar_feed", { p_dashboard: family });
  });

  it("are one's own: nobody signed out chooses, and one's choice changes nobody else's link", async () => {
    await expect(
      call(db, "anon", "set_account_calendar_feed_choices", { p_left_out: [], p_only_mine: true }),
    ).rejects.toMatchObject(refused("42501"));
    await choose(member, [family], true);
    const made = await call(db, admin, "create_account_calendar_feed", {});
    expect(Object.values((await feed(made.token)).dashboards)).toContain("Family");
    await choose(member, [], false);
    await call(db, admin, "revoke_account_calendar_feed", {});
  });
});
