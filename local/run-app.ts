import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startStandIn, type StandIn } from "./supabase/server.ts";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface RunOptions {
  appPort: number;
  supabasePort: number;
  dataDir: string;
  fresh?: boolean;
  build?: boolean;
  /** Print workerd's output as it comes (npm start with START_VERBOSE). */
  verbose?: boolean;
}

export interface RunningApp {
  appUrl: string;
  standIn: StandIn;
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
  const standIn = await startStandIn({ dataDir, port: options.supabasePort, config: { siteUrl: appUrl } });
  const vars = {
    SUPABASE_URL: standIn.url,
    SUPABASE_PUBLISHABLE_KEY: standIn.keys.publishableKey,
    SITE_URL: appUrl,
    // The app's own emails go to the stand-in's mailbox through the Resend protocol.
    MAIL_API_URL: `${standIn.url}/__resend`,
    MAIL_API_KEY: "re_local",
  };
  // For `npm run dev` (Vite reads .dev.vars); wrangler below gets the same as --var.
  writeFileSync(path.join(root, ".dev.vars"), Object.entries(vars).map(([k, v]) => `${k}=${v}`).join("\n") + "\n");
  if (options.build !== false) {
    const build = spawnSync("react-router", ["build"], { cwd: root, stdio: options.verbose === false ? "ignore" : "inherit" });
    if (build.status !== 0) {
      await standIn.close();
      throw new Error("react-router build failed");
    }
  }
  const wrangler: ChildProcess = spawn(
    "wrangler",
    [
      "dev",
      "--port", String(options.appPort),
      "--inspector-port", String(options.appPort + 10000),
      "--show-interactive-dev-session=false",
      ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
    ],
    { cwd: root, stdio: ["ignore", "pipe", options.verbose ? "inherit" : "ignore"], env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  const exited = new Promise<number>((resolve) => wrangler.on("exit", (code) => resolve(code ?? 1)));
  await new Promise<void>((resolve, reject) => {
    wrangler.stdout!.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      // Invitation tokens stay out of logs, even the local request log.
      if (options.verbose) process.stdout.write(text.replace(/\/invitations\/[\w-]{20,}/g, "/invitations/[token]"));
      if (text.includes("Ready on")) resolve();
    });
    void exited.then((code) => reject(new Error(`wrangler exited with ${code}`)));
  });
  let stopped = false;
  return {
    appUrl,
    standIn,
    exited,
    async stop() {
      if (stopped) return;
      stopped = true;
      wrangler.kill("SIGTERM");
      await standIn.close();
    },
  };
}
