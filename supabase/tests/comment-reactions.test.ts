import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, dashboardWithMember, refused, sqlAs, type User } from "./helpers.ts";

// Reactions to comments (decision 079): each member may answer a comment with each of six
// emoji once, and take it back; viewers and archived dashboards may not; they follow their
// comment (another dashboard, a deletion and its Undo); only members see them.
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

/** A new objective with one comment of the member's: the comment's id and the objective's. */
async function commented(title = "Call the landlord") {
  const objective = (await call(db, admin, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: title }))
    .id as string;
  const comment = (await call(db, member, "add_comment", { p_objective: objective, p_body: "Called, no answer." }))
    .id as string;
  return { objective, comment };
}
const react = (who: User, comment: string, reaction: string, on = true) =>
  call(db, who, "set_comment_reaction", { p_comment: comment, p_reaction: reaction, p_on: on });
const reactionsOn = async (objective: string, who: User = admin) =>
  (await call(db, who, "get_objective_page", { p_objective: objective })).comments[0].reactions;

describe("reactions to comments", () => {
  it("count each member once per emoji, in the fixed order, with names first come first and the reader's own", async () => {
    const { objective, comment } = await commented();
    expect(await reactionsOn(objective)).toEqual([]);
    await react(admin, comment, "heart");
    await react(member, comment, "thumbs_up");
    const answer = await react(admin, comment, "thumbs_up");
    expect(answer).toMatchObject({ comment_id: comment, objective_id: objective, dashboard_id: dashboard });
    expect(answer.reactions).toEqual([
      { reaction: "thumbs_up", count: 2, mine: true, names: ["Member", "Admin"] },
      { reaction: "heart", count: 1, mine: true, names: ["Admin"] },
    ]);
    expect(await reactionsOn(objective, member)).toEqual([
      { reaction: "thumbs_up", count: 2, mine: true, names: ["Member", "Admin"] },
      { reaction: "heart", count: 1, mine: false, names: ["Admin"] },
    ]);
  });

  it("said twice change nothing (a double submit), and are taken back by their own reactor only", async () => {
    const { objective, comment } = await commented("Pay the rent");
    await react(member, comment, "party");
    await react(member, comment, "party");
    expect(await reactionsOn(objective)).toMatchObject([{ reaction: "party", count: 1 }]);
    // The admin taking back their own (none) leaves the member's.
    await react(admin, comment, "party", false);
    expect(await reactionsOn(objective)).toMatchObject([{ reaction: "party", count: 1, names: ["Member"] }]);
    await react(member, comment, "party", false);
    await react(member, comment, "party", false);
    expect(await reactionsOn(objective)).toEqual([]);
  });

  it("refuse an unknown emoji, outsiders (who learn nothing), anonymous callers, viewers and archived dashboards", async () => {
    const { objective, comment } = await commented("Fix the tap");
    await expect(react(member, comment, "skull")).rejects.toMatchObject(refused("PT422", "reaction_invalid"));
    await expect(
      call(db, member, "set_comment_reaction", { p_comment: comment, p_reaction: "heart", p_on: null }),
    ).rejects.toMatchObject(refused("PT422", "reaction_invalid"));
    await expect(react(outsider, comment, "heart")).rejects.toMatchObject(refused("PT404", "comment_not_found"));
    await expect(
      call(db, "anon", "set_comment_reaction", { p_comment: comment, p_reaction: "heart", p_on: true }),
    ).rejects.toMatchObject({ code: "42501" });
    await react(member, comment, "eyes");
    // Row-level security: the table shows an outsider nothing.
    const read = "select count(*)::int as n from public.comment_reactions where comment_id = $1";
    expect((await sqlAs(db, outsider, read, [comment])).rows[0]).toEqual({ n: 0 });
    expect((await sqlAs(db, member, read, [comment])).rows[0]).toEqual({ n: 1 });

    const { viewer } = (await createUsers(db, ["viewer"])) as Record<"viewer", User>;
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'viewer')", [
      dashboard,
      viewer.id,
    ]);
    await expect(react(viewer, comment, "heart")).rejects.toMatchObject(refused("PT403", "read_only"));
    expect(await reactionsOn(objective, viewer)).toMatchObject([{ reaction: "eyes", count: 1, mine: false }]);

    await db.query("update public.dashboards set archived_at = now() where id = $1", [dashboard]);
    try {
      await expect(react(member, comment, "heart")).rejects.toMatchObject(refused("PT409", "dashboard_archived"));
      await expect(react(member, comment, "eyes", false)).rejects.toMatchObject(refused("PT409", "dashboard_archived"));
    } finally {
      await db.query("update public.dashboards set archived_at = null where id = $1", [dashboard]);
    }
  });

  it("follow their comment to another dashboard, and come back with an undone deletion, of members only", async () => {
    const { objective, comment } = await commented("Book the plumber");
    await react(member, comment, "check");
    await react(admin, comment, "check");
    const other = (await call(db, admin, "create_dashboard", { p_name: "Elsewhere" })).id;
    await call(db, admin, "update_objective", { p_objective: objective, p_dashboard: other });
    // There, the member is not a member: counted, not named.
    expect(await reactionsOn(objective)).toEqual([{ reaction: "check", count: 2, mine: true, names: ["Admin"] }]);
    await call(db, admin, "update_objective", { p_objective: objective, p_dashboard: dashboard });
    expect(await reactionsOn(objective)).toMatchObject([{ count: 2, names: ["Member", "Admin"] }]);

    await call(db, member, "delete_objective", { p_objective: objective });
    expect((await db.query("select 1 from public.comment_reactions where comment_id = $1", [comment])).rows).toEqual(
      [],
    );
    await call(db, member, "restore_objective", { p_objective: objective });
    expect(await reactionsOn(objective)).toEqual([
      { reaction: "check", count: 2, mine: true, names: ["Member", "Admin"] },
    ]);
  });

  it("go with the comment, and with the account of whoever reacted", async () => {
    const { objective, comment } = await commented("Water the plants");
    const { passerby } = (await createUsers(db, ["passerby"])) as Record<"passerby", User>;
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
      dashboard,
      passerby.id,
    ]);
    await react(passerby, comment, "laugh");
    await react(member, comment, "laugh");
    await db.query("delete from auth.users where id = $1", [passerby.id]);
    expect(await reactionsOn(objective)).toMatchObject([{ reaction: "laugh", count: 1, names: ["Member"] }]);
    await call(db, member, "delete_comment", { p_comment: comment });
    expect((await db.query("select 1 from public.comment_reactions where comment_id = $1", [comment])).rows).toEqual(
      [],
    );
  });
});
