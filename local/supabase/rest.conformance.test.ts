import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StandIn } from "./server.ts";
import { clientFor, startTestStandIn, uniqueEmail } from "./test-helpers.ts";

// PostgREST as supabase-js sees it (shared/reference/supabase-protocol.md, section 5).
let s: StandIn;
beforeAll(async () => {
  s = await startTestStandIn();
  // Functions that exist only for these tests: PostgREST return and error shapes.
  await s.db.exec(`
    create schema if not exists conformance;
    create function public.conf_add(a int, b int default 1) returns int language sql immutable as $$ select a + b $$;
    create function public.conf_void() returns void language sql as $$ select 1 $$;
    create function public.conf_rows(n int) returns table (i int, label text) language sql stable as $$ select g, 'row ' || g from generate_series(1, n) g $$;
    create function public.conf_fail(code text) returns void language plpgsql as $$ begin
      if code = 'P0001' then raise exception 'plain failure'; end if;
      if code = 'PT402' then raise sqlstate 'PT402' using message = 'payment required'; end if;
      if code = '23505' then raise unique_violation using message = 'duplicate'; end if;
    end $$;
    create function public.conf_whoami() returns jsonb language sql stable as $$
      select jsonb_build_object('role', current_user, 'uid', auth.uid(), 'claims_role', auth.role(), 'method', current_setting('request.method', true))
    $$;
    create function public.conf_tags(tags text[], meta jsonb) returns jsonb language sql immutable as $$ select jsonb_build_object('n', cardinality(tags), 'meta', meta) $$;
    create function public.conf_pair(x int, out doubled int, out label text) language sql immutable as $$ select x * 2, 'x' || x $$;
    create function public.conf_series(n int) returns setof int language sql immutable as $$ select generate_series(1, n) $$;
    create function public.conf_json() returns json language sql immutable as $$ select '{"z": 1, "a": [true, null]}'::json $$;
  `);
});
afterAll(() => s.close());

async function signedIn() {
  const supabase = clientFor(s);
  const { data } = await supabase.auth.signUp({ email: uniqueEmail(), password: "correct1horse" });
  return { supabase, user: data.user! };
}

describe("rpc", () => {
  it("returns scalars, set-returning rows, JSON arguments and 204 for void", async () => {
    const anon = clientFor(s);
    expect(await anon.rpc("conf_add", { a: 2, b: 3 })).toMatchObject({ data: 5, status: 200 });
    expect((await anon.rpc("conf_add", { a: 2 })).data).toBe(3);
    expect((await anon.rpc("conf_rows", { n: 2 })).data).toEqual([
      { i: 1, label: "row 1" },
      { i: 2, label: "row 2" },
    ]);
    expect((await anon.rpc("conf_tags", { tags: ["a", "b"], meta: { x: [1] } })).data).toEqual({
      n: 2,
      meta: { x: [1] },
    });
    // One row (OUT parameters) is an object, a set of values an array; json passes through
    // as it was written (its keys in their order, which jsonb would sort).
    expect((await anon.rpc("conf_pair", { x: 4 })).data).toEqual({ doubled: 8, label: "x4" });
    expect((await anon.rpc("conf_series", { n: 3 })).data).toEqual([1, 2, 3]);
    expect(Object.keys((await anon.rpc("conf_json")).data)).toEqual(["z", "a"]);
    expect(await anon.rpc("conf_void")).toMatchObject({ data: null, status: 204, error: null });
    expect((await anon.rpc("conf_add", { a: 4 }, { get: true })).data).toBe(5);
  });

  it("sends a scalar as the same text PostgREST's json_agg would", async () => {
    // The stand-in writes a single scalar with to_json; PostgREST takes json_agg's first
    // element. Every kind of value a function of ours returns reads the same both ways.
    const values = [
      `'{"z" : 1,  "a": [true, null], "s": "é \\" 中"}'::json`,
      `'{"b": {"c": [1, 2.50]}, "a": "x"}'::jsonb`,
      `'it''s "quoted" \\ 日本'::text`,
      `12.500::numeric`,
      `42::int`,
      `true`,
      `'2026-11-25 15:09:24.5+00'::timestamptz`,
      `'2026-11-25'::date`,
      `array['a', null, 'c']::text[]`,
      `'9b2f1a7e-1c1d-4f5e-9a43-5c6b2b8e2f10'::uuid`,
      `null::json`,
      `null::int`,
    ];
    for (const v of values) {
      const [{ ours, postgrest }] = (
        await s.db.query<{ ours: string; postgrest: string }>(
          `select coalesce(to_json(${v})::text, 'null') as ours,
                  (select coalesce((json_agg(_r.x)->0)::text, 'null') from (select ${v} as x) _r) as postgrest`,
        )
      ).rows as [{ ours: string; postgrest: string }];
      expect(ours, v).toBe(postgrest);
    }
    const res = await fetch(`${s.url}/rest/v1/rpc/conf_json`, { headers: { apikey: s.keys.publishableKey } });
    expect(await res.text()).toBe('{"z": 1, "a": [true, null]}');
  });

  it("sends a whole answer with its length, not in chunks", async () => {
    const res = await fetch(`${s.url}/rest/v1/rpc/conf_rows`, {
      method: "POST",
      headers: { apikey: s.keys.publishableKey, "Content-Type": "application/json" },
      body: JSON.stringify({ n: 3 }),
    });
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("transfer-encoding")).toBeNull();
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    expect(JSON.parse(body.toString("utf8"))).toHaveLength(3);
  });

  it("keeps answering when the database server ends its idle connections", async (ctx) => {
    if (s.db.kind !== "postgres") return ctx.skip();
    const anon = clientFor(s);
    // Two connections in the pool (one is busy while the other answers), idle afterwards.
    await Promise.all([s.db.query("select pg_sleep(0.2)"), s.db.query("select 1")]);
    const ended = await s.db.query<{ n: number }>(
      `select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state = 'idle') t`,
    );
    expect(ended.rows[0]!.n).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await anon.rpc("conf_add", { a: 2 })).data).toBe(3);
  });

  it("keeps a connection that answered with an error; drops one the server ended", async (ctx) => {
    if (s.db.kind !== "postgres") return ctx.skip();
    const anon = clientFor(s);
    const backend = async () => (await s.db.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
    // One request at a time: the pool hands out the connection it got back last.
    const before = await backend();
    expect(await anon.rpc("conf_fail", { code: "P0001" })).toMatchObject({ status: 400 });
    await expect(s.db.query("select 1/0")).rejects.toMatchObject({ code: "22012" });
    await expect(s.db.transaction((tx) => tx.query("select 1/0"))).rejects.toMatchObject({ code: "22012" });
    expect(await backend()).toBe(before);
    // Ended by the server mid-query (FATAL): that connection goes, the next query gets another.
    await expect(s.db.query("select pg_terminate_backend(pg_backend_pid())")).rejects.toMatchObject({
      code: "57P01",
    });
    expect(await backend()).not.toBe(before);
    expect((await anon.rpc("conf_add", { a: 2 })).data).toBe(3);
  });

  it("runs as the JWT's role with request.jwt.claims set", async () => {
    const anon = await clientFor(s).rpc("conf_whoami");
    expect(anon.data).toEqual({ role: "anon", uid: null, claims_role: "anon", method: "POST" });
    const { supabase, user } = await signedIn();
    expect((await supabase.rpc("conf_whoami")).data).toEqual({
      role: "authenticated",
      uid: user.id,
      claims_role: "authenticated",
      method: "POST",
    });
    const service = await createClient(s.url, s.keys.secretKey).rpc("conf_whoami");
    expect(service.data).toMatchObject({ role: "service_role" });
  });

  it("maps errors like PostgREST: 404 PGRST202, P0001 → 400, PTxyz → xyz, 23505 → 409", async () => {
    const anon = clientFor(s);
    const missing = await anon.rpc("no_such_function");
    expect(missing).toMatchObject({ status: 404, error: { code: "PGRST202" } });
    const wrongArgs = await anon.rpc("conf_add", { z: 1 });
    expect(wrongArgs).toMatchObject({ status: 404, error: { code: "PGRST202" } });
    expect(await anon.rpc("conf_fail", { code: "P0001" })).toMatchObject({
      status: 400,
      error: { code: "P0001", message: "plain failure" },
    });
    expect(await anon.rpc("conf_fail", { code: "PT402" })).toMatchObject({ status: 402 });
    expect(await anon.rpc("conf_fail", { code: "23505" })).toMatchObject({ status: 409, error: { code: "23505" } });
  });

  it("answers 401 for a permission error as anon and 403 as a signed-in user", async () => {
    await s.db.exec(
      "create function public.conf_secret() returns int language sql as $$ select 42 $$; revoke execute on function public.conf_secret() from public, anon, authenticated;",
    );
    const anon = await clientFor(s).rpc("conf_secret");
    expect(anon).toMatchObject({ status: 401, error: { code: "42501" } });
    const { supabase } = await signedIn();
    expect(await supabase.rpc("conf_secret")).toMatchObject({ status: 403, error: { code: "42501" } });
  });

  it("rejects an expired or forged JWT with 401 PGRST303 / PGRST301", async () => {
    const { data } = await clientFor(s).auth.signUp({ email: uniqueEmail(), password: "correct1horse" });
    const token = data.session!.access_token;
    const forged = createClient(s.url, s.keys.publishableKey, {
      global: { headers: { Authorization: `Bearer ${token.slice(0, -4)}AAAA` } },
    });
    expect(await forged.rpc("conf_add", { a: 1 })).toMatchObject({ status: 401, error: { code: "PGRST301" } });
    const short = await startTestStandIn({ jwtExpiry: 1 });
    try {
      const session = (await clientFor(short).auth.signUp({ email: uniqueEmail(), password: "correct1horse" })).data
        .session!;
      await new Promise((r) => setTimeout(r, 2100));
      const expired = createClient(short.url, short.keys.publishableKey, {
        global: { headers: { Authorization: `Bearer ${session.access_token}` } },
      });
      expect(await expired.rpc("get_my_profile")).toMatchObject({
        status: 401,
        error: { code: "PGRST303", message: "JWT expired" },
      });
    } finally {
      await short.close();
    }
  });
});

describe("tables", () => {
  it("select, filter, order, single, insert, update and delete with RLS applied", async () => {
    await s.db.exec(`
      create table public.conf_items (id serial primary key, owner uuid not null default auth.uid(), title text not null, done boolean default false);
      alter table public.conf_items enable row level security;
      create policy "own rows" on public.conf_items for all to authenticated using (owner = auth.uid()) with check (owner = auth.uid());
    `);
    const { supabase } = await signedIn();
    const other = (await signedIn()).supabase;
    const inserted = await supabase
      .from("conf_items")
      .insert([{ title: "b" }, { title: "a" }])
      .select("id, title");
    expect(inserted.status).toBe(201);
    expect(inserted.data).toHaveLength(2);
    expect((await supabase.from("conf_items").insert({ title: "c" })).status).toBe(201);
    const list = await supabase.from("conf_items").select("title").order("title", { ascending: true });
    expect(list.data).toEqual([{ title: "a" }, { title: "b" }, { title: "c" }]);
    expect((await supabase.from("conf_items").select("title").in("title", ["a", "c"]).order("title")).data).toEqual([
      { title: "a" },
      { title: "c" },
    ]);
    expect((await supabase.from("conf_items").select("title").eq("title", "b").single()).data).toEqual({ title: "b" });
    expect((await supabase.from("conf_items").select("title").single()).error?.code).toBe("PGRST116");
    const updated = await supabase.from("conf_items").update({ done: true }).eq("title", "a").select("title, done");
    expect(updated.data).toEqual([{ title: "a", done: true }]);
    // The other user sees nothing and changes nothing.
    expect((await other.from("conf_items").select("*")).data).toEqual([]);
    expect((await other.from("conf_items").update({ title: "hacked" }).eq("title", "b").select()).data).toEqual([]);
    const forged = await other
      .from("conf_items")
      .insert({ title: "x", owner: (await supabase.auth.getUser()).data.user!.id });
    expect(forged).toMatchObject({ status: 403, error: { code: "42501" } });
    expect((await supabase.from("conf_items").delete().eq("title", "c")).status).toBe(204);
    expect((await supabase.from("conf_items").select("title", { head: false })).data).toHaveLength(2);
  });

  it("answers an unknown table with 404 PGRST205 and a hidden schema with 406 PGRST106", async () => {
    const anon = clientFor(s);
    expect(await anon.from("nope").select()).toMatchObject({ status: 404, error: { code: "PGRST205" } });
    const res = await fetch(`${s.url}/rest/v1/profiles`, {
      headers: { apikey: s.keys.publishableKey, "Accept-Profile": "auth" },
    });
    expect(res.status).toBe(406);
  });
});
