import { spawn } from "node:child_process";
import { root } from "./run-app.ts";

/**
 * `npm run checks`: the type check and the lint side by side. Each is mostly one core's
 * work for about 40 s, and CI has two cores, so together they take the time of the longer.
 * Each one's output is printed whole when it ends, not interleaved; the exit code is the
 * first failure's.
 */
const scripts = ["typecheck", "lint"];

const runs = scripts.map(
  (script) =>
    new Promise<{ script: string; code: number; output: string }>((done) => {
      const child = spawn("npm", ["run", "--silent", script], { cwd: root, env: process.env });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("close", (code) => done({ script, code: code ?? 1, output }));
    }),
);

let failed = 0;
for (const run of runs) {
  const { script, code, output } = await run;
  process.stdout.write(`> npm run ${script}\n${output}`);
  if (code !== 0) {
    console.error(`npm run ${script} failed (exit ${code})`);
    failed ||= code;
  }
}
process.exit(failed);
