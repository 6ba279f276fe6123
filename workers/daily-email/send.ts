import type { SupabaseClient } from "@supabase/supabase-js";
import { MAIL_BATCH_SIZE, postMails, type MailEnv, type OutgoingMail } from "../../app/lib/mail-api";
import type { SecretDatabaseEnv } from "../secret-database";
import { composeDailyEmail, type DailyEmail } from "./compose";

export interface DailyEmailEnv extends MailEnv, SecretDatabaseEnv {
  /** Where the email's links go. */
  SITE_URL: string;
}

/** A run sends at most this many batches: the rest wait a quarter of an hour for the next run. */
const MAX_BATCHES = 20;

export interface RunReport {
  sent: number;
  failed: number;
}

/**
 * One run: claims the due emails a batch at a time, sends each batch in one request, and
 * gives a batch back to the queue when it could not be sent (the next run tries again
 * while the person's window lasts). Stops when a claim comes back short.
 */
export async function sendDueDailyEmails(
  env: DailyEmailEnv,
  db: SupabaseClient,
  now: Date = new Date(),
): Promise<RunReport> {
  const report: RunReport = { sent: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const { data, error } = await db.rpc("claim_daily_emails", { p_limit: MAIL_BATCH_SIZE, p_now: now.toISOString() });
    if (error) throw new Error(`daily email: claiming failed (${error.code}): ${error.message}`);
    const { claimed, emails } = data as { claimed: number; emails: DailyEmail[] };
    let mails: OutgoingMail[];
    try {
      mails = emails.map((mail) => composeDailyEmail(mail, env.SITE_URL));
    } catch (error) {
      // Unsent is not sent: the claims go back before the run fails.
      await release(db, emails);
      throw error;
    }
    const sent = await postMails(env, mails);
    if (!sent) {
      report.failed += emails.length;
      await release(db, emails);
      // The email API is down: later batches would fail the same way.
      break;
    }
    report.sent += emails.length;
    // Fewer claimed than asked: nobody else is due.
    if (claimed < MAIL_BATCH_SIZE) break;
  }
  return report;
}

/** Each day's claims go back together (one call per day: people in different zones differ). */
async function release(db: SupabaseClient, mails: DailyEmail[]) {
  const byDay = new Map<string, string[]>();
  for (const m of mails) byDay.set(m.day, [...(byDay.get(m.day) ?? []), m.user_id]);
  for (const [day, users] of byDay) {
    const { error } = await db.rpc("release_daily_emails", { p_users: users, p_day: day });
    if (error) console.error("daily email: releasing failed", error.code);
  }
}
