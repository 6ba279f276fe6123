-- =============================================================================
-- /today says what time it is for its reader (decision 097)
-- =============================================================================
-- /today as a day of hours draws a line at the time it is now. Which "now" is the
-- database's to say: the page's today is taken in the reader's own time zone when they have
-- one (private.today), which the request's zone need not be (a reminder or the daily email
-- keeps the zone it was set in). So the page answers with `now`, the time of day ("14:32")
-- in the same zone as its `today`.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The zone, to those signed in
-- -----------------------------------------------------------------------------

-- Their own zone, else the one asked for if Postgres knows it, else UTC: as private.today,
-- which they may already call. It reads only the caller's own profile.
grant execute on function private.my_zone(text) to authenticated;

-- -----------------------------------------------------------------------------
-- The today page: `now`
-- -----------------------------------------------------------------------------

-- As in the objective times migration, plus 'now'.
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
      select d.id, d.name, me.color, d.created_at, me.favorite, me.position, me.show_done, me.day_order = 'priority' as by_priority, c.total, c.done, l.late
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
        -- Each in its day view's order; by hand ("manual") as the day's index keeps them, so
        -- only the first few are read, not every row of a long day sorted.
        (select true as of_today, o.id, o.day, o.position, o.created_at, o.page_json, o.marker_ids, o.assignee_id, o.at_time,
                null::smallint as rank
         from public.objectives o
         where not s.by_priority and o.dashboard_id = s.id and o.day = v_today and (s.show_done or not o.done)
           and (v_mine is null or o.assignee_id = v_mine)
         order by o.at_time, o.position, o.created_at limit p_per_day)
        union all
        (select true as of_today, o.id, o.day, o.position, o.created_at, o.page_json, o.marker_ids, o.assignee_id, o.at_time,
                o.priority
         from public.objectives o
         where s.by_priority and o.dashboard_id = s.id and o.day = v_today and (s.show_done or not o.done)
           and (v_mine is null or o.assignee_id = v_mine)
         order by o.priority, o.at_time, o.position, o.created_at limit p_per_day)
        union all
        (select false, o.id, o.day, o.position, o.created_at, o.page_json, o.marker_ids, o.assignee_id, o.at_time,
                case when s.by_priority then o.priority end as rank
         from public.objectives o
         where o.dashboard_id = s.id and o.day < v_today and not o.done
           and (v_mine is null or o.assignee_id = v_mine)
         order by o.day, rank, o.at_time, o.position, o.created_at limit p_overdue_limit)
      ) x
    -- Open ones planned after today, due today or already (decision 072): the earliest due
    -- first, and how many in all.
    ), due as materialized (
      select o.id, o.title, o.day, o.deadline, d.id as dashboard_id, d.name, me.color,
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
      -- The time of day in the zone today is taken in (private.my_zone, as private.today's).
      'now', to_char(now() at time zone private.my_zone(p_time_zone), 'HH24:MI'),
      'dashboards', coalesce((
        select json_agg(json_build_object(
            'id', s.id,
            'name', s.name,
            'color', s.color,
            'objectives', coalesce((
              select json_agg(r.page_json order by r.rank, r.at_time, r.position, r.created_at)
              from r where r.section = s.id and r.of_today), '[]'),
            -- Listed today (also those past p_per_day), and done today.
            'count', case when s.show_done then s.total else s.total - s.done end,
            'total', s.total,
            'done', s.done,
            -- The oldest first.
            'overdue', coalesce((
              select json_agg(r.page_json order by r.day, r.rank, r.at_time, r.position, r.created_at)
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
      -- The reader's own reminders still to go among today's rows shown.
      'reminders', private.my_reminders_among(array(select r.id from r where r.of_today)),
      -- Every dashboard of the caller's, by name, with what quick add's "#" and "+" offer on it.
      'every_dashboard', private.quick_add_dashboards(),
      -- What is due: [{id, title, day (planned), deadline, dashboard, name and color (its dashboard's)}].
      'due', coalesce((
        select json_agg(json_build_object('id', x.id, 'title', x.title, 'day', x.day, 'deadline', x.deadline,
                                          'dashboard', x.dashboard_id, 'name', x.name, 'color', x.color)
                        order by x.k)
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
