import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asRequest, openDatabase, type Db } from "../db.ts";
import { testDatabase } from "../test-helpers.ts";
import { readCatalogue, type Catalogue } from "./catalogue.ts";

// The stand-in's database before our migrations, compared with a hosted project's: the
// snapshots were read off databases built by Supabase's own scripts (supabase/postgres's
// init scripts and migrations, then supabase/auth's migrations, then the project-creation
// step of today), on PostgreSQL 17 and 15; see README.md beside this file. PGlite is
// PostgreSQL 18 and compares with 17 (same privilege kinds).
let db: Db;
let major: number;
let local: Catalogue;
beforeAll(async () => {
  db = await openDatabase(testDatabase({ migrate: false }));
  major = Math.floor(
    (await db.query<{ v: number }>("select current_setting('server_version_num')::int as v")).rows[0]!.v / 10000,
  );
  local = await db.transaction(async (tx) => {
    await tx.exec("set local search_path = ''");
    return readCatalogue(tx);
  });
});
afterAll(() => db?.close());

const snapshot = (major: number): Catalogue => {
  const file = path.join(import.meta.dirname, "snapshots", major === 15 ? "pg15.json" : "pg17.json");
  const { source: _source, ...catalogue } = JSON.parse(readFileSync(file, "utf8"));
  return catalogue;
};

/** Where the stand-in knowingly differs from hosted, and why. */
function withKnownDifferences(hosted: Catalogue): Catalogue {
  const copy: Catalogue = structuredClone(hosted);
  // pg-safeupdate (refuses UPDATE/DELETE without WHERE through the API) is not part of
  // these servers; the library would fail every login as authenticator.
  copy.roles.authenticator!.settings = copy.roles.authenticator!.settings.filter(
    (s) => !s.startsWith("session_preload_libraries="),
  );
  return copy;
}

describe("a new project's database, before our migrations", () => {
  it("has hosted's roles, attributes, memberships and login settings", async () => {
    expect(local.roles).toEqual(withKnownDifferences(snapshot(major)).roles);
  });

  it("has hosted's default privileges (nothing for the API roles from postgres in public)", async () => {
    expect(local.defaultPrivileges).toEqual(snapshot(major).defaultPrivileges);
  });

  it("has hosted's schema privileges and extensions", async () => {
    expect(local.schemas).toEqual(snapshot(major).schemas);
    expect(local.extensions).toEqual(snapshot(major).extensions);
  });

  it("has hosted's auth tables: columns, types, defaults, owner, row-level security, grants", async () => {
    expect(local.authTables).toEqual(snapshot(major).authTables);
  });

  it("applies the API roles' statement timeouts in each request, as PostgREST does", async (ctx) => {
    // PGlite has no timers to interrupt a query with; the servers do.
    if (db.kind === "pglite") ctx.skip();
    const anon = { role: "anon", claims: { role: "anon" }, method: "POST", path: "/rpc/x", headers: {} };
    const started = Date.now();
    await expect(asRequest(db, anon, (tx) => tx.query("select pg_sleep(10)"))).rejects.toMatchObject({ code: "57014" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(Date.now() - started).toBeLessThan(6000);
  });

  it("runs the migrations as postgres, which is not a superuser", async () => {
    const postgres = await db.query<{ rolsuper: boolean }>("select rolsuper from pg_roles where rolname = 'postgres'");
    expect(postgres.rows).toEqual([{ rolsuper: false }]);
    const migrated = await openDatabase(testDatabase());
    try {
      const owners = await migrated.query<{ owner: string }>(
        "select distinct relowner::regrole::text as owner from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'",
      );
      expect(owners.rows).toEqual([{ owner: "postgres" }]);
    } finally {
      await migrated.close();
    }
  });
});
