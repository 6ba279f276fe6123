import { createClient } from "@supabase/supabase-js";
import autocannon from "autocannon";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { root, runApp } from "./run-app.ts";

/**
 * `npm run bench`: builds the app, runs it as `npm start` does (on other ports, fresh data),
 * seeds one dashboard (100 objectives across the day and overdue, 10 markers, 30 notes), then
 * measures each page under 10 concurrent connections next to a trivial page of the same app.
 * Figures go to bench-results/latest.json. A benchmark, not a test: nothing here fails.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const EMAIL = "bench@example.com";
const PASSWORD = "bench1password";

// Its own build folder, so a running `npm start` keeps its files.
const BUILD_DIR = "build-bench";
const app = await runApp({
  appPort: 8797,
  supabasePort: 54397,
  stripePort: 12197,
  dataDir: "local/.data/bench",
  fresh: true,
  build: !process.argv.includes("--no-build"),
  verbose: false,
  buildDir: BUILD_DIR,
});
try {
  const { standIn, appUrl } = app;
  const admin = createClient(standIn.url, standIn.keys.secretKey, { auth: { persistSession: false } });
  await admin.auth.admin.createUser({
    email: EMAIL,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: "Bench" },
  });
  const user = createClient(standIn.url, standIn.keys.publishableKey, { auth: { persistSession: false } });
  await user.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
  const rpc = async <T>(fn: string, args: Record<string, unknown>) => {
    const { data, error } = await user.rpc(fn, args);
    if (error) throw new Error(`${fn}: ${error.message}`);
    return data as T;
  };
  const dashboard = (await rpc<{ id: string }>("create_dashboard", { p_name: "Bench" })).id;
  const markers: string[] = [];
  for (let i = 0; i < 10; i++) {
    markers.push(
      (await rpc<{ id: string }>("add_marker", { p_dashboard: dashboard, p_name: `Marker ${i}`, p_color: "blue" })).id,
    );
  }
  const today = new Date().toISOString().slice(0, 10);
  const dayOffset = (n: number) => new Date(Date.parse(today) + n * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < 100; i++) {
    // 60 on today, 40 overdue over the past weeks; each with one or two markers.
    await rpc("add_objective", {
      p_dashboard: dashboard,
      p_day: i < 60 ? today : dayOffset(-1 - (i % 20)),
      p_title: `Objective number ${i} with a realistic, somewhat longer title`,
      p_marker_ids: [markers[i % 10], ...(i % 3 === 0 ? [markers[(i + 1) % 10]] : [])],
    });
  }
  for (let i = 0; i < 30; i++) {
    await rpc("add_note", {
      p_dashboard: dashboard,
      p_year: Number(today.slice(0, 4)),
      p_title: `Note ${i}`,
      p_body: "A paragraph of text. ".repeat(10),
    });
  }

  // Sign in through the app's own form, as a browser would, and keep its cookies.
  const login = await fetch(`${appUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "password", email: EMAIL, password: PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");

  const pages = {
    trivial: "/about",
    dashboards: "/dashboards",
    day: `/dashboards/${dashboard}`,
    calendar: `/dashboards/${dashboard}/calendar`,
  };

  const results: Record<string, unknown> = {};
  for (const [name, pathname] of Object.entries(pages)) {
    const url = appUrl + pathname;
    const html = await (await fetch(url, { headers: { cookie } })).text();
    // Round trips to Supabase for one view of this page.
    const since = Date.now();
    await fetch(url, { headers: { cookie } });
    const stats = (await (await fetch(`${standIn.url}/__stats?email=${EMAIL}&since=${since}`)).json()) as {
      count: number;
    };
    const run = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { cookie } });
    results[name] = {
      path: pathname.replace(dashboard, ":id"),
      requestsPerSecond: Math.round(run.requests.average),
      latencyP50Ms: run.latency.p50,
      latencyP99Ms: run.latency.p99,
      non2xx: run.non2xx,
      supabaseRequestsPerView: stats.count,
      htmlBytes: Buffer.byteLength(html),
      htmlGzipBytes: gzipSync(html).length,
      jsGzipBytes: scriptBytes(html),
    };
  }
  const trivial = results.trivial as { requestsPerSecond: number };
  for (const value of Object.values(results) as { requestsPerSecond: number; ratioToTrivial?: number }[]) {
    value.ratioToTrivial = Number((value.requestsPerSecond / trivial.requestsPerSecond).toFixed(2));
  }
  const out = {
    date: new Date().toISOString(),
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    seed: { objectives: 100, markers: 10, notes: 30 },
    results,
  };
  mkdirSync(path.join(root, "bench-results"), { recursive: true });
  writeFileSync(path.join(root, "bench-results", "latest.json"), JSON.stringify(out, null, 2) + "\n");
  console.table(results);
  console.log("Written to bench-results/latest.json");
} finally {
  await app.stop();
}

/** Gzipped size of every script the page loads (entry, route modules and their preloads). */
function scriptBytes(html: string): number {
  const files = new Set<string>();
  for (const m of html.matchAll(
    /<link rel="modulepreload" href="([^"]+)"|<script[^>]+src="([^"]+)"|import\("([^"]+)"\)|import "([^"]+)"/g,
  )) {
    const href = m[1] ?? m[2] ?? m[3] ?? m[4];
    if (href?.startsWith("/assets/")) files.add(href);
  }
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(path.join(root, BUILD_DIR, "client", file))).length;
  return total;
}
