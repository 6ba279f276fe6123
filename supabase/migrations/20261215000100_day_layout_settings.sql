-- =============================================================================
-- A day's layout on the dashboard's settings page (decision 098)
-- =============================================================================
-- The settings page's View section offers the layout of each day beside the order of
-- each day, so its dashboard JSON says which one the member has chosen.
-- =============================================================================

-- As in the dashboard colours migration, plus 'day_layout' (as private.member_dashboard's).
create or replace function private.dashboard_json(p_dashboard uuid)
returns jsonb language sql stable set search_path = '' as $$
  select jsonb_build_object('id', d.id, 'name', d.name, 'role', me.role, 'show_done', me.show_done,
                            'day_order', me.day_order, 'created_at', d.created_at,
                            'notifications_unread', private.unread_notifications(),
                            'archived_at', d.archived_at, 'color', me.color, 'day_layout', me.day_layout)
  from public.dashboards d
  join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = (select auth.uid())
  where d.id = p_dashboard
$$;
