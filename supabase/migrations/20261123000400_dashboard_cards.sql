-- =============================================================================
-- Dashboard cards: what /dashboards shows of each dashboard
-- =============================================================================
-- Each card shows today's progress (done of all), the overdue count and the
-- members, so the list says what is inside a dashboard without opening it.
-- Counts use objectives_by_day and objectives_open_by_day; nothing new is stored.

-- -----------------------------------------------------------------------------
-- The page's function
-- -----------------------------------------------------------------------------

-- As in the appearance migration, plus 'done_today' and 'overdue' per dashboard.
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
        'overdue', (select count(*) from public.objectives o
                    where o.dashboard_id = d.id and o.day < (select today from t) and not o.done),
        'created_at', d.created_at
      ) order by lower(d.name), d.created_at), '[]'::jsonb)
  )
  from public.dashboards d
  join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = (select auth.uid())
$$;

comment on function public.get_dashboards_page(text) is
  'The /dashboards page: the caller''s dashboards (with today''s open and done counts, the overdue count and the members) and the invitations waiting for them.';
