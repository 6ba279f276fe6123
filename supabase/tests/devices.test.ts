import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAuthAdmin, asRequest, openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, refused, type User } from "./helpers.ts";

// Where one is signed in (decision 081): the settings page lists one's Auth sessions, one of
// the others can be signed out, and a token whose session has ended is refused at once.
let db: Db;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
});
afterAll(() => db.close());

/** An Auth session of `who`, as GoTrue writes it (refreshed_at in UTC, without a zone). */
async function session(
  who: User,
  { agent = null as string | null, ago = 0, refreshedAgo = null as number | null, endsIn = null as number | null } = {},
) {
  const id = crypto.randomUUID();
  await asAuthAdmin(db, (tx) =>
    tx.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, refreshed_at, not_after)
       values ($1, $2, now() - make_interval(mins => $3), now(), 'aal1', $4,
               (now() - make_interval(mins => $5)) at time zone 'UTC', now() + make_interval(mins => $6))`,
      [id, who.id, ago, agent, refreshedAgo, endsIn],
    ),
  );
  return id;
}

/** Calls `fn` as `who` with a token of that session, as PostgREST would (the pre-request check runs). */
function asSession(who: User, sessionId: string, fn: string, args: Record<string, unknown> = {}) {
  const names = Object.keys(args);
  return asRequest(
    db,
    {
      role: "authenticated",
      claims: { sub: who.id, email: who.email, role: "authenticated", aal: "aal1", session_id: sessionId },
      method: "POST",
      path: "/rpc",
      headers: {},
    },
    async (tx) =>
      (
        await tx.query<{ r: any }>(
          `select public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(", ")}) as r`,
          Object.values(args),
        )
      ).rows[0]!.r,
  );
}

const exists = async (id: string) =>
  (await db.query("select 1 from auth.sessions where id = $1", [id])).rows.length === 1;

describe("the devices one is signed in on", () => {
  it("lists one's open sessions, this one first, then the most recently active; never another's", async () => {
    const { ann, ben } = (await createUsers(db, ["ann", "ben"])) as Record<"ann" | "ben", User>;
    const laptop = await session(ann, { agent: "Mozilla/5.0 (Macintosh) Firefox/140.0", ago: 600, refreshedAgo: 5 });
    const here = await session(ann, { agent: "Mozilla/5.0 (X11; Linux) Chrome/150.0", ago: 20 });
    const phone = await session(ann, { ago: 3000, refreshedAgo: 1000 });
    await session(ann, { ago: 60, endsIn: -1 }); // time-boxed, and over
    await session(ben, { agent: "Ben's browser" });

    // How each signed in, as Auth records it: the laptop with Google, then its second step.
    await asAuthAdmin(db, (tx) =>
      tx.query(
        `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
         values (gen_random_uuid(), $1, now() - interval '10 hours', now(), 'oauth'),
                (gen_random_uuid(), $1, now() - interval '9 hours', now(), 'totp'),
                (gen_random_uuid(), $2, now(), now(), 'password')`,
        [laptop, here],
      ),
    );
    const { devices, profile } = await asSession(ann, here, "get_account_page");
    expect(profile.email).toBe(ann.email);
    expect(devices.map((d: { id: string }) => d.id)).toEqual([here, laptop, phone]);
    expect(devices[0]).toMatchObject({
      current: true,
      user_agent: "Mozilla/5.0 (X11; Linux) Chrome/150.0",
      signed_in_with: "password",
      two_step: false,
    });
    expect(devices[1]).toMatchObject({
      current: false,
      user_agent: "Mozilla/5.0 (Macintosh) Firefox/140.0",
      signed_in_with: "oauth",
      two_step: true,
    });
    // No browser or method recorded: empty; last active is the last refresh, in UTC.
    expect(devices[2]).toMatchObject({ current: false, user_agent: "", signed_in_with: null, two_step: false });
    expect(Date.parse(devices[1].active_at)).toBeGreaterThan(Date.parse(devices[1].signed_in_at));
    expect(Math.abs(Date.parse(devices[1].active_at) - (Date.now() - 5 * 60_000))).toBeLessThan(60_000);
  });

  it("signs one other device out: its next request is refused; never this one, nor another's", async () => {
    const { cat, dan } = (await createUsers(db, ["cat", "dan"])) as Record<"cat" | "dan", User>;
    const here = await session(cat);
    const tablet = await session(cat, { ago: 90 });
    const dans = await session(dan);

    // The tablet still works, until it is signed out from here.
    expect((await asSession(cat, tablet, "get_account_page")).devices).toHaveLength(2);
    expect(await asSession(cat, here, "end_my_session", { p_session: tablet })).toEqual({ ended: true });
    expect(await exists(tablet)).toBe(false);
    await expect(asSession(cat, tablet, "get_account_page")).rejects.toMatchObject(refused("PT401", "session_ended"));
    // Twice (a double submit), or another person's: the same answer, nothing else ended.
    expect(await asSession(cat, here, "end_my_session", { p_session: tablet })).toEqual({ ended: false });
    expect(await asSession(cat, here, "end_my_session", { p_session: dans })).toEqual({ ended: false });
    expect(await exists(dans)).toBe(true);
    // This device signs out by signing out.
    await expect(asSession(cat, here, "end_my_session", { p_session: here })).rejects.toMatchObject(
      refused("PT409", "session_is_current"),
    );
    expect((await asSession(cat, here, "get_account_page")).devices).toHaveLength(1);
  });

  it("refuses a token whose session is gone, or names another person's, or none that exists", async () => {
    const { eve, fay } = (await createUsers(db, ["eve", "fay"])) as Record<"eve", User> & Record<"fay", User>;
    const faysSession = await session(fay);
    for (const sessionId of [faysSession, crypto.randomUUID(), "not-a-uuid"])
      await expect(asSession(eve, sessionId, "get_account_page")).rejects.toMatchObject(
        refused("PT401", "session_ended"),
      );
    // Signed out by Auth (the session deleted, as its logout does): refused too.
    const hers = await session(eve);
    expect((await asSession(eve, hers, "get_account_page")).devices).toHaveLength(1);
    await asAuthAdmin(db, (tx) => tx.query("delete from auth.sessions where id = $1", [hers]));
    await expect(asSession(eve, hers, "get_account_page")).rejects.toMatchObject(refused("PT401", "session_ended"));
    // Tokens that name no session (anon's, the service role's) are not Auth sessions' to end.
    expect(await call(db, "anon", "check_request")).toBe("");
    expect(await call(db, "service_role", "check_request")).toBe("");
  });
});
