-- =============================================================================
-- Deadlines ahead: the month's grid, Upcoming and the calendar feed
-- =============================================================================
-- A deadline (decision 072) says when something is due, and the days ahead are where one
-- looks for what is due: the calendar page and Upcoming list each open objective's
-- deadline on its day, apart from the objectives planned that day; the calendar feed makes
-- it an all-day event ("Deadline: Tax return") beside the objective's own.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The calendar page: "deadlines"
-- -----------------------------------------------------------------------------

-- As in the repeat until migration, plus 'deadlines': [{id, day (its deadline), title}].
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

  -- Each day's objectives in their order, numbered, with the day's count.
  select json_agg(o.page_json order by o.day, o.n) filter (where p_per_day is null or o.n <= p_per_day),
         json_object_agg(o.day, o.total) filter (where o.n = 1)
    into v_objectives, v_counts
  from (
    select o.day, o.page_json, row_number() over w as n, count(*) over (partition by o.day) as total
    from (
      select o.day, o.page_json, false as projected, o.position, o.created_at,
             case when v_by_priority then o.priority end as rank
      from public.objectives o
      where o.dashboard_id = p_dashboard and o.day between v_from and v_to and (v_show_done or not o.done)
        and (v_markers is null or o.marker_ids && v_markers)
        and (p_assignee is null or o.assignee_id = p_assignee) and (p_unassigned is not true or o.assignee_id is null)
      union all
      -- The days a repeating objective will come back on, after the grid's start and today
      -- (counted from done: if it is done on its day, or today when it is late).
      select p.day, (o.page_json::jsonb || jsonb_build_object('day', p.day, 'projected', true))::json, true,
             o.position, o.created_at, case when v_by_priority then o.priority end
      from public.objectives o
      cross join lateral private.projected_days(o.repeat, o.repeat_every, o.repeat_from_done,
                                                private.series_start(o.day, o.repeat_anchor, o.repeat_from_done, v_today),
                                                greatest(o.day, v_today, v_from - 1), least(v_to, o.repeat_until)) p (day)
      where o.dashboard_id = p_dashboard and o.repeat is not null and not o.done and o.day <= v_to
        and (v_markers is null or o.marker_ids && v_markers)
        and (p_assignee is null or o.assignee_id = p_assignee) and (p_unassigned is not true or o.assignee_id is null)
    ) o
    window w as (partition by o.day order by o.rank, o.projected, o.position, o.created_at)
  ) o;

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

-- -----------------------------------------------------------------------------
-- The calendar feed: each objective's "deadline"
-- -----------------------------------------------------------------------------

-- As in the repeat until migration, each objective with its deadline (null: none).
create or replace function public.get_calendar_feed(p_token text)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v private.calendar_feeds;
begin
  select * into v from private.calendar_feeds f where f.token_hash = private.token_hash(p_token);
  if not found then
    raise exception using errcode = 'PT404', message = 'feed_not_found';
  end if;
  if v.revoked_at is not null then
    raise exception using errcode = 'PT410', message = 'feed_revoked';
  end if;
  return (
    select json_build_object(
      'dashboard', json_build_object('id', d.id, 'name', d.name),
      -- The link's owner's language, for the words the feed adds (null: theirs is not set).
      'locale', (select p.locale from public.profiles p where p.id = v.user_id),
      'objectives', coalesce((
        select json_agg(json_build_object(
                 'id', o.id, 'day', o.day, 'title', o.title, 'description', o.description, 'priority', o.priority,
                 'done', o.done, 'deadline', o.deadline, 'assignee', private.assignee_name(o.assignee_id),
                 'filters', private.marker_names(o.marker_ids), 'updated_at', private.utc_text(o.updated_at))
               order by o.day, o.position, o.created_at)
        from (
          select * from public.objectives o
          where o.dashboard_id = v.dashboard_id and o.day >= current_date - 365
          order by o.day limit 5000
        ) o), '[]'),
      -- After its own day and today, as the calendar page shows them.
      'upcoming', coalesce((
        select json_agg(json_build_object(
                 'id', u.id, 'day', u.day, 'title', u.title, 'description', u.description, 'priority', u.priority,
                 'assignee', private.assignee_name(u.assignee_id),
                 'filters', private.marker_names(u.marker_ids), 'updated_at', private.utc_text(u.updated_at))
               order by u.day, u.position, u.created_at)
        from (
          select o.id, p.day, o.title, o.description, o.priority, o.assignee_id, o.marker_ids, o.updated_at, o.position,
                 o.created_at
          from public.objectives o
          cross join lateral private.projected_days(o.repeat, o.repeat_every, o.repeat_from_done,
                                                    private.series_start(o.day, o.repeat_anchor, o.repeat_from_done,
                                                                         current_date),
                                                    greatest(o.day, current_date),
                                                    least(current_date + 90, o.repeat_until)) p (day)
          where o.dashboard_id = v.dashboard_id and o.repeat is not null and not o.done
          order by p.day, o.position, o.created_at
          limit 2000
        ) u), '[]'))
    from public.dashboards d where d.id = v.dashboard_id
  );
end;
$$;
-- -----------------------------------------------------------------------------
-- Upcoming: "deadlines"
-- -----------------------------------------------------------------------------

-- As in the repeat until migration, plus 'deadlines' (each naming its dashboard, whose name
-- the page then has).
create or replace function public.get_upcoming_page(
  p_time_zone text default 'UTC',
  p_from date default null,
  p_days int default 7,
  p_mine boolean default false,
  p_per_day int default 50,
  p_overdue_limit int default 10
)
returns json language plpgsql stable set search_path = '' as $$
declare
  v_me uuid := (select auth.uid());
  v_today date := private.today(p_time_zone);
  v_from date := coalesce(p_from, v_today + 1);
  v_to date;
  v_mine uuid := case when p_mine then (select auth.uid()) end;
  -- Only the week that starts where today ends lists what is overdue.
  v_overdue boolean := v_from <= v_today + 1;
begin
  if p_days not between 1 and 31 or p_per_day not between 1 and 500 or p_overdue_limit not between 0 and 500 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  v_to := v_from + p_days - 1;
  return (
    -- The caller's dashboards, with their view options.
    with m as materialized (
      select me.dashboard_id, d.name, me.show_done, me.day_order = 'priority' as by_priority
      from public.dashboard_members me
      join public.dashboards d on d.id = me.dashboard_id
      where me.user_id = v_me and d.archived_at is null and me.role <> 'viewer'
    -- The days' objectives, and the days a repeating one comes back on (after its own day
    -- and today; counted from done: from the day it would be done on time, or today).
    ), o as materialized (
      select o.day, m.dashboard_id, m.name, o.page_json, false as projected, o.position, o.created_at,
             o.marker_ids, o.assignee_id, case when m.by_priority then o.priority end as rank
      from m
      join public.objectives o on o.dashboard_id = m.dashboard_id
      where o.day between v_from and v_to and (m.show_done or not o.done)
        and (v_mine is null or o.assignee_id = v_mine)
      union all
      select p.day, m.dashboard_id, m.name, (o.page_json::jsonb || jsonb_build_object('day', p.day, 'projected', true))::json,
             true, o.position, o.created_at, o.marker_ids, o.assignee_id, case when m.by_priority then o.priority end
      from m
      join public.objectives o on o.dashboard_id = m.dashboard_id
      cross join lateral private.projected_days(o.repeat, o.repeat_every, o.repeat_from_done,
                                                private.series_start(o.day, o.repeat_anchor, o.repeat_from_done, v_today),
                                                greatest(o.day, v_today, v_from - 1), least(v_to, o.repeat_until)) p (day)
      where o.repeat is not null and not o.done and o.day <= v_to
        and (v_mine is null or o.assignee_id = v_mine)
    -- Each day's in their order: by dashboard (by name), then as its day view orders them.
    ), n as materialized (
      select o.*, row_number() over w as k, count(*) over (partition by o.day) as total
      from o
      window w as (partition by o.day order by lower(o.name), o.dashboard_id, o.rank, o.projected, o.position, o.created_at)
    ), shown as materialized (
      select * from n where n.k <= p_per_day
    -- The open objectives before today (first week only): the oldest first, then as the days'.
    ), late as materialized (
      select o.dashboard_id, o.page_json, o.marker_ids, o.assignee_id,
             row_number() over w as k, count(*) over () as total
      from m
      join public.objectives o on o.dashboard_id = m.dashboard_id
      where v_overdue and o.day < v_today and not o.done
        and (v_mine is null or o.assignee_id = v_mine)
      window w as (order by o.day, lower(m.name), m.dashboard_id,
                   case when m.by_priority then o.priority end, o.position, o.created_at)
    ), late_shown as materialized (
      select * from late where late.k <= p_overdue_limit
    -- Every row the page draws, for the names and filters it needs.
    ), drawn as (
      select s.dashboard_id, s.marker_ids, s.assignee_id from shown s
      union all
      select l.dashboard_id, l.marker_ids, l.assignee_id from late_shown l
    -- The open ones due in the days shown, each day's first few (decision 072).
    ), due as materialized (
      select o.id, o.deadline, o.title, m.dashboard_id,
             row_number() over (partition by o.deadline order by lower(m.name), m.dashboard_id, o.day, o.position,
                                                                   o.created_at) as k
      from m
      join public.objectives o on o.dashboard_id = m.dashboard_id
      where o.deadline between v_from and v_to and not o.done
        and (v_mine is null or o.assignee_id = v_mine)
    )
    select json_build_object(
      'today', v_today,
      'from', v_from,
      'to', v_to,
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
