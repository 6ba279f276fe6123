-- =============================================================================
-- Favorite dashboards
-- =============================================================================
-- Someone with many dashboards (home, work, a club, a trip) opens two or three of
-- them every day. Todoist lets a project be a favorite, and favorites come first;
-- here each member marks their own (a star on the dashboard's card), and their
-- favorites come first on /dashboards and among the dashboards quick add offers on
-- /today and /upcoming, each group by name (decision 053). It is the member's
-- own view: nobody else's order changes.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The column
-- -----------------------------------------------------------------------------

alter table public.dashboard_members add column favorite boolean not null default false;
comment on column public.dashboard_members.favorite is
  'This member''s favorite: it comes first in their lists of dashboards.';

-- -----------------------------------------------------------------------------
-- Marking one
-- -----------------------------------------------------------------------------

-- Marks (or unmarks) one of the caller's dashboards as a favorite; the same again changes nothing.
create function public.set_dashboard_favorite(p_dashboard uuid, p_favorite boolean)
returns jsonb language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_member(p_dashboard);
  update public.dashboard_members set favorite = coalesce(p_favorite, false)
  where dashboard_id = p_dashboard and user_id = (select auth.uid());
  return pg_catalog.jsonb_build_object('id', p_dashboard, 'favorite', coalesce(p_favorite, false));
end;
$$;

comment on function public.set_dashboard_favorite(uuid, boolean) is
  'Marks one of the caller''s dashboards as their favorite, or not: favorites come first in their lists.';

-- -----------------------------------------------------------------------------
-- Favorites first
-- -----------------------------------------------------------------------------

-- As in the notifications migration, plus favorite, and favorites first.
create or replace function public.get_dashboards_page(p_time_zone text default 'UTC')
returns jsonb language sql stable set search_path = '' as $$
  with t as (select private.today(p_time_zone) as today)
  select jsonb_build_object(
    'today', (select today from t),
    'appearance', public.get_my_appearance(),
    'invitations', private.my_invitations(),
    'notifications_unread', private.unread_notifications(),
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
        'created_at', d.created_at
      ) order by me.favorite desc, lower(d.name), d.created_at), '[]'::jsonb)
  )
  from public.dashboards d
  join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = (select auth.uid())
$$;

-- As in the quick add lists across migration, favorites first.
create or replace function private.quick_add_dashboards()
returns json language sql stable set search_path = '' as $$
  select coalesce(json_agg(json_build_object(
      'id', d.id,
      'name', d.name,
      -- What "#" offers: its filters by name, each in its colour.
      'filters', coalesce((
        select json_agg(json_build_object('name', k.name, 'color', k.color) order by lower(k.name), k.id)
        from public.markers k where k.dashboard_id = d.id), '[]'),
      -- What "+" offers: the members other than the caller, by name.
      'members', private.other_members(d.id)
    ) order by me.favorite desc, lower(d.name), d.created_at), '[]')
  from public.dashboard_members me
  join public.dashboards d on d.id = me.dashboard_id
  where me.user_id = (select auth.uid());
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.set_dashboard_favorite(uuid, boolean) from public, anon, authenticated, service_role;
grant execute on function public.set_dashboard_favorite(uuid, boolean) to authenticated;
