import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asRequest, openDatabase, type Db } from "../../local/supabase/db.ts";
import { testDatabase } from "../../local/supabase/test-helpers.ts";
import { call, createUsers, refused, sqlAs } from "./helpers.ts";

// Support tickets: anyone may send one through the function, nobody but the service role
// reads them, a double submit makes one, and five an hour per address or visitor is the most.
let db: Db;

beforeAll(async () => {
  db = await openDatabase(testDatabase());
});
afterAll(() => db.close());

const ticket = (over: Record<string, unknown> = {}) => ({
  p_email: `${crypto.randomUUID()}@Example.com`,
  p_subject: "  Sharing  ",
  p_message: "How do I invite my partner?",
  ...over,
});
const asService = <T>(sql: string, params: unknown[] = []) =>
  asRequest(
    db,
    { role: "service_role", claims: { role: "service_role" }, method: "POST", path: "/rpc", headers: {} },
    async (tx) => (await tx.query<T>(sql, params)).rows,
  );

describe("sending a ticket", () => {
  it("stores a visitor's ticket with a number, trimmed, the address in lower case", async () => {
    const args = ticket({ p_locale: "de" });
    const sent = await call(db, "anon", "create_support_ticket", args);
    expect(sent).toMatchObject({ email: args.p_email.toLowerCase(), created: true });
    expect(sent.number).toBeGreaterThan(0);
    const [row] = await asService<any>("select * from public.support_tickets where number = $1", [sent.number]);
    expect(row).toMatchObject({ subject: "Sharing", locale: "de", user_id: null });
  });

  it("uses the account's address when signed in, whatever the form says", async () => {
    const { ann } = (await createUsers(db, ["ann"])) as Record<string, { id: string; email: string }>;
    const sent = await call(db, ann!, "create_support_ticket", ticket({ p_email: "someone-else@example.com" }));
    expect(sent.email).toBe(ann!.email);
    const [row] = await asService<any>("select user_id from public.support_tickets where number = $1", [sent.number]);
    expect(row.user_id).toBe(ann!.id);
  });

  it("makes one ticket of a double submit", async () => {
    const args = ticket({ p_request_id: crypto.randomUUID() });
    const first = await call(db, "anon", "create_support_ticket", args);
    const again = await call(db, "anon", "create_support_ticket", args);
    expect(again).toEqual({ ...first, created: false });
  });

  it("refuses missing or overlong fields and a bad address", async () => {
    await expect(call(db, "anon", "create_support_ticket", ticket({ p_subject: " " }))).rejects.toMatchObject(
      refused("PT422", "subject_required"),
    );
    await expect(
      call(db, "anon", "create_support_ticket", ticket({ p_message: "x".repeat(5001) })),
    ).rejects.toMatchObject({ ...refused("PT422", "message_too_long"), hint: "5000" });
    await expect(
      call(db, "anon", "create_support_ticket", ticket({ p_email: "not-an-address" })),
    ).rejects.toMatchObject(refused("PT422", "email_invalid"));
    await expect(call(db, "anon", "create_support_ticket", ticket({ p_email: "" }))).rejects.toMatchObject(
      refused("PT422", "email_required"),
    );
  });

  it("allows five an hour per address and per visitor", async () => {
    const email = `${crypto.randomUUID()}@example.com`;
    for (let i = 0; i < 5; i++) await call(db, "anon", "create_support_ticket", ticket({ p_email: email }));
    await expect(call(db, "anon", "create_support_ticket", ticket({ p_email: email }))).rejects.toMatchObject({
      ...refused("PT429", "too_many_tickets"),
      hint: "5",
    });
    // The same visitor with other addresses.
    const client = crypto.randomUUID();
    for (let i = 0; i < 5; i++) await call(db, "anon", "create_support_ticket", ticket({ p_client_key: client }));
    await expect(call(db, "anon", "create_support_ticket", ticket({ p_client_key: client }))).rejects.toMatchObject(
      refused("PT429", "too_many_tickets"),
    );
    // An hour later the address may write again.
    await db.query(
      "update public.support_tickets set created_at = created_at - interval '61 minutes' where email = $1",
      [email],
    );
    await expect(call(db, "anon", "create_support_ticket", ticket({ p_email: email }))).resolves.toMatchObject({
      created: true,
    });
  });
});

describe("reading tickets", () => {
  it("is for the service role only: visitors and the sender see nothing", async () => {
    const { bo } = (await createUsers(db, ["bo"])) as Record<string, { id: string; email: string }>;
    await call(db, bo!, "create_support_ticket", ticket());
    await expect(sqlAs(db, bo!, "select * from public.support_tickets")).rejects.toMatchObject({ code: "42501" });
    await expect(sqlAs(db, "anon", "select * from public.support_tickets")).rejects.toMatchObject({ code: "42501" });
    expect((await asService<any>("select count(*)::int as n from public.support_tickets"))[0].n).toBeGreaterThan(0);
  });
});
