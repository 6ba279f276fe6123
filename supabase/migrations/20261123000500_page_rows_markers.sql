-- =============================================================================
-- Page rows without sorting each row's markers
-- =============================================================================
-- A day view's rows each carried their markers sorted by name, which took a join
-- and a sort per row: about 40 % of building a row on PGlite (`npm run bench`,
-- issue 12). The pages list the dashboard's markers once, sorted, and draw each
-- row's chips in that order, so a row now carries its marker ids as the link
-- table's key gives them. Same signatures as in the page rows migration; single
-- objects (objective_json, note_json) keep their sorted markers.
-- =============================================================================

create or replace function private.objective_rows(p_dashboard uuid, p_from date, p_to date, p_open_only boolean, p_markers uuid[])
returns table (day date, done boolean, sort_position double precision, created_at timestamptz, item jsonb)
language sql stable set search_path = '' as $$
  select o.day, o.done, o.position, o.created_at,
         private.objective_item(o.id, o.day, o.title, o.done, o.done_at, l.markers)
  from public.objectives o
  left join lateral (
    select jsonb_agg(om.marker_id) as markers
    from public.objective_markers om
    where om.objective_id = o.id
  ) l on true
  where o.dashboard_id = p_dashboard and o.day between p_from and p_to and (not p_open_only or not o.done)
    and (cardinality(coalesce(p_markers, '{}')) = 0
         or exists (select 1 from public.objective_markers f
                    where f.objective_id = o.id and f.marker_id = any(p_markers)))
$$;

create or replace function private.notes_of_year(p_dashboard uuid, p_year int, p_markers uuid[])
returns jsonb language sql stable set search_path = '' as $$
  select coalesce(jsonb_agg(private.note_item(n.id, n.year, n.title, n.body, n.created_at, n.updated_at, l.markers)
                            order by n.created_at desc), '[]'::jsonb)
  from public.notes n
  left join lateral (
    select jsonb_agg(nm.marker_id) as markers
    from public.note_markers nm
    where nm.note_id = n.id
  ) l on true
  where n.dashboard_id = p_dashboard and n.year = p_year
    and (cardinality(coalesce(p_markers, '{}')) = 0
         or exists (select 1 from public.note_markers f where f.note_id = n.id and f.marker_id = any(p_markers)))
$$;
