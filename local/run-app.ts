import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startPostgres, type PostgresServer } from "./supabase/postgres-server.ts";
import { startStandIn, type StandIn } from "./supabase/server.ts";
import { LOCAL_WEBHOOK_SECRET, startStripeStandIn, type StripeStandIn } from "./stripe/server.ts";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface RunOptions {
  appPort: number;
  supabasePort: number;
  /** The Stripe stand-in's port; the billing Worker listens on appPort + 1. */
  stripePort: number;
  dataDir: string;
  fresh?: boolean;
  build?: boolean;
  /** Print workerd's output as it comes (npm start with START_VERBOSE). */
  verbose?: boolean;
  /** Append every Worker's output (stdout and stderr, wrangler's debug log) to this file. */
  logFile?: string;
  /**
   * Where the app is built and workerd keeps its state: `build` for `npm start`; the test
   * suite passes its own (PLANNER_BUILD_DIR), so it never touches a running `npm start`.
   */
  buildDir?: string;
  /**
   * Where workerd keeps the Workers' state (Durable Objects, caches): beside the build by
   * default. Deployments of different builds that share one keep their objects' storage, as
   * Cloudflare does (tests/e2e/new-build.test.ts).
   */
  stateDir?: string;
  /**
   * The database behind the stand-in: embedded PGlite in `dataDir` (default), "postgres" for
   * a PostgreSQL 17 server kept beside it (`npm start -- --postgres`), or a superuser URL of
   * any server (SUPABASE_DB_URL).
   */
  database?: "pglite" | "postgres" | { url: string };
  /** More Worker variables, e.g. SERVER_TIMING for the benchmark. */
  extraVars?: Record<string, string>;
  /**
   * Also run the daily-email Worker on appPort + 2, its cron fired every minute
   * (`npm start` and the end-to-end tests; off for the benchmark).
   */
  dailyEmail?: boolean;
  /**
   * The time zone the app's requests come from (`request.cf.timezone`, the app's today for
   * anyone who has not chosen one): this machine's own by default, where Miniflare would say
   * Austin's. The end-to-end suite picks one where it is midday (playwright.config.ts).
   */
  timeZone?: string;
}

export interface RunningApp {
  appUrl: string;
  standIn: StandIn;
  stripe: StripeStandIn;
  /** The billing Worker's public URL (Stripe's webhooks go to /webhooks/stripe). */
  billingUrl: string;
  /**
   * The daily-email Worker's URL when it runs: `GET {url}/cdn-cgi/handler/scheduled?time={ms}`
   * fires its cron as at that moment.
   */
  dailyEmailUrl: string | undefined;
  /** "PGlite" or the PostgreSQL server's version, for the banner. */
  database: string;
  /** The app Worker's DevTools inspector (wrangler's), for profiles. */
  inspectorPort: number;
  /** The app's `wrangler dev` process, parent of its workerd processes (the benchmark's CPU split). */
  appPid: number | undefined;
  stop(): Promise<void>;
  exited: Promise<number>;
}

/**
 * The whole product as `npm start` runs it: the Supabase stand-in, a production build of
 * the app, and workerd (`wrangler dev` on the built output) with the stand-in's keys.
 */
export async function runApp(options: RunOptions): Promise<RunningApp> {
  const dataDir = path.resolve(root, options.dataDir);
  const appUrl = `http://localhost:${options.appPort}`;
  if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
  let postgres: PostgresServer | undefined;
  let url: string | undefined;
  if (options.database === "postgres") {
    postgres = await startPostgres({ major: 17, dataDir: path.join(dataDir, "postgres") });
    url = postgres.url;
  } else if (typeof options.database === "object") {
    url = options.database.url;
  }
  const standIn = await startStandIn({
    dataDir,
    port: options.supabasePort,
    config: { siteUrl: appUrl },
    database: url ? { url } : {},
  }).catch(async (error) => {
    await postgres?.stop();
    throw error;
  });
  const billingUrl = `http://localhost:${options.appPort + 1}`;
  const stripe = await startStripeStandIn({
    port: options.stripePort,
    dataDir,
    webhooks: [{ url: `${billingUrl}/webhooks/stripe`, secret: LOCAL_WEBHOOK_SECRET }],
    // STRIPE_WEBHOOK_CHAOS=1: some events twice, all in shuffled order, as Stripe may.
    chaos: process.env.STRIPE_WEBHOOK_CHAOS === "1",
  });
  const billingVars = {
    SUPABASE_URL: standIn.url,
    SUPABASE_SECRET_KEY: standIn.keys.secretKey,
    STRIPE_API_URL: stripe.url,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
  };
  const vars = {
    SUPABASE_URL: standIn.url,
    // Stripe's hosted pages are on the stand-in's origin: forms may be redirected there.
    STRIPE_PAGES_URL: stripe.url,
    SUPABASE_PUBLISHABLE_KEY: standIn.keys.publishableKey,
    SITE_URL: appUrl,
    // The app's own emails go to the stand-in's mailbox through the Resend protocol.
    MAIL_API_URL: `${standIn.url}/__resend`,
    MAIL_API_KEY: "re_local",
    // Signs live tickets (app/lib/live-ticket.server.ts); a new one each start.
    LIVE_TICKET_SECRET: randomBytes(32).toString("base64url"),
    ...options.extraVars,
  };
  const buildDir = options.buildDir ?? "build";
  const ownBuild = buildDir !== "build";
  // For `npm run dev` (Vite reads .dev.vars); wrangler below gets the same as --var.
  if (!ownBuild)
    writeFileSync(
      path.join(root, ".dev.vars"),
      Object.entries(vars)
        .map(([k, v]) => `${k}=${v}`)
        .join("\n") + "\n",
    );
  if (options.build !== false) {
    const build = spawnSync("react-router", ["build"], {
      cwd: root,
      stdio: options.verbose === false ? "ignore" : "inherit",
      env: { ...process.env, PLANNER_BUILD_DIR: buildDir },
    });
    if (build.status !== 0) {
      await standIn.close();
      await postgres?.stop();
      throw new Error("react-router build failed");
    }
  }
  // Both Workers find each other (the app's BILLING service binding) through a dev
  // registry of their own, so a test run never binds to a running `npm start`.
  const registry = path.join(root, ownBuild ? buildDir : ".wrangler", "registry");
  // Miniflare reads `request.cf` from this file (fresh, so never older than its 30 days)
  // instead of fetching Cloudflare's, which it cannot here: no 3-second wait, no warning.
  const stateRoot = path.join(root, ownBuild ? buildDir : ".wrangler");
  mkdirSync(stateRoot, { recursive: true });
  const cfPath = path.join(stateRoot, "cf.json");
  writeFileSync(cfPath, JSON.stringify(localCf(options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone)));
  const log = options.logFile ? createWriteStream(options.logFile, { flags: "a" }) : undefined;
  const startWorker = (config: string, port: number, state: string, workerVars: Record<string, string>) => {
    const child: ChildProcess = spawn(
      "wrangler",
      [
        "dev",
        "--config",
        config,
        "--persist-to",
        path.join(options.stateDir ?? (ownBuild ? buildDir : ".wrangler"), state),
        "--port",
        String(port),
        "--inspector-port",
        String(port + 10000),
        "--show-interactive-dev-session=false",
        ...Object.entries(workerVars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
      ],
      {
        cwd: root,
        stdio: ["ignore", "pipe", log ? "pipe" : options.verbose ? "inherit" : "ignore"],
        env: {
          ...process.env,
          WRANGLER_SEND_METRICS: "false",
          WRANGLER_REGISTRY_PATH: registry,
          CLOUDFLARE_CF_FETCH_PATH: cfPath,
          ...(log ? { WRANGLER_LOG: "debug", FORCE_COLOR: "0" } : {}),
        },
      },
    );
    const name = path.basename(config);
    const toLog = (text: string) =>
      log && !log.writableEnded && log.write(`[${name} ${new Date().toISOString()}] ${text}`);
    child.stderr?.on("data", (chunk: Buffer) => toLog(chunk.toString()));
    child.stdout!.on("data", (chunk: Buffer) => toLog(chunk.toString()));
    child.on("exit", (code, signal) => toLog(`exited ${code ?? signal}\n`));
    const exited = new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => {
        const text = chunk.toString();
        // Invitation tokens stay out of logs, even the local request log.
        if (options.verbose) process.stdout.write(text.replace(/\/invitations\/[\w-]{20,}/g, "/invitations/[token]"));
        if (text.includes("Ready on")) resolve();
      });
      void exited.then((code) => reject(new Error(`wrangler (${config}) exited with ${code}`)));
    });
    return { child, exited, ready };
  };
  const billing = startWorker("workers/billing.wrangler.toml", options.appPort + 1, "billing-state", billingVars);
  // The build's own config, not the redirect in .wrangler/deploy that every build rewrites.
  const app = startWorker(path.join(buildDir, "server", "wrangler.json"), options.appPort, "state", vars);
  const dailyEmailUrl = options.dailyEmail ? `http://localhost:${options.appPort + 2}` : undefined;
  const dailyEmail = options.dailyEmail
    ? startWorker("workers/daily-email.wrangler.toml", options.appPort + 2, "daily-email-state", {
        SUPABASE_URL: standIn.url,
        SUPABASE_SECRET_KEY: standIn.keys.secretKey,
        SITE_URL: appUrl,
        MAIL_API_URL: vars.MAIL_API_URL,
        MAIL_API_KEY: vars.MAIL_API_KEY,
      })
    : undefined;
  const workers = [app, billing, ...(dailyEmail ? [dailyEmail] : [])];
  const exited = Promise.race(workers.map((w) => w.exited));
  try {
    await Promise.all(workers.map((w) => w.ready));
  } catch (error) {
    for (const w of workers) w.child.kill("SIGTERM");
    await stripe.close();
    await standIn.close();
    await postgres?.stop();
    throw error;
  }
  // Locally no one fires cron triggers: a tick a minute does, as the deployed trigger.
  const tick = dailyEmailUrl
    ? setInterval(() => {
        fetch(`${dailyEmailUrl}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("* * * * *")}`)
          .then((r) => r.arrayBuffer())
          .catch(() => {});
      }, 60_000)
    : undefined;
  let stopped = false;
  const version = (await standIn.db.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v;
  return {
    appUrl,
    standIn,
    stripe,
    billingUrl,
    dailyEmailUrl,
    database:
      standIn.db.kind === "pglite"
        ? `PGlite (PostgreSQL ${version}) in ${path.relative(root, dataDir)}`
        : `PostgreSQL ${version}${postgres ? ` in ${path.relative(root, path.join(dataDir, "postgres"))}` : ""}`,
    inspectorPort: options.appPort + 10000,
    appPid: app.child.pid,
    exited,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(tick);
      for (const w of workers) w.child.kill("SIGTERM");
      await stripe.close();
      await standIn.close();
      await postgres?.stop();
      log?.end();
    },
  };
}

/** A request's `cf` as Cloudflare would describe a visitor on this machine (the app reads only the zone). */
function localCf(timeZone: string) {
  return { colo: "LOCAL", country: "XX", timezone: timeZone, httpProtocol: "HTTP/1.1", clientTcpRtt: 0 };
}
