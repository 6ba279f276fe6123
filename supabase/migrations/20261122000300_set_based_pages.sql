-- =============================================================================
-- The day view, the notes page and the calendar in set-based queries. They called objective_json
-- and the marker-filter helpers once per row; each call is a separate query
-- (functions with SET search_path are never inlined) that re-checked row-level
-- security. Now one helper reads a range of objectives with their marker links
-- once; each page aggregates what it needs. Same JSON as objective_json/note_json.
-- =============================================================================

-- Objectives of a dashboard between two days (open ones only, if asked), as the JSON
-- the pages show, keeping those that carry any of the chosen markers (all if none).
-- The JSON is private.objective_json's (one row, for changes); keep the two in step.
create function private.objective_rows(p_dashboard uuid, p_from date, p_to date, p_open_only boolean, p_markers uuid[])
returns table (day date, done boolean, sort_position double precision, created_at timestamptz, item jsonb)
language sql stable set search_path = '' as $$
  with candidates as (
    select o.* from public.objectives o
    where o.dashboard_id = p_dashboard and o.day between p_from and p_to and (not p_open_only or not o.done)
  ), links as (
    select om.objective_id,
           jsonb_agg(om.marker_id order by m.name) as markers,
           bool_or(om.marker_id = any(p_markers)) as chosen
    from public.objective_markers om
    join public.markers m on m.id = om.marker_id
    where om.dashboard_id = p_dashboard and om.objective_id in (select id from candidates)
    group by om.objective_id
  )
  select c.day, c.done, c.position, c.created_at,
         jsonb_build_object('id', c.id, 'day', c.day, 'title', c.title, 'done', c.done, 'done_at', c.done_at,
                            'markers', coalesce(l.markers, '[]'::jsonb))
  from candidates c left join links l on l.objective_id = c.id
  where cardinality(coalesce(p_markers, '{}')) = 0 or coalesce(l.chosen, false)
$$;

-- A year's notes as JSON, newest first, filtered like objective_rows.
create function private.notes_of_year(p_dashboard uuid, p_year int, p_markers uuid[])
returns jsonb language sql stable set search_path = '' as $$
  with year_notes as (
    select n.* from public.notes n where n.dashboard_id = p_dashboard and n.year = p_year
  ), links as (
    select nm.note_id,
           jsonb_agg(nm.marker_id order by m.name) as markers,
           bool_or(nm.marker_id = any(p_markers)) as chosen
    from public.note_markers nm
    join public.markers m on m.id = nm.marker_id
    where nm.dashboard_id = p_dashboard and nm.note_id in (select id from year_notes)
    group by nm.note_id
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', n.id, 'year', n.year, 'title', n.title, 'body', n.body,
      'created_at', n.created_at, 'updated_at', n.updated_at,
      'markers', coalesce(l.markers, '[]'::jsonb)) order by n.created_at desc), '[]'::jsonb)
  from year_notes n left join links l on l.note_id = n.id
  where cardinality(coalesce(p_markers, '{}')) = 0 or coalesce(l.chosen, false)
$$;

revoke all on function private.objective_rows(uuid, date, date, boolean, uuid[]) from public, anon;
revoke all on function private.notes_of_year(uuid, int, uuid[]) from public, anon;
grant execute on function private.objective_rows(uuid, date, date, boolean, uuid[]) to authenticated, service_role;
grant execute on function private.notes_of_year(uuid, int, uuid[]) to authenticated, service_role;

create or replace function public.get_day_page(p_dashboard uuid, p_day date default null, p_time_zone text default 'UTC', p_markers uuid[] default '{}')
returns jsonb language plpgsql stable set search_path = '' as $$
declare
  v_dashboard jsonb;
  v_show_done boolean;
  v_today date := private.today(p_time_zone);
begin
  perform private.require_member(p_dashboard);
  p_day := coalesce(p_day, v_today);
  v_dashboard := private.dashboard_json(p_dashboard);
  v_show_done := (v_dashboard ->> 'show_done')::boolean;
  return jsonb_build_object(
    'dashboard', v_dashboard,
    'day', p_day,
    'today', v_today,
    'objectives', coalesce((
      select jsonb_agg(r.item order by r.sort_position, r.created_at)
      from private.objective_rows(p_dashboard, p_day, p_day, not v_show_done, p_markers) r), '[]'::jsonb),
    'done_hidden', case when v_show_done then 0 else (
      select count(*) from public.objectives o where o.dashboard_id = p_dashboard and o.day = p_day and o.done) end,
    'overdue', coalesce((
      select jsonb_agg(r.item order by r.day, r.sort_position, r.created_at)
      from private.objective_rows(p_dashboard, '-infinity', v_today - 1, true, p_markers) r), '[]'::jsonb),
    'notes', private.notes_of_year(p_dashboard, extract(year from p_day)::int, p_markers),
    'markers', private.markers_json(p_dashboard)
  );
end;
$$;

create or replace function public.get_calendar_page(
  p_dashboard uuid,
  p_month date default null,
  p_week_start int default 1,
  p_time_zone text default 'UTC',
  p_markers uuid[] default '{}'
)
returns jsonb language plpgsql stable set search_path = '' as $$
declare
  v_dashboard jsonb;
  v_today date := private.today(p_time_zone);
  v_month date := date_trunc('month', coalesce(p_month, v_today))::date;
  v_from date;
  v_to date;
begin
  perform private.require_member(p_dashboard);
  if p_week_start is null or p_week_start not between 1 and 7 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  v_from := v_month - ((extract(isodow from v_month)::int - p_week_start + 7) % 7);
  v_to := v_from + 41;
  v_dashboard := private.dashboard_json(p_dashboard);
  return jsonb_build_object(
    'dashboard', v_dashboard,
    'month', v_month,
    'from', v_from,
    'to', v_to,
    'today', v_today,
    'objectives', coalesce((
      select jsonb_agg(r.item order by r.day, r.sort_position, r.created_at)
      from private.objective_rows(p_dashboard, v_from, v_to, not (v_dashboard ->> 'show_done')::boolean, p_markers) r), '[]'::jsonb),
    'markers', private.markers_json(p_dashboard)
  );
end;
$$;

create or replace function public.get_notes_page(p_dashboard uuid, p_year int default null, p_time_zone text default 'UTC', p_markers uuid[] default '{}')
returns jsonb language plpgsql stable set search_path = '' as $$
declare
  v_year int := coalesce(p_year, extract(year from private.today(p_time_zone))::int);
begin
  perform private.require_member(p_dashboard);
  return jsonb_build_object(
    'dashboard', private.dashboard_json(p_dashboard),
    'year', v_year,
    'notes', private.notes_of_year(p_dashboard, v_year, p_markers),
    'markers', private.markers_json(p_dashboard)
  );
end;
$$;

-- The per-row filter helpers are replaced by the set-based ones above.
drop function private.objective_matches(uuid, uuid[]);
drop function private.note_matches(uuid, uuid[]);
