import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, dashboardWithMember, refused, type User } from "./helpers.ts";

// Descriptions: an objective's details, edited by members, marked on the pages' rows and
// carried wherever the objective goes (its next repeat, Undo of a delete, export, import,
// the calendar feed, search).
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
const TODAY = new Date().toISOString().slice(0, 10);
const DETAILS = "Door code 4711.\nBring the blue folder.";

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Errands"));
});
afterAll(() => db.close());

const add = async (title: string, extra: Record<string, unknown> = {}) =>
  (await call(db, member, "add_objective", { p_dashboard: dashboard, p_day: TODAY, p_title: title, ...extra }))
    .id as string;
const describe_ = (id: string, text: string | null, who: User = member) =>
  call(db, who, "update_objective", { p_objective: id, p_description: text });
const dayRow = async (title: string) =>
  (await call(db, member, "get_day_page", { p_dashboard: dashboard, p_day: TODAY })).objectives.find(
    (o: any) => o.title === title,
  );

describe("descriptions", () => {
  it("are written on the objective, trimmed, kept by edits that leave them out, and cleared with empty text", async () => {
    const id = await add("Visit the notary");
    expect((await call(db, member, "get_objective_page", { p_objective: id })).objective.description).toBe("");
    expect((await describe_(id, `  ${DETAILS}\n `)).description).toBe(DETAILS);
    // Another edit without the argument keeps it.
    await call(db, admin, "update_objective", { p_objective: id, p_title: "Visit the notary at 10" });
    expect((await call(db, admin, "get_objective_page", { p_objective: id })).objective).toMatchObject({
      title: "Visit the notary at 10",
      description: DETAILS,
    });
    expect((await describe_(id, "")).description).toBe("");
  });

  it("give the pages' rows their first line, at most 120 characters, and nothing else of them", async () => {
    const id = await add("Call the bank");
    expect(await dayRow("Call the bank")).not.toHaveProperty("summary");
    await describe_(id, "Ask about the transfer fee.\nAccount ending 0042.");
    const row = await dayRow("Call the bank");
    expect(row).toMatchObject({ title: "Call the bank", summary: "Ask about the transfer fee." });
    // Words, not the digits alone: a random UUID may hold "0042".
    expect(JSON.stringify(row)).not.toContain("Account ending");
    // With a rule too: its repeat and interval, and the line.
    await call(db, member, "update_objective", { p_objective: id, p_repeat: "weekly", p_repeat_every: 2 });
    expect(await dayRow("Call the bank")).toMatchObject({ repeat: "weekly", every: 2, summary: expect.any(String) });
    await describe_(id, `${"word ".repeat(30)}\nsecond`);
    expect((await dayRow("Call the bank")).summary).toBe("word ".repeat(24).trimEnd());
  });

  it("refuse more than 5,000 characters, and anyone but a member", async () => {
    const id = await add("Long one");
    await expect(describe_(id, "x".repeat(5001))).rejects.toMatchObject({
      ...refused("PT422", "description_too_long"),
      hint: "5000",
    });
    expect((await describe_(id, "x".repeat(5000))).description).toHaveLength(5000);
    await expect(describe_(id, "Mine now", outsider)).rejects.toMatchObject(refused("PT404", "objective_not_found"));
    await expect(call(db, "anon", "update_objective", { p_objective: id, p_description: "x" })).rejects.toMatchObject({
      code: "42501",
    });
    await expect(
      db.query("update public.objectives set description = $1 where id = $2", ["y".repeat(5001), id]),
    ).rejects.toMatchObject({ code: "23514" });
  });

  it("go to a repeating objective's next one, which is taken back while unchanged", async () => {
    const id = await add("Water the plants", { p_repeat: "daily" });
    await describe_(id, "The ferns need less.");
    const done = await call(db, member, "set_objective_done", { p_objective: id, p_done: true, p_time_zone: "UTC" });
    const next = await call(db, member, "get_objective_page", { p_objective: done.next.id });
    expect(next.objective).toMatchObject({ title: "Water the plants", description: "The ferns need less." });
    await call(db, member, "set_objective_done", { p_objective: id, p_done: false, p_time_zone: "UTC" });
    await expect(call(db, member, "get_objective_page", { p_objective: done.next.id })).rejects.toMatchObject(
      refused("PT404"),
    );
    // Once its next one's description has changed, both stay: nothing typed is lost.
    const again = await call(db, member, "set_objective_done", { p_objective: id, p_done: true, p_time_zone: "UTC" });
    await describe_(again.next.id, "The ferns need less. And the cactus none.");
    await call(db, member, "set_objective_done", { p_objective: id, p_done: false, p_time_zone: "UTC" });
    expect((await call(db, member, "get_objective_page", { p_objective: again.next.id })).objective.description).toBe(
      "The ferns need less. And the cactus none.",
    );
  });

  it("come back with Undo of a delete", async () => {
    const id = await add("Renew the passport");
    await describe_(id, "Photos from the shop on the corner.");
    await call(db, member, "delete_objective", { p_objective: id });
    const back = await call(db, member, "restore_objective", { p_objective: id });
    expect(back.description).toBe("Photos from the shop on the corner.");
  });

  it("are exported, imported and in the calendar feed", async () => {
    const id = await add("Pick up the parcel");
    await describe_(id, 'Counter 3, "ask for Ana"');
    const json = JSON.parse((await call(db, admin, "export_dashboard", { p_dashboard: dashboard })).body);
    expect(json.objectives.find((o: any) => o.id === id)).toMatchObject({ description: 'Counter 3, "ask for Ana"' });
    const csv = (await call(db, admin, "export_dashboard", { p_dashboard: dashboard, p_format: "objectives-csv" }))
      .body;
    expect(csv).toContain(`"Pick up the parcel","Counter 3, ""ask for Ana""",`);

    const other = (await call(db, admin, "create_dashboard", { p_name: "Imported" })).id;
    await call(db, admin, "import_into_dashboard", {
      p_dashboard: other,
      // As a JSON text: node-postgres would send an array as a Postgres array.
      p_objectives: JSON.stringify([
        { day: TODAY, title: "With details", description: "  Second floor\n" },
        { day: TODAY, title: "Without" },
      ]),
    });
    const imported = (await call(db, admin, "get_day_page", { p_dashboard: other, p_day: TODAY })).objectives;
    expect(imported.map((o: any) => [o.title, o.summary])).toEqual([
      ["With details", "Second floor"],
      ["Without", undefined],
    ]);
    const page = await call(db, admin, "get_objective_page", { p_objective: imported[0].id });
    expect(page.objective.description).toBe("Second floor");
    await expect(
      call(db, admin, "import_into_dashboard", {
        p_dashboard: other,
        p_objectives: JSON.stringify([{ day: TODAY, title: "Too much", description: "z".repeat(5001) }]),
      }),
    ).rejects.toMatchObject(refused("PT422", "description_too_long"));

    const { token } = await call(db, admin, "create_calendar_feed", { p_dashboard: dashboard });
    const feed = await call(db, "anon", "get_calendar_feed", { p_token: token });
    expect(feed.objectives.find((o: any) => o.id === id).description).toBe('Counter 3, "ask for Ana"');
    // A public link shows titles, never descriptions (decision 030).
    const share = await call(db, admin, "create_share_link", { p_dashboard: dashboard });
    const week = await call(db, "anon", "get_shared_days", { p_token: share.token });
    const shown = week.days[0].objectives.find((o: any) => o.id === id);
    expect(shown).toMatchObject({ title: "Pick up the parcel" });
    expect(JSON.stringify(week)).not.toContain("Counter 3");
  });

  it("are searched, with the words around what was found", async () => {
    const id = await add("Dentist");
    await describe_(id, `${"Bring the insurance card. ".repeat(3)}Parking behind the clinic, level minus two.`);
    const found = await call(db, member, "search_dashboard", { p_dashboard: dashboard, p_query: "parking clinic" });
    expect(found.objectives.map((o: any) => o.title)).toEqual(["Dentist"]);
    expect(found.objectives[0].snippet).toContain("Parking behind the clinic");
    // Found by its title alone: no snippet.
    const byTitle = await call(db, member, "search_dashboard", { p_query: "dentist", p_dashboard: dashboard });
    expect(byTitle.objectives[0]).not.toHaveProperty("snippet");
  });
});
