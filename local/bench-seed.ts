import type { Tx } from "./supabase/db.ts";

/** Calls a database function as the benchmark's user (through PostgREST or directly). */
export type Rpc = (fn: string, args: Record<string, unknown>) => Promise<{ id: string }>;

/**
 * One benchmark dashboard: 10 filters through the data API, then `count` objectives (one or
 * two filters each) inserted in bulk, on the days `dayOf` gives. The same on every database.
 */
export async function seedDashboard(
  rpc: Rpc,
  db: Tx,
  userId: string,
  name: string,
  count: number,
  dayOf: (i: number) => string,
): Promise<{ dashboard: string; markers: string[] }> {
  const dashboard = (await rpc("create_dashboard", { p_name: name })).id;
  const markers: string[] = [];
  for (let i = 0; i < 10; i++) {
    markers.push((await rpc("add_marker", { p_dashboard: dashboard, p_name: `Filter ${i}`, p_color: "blue" })).id);
  }
  const rows = Array.from({ length: count }, (_, i) => ({
    day: dayOf(i),
    title: `Objective number ${i} with a realistic, somewhat longer title`,
    position: i,
  }));
  const { rows: inserted } = await db.query<{ id: string }>(
    `insert into public.objectives (dashboard_id, day, title, position, created_by)
     select $1, (r->>'day')::date, r->>'title', (r->>'position')::float8, $2
     from jsonb_array_elements($3::jsonb) r returning id`,
    [dashboard, userId, JSON.stringify(rows)],
  );
  const links = inserted.flatMap(({ id }, i) =>
    [markers[i % 10]!, ...(i % 3 === 0 ? [markers[(i + 1) % 10]!] : [])].map((marker) => ({ id, marker })),
  );
  await db.query(
    `insert into public.objective_markers (dashboard_id, objective_id, marker_id)
     select $1, (l->>'id')::uuid, (l->>'marker')::uuid from jsonb_array_elements($2::jsonb) l`,
    [dashboard, JSON.stringify(links)],
  );
  return { dashboard, markers };
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A day view's mix: 60 % on `today`, 40 % overdue over the 20 days before. */
export const dayMix = (today: string, size: number) => (i: number) =>
  i < size * 0.6 ? today : isoDay(Date.parse(today) - (1 + (i % 20)) * DAY_MS);

/** A calendar month's: spread over the days of `today`'s month. */
export function monthMix(today: string) {
  const start = Date.parse(`${today.slice(0, 8)}01`);
  const days = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)).getUTCDate();
  return (i: number) => isoDay(start + (i % days) * DAY_MS);
}

/**
 * The year's notes of a day view: `count` of them, each a paragraph of its own (identical
 * texts would be sent once, as React Router's page data shares equal strings).
 */
export async function seedNotes(rpc: Rpc, dashboard: string, year: number, count: number) {
  for (let i = 0; i < count; i++) {
    await rpc("add_note", {
      p_dashboard: dashboard,
      p_year: year,
      p_title: `Note ${i}`,
      p_body: `Note ${i}. ${"A paragraph of text. ".repeat(10)}`,
    });
  }
}
