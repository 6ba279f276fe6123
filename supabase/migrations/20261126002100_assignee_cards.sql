-- =============================================================================
-- Dashboard cards say what is yours today
-- =============================================================================
-- On /dashboards each card of a dashboard with objectives assigned to the caller
-- today says how many are still open, and leads to them ("Assigned to me" on the
-- day view, decision 037).
-- =============================================================================

-- As in the dashboard cards migration, plus 'mine_today': today's open objectives assigned
-- to the caller.
create or replace function public.get_dashboards_page(p_time_zone text default 'UTC')
returns jsonb language sql stable set search_path = '' as $$
  with t as (select private.today(p_time_zone) as today)
  select jsonb_build_object(
    'today', (select today from t),
    'appearance', public.get_my_appearance(),
    'invitations', private.my_invitations(),
    'dashboards', coalesce(jsonb_agg(jsonb_build_object(
        'id', d.id,
        'name', d.name,
        'role', me.role,
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
        'created_at', d.created_at
      ) order by lower(d.name), d.created_at), '[]'::jsonb)
  )
  from public.dashboards d
  join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = (select auth.uid())
$$;
