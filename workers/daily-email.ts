import { withSecurityHeaders } from "../app/lib/security.server";
import { receiveEmail } from "./daily-email/receive";
import { sendDueDailyEmails, sendDueReminders, sendSignInAlerts, type DailyEmailEnv } from "./daily-email/send";
import { secretDatabase } from "./secret-database";

/**
 * The daily-email Worker, deployed on its own (workers/daily-email.wrangler.toml) because it
 * holds the Supabase secret key, which the app's Worker never has. A cron trigger runs it
 * every minute: reminders are set to the minute (decision 074), and the daily email's hour
 * comes in every zone, offset by 15, 30 or 45 minutes or not (decision 034). It has no URL
 * of its own beyond a 404. It also emails a new device's sign-in (decision 082), and it
 * receives mail: Cloudflare Email Routing gives it what is sent to add-by-email addresses
 * (decision 075).
 */
export default {
  async fetch(request: Request, env: DailyEmailEnv): Promise<Response> {
    return withSecurityHeaders(new Response("Not found", { status: 404 }), request, "", env);
  },
  async scheduled(controller: ScheduledController, env: DailyEmailEnv): Promise<void> {
    const db = secretDatabase(env);
    const now = new Date(controller.scheduledTime);
    // Every kind at once; one failing does not keep the others from going.
    const kinds = ["reminders", "daily email", "sign-in alerts"] as const;
    const results = await Promise.allSettled([
      sendDueReminders(env, db, now),
      sendDueDailyEmails(env, db, now),
      sendSignInAlerts(env, db, now),
    ]);
    for (const [i, result] of results.entries()) {
      const kind = kinds[i];
      if (result.status === "fulfilled" && (result.value.sent || result.value.failed))
        console.log(`${kind}:`, JSON.stringify(result.value));
    }
    const failed = results.find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
  },
  async email(message: ForwardableEmailMessage, env: DailyEmailEnv): Promise<void> {
    const received = await receiveEmail(message, env, secretDatabase(env));
    console.log("add by email:", received);
  },
} satisfies ExportedHandler<DailyEmailEnv>;
