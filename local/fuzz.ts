import { spawnSync } from "node:child_process";
import { root } from "./run-app.ts";

/**
 * `npm run fuzz -- --runs 10000`: the fuzzing test (tests/e2e/fuzz.test.ts) with more cases
 * than `npm test` runs (1,000), against the app built and started as the suite does.
 */
const args = process.argv.slice(2);
const at = args.indexOf("--runs");
const runs = at >= 0 ? Number(args[at + 1]) : 10_000;
if (!Number.isInteger(runs) || runs < 1) {
  console.error("Usage: npm run fuzz -- --runs <number of cases>");
  process.exit(2);
}
const result = spawnSync("playwright", ["test", "tests/e2e/fuzz.test.ts", "--project", "js"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, FUZZ_RUNS: String(runs) },
});
process.exit(result.status ?? 1);
