import { rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { startTestStandIn } from "../../local/supabase/test-helpers.ts";
import type { StandIn } from "../../local/supabase/server.ts";
import { bundleWorker } from "./bundle.ts";

/** The daily-email Worker in workerd (Miniflare), with what it talks to. */
export interface MailWorker {
  supabase: StandIn;
  mf: Miniflare;
  /** Each request the email API was sent (Resend's protocol): its Authorization and emails. */
  received: { auth: string; emails: any[] }[];
  /** How many of the next requests the email API fails with a 500. */
  failNext: number;
  close(): Promise<void>;
}

/**
 * The daily-email Worker as workerd runs it, against a fresh Supabase stand-in and an email
 * API that records what it is sent and can be made to fail; its cron and email triggers are
 * fired by the tests (`unsafeTriggerHandlers` opens workerd's local trigger routes).
 */
export async function startMailWorker(site: string, name: string): Promise<MailWorker> {
  const supabase = await startTestStandIn();
  const worker = { supabase, received: [], failNext: 0 } as unknown as MailWorker;
  const mailApi = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      if (worker.failNext > 0) {
        worker.failNext--;
        res.writeHead(500).end('{"statusCode":500,"name":"internal_server_error"}');
        return;
      }
      const emails = JSON.parse(body);
      worker.received.push({ auth: String(req.headers.authorization), emails });
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ data: emails.map(() => ({ id: crypto.randomUUID() })) }));
    });
  });
  await new Promise<void>((r) => mailApi.listen(0, "127.0.0.1", r));
  const { dir, bundle } = await bundleWorker(path.join(import.meta.dirname, "..", "daily-email.ts"), name);
  worker.mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      modulesRoot: dir,
      scriptPath: bundle,
      compatibilityDate: "2026-10-01",
      compatibilityFlags: ["nodejs_compat"],
      unsafeTriggerHandlers: true,
      bindings: {
        SUPABASE_URL: supabase.url,
        SUPABASE_SECRET_KEY: supabase.keys.secretKey,
        SITE_URL: site,
        MAIL_API_URL: `http://127.0.0.1:${(mailApi.address() as AddressInfo).port}`,
        MAIL_API_KEY: "re_test",
        MAIL_FROM: "Planner <planner@example.com>",
      },
    }),
  );
  await worker.mf.ready;
  worker.close = async () => {
    await worker.mf.dispose();
    await new Promise((r) => mailApi.close(r));
    await supabase.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return worker;
}
