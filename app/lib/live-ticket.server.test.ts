import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { TICKET_SECONDS } from "./live";
import { issueTicket, readTicket, REUSE_SECONDS, signTicket, ticketCookie } from "./live-ticket.server";

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

  it("are handed out again for a minute after signing, with the seconds they have left", async () => {
    const me = crypto.randomUUID();
    const now = Math.floor(Date.now() / 1000);
    const first = (await issueTicket(env, me, dashboard, now))!;
    expect(first.maxAge).toBe(TICKET_SECONDS);
    const again = (await issueTicket(env, me, dashboard, now + REUSE_SECONDS - 1))!;
    expect(again.ticket).toBe(first.ticket);
    expect(again.maxAge).toBe(TICKET_SECONDS - REUSE_SECONDS + 1);
    // It still says when it was signed: the object refuses it after a later removal.
    expect(await readTicket(await withTicket(again.ticket), env, me, dashboard)).toBe(now);
    const later = (await issueTicket(env, me, dashboard, now + REUSE_SECONDS))!;
    expect(later.ticket).not.toBe(first.ticket);
    expect(later.maxAge).toBe(TICKET_SECONDS);
    expect(await readTicket(await withTicket(later.ticket), env, me, dashboard)).toBe(now + REUSE_SECONDS);
  });

  it("are never handed out to another person, for another dashboard, or under another secret", async () => {
    const me = crypto.randomUUID();
    const now = Math.floor(Date.now() / 1000);
    const mine = (await issueTicket(env, me, dashboard, now))!.ticket;
    const someoneElse = crypto.randomUUID();
    const theirs = (await issueTicket(env, someoneElse, dashboard, now))!.ticket;
    expect(await readTicket(await withTicket(theirs), env, someoneElse, dashboard)).toBe(now);
    expect(await readTicket(await withTicket(theirs), env, me, dashboard)).toBeNull();
    const elsewhere = crypto.randomUUID();
    const other = (await issueTicket(env, me, elsewhere, now))!.ticket;
    expect(await readTicket(await withTicket(other), env, me, elsewhere)).toBe(now);
    const rotated = { LIVE_TICKET_SECRET: "a-new-secret" };
    const underNew = (await issueTicket(rotated, me, dashboard, now))!.ticket;
    expect(underNew).not.toBe(mine);
    expect(await readTicket(await withTicket(underNew), rotated, me, dashboard)).toBe(now);
    const back = (await issueTicket(env, me, dashboard, now))!.ticket;
    expect(await readTicket(await withTicket(back), env, me, dashboard)).toBe(now);
    expect(await issueTicket({}, me, dashboard, now)).toBeNull();
  });
});
