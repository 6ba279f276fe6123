-- =============================================================================
-- One's dashboards with one's role in each (decision 091)
-- =============================================================================
-- A template's page offers to add it to a dashboard one has: only those one may add to, so
-- the list says one's role (a viewer adds nothing, decision 066). The switcher ignores it.
-- =============================================================================

-- As in the dashboard colours migration, plus the role.
create or replace function public.get_dashboard_list()
returns json language sql stable set search_path = '' as $$
  select coalesce(
    json_agg(json_build_object('id', d.id, 'name', d.name, 'favorite', me.favorite, 'color', me.color, 'role', me.role)
             order by me.favorite desc, me.position nulls last, lower(d.name), d.created_at),
    '[]'::json)
  from public.dashboard_members me
  join public.dashboards d on d.id = me.dashboard_id
  where me.user_id = (select auth.uid()) and d.archived_at is null;
$$;
