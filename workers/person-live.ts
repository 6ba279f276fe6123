import { LIVE_USER_HEADER, RENEW_SECONDS, type LiveReminder } from "../app/lib/live";
import { LiveObject } from "./live-object";

/** What a person's /today listed last: the dashboards the database named theirs, and when. */
interface Watching {
  user: string;
  dashboards: string[];
  /** When the page was read (seconds): a dashboard that removed them since refuses to be followed. */
  listedAt: number;
  /** When the dashboards were last asked to pass their changes on (milliseconds). */
  renewedAt: number;
}

/**
 * One person's /today (one object per person, `idFromName(userId)`): the page spans their
 * dashboards, so instead of a socket per dashboard it holds one to this object, which asks
 * each dashboard it lists to pass its changes on (`DashboardLive.follow`, for
 * FOLLOW_SECONDS, asked again every RENEW_SECONDS while a page is open) and tells the
 * page's sockets "changed" as a dashboard's own viewers are told. The list comes from the
 * /today page's database answer (`watch`), never from the browser; a dashboard that has
 * removed the person since refuses, and says so when it removes them (`left`).
 */
export class PersonLive extends LiveObject {
  /** A /today socket; the app Worker has checked who they are (this is their own object). */
  async fetch(request: Request): Promise<Response> {
    const user = request.headers.get(LIVE_USER_HEADER);
    if (request.headers.get("Upgrade") !== "websocket" || !user) return new Response(null, { status: 400 });
    const socket = await this.accept();
    await this.renew(false);
    return socket;
  }

  /** The dashboards a /today page of `user` listed when it was read (`listedAt`, seconds). */
  async watch(user: string, dashboards: string[], listedAt: number): Promise<void> {
    const before = await this.watching();
    const dropped = (before?.dashboards ?? []).filter((id) => !dashboards.includes(id));
    const same = before !== null && dropped.length === 0 && dashboards.length === before.dashboards.length;
    await this.ctx.storage.put("watching", {
      user,
      dashboards,
      listedAt,
      renewedAt: same ? before.renewedAt : 0,
    } satisfies Watching);
    await Promise.allSettled(dropped.map((id) => this.dashboard(id).unfollow(user)));
    if (!same) await this.renew(false);
  }

  /** A followed dashboard changed: every open /today page hears the new version. */
  async changed(tab: string | null = null): Promise<number> {
    return this.announce(tab);
  }

  /** One of this person's reminders goes now: their open /today and notifications pages hear it. */
  async remind(reminder: LiveReminder): Promise<number> {
    return this.remindOn(this.ctx.getWebSockets(), reminder);
  }

  /** A dashboard removed this person: it is no longer followed, until a page lists it again. */
  async left(dashboardId: string): Promise<void> {
    const watching = await this.watching();
    if (!watching?.dashboards.includes(dashboardId)) return;
    watching.dashboards = watching.dashboards.filter((id) => id !== dashboardId);
    await this.ctx.storage.put("watching", watching);
  }

  /** While a page is open, the dashboards are asked again before they stop passing changes on. */
  async alarm() {
    if (this.ctx.getWebSockets().length > 0) await this.renew(true);
  }

  /** What is followed, for tests. */
  async following(): Promise<string[]> {
    return (await this.watching())?.dashboards ?? [];
  }

  /**
   * Asks each listed dashboard to pass its changes on, unless that was done within
   * RENEW_SECONDS (`force`: the alarm's turn), and keeps the alarm set while pages are open.
   * A dashboard that refuses (it removed this person after the list was read) is dropped.
   */
  private async renew(force: boolean) {
    const watching = await this.watching();
    const open = this.ctx.getWebSockets().length > 0;
    if (!watching || !open) return;
    const now = Date.now();
    if (force || now - watching.renewedAt >= RENEW_SECONDS * 1000) {
      const answers = await Promise.allSettled(
        watching.dashboards.map((id) => this.dashboard(id).follow(watching.user, watching.listedAt)),
      );
      const refused = new Set(
        watching.dashboards.filter((_, i) => {
          const answer = answers[i]!;
          return answer.status === "fulfilled" && !answer.value;
        }),
      );
      watching.dashboards = watching.dashboards.filter((id) => !refused.has(id));
      watching.renewedAt = now;
      await this.ctx.storage.put("watching", watching);
    }
    if (force || (await this.ctx.storage.getAlarm()) === null)
      await this.ctx.storage.setAlarm(watching.renewedAt + RENEW_SECONDS * 1000);
  }

  private dashboard(id: string) {
    return this.env.DASHBOARD_LIVE.get(this.env.DASHBOARD_LIVE.idFromName(id));
  }

  private async watching(): Promise<Watching | null> {
    return (await this.ctx.storage.get<Watching>("watching")) ?? null;
  }
}
