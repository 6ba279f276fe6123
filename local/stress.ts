import { spawn, spawnSync } from "node:child_process";
import { cpus } from "node:os";
import { root } from "./run-app.ts";

/**
 * `npm run test:e2e:stress [-- --rounds N]`: the whole Playwright suite N times in a row
 * (default 3), while a load generator keeps every core busy, with no retries. Proves the
 * suite does not flake when the machine is slow. Stops at the first failing round.
 */
const args = process.argv.slice(2);
const at = args.indexOf("--rounds");
const rounds = at >= 0 ? Number(args[at + 1]) : 3;

// One busy loop per core, at normal priority: they compete with the app, the stand-in,
// PostgreSQL and Chromium for every cycle.
const burners = cpus().map(() =>
  spawn(process.execPath, ["-e", "let x = 0; for (;;) { x = (x * 31 + 7) % 1000003; }"], { stdio: "ignore" }),
);
const stop = () => burners.forEach((b) => b.kill("SIGKILL"));
process.on("exit", stop);
process.on("SIGINT", () => process.exit(130));

for (let round = 1; round <= rounds; round++) {
  console.log(`\n=== Round ${round} of ${rounds}, ${burners.length} cores kept busy ===\n`);
  const started = Date.now();
  const result = spawnSync("playwright", ["test", "--retries", "0"], { cwd: root, stdio: "inherit" });
  console.log(
    `\n=== Round ${round}: ${result.status === 0 ? "passed" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s ===`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
console.log(`\nAll ${rounds} rounds passed under load.`);
