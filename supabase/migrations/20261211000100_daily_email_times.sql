-- =============================================================================
-- The daily email says each of the day's objectives' time of day (decision 093)
-- =============================================================================
-- The day's list, as its day view orders it: the timed ones first, earliest first, each with
-- its time ("at", "HH:MM", when it has one), then the others in the members' order.
-- =============================================================================

-- As in the daily email reminders ahead migration, with each of the day's objectives' time.
create or replace function private.daily_email_json(p_user uuid, p_day date)
returns jsonb language sql stable set search_path = '' as $$
  with boards as (
    select d.id, d.name, m.color, d.created_at, m.favorite, m.position,
      (select count(*) from public.objectives o where o.dashboard_id = d.id and o.day = p_day and not o.done) as open_today,
      (select count(*) from public.objectives o where o.dashboard_id = d.id and o.day < p_day and not o.done) as overdue,
      exists (select 1 from public.objectives o
              where o.dashboard_id = d.id and o.deadline between p_day and p_day + 2 and not o.done) as due_soon,
      exists (select 1 from private.reminders r join public.objectives o on o.id = r.objective_id
              where r.user_id = p_user and o.dashboard_id = d.id and r.days_before > 0
                and o.day - r.days_before = p_day and r.sent_at is null and not o.done) as ahead
    from public.dashboard_members m
    join public.dashboards d on d.id = m.dashboard_id
    where m.user_id = p_user and m.in_daily_email and d.archived_at is null
  )
  select jsonb_agg(jsonb_build_object(
      'id', b.id,
      'name', b.name,
      -- The reader's own colour for it (decision 088): a dot before its name.
      'color', b.color,
      'open_today', b.open_today,
      'overdue', b.overdue,
      'objectives', coalesce((
        select jsonb_agg(jsonb_build_object('title', o.title, 'priority', o.priority,
                                            'assignee', o.assignee, 'yours', coalesce(o.assignee_id = p_user, false),
                                            'reminder', o.reminder)
                         -- Its time when it has one.
                         || case when o.at_time is not null
                                 then jsonb_build_object('at', pg_catalog.left(o.at_time::text, 5)) else '{}' end
                         order by o.at_time, o.position)
        from (select o.title, o.priority, o.position, o.assignee_id, o.at_time,
                     (select private.member_name(p.display_name, p.email) from public.profiles p where p.id = o.assignee_id) as assignee,
                     -- The reader's own reminder still to go today ("HH:MM"), or null: one of
                     -- the days before went then.
                     (select to_char(r.local_time, 'HH24:MI') from private.reminders r
                      where r.objective_id = o.id and r.user_id = p_user and r.sent_at is null
                        and r.days_before = 0) as reminder
              from public.objectives o
              where o.dashboard_id = b.id and o.day = p_day and not o.done
              order by o.at_time, o.position limit 10) o
      ), '[]'::jsonb),
      'overdue_objectives', coalesce((
        select jsonb_agg(jsonb_build_object('title', o.title, 'priority', o.priority, 'day', o.day,
                                            'assignee', o.assignee, 'yours', coalesce(o.assignee_id = p_user, false))
                         order by o.day, o.position)
        from (select o.title, o.priority, o.day, o.position, o.assignee_id,
                     (select private.member_name(p.display_name, p.email) from public.profiles p where p.id = o.assignee_id) as assignee
              from public.objectives o
              where o.dashboard_id = b.id and o.day < p_day and not o.done
              order by o.day, o.position limit 5) o
      ), '[]'::jsonb),
      'due', coalesce((
        select jsonb_agg(jsonb_build_object('title', o.title, 'priority', o.priority, 'deadline', o.deadline,
                                            'assignee', o.assignee, 'yours', coalesce(o.assignee_id = p_user, false))
                         order by o.deadline, o.day, o.position)
        from (select o.title, o.priority, o.deadline, o.day, o.position, o.assignee_id,
                     (select private.member_name(p.display_name, p.email) from public.profiles p where p.id = o.assignee_id) as assignee
              from public.objectives o
              where o.dashboard_id = b.id and o.deadline between p_day and p_day + 2 and not o.done
              order by o.deadline, o.day, o.position limit 5) o
      ), '[]'::jsonb),
      -- The reader's own reminders going today for objectives of later days (decision 086):
      -- the first five by time, each with its day and time.
      'ahead', coalesce((
        select jsonb_agg(jsonb_build_object('title', o.title, 'priority', o.priority, 'day', o.day,
                                            'reminder', o.reminder, 'assignee', o.assignee,
                                            'yours', coalesce(o.assignee_id = p_user, false))
                         order by o.reminder, o.day, o.position)
        from (select o.title, o.priority, o.day, o.position, o.assignee_id, to_char(r.local_time, 'HH24:MI') as reminder,
                     (select private.member_name(p.display_name, p.email) from public.profiles p where p.id = o.assignee_id) as assignee
              from private.reminders r
              join public.objectives o on o.id = r.objective_id
              where r.user_id = p_user and o.dashboard_id = b.id and r.days_before > 0
                and o.day - r.days_before = p_day and r.sent_at is null and not o.done
              order by r.local_time, o.day, o.position limit 5) o
      ), '[]'::jsonb)
    ) order by b.favorite desc, b.position nulls last, lower(b.name), b.created_at, b.id)
  from boards b
  where b.open_today > 0 or b.overdue > 0 or b.due_soon or b.ahead
$$;
