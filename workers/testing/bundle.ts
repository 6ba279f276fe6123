import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";

/**
 * A Worker's entry bundled as wrangler does (workerd conditions, cloudflare: and node:
 * left to the runtime), into a fresh folder, for Miniflare in tests.
 */
export async function bundleWorker(entry: string, name: string): Promise<{ dir: string; bundle: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-worker-`));
  const bundle = path.join(dir, `${name}.js`);
  await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    platform: "neutral",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
    external: ["cloudflare:*", "node:*"],
    outfile: bundle,
    logLevel: "silent",
  });
  return { dir, bundle };
}
