import path from "node:path";
import { root, runApp } from "./run-app.ts";

/**
 * `npm start`: the whole product on this machine, no configuration.
 * Flags: --fresh (empty database), --no-build (reuse build/). Env: APP_PORT, SUPABASE_PORT,
 * SUPABASE_DATA_DIR, AUTH_JWT_EXPIRY (short-token mode), START_VERBOSE (workerd's output).
 */
const args = process.argv.slice(2);
const dataDir = process.env.SUPABASE_DATA_DIR ?? "local/.data/supabase";
const app = await runApp({
  appPort: Number(process.env.APP_PORT ?? 8787),
  supabasePort: Number(process.env.SUPABASE_PORT ?? 54321),
  dataDir,
  fresh: args.includes("--fresh"),
  build: !args.includes("--no-build"),
  verbose: Boolean(process.env.START_VERBOSE),
});

console.log(
  [
    "",
    "  Planner is running.",
    `  App        ${app.appUrl}`,
    `  Supabase   ${app.standIn.url}   (Auth /auth/v1, REST /rest/v1)`,
    `  Mailbox    ${app.standIn.url}/__mailbox`,
    `  Publishable key  ${app.standIn.keys.publishableKey}`,
    `  Secret key       ${app.standIn.keys.secretKey}`,
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
