import { PGlite, type Transaction } from "@electric-sql/pglite";
import { mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.resolve(here, "../../supabase/migrations");

export type Tx = Transaction;
export type Db = PGlite;

/**
 * Opens PGlite (real Postgres), persisted in `dataDir` or in memory, then brings it to
 * what hosted Supabase has (bootstrap.sql) and applies every migration not yet applied.
 */
export async function openDatabase(dataDir?: string): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = dataDir ? await PGlite.create(path.join(dataDir, "pgdata")) : await PGlite.create();
  await db.exec(await readFile(path.join(here, "bootstrap.sql"), "utf8"));
  await applyMigrations(db);
  return db;
}

export async function applyMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const done = new Set(
    (await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations")).rows.map((r) => r.version),
  );
  const applied: string[] = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, "").split("_");
    if (!version || done.has(version)) continue;
    const sql = await readFile(path.join(dir, file), "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [version, rest.join("_")]);
    });
    applied.push(file);
  }
  return applied;
}

/** What PostgREST puts in the transaction before the request's query. */
export interface RequestSettings {
  role: "anon" | "authenticated" | "service_role" | string;
  claims: Record<string, unknown>;
  method: string;
  path: string;
  headers: Record<string, string>;
  readOnly?: boolean;
}

/** Runs `fn` in one transaction as PostgREST would: role and request.* settings local to it. */
export async function asRequest<T>(db: Db, settings: RequestSettings, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (settings.readOnly) await tx.exec("set transaction read only");
    await tx.query(
      `select set_config('search_path', 'public, extensions', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true),
              set_config('request.headers', $5, true)`,
      [settings.role, JSON.stringify(settings.claims), settings.method, settings.path, JSON.stringify(settings.headers)],
    );
    return fn(tx);
  });
}

/** Runs `fn` as GoTrue's database role, so triggers on auth.users meet the same grants. */
export async function asAuthAdmin<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec("set local role supabase_auth_admin");
    return fn(tx);
  });
}
