-- =============================================================================
-- The calendar builds only what its cells show
-- =============================================================================
-- A calendar cell shows a day's first three objectives and "+N more". The page
-- function built every objective of the six weeks and the app dropped all but
-- three a day: 41 ms on PGlite for a month of 4,000 (`npm run bench`, issue 12),
-- and as much JSON carried to the Worker. It now takes the number a cell shows
-- and answers each day's count, in one pass of json like the day view's.
-- PostgREST cannot choose between overloads called with named arguments, so the
-- old signature goes.
-- =============================================================================

drop function public.get_calendar_page(uuid, date, int, text, uuid[]);

-- -----------------------------------------------------------------------------
-- The page's function
-- -----------------------------------------------------------------------------

-- As in the planner API migration, plus p_per_day (null: all) and 'day_counts'.
create function public.get_calendar_page(
  p_dashboard uuid,
  p_month date default null,
  p_week_start int default 1,
  p_time_zone text default 'UTC',
  p_markers uuid[] default '{}',
  p_per_day int default null
)
returns json language plpgsql stable set search_path = '' as $$
declare
  v_dashboard json;
  v_show_done boolean;
  v_today date := private.today(p_time_zone);
  v_month date := date_trunc('month', coalesce(p_month, v_today))::date;
  v_markers uuid[] := case when cardinality(p_markers) > 0 then p_markers end;
  v_from date;
  v_to date;
  v_objectives json;
  v_counts json;
begin
  select m.dashboard, m.show_done into v_dashboard, v_show_done from private.member_dashboard(p_dashboard) m;
  if p_week_start is null or p_week_start not between 1 and 7 or p_per_day < 0 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  v_from := v_month - ((extract(isodow from v_month)::int - p_week_start + 7) % 7);
  v_to := v_from + 41;

  -- Each day's objectives in their order, numbered, with the day's count.
  select json_agg(private.objective_row_json(o.id, o.day, o.title, o.done, o.done_at, o.marker_ids)
                  order by o.day, o.n) filter (where p_per_day is null or o.n <= p_per_day),
         json_object_agg(o.day, o.total) filter (where o.n = 1)
    into v_objectives, v_counts
  from (
    select o.*, row_number() over w as n, count(*) over (partition by o.day) as total
    from public.objectives o
    where o.dashboard_id = p_dashboard and o.day between v_from and v_to and (v_show_done or not o.done)
      and (v_markers is null or o.marker_ids && v_markers)
    window w as (partition by o.day order by o.position, o.created_at)
  ) o;

  return json_build_object(
    'dashboard', v_dashboard,
    'month', v_month,
    'from', v_from,
    'to', v_to,
    'today', v_today,
    'objectives', coalesce(v_objectives, '[]'),
    'day_counts', coalesce(v_counts, '{}'),
    'markers', coalesce((
      select json_agg(json_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name))
      from public.markers m where m.dashboard_id = p_dashboard), '[]')
  );
end;
$$;

comment on function public.get_calendar_page(uuid, date, int, text, uuid[], int) is
  'The calendar: a month as a six-week grid, each day''s first p_per_day objectives and its count.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

grant execute on function public.get_calendar_page(uuid, date, int, text, uuid[], int) to authenticated;
