import path from "node:path";
import { root, runApp } from "./run-app.ts";

/**
 * `npm start`: the whole product on this machine, no configuration.
 * Flags: --fresh (empty database), --no-build (reuse build/), --postgres (a real PostgreSQL 17
 * instead of PGlite). Env: APP_PORT, SUPABASE_PORT, SUPABASE_DATA_DIR, SUPABASE_DB_URL (any
 * PostgreSQL server, as a superuser URL), AUTH_JWT_EXPIRY (short-token mode), STRIPE_PORT, START_VERBOSE,
 * PLANNER_BUILD_DIR (the test suite's own build folder), APP_TIME_ZONE (where requests come from;
 * this machine's zone by default).
 */
const args = process.argv.slice(2);
const dataDir = process.env.SUPABASE_DATA_DIR ?? "local/.data/supabase";
const app = await runApp({
  appPort: Number(process.env.APP_PORT ?? 8787),
  supabasePort: Number(process.env.SUPABASE_PORT ?? 54321),
  stripePort: Number(process.env.STRIPE_PORT ?? 12111),
  dataDir,
  fresh: args.includes("--fresh"),
  build: !args.includes("--no-build"),
  verbose: Boolean(process.env.START_VERBOSE),
  buildDir: process.env.PLANNER_BUILD_DIR,
  dailyEmail: true,
  timeZone: process.env.APP_TIME_ZONE || undefined,
  database: process.env.SUPABASE_DB_URL
    ? { url: process.env.SUPABASE_DB_URL }
    : args.includes("--postgres")
      ? "postgres"
      : "pglite",
});

console.log(
  [
    "",
    "  Planner is running.",
    `  App        ${app.appUrl}`,
    `  Supabase   ${app.standIn.url}   (Auth /auth/v1, REST /rest/v1)`,
    `  Mailbox    ${app.standIn.url}/__mailbox`,
    `  Stripe     ${app.stripe.url}   (test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)`,
    `  Webhooks   ${app.billingUrl}/webhooks/stripe   (the billing Worker)`,
    `  Daily email ${app.dailyEmailUrl}   (its cron runs every minute here)`,
    `  Publishable key  ${app.standIn.keys.publishableKey}`,
    `  Secret key       ${app.standIn.keys.secretKey}`,
    `  Database   ${app.database}`,
    `  Data       ${path.relative(root, path.resolve(root, dataDir))}  (npm start -- --fresh starts empty)`,
    "",
  ].join("\n"),
);

const stop = async (code = 0) => {
  await app.stop();
  process.exit(code);
};
void app.exited.then((code) => stop(code));
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
