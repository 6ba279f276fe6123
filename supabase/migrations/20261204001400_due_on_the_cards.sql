-- =============================================================================
-- What is due, on the dashboards' cards
-- =============================================================================
-- A dashboard's card says what is done today, what is overdue and who shares it; what
-- is due by today (a deadline today or passed, decision 072) is as much a reason to open
-- it, also when it is planned for later. get_dashboards_page answers 'due' per
-- dashboard: its open objectives whose deadline is today or earlier (the open
-- deadlines' index of the due on today migration finds them).
-- =============================================================================

-- As in the saved searches on dashboards migration, plus 'due'.
create or replace function public.get_dashboards_page(p_time_zone text default 'UTC')
returns jsonb language sql stable set search_path = '' as $$
  with t as (select private.today(p_time_zone) as today)
  select jsonb_build_object(
    'today', (select today from t),
    'appearance', public.get_my_appearance(),
    'invitations', private.my_invitations(),
    'notifications_unread', private.unread_notifications(),
    -- The caller's searches saved for all their dashboards, by name.
    'saved_searches', private.my_saved_searches(null),
    -- The caller's own zone, if set: the day each dashboard was archived on, in it.
    'time_zone', (select p.time_zone from public.profiles p where p.id = (select auth.uid())),
    'dashboards', coalesce(jsonb_agg(jsonb_build_object(
        'id', d.id,
        'name', d.name,
        'role', me.role,
        'favorite', me.favorite,
        'members', (select count(*) from public.dashboard_members m where m.dashboard_id = d.id),
        'open_today', (select count(*) from public.objectives o
                       where o.dashboard_id = d.id and o.day = (select today from t) and not o.done),
        'done_today', (select count(*) from public.objectives o
                       where o.dashboard_id = d.id and o.day = (select today from t) and o.done),
        'mine_today', (select count(*) from public.objectives o
                       where o.dashboard_id = d.id and o.assignee_id = me.user_id
                         and o.day = (select today from t) and not o.done),
        'overdue', (select count(*) from public.objectives o
                    where o.dashboard_id = d.id and o.day < (select today from t) and not o.done),
        -- Open ones due today or already, wherever they are planned (decision 072).
        'due', (select count(*) from public.objectives o
                where o.dashboard_id = d.id and o.deadline <= (select today from t) and not o.done),
        'created_at', d.created_at,
        'archived_at', d.archived_at
      ) order by d.archived_at is not null, me.favorite desc, me.position nulls last, lower(d.name), d.created_at), '[]'::jsonb)
  )
  from public.dashboards d
  join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = (select auth.uid())
$$;
