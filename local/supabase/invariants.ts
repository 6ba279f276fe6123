import type { Db } from "./db.ts";
import { json, type HttpResponse, type Req } from "./http.ts";

/**
 * GET /__invariants[?dashboard=<id>] (local only, like the mailbox): what must always be true
 * of the data, whatever requests came in: one admin per dashboard with members, no dashboard
 * without members, each day's positions exactly 1..n, each row's marker ids those of its
 * links. With ?dashboard=, also a digest of that dashboard's content, to prove that requests
 * of others left it alone.
 */
export async function invariantsRoute(db: Db, req: Req): Promise<HttpResponse> {
  const violations: string[] = [];
  const admins = await db.query<{ dashboard_id: string; admins: number }>(
    `select dashboard_id, count(*) filter (where role = 'admin')::int as admins from public.dashboard_members
     group by dashboard_id having count(*) filter (where role = 'admin') <> 1`,
  );
  for (const r of admins.rows) violations.push(`dashboard ${r.dashboard_id} has ${r.admins} admins`);
  const empty = await db.query<{ id: string }>(
    "select d.id from public.dashboards d where not exists (select 1 from public.dashboard_members m where m.dashboard_id = d.id)",
  );
  for (const r of empty.rows) violations.push(`dashboard ${r.id} has no members`);
  const gaps = await db.query<{ dashboard_id: string; day: string; positions: number[] }>(
    `select dashboard_id, day::text as day, array_agg(position order by position) as positions from public.objectives
     group by dashboard_id, day
     having min(position) <> 1 or max(position) <> count(*) or count(distinct position) <> count(*) or bool_or(position <> floor(position))`,
  );
  for (const r of gaps.rows)
    violations.push(`dashboard ${r.dashboard_id} on ${r.day}: positions ${r.positions.join(",")}`);

  // Rows carry a copy of their markers' ids, kept by triggers on the link tables.
  const copies = await db.query<{ kind: string; id: string }>(
    `select 'objective' as kind, o.id from public.objectives o
     where array(select unnest(o.marker_ids) order by 1) <>
           array(select l.marker_id from public.objective_markers l where l.objective_id = o.id order by 1)
     union all
     select 'note', n.id from public.notes n
     where array(select unnest(n.marker_ids) order by 1) <>
           array(select l.marker_id from public.note_markers l where l.note_id = n.id order by 1)`,
  );
  for (const r of copies.rows) violations.push(`${r.kind} ${r.id}: its marker ids differ from its links`);

  const dashboard = req.url.searchParams.get("dashboard");
  let digest: string | null = null;
  if (dashboard && /^[0-9a-f-]{36}$/i.test(dashboard)) {
    const row = await db.query<{ digest: string }>(
      `select md5(concat_ws('|',
         (select string_agg(concat_ws(',', name, updated_at), ';') from public.dashboards where id = $1),
         (select string_agg(concat_ws(',', id, title, day, done, position, updated_at), ';' order by id) from public.objectives where dashboard_id = $1),
         (select string_agg(concat_ws(',', id, title, body, updated_at), ';' order by id) from public.notes where dashboard_id = $1),
         (select string_agg(concat_ws(',', id, name, color), ';' order by id) from public.markers where dashboard_id = $1),
         (select string_agg(concat_ws(',', user_id, role, show_done), ';' order by user_id) from public.dashboard_members where dashboard_id = $1),
         (select string_agg(concat_ws(',', id, email, status, expires_at), ';' order by id) from public.dashboard_invitations where dashboard_id = $1)
       )) as digest`,
      [dashboard],
    );
    digest = row.rows[0]?.digest ?? null;
  }
  return json(200, { violations, digest });
}
