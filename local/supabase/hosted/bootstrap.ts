import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const sql = (name: string) => readFile(path.join(here, name), "utf8");

/**
 * Default privileges in public: "revoked" is a project created today (nothing granted to
 * the API roles), "legacy" an older project (everything granted; RLS was the only gate).
 */
export type Grants = "revoked" | "legacy";

interface Conn {
  query<T = any>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
  transaction<T>(fn: (tx: { query: Conn["query"]; exec: Conn["exec"] }) => Promise<T>): Promise<T>;
}

// The stand-in's own bookkeeping (the mailbox; which bootstrap this database got).
const LOCAL_SCHEMA = `
  create schema _local;
  create table _local.bootstrap (grants text not null, created_at timestamptz not null default now());
  create table _local.mailbox (
    id bigserial primary key,
    "to" text not null,
    subject text not null,
    text text not null,
    html text not null,
    created_at timestamptz not null default now()
  );
  grant usage on schema _local to supabase_auth_admin;
  grant select, insert on _local.mailbox to supabase_auth_admin;
  grant usage on sequence _local.mailbox_id_seq to supabase_auth_admin;`;

/** Roles are shared by every database of a server; two first starts may race to create them. */
async function createRoles(db: Conn) {
  const roles = await sql("roles.sql");
  for (let attempt = 1; ; attempt++) {
    try {
      await db.transaction((tx) => tx.exec(roles));
      return;
    } catch (error: any) {
      const race = ["23505", "42710", "XX000", "40001"].includes(error?.code);
      if (!race || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * Makes a database what a hosted Supabase project is before its first migration: the
 * image's roles, schemas and default privileges, Auth's schema, and (for "revoked") the
 * project-creation step of today. Runs once per database, as supabase_admin.
 */
export async function bootstrap(db: Conn, grants: Grants): Promise<void> {
  const done = await db.query<{ exists: boolean }>("select to_regclass('_local.bootstrap') is not null as exists");
  if (done.rows[0]?.exists) return addMfaTables(db);
  await createRoles(db);
  const parts = [
    await sql("project.sql"),
    await sql("auth.sql"),
    await sql("auth-mfa.sql"),
    grants === "revoked" ? await sql("new-project.sql") : "",
    LOCAL_SCHEMA,
  ];
  await db.transaction(async (tx) => {
    for (const part of parts) await tx.exec(part);
    await tx.query("insert into _local.bootstrap (grants) values ($1)", [grants]);
  });
}

/** A local database bootstrapped before Auth's MFA tables were part of it gets them once. */
async function addMfaTables(db: Conn): Promise<void> {
  const has = await db.query<{ exists: boolean }>("select to_regclass('auth.mfa_factors') is not null as exists");
  if (has.rows[0]?.exists) return;
  const mfa = await sql("auth-mfa.sql");
  await db.transaction((tx) => tx.exec(mfa));
}
