import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { readTicket, signTicket, ticketCookie } from "./live-ticket.server";

const env = { LIVE_TICKET_SECRET: "a-test-secret" };
const user = crypto.randomUUID();
const dashboard = crypto.randomUUID();

/** The socket's request, carrying the ticket as the browser sends its cookie. */
const withTicket = async (ticket: string) =>
  new Request("http://localhost/live", { headers: { Cookie: `other=1; ${await ticketCookie.serialize(ticket)}` } });

describe("live tickets", () => {
  it("hold for the person and the dashboard they were issued for, and say when", async () => {
    const before = Math.floor(Date.now() / 1000);
    const ticket = (await signTicket(env, user, dashboard))!;
    const issued = await readTicket(await withTicket(ticket), env, user, dashboard);
    expect(issued).toBeGreaterThanOrEqual(before);
    expect(issued).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
  });

  it("do not hold for someone else, another dashboard, another secret, when expired, or without a secret", async () => {
    const ticket = (await signTicket(env, user, dashboard))!;
    const request = await withTicket(ticket);
    expect(await readTicket(request, env, crypto.randomUUID(), dashboard)).toBeNull();
    expect(await readTicket(request, env, user, crypto.randomUUID())).toBeNull();
    expect(await readTicket(request, { LIVE_TICKET_SECRET: "another" }, user, dashboard)).toBeNull();
    expect(await readTicket(request, {}, user, dashboard)).toBeNull();
    expect(await signTicket({}, user, dashboard)).toBeNull();
    const expired = await new SignJWT({ dsh: dashboard })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(env.LIVE_TICKET_SECRET));
    expect(await readTicket(await withTicket(expired), env, user, dashboard)).toBeNull();
    expect(await readTicket(new Request("http://localhost/live"), env, user, dashboard)).toBeNull();
  });
});
