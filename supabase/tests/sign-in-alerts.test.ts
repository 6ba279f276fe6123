import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAuthAdmin, openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, refused, sqlAs, type User } from "./helpers.ts";

// The new-device email (decision 082): each Auth session is written down as it begins, and
// the daily-email Worker claims the new ones with the browsers the account knew before.
let db: Db;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
});
afterAll(() => db.close());

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0";
const SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1";

/** A sign-in of `who` at `at`, as Auth writes its session (the trigger sees the insert). */
async function signIn(who: User, at: string, agent: string | null = FIREFOX, ip: string | null = "203.0.113.7") {
  const id = crypto.randomUUID();
  await asAuthAdmin(db, (tx) =>
    tx.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
       values ($1, $2, $3, $3, 'aal1', $4, $5)`,
      [id, who.id, at, agent, ip],
    ),
  );
  return id;
}

const claim = async (now: string, limit = 50) =>
  (await call(db, "service_role", "claim_sign_in_alerts", { p_limit: limit, p_now: now })) as {
    claimed: number;
    alerts: any[];
  };

/** Only this test's people: other tests' rows share the database. */
const of = (answer: { alerts: any[] }, who: User) => answer.alerts.filter((a) => a.user_id === who.id);

describe("sign-ins", () => {
  it("writes each session down as Auth makes it; an account's first is not news", async () => {
    const { ann } = (await createUsers(db, ["ann"])) as Record<"ann", User>;
    const first = await signIn(ann, "2026-03-01T08:00:00Z");
    const second = await signIn(ann, "2026-03-02T08:00:00Z", SAFARI, null);
    const rows = (
      await db.query<any>(
        "select session_id, user_agent, ip, checked_at is not null as checked from private.sign_ins where user_id = $1 order by signed_in_at",
        [ann.id],
      )
    ).rows;
    expect(rows).toEqual([
      { session_id: first, user_agent: FIREFOX, ip: "203.0.113.7", checked: true },
      { session_id: second, user_agent: SAFARI, ip: null, checked: false },
    ]);
    // The row stays when the session ends (signing out); it goes with the account.
    await asAuthAdmin(db, (tx) => tx.query("delete from auth.sessions where id = $1", [second]));
    expect((await db.query("select 1 from private.sign_ins where session_id = $1", [second])).rows).toHaveLength(1);
    await asAuthAdmin(db, (tx) => tx.query("delete from auth.users where id = $1", [ann.id]));
    expect((await db.query("select 1 from private.sign_ins where user_id = $1", [ann.id])).rows).toHaveLength(0);
  });

  it("a session Auth writes without a browser or an address is written down all the same", async () => {
    const { bo } = (await createUsers(db, ["bo"])) as Record<"bo", User>;
    await signIn(bo, "2026-03-01T08:00:00Z", null, null);
    const [row] = (await db.query<any>("select user_agent, ip from private.sign_ins where user_id = $1", [bo.id])).rows;
    expect(row).toEqual({ user_agent: "", ip: null });
  });
});

describe("claim_sign_in_alerts", () => {
  it("claims an account's new sign-ins once, a minute after, with how each signed in and the browsers it knew", async () => {
    const { cy } = (await createUsers(db, ["cy"])) as Record<"cy", User>;
    await call(db, cy, "update_my_profile", { p_time_zone: "Europe/Lisbon", p_locale: "pt" });
    await signIn(cy, "2026-04-01T08:00:00Z");
    const phone = await signIn(cy, "2026-04-10T09:00:00Z", SAFARI, "198.51.100.4");
    await asAuthAdmin(db, (tx) =>
      tx.query(
        `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
         values (gen_random_uuid(), $1, now(), now(), 'password'), (gen_random_uuid(), $1, now(), now(), 'totp')`,
        [phone],
      ),
    );
    // Under a minute old: Auth may still be writing how it signed in.
    expect(of(await claim("2026-04-10T09:00:30Z"), cy)).toEqual([]);
    const [alert, ...more] = of(await claim("2026-04-10T09:01:00Z"), cy);
    expect(more).toEqual([]);
    expect(alert).toEqual({
      user_id: cy.id,
      email: cy.email,
      name: "Cy",
      locale: "pt",
      time_zone: "Europe/Lisbon",
      sign_ins: [
        {
          at: "2026-04-10T09:00:00Z",
          user_agent: SAFARI,
          ip: "198.51.100.4",
          signed_in_with: "password",
          two_step: true,
        },
      ],
      known: [FIREFOX],
    });
    // Claimed once.
    expect(of(await claim("2026-04-10T09:02:00Z"), cy)).toEqual([]);
  });

  it("gives several sign-ins of one account in one answer, passes over day-old ones and those turned off", async () => {
    const { dee, eve } = (await createUsers(db, ["dee", "eve"])) as Record<"dee" | "eve", User>;
    for (const who of [dee, eve]) await signIn(who, "2026-05-01T08:00:00Z");
    await signIn(dee, "2026-05-03T07:00:00Z", "curl/8.5.0"); // a day and more before the run
    await signIn(dee, "2026-05-04T08:00:00Z", SAFARI);
    await signIn(dee, "2026-05-04T08:05:00Z", "");
    await signIn(eve, "2026-05-04T08:00:00Z", SAFARI);
    expect(await call(db, eve, "set_sign_in_alerts", { p_on: false })).toEqual({ sign_in_alerts: false });

    const answer = await claim("2026-05-04T08:10:00Z");
    const [alert] = of(answer, dee);
    expect(alert.sign_ins.map((s: any) => s.user_agent)).toEqual([SAFARI, ""]);
    expect([...alert.known].sort()).toEqual(["curl/8.5.0", FIREFOX].sort());
    expect(of(answer, eve)).toEqual([]);
    // Eve's is checked, not kept for when she turns it on again.
    await call(db, eve, "set_sign_in_alerts", { p_on: true });
    expect(of(await claim("2026-05-04T08:11:00Z"), eve)).toEqual([]);
  });

  it("claims up to p_limit accounts, the longest waiting first, and gives back a run's claims", async () => {
    const people = Object.values(await createUsers(db, ["fay", "gus", "hal"])) as User[];
    for (const who of people) await signIn(who, "2026-06-01T08:00:00Z");
    for (const [i, who] of people.entries()) await signIn(who, `2026-06-02T08:0${i}:00Z`, SAFARI);
    // Earlier tests' accounts are done; these are the only ones waiting at this moment.
    const first = await claim("2026-06-02T08:10:00Z", 2);
    expect(first.claimed).toBe(2);
    expect(first.alerts.map((a) => a.user_id).sort()).toEqual([people[0]!.id, people[1]!.id].sort());
    await call(db, "service_role", "release_sign_in_alerts", {
      p_users: [people[0]!.id],
      p_at: "2026-06-02T08:10:00Z",
    });
    const second = await claim("2026-06-02T08:11:00Z");
    expect(second.alerts.map((a) => a.user_id).sort()).toEqual([people[0]!.id, people[2]!.id].sort());
  });

  it("forgets sign-ins after 180 days, but always an account's newest", async () => {
    const { ivy } = (await createUsers(db, ["ivy"])) as Record<"ivy", User>;
    await signIn(ivy, "2025-01-01T08:00:00Z", "old");
    await signIn(ivy, "2025-02-01T08:00:00Z", "newest");
    await claim("2026-07-01T08:00:00Z");
    const kept = (await db.query<any>("select user_agent from private.sign_ins where user_id = $1", [ivy.id])).rows;
    expect(kept).toEqual([{ user_agent: "newest" }]);
    // So a sign-in after a long time away is still news.
    await signIn(ivy, "2026-07-02T08:00:00Z", SAFARI);
    const [alert] = of(await claim("2026-07-02T08:05:00Z"), ivy);
    expect(alert.sign_ins).toHaveLength(1);
    expect(alert.known).toEqual([]);
  });
});

describe("who may", () => {
  it("only the Worker claims and gives back; nobody reads the sign-ins; each turns their own email off", async () => {
    const { jo } = (await createUsers(db, ["jo"])) as Record<"jo", User>;
    for (const who of [jo, "anon"] as const) {
      await expect(call(db, who, "claim_sign_in_alerts", { p_limit: 1 })).rejects.toMatchObject(refused("42501"));
      await expect(
        call(db, who, "release_sign_in_alerts", { p_users: [jo.id], p_at: "2026-01-01T00:00:00Z" }),
      ).rejects.toMatchObject(refused("42501"));
      await expect(sqlAs(db, who, "select * from private.sign_ins")).rejects.toMatchObject(refused("42501"));
    }
    await expect(call(db, "anon", "set_sign_in_alerts", { p_on: false })).rejects.toMatchObject(refused("42501"));
    await expect(call(db, jo, "set_sign_in_alerts", { p_on: null })).rejects.toMatchObject(
      refused("PT422", "sign_in_alerts_invalid"),
    );
    expect((await call(db, jo, "get_account_page")).sign_in_alerts).toBe(true);
    await call(db, jo, "set_sign_in_alerts", { p_on: false });
    await call(db, jo, "set_sign_in_alerts", { p_on: false });
    expect((await call(db, jo, "get_account_page")).sign_in_alerts).toBe(false);
  });
});
