import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAuthAdmin, asRequest, openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, refused, sqlAs, type User } from "./helpers.ts";

// Recovery codes for two-step sign-in (decision 083): ten one-time codes made while two-step
// is on; one of them, on the second step of signing in, turns two-step off and lets the
// session in. Called as PostgREST would, the pre-request check first.
let db: Db;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
});
afterAll(() => db.close());

/** `who` with two-step on (a verified authenticator app, as Auth keeps it) and a session at `aal`. */
async function withTwoStep(name: string) {
  const who = (await createUsers(db, [name]))[name] as User;
  const session = crypto.randomUUID();
  await asAuthAdmin(db, async (tx) => {
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values (gen_random_uuid(), $1, 'Phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
      [who.id],
    );
    await tx.query(
      "insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')",
      [session, who.id],
    );
  });
  return { who, session };
}

/** Calls `fn` through the data API's door: the pre-request check, then the function. */
function through(who: User, session: string, aal: "aal1" | "aal2", fn: string, args: Record<string, unknown> = {}) {
  const names = Object.keys(args);
  return asRequest(
    db,
    {
      role: "authenticated",
      claims: { sub: who.id, email: who.email, role: "authenticated", aal, session_id: session },
      method: "POST",
      path: `/rpc/${fn}`,
      headers: {},
    },
    async (tx) => {
      await tx.query("select public.check_request()");
      return (
        await tx.query<{ r: any }>(
          `select public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(", ")}) as r`,
          Object.values(args),
        )
      ).rows[0]!.r;
    },
  );
}

const factors = async (who: User) =>
  (await db.query("select 1 from auth.mfa_factors where user_id = $1", [who.id])).rows.length;

describe("recovery codes", () => {
  it("makes ten different codes, shown once, and the settings page counts them", async () => {
    const { who, session } = await withTwoStep("ann");
    const { codes } = await through(who, session, "aal2", "create_recovery_codes");
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}$/);
    // Only hashes are kept.
    const kept = (await db.query<any>("select code_hash from private.recovery_codes where user_id = $1", [who.id]))
      .rows;
    expect(kept).toHaveLength(10);
    expect(JSON.stringify(kept)).not.toContain(codes[0].slice(0, 4) + codes[0].slice(5, 9));
    const page = await through(who, session, "aal2", "get_account_page");
    expect(page.recovery_codes).toMatchObject({ left: 10 });
    expect(page.recovery_codes.created_at).toMatch(/Z$/);
  });

  it("a code, typed any way, lets a session short of its second step in, once; two-step is off after", async () => {
    const { who, session } = await withTwoStep("ben");
    const { codes } = await through(who, session, "aal2", "create_recovery_codes");
    // A laptop signed in with the app's code.
    const laptop = crypto.randomUUID();
    await asAuthAdmin(db, async (tx) => {
      await tx.query(
        `insert into auth.sessions (id, user_id, created_at, updated_at, aal, factor_id)
         select $1, $2, now(), now(), 'aal2', f.id from auth.mfa_factors f where f.user_id = $2`,
        [laptop, who.id],
      );
      await tx.query(
        `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
         values (gen_random_uuid(), $1, now(), now(), 'totp')`,
        [laptop],
      );
    });
    // Short of its second step, the session reaches nothing else.
    await expect(through(who, session, "aal1", "get_account_page")).rejects.toMatchObject(
      refused("PT401", "two_step_required"),
    );
    await expect(
      through(who, session, "aal1", "use_recovery_code", { p_code: "0000-0000-0000-0000" }),
    ).rejects.toMatchObject(refused("PT422", "recovery_code_invalid"));
    await expect(through(who, session, "aal1", "use_recovery_code", { p_code: "not a code" })).rejects.toMatchObject(
      refused("PT422", "recovery_code_invalid"),
    );
    expect(await factors(who)).toBe(1);
    const typed = ` ${codes[3].toUpperCase().replaceAll("-", " ")} `;
    expect(await through(who, session, "aal1", "use_recovery_code", { p_code: typed })).toEqual({ two_step: false });
    expect(await factors(who)).toBe(0);
    // Another device that had passed the app is one short of it now, as Auth's unenroll leaves it.
    const [other] = (await db.query<any>("select aal::text, factor_id from auth.sessions where id = $1", [laptop]))
      .rows;
    expect(other).toEqual({ aal: "aal1", factor_id: null });
    expect((await db.query("select 1 from auth.mfa_amr_claims where session_id = $1", [laptop])).rows).toEqual([]);
    // In now, at aal1: nothing owed any more.
    expect((await through(who, session, "aal1", "get_account_page")).two_step).toEqual([]);
    // The set is spent: the used one is told as used, the rest are gone.
    expect((await through(who, session, "aal1", "get_account_page")).recovery_codes).toMatchObject({ left: 0 });
    await expect(through(who, session, "aal1", "use_recovery_code", { p_code: codes[4] })).rejects.toMatchObject(
      refused("PT409", "two_step_off"),
    );
  });

  it("a new set replaces the old; codes are made only with two-step on; nobody uses another's", async () => {
    const { who, session } = await withTwoStep("cat");
    const first = (await through(who, session, "aal2", "create_recovery_codes")).codes;
    const second = (await through(who, session, "aal2", "create_recovery_codes")).codes;
    await expect(through(who, session, "aal1", "use_recovery_code", { p_code: first[0] })).rejects.toMatchObject(
      refused("PT422", "recovery_code_invalid"),
    );
    const { who: dan, session: dans } = await withTwoStep("dan");
    await expect(through(dan, dans, "aal1", "use_recovery_code", { p_code: second[0] })).rejects.toMatchObject(
      refused("PT422", "recovery_code_invalid"),
    );
    expect(await factors(who)).toBe(1);
    const { eve } = (await createUsers(db, ["eve"])) as Record<"eve", User>;
    await expect(call(db, eve, "create_recovery_codes")).rejects.toMatchObject(refused("PT409", "two_step_off"));
    expect((await call(db, eve, "get_account_page")).recovery_codes).toBeNull();
  });

  it("is nobody's but a signed-in person's; the codes are read by no one", async () => {
    await expect(call(db, "anon", "use_recovery_code", { p_code: "x" })).rejects.toMatchObject(refused("42501"));
    await expect(call(db, "anon", "create_recovery_codes")).rejects.toMatchObject(refused("42501"));
    const { who } = await withTwoStep("fay");
    await expect(sqlAs(db, who, "select * from private.recovery_codes")).rejects.toMatchObject(refused("42501"));
  });
});
