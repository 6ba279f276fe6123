import { LIMITS } from "../app/lib/limits.ts";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { call, createUsers, subscribe } from "../supabase/tests/helpers.ts";
import { dayMix, monthMix, seedDashboard, seedNotes } from "./bench-seed.ts";
import { openDatabase } from "./supabase/db.ts";
import { postgresBinaries, startPostgres } from "./supabase/postgres-server.ts";
import { root } from "./run-app.ts";

/**
 * The database half of `npm run bench` on a real PostgreSQL 15 (hosted Supabase's older
 * projects), when npm installed its binaries here: the same seeds, each page function's
 * time as the signed-in user next to a trivial one, and EXPLAIN ANALYZE of the lookups of
 * the day's and the overdue objectives (one read), the marker filter, the year's notes and
 * the markers (after ANALYZE, as a project in use has statistics).
 * The plans go to bench-results/explain-pg15.txt.
 */
export async function benchPostgres15(sizes: number[], calendarSize: number) {
  if (!postgresBinaries(15)) {
    console.log("PostgreSQL 15: not installed for this machine; skipped.");
    return null;
  }
  const dataDir = path.join(root, "local/.data/bench-pg15");
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startPostgres({ major: 15, dataDir });
  const db = await openDatabase({ url: server.url, fresh: true });
  try {
    const { me } = (await createUsers(db, ["me"])) as Record<string, { id: string; email: string }>;
    await subscribe(db, me!);
    const today = new Date().toISOString().slice(0, 10);
    const rpc = (fn: string, args: Record<string, unknown>) => call(db, me!, fn, args);
    const days: Record<number, { dashboard: string; markers: string[] }> = {};
    for (const n of sizes) days[n] = await seedDashboard(rpc, db, me!.id, `Day ${n}`, n, dayMix(today, n));
    const calendar = await seedDashboard(rpc, db, me!.id, "Calendar", calendarSize, monthMix(today));
    const notesOf = days[100] ?? days[sizes[0]!]!;
    await seedNotes(rpc, notesOf.dashboard, Number(today.slice(0, 4)), 30);
    await db.query("analyze");

    const time = async (fn: string, args: Record<string, unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < 12; i++) {
        const started = performance.now();
        await call(db, me!, fn, args);
        if (i >= 2) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      return Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;
    };
    const figures: Record<string, number> = { trivial: await time("get_my_appearance", {}) };
    for (const n of sizes)
      figures[`day ${n}`] = await time("get_day_page", {
        p_dashboard: days[n]!.dashboard,
        p_overdue_limit: LIMITS.overduePreview,
        p_notes_limit: LIMITS.notesPreview,
      });
    figures[`calendar ${calendarSize}`] = await time("get_calendar_page", {
      p_dashboard: calendar.dashboard,
      p_per_day: LIMITS.calendarPerDay,
    });

    const { dashboard, markers } = days[100] ?? days[sizes[0]!]!;
    const explain = async (title: string, sql: string, params: unknown[]) =>
      `-- ${title}\n` +
      (
        await db.query<{ "QUERY PLAN": string }>(`explain (analyze, costs off, timing off, summary off) ${sql}`, params)
      ).rows
        .map((r) => r["QUERY PLAN"])
        .join("\n");
    const plans = [
      await explain(
        "the day's objectives and the open ones before today, read once (get_day_page)",
        `select o.page_json from public.objectives o
         where o.dashboard_id = $1 and (o.day = $2 or (o.day < $2 and not o.done))`,
        [dashboard, today],
      ),
      await explain(
        "the marker filter: the same rows carrying a chosen marker (their own marker ids)",
        `select o.page_json from public.objectives o
         where o.dashboard_id = $1 and (o.day = $2 or (o.day < $2 and not o.done)) and o.marker_ids && $3::uuid[]`,
        [dashboard, today, [markers[0]]],
      ),
      await explain(
        "the year's notes, newest first (get_day_page's side column and the notes page)",
        `select n.page_json from public.notes n
         where n.dashboard_id = $1 and n.year = $2 order by n.created_at desc`,
        [dashboard, Number(today.slice(0, 4))],
      ),
      await explain(
        "the dashboard's markers, by name (get_day_page)",
        "select m.id from public.markers m where m.dashboard_id = $1 order by lower(m.name)",
        [dashboard],
      ),
    ].join("\n\n");
    mkdirSync(path.join(root, "bench-results"), { recursive: true });
    writeFileSync(path.join(root, "bench-results", "explain-pg15.txt"), plans + "\n");
    const version = (await db.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v;
    console.log(
      `PostgreSQL ${version}: page functions as the signed-in user (median ms), plans in bench-results/explain-pg15.txt`,
    );
    console.table(figures);
    const indexUse = plans.split("\n").filter((line) => /Index|Seq Scan/.test(line));
    console.log(indexUse.map((line) => line.trim()).join("\n"));
    return { version, figures };
  } finally {
    await db.close();
    await server.stop();
  }
}
