import { asAuthAdmin, asRequest, type Db } from "../../local/supabase/db.ts";

export type Caller = { id: string; email: string } | "anon";

/** Creates auth users (the profile trigger runs) and returns them. */
export async function createUsers(db: Db, names: string[]) {
  const users: Record<string, { id: string; email: string }> = {};
  await asAuthAdmin(db, async (tx) => {
    for (const name of names) {
      const id = crypto.randomUUID();
      const email = `${name}-${id.slice(0, 8)}@example.com`;
      await tx.query(
        "insert into auth.users (id, email, raw_user_meta_data, email_confirmed_at, created_at, updated_at) values ($1, $2, $3, now(), now(), now())",
        [id, email, { full_name: name[0]!.toUpperCase() + name.slice(1) }],
      );
      users[name] = { id, email };
    }
  });
  return users;
}

function settings(who: Caller) {
  return who === "anon"
    ? { role: "anon", claims: { role: "anon" }, method: "POST", path: "/rpc", headers: {} }
    : {
        role: "authenticated",
        claims: { sub: who.id, email: who.email, role: "authenticated" },
        method: "POST",
        path: "/rpc",
        headers: {},
      };
}

/** Calls a public function with named arguments as `who`, like PostgREST would. */
export async function call<T = any>(db: Db, who: Caller, fn: string, args: Record<string, unknown> = {}): Promise<T> {
  const names = Object.keys(args);
  const sql = `select public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(", ")}) as r`;
  return asRequest(db, settings(who), async (tx) => (await tx.query<{ r: T }>(sql, Object.values(args))).rows[0]!.r);
}

/** Runs SQL as `who` (table access under row-level security). */
export async function sqlAs<T = any>(db: Db, who: Caller, sql: string, params: unknown[] = []) {
  return asRequest(db, settings(who), async (tx) => {
    const result = await tx.query<T>(sql, params);
    return { rows: result.rows, affected: result.affectedRows ?? 0 };
  });
}

/** The SQLSTATE and message of a refusal, for `expect(...).rejects.toMatchObject(refused(...))`. */
export const refused = (code: string, message?: string) => (message ? { code, message } : { code });
