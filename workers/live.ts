import {
  CLOSE_REMOVED,
  FOLLOW_SECONDS,
  LIVE_TICKET_HEADER,
  LIVE_USER_HEADER,
  TICKET_SECONDS,
  type LiveMessage,
  type LiveReminder,
} from "../app/lib/live";
import { LiveObject } from "./live-object";

/**
 * How long a removal is remembered: until every ticket issued before it has expired (a
 * minute more for clocks), after which the app asks the database anyway.
 */
const REMEMBER_REMOVAL_SECONDS = TICKET_SECONDS + 60;

/**
 * One dashboard's viewers (one object per dashboard, `idFromName(dashboardId)`). Sockets
 * use the hibernation API: the object may be evicted between messages and the sockets stay
 * open; each is tagged with its user, so a removed member's sockets can be closed. Pings
 * are answered without waking the object. The version counts changes, kept in storage,
 * with when each removed member was removed (live tickets issued before are refused), for
 * as long as such a ticket could still be valid, and the people whose /today follows the
 * dashboard (workers/person-live.ts), each until when.
 */
export class DashboardLive extends LiveObject {
  /** A viewer's socket; the app Worker has checked who they are and that they are a member. */
  async fetch(request: Request): Promise<Response> {
    const user = request.headers.get(LIVE_USER_HEADER);
    if (request.headers.get("Upgrade") !== "websocket" || !user) return new Response(null, { status: 400 });
    // Let in by a live ticket: not one issued before this person was removed (409: the app
    // Worker then asks the database).
    const issued = request.headers.get(LIVE_TICKET_HEADER);
    if (issued !== null) {
      const removedAt = await this.ctx.storage.get<number>(`removed:${user}`);
      if (removedAt !== undefined && removedAt >= Number(issued)) return new Response(null, { status: 409 });
    }
    return this.accept([user]);
  }

  /** Something changed: every viewer hears the new version, and so does every follower's /today. */
  async changed(tab: string | null = null): Promise<number> {
    const version = await this.announce(tab);
    await this.tellFollowers(tab);
    return version;
  }

  /**
   * A change to one member's own view of the dashboard (a star, their order, "Show done",
   * their day order): only that member's other pages reload, at the same version (nobody
   * else's page has missed anything). Answers how many sockets heard it.
   */
  async changedFor(userId: string, tab: string | null = null): Promise<number> {
    const message = JSON.stringify({ type: "changed", version: await this.version(), tab } satisfies LiveMessage);
    const sockets = this.ctx.getWebSockets(userId);
    for (const socket of sockets) {
      try {
        socket.send(message);
      } catch {
        // Closing already; its page reconnects or has gone.
      }
    }
    return sockets.length;
  }

  /** One of this dashboard's reminders goes now: its member's open pages of it hear it. */
  async remind(userId: string, reminder: LiveReminder): Promise<number> {
    return this.remindOn(this.ctx.getWebSockets(userId), reminder);
  }

  /**
   * A member's /today follows this dashboard: it hears each change for FOLLOW_SECONDS.
   * Refused (false) when they were removed after their page was read (`listedAt`, seconds).
   */
  async follow(userId: string, listedAt: number): Promise<boolean> {
    const removedAt = await this.ctx.storage.get<number>(`removed:${userId}`);
    if (removedAt !== undefined && removedAt >= listedAt) return false;
    await this.ctx.storage.put(`follower:${userId}`, Date.now() + FOLLOW_SECONDS * 1000);
    return true;
  }

  /** Their /today no longer lists this dashboard. */
  async unfollow(userId: string): Promise<void> {
    await this.ctx.storage.delete(`follower:${userId}`);
  }

  /** Passes a change on to the people following (forgetting those whose time has run out). */
  private async tellFollowers(tab: string | null) {
    const people = this.env.PERSON_LIVE as Env["PERSON_LIVE"] | undefined;
    if (!people) return;
    const now = Date.now();
    const followers = [...(await this.ctx.storage.list<number>({ prefix: "follower:" }))];
    const over = followers.filter(([, until]) => until <= now).map(([key]) => key);
    for (let i = 0; i < over.length; i += 128) await this.ctx.storage.delete(over.slice(i, i + 128));
    await Promise.allSettled(
      followers
        .filter(([, until]) => until > now)
        .map(([key]) => people.get(people.idFromName(key.slice("follower:".length))).changed(tab)),
    );
  }

  /**
   * A member was removed: their sockets close at once, with a code that stops reconnecting,
   * and their /today stops following (`dashboardId`: this object's, which it is not told).
   */
  async removed(userId: string, dashboardId: string | null = null): Promise<number> {
    // Live tickets issued until now no longer let them in (seconds, as a ticket's iat).
    await this.ctx.storage.put(`removed:${userId}`, Math.floor(Date.now() / 1000));
    await this.ctx.storage.delete(`follower:${userId}`);
    const people = this.env.PERSON_LIVE as Env["PERSON_LIVE"] | undefined;
    // Best effort: the sockets below must close whatever happens to the person's object.
    if (people && dashboardId)
      await people
        .get(people.idFromName(userId))
        .left(dashboardId)
        .catch(() => {});
    if ((await this.ctx.storage.getAlarm()) === null)
      await this.ctx.storage.setAlarm(Date.now() + REMEMBER_REMOVAL_SECONDS * 1000);
    const sockets = this.ctx.getWebSockets(userId);
    const message = JSON.stringify({ type: "removed" } satisfies LiveMessage);
    for (const socket of sockets) {
      try {
        socket.send(message);
        socket.close(CLOSE_REMOVED, "removed");
      } catch {
        // Closed already.
      }
    }
    return sockets.length;
  }

  async alarm() {
    await this.forgetRemovals();
  }

  /**
   * Forgets the removals older than any ticket they could refuse, so a dashboard's storage
   * does not grow with every member ever removed; while some remain, the next alarm is set
   * for the oldest. Returns how many were forgotten (`now` for tests).
   */
  async forgetRemovals(now = Date.now()): Promise<number> {
    const cutoff = Math.floor(now / 1000) - REMEMBER_REMOVAL_SECONDS;
    const removals = [...(await this.ctx.storage.list<number>({ prefix: "removed:" }))];
    const stale = removals.filter(([, at]) => at <= cutoff).map(([key]) => key);
    // At most 128 keys per delete.
    for (let i = 0; i < stale.length; i += 128) await this.ctx.storage.delete(stale.slice(i, i + 128));
    const kept = removals.filter(([, at]) => at > cutoff).map(([, at]) => at);
    if (kept.length) await this.ctx.storage.setAlarm((Math.min(...kept) + REMEMBER_REMOVAL_SECONDS + 1) * 1000);
    return stale.length;
  }

  /** How many viewers are connected (for tests and the benchmark). */
  async viewers(): Promise<number> {
    return this.ctx.getWebSockets().length;
  }
}
