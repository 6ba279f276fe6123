import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, dashboardWithMember, refused, sqlAs, type User } from "./helpers.ts";

// Comments on objectives (decision 044): every member writes and reads them; a comment is
// deleted by its author or the admin; they follow their objective to another dashboard,
// away with its deletion and back with its Undo; nobody else learns they exist.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Flat"));
});
afterAll(() => db.close());

const add = async (title: string) =>
  (await call(db, admin, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: title })).id as string;
const comment = (objective: string, body: string, who: User = member, requestId?: string) =>
  call(db, who, "add_comment", {
    p_objective: objective,
    p_body: body,
    ...(requestId ? { p_request_id: requestId } : {}),
  });
const comments = async (objective: string, who: User = admin) =>
  (await call(db, who, "get_objective_page", { p_objective: objective })).comments;

describe("comments", () => {
  it("are written by any member, trimmed, listed oldest first with their author's name", async () => {
    const id = await add("Call the landlord");
    expect(await comments(id)).toEqual([]);
    const first = await comment(id, "  Called, no answer.\nTrying again tomorrow.  ");
    expect(first).toMatchObject({ objective_id: id, dashboard_id: dashboard, author: member.id });
    expect(first.body).toBe("Called, no answer.\nTrying again tomorrow.");
    await comment(id, "Thanks!", admin);
    expect(await comments(id, member)).toMatchObject([
      { author: member.id, name: "Member", body: "Called, no answer.\nTrying again tomorrow." },
      { author: admin.id, name: "Admin", body: "Thanks!" },
    ]);
  });

  it("are written once for a double submit", async () => {
    const id = await add("Pay the rent");
    const key = crypto.randomUUID();
    const [a, b] = [await comment(id, "Paid", member, key), await comment(id, "Paid", member, key)];
    expect(b.id).toBe(a.id);
    expect(await comments(id)).toHaveLength(1);
  });

  it("refuse empty and too long text, and outsiders, who learn nothing", async () => {
    const id = await add("Fix the tap");
    await expect(comment(id, "   ")).rejects.toMatchObject(refused("PT422", "comment_required"));
    await expect(comment(id, "x".repeat(2001))).rejects.toMatchObject({
      ...refused("PT422", "comment_too_long"),
      hint: "2000",
    });
    expect((await comment(id, "x".repeat(2000))).body).toHaveLength(2000);
    await expect(comment(id, "Hello", outsider)).rejects.toMatchObject(refused("PT404", "objective_not_found"));
    await expect(call(db, "anon", "add_comment", { p_objective: id, p_body: "Hi" })).rejects.toMatchObject({
      code: "42501",
    });
    // Row-level security: the table itself shows an outsider nothing, a member everything.
    const read = "select count(*)::int as n from public.comments where objective_id = $1";
    expect((await sqlAs(db, outsider, read, [id])).rows[0]).toEqual({ n: 0 });
    expect((await sqlAs(db, member, read, [id])).rows[0]).toEqual({ n: 1 });
    // Nobody writes the table directly.
    await expect(
      sqlAs(db, member, "insert into public.comments (dashboard_id, objective_id, body) values ($1, $2, 'x')", [
        dashboard,
        id,
      ]),
    ).rejects.toMatchObject({ code: "42501" });
  });

  it("are deleted by their author or the admin, not by another member", async () => {
    const { third } = await createUsers(db, ["third"]);
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
      dashboard,
      third!.id,
    ]);
    const id = await add("Buy a new kettle");
    const mine = await comment(id, "I'll go on Saturday");
    const another = await comment(id, "The blue one?");
    await expect(call(db, third!, "delete_comment", { p_comment: mine.id })).rejects.toMatchObject(
      refused("PT403", "comment_not_yours"),
    );
    await expect(call(db, outsider, "delete_comment", { p_comment: mine.id })).rejects.toMatchObject(
      refused("PT404", "comment_not_found"),
    );
    expect(await call(db, member, "delete_comment", { p_comment: mine.id })).toMatchObject({ dashboard_id: dashboard });
    await expect(call(db, member, "delete_comment", { p_comment: mine.id })).rejects.toMatchObject(
      refused("PT404", "comment_not_found"),
    );
    await call(db, admin, "delete_comment", { p_comment: another.id });
    expect(await comments(id)).toEqual([]);
  });

  it("are edited by their author only, marked edited unless the text is the same", async () => {
    const id = await add("Order the tiles");
    const mine = await comment(id, "The code is 4771");
    expect(mine.edited_at).toBeNull();
    // The same words again (a double submit) leave it as it was.
    expect(await call(db, member, "edit_comment", { p_comment: mine.id, p_body: " The code is 4771 " })).toMatchObject({
      body: "The code is 4771",
      edited_at: null,
    });
    const edited = await call(db, member, "edit_comment", {
      p_comment: mine.id,
      p_body: "The code is 4711\nRing twice",
    });
    expect(edited).toMatchObject({ id: mine.id, dashboard_id: dashboard, body: "The code is 4711\nRing twice" });
    expect(edited.edited_at).not.toBeNull();
    expect(await comments(id)).toMatchObject([{ body: "The code is 4711\nRing twice", edited_at: edited.edited_at }]);
    // The admin deletes anyone's comment but edits nobody's; an outsider does not find it.
    await expect(call(db, admin, "edit_comment", { p_comment: mine.id, p_body: "Changed" })).rejects.toMatchObject(
      refused("PT403", "comment_not_author"),
    );
    await expect(call(db, outsider, "edit_comment", { p_comment: mine.id, p_body: "Changed" })).rejects.toMatchObject(
      refused("PT404", "comment_not_found"),
    );
    await expect(call(db, member, "edit_comment", { p_comment: mine.id, p_body: " " })).rejects.toMatchObject(
      refused("PT422", "comment_required"),
    );
    await expect(
      call(db, member, "edit_comment", { p_comment: mine.id, p_body: "x".repeat(2001) }),
    ).rejects.toMatchObject(refused("PT422", "comment_too_long"));
    expect(await comments(id)).toMatchObject([{ body: "The code is 4711\nRing twice" }]);
    // The mark survives the objective's deletion and its Undo.
    await call(db, admin, "delete_objective", { p_objective: id });
    await call(db, admin, "restore_objective", { p_objective: id });
    expect(await comments(id)).toMatchObject([{ body: "The code is 4711\nRing twice", edited_at: edited.edited_at }]);
  });

  it("keep to 500 an objective", async () => {
    const id = await add("Plan the party");
    await db.query(
      "insert into public.comments (dashboard_id, objective_id, author_id, body) select $1, $2, $3, 'x' from generate_series(1, 500)",
      [dashboard, id, member.id],
    );
    await expect(comment(id, "One more")).rejects.toMatchObject({ ...refused("PT422", "limit_reached"), hint: "500" });
  });

  it("follow their objective to another dashboard, go with its deletion and come back with its Undo", async () => {
    const id = await add("Book the plumber");
    await comment(id, "He comes on Monday");
    const other = (await call(db, admin, "create_dashboard", { p_name: "Elsewhere" })).id;
    await call(db, admin, "update_objective", { p_objective: id, p_dashboard: other });
    // Moved where the member is not: the member no longer reads them; the admin does, there.
    expect((await sqlAs(db, member, "select 1 from public.comments where objective_id = $1", [id])).rows).toEqual([]);
    expect(await comments(id)).toMatchObject([{ body: "He comes on Monday", name: null }]);
    await call(db, admin, "update_objective", { p_objective: id, p_dashboard: dashboard });
    const before = await comments(id);
    expect(before).toMatchObject([{ body: "He comes on Monday", name: "Member" }]);

    await call(db, member, "delete_objective", { p_objective: id });
    expect((await db.query("select 1 from public.comments where objective_id = $1", [id])).rows).toEqual([]);
    await call(db, member, "restore_objective", { p_objective: id });
    expect(await comments(id)).toEqual(before);
  });

  it("are counted on the day's rows, only when there are some, through deletes and Undo", async () => {
    const id = await add("Paint the hall");
    const row = async () =>
      (await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: TODAY })).objectives.find(
        (o: any) => o.id === id,
      );
    // A row without comments is as it was (issue 12: not a byte more).
    expect(Object.keys(await row())).not.toContain("comments");
    const first = await comment(id, "Which colour?");
    await comment(id, "White", admin);
    expect(await row()).toMatchObject({ comments: 2 });
    await call(db, admin, "delete_comment", { p_comment: first.id });
    expect(await row()).toMatchObject({ comments: 1 });
    await call(db, member, "delete_objective", { p_objective: id });
    await call(db, member, "restore_objective", { p_objective: id });
    expect(await row()).toMatchObject({ comments: 1 });
    // /today's and the calendar's rows come from the same JSON.
    const today = await call(db, member, "get_today_page", { p_time_zone: "UTC" });
    expect(JSON.stringify(today)).toContain('"comments":1');
  });

  it("never reach a public link, not even their count", async () => {
    const id = await add("Open the door for the plumber");
    await comment(id, "Code is 4711");
    const { token } = await call(db, admin, "create_share_link", { p_dashboard: dashboard });
    const shared = await call(db, "anon", "get_shared_days", { p_token: token, p_time_zone: "UTC", p_days: 1 });
    const row = shared.days[0].objectives.find((o: any) => o.id === id);
    expect(row).toMatchObject({ title: "Open the door for the plumber" });
    expect(row).not.toHaveProperty("comments");
    // Words no id or date can hold ("4711" alone turned up in a random UUID once).
    expect(JSON.stringify(shared)).not.toContain("Code is");
  });

  it("tell the objective's assignee, once, unless they wrote it or turned these emails off", async () => {
    const id = (
      await call(db, admin, "add_objective", {
        p_dashboard: dashboard,
        p_day: TODAY,
        p_title: "Fix the sink",
        p_assignee: member.id,
      })
    ).id as string;
    const key = crypto.randomUUID();
    const first = await comment(id, "The washer is in the drawer", admin, key);
    expect(first.notify).toMatchObject([
      {
        email: member.email,
        dashboard: "Flat",
        by: "Admin",
        title: "Fix the sink",
        why: "assigned",
      },
    ]);
    // A double submit: the same comment, no second email.
    const again = await comment(id, "The washer is in the drawer", admin, key);
    expect(again.id).toBe(first.id);
    expect(again).not.toHaveProperty("notify");
    // Their own comment, or nobody assigned nor commenting before: nobody to tell.
    expect(await comment(id, "Thanks", member)).toMatchObject({ notify: [{ email: admin.email, why: "commented" }] });
    expect(await comment(await add("Nobody's"), "Hello", admin)).not.toHaveProperty("notify");
    // Turned off under Settings, "Assignments".
    await call(db, member, "set_assignment_emails", { p_on: false });
    expect(await comment(id, "Done?", admin)).not.toHaveProperty("notify");
    await call(db, member, "set_assignment_emails", { p_on: true });
    // Whoever added it hears of comments on it too.
    const added = await add("Water the plants");
    expect(await comment(added, "Done", member)).toMatchObject({ notify: [{ email: admin.email, why: "created" }] });
  });

  it("tell whoever commented before and whoever is @mentioned, once each, members only", async () => {
    const { zoe, zora, sam } = await createUsers(db, ["zoe", "zora", "sam"]);
    for (const who of [zoe!, zora!, sam!])
      await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
        dashboard,
        who.id,
      ]);
    await db.query("update public.profiles set display_name = $2 where id = $1", [zoe!.id, "Zoë Martin"]);
    await db.query("update public.profiles set display_name = $2 where id = $1", [zora!.id, "Zora Lee"]);
    await db.query("update public.profiles set display_name = $2 where id = $1", [sam!.id, "Sam"]);
    const id = await add("Repaint the door");
    const told = async (body: string, who: User = admin) =>
      ((await comment(id, body, who)).notify ?? []).map((n: any) => `${n.email}:${n.why}`).sort();
    // A first name (with the comma after it), a whole name's first word, an email's first part.
    expect(await told("@Zoë, @sam? And @" + member.email.split("@")[0] + ".")).toEqual(
      [`${member.email}:mentioned`, `${sam!.email}:mentioned`, `${zoe!.email}:mentioned`].sort(),
    );
    // The admin commented: Zoë's answer tells them; "@Zo" names two people, so neither.
    expect(await told("On it. @Zo", zoe!)).toEqual([`${admin.email}:commented`]);
    // Everyone who commented so far, each once; the writer and the outsider never.
    expect(await told(`Thanks all @${outsider.email}`, sam!)).toEqual(
      [`${admin.email}:commented`, `${zoe!.email}:commented`].sort(),
    );
    // Mentioned and a commenter: told once, as mentioned.
    expect(await told("@zoe.martin?", admin)).toEqual([`${sam!.email}:commented`, `${zoe!.email}:commented`].sort());
    expect(await told("@Zoë Martin", admin)).toEqual([`${sam!.email}:commented`, `${zoe!.email}:mentioned`].sort());
    // Someone who left hears nothing more; someone who turned emails off neither.
    await db.query("delete from public.dashboard_members where dashboard_id = $1 and user_id = $2", [
      dashboard,
      zoe!.id,
    ]);
    await call(db, sam!, "set_assignment_emails", { p_on: false });
    expect(await told("@Sam @Zora, last call", admin)).toEqual([`${zora!.email}:mentioned`]);
  });

  it("go with their dashboard", async () => {
    const mine = (await call(db, admin, "create_dashboard", { p_name: "Short-lived" })).id;
    const id = (await call(db, admin, "add_objective", { p_dashboard: mine, p_day: TODAY, p_title: "Soon gone" })).id;
    await comment(id, "Bye", admin);
    await call(db, admin, "delete_dashboard", { p_dashboard: mine });
    expect((await db.query("select 1 from public.comments where objective_id = $1", [id])).rows).toEqual([]);
  });
});
