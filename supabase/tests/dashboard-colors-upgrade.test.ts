import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { applyMigrations, MIGRATIONS_DIR, openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, subscribe, type User } from "./helpers.ts";

// The colours migration on a database that has dashboards already, as a hosted project's
// has (decision 088): every membership takes a colour, in its member's own order.
const VERSION = "20261207000000";
let db: Db;
let before: string;
afterAll(async () => {
  await db?.close();
  if (before) await rm(before, { recursive: true, force: true });
});

it("gives each member's dashboards the palette's colours in their own order, favorites first", async () => {
  before = await mkdtemp(path.join(tmpdir(), "migrations-"));
  for (const file of await readdir(MIGRATIONS_DIR))
    if (file.endsWith(".sql") && file < VERSION) await cp(path.join(MIGRATIONS_DIR, file), path.join(before, file));
  db = await openDatabase(testDatabase({ migrate: false }));
  await applyMigrations(db, before);

  const { ann, ben } = (await createUsers(db, ["ann", "ben"])) as Record<"ann" | "ben", User>;
  await subscribe(db, ann);
  const ids: Record<string, string> = {};
  for (const name of ["Zeta", "alpha", "Mid", "Fav"])
    ids[name] = (await call(db, ann, "create_dashboard", { p_name: name })).id;
  await call(db, ann, "set_dashboard_favorite", { p_dashboard: ids.Fav, p_favorite: true });
  await db.query("insert into public.dashboard_members (dashboard_id, user_id) values ($1, $2)", [ids.Zeta, ben.id]);

  // A membership joined meanwhile queues the one-admin check: the migration still applies.
  expect(await applyMigrations(db)).toContain(`${VERSION}_dashboard_colors.sql`);
  const list = async (who: User) =>
    ((await call(db, who, "get_dashboard_list")) as { name: string; color: string }[]).map(
      (d) => `${d.name} ${d.color}`,
    );
  expect(await list(ann)).toEqual(["Fav blue", "alpha orange", "Mid green", "Zeta purple"]);
  expect(await list(ben)).toEqual(["Zeta blue"]);
  const { rows } = await db.query<{ is_nullable: string }>(
    "select is_nullable from information_schema.columns where table_name = 'dashboard_members' and column_name = 'color'",
  );
  expect(rows).toEqual([{ is_nullable: "NO" }]);
}, 120_000);
