import { asAuthAdmin, asRequest, type Db } from "../../local/supabase/db.ts";

/**
 * Who calls: a user (their token's `amr` says they signed in with a password now, or at
 * `signedInAt`, in seconds, as Auth's does), anon or the service role.
 */
export type Caller = { id: string; email: string; signedInAt?: number } | "anon" | "service_role";

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

export type User = { id: string; email: string };

/**
 * The cast of most database tests: a dashboard's admin, a member (added directly:
 * invitations are sharing.test.ts's), and a signed-in outsider.
 */
export async function dashboardWithMember(db: Db, name = "Home") {
  const { admin, member, outsider } = (await createUsers(db, ["admin", "member", "outsider"])) as Record<
    "admin" | "member" | "outsider",
    User
  >;
  const dashboard: string = (await call(db, admin, "create_dashboard", { p_name: name })).id;
  await db.query("insert into public.dashboard_members (dashboard_id, user_id, role) values ($1, $2, 'member')", [
    dashboard,
    member.id,
  ]);
  return { admin, member, outsider, dashboard };
}

function settings(who: Caller) {
  return typeof who === "string"
    ? { role: who, claims: { role: who }, method: "POST", path: "/rpc", headers: {} }
    : {
        role: "authenticated",
        claims: {
          sub: who.id,
          email: who.email,
          role: "authenticated",
          amr: [{ method: "password", timestamp: who.signedInAt ?? Math.floor(Date.now() / 1000) }],
        },
        method: "POST",
        path: "/rpc",
        headers: {},
      };
}

const callSql = (fn: string, args: Record<string, unknown>) =>
  `select public.${fn}(${Object.keys(args)
    .map((n, i) => `${n} => $${i + 1}`)
    .join(", ")}) as r`;

/** Calls a public function with named arguments as `who`, like PostgREST would. */
export async function call<T = any>(db: Db, who: Caller, fn: string, args: Record<string, unknown> = {}): Promise<T> {
  return callHolding(db, who, fn, args, Promise.resolve());
}

/**
 * `call`, its transaction kept open until `until` settles: a call made meanwhile meets its
 * locks on PostgreSQL, deterministically (PGlite runs one transaction at a time: it waits).
 */
export async function callHolding<T = any>(
  db: Db,
  who: Caller,
  fn: string,
  args: Record<string, unknown>,
  until: Promise<unknown>,
): Promise<T> {
  return asRequest(db, settings(who), async (tx) => {
    const answer = (await tx.query<{ r: T }>(callSql(fn, args), Object.values(args))).rows[0]!.r;
    await until;
    return answer;
  });
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

/**
 * Puts `who` on the paid plan (or `status`), as the billing Worker's sync would after a
 * checkout: tests about sharing and content use it where they need more than the free plan.
 */
export async function subscribe(db: Db, who: { id: string }, status = "active") {
  const customer = `cus_test_${who.id.slice(0, 8)}`;
  const sub = {
    id: `sub_test_${who.id.slice(0, 8)}`,
    status,
    price_lookup_key: "monthly",
    billing_interval: "month",
    current_period_end: Date.now() / 1000 + 30 * 86400,
    cancel_at_period_end: false,
    created: Date.now() / 1000,
  };
  await asRequest(
    db,
    { role: "service_role", claims: { role: "service_role" }, method: "POST", path: "/rpc", headers: {} },
    (tx) =>
      tx.query("select public.sync_stripe_customer($1, $2, now(), $3)", [who.id, customer, JSON.stringify([sub])]),
  );
}

/** A rule's next day after both `from` (the series' day) and `after`: private.next_occurrence. */
export const nextOccurrence = async (db: Db, rule: string, from: string, after: string, every = 1) =>
  (
    await db.query<{ d: string }>("select private.next_occurrence($1, $2, $3::date, $4::date)::text as d", [
      rule,
      every,
      from,
      after,
    ])
  ).rows[0]!.d;

/** A rule's next day counted from the day it is done: private.next_from_done. */
export const nextFromDone = async (db: Db, rule: string, done: string, every = 1) =>
  (await db.query<{ d: string }>("select private.next_from_done($1, $2, $3::date)::text as d", [rule, every, done]))
    .rows[0]!.d;

/**
 * Each rule's next day after each day from `from` to `to` (its own day that day too):
 * private.next_occurrence, to hold against the test's own count.
 */
export const nextAfterEachDay = async (db: Db, rules: string[], from: string, to: string) =>
  (
    await db.query<{ rule: string; after: string; d: string }>(
      `select rule, after::text, private.next_occurrence(rule, 1, after, after)::text as d
       from unnest($1::text[]) as rule,
            generate_series($2::date, $3::date, interval '1 day') as g(after_ts),
            lateral (select after_ts::date as after) as a`,
      [rules, from, to],
    )
  ).rows;

/** A rule's next day as private.next_occurrence gives it, for one interval, series' day and day after. */
export type NextRow = { rule: string; every: number; anchor: string; after: string; d: string };

/**
 * Each rule's next day for each interval, series' day (`anchors`) and day after (every `step`
 * days from `from` to `to`): private.next_occurrence, to hold against a test's own count.
 */
export const nextForEach = async (
  db: Db,
  {
    rules,
    everies,
    anchors,
    from,
    to,
    step,
  }: {
    rules: string[];
    everies: number[];
    anchors: string[];
    from: string;
    to: string;
    step: number;
  },
) =>
  (
    await db.query<NextRow>(
      `select rule, every, anchor::text, after::text, private.next_occurrence(rule, every, anchor, after)::text as d
       from unnest($1::text[]) as rule, unnest($2::int[]) as every, unnest($3::date[]) as anchor,
            generate_series($4::date, $5::date, pg_catalog.make_interval(days => $6::int)) as g(after_ts),
            lateral (select after_ts::date as after) as a`,
      [rules, everies, anchors, from, to, step],
    )
  ).rows;

/** The rows whose day is not the one `count` gives (after both the series' day and the day after). */
export const disagreeing = (
  rows: NextRow[],
  count: (rule: string, every: number, anchor: string, after: string) => string,
) =>
  rows.filter(({ rule, every, anchor, after, d }) => d !== count(rule, every, anchor, after > anchor ? after : anchor));

/** The days an objective shows on in a month's calendar page (its grid's weeks), as `who` sees it. */
export const calendarDays = async (db: Db, who: Caller, dashboard: string, month: string, objective: string) =>
  (await call(db, who, "get_calendar_page", { p_dashboard: dashboard, p_month: month })).objectives
    .filter((o: { id: string }) => o.id === objective)
    .map((o: { day: string }) => o.day);
