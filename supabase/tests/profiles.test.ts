import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAuthAdmin, asRequest, openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";

// Database tests: the profiles migration called directly as each kind of caller.
let db: Db;
const ann = "11111111-1111-4111-8111-111111111111";
const bob = "22222222-2222-4222-8222-222222222222";

const as = (role: string, sub?: string) => ({
  role,
  claims: sub ? { sub, role } : { role },
  method: "POST",
  path: "/test",
  headers: {},
});

beforeAll(async () => {
  db = await openDatabase(testDatabase());
  await asAuthAdmin(db, async (tx) => {
    for (const [id, email, name] of [
      [ann, "ann@example.com", "Ann"],
      [bob, "bob@example.com", null],
    ] as const) {
      await tx.query(
        "insert into auth.users (id, email, raw_user_meta_data, created_at, updated_at) values ($1, $2, $3, now(), now())",
        [id, email, name ? { full_name: name } : {}],
      );
    }
  });
});
afterAll(() => db.close());

describe("profiles", () => {
  it("are created by the auth trigger with the display name from sign-up data", async () => {
    const rows = (
      await db.query<{ id: string; display_name: string | null; email: string }>(
        "select id, display_name, email from public.profiles order by email",
      )
    ).rows;
    expect(rows).toEqual([
      { id: ann, display_name: "Ann", email: "ann@example.com" },
      { id: bob, display_name: null, email: "bob@example.com" },
    ]);
  });

  it("follow an email change in auth.users", async () => {
    await asAuthAdmin(db, (tx) => tx.query("update auth.users set email = 'bobby@example.com' where id = $1", [bob]));
    const row = (await db.query<{ email: string }>("select email from public.profiles where id = $1", [bob])).rows[0];
    expect(row?.email).toBe("bobby@example.com");
  });

  it("get_my_profile returns the caller's own profile only", async () => {
    const mine = await asRequest(
      db,
      as("authenticated", ann),
      async (tx) => (await tx.query<{ p: any }>("select public.get_my_profile() as p")).rows[0]?.p,
    );
    expect(mine).toMatchObject({ id: ann, display_name: "Ann" });
  });

  it("anonymous callers cannot call get_my_profile or read profiles", async () => {
    await expect(asRequest(db, as("anon"), (tx) => tx.query("select public.get_my_profile()"))).rejects.toMatchObject({
      code: "42501",
    });
    await expect(asRequest(db, as("anon"), (tx) => tx.query("select * from public.profiles"))).rejects.toMatchObject({
      code: "42501",
    });
  });

  it("a signed-in user sees only their own profile and changes it through update_my_profile", async () => {
    const seen = await asRequest(
      db,
      as("authenticated", bob),
      async (tx) => (await tx.query<{ id: string }>("select id from public.profiles")).rows,
    );
    expect(seen.map((r) => r.id)).toEqual([bob]);
    const saved = await asRequest(
      db,
      as("authenticated", bob),
      async (tx) =>
        (
          await tx.query<{ p: any }>(
            "select public.update_my_profile(p_time_zone => 'Europe/Lisbon', p_locale => 'pt') as p",
          )
        ).rows[0]!.p,
    );
    expect(saved).toMatchObject({ id: bob, time_zone: "Europe/Lisbon", locale: "pt" });
    const row = (
      await db.query<{ time_zone: string; locale: string }>(
        "select time_zone, locale from public.profiles where id = $1",
        [bob],
      )
    ).rows[0];
    expect(row).toEqual({ time_zone: "Europe/Lisbon", locale: "pt" });
  });

  it("users cannot write profiles directly: not their email, not anyone's row", async () => {
    for (const sql of [
      "update public.profiles set email = 'x@y.z' where id = $1",
      "update public.profiles set display_name = 'Hacker' where id = $1",
      "insert into public.profiles (id, email) values (gen_random_uuid(), $1::text)",
      "delete from public.profiles where id = $1",
    ]) {
      await expect(
        asRequest(db, as("authenticated", bob), (tx) => tx.query(sql, [sql.startsWith("insert") ? "z@z.z" : ann])),
        sql,
      ).rejects.toMatchObject({
        code: "42501",
        message: "permission denied for table profiles",
      });
    }
    const annRow = (
      await db.query<{ display_name: string }>("select display_name from public.profiles where id = $1", [ann])
    ).rows[0];
    expect(annRow?.display_name).toBe("Ann");
  });

  it("rejects an unsupported locale", async () => {
    await expect(
      asRequest(db, as("authenticated", bob), (tx) => tx.query("select public.update_my_profile(p_locale => 'xx')")),
    ).rejects.toMatchObject({ code: "PT422", message: "locale_invalid" });
    // And the table itself holds the line for any other writer.
    await expect(db.query("update public.profiles set locale = 'xx' where id = $1", [bob])).rejects.toMatchObject({
      code: "23514",
    });
  });

  it("keep the first day of one's week: saved, kept by a null, cleared by 0, refused out of range", async () => {
    const save = (args: string) =>
      asRequest(
        db,
        as("authenticated", bob),
        async (tx) => (await tx.query<{ p: any }>(`select public.update_my_profile(${args}) as p`)).rows[0]!.p,
      );
    expect(await save("p_week_start => 1")).toMatchObject({ id: bob, week_start: 1 });
    // Another change keeps it.
    expect(await save("p_display_name => 'Bob'")).toMatchObject({ display_name: "Bob", week_start: 1 });
    expect(await save("p_week_start => 0")).toMatchObject({ week_start: null });
    for (const day of [8, -1])
      await expect(save(`p_week_start => ${day}`)).rejects.toMatchObject({
        code: "PT422",
        message: "week_start_invalid",
      });
    // The table holds the line for any other writer.
    await expect(db.query("update public.profiles set week_start = 0 where id = $1", [bob])).rejects.toMatchObject({
      code: "23514",
    });
    // Only through the function: not written directly, not anyone else's.
    await expect(
      asRequest(db, as("authenticated", bob), (tx) =>
        tx.query("update public.profiles set week_start = 1 where id = $1", [ann]),
      ),
    ).rejects.toMatchObject({ code: "42501" });
    await expect(
      asRequest(db, as("anon"), (tx) => tx.query("select public.update_my_profile(p_week_start => 1)")),
    ).rejects.toMatchObject({ code: "42501" });
  });

  it("go away with their user", async () => {
    await asAuthAdmin(db, (tx) => tx.query("delete from auth.users where id = $1", [bob]));
    expect((await db.query("select 1 from public.profiles where id = $1", [bob])).rows).toHaveLength(0);
  });
});
