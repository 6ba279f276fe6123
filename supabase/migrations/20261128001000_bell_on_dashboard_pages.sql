-- =============================================================================
-- The bell's count on a dashboard's pages
-- =============================================================================
-- Decision 052 left the unread count off a dashboard's pages (issue 12's hot
-- path): there the bell showed the last count a page had carried, with
-- JavaScript, and none without. A dashboard's pages are where people spend
-- their day, and a mention should show there (decision 058). The count is one
-- probe of a partial index, at most 100 rows (private.unread_notifications), so
-- each dashboard page's one call now carries it in its dashboard object, as
-- 'notifications_unread', beside the caller's other choices there (role,
-- show_done, day_order).
-- =============================================================================

-- As in the day order migration, plus 'notifications_unread' (the caller's).
create or replace function private.dashboard_json(p_dashboard uuid)
returns jsonb language sql stable set search_path = '' as $$
  select jsonb_build_object('id', d.id, 'name', d.name, 'role', me.role, 'show_done', me.show_done,
                            'day_order', me.day_order, 'created_at', d.created_at,
                            'notifications_unread', private.unread_notifications())
  from public.dashboards d
  join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = (select auth.uid())
  where d.id = p_dashboard
$$;

-- As in the day order migration, plus 'notifications_unread' (the caller's): the day
-- view's and the calendar's.
create or replace function private.member_dashboard(p_dashboard uuid, out dashboard json, out show_done boolean)
language plpgsql stable security definer set search_path = '' as $$
begin
  select json_build_object('id', d.id, 'name', d.name, 'role', me.role, 'show_done', me.show_done,
                           'day_order', me.day_order, 'created_at', d.created_at,
                           'notifications_unread', private.unread_notifications()),
         me.show_done
    into dashboard, show_done
  from public.dashboards d
  join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = (select auth.uid())
  where d.id = p_dashboard;
  if not found then
    raise exception using errcode = 'PT404', message = 'dashboard_not_found';
  end if;
end;
$$;
