import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startStandIn } from "./server.ts";

/**
 * `node local/supabase/main.ts [--fresh] [--port N] [--data DIR]`: runs the stand-in alone.
 * `npm start` uses startStandIn() directly; this entry is for tests and for running it by hand.
 */
const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.resolve(flag("--data") ?? process.env.SUPABASE_DATA_DIR ?? path.join(here, "../.data/supabase"));
if (args.includes("--fresh")) rmSync(dataDir, { recursive: true, force: true });
const standIn = await startStandIn({ dataDir, port: Number(flag("--port") ?? process.env.SUPABASE_PORT ?? 54321) });
console.log(
  JSON.stringify({ url: standIn.url, publishableKey: standIn.keys.publishableKey, secretKey: standIn.keys.secretKey }),
);
const stop = async () => {
  await standIn.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
