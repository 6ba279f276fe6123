-- =============================================================================
-- The dashboard switcher: one's dashboards by name, in one's own order
-- =============================================================================
-- Each page of a dashboard names it in its heading; beside the name, a switcher lists
-- one's other dashboards, to go straight to one without passing by /dashboards (as a
-- sidebar of projects does). Its list is asked for when it opens (with JavaScript; without,
-- the switcher is a link to /dashboards), so a page's one call stays the page's own.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- get_dashboard_list
-- -----------------------------------------------------------------------------

-- The caller's dashboards that are not archived, viewed ones too, in the order every list
-- of them follows (favorites first, then one's own order, decisions 053 and 061). Row-level
-- security reads only the caller's memberships; the filter on auth.uid() says so again.
create or replace function public.get_dashboard_list()
returns json language sql stable set search_path = '' as $$
  select coalesce(
    json_agg(json_build_object('id', d.id, 'name', d.name, 'favorite', me.favorite)
             order by me.favorite desc, me.position nulls last, lower(d.name), d.created_at),
    '[]'::json)
  from public.dashboard_members me
  join public.dashboards d on d.id = me.dashboard_id
  where me.user_id = (select auth.uid()) and d.archived_at is null;
$$;

comment on function public.get_dashboard_list() is
  'The caller''s dashboards (not archived) by name, favorites first, in their own order: the dashboard switcher''s list.';

revoke all on function public.get_dashboard_list() from public, anon, authenticated, service_role;
grant execute on function public.get_dashboard_list() to authenticated;
