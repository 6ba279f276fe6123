import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// Export: every member may download the dashboard as JSON or CSV; nobody else learns it exists.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, 'Café, "home"'));
  await call(db, admin, "add_marker", { p_dashboard: dashboard, p_name: "Work", p_color: "blue" });
  await call(db, admin, "add_marker", { p_dashboard: dashboard, p_name: "errands", p_color: "red" });
  // Added out of order: the export lists them by day, then by their place in the day.
  await call(db, admin, "add_objective", {
    p_dashboard: dashboard,
    p_day: "2030-03-08",
    p_title: 'Later, with "quotes"',
    p_marker_names: ["Work", "errands"],
    p_repeat: "weekly",
    p_repeat_every: 2,
    p_assignee: member.id,
  });
  const first = await call(db, member, "add_objective", {
    p_dashboard: dashboard,
    p_day: "2030-03-07",
    p_title: '=HYPERLINK("x")',
  });
  await call(db, member, "set_objective_done", { p_objective: first.id, p_done: true });
  await call(db, admin, "add_note", {
    p_dashboard: dashboard,
    p_year: 2030,
    p_title: "Ideas",
    p_body: "Line one\nLine two, with a comma",
  });
});
afterAll(() => db.close());

const exportAs = (who: Parameters<typeof call>[1], format?: string) =>
  call<{ name: string; body: string; time_zone: string | null }>(db, who, "export_dashboard", {
    p_dashboard: dashboard,
    ...(format ? { p_format: format } : {}),
  });

describe("export_dashboard", () => {
  it("says the caller's own time zone, null until they choose one, as the settings page does", async () => {
    // The file is named after their today (export.server.ts), and an import's undated rows land on it.
    expect(await exportAs(member)).toMatchObject({ time_zone: null });
    await call(db, member, "update_my_profile", { p_time_zone: "Pacific/Kiritimati" });
    expect(await exportAs(member)).toMatchObject({ time_zone: "Pacific/Kiritimati" });
    expect(await call(db, member, "get_settings_page", { p_dashboard: dashboard })).toMatchObject({
      time_zone: "Pacific/Kiritimati",
    });
    // Only one's own: the admin's answers do not carry the member's zone.
    expect(await exportAs(admin)).toMatchObject({ time_zone: null });
    expect(await call(db, admin, "get_settings_page", { p_dashboard: dashboard })).toMatchObject({ time_zone: null });
    await call(db, member, "update_my_profile", { p_time_zone: "" });
  });

  it("gives a member everything as JSON, in the days' order, filters by name", async () => {
    const { name, body } = await exportAs(member);
    expect(name).toBe('Café, "home"');
    const file = JSON.parse(body);
    expect(file).toMatchObject({
      format: "planner-dashboard",
      version: 1,
      dashboard: { id: dashboard, name: 'Café, "home"' },
      filters: [
        { name: "errands", color: "red" },
        { name: "Work", color: "blue" },
      ],
      notes: [{ year: 2030, title: "Ideas", body: "Line one\nLine two, with a comma", filters: [] }],
    });
    expect(file.exported_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(
      file.objectives.map((o: any) => [o.day, o.title, o.done, o.filters, o.repeat, o.repeat_every, o.assignee]),
    ).toEqual([
      ["2030-03-07", '=HYPERLINK("x")', true, [], null, null, null],
      ["2030-03-08", 'Later, with "quotes"', false, ["errands", "Work"], "weekly", 2, member.email],
    ]);
    expect(file.objectives[0].done_at).toMatch(/Z$/);
    expect(file.objectives[1].done_at).toBeNull();
  });

  it("carries each objective's comments in the JSON, by their author's email, oldest first", async () => {
    const [, later] = JSON.parse((await exportAs(member)).body).objectives;
    expect(later.comments).toEqual([]);
    await call(db, member, "add_comment", { p_objective: later.id, p_body: "Booked the room" });
    await call(db, admin, "add_comment", { p_objective: later.id, p_body: "Thanks,\nsee you there" });
    const { objectives } = JSON.parse((await exportAs(admin)).body);
    expect(objectives[1].comments).toMatchObject([
      { author: member.email, body: "Booked the room" },
      { author: admin.email, body: "Thanks,\nsee you there" },
    ]);
    expect(objectives[1].comments[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(objectives[0].comments).toEqual([]);
  });

  it("carries each objective's checklist in order, and when a comment was edited", async () => {
    const [first, later] = JSON.parse((await exportAs(member)).body).objectives;
    expect(later.checklist).toEqual([]);
    const step = await call(db, member, "add_checklist_item", { p_objective: later.id, p_title: "Book the room" });
    await call(db, member, "add_checklist_item", { p_objective: later.id, p_title: "Send the agenda" });
    await call(db, admin, "set_checklist_item_done", { p_item: step.id, p_done: true });
    const comment = await call(db, member, "add_comment", { p_objective: first.id, p_body: "Typo" });
    await call(db, member, "edit_comment", { p_comment: comment.id, p_body: "Fixed" });
    const { objectives } = JSON.parse((await exportAs(admin)).body);
    expect(objectives[1].checklist).toEqual([
      { title: "Book the room", done: true },
      { title: "Send the agenda", done: false },
    ]);
    expect(objectives[0].comments).toMatchObject([{ body: "Fixed", edited_at: expect.stringMatching(/Z$/) }]);
  });

  it("writes objectives as CSV: every cell quoted, formulas defused, one line per objective", async () => {
    const { body } = await exportAs(admin, "objectives-csv");
    const lines = body.split("\r\n");
    expect(lines[0]).toBe(
      '"day","title","description","priority","assignee","done","done_at","filters","repeat","repeat_every","repeat_from_done","repeat_until","deadline","time","duration","created_at"',
    );
    expect(lines[1]).toMatch(/^"2030-03-07","'=HYPERLINK\(""x""\)","","4",,"true","[^"]+Z","",,,,,,,,"[^"]+Z"$/);
    expect(lines[2]).toMatch(
      new RegExp(
        `^"2030-03-08","Later, with ""quotes""","","4","${member.email.replace(/[.]/g, "\\.")}","false",,"errands, Work","weekly","2","false",,,,,"[^"]+Z"$`,
      ),
    );
    expect(lines.slice(3)).toEqual([""]);
  });

  it("writes notes as CSV, line breaks kept inside their cell", async () => {
    const { body } = await exportAs(member, "notes-csv");
    expect(body).toMatch(
      /^"year","title","body","filters","created_at","updated_at"\r\n"2030","Ideas","Line one\nLine two, with a comma","","[^"]+Z","[^"]+Z"\r\n$/,
    );
  });

  it("gives an empty dashboard's CSV its header only", async () => {
    const empty = (await call(db, outsider, "create_dashboard", { p_name: "Empty" })).id;
    const { body } = await call(db, outsider, "export_dashboard", { p_dashboard: empty, p_format: "notes-csv" });
    expect(body).toBe('"year","title","body","filters","created_at","updated_at"\r\n');
    const json = JSON.parse((await call(db, outsider, "export_dashboard", { p_dashboard: empty })).body);
    expect(json).toMatchObject({ filters: [], objectives: [], notes: [] });
    await call(db, outsider, "delete_dashboard", { p_dashboard: empty });
  });

  it("refuses an unknown format", async () => {
    await expect(exportAs(member, "xlsx")).rejects.toMatchObject(refused("PT422", "format_invalid"));
  });

  it("tells outsiders and visitors nothing", async () => {
    await expect(exportAs(outsider)).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    await expect(exportAs("anon")).rejects.toMatchObject({ code: "42501" });
  });
});
