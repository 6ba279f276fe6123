import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, type User } from "./helpers.ts";

// Every change by id answers with the dashboard it changed, so the app announces that one
// and never the page's address (decision 042).
let db: Db;
let admin: User;
let member: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);
const YESTERDAY = new Date(Date.parse(TODAY) - 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, dashboard } = await dashboardWithMember(db, "Home"));
});
afterAll(() => db.close());

describe("changes' answers", () => {
  it("name the dashboard of the objective, note, filter or invitation they changed", async () => {
    const o = await call(db, member, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: "Tea" });
    expect(o.dashboard).toBe(dashboard);
    const answers = [
      await call(db, member, "set_objective_done", { p_objective: o.id, p_done: true }),
      await call(db, member, "reorder_objective", { p_objective: o.id, p_index: 0 }),
      await call(db, member, "update_objective", { p_objective: o.id, p_title: "Green tea" }),
      await call(db, member, "delete_objective", { p_objective: o.id }),
      await call(db, member, "restore_objective", { p_objective: o.id }),
    ];
    const note = await call(db, member, "add_note", { p_dashboard: dashboard, p_year: 2030, p_title: "Ideas" });
    answers.push(
      note,
      await call(db, member, "update_note", { p_note: note.id, p_title: "More ideas" }),
      await call(db, member, "delete_note", { p_note: note.id }),
      await call(db, member, "restore_note", { p_note: note.id }),
    );
    const marker = await call(db, member, "add_marker", { p_dashboard: dashboard, p_name: "Work", p_color: "blue" });
    answers.push(
      await call(db, member, "update_marker", { p_marker: marker.id, p_name: "Job", p_color: "red" }),
      await call(db, member, "delete_marker", { p_marker: marker.id }),
    );
    await call(db, admin, "invite_members", { p_dashboard: dashboard, p_emails: ["guest@example.com"] });
    const [invitation] = (await call(db, admin, "get_settings_page", { p_dashboard: dashboard })).invitations;
    answers.push(
      await call(db, admin, "resend_invitation", { p_invitation: invitation.id }),
      await call(db, admin, "revoke_invitation", { p_invitation: invitation.id }),
    );
    const late = await call(db, member, "add_objective", { p_dashboard: dashboard, p_day: YESTERDAY, p_title: "Late" });
    const { move } = await call(db, member, "move_overdue_to_today", { p_dashboard: dashboard, p_objective: late.id });
    answers.push(await call(db, member, "undo_move", { p_move: move }));
    expect(answers.map((a) => a.dashboard)).toEqual(answers.map(() => dashboard));
  });

  it("a move between dashboards names both: where it is, and the one it left", async () => {
    const other = (await call(db, member, "create_dashboard", { p_name: "Work" })).id;
    const o = await call(db, member, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: "Report" });
    const moved = await call(db, member, "update_objective", { p_objective: o.id, p_dashboard: other });
    expect(moved).toMatchObject({ dashboard: other, moved_from: dashboard, moved_to: "Work" });
    const edited = await call(db, member, "update_objective", { p_objective: o.id, p_title: "Report, v2" });
    expect(edited.dashboard).toBe(other);
    expect(edited).not.toHaveProperty("moved_from");
  });
});
