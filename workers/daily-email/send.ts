import type { SupabaseClient } from "@supabase/supabase-js";
import { MAIL_BATCH_SIZE, postMails, type MailEnv, type OutgoingMail } from "../../app/lib/mail-api";
import type { LiveReminder } from "../../app/lib/live";
import { plainText } from "../../app/lib/rich-text";
import type { DashboardLive } from "../live";
import type { PersonLive } from "../person-live";
import type { SecretDatabaseEnv } from "../secret-database";
import { composeDailyEmail, type DailyEmail } from "./compose";
import { composeReminder, type Reminder } from "./compose-reminder";
import { composeSignInAlert, type SignInAlert } from "./compose-sign-in";

export interface DailyEmailEnv extends MailEnv, SecretDatabaseEnv {
  /** Where the email's links go. */
  SITE_URL: string;
  /** The app Worker's live objects (by its script's name): a reminder reaches open pages too. */
  DASHBOARD_LIVE?: DurableObjectNamespace<DashboardLive>;
  PERSON_LIVE?: DurableObjectNamespace<PersonLive>;
}

/** A run sends at most this many batches of each kind: the rest wait for the next run. */
const MAX_BATCHES = 20;

export interface RunReport {
  sent: number;
  failed: number;
}

/**
 * Claims due emails a batch at a time, sends each batch in one request, and gives a batch
 * back when it could not be sent (the next run tries again while its window lasts). Stops
 * when a claim comes back short.
 */
async function drain<T>(
  env: DailyEmailEnv,
  claim: () => Promise<{ claimed: number; items: T[] }>,
  /** Null: nothing to send for this one (it is done all the same). */
  compose: (item: T) => OutgoingMail | null,
  release: (items: T[]) => Promise<void>,
  afterSending: (items: T[]) => Promise<void> = async () => {},
): Promise<RunReport> {
  const report: RunReport = { sent: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const { claimed, items } = await claim();
    let mails: OutgoingMail[];
    try {
      mails = items.map(compose).filter((mail) => mail !== null);
    } catch (error) {
      // Unsent is not sent: the claims go back before the run fails.
      await release(items);
      throw error;
    }
    const sent = await postMails(env, mails);
    if (!sent) {
      report.failed += items.length;
      await release(items);
      // The email API is down: later batches would fail the same way.
      break;
    }
    report.sent += items.length;
    await afterSending(items);
    // Fewer claimed than asked: nobody else is due.
    if (claimed < MAIL_BATCH_SIZE) break;
  }
  return report;
}

/** One run's daily emails (decision 034). */
export function sendDueDailyEmails(env: DailyEmailEnv, db: SupabaseClient, now: Date = new Date()) {
  return drain<DailyEmail>(
    env,
    async () => {
      const { data, error } = await db.rpc("claim_daily_emails", {
        p_limit: MAIL_BATCH_SIZE,
        p_now: now.toISOString(),
      });
      if (error) throw new Error(`daily email: claiming failed (${error.code}): ${error.message}`);
      const { claimed, emails } = data as { claimed: number; emails: DailyEmail[] };
      return { claimed, items: emails };
    },
    (mail) => composeDailyEmail(mail, env.SITE_URL),
    async (mails) => {
      // Each day's claims go back together (one call per day: people in different zones differ).
      const byDay = new Map<string, string[]>();
      for (const m of mails) byDay.set(m.day, [...(byDay.get(m.day) ?? []), m.user_id]);
      for (const [day, users] of byDay) {
        const { error } = await db.rpc("release_daily_emails", { p_users: users, p_day: day });
        if (error) console.error("daily email: releasing failed", error.code);
      }
    },
  );
}

/** One run's reminders (decision 074): each due one once, within the hour after its moment. */
export function sendDueReminders(env: DailyEmailEnv, db: SupabaseClient, now: Date = new Date()) {
  return drain<Reminder>(
    env,
    async () => {
      const { data, error } = await db.rpc("claim_reminders", { p_limit: MAIL_BATCH_SIZE, p_now: now.toISOString() });
      if (error) throw new Error(`reminders: claiming failed (${error.code}): ${error.message}`);
      const { claimed, reminders } = data as { claimed: number; reminders: Reminder[] };
      return { claimed, items: reminders };
    },
    (reminder) => composeReminder(reminder, env.SITE_URL),
    async (reminders) => {
      const { error } = await db.rpc("release_reminders", {
        p_objectives: reminders.map((r) => r.objective.id),
        p_users: reminders.map((r) => r.user_id),
      });
      if (error) console.error("reminders: releasing failed", error.code);
    },
    (reminders) => tellOpenPages(env, reminders),
  );
}

/**
 * Sent reminders reach their people's open pages too, as a toast (decision 074): the pages
 * of the objective's dashboard (its live object tells only that member's sockets) and their
 * /today and notifications (their own object). Best effort: the email has gone already.
 */
export async function tellOpenPages(env: DailyEmailEnv, reminders: Reminder[]): Promise<void> {
  const { DASHBOARD_LIVE: dashboards, PERSON_LIVE: people } = env;
  const told = reminders.flatMap((r) => {
    const reminder: LiveReminder = {
      objective: r.objective.id,
      dashboard: r.dashboard.id,
      title: plainText(r.objective.title),
      at: r.at,
    };
    return [
      dashboards?.get(dashboards.idFromName(r.dashboard.id)).remind(r.user_id, reminder),
      people?.get(people.idFromName(r.user_id)).remind(reminder),
    ];
  });
  const results = await Promise.allSettled(told.filter((call) => call !== undefined));
  const failed = results.filter((r) => r.status === "rejected").length;
  if (failed) console.error(`reminders: ${failed} of ${results.length} open-page notices failed`);
}

/**
 * One run's new-device emails (decision 082): the accounts signed in lately, each with the
 * browsers it knew before; an email only for those with a device it did not know.
 */
export function sendSignInAlerts(env: DailyEmailEnv, db: SupabaseClient, now: Date = new Date()) {
  const at = now.toISOString();
  return drain<SignInAlert>(
    env,
    async () => {
      const { data, error } = await db.rpc("claim_sign_in_alerts", { p_limit: MAIL_BATCH_SIZE, p_now: at });
      if (error) throw new Error(`sign-in alerts: claiming failed (${error.code}): ${error.message}`);
      const { claimed, alerts } = data as { claimed: number; alerts: SignInAlert[] };
      return { claimed, items: alerts };
    },
    (alert) => composeSignInAlert(alert, env.SITE_URL),
    async (alerts) => {
      const { error } = await db.rpc("release_sign_in_alerts", { p_users: alerts.map((a) => a.user_id), p_at: at });
      if (error) console.error("sign-in alerts: releasing failed", error.code);
    },
  );
}
