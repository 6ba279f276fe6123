import type { SupabaseClient } from "@supabase/supabase-js";
import { MAIL_BATCH_SIZE, postMails, type MailEnv, type OutgoingMail } from "../../app/lib/mail-api";
import type { SecretDatabaseEnv } from "../secret-database";
import { composeDailyEmail, type DailyEmail } from "./compose";
import { composeReminder, type Reminder } from "./compose-reminder";

export interface DailyEmailEnv extends MailEnv, SecretDatabaseEnv {
  /** Where the email's links go. */
  SITE_URL: string;
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
  compose: (item: T) => OutgoingMail,
  release: (items: T[]) => Promise<void>,
): Promise<RunReport> {
  const report: RunReport = { sent: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const { claimed, items } = await claim();
    let mails: OutgoingMail[];
    try {
      mails = items.map(compose);
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
  );
}
