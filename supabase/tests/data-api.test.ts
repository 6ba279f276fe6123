import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ARGUMENTS } from "../../app/lib/data-api/functions.ts";
import { openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";

// app/lib/data-api/functions.ts is the app's map of the database functions it calls. Here it
// meets the functions the migrations define: a function renamed, removed or given another
// argument (or default) on one side only fails the suite.
let db: Db;
let defined: Map<string, string[]>;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  // Functions PostgREST offers to signed-in users or visitors; the trailing
  // `pronargdefaults` arguments have defaults and may be left out.
  const { rows } = await db.query<{ name: string; args: string[] | null; defaults: number; overloads: number }>(`
    select p.proname as name, p.proargnames as args, p.pronargdefaults as defaults,
           count(*) over (partition by p.proname)::int as overloads
    from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and (has_function_privilege('authenticated', p.oid, 'execute') or has_function_privilege('anon', p.oid, 'execute'))`);
  defined = new Map();
  for (const row of rows) {
    // Overloads make PostgREST guess by argument names: the data API has none.
    expect(row.overloads, `${row.name} is overloaded`).toBe(1);
    const args = row.args ?? [];
    const firstDefault = args.length - row.defaults;
    defined.set(
      row.name,
      args.map((arg, i) => (i >= firstDefault ? `${arg}?` : arg)),
    );
  }
});
afterAll(() => db.close());

describe("the data API", () => {
  it("names every function the app may call, and no other", () => {
    expect(Object.keys(API_ARGUMENTS).sort()).toEqual([...defined.keys()].sort());
  });

  it("gives each function the arguments and defaults the migrations define", () => {
    for (const [name, args] of Object.entries(API_ARGUMENTS)) {
      expect([...args].sort(), name).toEqual([...(defined.get(name) ?? ["(not defined)"])].sort());
    }
  });
});
