-- =============================================================================
-- Upcoming's month, faster and in the caller's own month (decision 089)
-- =============================================================================
-- The month reads every dashboard's six weeks (thousands of rows) to show each day's first
-- three. It sorted all of them, page_json and all (61 ms for 5,900 rows on PGlite, measured
-- alternately; 25 ms now): now each day is counted, each dashboard's first few that day are
-- read in its index's order, only those are sorted, and the shown ones read their rows last,
-- by key. Each dashboard's place by name is a number computed once.
-- Its default month was the request's: someone whose saved zone is not the request's saw the
-- other month first around midnight on the 1st. p_as_month asks for the month of the caller's
-- own today, as private.today knows it.
-- The page's 'colors' map goes: 'every_dashboard' (quick_add_dashboards) names each
-- dashboard's colour already.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The page
-- -----------------------------------------------------------------------------

-- As in the upcoming month migration, plus p_as_month, without 'colors', read as above.
-- A new argument makes a new function: the old one goes.
drop function public.get_upcoming_page(text, date, int, boolean, int, int, date, int);
create function public.get_upcoming_page(
  p_time_zone text default 'UTC',
  p_from date default null,
  p_days int default 7,
  p_mine boolean default false,
  p_per_day int default 50,
  p_overdue_limit int default 10,
  p_month date default null,
  p_week_start int default 1,
  p_as_month boolean default false
)
returns json language plpgsql stable set search_path = '' as $$
declare
  v_me uuid := (select auth.uid());
  v_today date := private.today(p_time_zone);
  -- A month's grid (p_month's, else the month of the caller's own today): its six weeks from
  -- the caller's own first day of the week, else the page's (its language's), as a dashboard's
  -- calendar.
  v_month date := case when p_as_month is true or p_month is not null
                       then date_trunc('month', coalesce(p_month, v_today))::date end;
  v_week_start int := coalesce((select p.week_start from public.profiles p where p.id = (select auth.uid())), p_week_start);
  v_from date := case when v_month is null then coalesce(p_from, v_today + 1)
                      else v_month - ((extract(isodow from v_month)::int - v_week_start + 7) % 7) end;
  v_to date;
  v_mine uuid := case when p_mine then (select auth.uid()) end;
  -- Only the week that starts where today ends lists what is overdue (a month shows it on its days).
  v_overdue boolean := v_month is null and v_from <= v_today + 1;
begin
  if p_days not between 1 and 31 or p_per_day not between 1 and 500 or p_overdue_limit not between 0 and 500
     or v_week_start is null or v_week_start not between 1 and 7 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  v_to := v_from + case when v_month is null then p_days else 42 end - 1;
  return (
    -- The caller's dashboards, with their view options, numbered by name: the rows' sorts
    -- compare that number, not each row's lowered name.
    with m as materialized (
      select me.dashboard_id, d.name, me.show_done, me.day_order = 'priority' as by_priority,
             row_number() over (order by lower(d.name), me.dashboard_id) as ord
      from public.dashboard_members me
      join public.dashboards d on d.id = me.dashboard_id
      where me.user_id = v_me and d.archived_at is null and me.role <> 'viewer'
    -- The days a repeating one comes back on (after its own day and today; counted from
    -- done: from the day it would be done on time, or today).
    ), rep as materialized (
      select o.id, p.day, m.dashboard_id, m.ord, true as projected, o.position, o.created_at,
             case when m.by_priority then o.priority end as rank
      from m
      join public.objectives o on o.dashboard_id = m.dashboard_id
      cross join lateral private.projected_days(o.repeat, o.repeat_every, o.repeat_from_done,
                                                private.series_start(o.day, o.repeat_anchor, o.repeat_from_done, v_today),
                                                greatest(o.day, v_today, v_from - 1), least(v_to, o.repeat_until)) p (day)
      where o.repeat is not null and not o.done and o.day <= v_to
        and (v_mine is null or o.assignee_id = v_mine)
    -- How many each day has, those on it and those coming back on it.
    ), counts as materialized (
      select c.day, sum(c.total) as total
      from (
        -- Done ones too where the reader shows them, else the open ones' own index.
        select o.day, count(*) as total
        from m
        join public.objectives o on o.dashboard_id = m.dashboard_id
        where m.show_done and o.day between v_from and v_to and (v_mine is null or o.assignee_id = v_mine)
        group by o.day
        union all
        select o.day, count(*) as total
        from m
        join public.objectives o on o.dashboard_id = m.dashboard_id
        where not m.show_done and not o.done and o.day between v_from and v_to
          and (v_mine is null or o.assignee_id = v_mine)
        group by o.day
        union all
        select r.day, count(*) from rep r group by r.day
      ) c
      group by c.day
    -- A day's first few are among each dashboard's first few that day: a month holds thousands
    -- of rows, and sorting them all to show three a day was most of this page's time.
    ), firsts as (
      select f.id, c.day, m.dashboard_id, m.ord, false as projected, f.position, f.created_at, f.rank
      from counts c
      cross join m
      cross join lateral (
        -- In the day's order, as the index keeps it: only the first few are read.
        (select o.id, o.position, o.created_at, null::smallint as rank
         from public.objectives o
         where not m.by_priority and o.dashboard_id = m.dashboard_id and o.day = c.day and (m.show_done or not o.done)
           and (v_mine is null or o.assignee_id = v_mine)
         order by o.position, o.created_at
         limit p_per_day)
        union all
        (select o.id, o.position, o.created_at, o.priority
         from public.objectives o
         where m.by_priority and o.dashboard_id = m.dashboard_id and o.day = c.day and (m.show_done or not o.done)
           and (v_mine is null or o.assignee_id = v_mine)
         order by o.priority, o.position, o.created_at
         limit p_per_day)
      ) f
      union all
      select r.id, r.day, r.dashboard_id, r.ord, r.projected, r.position, r.created_at, r.rank from rep r
    -- Each day's in their order: by dashboard (by name), then as its day view orders them.
    ), n as (
      select f.id, f.day, f.dashboard_id, f.projected,
             row_number() over (partition by f.day order by f.ord, f.rank, f.projected, f.position, f.created_at) as k
      from firsts f
    -- The shown ones' rows (a coming day of a repeating one says its day).
    ), shown as materialized (
      select n.id, n.day, n.dashboard_id, n.projected, n.k, c.total, j.marker_ids, j.assignee_id,
             case when n.projected then (j.page_json::jsonb || jsonb_build_object('day', n.day, 'projected', true))::json
                  else j.page_json end as page_json
      from n
      join counts c on c.day = n.day
      -- Each by its key ("offset 0" keeps it a lookup: as a join, the planner hashed all of them).
      cross join lateral (select j.page_json, j.marker_ids, j.assignee_id from public.objectives j where j.id = n.id offset 0) j
      where n.k <= p_per_day
    -- The open objectives before today (first week only): the oldest first, then as the days'.
    ), late as materialized (
      select o.id, o.dashboard_id, row_number() over w as k, count(*) over () as total
      from m
      join public.objectives o on o.dashboard_id = m.dashboard_id
      where v_overdue and o.day < v_today and not o.done
        and (v_mine is null or o.assignee_id = v_mine)
      window w as (order by o.day, m.ord,
                   case when m.by_priority then o.priority end, o.position, o.created_at)
    ), late_shown as materialized (
      select late.dashboard_id, late.k, j.page_json, j.marker_ids, j.assignee_id
      from late
      cross join lateral (select j.page_json, j.marker_ids, j.assignee_id from public.objectives j where j.id = late.id offset 0) j
      where late.k <= p_overdue_limit
    -- Every row the page draws, for the names and filters it needs.
    ), drawn as (
      select s.dashboard_id, s.marker_ids, s.assignee_id from shown s
      union all
      select l.dashboard_id, l.marker_ids, l.assignee_id from late_shown l
    -- The open ones due in the days shown, each day's first few (decision 072).
    ), due as materialized (
      select o.id, o.deadline, o.title, m.dashboard_id,
             row_number() over (partition by o.deadline order by m.ord, o.day, o.position, o.created_at) as k
      from m
      join public.objectives o on o.dashboard_id = m.dashboard_id
      where o.deadline between v_from and v_to and not o.done
        and (v_mine is null or o.assignee_id = v_mine)
    )
    select json_build_object(
      'today', v_today,
      'from', v_from,
      'to', v_to,
      -- The month asked for (its first day), or null for days from a day.
      'month', v_month,
      -- Only the days with anything: [{day, objectives, count}], each row naming its dashboard.
      'days', coalesce((
        select json_agg(json_build_object('day', g.day, 'objectives', g.objectives, 'count', g.total) order by g.day)
        from (
          select s.day, max(s.total) as total,
                 json_agg((s.page_json::jsonb || jsonb_build_object('dashboard', s.dashboard_id))::json order by s.k) as objectives
          from shown s group by s.day
        ) g), '[]'),
      -- The overdue ones shown, each naming its dashboard, and how many there are in all.
      'overdue', coalesce((
        select json_agg((l.page_json::jsonb || jsonb_build_object('dashboard', l.dashboard_id))::json order by l.k)
        from late_shown l), '[]'),
      'overdue_count', coalesce((select max(l.total) from late l), 0),
      -- What is due on the days shown: [{id, day (its deadline), title, dashboard}].
      'deadlines', coalesce((
        select json_agg(json_build_object('id', d.id, 'day', d.deadline, 'title', d.title, 'dashboard', d.dashboard_id)
                        order by d.deadline, d.k)
        from due d where d.k <= p_per_day), '[]'),
      -- The shown rows' dashboards' names and filters, and their assignees' names.
      'dashboards', coalesce((
        select json_object_agg(m.dashboard_id, m.name)
        from m where exists (select 1 from drawn r where r.dashboard_id = m.dashboard_id)
                  or exists (select 1 from due d where d.dashboard_id = m.dashboard_id and d.k <= p_per_day)), '{}'),
      'markers', coalesce((
        select json_agg(json_build_object('id', k.id, 'name', k.name, 'color', k.color) order by lower(k.name), k.id)
        from public.markers k
        where k.id in (select unnest(r.marker_ids) from drawn r)), '[]'),
      'people', coalesce((
        select json_object_agg(p.id, private.member_name(p.display_name, p.email))
        from (select distinct r.assignee_id from drawn r where r.assignee_id is not null) a
        join public.profiles p on p.id = a.assignee_id), '{}'),
      -- The reader's own reminders still to go among the days' rows shown (not the days a
      -- repeating one comes back on: the next one is made, with its reminder, once done).
      'reminders', private.my_reminders_among(array(select s.id from shown s where not s.projected)),
      -- Every dashboard of the caller's, by name: where quick add may put a new objective (with
      -- what its "#" and "+" offer there), and what the page follows live (decision 014).
      'every_dashboard', private.quick_add_dashboards(),
      'notifications_unread', private.unread_notifications(),
      -- Anything on the caller's dashboards is assigned: "Assigned to me" is offered.
      'assigned', v_mine is not null or exists (
        select 1 from m join public.objectives a on a.dashboard_id = m.dashboard_id and a.assignee_id is not null)
    )
  );
end;
$$;

revoke all on function public.get_upcoming_page(text, date, int, boolean, int, int, date, int, boolean)
  from public, anon, authenticated, service_role;
grant execute on function public.get_upcoming_page(text, date, int, boolean, int, int, date, int, boolean) to authenticated;
