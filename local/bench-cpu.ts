import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/**
 * Where a load's CPU goes, per request, by process (Linux's /proc): under load on two cores
 * the throughput of a page is set by these, not by the Worker's own JavaScript alone.
 * - `worker`: the workerd that runs the app's Worker (miniflare's, with the inspector);
 * - `proxy`: wrangler's own workerd, which every request passes through first;
 * - `wrangler`: wrangler's Node process;
 * - `standInAndLoad`: this process: the Supabase stand-in with its database (PGlite), and the
 *   load generator's thread;
 * - `database`: a PostgreSQL server this process started (`--postgres`) and its backends.
 */
export interface CpuPerRequest {
  worker: number;
  proxy: number;
  wrangler: number;
  standInAndLoad: number;
  database: number;
}

type Ticks = Record<keyof CpuPerRequest, number>;

export const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

function stat(pid: string): { ppid: number; ticks: number } | null {
  try {
    // After the command's closing parenthesis: state, ppid, … utime (14th field), stime (15th).
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** CPU ticks so far of one process (all its threads). */
export function processTicks(pid: number): number {
  return stat(String(pid))?.ticks ?? NaN;
}

/**
 * CPU ticks so far of the app's wrangler (`appPid`) and everything under it, of this process,
 * and of the PostgreSQL processes under this one.
 */
export function cpuTicks(appPid: number | undefined): Ticks | null {
  if (!appPid || process.platform !== "linux") return null;
  const processes = new Map<number, { ppid: number; ticks: number }>();
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    const s = stat(pid);
    if (s) processes.set(Number(pid), s);
  }
  const isUnder = (pid: number, ancestor: number): boolean => {
    for (let p: number | undefined = pid; p && p > 1; p = processes.get(p)?.ppid) if (p === ancestor) return true;
    return false;
  };
  const ticks: Ticks = { worker: 0, proxy: 0, wrangler: 0, standInAndLoad: 0, database: 0 };
  for (const [pid, s] of processes) {
    const underApp = isUnder(pid, appPid);
    // Started by this process apart from the app: a PostgreSQL server (`--postgres`).
    const ours = !underApp && pid !== process.pid && isUnder(pid, process.pid);
    if (!underApp && !ours) continue;
    let command = "";
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    } catch {
      continue;
    }
    if (ours) {
      if (command.includes("postgres")) ticks.database += s.ticks;
      continue;
    }
    const kind = !command.includes("workerd") ? "wrangler" : command.includes("--inspector-addr") ? "worker" : "proxy";
    ticks[kind] += s.ticks;
  }
  const own = process.cpuUsage();
  ticks.standInAndLoad = ((own.user + own.system) / 1e6) * TICKS_PER_SECOND;
  return ticks;
}

/** Milliseconds of CPU per request between two readings, one decimal. */
export function cpuPerRequest(before: Ticks | null, after: Ticks | null, requests: number): CpuPerRequest | null {
  if (!before || !after || requests <= 0) return null;
  const ms = (k: keyof Ticks) => Math.round((((after[k] - before[k]) / TICKS_PER_SECOND) * 1000 * 10) / requests) / 10;
  return {
    worker: ms("worker"),
    proxy: ms("proxy"),
    wrangler: ms("wrangler"),
    standInAndLoad: ms("standInAndLoad"),
    database: ms("database"),
  };
}
