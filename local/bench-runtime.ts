import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { cpuTicks, processTicks, TICKS_PER_SECOND } from "./bench-cpu.ts";
import { root } from "./run-app.ts";

/** CPU milliseconds in the Worker's workerd, per request and per subrequest. */
export interface RuntimeCost {
  /** CPU milliseconds per request of the Worker that answers at once. */
  requestMs: number;
  /** CPU milliseconds that one subrequest adds. */
  subrequestMs: number;
  /** The same in wrangler's proxy workerd (none under plain workerd). */
  proxyRequestMs: number;
  proxySubrequestMs: number;
}

/** CPU ticks so far of the Worker's workerd and of the proxy in front of it. */
type Ticks = { worker: number; proxy: number };

const WORKER = `export default {
  async fetch(request, env) {
    if (new URL(request.url).searchParams.has("fetch")) {
      const res = await fetch(env.UPSTREAM, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
      JSON.parse(await res.text());
    }
    return new Response("<!doctype html><p>ok</p>", { headers: { "Content-Type": "text/html" } });
  },
};
`;

/**
 * What the local runtime costs by itself (decision 021), measured with a Worker of a few lines
 * rather than the app: per request, and per subrequest that fetches a JSON answer the size of
 * the day view's (`bodyBytes`) and parses it. Under `wrangler dev`, as `npm start` and the
 * benchmark run the app (its proxy workerd in front; in the app's workerd, miniflare's entry
 * worker and an outbound worker that every `fetch` passes through), and under plain
 * `workerd serve` with a config of its own, which runs the Worker as a deployed one runs:
 * nothing between the socket, the Worker and the network. The same workerd binary serves both.
 */
export async function benchRuntime(bodyBytes: number, seconds: number) {
  // The same binary `wrangler dev` runs (miniflare's own workerd), and the newest date it knows.
  const workerd = createRequire(createRequire(import.meta.url).resolve("miniflare"))("workerd") as {
    default: string;
    compatibilityDate: string;
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), "planner-bench-runtime-"));
  const body = JSON.stringify({ rows: "x".repeat(Math.max(0, bodyBytes - 12)) });
  const upstream = createServer((req, res) => {
    req.resume().on("end", () => res.writeHead(200, { "Content-Type": "application/json" }).end(body));
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/rest/v1/rpc/page`;
  writeFileSync(path.join(dir, "worker.js"), WORKER);
  writeFileSync(
    path.join(dir, "wrangler.toml"),
    `name = "runtime-bench"\nmain = "worker.js"\ncompatibility_date = "${workerd.compatibilityDate}"\n`,
  );
  writeFileSync(
    path.join(dir, "config.capnp"),
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ (name = "main", worker = .worker), (name = "net", network = (allow = ["public", "private", "local"])) ],
  sockets = [ (name = "http", address = "127.0.0.1:8796", http = (), service = "main") ],
);
const worker :Workerd.Worker = (
  modules = [ (name = "worker.js", esModule = embed "worker.js") ],
  compatibilityDate = "${workerd.compatibilityDate}",
  bindings = [ (name = "UPSTREAM", text = "${upstreamUrl}") ],
  globalOutbound = "net",
);
`,
  );
  // Plain workerd: one process, and all of its CPU is the Worker's.
  const plain = spawn(workerd.default, ["serve", path.join(dir, "config.capnp")], { stdio: "ignore" });
  try {
    await until("http://127.0.0.1:8796/");
    const plainCost = await measure("http://127.0.0.1:8796/", seconds, () => ({
      worker: processTicks(plain.pid!),
      proxy: 0,
    }));
    plain.kill("SIGTERM");

    // wrangler dev as npm start runs it, then without its local observability (a streaming
    // tail of every request and span into the dev server's collector, on by default; the
    // app's `[observability]` in wrangler.toml does not switch it).
    const devCost = await measureDev(dir, upstreamUrl, seconds, {});
    const quietCost = await measureDev(dir, upstreamUrl, seconds, { X_LOCAL_OBSERVABILITY: "false" });
    return {
      bodyBytes,
      wranglerDev: devCost,
      wranglerDevWithoutObservability: quietCost,
      plainWorkerd: { requestMs: plainCost.requestMs, subrequestMs: plainCost.subrequestMs },
    };
  } finally {
    plain.kill("SIGTERM");
    upstream.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureDev(dir: string, upstreamUrl: string, seconds: number, env: Record<string, string>) {
  const dev = spawn(
    "wrangler",
    [
      "dev",
      "--config",
      path.join(dir, "wrangler.toml"),
      "--port",
      "8795",
      "--inspector-port",
      "18795",
      "--show-interactive-dev-session=false",
      "--var",
      `UPSTREAM:${upstreamUrl}`,
    ],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "ignore"],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        WRANGLER_REGISTRY_PATH: path.join(dir, "registry"),
        ...env,
      },
    },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      dev.stdout!.on("data", (c: Buffer) => String(c).includes("Ready on") && resolve());
      dev.once("exit", (code) => reject(new Error(`wrangler dev exited with ${code}`)));
    });
    return await measure("http://127.0.0.1:8795/", seconds, () => {
      const ticks = cpuTicks(dev.pid);
      return { worker: ticks?.worker ?? NaN, proxy: ticks?.proxy ?? NaN };
    });
  } finally {
    if (dev.exitCode === null && dev.signalCode === null) {
      const exited = new Promise((resolve) => dev.once("exit", resolve));
      dev.kill("SIGTERM");
      await exited;
    }
  }
}

/** CPU per request without and with the subrequest, alternated twice, the lower of each kept. */
async function measure(url: string, seconds: number, ticks: () => Ticks): Promise<RuntimeCost> {
  const per: Record<"plain" | "fetch", Ticks[]> = { plain: [], fetch: [] };
  for (let round = 0; round < 2; round++) {
    for (const kind of ["plain", "fetch"] as const) {
      const before = ticks();
      const run = await autocannon({
        url: kind === "fetch" ? `${url}?fetch` : url,
        connections: 10,
        duration: seconds,
      });
      const after = ticks();
      const ms = (k: keyof Ticks) =>
        (((after[k] - before[k]) / TICKS_PER_SECOND) * 1000) / Math.max(1, run.requests.total);
      per[kind].push({ worker: ms("worker"), proxy: ms("proxy") });
    }
  }
  const low = (list: Ticks[], k: keyof Ticks) => Math.min(...list.map((x) => x[k]));
  const round2 = (n: number) => Math.round(n * 100) / 100;
  return {
    requestMs: round2(low(per.plain, "worker")),
    subrequestMs: round2(low(per.fetch, "worker") - low(per.plain, "worker")),
    proxyRequestMs: round2(low(per.plain, "proxy")),
    proxySubrequestMs: round2(low(per.fetch, "proxy") - low(per.plain, "proxy")),
  };
}

async function until(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      await (await fetch(url)).arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}
