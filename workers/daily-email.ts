import { withSecurityHeaders } from "../app/lib/security.server";
import { sendDueDailyEmails, type DailyEmailEnv } from "./daily-email/send";
import { secretDatabase } from "./secret-database";

/**
 * The daily-email Worker, deployed on its own (workers/daily-email.wrangler.toml) because it
 * holds the Supabase secret key, which the app's Worker never has. A cron trigger runs it
 * every quarter of an hour (time zones are offset by 15, 30 or 45 minutes); it has no URL
 * of its own beyond a 404 (decision 034).
 */
export default {
  async fetch(request: Request, env: DailyEmailEnv): Promise<Response> {
    return withSecurityHeaders(new Response("Not found", { status: 404 }), request, "", env);
  },
  async scheduled(controller: ScheduledController, env: DailyEmailEnv): Promise<void> {
    const report = await sendDueDailyEmails(env, secretDatabase(env), new Date(controller.scheduledTime));
    if (report.sent || report.failed) console.log("daily email:", JSON.stringify(report));
  },
} satisfies ExportedHandler<DailyEmailEnv>;
