-- =============================================================================
-- What is due, on /today
-- =============================================================================
-- A deadline (decision 072) that is today, or has passed, on an objective planned for a
-- later day is the one thing /today did not show: its sections list what is planned
-- today and what is overdue, so "Visa form, due today, planned for Friday" waited
-- unseen in Upcoming. get_today_page now answers 'due' (the open ones planned after
-- today whose deadline is today or earlier, on the dashboards its sections come from,
-- "Assigned to me" applied; the first few, the earliest due first) and 'due_count'.
-- A partial index finds open deadlines by dashboard, for this page, Upcoming's and
-- the calendar's deadlines.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Open deadlines, by dashboard
-- -----------------------------------------------------------------------------

create index objectives_open_deadlines on public.objectives (dashboard_id, deadline)
  where deadline is not null and not done;

-- -----------------------------------------------------------------------------
-- /today: 'due'
-- -----------------------------------------------------------------------------

-- As in the viewers out of lists migration, plus 'due' and 'due_count'.
create or replace function public.get_today_page(
  p_time_zone text default 'UTC',
  p_mine boolean default false,
  p_per_day int default 30,
  p_overdue_limit int default 10
)
returns json language plpgsql stable set search_path = '' as $$
declare
  v_me uuid := (select auth.uid());
  v_today date := private.today(p_time_zone);
  v_mine uuid := case when p_mine then (select auth.uid()) end;
begin
  if p_per_day not between 1 and 500 or p_overdue_limit not between 0 and 500 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  return (
    -- The caller's dashboards with anything today or overdue, and how much.
    with s as materialized (
      select d.id, d.name, d.created_at, me.favorite, me.position, me.show_done, me.day_order = 'priority' as by_priority, c.total, c.done, l.late
      from public.dashboard_members me
      join public.dashboards d on d.id = me.dashboard_id
      cross join lateral (
        select count(*) as total, count(*) filter (where o.done) as done
        from public.objectives o
        where o.dashboard_id = d.id and o.day = v_today and (v_mine is null or o.assignee_id = v_mine)
      ) c
      cross join lateral (
        select count(*) as late
        from public.objectives o
        where o.dashboard_id = d.id and o.day < v_today and not o.done and (v_mine is null or o.assignee_id = v_mine)
      ) l
      where me.user_id = v_me and d.archived_at is null and me.role <> 'viewer' and (c.total > 0 or l.late > 0)
    -- The rows each section shows: today's first ones, and the oldest overdue ones.
    ), r as materialized (
      select s.id as section, x.*
      from s
      cross join lateral (
        (select true as of_today, o.day, o.position, o.created_at, o.page_json, o.marker_ids, o.assignee_id,
                case when s.by_priority then o.priority end as rank
         from public.objectives o
         where o.dashboard_id = s.id and o.day = v_today and (s.show_done or not o.done)
           and (v_mine is null or o.assignee_id = v_mine)
         order by rank, o.position, o.created_at limit p_per_day)
        union all
        (select false, o.day, o.position, o.created_at, o.page_json, o.marker_ids, o.assignee_id,
                case when s.by_priority then o.priority end as rank
         from public.objectives o
         where o.dashboard_id = s.id and o.day < v_today and not o.done
           and (v_mine is null or o.assignee_id = v_mine)
         order by o.day, rank, o.position, o.created_at limit p_overdue_limit)
      ) x
    -- Open ones planned after today, due today or already (decision 072): the earliest due
    -- first, and how many in all.
    ), due as materialized (
      select o.id, o.title, o.day, o.deadline, d.id as dashboard_id, d.name,
             row_number() over (order by o.deadline, lower(d.name), d.id, o.day, o.position, o.created_at) as k,
             count(*) over () as total
      from public.dashboard_members me
      join public.dashboards d on d.id = me.dashboard_id
      join public.objectives o on o.dashboard_id = d.id
      where me.user_id = v_me and d.archived_at is null and me.role <> 'viewer'
        and o.deadline <= v_today and o.day > v_today and not o.done
        and (v_mine is null or o.assignee_id = v_mine)
    )
    select json_build_object(
      'today', v_today,
      'dashboards', coalesce((
        select json_agg(json_build_object(
            'id', s.id,
            'name', s.name,
            'objectives', coalesce((
              select json_agg(r.page_json order by r.rank, r.position, r.created_at)
              from r where r.section = s.id and r.of_today), '[]'),
            -- Listed today (also those past p_per_day), and done today.
            'count', case when s.show_done then s.total else s.total - s.done end,
            'total', s.total,
            'done', s.done,
            -- The oldest first.
            'overdue', coalesce((
              select json_agg(r.page_json order by r.day, r.rank, r.position, r.created_at)
              from r where r.section = s.id and not r.of_today), '[]'),
            'overdue_count', s.late,
            -- Only the filters its rows carry.
            'markers', coalesce((
              select json_agg(json_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name))
              from public.markers m
              where m.dashboard_id = s.id
                and exists (select 1 from r where r.section = s.id and m.id = any (r.marker_ids))), '[]')
          ) order by s.favorite desc, s.position nulls last, lower(s.name), s.created_at)
        from s), '[]'),
      -- The assignees' names, by id (as the day view's "people").
      'people', coalesce((
        select json_object_agg(p.id, private.member_name(p.display_name, p.email))
        from (select distinct r.assignee_id from r where r.assignee_id is not null) a
        join public.profiles p on p.id = a.assignee_id), '{}'),
      -- Every dashboard of the caller's, by name, with what quick add's "#" and "+" offer on it.
      'every_dashboard', private.quick_add_dashboards(),
      -- What is due: [{id, title, day (planned), deadline, dashboard, name (its dashboard's)}].
      'due', coalesce((
        select json_agg(json_build_object('id', x.id, 'title', x.title, 'day', x.day, 'deadline', x.deadline,
                                          'dashboard', x.dashboard_id, 'name', x.name) order by x.k)
        from due x where x.k <= p_overdue_limit), '[]'),
      'due_count', coalesce((select max(x.total) from due x), 0),
      'notifications_unread', private.unread_notifications(),
      -- Anything on the caller's dashboards is assigned: "Assigned to me" is offered.
      'assigned', v_mine is not null or exists (
        select 1 from public.dashboard_members me
        join public.dashboards d on d.id = me.dashboard_id and d.archived_at is null and me.role <> 'viewer'
        join public.objectives a on a.dashboard_id = me.dashboard_id and a.assignee_id is not null
        where me.user_id = v_me)
    )
  );
end;
$$;
