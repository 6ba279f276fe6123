import { LIMITS } from "../app/lib/limits.ts";
import { createClient } from "@supabase/supabase-js";
import autocannon from "autocannon";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { cpuPerRequest, cpuTicks, type CpuPerRequest } from "./bench-cpu.ts";
import { benchPostgres15 } from "./bench-postgres.ts";
import { profileWorker } from "./bench-profile.ts";
import { benchRuntime } from "./bench-runtime.ts";
import { dayMix, monthMix, seedDashboard, seedNotes } from "./bench-seed.ts";
import { asRequest } from "./supabase/db.ts";
import { root, runApp } from "./run-app.ts";

/**
 * `npm run bench`: builds the app, runs it as `npm start` does (other ports, fresh data,
 * SERVER_TIMING on), seeds day views of 10, 100, 500 and 2,000 objectives (60 % today, 40 %
 * overdue, one or two of 10 filters each) and a calendar month of 4,000 (/today shows them
 * all: every dashboard's today), then per page:
 * - the Worker's own time (Server-Timing `worker`: the request minus the wait for Supabase,
 *   measured inside workerd), median and p99 of sequential requests;
 * - the database: the wait for Supabase in the same requests (`db`), and the SQL function
 *   alone, run in the database as the signed-in user (`sql`), alternately with a trivial function;
 * - throughput under 10 connections and its ratio to a trivial page (`/about`), loaded right
 *   after it; then again with the data API's answers replayed from memory, without the
 *   database's share of this machine's CPU (recorded database answers); in rounds
 *   (BENCH_ROUNDS, default 3, of BENCH_SECONDS, default 3), whose median ratios are reported;
 * - HTML bytes raw and gzip, and the gzipped JavaScript the page loads.
 * Then (full runs; `--no-runtime` skips it) what the local runtime costs by itself, per request
 * and per subrequest, under `wrangler dev` and under plain workerd (bench-runtime.ts).
 * Results: bench-results/latest.json (git-ignored) and tables. Nothing here fails.
 * `--only=day-100` (or any page's name, spaces as dashes) measures that page and the
 * trivial one; each page's HTML is written to bench-results/html/ for reading.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
// Rounds of page, trivial page and replayed page under load: the ratios are their medians.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const CONNECTIONS = 10;
const EMAIL = "bench@example.com";
const PASSWORD = "bench1password";
const ONLY = process.argv
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .replaceAll("-", " ");
const wanted = (name: string) => !ONLY || name === "trivial" || name === ONLY;
// /today reads every dashboard's day: it is measured with all of them seeded.
const DAY_SIZES = [10, 100, 500, 2000].filter(
  (size) => wanted(`day ${size}`) || ONLY === "today" || ONLY === "upcoming month",
);
const CALENDAR_SIZE = 4000;
// `--profile`: a CPU profile of the Worker over 200 requests per page (bench-profile.ts).
const PROFILE = process.argv.includes("--profile");

// Its own build folder, so a running `npm start` keeps its files.
const BUILD_DIR = "build-bench";
const app = await runApp({
  appPort: 8797,
  supabasePort: 54397,
  stripePort: 12197,
  dataDir: "local/.data/bench",
  fresh: true,
  // `--postgres`: the stand-in on a real PostgreSQL 17, as `npm start -- --postgres` and the e2e suite run it.
  database: process.argv.includes("--postgres") ? "postgres" : "pglite",
  build: !process.argv.includes("--no-build"),
  verbose: false,
  buildDir: BUILD_DIR,
  extraVars: { SERVER_TIMING: "1" },
});
try {
  const { standIn, appUrl } = app;
  const db = standIn.db;
  const admin = createClient(standIn.url, standIn.keys.secretKey, { auth: { persistSession: false } });
  const created = await admin.auth.admin.createUser({
    email: EMAIL,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: "Bench" },
  });
  const userId = created.data.user!.id;
  // A subscriber: five dashboards of this size are beyond the free plan.
  await admin.rpc("sync_stripe_customer", {
    p_user: userId,
    p_customer: "cus_bench",
    p_read_at: new Date().toISOString(),
    p_subscriptions: [
      { id: "sub_bench", status: "active", price_lookup_key: "yearly", billing_interval: "year", created: 1 },
    ],
  });
  const user = createClient(standIn.url, standIn.keys.publishableKey, { auth: { persistSession: false } });
  await user.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
  const rpc = async <T>(fn: string, args: Record<string, unknown>) => {
    let { data, error } = await user.rpc(fn, args);
    // The seeds write the big dashboards straight to the database: meanwhile the stand-in
    // closes the idle keep-alive socket, which the next call may still take (ECONNRESET
    // before anything was sent). Once more, on a new socket.
    if (error?.message === "TypeError: fetch failed") ({ data, error } = await user.rpc(fn, args));
    if (error) throw new Error(`${fn}: ${error.message}`);
    return data as T;
  };
  // The seeds' "today" is UTC's, so the pages' must be too: without a saved zone the app takes
  // the request's (workerd offline reports a US one), and early in a UTC day it showed yesterday.
  await rpc("update_my_profile", { p_time_zone: "UTC" });
  const today = new Date().toISOString().slice(0, 10);

  const seed = async (name: string, count: number, dayOf: (i: number) => string) =>
    (await seedDashboard(rpc, db, userId, name, count, dayOf)).dashboard;
  const dayDashboards: Record<number, string> = {};
  for (const size of DAY_SIZES) dayDashboards[size] = await seed(`Day ${size}`, size, dayMix(today, size));
  // /upcoming's month (decision 089) reads every dashboard's month: the calendar's too.
  const calendar =
    wanted(`calendar ${CALENDAR_SIZE}`) || ONLY === "upcoming month"
      ? await seed("Calendar", CALENDAR_SIZE, monthMix(today))
      : "";
  if (dayDashboards[100]) await seedNotes(rpc, dayDashboards[100], Number(today.slice(0, 4)), 30);
  // How long the day of 100's answer is, for the runtime's subrequest (bench-runtime.ts).
  const dayAnswerBytes = dayDashboards[100]
    ? JSON.stringify(
        await rpc("get_day_page", {
          p_dashboard: dayDashboards[100],
          p_time_zone: "UTC",
          p_overdue_limit: LIMITS.overduePreview,
          p_notes_limit: LIMITS.notesPreview,
        }),
      ).length
    : undefined;

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
  // The load comes from a worker thread: the stand-in (and its database) runs on this one,
  // and reading a page's bytes here would queue its queries behind the load generator.
  // Each load also reads where its CPU went, per request and process (bench-cpu.ts).
  const load = async (url: string) => {
    const before = cpuTicks(app.appPid);
    const run = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { cookie },
      workers: 1,
    });
    return { run, cpu: cpuPerRequest(before, cpuTicks(app.appPid), run.requests.total) };
  };

  const claims = { sub: userId, role: "authenticated", email: EMAIL, aud: "authenticated" };
  const TRIVIAL_SQL: [string, unknown[]] = ["select public.get_my_appearance()", []];
  /**
   * The SQL function alone, in the database, as the signed-in user, next to the trivial
   * function: the two alternate (this machine's speed drifts), medians of 200 runs each (40 gave
   * ratios that differed by a third between runs).
   */
  async function sqlMs(sql: string, params: unknown[]): Promise<{ page: number; trivial: number }> {
    const times: [number[], number[]] = [[], []];
    for (let i = 0; i < 204; i++) {
      for (const [k, [q, p]] of [[sql, params], TRIVIAL_SQL].entries()) {
        const started = performance.now();
        await asRequest(db, { role: "authenticated", claims, method: "POST", path: "/rpc", headers: {} }, (tx) =>
          tx.query(q as string, p as unknown[]),
        );
        if (i >= 4) times[k]!.push(performance.now() - started);
      }
    }
    // Hundredths: the trivial function takes about 0.4 ms, so tenths would skew the ratio.
    return { page: round(percentile(times[0], 50), 100), trivial: round(percentile(times[1], 50), 100) };
  }

  interface Page {
    name: string;
    path: string;
    objectives: number;
    sql?: [string, unknown[]];
  }
  const pages: Page[] = [
    { name: "trivial", path: "/about", objectives: 0 },
    {
      name: "dashboards",
      path: "/dashboards",
      objectives: 0,
      sql: ["select public.get_dashboards_page('UTC')", []],
    },
    ...DAY_SIZES.map((size) => ({
      name: `day ${size}`,
      path: `/dashboards/${dayDashboards[size]}`,
      objectives: size,
      // As the page asks: the day, the overdue list's first ten and the newest notes (decision 013).
      sql: [
        "select public.get_day_page($1, null, 'UTC', '{}', $2, $3)",
        [dayDashboards[size], LIMITS.overduePreview, LIMITS.notesPreview],
      ] as [string, unknown[]],
    })),
    // Every dashboard's today and overdue (decision 038): the days above, each cut to its first
    // rows, and in a full run the calendar's month too.
    {
      name: "today",
      path: "/today",
      objectives: DAY_SIZES.reduce((sum, size) => sum + size, calendar ? CALENDAR_SIZE : 0),
      sql: [
        "select public.get_today_page('UTC', false, $1, $2)",
        [LIMITS.todayPerDashboard, LIMITS.overduePreview],
      ] as [string, unknown[]],
    },
    {
      name: `calendar ${CALENDAR_SIZE}`,
      path: `/dashboards/${calendar}/calendar`,
      objectives: CALENDAR_SIZE,
      sql: ["select public.get_calendar_page($1, null, 1, 'UTC', '{}', $2)", [calendar, LIMITS.calendarPerDay]],
    },
    // Every dashboard's month in one grid (decision 089): the days above and the calendar's month.
    {
      name: "upcoming month",
      path: "/upcoming?layout=month",
      objectives: DAY_SIZES.reduce((sum, size) => sum + size, calendar ? CALENDAR_SIZE : 0),
      sql: [
        "select public.get_upcoming_page('UTC', null, 7, false, $1, 0, $2::date, 1, true)",
        [LIMITS.calendarPerDay, today],
      ] as [string, unknown[]],
    },
  ];
  const htmlDir = path.join(root, "bench-results", "html");
  mkdirSync(htmlDir, { recursive: true });

  const results: Record<string, Record<string, number | string | CpuPerRequest | null>> = {};
  for (const page of pages.filter((p) => wanted(p.name))) {
    const url = appUrl + page.path;
    // The page's data API answers, kept for the run with the database's share taken out.
    standIn.recordAnswers("record");
    const html = await (await fetch(url, { headers: { cookie } })).text();
    standIn.recordAnswers("off");
    writeFileSync(path.join(htmlDir, `${page.name.replace(" ", "-")}.html`), html);
    const since = Date.now();
    await fetch(url, { headers: { cookie } });
    const stats = (await (await fetch(`${standIn.url}/__stats?email=${EMAIL}&since=${since}`)).json()) as {
      count: number;
    };
    const worker: number[] = [];
    const waited: number[] = [];
    // Big pages take seconds each under PGlite: about 20 s of samples per page, at least 8.
    const first = performance.now();
    await (await fetch(url, { headers: { cookie } })).arrayBuffer();
    const samples = Math.max(8, Math.min(SAMPLES, Math.floor(20_000 / (performance.now() - first))));
    console.log(
      `${page.name}: ${samples} samples, then ${ROUNDS} rounds of ${DURATION} s under ${CONNECTIONS} connections`,
    );
    for (let i = 0; i < samples + 3; i++) {
      const res = await fetch(url, { headers: { cookie } });
      await res.arrayBuffer();
      const timing = serverTiming(res.headers.get("Server-Timing"));
      if (i < 3) continue; // warm-up
      worker.push(timing.worker ?? NaN);
      waited.push(timing.db ?? NaN);
    }
    if (PROFILE) {
      const file = path.join(root, "bench-results", `${page.name.replace(" ", "-")}.cpuprofile`);
      const { busySamples, functions } = await profileWorker(app.inspectorPort, file, async () => {
        for (let i = 0; i < 200; i++) await (await fetch(url, { headers: { cookie } })).arrayBuffer();
      });
      console.log(`${page.name}: ${busySamples} busy samples over 200 requests (${file})\n${functions.join("\n")}`);
    }
    // The trivial page right after each load of the page: this machine's speed drifts between
    // minutes, so each ratio is taken against its own neighbour, in several rounds.
    // Then with the data API answering from memory (local/supabase/recorded-answers.ts): the
    // same Worker, requests and pages, without the database's CPU on this machine's two cores.
    const rate = (r: { run: autocannon.Result }) => r.run.requests.average;
    const rounds = [];
    let replayMisses = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const own = await load(url);
      const trivial = page.name === "trivial" ? own : await load(appUrl + "/about");
      standIn.recordAnswers("replay");
      const replayed = page.sql ? await load(url) : null;
      // A request the recording did not see went to the database: the figure would hide it.
      replayMisses += standIn.recordAnswers("off");
      rounds.push({
        own,
        trivial,
        replayed,
        ratio: rate(own) / rate(trivial),
        replayedRatio: replayed && rate(replayed) / rate(trivial),
      });
    }
    if (replayMisses > 0) console.warn(`${page.name}: ${replayMisses} requests missed the recorded answers`);
    // The round with the median ratio gives the ratio, the rates and the CPU figures.
    const median = rounds.toSorted((a, b) => a.ratio - b.ratio)[Math.ceil(ROUNDS / 2) - 1]!;
    const {
      own: { run, cpu },
      trivial,
      replayed,
    } = median;
    const ratios = rounds.map((r) => r.ratio);
    const replayedRatios = rounds.flatMap((r) => (r.replayedRatio === null ? [] : [r.replayedRatio]));
    const sql = page.sql ? await sqlMs(...page.sql) : null;
    results[page.name] = {
      path: page.path.replace(/[0-9a-f-]{36}/, ":id"),
      objectives: page.objectives,
      workerP50Ms: round(percentile(worker, 50)),
      // workerd's clock ticks in whole milliseconds: the mean tells changes apart that the median hides.
      workerMeanMs: round(mean(worker)),
      workerP99Ms: round(percentile(worker, 99)),
      dbWaitP50Ms: round(percentile(waited, 50)),
      sqlMs: sql?.page ?? 0,
      // The trivial function, measured alternately with this page's.
      sqlTrivialMs: sql?.trivial ?? 0,
      sqlVsTrivial: sql ? Number((sql.page / sql.trivial).toFixed(2)) : 0,
      requestsPerSecond: Math.round(run.requests.average),
      trivialRequestsPerSecond: Math.round(trivial.run.requests.average),
      ratioToTrivial: Number(median.ratio.toFixed(2)),
      ratioRange: `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
      // With recorded database answers, against the same rounds' trivial runs.
      replayedRatioToTrivial: replayedRatios.length ? Number(percentile(replayedRatios, 50).toFixed(2)) : null,
      replayedRatioRange: replayedRatios.length
        ? `${Math.min(...replayedRatios).toFixed(2)}–${Math.max(...replayedRatios).toFixed(2)}`
        : null,
      replayedCpuMs: replayed?.cpu ?? null,
      replayMisses,
      non2xx: rounds.reduce((n, r) => n + r.own.run.non2xx + (r.replayed?.run.non2xx ?? 0), 0),
      // CPU per request under that load, by process, and the trivial page's in its run.
      cpuMs: cpu,
      trivialCpuMs: trivial.cpu,
      supabaseRequestsPerView: stats.count,
      htmlBytes: Buffer.byteLength(html),
      htmlGzipBytes: gzipSync(html).length,
      jsGzipBytes: scriptBytes(html),
    };
  }
  const day100 = (results["day 100"]?.workerP50Ms as number | undefined) ?? NaN;
  for (const value of Object.values(results)) {
    if (String(value.path).startsWith("/dashboards/:id")) {
      value.workerVsDay100 = Number(((value.workerP50Ms as number) / day100).toFixed(1));
    }
  }
  // The database half again on PostgreSQL 15, where npm installed it (`--no-pg15` skips it).
  const postgres15 =
    process.argv.includes("--no-pg15") || ONLY ? null : await benchPostgres15(DAY_SIZES, CALENDAR_SIZE);
  // What the local runtime costs by itself, apart from the app (`--no-runtime` skips it): its
  // subrequest fetches an answer as long as the day of 100's.
  const runtime =
    process.argv.includes("--no-runtime") || ONLY || dayAnswerBytes === undefined
      ? null
      : await benchRuntime(dayAnswerBytes, DURATION);
  const out = {
    date: new Date().toISOString(),
    postgres15,
    runtime,
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    database: app.database,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    rounds: ROUNDS,
    samples: SAMPLES,
    results,
  };
  mkdirSync(path.join(root, "bench-results"), { recursive: true });
  writeFileSync(path.join(root, "bench-results", "latest.json"), JSON.stringify(out, null, 2) + "\n");
  console.log(`${out.date} · ${out.machine} · ${out.database}`);
  console.log("sql: the page's function alone / the trivial one (get_my_appearance), measured alternately");
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([name, r]) => [
        name,
        {
          worker: `${r.workerP50Ms} / ${r.workerP99Ms} ms (mean ${r.workerMeanMs})`,
          "vs day 100": r.workerVsDay100 ?? "",
          "db wait": `${r.dbWaitP50Ms} ms`,
          sql: r.sqlMs ? `${r.sqlMs} / ${r.sqlTrivialMs} ms (${r.sqlVsTrivial} ×)` : "",
          "req/s": `${r.requestsPerSecond} (trivial ${r.trivialRequestsPerSecond})`,
          "× trivial": `${r.ratioToTrivial} (${r.ratioRange})`,
          "× trivial, db replayed": r.replayedRatioToTrivial
            ? `${r.replayedRatioToTrivial} (${r.replayedRatioRange})`
            : "",
          "CPU/req (vs trivial)": cpuSummary(r.cpuMs as CpuPerRequest | null, r.trivialCpuMs as CpuPerRequest | null),
          html: `${kb(r.htmlBytes)} (${kb(r.htmlGzipBytes)} gz)`,
          js: `${kb(r.jsGzipBytes)} gz`,
          "Supabase/view": r.supabaseRequestsPerView,
        },
      ]),
    ),
  );
  if (runtime) {
    console.log(
      `The local runtime alone, CPU ms of the Worker's workerd (a Worker of a few lines; its subrequest fetches ${kb(runtime.bodyBytes)} of JSON):`,
    );
    console.table({
      "wrangler dev": {
        "per request": runtime.wranglerDev.requestMs,
        "per subrequest": runtime.wranglerDev.subrequestMs,
        "proxy workerd per request": runtime.wranglerDev.proxyRequestMs,
      },
      "wrangler dev, X_LOCAL_OBSERVABILITY=false": {
        "per request": runtime.wranglerDevWithoutObservability.requestMs,
        "per subrequest": runtime.wranglerDevWithoutObservability.subrequestMs,
        "proxy workerd per request": runtime.wranglerDevWithoutObservability.proxyRequestMs,
      },
      "plain workerd": {
        "per request": runtime.plainWorkerd.requestMs,
        "per subrequest": runtime.plainWorkerd.subrequestMs,
        "proxy workerd per request": "",
      },
    });
  }
  console.log("Written to bench-results/latest.json");
} finally {
  await app.stop();
}

/** "worker 15.8 (7.9) · proxy … · stand-in+load … ms": a page's CPU per request by process, the trivial page's in brackets. */
function cpuSummary(p: CpuPerRequest | null, t: CpuPerRequest | null): string {
  if (!p) return "";
  const part = (label: string, k: keyof CpuPerRequest) => `${label} ${p[k]}${t ? ` (${t[k]})` : ""}`;
  const database = p.database ? ` · ${part("postgres", "database")}` : "";
  return `${part("worker", "worker")} · ${part("proxy", "proxy")} · ${part("stand-in+load", "standInAndLoad")}${database} ms`;
}

function serverTiming(header: string | null): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().split(";");
    const dur = params.find((p) => p.trim().startsWith("dur="));
    if (name && dur) out[name] = Number(dur.trim().slice(4));
  }
  return out;
}

function percentile(values: number[], p: number): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function mean(values: number[]): number {
  const finite = values.filter(Number.isFinite);
  return finite.reduce((a, b) => a + b, 0) / finite.length;
}

function round(n: number, scale = 10) {
  return Math.round(n * scale) / scale;
}

function kb(n: unknown) {
  return `${(Number(n) / 1024).toFixed(1)} KB`;
}

/**
 * Gzipped size of every script the page loads: entry, route modules and their preloads, and
 * the texts the page shows in its language (<html data-ns>), which the entry imports before
 * hydrating (app/lib/i18n.client.ts: one chunk per namespace, named in the entry's import map).
 */
function scriptBytes(html: string): number {
  const files = new Set<string>();
  for (const m of html.matchAll(
    /<link rel="modulepreload" href="([^"]+)"|<script[^>]+src="([^"]+)"|import\("([^"]+)"\)|import "([^"]+)"/g,
  )) {
    const href = m[1] ?? m[2] ?? m[3] ?? m[4];
    if (href?.startsWith("/assets/")) files.add(href);
  }
  const lng = html.match(/<html[^>]* data-locale="(\w+)"/)?.[1];
  const namespaces = new Set(html.match(/<html[^>]* data-ns="([\w ]+)"/)?.[1]?.split(" ") ?? []);
  // The map of the texts' chunks is in whichever chunk holds i18n.client.ts.
  for (const file of [...files]) {
    const entry = readFileSync(path.join(root, BUILD_DIR, "client", file), "utf8");
    for (const m of entry.matchAll(/locales\/(\w+)\/(\w+)\.json":\(\)=>[^`"]*[`"]\.\/([\w-]+\.js)[`"]/g)) {
      if (m[1] === lng && namespaces.has(m[2]!)) files.add(`/assets/${m[3]}`);
    }
  }
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(path.join(root, BUILD_DIR, "client", file))).length;
  return total;
}
