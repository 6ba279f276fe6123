import { spawn, spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startStandIn } from "./supabase/server.ts";

/**
 * `npm start`: the whole product on this machine, no configuration.
 * 1. the Supabase stand-in (PGlite + our migrations) on 127.0.0.1:54321,
 * 2. a production build of the app, served by workerd (wrangler dev) on localhost:8787.
 * Flags: --fresh (empty database), --no-build (reuse build/). Env: APP_PORT, SUPABASE_PORT,
 * SUPABASE_DATA_DIR, AUTH_JWT_EXPIRY (short-token mode).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const appPort = Number(process.env.APP_PORT ?? 8787);
const supabasePort = Number(process.env.SUPABASE_PORT ?? 54321);
const dataDir = path.resolve(root, process.env.SUPABASE_DATA_DIR ?? "local/.data/supabase");
const siteUrl = `http://localhost:${appPort}`;

if (args.includes("--fresh")) rmSync(dataDir, { recursive: true, force: true });
const standIn = await startStandIn({ dataDir, port: supabasePort, config: { siteUrl } });

// For `npm run dev` (Vite reads .dev.vars); `wrangler dev` below gets the same as --var.
const vars = {
  SUPABASE_URL: standIn.url,
  SUPABASE_PUBLISHABLE_KEY: standIn.keys.publishableKey,
  SITE_URL: siteUrl,
};
writeFileSync(path.join(root, ".dev.vars"), Object.entries(vars).map(([k, v]) => `${k}=${v}`).join("\n") + "\n");

if (!args.includes("--no-build")) {
  const build = spawnSync("react-router", ["build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    await standIn.close();
    process.exit(build.status ?? 1);
  }
}

const wrangler = spawn(
  "wrangler",
  [
    "dev",
    "--port", String(appPort),
    "--inspector-port", String(appPort + 10000),
    "--show-interactive-dev-session=false",
    ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
  ],
  { cwd: root, stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
);

let announced = false;
wrangler.stdout.on("data", (chunk: Buffer) => {
  const text = chunk.toString();
  if (process.env.START_VERBOSE) process.stdout.write(text);
  if (!announced && text.includes("Ready on")) {
    announced = true;
    console.log(
      [
        "",
        "  Planner is running.",
        `  App        ${siteUrl}`,
        `  Supabase   ${standIn.url}   (Auth /auth/v1, REST /rest/v1)`,
        `  Mailbox    ${standIn.url}/__mailbox`,
        `  Publishable key  ${standIn.keys.publishableKey}`,
        `  Secret key       ${standIn.keys.secretKey}`,
        `  Data       ${path.relative(root, dataDir)}  (npm start -- --fresh starts empty)`,
        "",
      ].join("\n"),
    );
  }
});

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  wrangler.kill("SIGTERM");
  await standIn.close();
  process.exit(code);
}
wrangler.on("exit", (code) => void stop(code ?? 1));
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
