import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asRequest, openDatabase, queryAsRequest, sqlLiteral, type Db, type RequestSettings } from "../db.ts";
import { testDatabase } from "../test-helpers.ts";

// A request's statement sent in one round trip with its settings (queryAsRequest, what every
// /rest/v1/rpc call uses) must run exactly as asRequest's transaction does: same role, same
// settings, read-only when asked, nothing left behind, and rolled back whole on an error.
let db: Db;
beforeAll(async () => {
  db = await openDatabase(testDatabase({ migrate: false }));
  await db.exec(
    "create table public.probe (n int); grant insert, select on public.probe to authenticated, anon; alter table public.probe enable row level security; create policy probe_all on public.probe for all to authenticated using (true) with check (true)",
  );
});
afterAll(() => db?.close());

const claims = { sub: "7d3c6a0e-3f8e-4a51-9d43-2a4b1c0d5e6f", role: "authenticated", email: "o'neil@example.com" };
const request = (overrides: Partial<RequestSettings> = {}): RequestSettings => ({
  role: "authenticated",
  claims,
  method: "POST",
  path: "/rpc/probe",
  headers: { "user-agent": "it's a test" },
  ...overrides,
});

const PROBE = `select current_user as role, current_setting('search_path') as search_path,
  current_setting('request.jwt.claims') as claims, current_setting('request.headers') as headers,
  current_setting('statement_timeout') as timeout, current_setting('transaction_read_only') as read_only`;

describe("one request in one round trip", () => {
  it("runs as the same role with the same settings as asRequest", async () => {
    for (const readOnly of [false, true]) {
      const settings = request({ readOnly });
      const inTransaction = await asRequest(db, settings, async (tx) => (await tx.query(PROBE)).rows);
      const inOne = await queryAsRequest<{ claims: string }>(db, settings, PROBE);
      expect(inOne).toEqual(inTransaction);
      expect(inOne[0]).toMatchObject({ role: "authenticated", read_only: readOnly ? "on" : "off" });
      expect(JSON.parse(inOne[0]!.claims)).toEqual(claims);
    }
    const anon = await queryAsRequest(db, request({ role: "anon", claims: { role: "anon" } }), PROBE);
    expect(anon[0]).toMatchObject({ role: "anon", timeout: "3s" });
  });

  it("takes literals as written, quotes included", async () => {
    const text = `it's "quoted" \\ back\\slash, 日本語, ${"x".repeat(2000)}`;
    const rows = await queryAsRequest<{ t: string }>(db, request(), `select ${sqlLiteral(text)} as t`);
    expect(rows).toEqual([{ t: text }]);
  });

  it("writes, refuses writes when read-only, and keeps nothing of a failed request", async () => {
    await queryAsRequest(db, request(), "insert into public.probe values (1)");
    await expect(
      queryAsRequest(db, request({ readOnly: true }), "insert into public.probe values (2)"),
    ).rejects.toMatchObject({ code: "25006" });
    await expect(
      queryAsRequest(db, request(), "with w as (insert into public.probe values (3) returning n) select n / 0 from w"),
    ).rejects.toMatchObject({ code: "22012" });
    expect((await db.query("select n from public.probe order by n")).rows).toEqual([{ n: 1 }]);
    // The next statement on the connection runs as it was before: no role, no request settings.
    const after = await db.query<{ role: string; claims: string | null }>(
      "select current_user as role, nullif(current_setting('request.jwt.claims', true), '') as claims",
    );
    expect(after.rows).toEqual([{ role: "supabase_admin", claims: null }]);
  });

  it("applies the role's statement timeout to the statement", async (ctx) => {
    // PGlite has no timers to interrupt a query with; the servers do.
    if (db.kind === "pglite") ctx.skip();
    const started = Date.now();
    await expect(
      queryAsRequest(db, request({ role: "anon", claims: { role: "anon" } }), "select pg_sleep(10)"),
    ).rejects.toMatchObject({ code: "57014" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(Date.now() - started).toBeLessThan(6000);
  });
});
