import { PGlite } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { uuid_ossp } from "@electric-sql/pglite/contrib/uuid_ossp";
import { existsSync, mkdirSync, renameSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { bootstrap, type Grants } from "./hosted/bootstrap.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.resolve(here, "../../supabase/migrations");

export interface Tx {
  query<T = any>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
}

/**
 * A database as hosted Supabase's services see it. `query`, `exec` and `transaction` run as
 * supabase_admin (the bootstrap superuser: set-up and test fixtures); `as` runs one
 * transaction as a role that logs in (PostgREST's authenticator, Auth's supabase_auth_admin,
 * postgres for migrations), with that role's login settings.
 */
export interface Db extends Tx {
  readonly kind: "pglite" | "postgres";
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  as<T>(
    login: Login,
    fn: (tx: Tx) => Promise<T>,
    options?: { readOnly?: boolean; settings?: [string, string][] },
  ): Promise<T>;
  /**
   * `as` for a single statement: the login, its settings and the statement go as one simple
   * query, one round trip, in the transaction Postgres makes of a query of several statements
   * (rolled back whole on an error). The statement's rows come back.
   */
  asOne<T = any>(
    login: Login,
    sql: string,
    options?: { readOnly?: boolean; settings?: [string, string][] },
  ): Promise<T[]>;
  /** Settings hosted gives each role (ALTER ROLE … SET), e.g. the API roles' statement timeouts. */
  roleSettings(role: string): [string, string][];
  close(): Promise<void>;
}

export type Login = "authenticator" | "supabase_auth_admin" | "postgres";

export interface DatabaseOptions {
  /** PGlite's folder; omit for an in-memory database. Ignored with `url`. */
  dataDir?: string;
  /** A PostgreSQL server instead of PGlite: a superuser URL (SUPABASE_DB_URL). */
  url?: string;
  /** With `url`: create a new database in that server (one per test file). */
  fresh?: boolean;
  /**
   * With `fresh`: the new database is a copy of this one (CREATE DATABASE … TEMPLATE), already
   * bootstrapped and migrated with the same grants (test-postgres.ts), so only newer
   * migrations, if any, are applied.
   */
  template?: string;
  /** Default privileges in public: a project created today ("revoked", the default) or an older one ("legacy"). */
  grants?: Grants;
  /** Apply supabase/migrations (default true); false leaves the database as a new project. */
  migrate?: boolean;
}

interface Driver extends Tx {
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Several statements as one simple query: the last one's rows. */
  lastRows<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

function pgliteDriver(db: PGlite): Driver {
  return {
    query: (sql, params) => db.query(sql, params as any[]),
    exec: (sql) => db.exec(sql),
    lastRows: async <T>(sql: string) => (await db.exec(sql)).at(-1)!.rows as T[],
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({ query: (sql, params) => tx.query(sql, params as any[]), exec: (sql) => tx.exec(sql) }),
      ),
    close: () => db.close(),
  };
}

// Parse as PGlite does, so both drivers hand the same values to callers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => (Number.isSafeInteger(Number(v)) ? Number(v) : BigInt(v)));
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => new Date(v));

/**
 * The server answered with an error and the connection is ready for the next query (not a
 * FATAL one, which ends the connection, nor a socket's error).
 */
function connectionIntact(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.severity !== "FATAL" && error.severity !== "PANIC";
}

function pgDriver(pool: pg.Pool): Driver {
  let closing = false;
  // An idle connection that the server ends (a restart, or the server stopped before the
  // pool closed) is an error event on the pool: without a listener, node-postgres's pool
  // throws it and the whole process exits. The pool opens a new connection when next asked.
  pool.on("error", (error) => {
    if (!closing) console.warn(`[stand-in] a database connection was lost: ${error.message}`);
  });
  /**
   * Runs `fn` on one of the pool's connections. A statement's error (a refusal, a check, a
   * raise) leaves the connection as good as before, so it goes back to the pool, as it does
   * in PostgREST and Auth; only a broken one is dropped. (pg-pool's own `query` drops the
   * connection on any error: every refusal then cost a new server process and its cold
   * caches, some 20 to 100 ms, on the next request.)
   */
  async function onOne<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      const result = await fn(client);
      client.release();
      return result;
    } catch (error) {
      client.release(connectionIntact(error) ? undefined : (error as Error));
      throw error;
    }
  }
  const wrap = (client: pg.PoolClient): Tx => ({
    query: async (sql, params) => {
      const result = await client.query(sql, params as any[]);
      return { rows: result.rows, affectedRows: result.rowCount ?? 0 };
    },
    exec: (sql) => client.query(sql),
  });
  return {
    query: (sql, params) => onOne((client) => wrap(client).query(sql, params)),
    exec: (sql) => onOne((client) => client.query(sql)),
    async lastRows<T>(sql: string) {
      const result = (await onOne((client) => client.query(sql))) as unknown as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? result.at(-1)! : result).rows as T[];
    },
    async transaction(fn) {
      const client = await pool.connect();
      let lost: Error | undefined;
      try {
        await client.query("begin");
        const result = await fn(wrap(client));
        await client.query("commit");
        return result;
      } catch (error) {
        // Rolled back, the connection is as good as new; if even that fails, it is gone.
        await client.query("rollback").catch((e: Error) => (lost = e));
        throw error;
      } finally {
        client.release(lost);
      }
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

async function openPglite(dataDir?: string, image?: Blob): Promise<PGlite> {
  const options = {
    username: "supabase_admin",
    initDbStartParams: ["--username=supabase_admin"],
    extensions: { pgcrypto, uuid_ossp },
    ...(image ? { loadDataDir: image } : {}),
  };
  // In memory (tests, one database or more per file): the files are memory already, and
  // 128 MB of shared buffers took half a second of each start to set up (1.2 → 0.7 s).
  const small = { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"] };
  if (!dataDir) return PGlite.create({ ...options, ...small } as any);
  const folder = path.join(dataDir, "pgdata");
  mkdirSync(folder, { recursive: true });
  try {
    return await PGlite.create(folder, options as any);
  } catch (error) {
    // A folder from before the hosted-like bootstrap has no supabase_admin: keep it aside.
    if (!existsSync(path.join(folder, "PG_VERSION"))) throw error;
    const aside = `${folder}.before-hosted-${Date.now()}`;
    renameSync(folder, aside);
    console.warn(
      `[stand-in] ${folder} could not be opened as supabase_admin (an older layout); kept as ${aside}, starting empty.`,
    );
    return PGlite.create(folder, options as any);
  }
}

async function openPostgres(url: string, fresh: boolean, template?: string): Promise<pg.Pool> {
  if (!fresh) return new pg.Pool({ connectionString: url, max: 20 });
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `planner_${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
  try {
    // A copy keeps the template's contents, not its owner: postgres, as project.sql makes it.
    // file_copy: on the test servers (fsync off) copying the files beats WAL-logging each
    // block, PostgreSQL's default (pg17 and pg15 projects: 160 s, against 230 s; 205 s
    // bootstrapping and migrating each file's database).
    await admin.query(
      `create database ${name}${template ? ` template ${pg.escapeIdentifier(template)} owner postgres strategy file_copy` : ""}`,
    );
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return new pg.Pool({ connectionString: target.toString(), max: 20 });
}

/** Per process: an in-memory database just bootstrapped and migrated, by default privileges. */
const migratedImages = new Map<Grants, Promise<Blob>>();

/**
 * This process's migrated image (made by opening a database if there is none yet): what a
 * test run's global set-up hands on to its workers (test-pglite.ts).
 */
export async function migratedImage(grants: Grants = "revoked"): Promise<Blob> {
  if (!migratedImages.has(grants)) await (await openDatabase({ grants })).close();
  return migratedImages.get(grants)!;
}

/**
 * Starts this process from an image migrated elsewhere, in the same run from the same
 * migrations (test-helpers.ts). An image that fails to load is dropped: the next database is
 * migrated from scratch.
 */
export function useMigratedImage(image: Promise<Blob>, grants: Grants = "revoked"): void {
  if (!migratedImages.has(grants)) migratedImages.set(grants, image);
}

/**
 * Opens PGlite (persisted in `dataDir` or in memory) or a PostgreSQL server, makes it what a
 * hosted Supabase project is before any migration of ours (once), and applies every
 * migration not yet applied, as postgres.
 */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Db> {
  const grants = options.grants ?? "revoked";
  // In-memory PGlite (tests, one or more per file) starts from this process's migrated copy
  // once there is one: creating and migrating takes seconds, loading the copy a fraction.
  const imageable = !options.url && !options.dataDir && options.migrate !== false;
  const image = imageable ? await migratedImages.get(grants)?.catch(() => undefined) : undefined;
  const pglite = options.url ? null : await openPglite(options.dataDir, image);
  const driver = pglite
    ? pgliteDriver(pglite)
    : pgDriver(await openPostgres(options.url!, options.fresh === true, options.template));
  await bootstrap(driver, grants);
  let settings = await readRoleSettings(driver);
  const db: Db = {
    kind: options.url ? "postgres" : "pglite",
    query: driver.query,
    exec: driver.exec,
    transaction: (fn) => driver.transaction(fn),
    roleSettings: (role) => settings.get(role) ?? [],
    as: (login, fn, { readOnly = false, settings = [] } = {}) =>
      driver.transaction(async (tx) => {
        await tx.exec(loginStatements(login, db.roleSettings(login), readOnly, settings));
        return fn(tx);
      }),
    asOne: (login, sql, { readOnly = false, settings = [] } = {}) =>
      driver.lastRows(`${loginStatements(login, db.roleSettings(login), readOnly, settings)}; ${sql}`),
    close: () => driver.close(),
  };
  // PostgREST reloads its in-database configuration after migrations (NOTIFY pgrst).
  if (options.migrate !== false && (await applyMigrations(db)).length > 0) settings = await readRoleSettings(driver);
  if (imageable && pglite && !image && !migratedImages.has(grants)) {
    const dump = pglite.dumpDataDir("none");
    migratedImages.set(grants, dump);
    await dump.catch(() => migratedImages.delete(grants));
  }
  return db;
}

/**
 * Each role's own settings (ALTER ROLE … SET), as a new connection of that role gets them,
 * then those the migrations set as supautils would (`_local.role_settings`), which win.
 */
async function readRoleSettings(driver: Pick<Db, "query">) {
  const settings = new Map<string, [string, string][]>();
  const add = (role: string, key: string, value: string) =>
    settings.set(role, [...(settings.get(role) ?? []), [key, value]]);
  const rows = await driver.query<{ role: string; setting: string }>(
    "select r.rolname as role, unnest(s.setconfig) as setting from pg_db_role_setting s join pg_roles r on r.oid = s.setrole where s.setdatabase = 0",
  );
  for (const { role, setting } of rows.rows) {
    const eq = setting.indexOf("=");
    add(role, setting.slice(0, eq), setting.slice(eq + 1));
  }
  const kept = await driver.query<{ exists: boolean }>(
    "select to_regclass('_local.role_settings') is not null as exists",
  );
  if (kept.rows[0]?.exists) {
    const local = await driver.query<{ role: string; setting: string; value: string }>(
      "select role, setting, value from _local.role_settings order by role, setting",
    );
    for (const { role, setting, value } of local.rows) add(role, setting, value);
  }
  return settings;
}

/**
 * For one transaction, act as the login role with its login settings (`own`), as a fresh
 * connection of that service would. (SET ROLE rather than SET SESSION AUTHORIZATION: PGlite
 * does not restore the session user when the transaction ends.) The role and all settings as
 * one statement list: each round trip into PGlite (or to a server) costs.
 */
function loginStatements(login: Login, own: [string, string][], readOnly: boolean, extra: [string, string][]): string {
  // `session_preload_libraries` loads at connection time only; nothing to apply per transaction.
  const all = [...own.filter(([k]) => k !== "session_preload_libraries"), ...extra];
  return (
    `${readOnly ? "set transaction read only; " : ""}set local role ${login}` +
    (all.length
      ? `; select ${all.map(([k, v]) => `set_config(${sqlLiteral(k)}, ${sqlLiteral(v)}, true)`).join(", ")}`
      : "")
  );
}

/**
 * A string as an SQL literal, for what goes in one simple query (settings, a request's
 * arguments): quotes doubled (standard_conforming_strings is on, as on every Supabase project).
 */
export function sqlLiteral(value: string): string {
  if (value.includes("\0")) throw new Error("a literal cannot contain a NUL character");
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * Hosted's supautils lets the project's postgres role set `pgrst.*` on the reserved
 * authenticator role (`privileged_role_allowed_configs`), which Postgres alone allows
 * only a superuser (or, from 16, a role with ADMIN on it). Those statements, whole lines
 * of a migration, are taken out and kept in this database's `_local.role_settings`: a
 * hosted project is the only database of its server, while the tests' PostgreSQL servers
 * hold many (roles, and so their settings, are the server's), and a database made from a
 * migrated template keeps its tables but not its `ALTER ROLE … IN DATABASE` settings.
 */
export function supautilsStatements(sql: string): { rest: string; settings: [string, string][] } {
  const settings: [string, string][] = [];
  const rest = sql.replace(
    /^alter role authenticator set (pgrst\.[a-z_]+) (?:=|to) '([^'\n]*)';$/gim,
    (_statement, key: string, value: string) => (settings.push([key, value]), "-- (kept as supautils would set it)"),
  );
  return { rest, settings };
}

const ROLE_SETTINGS_TABLE = `create table if not exists _local.role_settings (
  role text not null, setting text not null, value text not null, primary key (role, setting))`;

/** Applies migrations as `supabase db push` does: as postgres, each in its own transaction, recorded once. */
export async function applyMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  await db.as("postgres", async (tx) => {
    await tx.exec(`create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (version text not null primary key, statements text[], name text)`);
  });
  const done = new Set(
    (await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations")).rows.map(
      (r) => r.version,
    ),
  );
  const applied: string[] = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, "").split("_");
    if (!version || done.has(version)) continue;
    const sql = await readFile(path.join(dir, file), "utf8");
    const { rest: own, settings } = supautilsStatements(sql);
    await db.as("postgres", async (tx) => {
      await tx.exec(own);
      // What hosted's supautils lets postgres set, as the superuser in the same transaction.
      if (settings.length) {
        await tx.exec(`reset role; ${ROLE_SETTINGS_TABLE}`);
        for (const [setting, value] of settings)
          await tx.query(
            `insert into _local.role_settings (role, setting, value) values ('authenticator', $1, $2)
             on conflict (role, setting) do update set value = excluded.value`,
            [setting, value],
          );
      }
      await tx.query(
        "insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, array[$3])",
        [version, rest.join("_"), sql],
      );
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

/**
 * Runs `fn` in one transaction as PostgREST would: logged in as authenticator, then the
 * search path, the role's own settings (statement timeout), the role and request.* settings,
 * all local to the transaction.
 */
export async function asRequest<T>(db: Db, settings: RequestSettings, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const pre = preRequest(db);
  return db.as(
    "authenticator",
    async (tx) => {
      if (pre) await tx.exec(pre);
      return fn(tx);
    },
    { readOnly: settings.readOnly, settings: requestSettings(db, settings) },
  );
}

/**
 * The call of PostgREST's pre-request function (`pgrst.db_pre_request` among
 * authenticator's settings), which runs after the request's settings and before the
 * request; what it raises is the request's answer.
 */
function preRequest(db: Db): string | null {
  const name = db.roleSettings("authenticator").findLast(([key]) => key === "pgrst.db_pre_request")?.[1];
  if (!name) return null;
  if (!/^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/.test(name)) throw new Error(`pgrst.db_pre_request: ${name}`);
  return `select ${name
    .split(".")
    .map((part) => `"${part}"`)
    .join(".")}()`;
}

/**
 * One statement as `asRequest` runs it, sent with the settings in one round trip (`Db.asOne`);
 * values go in as literals (`sqlLiteral`), as there are no parameters in a simple query.
 */
export function queryAsRequest<T>(db: Db, settings: RequestSettings, sql: string): Promise<T[]> {
  const pre = preRequest(db);
  return db.asOne<T>("authenticator", pre ? `${pre}; ${sql}` : sql, {
    readOnly: settings.readOnly,
    settings: requestSettings(db, settings),
  });
}

function requestSettings(db: Db, settings: RequestSettings): [string, string][] {
  // In this order, after the authenticator's own: the role's settings apply before the role.
  return [
    ["search_path", "public, extensions"],
    ...db.roleSettings(settings.role),
    ["role", settings.role],
    ["request.jwt.claims", JSON.stringify(settings.claims)],
    ["request.method", settings.method],
    ["request.path", settings.path],
    ["request.headers", JSON.stringify(settings.headers)],
  ];
}

/** Runs `fn` as GoTrue does: logged in as supabase_auth_admin, so triggers on auth.users meet the same grants. */
export function asAuthAdmin<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.as("supabase_auth_admin", fn);
}
