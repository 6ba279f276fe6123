-- =============================================================================
-- The day view in set-based queries. It called objective_json / note_json and the
-- marker-filter helpers once per row; each call is a separate query (functions with
-- SET search_path are never inlined), and each re-checked row-level security. Now
-- the page's objectives, their marker links and the year's notes are read once and
-- aggregated. Same JSON as before (see objective_json and note_json).
-- =============================================================================

create or replace function public.get_day_page(p_dashboard uuid, p_day date default null, p_time_zone text default 'UTC', p_markers uuid[] default '{}')
returns jsonb language plpgsql stable set search_path = '' as $$
declare
  v_dashboard jsonb;
  v_show_done boolean;
  v_today date := private.today(p_time_zone);
  v_filter boolean := cardinality(coalesce(p_markers, '{}')) > 0;
begin
  perform private.require_member(p_dashboard);
  p_day := coalesce(p_day, v_today);
  v_dashboard := private.dashboard_json(p_dashboard);
  v_show_done := (v_dashboard ->> 'show_done')::boolean;
  return (
    with candidates as (
      -- The day's objectives and the overdue ones: the two lists of the page.
      select o.* from public.objectives o
      where o.dashboard_id = p_dashboard and (o.day = p_day or (o.day < v_today and not o.done))
    ), links as (
      select om.objective_id,
             jsonb_agg(om.marker_id order by m.name) as markers,
             bool_or(om.marker_id = any(p_markers)) as chosen
      from public.objective_markers om
      join public.markers m on m.id = om.marker_id
      where om.dashboard_id = p_dashboard and om.objective_id in (select id from candidates)
      group by om.objective_id
    ), shown as (
      select c.id, c.day, c.done, c.position, c.created_at,
             jsonb_build_object('id', c.id, 'day', c.day, 'title', c.title, 'done', c.done, 'done_at', c.done_at,
                                'markers', coalesce(l.markers, '[]'::jsonb)) as json
      from candidates c left join links l on l.objective_id = c.id
      where not v_filter or coalesce(l.chosen, false)
    ), year_notes as (
      select n.* from public.notes n where n.dashboard_id = p_dashboard and n.year = extract(year from p_day)::int
    ), note_links as (
      select nm.note_id,
             jsonb_agg(nm.marker_id order by m.name) as markers,
             bool_or(nm.marker_id = any(p_markers)) as chosen
      from public.note_markers nm
      join public.markers m on m.id = nm.marker_id
      where nm.dashboard_id = p_dashboard and nm.note_id in (select id from year_notes)
      group by nm.note_id
    )
    select jsonb_build_object(
      'dashboard', v_dashboard,
      'day', p_day,
      'today', v_today,
      'objectives', coalesce((
        select jsonb_agg(s.json order by s.position, s.created_at) from shown s
        where s.day = p_day and (v_show_done or not s.done)), '[]'::jsonb),
      'done_hidden', case when v_show_done then 0 else (
        select count(*) from public.objectives o where o.dashboard_id = p_dashboard and o.day = p_day and o.done) end,
      'overdue', coalesce((
        select jsonb_agg(s.json order by s.day, s.position, s.created_at) from shown s
        where s.day < v_today and not s.done), '[]'::jsonb),
      'notes', coalesce((
        select jsonb_agg(jsonb_build_object(
            'id', n.id, 'year', n.year, 'title', n.title, 'body', n.body,
            'created_at', n.created_at, 'updated_at', n.updated_at,
            'markers', coalesce(nl.markers, '[]'::jsonb)) order by n.created_at desc)
        from year_notes n left join note_links nl on nl.note_id = n.id
        where not v_filter or coalesce(nl.chosen, false)), '[]'::jsonb),
      'markers', private.markers_json(p_dashboard)
    )
  );
end;
$$;

comment on function public.get_day_page(uuid, date, text, uuid[]) is 'The day view: dashboard, the day''s objectives, overdue ones, the year''s notes and markers.';
