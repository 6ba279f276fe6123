import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, dashboardWithMember, refused, sqlAs, type User } from "./helpers.ts";

// Assignees (decision 037): one member of the dashboard per objective, by id or by the
// name quick add's "+name" gives; shown on the day view, filtered by "Assigned to me",
// carried by repeats and Undo, dropped when the member goes, hidden from public links.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Team"));
});
afterAll(() => db.close());

const add = (title: string, extra: Record<string, unknown> = {}, who: User = admin) =>
  call(db, who, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: title, ...extra });
const dayPage = (who: User = admin, extra: Record<string, unknown> = {}) =>
  call(db, who, "get_day_page", { p_dashboard: dashboard, p_day: TODAY, ...extra });
const row = async (title: string) => (await dayPage()).objectives.find((o: any) => o.title === title);

/** A member of its own, joined straight into the dashboard. */
async function join(name: string, displayName?: string) {
  const user = (await createUsers(db, [name]))[name]!;
  if (displayName !== undefined)
    await db.query("update public.profiles set display_name = $2 where id = $1", [user.id, displayName]);
  await db.query("insert into public.dashboard_members (dashboard_id, user_id) values ($1, $2)", [dashboard, user.id]);
  return user;
}

describe("assignees", () => {
  it("are nobody by default, which rows leave out; a member by id shows on the rows with their name", async () => {
    const plain = await add("Plain");
    expect(plain.assignee).toBeNull();
    expect(await row("Plain")).not.toHaveProperty("assignee");
    await add("Hers", { p_assignee: member.id });
    expect(await row("Hers")).toMatchObject({ assignee: member.id });
    const page = await dayPage();
    expect(page.people).toEqual({ [member.id]: "Member" });
    expect(page.assigned).toBe(true);
    expect(page.shared).toBe(true);
    // Alone on a dashboard: not shared, nothing assigned.
    const solo = (await call(db, outsider, "create_dashboard", { p_name: "Solo" })).id;
    const alone = await call(db, outsider, "get_day_page", { p_dashboard: solo });
    expect(alone).toMatchObject({ shared: false, assigned: false, people: {}, members: null });
  });

  it("are found by quick add's name: whole name or email, first name, then the start of either", async () => {
    const rosa = await join("rosa", "Rosa Lima");
    const rosalind = await join("rosalind", "Rosalind Franklin");
    const nameless = await join("quiet", "");
    expect((await add("By email", { p_assignee_name: rosa.email.toUpperCase() })).assignee).toBe(rosa.id);
    expect((await add("Whole name", { p_assignee_name: "rosa lima" })).assignee).toBe(rosa.id);
    // "Rosa" is Rosa Lima's first name, and only the start of Rosalind's.
    expect((await add("First name", { p_assignee_name: "Rosa" })).assignee).toBe(rosa.id);
    expect((await add("Start", { p_assignee_name: "rosal" })).assignee).toBe(rosalind.id);
    // Without a display name, the email's first part names them.
    expect((await add("Email's part", { p_assignee_name: nameless.email.split("@")[0] })).assignee).toBe(nameless.id);
    expect((await dayPage()).people[nameless.id]).toBe(nameless.email.split("@")[0]);
    await expect(add("Two", { p_assignee_name: "ros" })).rejects.toMatchObject({
      ...refused("PT422", "assignee_ambiguous"),
      hint: "ros",
    });
    await expect(add("Nobody", { p_assignee_name: "Zed" })).rejects.toMatchObject({
      ...refused("PT422", "assignee_unknown"),
      hint: "Zed",
    });
    // Not a member of this dashboard, though a user.
    await expect(add("Outside", { p_assignee_name: "Outsider" })).rejects.toMatchObject(
      refused("PT422", "assignee_unknown"),
    );
  });

  it("change on edit, stay through edits that leave them out, and go back to nobody with 'none'", async () => {
    const { id } = await add("Report");
    await call(db, member, "update_objective", { p_objective: id, p_assignee: member.id });
    await call(db, member, "update_objective", { p_objective: id, p_title: "Quarterly report" });
    expect((await row("Quarterly report")).assignee).toBe(member.id);
    await call(db, member, "update_objective", { p_objective: id, p_assignee: admin.id });
    expect((await row("Quarterly report")).assignee).toBe(admin.id);
    await call(db, member, "update_objective", { p_objective: id, p_assignee: "none" });
    expect(await row("Quarterly report")).not.toHaveProperty("assignee");
  });

  it("are only members of the objective's dashboard, and only members assign", async () => {
    const { id } = await add("Guarded");
    for (const bad of [outsider.id, "not-a-uuid", crypto.randomUUID()]) {
      await expect(call(db, admin, "update_objective", { p_objective: id, p_assignee: bad })).rejects.toMatchObject(
        refused("PT422", "assignee_not_member"),
      );
    }
    await expect(add("Outsider's", { p_assignee: outsider.id })).rejects.toMatchObject(
      refused("PT422", "assignee_not_member"),
    );
    await expect(
      call(db, outsider, "update_objective", { p_objective: id, p_assignee: outsider.id }),
    ).rejects.toMatchObject(refused("PT404", "objective_not_found"));
    await expect(add("Intruder", { p_assignee: outsider.id }, outsider)).rejects.toMatchObject(
      refused("PT404", "dashboard_not_found"),
    );
    // Nor around the functions: the table is read-only to the API roles.
    await expect(
      sqlAs(db, admin, "update public.objectives set assignee_id = $1 where id = $2", [member.id, id]),
    ).rejects.toMatchObject({ code: "42501" });
    // And the database itself keeps an assignee a member, whoever writes.
    await expect(
      db.query("update public.objectives set assignee_id = $1 where id = $2", [outsider.id, id]),
    ).rejects.toMatchObject({ code: "23503" });
  });

  it("'Assigned to me' shows only the caller's, in the day and the overdue list", async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await add("Late and mine", { p_day: yesterday, p_assignee: member.id });
    await add("Late and the admin's", { p_day: yesterday, p_assignee: admin.id });
    const mine = await dayPage(member, { p_time_zone: "UTC", p_assignee: member.id });
    expect(mine.objectives.every((o: any) => o.assignee === member.id)).toBe(true);
    expect(mine.objectives.map((o: any) => o.title)).toContain("Hers");
    expect(mine.overdue.map((o: any) => o.title)).toEqual(["Late and mine"]);
    expect(mine.overdue_count).toBe(1);
    expect(mine.people).toEqual({ [member.id]: "Member" });
    const all = await dayPage(member, { p_time_zone: "UTC" });
    expect(all.objectives.length).toBeGreaterThan(mine.objectives.length);
    // The dashboards' card counts today's open ones of the caller's.
    const cards = await call(db, member, "get_dashboards_page", { p_time_zone: "UTC" });
    const card = cards.dashboards.find((d: any) => d.id === dashboard);
    expect(card.mine_today).toBe(mine.objectives.filter((o: any) => !o.done).length);
    expect(card.mine_today).toBeGreaterThan(0);
  });

  it("filter by another member or by nobody; the day lists the other members by name, the calendar once anything is assigned", async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const board = (await call(db, admin, "create_dashboard", { p_name: "Whose" })).id;
    const { zoe, stranger } = await createUsers(db, ["zoe", "stranger"]);
    await db.query("update public.profiles set display_name = 'Zoe Lane' where id = $1", [zoe!.id]);
    for (const who of [member, zoe!])
      await db.query("insert into public.dashboard_members (dashboard_id, user_id) values ($1, $2)", [board, who.id]);
    const page = (who: User, extra: Record<string, unknown> = {}) =>
      call(db, who, "get_day_page", { p_dashboard: board, p_day: TODAY, p_time_zone: "UTC", ...extra });
    // Nothing assigned yet: no filter to offer, but quick add's "+" offers the others; alone, nobody.
    expect(await page(member)).toMatchObject({
      assigned: false,
      shared: true,
      members: [{ name: "Admin" }, { name: "Zoe Lane" }],
    });
    const alone = (await call(db, stranger!, "create_dashboard", { p_name: "Mine" })).id;
    expect(
      await call(db, stranger!, "get_day_page", { p_dashboard: alone, p_day: TODAY, p_time_zone: "UTC" }),
    ).toMatchObject({ shared: false, members: null });
    expect(
      await call(db, member, "get_calendar_page", { p_dashboard: board, p_month: TODAY, p_time_zone: "UTC" }),
    ).toMatchObject({ members: null });
    const addTo = (title: string, extra: Record<string, unknown> = {}) =>
      call(db, admin, "add_objective", { p_dashboard: board, p_day: TODAY, p_title: title, ...extra });
    await addTo("The admin's", { p_assignee: admin.id });
    await addTo("The member's", { p_assignee: member.id });
    await addTo("Nobody's today");
    await addTo("Nobody's late", { p_day: yesterday });
    await addTo("The admin's late", { p_day: yesterday, p_assignee: admin.id });
    const titles = (p: any) => ({
      day: p.objectives.map((o: any) => o.title).sort(),
      overdue: p.overdue.map((o: any) => o.title),
    });
    // Another member's: the day and the overdue list.
    expect(titles(await page(member, { p_assignee: admin.id }))).toEqual({
      day: ["The admin's"],
      overdue: ["The admin's late"],
    });
    // Nobody's.
    const nobodys = await page(member, { p_unassigned: true });
    expect(titles(nobodys)).toEqual({ day: ["Nobody's today"], overdue: ["Nobody's late"] });
    expect(nobodys.overdue_count).toBe(1);
    // The choices: everyone but the caller, by name; the same on the calendar.
    const others = [
      { id: admin.id, name: "Admin" },
      { id: zoe!.id, name: "Zoe Lane" },
    ];
    expect((await page(member)).members).toEqual(others);
    const month = await call(db, member, "get_calendar_page", {
      p_dashboard: board,
      p_month: TODAY,
      p_time_zone: "UTC",
    });
    expect(month.members).toEqual(others);
    const calendarTitles = async (extra: Record<string, unknown>) =>
      (
        await call(db, member, "get_calendar_page", {
          p_dashboard: board,
          p_month: TODAY,
          p_time_zone: "UTC",
          ...extra,
        })
      ).objectives
        .map((o: any) => o.title)
        .sort();
    expect(await calendarTitles({ p_assignee: member.id })).toEqual(["The member's"]);
    expect(await calendarTitles({ p_unassigned: true })).toEqual(
      // Yesterday is in the month's grid unless the month begins on the grid's first day.
      yesterday >= month.from ? ["Nobody's late", "Nobody's today"] : ["Nobody's today"],
    );
    // "Move all to today" under "Unassigned" moves nobody's only.
    const moved = await call(db, member, "move_overdue_to_today", {
      p_dashboard: board,
      p_time_zone: "UTC",
      p_unassigned: true,
    });
    expect(moved.moved).toBe(1);
    expect((await page(member)).overdue.map((o: any) => o.title)).toEqual(["The admin's late"]);
    // Someone who is not a member has nothing here; the list is still only the members.
    expect(titles(await page(member, { p_assignee: stranger!.id }))).toEqual({ day: [], overdue: [] });
    // Not a member: refused, as the page is.
    await expect(
      call(db, stranger!, "get_day_page", { p_dashboard: board, p_assignee: admin.id }),
    ).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    await call(db, admin, "delete_dashboard", { p_dashboard: board });
  });

  it("'Move all to today' under a filter moves what the list shows, and its Undo puts those back", async () => {
    const board = (await call(db, admin, "create_dashboard", { p_name: "Moves" })).id;
    await db.query("insert into public.dashboard_members (dashboard_id, user_id) values ($1, $2)", [board, member.id]);
    const home = await call(db, admin, "add_marker", { p_dashboard: board, p_name: "home", p_color: "red" });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const late = (title: string, extra: Record<string, unknown> = {}) =>
      call(db, admin, "add_objective", { p_dashboard: board, p_day: yesterday, p_title: title, ...extra });
    await late("Mine at home", { p_assignee: member.id, p_marker_ids: [home.id] });
    await late("Mine at work", { p_assignee: member.id });
    await late("The admin's at home", { p_assignee: admin.id, p_marker_ids: [home.id] });
    await late("Nobody's");
    const overdue = async () =>
      (await call(db, member, "get_day_page", { p_dashboard: board, p_time_zone: "UTC" })).overdue.map(
        (o: any) => o.title,
      );
    const moved = await call(db, member, "move_overdue_to_today", {
      p_dashboard: board,
      p_time_zone: "UTC",
      p_assignee: member.id,
    });
    expect(moved.moved).toBe(2);
    expect(await overdue()).toEqual(["The admin's at home", "Nobody's"]);
    await call(db, member, "undo_move", { p_move: moved.move });
    expect(
      (
        await call(db, member, "move_overdue_to_today", {
          p_dashboard: board,
          p_time_zone: "UTC",
          p_markers: [home.id],
          p_assignee: member.id,
        })
      ).moved,
    ).toBe(1);
    expect((await overdue()).sort()).toEqual(["Mine at work", "Nobody's", "The admin's at home"]);
    // No filter: all of them, as before.
    expect((await call(db, member, "move_overdue_to_today", { p_dashboard: board, p_time_zone: "UTC" })).moved).toBe(3);
    await call(db, admin, "delete_dashboard", { p_dashboard: board });
  });

  it("'Assigned to me' on the calendar: the caller's objectives and the days theirs come back on", async () => {
    const month = "2032-04-01";
    await add("Mine weekly", { p_day: "2032-04-05", p_repeat: "weekly", p_assignee: member.id });
    await add("The admin's", { p_day: "2032-04-06", p_assignee: admin.id });
    await add("Nobody's", { p_day: "2032-04-07" });
    const calendar = (who: User, mine: boolean) =>
      call(db, who, "get_calendar_page", {
        p_dashboard: dashboard,
        p_month: month,
        p_time_zone: "UTC",
        p_assignee: mine ? who.id : null,
      });
    const mine = await calendar(member, true);
    expect(mine.assigned).toBe(true);
    expect(new Set(mine.objectives.map((o: any) => o.title))).toEqual(new Set(["Mine weekly"]));
    // Its own day and the Mondays after it, in the grid.
    expect(mine.objectives.map((o: any) => o.day)).toEqual(
      expect.arrayContaining(["2032-04-05", "2032-04-12", "2032-04-19", "2032-04-26"]),
    );
    const all = await calendar(member, false);
    expect(all.objectives.map((o: any) => o.title)).toEqual(expect.arrayContaining(["The admin's", "Nobody's"]));
    expect((await calendar(admin, true)).objectives.map((o: any) => o.title)).toEqual(["The admin's"]);
  });

  it("are named on the calendar: the assignees of the objectives it shows, and only theirs", async () => {
    const calendar = (args: object = {}) =>
      call(db, member, "get_calendar_page", {
        p_dashboard: dashboard,
        p_month: "2031-03-01",
        p_time_zone: "UTC",
        ...args,
      });
    await add("The admin's in May", { p_day: "2031-03-04", p_assignee: admin.id });
    await add("Nobody's first", { p_day: "2031-03-06" });
    await add("Mine second", { p_day: "2031-03-06", p_assignee: member.id });
    const page = await calendar();
    const assignees = Object.fromEntries(page.objectives.map((o: any) => [o.title, o.assignee ?? null]));
    expect(assignees).toMatchObject({
      "The admin's in May": admin.id,
      "Nobody's first": null,
      "Mine second": member.id,
    });
    expect(page.people).toEqual({ [admin.id]: "Admin", [member.id]: "Member" });
    // A cell's first one only: "Mine second" is counted, not shown, and its assignee not named.
    const firstOnly = await calendar({ p_per_day: 1 });
    expect(firstOnly.objectives.map((o: any) => o.title)).not.toContain("Mine second");
    expect(firstOnly.people).toEqual({ [admin.id]: "Admin" });
    expect((await calendar({ p_assignee: member.id })).people).toEqual({ [member.id]: "Member" });
    // Exactly the shown ones' assignees, whatever the month holds (a repeating one's days too).
    for (const shown of [page, firstOnly, await calendar({ p_month: "2032-06-01", p_per_day: 1 })]) {
      const ids = new Set(shown.objectives.flatMap((o: any) => o.assignee ?? []));
      expect(Object.keys(shown.people).sort()).toEqual([...ids].sort());
    }
    // A month without any: nobody.
    expect((await calendar({ p_month: "2030-01-01" })).people).toEqual({});
  });

  it("are named in search results, of one dashboard and of all", async () => {
    await add("Findable chore", { p_assignee: member.id });
    for (const [fn, args] of [
      ["search_dashboard", { p_dashboard: dashboard }],
      ["search_my_dashboards", {}],
    ] as const) {
      const found = await call(db, member, fn, { ...args, p_query: "findable" });
      expect(found.objectives.map((o: any) => [o.title, o.assignee])).toEqual([["Findable chore", member.id]]);
      expect(found.people).toEqual({ [member.id]: "Member" });
    }
    expect((await call(db, member, "search_dashboard", { p_dashboard: dashboard, p_query: "" })).people).toEqual({});
  });

  it("go with a repeating objective's next one and come back with Undo of a delete", async () => {
    const first = await add("Standup", { p_repeat: "daily", p_assignee: member.id });
    const done = await call(db, member, "set_objective_done", {
      p_objective: first.id,
      p_done: true,
      p_time_zone: "UTC",
    });
    const next = await call(db, member, "get_objective_page", { p_objective: done.next.id });
    expect(next.objective.assignee).toBe(member.id);
    // Undo of the done takes the untouched next one back.
    await call(db, member, "set_objective_done", { p_objective: first.id, p_done: false, p_time_zone: "UTC" });
    await expect(call(db, member, "get_objective_page", { p_objective: done.next.id })).rejects.toMatchObject(
      refused("PT404", "objective_not_found"),
    );
    await call(db, member, "delete_objective", { p_objective: first.id });
    expect((await call(db, member, "restore_objective", { p_objective: first.id })).assignee).toBe(member.id);
  });

  it("name the dashboard's members on the edit page", async () => {
    const { id } = await add("Choose");
    const page = await call(db, member, "get_objective_page", { p_objective: id });
    expect(page.me).toBe(member.id);
    const names = page.members.map((m: any) => m.name);
    expect(names).toEqual(expect.arrayContaining(["Admin", "Member", "Rosa Lima"]));
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(page.members.find((m: any) => m.id === outsider.id)).toBeUndefined();
  });

  it("are dropped when the member leaves or is removed, and Undo does not bring them back", async () => {
    const leaver = await join("leaver", "Leaver");
    const removed = await join("removed", "Removed");
    const a = await add("Leaver's", { p_assignee: leaver.id });
    const b = await add("Removed's", { p_assignee: removed.id });
    await call(db, admin, "delete_objective", { p_objective: b.id });
    await call(db, leaver, "leave_dashboard", { p_dashboard: dashboard });
    await call(db, admin, "remove_member", { p_dashboard: dashboard, p_user: removed.id });
    expect(await row("Leaver's")).not.toHaveProperty("assignee");
    expect((await call(db, admin, "get_objective_page", { p_objective: a.id })).objective.assignee).toBeNull();
    expect((await call(db, admin, "restore_objective", { p_objective: b.id })).assignee).toBeNull();
  });

  it("never reach a public link", async () => {
    await add("Public", { p_assignee: member.id });
    const { token } = await call(db, admin, "create_share_link", { p_dashboard: dashboard });
    const shared = await call(db, "anon", "get_shared_days", { p_token: token, p_time_zone: "UTC", p_days: 1 });
    const objectives = shared.days[0].objectives;
    expect(objectives.map((o: any) => o.title)).toContain("Public");
    expect(objectives.some((o: any) => "assignee" in o)).toBe(false);
    expect(JSON.stringify(shared)).not.toContain(member.id);
  });

  it("come in with an import: a member by email or whole name, anyone else as nobody", async () => {
    const day = "2031-02-03";
    const objectives = [
      { day, title: "By email", assignee: member.email.toUpperCase() },
      { day, title: "By name", assignee: " rosa lima " },
      { day, title: "Stranger", assignee: outsider.email },
      { day, title: "Todoist's", assignee: "Someone (12345)" },
      { day, title: "None" },
    ];
    await call(db, member, "import_into_dashboard", {
      p_dashboard: dashboard,
      p_objectives: JSON.stringify(objectives),
    });
    const page = await dayPage(member, { p_day: day });
    const rosa = (await call(db, member, "get_objective_page", { p_objective: page.objectives[1].id })).members.find(
      (m: any) => m.name === "Rosa Lima",
    );
    expect(page.objectives.map((o: any) => [o.title, o.assignee ?? null])).toEqual([
      ["By email", member.id],
      ["By name", rosa.id],
      ["Stranger", null],
      ["Todoist's", null],
      ["None", null],
    ]);
    // And go out with an export, by email.
    const file = JSON.parse((await call(db, member, "export_dashboard", { p_dashboard: dashboard })).body);
    const exported = file.objectives.filter((o: any) => o.day === day);
    const rosaEmail = (await db.query<{ email: string }>("select email from public.profiles where id = $1", [rosa.id]))
      .rows[0]!.email;
    expect(exported.map((o: any) => o.assignee)).toEqual([member.email, rosaEmail, null, null, null]);
  });

  it("answer with a notice to email the person someone else assigned, once, unless they turned it off", async () => {
    const key = crypto.randomUUID();
    const first = await add("Noticed", { p_assignee: member.id, p_request_id: key });
    expect(first.notify).toEqual({
      email: member.email,
      name: "Member",
      locale: null,
      dashboard: "Team",
      by: "Admin",
    });
    // The same submit again: no second email.
    const again = await add("Noticed", { p_assignee: member.id, p_request_id: key });
    expect(again.id).toBe(first.id);
    expect(again).not.toHaveProperty("notify");
    // Nobody is told of their own, nor of an assignee kept or taken away.
    expect(await add("Own", { p_assignee: admin.id })).not.toHaveProperty("notify");
    const edit = (who: User, extra: Record<string, unknown>) =>
      call(db, who, "update_objective", { p_objective: first.id, ...extra });
    expect(await edit(admin, { p_title: "Noticed again", p_assignee: member.id })).not.toHaveProperty("notify");
    expect(await edit(admin, { p_assignee: "none" })).not.toHaveProperty("notify");
    expect((await edit(admin, { p_assignee: member.id })).notify).toMatchObject({ email: member.email });
    // Turned off in the member's settings: no notice; on again: one.
    await call(db, member, "update_my_profile", { p_locale: "pt" });
    expect(await call(db, member, "set_assignment_emails", { p_on: false })).toEqual({ assignment_emails: false });
    expect((await call(db, member, "get_account_page")).assignment_emails).toBe(false);
    expect(await add("Quiet", { p_assignee: member.id })).not.toHaveProperty("notify");
    await call(db, member, "set_assignment_emails", { p_on: true });
    expect((await call(db, member, "get_account_page")).assignment_emails).toBe(true);
    expect((await add("Loud", { p_assignee_name: "member" })).notify).toMatchObject({ locale: "pt", by: "Admin" });
    await expect(call(db, member, "set_assignment_emails", { p_on: null })).rejects.toMatchObject(
      refused("PT422", "assignment_emails_invalid"),
    );
  });

  it("go with the dashboard when it is deleted", async () => {
    const other = await call(db, admin, "create_dashboard", { p_name: "Short-lived" });
    await db.query("insert into public.dashboard_members (dashboard_id, user_id) values ($1, $2)", [
      other.id,
      member.id,
    ]);
    await call(db, admin, "add_objective", {
      p_dashboard: other.id,
      p_day: TODAY,
      p_title: "x",
      p_assignee: member.id,
    });
    await call(db, admin, "delete_dashboard", { p_dashboard: other.id });
    const left = await db.query("select count(*)::int as n from public.objectives where dashboard_id = $1", [other.id]);
    expect(left.rows[0]).toEqual({ n: 0 });
  });
});
