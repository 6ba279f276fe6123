-- =============================================================================
-- The day view shows the year's newest notes, not all of them
-- =============================================================================
-- The day view's side column listed every note of the year, so it grew without
-- bound (a dashboard may hold 5,000 notes): with 30 notes of a paragraph each it
-- was a sixth of the page's HTML (issue 12). It now shows the newest few and
-- links to the notes page, which lists them all (decision 013). The function
-- takes the limit and answers the count from the same lookup, as it does for
-- the overdue list. PostgREST cannot choose between overloads called with named
-- arguments, so the old signature goes.
-- =============================================================================

drop function public.get_day_page(uuid, date, text, uuid[], int);

-- -----------------------------------------------------------------------------
-- The page's function
-- -----------------------------------------------------------------------------

-- As in the stored page rows migration, plus p_notes_limit (null: all) and 'notes_count'.
create function public.get_day_page(
  p_dashboard uuid,
  p_day date default null,
  p_time_zone text default 'UTC',
  p_markers uuid[] default '{}',
  p_overdue_limit int default null,
  p_notes_limit int default null
)
returns json language plpgsql stable set search_path = '' as $$
declare
  v_dashboard json;
  v_show_done boolean;
  v_today date := private.today(p_time_zone);
  v_markers uuid[] := case when cardinality(p_markers) > 0 then p_markers end;
begin
  select m.dashboard, m.show_done into v_dashboard, v_show_done from private.member_dashboard(p_dashboard) m;
  if p_overdue_limit < 0 or p_notes_limit < 0 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  p_day := coalesce(p_day, v_today);

  return (
    -- The day's objectives and the open ones before today, read once.
    with o as materialized (
      select o.day, o.done, o.position, o.created_at, o.page_json
      from public.objectives o
      where o.dashboard_id = p_dashboard and (o.day = p_day or (o.day < v_today and not o.done))
        and (v_markers is null or o.marker_ids && v_markers)
    ), of_day as (
      select json_agg(o.page_json order by o.position, o.created_at) filter (where v_show_done or not o.done) as objectives,
             count(*) filter (where o.done and not v_show_done) as done_hidden
      from o where o.day = p_day
    -- The year's notes, read once for the list and its count.
    ), n as materialized (
      select n.created_at, n.page_json
      from public.notes n
      where n.dashboard_id = p_dashboard and n.year = extract(year from p_day)::int
        and (v_markers is null or n.marker_ids && v_markers)
    )
    select json_build_object(
      'dashboard', v_dashboard,
      'day', p_day,
      'today', v_today,
      'objectives', coalesce(of_day.objectives, '[]'),
      'done_hidden', of_day.done_hidden,
      -- The oldest first, only those within the limit.
      'overdue', coalesce((
        select json_agg(late.page_json order by late.day, late.position, late.created_at)
        from (
          select o.* from o where o.day < v_today and not o.done
          order by o.day, o.position, o.created_at limit p_overdue_limit
        ) late), '[]'),
      'overdue_count', (select count(*) from o where o.day < v_today and not o.done),
      -- The newest first, only those within the limit.
      'notes', coalesce((
        select json_agg(newest.page_json order by newest.created_at desc)
        from (select n.* from n order by n.created_at desc limit p_notes_limit) newest), '[]'),
      'notes_count', (select count(*) from n),
      'markers', coalesce((
        select json_agg(json_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name))
        from public.markers m where m.dashboard_id = p_dashboard), '[]')
    )
    from of_day
  );
end;
$$;

comment on function public.get_day_page(uuid, date, text, uuid[], int, int) is
  'The day view: dashboard, the day''s objectives, the oldest overdue ones (up to p_overdue_limit), the year''s newest notes (up to p_notes_limit), both counts, and markers.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

grant execute on function public.get_day_page(uuid, date, text, uuid[], int, int) to authenticated;
