-- =============================================================================
-- A dashboard's calendar reads each day's first few, not every row of six weeks sorted
-- =============================================================================
-- The calendar shows each day's first three and "+N more". It numbered every objective of
-- the six weeks (page_json and all) to keep three a day: 16.5 ms for a month of 4,000 on
-- PGlite. As Upcoming's month now does (migration upcoming_month_faster): each day is counted,
-- its first few read in the day view's order (by hand from the day's index, only those rows;
-- by priority, that day's rows sorted), with the days repeating ones come back on, and the
-- shown rows' page_json read last, by key: 9.8 ms, measured alternately with the old function
-- on the benchmark's month; the same answer, with three a day and with every row (printing).
-- =============================================================================

-- As in the deadlines-ahead migration, with each day's first few read as above.
create or replace function public.get_calendar_page(
  p_dashboard uuid,
  p_month date default null,
  p_week_start int default 1,
  p_time_zone text default 'UTC',
  p_markers uuid[] default '{}',
  p_per_day int default null,
  p_assignee uuid default null,
  p_unassigned boolean default false
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
  v_deadlines json;
  v_by_priority boolean;
  v_assigned boolean;
  -- The caller's own first day of the week, else the one the page passes (its language's).
  v_week_start int := coalesce((select p.week_start from public.profiles p where p.id = (select auth.uid())), p_week_start);
begin
  select m.dashboard, m.show_done into v_dashboard, v_show_done from private.member_dashboard(p_dashboard) m;
  v_by_priority := v_dashboard ->> 'day_order' = 'priority';
  if p_week_start is null or p_week_start not between 1 and 7 or p_per_day < 0 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  v_from := v_month - ((extract(isodow from v_month)::int - v_week_start + 7) % 7);
  v_to := v_from + 41;
  v_assigned := p_assignee is not null or p_unassigned or exists (
    select 1 from public.objectives a where a.dashboard_id = p_dashboard and a.assignee_id is not null);

  -- Each day's objectives in their order, with the day's count. A day's first few are read in
  -- the day view's order (by hand, as the day's index keeps them: only those rows), with the
  -- days repeating ones come back on (after the grid's start and today; counted from done: if
  -- it is done on its day, or today when it is late); their rows are read last, by key.
  with rep as materialized (
    select o.id, p.day, true as projected, o.position, o.created_at,
           case when v_by_priority then o.priority end as rank
    from public.objectives o
    cross join lateral private.projected_days(o.repeat, o.repeat_every, o.repeat_from_done,
                                              private.series_start(o.day, o.repeat_anchor, o.repeat_from_done, v_today),
                                              greatest(o.day, v_today, v_from - 1), least(v_to, o.repeat_until)) p (day)
    where o.dashboard_id = p_dashboard and o.repeat is not null and not o.done and o.day <= v_to
      and (v_markers is null or o.marker_ids && v_markers)
      and (p_assignee is null or o.assignee_id = p_assignee) and (p_unassigned is not true or o.assignee_id is null)
  ), counts as materialized (
    select c.day, sum(c.total) as total
    from (
      select o.day, count(*) as total
      from public.objectives o
      where o.dashboard_id = p_dashboard and o.day between v_from and v_to and (v_show_done or not o.done)
        and (v_markers is null or o.marker_ids && v_markers)
        and (p_assignee is null or o.assignee_id = p_assignee) and (p_unassigned is not true or o.assignee_id is null)
      group by o.day
      union all
      select r.day, count(*) from rep r group by r.day
    ) c
    group by c.day
  ), firsts as (
    select f.id, c.day, false as projected, f.position, f.created_at, f.rank
    from counts c
    cross join lateral (
      -- No limit (null) on a printed month: every row.
      (select o.id, o.position, o.created_at, null::smallint as rank
       from public.objectives o
       where not v_by_priority and o.dashboard_id = p_dashboard and o.day = c.day and (v_show_done or not o.done)
         and (v_markers is null or o.marker_ids && v_markers)
         and (p_assignee is null or o.assignee_id = p_assignee) and (p_unassigned is not true or o.assignee_id is null)
       order by o.position, o.created_at
       limit p_per_day)
      union all
      (select o.id, o.position, o.created_at, o.priority
       from public.objectives o
       where v_by_priority and o.dashboard_id = p_dashboard and o.day = c.day and (v_show_done or not o.done)
         and (v_markers is null or o.marker_ids && v_markers)
         and (p_assignee is null or o.assignee_id = p_assignee) and (p_unassigned is not true or o.assignee_id is null)
       order by o.priority, o.position, o.created_at
       limit p_per_day)
    ) f
    union all
    select r.id, r.day, r.projected, r.position, r.created_at, r.rank from rep r
  ), n as (
    select f.id, f.day, f.projected,
           row_number() over (partition by f.day order by f.rank, f.projected, f.position, f.created_at) as n
    from firsts f
  )
  select json_agg(case when n.projected then (j.page_json::jsonb || jsonb_build_object('day', n.day, 'projected', true))::json
                       else j.page_json end
                  order by n.day, n.n),
         (select json_object_agg(c.day, c.total) from counts c)
    into v_objectives, v_counts
  from n
  -- Each by its key ("offset 0" keeps it a lookup: as a join, the planner hashed all of them).
  cross join lateral (select j.page_json from public.objectives j where j.id = n.id offset 0) j
  where p_per_day is null or n.n <= p_per_day;

  -- The open ones due in the six weeks, as the view's filter picks them, each day's first
  -- few (as many as its objectives), in the day view's order.
  select json_agg(json_build_object('id', d.id, 'day', d.deadline, 'title', d.title) order by d.deadline, d.n)
    into v_deadlines
  from (
    select o.id, o.deadline, o.title,
           row_number() over (partition by o.deadline
                              order by case when v_by_priority then o.priority end, o.day, o.position, o.created_at) as n
    from public.objectives o
    where o.dashboard_id = p_dashboard and o.deadline between v_from and v_to and not o.done
      and (v_markers is null or o.marker_ids && v_markers)
      and (p_assignee is null or o.assignee_id = p_assignee) and (p_unassigned is not true or o.assignee_id is null)
  ) d
  where p_per_day is null or d.n <= p_per_day;

  return json_build_object(
    'dashboard', v_dashboard,
    'month', v_month,
    'from', v_from,
    'to', v_to,
    'today', v_today,
    'objectives', coalesce(v_objectives, '[]'),
    'day_counts', coalesce(v_counts, '{}'),
    'deadlines', coalesce(v_deadlines, '[]'),
    'markers', coalesce((
      select json_agg(json_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name))
      from public.markers m where m.dashboard_id = p_dashboard), '[]'),
    -- The names of the shown objectives' assignees, for their initials.
    'people', coalesce((
      select json_object_agg(p.id, private.member_name(p.display_name, p.email))
      from (select distinct (e ->> 'assignee')::uuid as id
            from json_array_elements(coalesce(v_objectives, '[]')) e where e ->> 'assignee' is not null) a
      join public.profiles p on p.id = a.id), '{}'),
    'assigned', v_assigned,
    -- The filter's choices once anything is assigned: the other members, by name.
    'members', case when v_assigned then private.other_members(p_dashboard) end
  );
end;
$$;
