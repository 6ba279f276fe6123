import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, dashboardWithMember, refused, type User } from "./helpers.ts";

// Search: every word must appear, in any case and order; wildcards are plain characters;
// only members search, and only their dashboard.
let db: Db;
let admin: User;
let member: User;
let outsider: User;
let dashboard: string;
let other: string;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  ({ admin, member, outsider, dashboard } = await dashboardWithMember(db, "Home"));
  other = (await call(db, admin, "create_dashboard", { p_name: "Elsewhere" })).id;
  const add = (day: string, title: string, where = dashboard) =>
    call(db, admin, "add_objective", { p_dashboard: where, p_day: day, p_title: title });
  await add("2030-01-05", "Call the plumber");
  await add("2030-03-01", "PLUMBER invoice: pay 100%");
  await add("2030-02-01", "Buy milk");
  await add("2030-02-01", "家族の予定を立てる");
  await add("2030-02-01", "file_name_v2");
  await add("2030-02-01", "filexnamexv2");
  await add("2030-02-01", "Call the plumber", other);
  await call(db, admin, "add_note", {
    p_dashboard: dashboard,
    p_year: 2030,
    p_title: "Contacts",
    p_body: `${"Lorem ipsum dolor sit amet. ".repeat(10)}The plumber's number is 555-0100. ${"More text. ".repeat(20)}`,
  });
  await call(db, admin, "add_note", { p_dashboard: dashboard, p_year: 2029, p_title: "Plumber notes", p_body: "" });
});
afterAll(() => db.close());

const search = (query: string, who = member, limit?: number) =>
  call(db, who, "search_dashboard", { p_dashboard: dashboard, p_query: query, ...(limit ? { p_limit: limit } : {}) });
const titles = (answer: any) => answer.objectives.map((o: any) => o.title);

describe("search_dashboard", () => {
  it("finds every word in any case and order, the latest days first, notes by title or text", async () => {
    const answer = await search("  plumber  ");
    expect(answer.dashboard).toMatchObject({ id: dashboard, name: "Home" });
    expect(answer.words).toEqual(["plumber"]);
    expect(titles(answer)).toEqual(["PLUMBER invoice: pay 100%", "Call the plumber"]);
    expect(answer.objectives_count).toBe(2);
    expect(answer.notes.map((n: any) => [n.year, n.title])).toEqual([
      [2030, "Contacts"],
      [2029, "Plumber notes"],
    ]);
    expect(answer.notes_count).toBe(2);
    expect(titles(await search("plumber CALL"))).toEqual(["Call the plumber"]);
    expect(titles(await search("plumber milk"))).toEqual([]);
  });

  it("cuts a long note's text around the word, between words", async () => {
    const [contacts] = (await search("number plumber")).notes;
    expect(contacts.snippet).toMatch(/^….*plumber's number is 555-0100\..*…$/);
    expect(contacts.snippet.length).toBeLessThanOrEqual(162);
    // Cut between words: the first and last are whole words of the text.
    const inner = contacts.snippet.replace(/^…|…$/g, "").split(" ");
    const whole = new Set(["Lorem", "ipsum", "dolor", "sit", "amet.", "More", "text."]);
    expect([inner[0], inner.at(-1)].filter((w: string) => !whole.has(w))).toEqual([]);
  });

  it("takes %, _ and \\ literally, and works without spaces between words", async () => {
    expect(titles(await search("100%"))).toEqual(["PLUMBER invoice: pay 100%"]);
    expect(titles(await search("file_name"))).toEqual(["file_name_v2"]);
    expect(titles(await search("%"))).toEqual(["PLUMBER invoice: pay 100%"]);
    expect(titles(await search("\\"))).toEqual([]);
    expect(titles(await search("予定"))).toEqual(["家族の予定を立てる"]);
  });

  it("answers the dashboard and nothing else for an empty query", async () => {
    const answer = await search("   ");
    expect(answer).toMatchObject({ objectives: [], objectives_count: 0, notes: [], notes_count: 0, words: [] });
    expect(answer.dashboard.id).toBe(dashboard);
  });

  it("returns the newest matches up to the limit and counts them all", async () => {
    const answer = await search("e", member, 2);
    expect(answer.objectives).toHaveLength(2);
    expect(answer.objectives_count).toBeGreaterThan(2);
  });

  it("refuses a query over 200 characters", async () => {
    await expect(search("x".repeat(201))).rejects.toMatchObject({ ...refused("PT422", "query_too_long"), hint: "200" });
  });

  it("tells outsiders nothing", async () => {
    await expect(search("plumber", outsider)).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
    await expect(
      call(db, "anon", "search_dashboard", { p_dashboard: dashboard, p_query: "plumber" }),
    ).rejects.toMatchObject({ code: "42501" });
  });
});

describe("search_my_dashboards", () => {
  it("looks through every dashboard the caller belongs to, and only those", async () => {
    const mine = await call(db, admin, "search_my_dashboards", { p_query: "call plumber" });
    expect(mine.dashboards.map((d: any) => d.name)).toEqual(["Elsewhere", "Home"]);
    expect(mine.objectives.map((o: any) => [o.title, o.dashboard_id]).sort()).toEqual(
      [
        ["Call the plumber", dashboard],
        ["Call the plumber", other],
      ].sort(),
    );
    expect(mine.objectives_count).toBe(2);
    const theirs = await call(db, member, "search_my_dashboards", { p_query: "call plumber" });
    expect(theirs.dashboards.map((d: any) => d.name)).toEqual(["Home"]);
    expect(theirs.objectives.map((o: any) => o.dashboard_id)).toEqual([dashboard]);
    const notes = await call(db, member, "search_my_dashboards", { p_query: "plumber" });
    expect(notes.notes.map((n: any) => [n.title, n.dashboard_id])).toEqual([
      ["Contacts", dashboard],
      ["Plumber notes", dashboard],
    ]);
  });

  it("finds nothing for someone in no dashboard, refuses visitors and long queries", async () => {
    const none = await call(db, outsider, "search_my_dashboards", { p_query: "plumber" });
    expect(none).toMatchObject({ dashboards: [], objectives: [], objectives_count: 0, notes: [], notes_count: 0 });
    await expect(call(db, "anon", "search_my_dashboards", { p_query: "plumber" })).rejects.toMatchObject({
      code: "42501",
    });
    await expect(call(db, admin, "search_my_dashboards", { p_query: "x".repeat(201) })).rejects.toMatchObject(
      refused("PT422", "query_too_long"),
    );
  });
});

describe("search by signs: filters, priority, assignee (decision 027)", () => {
  let ann: User;
  let bob: User;
  let work: string;
  let home: string;
  beforeAll(async () => {
    ({ ann, bob } = (await createUsers(db, ["ann", "bob"])) as Record<"ann" | "bob", User>);
    await db.query("update public.profiles set display_name = 'Bob Stone' where id = $1", [bob.id]);
    work = (await call(db, ann, "create_dashboard", { p_name: "Work" })).id;
    home = (await call(db, ann, "create_dashboard", { p_name: "Home" })).id;
    await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
      work,
      bob.id,
    ]);
    const marker = (where: string, name: string) =>
      call(db, ann, "add_marker", { p_dashboard: where, p_name: name, p_color: "blue" }).then((m) => m.id as string);
    const [office, urgent, chores] = [
      await marker(work, "Office"),
      await marker(work, "urgent"),
      await marker(home, "office"),
    ];
    const add = (where: string, title: string, more: Record<string, unknown> = {}) =>
      call(db, ann, "add_objective", { p_dashboard: where, p_day: "2030-04-01", p_title: title, ...more });
    await add(work, "Send the report", { p_marker_ids: [office, urgent], p_priority: 1, p_assignee: bob.id });
    await add(work, "Print the report", { p_marker_ids: [office], p_priority: 2, p_assignee: ann.id });
    await add(work, "Book the room", { p_priority: 1 });
    await add(home, "Tidy the office desk", { p_marker_ids: [chores], p_priority: 1, p_assignee: ann.id });
    await call(db, ann, "add_note", {
      p_dashboard: work,
      p_year: 2030,
      p_title: "Office report notes",
      p_marker_ids: [office],
    });
    await call(db, ann, "add_note", { p_dashboard: work, p_year: 2030, p_title: "Report draft" });
  });
  const find = (who: User, args: Record<string, unknown>, where: string | null = work) =>
    where
      ? call(db, who, "search_dashboard", { p_dashboard: where, ...args })
      : call(db, who, "search_my_dashboards", args);
  const notes = (answer: any) => answer.notes.map((n: any) => n.title);

  it("narrows words by filter names in any case, every one of them, on objectives and notes", async () => {
    const office = await find(ann, { p_query: "report", p_markers: ["OFFICE"] });
    expect(titles(office).sort()).toEqual(["Print the report", "Send the report"]);
    expect(notes(office)).toEqual(["Office report notes"]);
    expect(titles(await find(ann, { p_query: "", p_markers: ["office", "Urgent"] }))).toEqual(["Send the report"]);
    // A filter nobody has: nothing, not everything.
    expect(await find(ann, { p_query: "report", p_markers: ["garden"] })).toMatchObject({
      objectives_count: 0,
      notes_count: 0,
    });
    // Through every dashboard, each by its own filter of that name, with the filters they carry.
    const everywhere = await find(ann, { p_markers: ["office"] }, null);
    expect(titles(everywhere).sort()).toEqual(["Print the report", "Send the report", "Tidy the office desk"].sort());
    expect(everywhere.markers.map((m: any) => m.name).sort()).toEqual(["Office", "office", "urgent"]);
    expect((await find(ann, { p_query: "draft" }, null)).markers).toEqual([]);
  });

  it("leaves out what carries a filter named in p_without, in any case, on objectives and notes; alone, finds the rest", async () => {
    const report = await find(ann, { p_query: "report", p_without: ["URGENT"] });
    expect(titles(report)).toEqual(["Print the report"]);
    expect(notes(report).sort()).toEqual(["Office report notes", "Report draft"]);
    expect(notes(await find(ann, { p_query: "report", p_without: ["office"] }))).toEqual(["Report draft"]);
    // With one asked for: every one named, none of those left out.
    expect(titles(await find(ann, { p_markers: ["office"], p_without: ["urgent"] }))).toEqual(["Print the report"]);
    // Alone: everything else, through every dashboard too, each by its own filter of that name.
    expect(titles(await find(ann, { p_without: ["office"] }, null))).toEqual(["Book the room"]);
    expect(notes(await find(ann, { p_without: [" ", "urgent"] }))).toEqual(["Report draft", "Office report notes"]);
    // A filter nobody has leaves everything in.
    expect(titles(await find(ann, { p_query: "report", p_without: ["garden"] })).sort()).toEqual([
      "Print the report",
      "Send the report",
    ]);
    // Blank names alone are no search.
    expect(await find(ann, { p_without: [" "] })).toMatchObject({ objectives_count: 0, notes_count: 0 });
  });

  it("narrows by priority, alone or with words, and leaves notes out", async () => {
    const urgent = await find(ann, { p_priority: 1 }, null);
    expect(titles(urgent).sort()).toEqual(["Book the room", "Send the report", "Tidy the office desk"]);
    expect(urgent).toMatchObject({ notes: [], notes_count: 0 });
    expect(titles(await find(ann, { p_query: "report", p_priority: 2 }))).toEqual(["Print the report"]);
    await expect(find(ann, { p_priority: 5 })).rejects.toMatchObject(refused("PT422", "priority_invalid"));
  });

  it("narrows by assignee: the caller's own, or a name's start, a word of it or an address", async () => {
    expect(titles(await find(ann, { p_mine: true }, null)).sort()).toEqual([
      "Print the report",
      "Tidy the office desk",
    ]);
    expect(titles(await find(bob, { p_mine: true }))).toEqual(["Send the report"]);
    for (const name of ["bo", "Stone", bob.email.slice(0, 5)])
      expect(titles(await find(ann, { p_assignee: name }))).toEqual(["Send the report"]);
    expect(titles(await find(ann, { p_assignee: "nobody" }))).toEqual([]);
    expect(await find(ann, { p_query: "report", p_mine: true })).toMatchObject({ notes_count: 0 });
  });

  it("searches nothing with neither words nor signs, and only the caller's dashboards", async () => {
    expect(await find(ann, { p_query: " ", p_markers: [" "] })).toMatchObject({ objectives_count: 0, notes_count: 0 });
    // Bob is not on Home: its "office" is not his to find.
    expect(titles(await find(bob, { p_markers: ["office"] }, null)).sort()).toEqual([
      "Print the report",
      "Send the report",
    ]);
    await expect(find(bob, { p_priority: 1 }, home)).rejects.toMatchObject(refused("PT404", "dashboard_not_found"));
  });
});

describe("search by days: overdue, today, tomorrow, the next 7 days (decision 027)", () => {
  let cat: User;
  let board: string;
  let today: string;
  const plus = (day: string, n: number) => {
    const d = new Date(`${day}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  };
  beforeAll(async () => {
    ({ cat } = (await createUsers(db, ["cat"])) as Record<"cat", User>);
    board = (await call(db, cat, "create_dashboard", { p_name: "Days" })).id;
    today = (await db.query<{ d: string }>("select private.today('Pacific/Kiritimati')::text as d")).rows[0]!.d;
    const add = (n: number, title: string) =>
      call(db, cat, "add_objective", { p_dashboard: board, p_day: plus(today, n), p_title: title });
    await add(-3, "Late report");
    const done = await add(-1, "Late but done report");
    await call(db, cat, "set_objective_done", { p_objective: done.id, p_done: true });
    await add(0, "Today's report");
    await add(1, "Tomorrow's call");
    await add(6, "Report in six days");
    await add(7, "Report in a week");
    await call(db, cat, "add_note", { p_dashboard: board, p_year: Number(today.slice(0, 4)), p_title: "Report notes" });
  });
  // Kiritimati is 14 hours ahead of UTC: its today is the caller's, whatever UTC's is.
  const days = (p_days: string | null, more: Record<string, unknown> = {}) =>
    call(db, cat, "search_dashboard", { p_dashboard: board, p_days, p_time_zone: "Pacific/Kiritimati", ...more });

  it("finds the open ones before today, today's, tomorrow's, or today's and the six days after", async () => {
    expect(titles(await days("overdue"))).toEqual(["Late report"]);
    expect(titles(await days("today"))).toEqual(["Today's report"]);
    expect(titles(await days("tomorrow"))).toEqual(["Tomorrow's call"]);
    expect(titles(await days("week"))).toEqual(["Report in six days", "Tomorrow's call", "Today's report"]);
    expect(titles(await days(null, { p_query: "report" }))).toHaveLength(5);
  });

  it("narrow words and signs, leave notes out, and know only their four names", async () => {
    const found = await days("week", { p_query: "report" });
    expect(titles(found)).toEqual(["Report in six days", "Today's report"]);
    expect(found).toMatchObject({ notes: [], notes_count: 0 });
    const everywhere = await call(db, cat, "search_my_dashboards", {
      p_days: "overdue",
      p_time_zone: "Pacific/Kiritimati",
    });
    expect(titles(everywhere)).toEqual(["Late report"]);
    await expect(days("yesterday")).rejects.toMatchObject(refused("PT422", "range_invalid"));
  });

  it("finds any of several, comma-separated: Todoist's 'today | overdue'", async () => {
    expect(titles(await days("overdue,today"))).toEqual(["Today's report", "Late report"]);
    expect(titles(await days("tomorrow,overdue", { p_query: "report" }))).toEqual(["Late report"]);
    expect(titles(await days("today,week"))).toEqual(["Report in six days", "Tomorrow's call", "Today's report"]);
    for (const bad of ["", "today,", "today,yesterday", "overdue,today,tomorrow,week,today"])
      await expect(days(bad)).rejects.toMatchObject(refused("PT422", "range_invalid"));
  });
});

describe("search for repeating objectives (decision 027)", () => {
  let dan: User;
  let board: string;
  beforeAll(async () => {
    ({ dan } = (await createUsers(db, ["dan"])) as Record<"dan", User>);
    board = (await call(db, dan, "create_dashboard", { p_name: "Rules" })).id;
    const add = (title: string, repeat?: string) =>
      call(db, dan, "add_objective", {
        p_dashboard: board,
        p_day: "2030-03-04",
        p_title: title,
        ...(repeat ? { p_repeat: repeat } : {}),
      });
    await add("Gym", "days:1,3,5");
    await add("Pay rent", "monthly");
    await add("Buy a gift");
    // Done, a repeating one gives its rule to the next: only that one is found.
    const water = await add("Water the plants", "daily");
    await call(db, dan, "set_objective_done", { p_objective: water.id, p_done: true });
    await call(db, dan, "add_note", { p_dashboard: board, p_year: 2030, p_title: "Gym notes" });
  });
  const search = (more: Record<string, unknown>) =>
    call(db, dan, "search_dashboard", { p_dashboard: board, p_repeating: true, ...more });

  it("finds only the objectives that carry a rule, with words and signs, never notes", async () => {
    const found = await search({});
    expect(titles(found)).toEqual(expect.arrayContaining(["Gym", "Pay rent", "Water the plants"]));
    expect(titles(found)).toHaveLength(3);
    expect(found.objectives.every((o: { repeat?: string; done: boolean }) => o.repeat && !o.done)).toBe(true);
    expect(await search({ p_query: "gym" })).toMatchObject({ objectives_count: 1, notes: [], notes_count: 0 });
    expect(titles(await call(db, dan, "search_my_dashboards", { p_repeating: true, p_query: "rent" }))).toEqual([
      "Pay rent",
    ]);
    // Without it, every objective and the note.
    expect(await search({ p_repeating: false, p_query: "gym" })).toMatchObject({ objectives_count: 1, notes_count: 1 });
  });
});
