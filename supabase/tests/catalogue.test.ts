import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { catalogueProblems } from "./catalogue.ts";

// The grants model, read from the catalogue: row-level security on every table in public,
// no privilege of an API role beyond catalogue.allowed.ts, no function anon may execute
// beyond it, and a fixed search_path on every SECURITY DEFINER function. Checked after the
// migrations on a project created today (no default grants) and on an older one (blanket
// default grants), which must end up the same.
const databases: Record<string, Db> = {};
beforeAll(async () => {
  databases.revoked = await openDatabase(testDatabase({ grants: "revoked" }));
  databases.legacy = await openDatabase(testDatabase({ grants: "legacy" }));
});
afterAll(() => Promise.all(Object.values(databases).map((db) => db.close())));

describe("the catalogue after the migrations", () => {
  for (const grants of ["revoked", "legacy"]) {
    it(`holds exactly the allowed grants (${grants === "revoked" ? "a project created today" : "an older project's blanket defaults"})`, async () => {
      expect(await catalogueProblems(databases[grants]!)).toEqual([]);
    });
  }

  it("fails on a table without row-level security, a write granted to authenticated and a function anon may run", async () => {
    const db = databases.legacy!;
    const problems = await db
      .transaction(async (tx) => {
        // A careless migration, as postgres on an older project (default grants apply).
        await tx.exec(`set local role postgres;
          create table public.careless (id int primary key);
          grant insert on public.careless to authenticated;
          create function public.leaky() returns int language sql security definer as 'select 1';
          grant execute on function public.leaky() to anon;`);
        const found = await catalogueProblems(tx);
        throw Object.assign(new Error("rollback"), { found });
      })
      .catch((error) => error.found as string[]);
    expect(problems).toEqual(
      expect.arrayContaining([
        "table public.careless has no row-level security",
        "table public.careless is not on the allow-list (supabase/tests/catalogue.allowed.ts)",
        "table public.careless: authenticated holds [INSERT], allowed []",
        "function public.leaky() is not on the allow-list (supabase/tests/catalogue.allowed.ts)",
        "function public.leaky(): anon may execute it",
        "SECURITY DEFINER function public.leaky() has no fixed search_path",
      ]),
    );
    // And nothing of it stayed.
    expect(await catalogueProblems(db)).toEqual([]);
  });

  it("knows what the new-project default leaves: TRUNCATE and friends, and PUBLIC's EXECUTE", async () => {
    const db = databases.revoked!;
    const problems = await db
      .transaction(async (tx) => {
        await tx.exec(`set local role postgres;
          alter default privileges for role postgres grant execute on functions to public;
          alter default privileges for role postgres in schema public grant truncate, references, trigger on tables to anon, authenticated;
          create table public.forgotten (id int primary key);
          alter table public.forgotten enable row level security;
          create function public.forgotten_fn() returns int language sql as 'select 1';`);
        throw Object.assign(new Error("rollback"), { found: await catalogueProblems(tx) });
      })
      .catch((error) => error.found as string[]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^table public\.forgotten: anon holds \[.*TRUNCATE.*\], allowed \[\]$/),
        "function public.forgotten_fn(): anon may execute it",
      ]),
    );
  });
});
