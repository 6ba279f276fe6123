-- =============================================================================
-- A dashboard as one's start page
-- =============================================================================
-- The start page (decision 065) could be the dashboards, Today or Upcoming; Todoist's home
-- view can also be any one project. The choice lives in the account's metadata, as before;
-- the settings page now needs the dashboards one may choose from, in the same one request
-- that reads the rest of the page.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Where it shows
-- -----------------------------------------------------------------------------

-- As in the week start migration, plus the caller's open (not archived) dashboards, in
-- their own order (as on /dashboards), for the start page's choices.
create or replace function public.get_account_page()
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
  v_billing jsonb := public.get_billing_page();
begin
  return jsonb_build_object(
    'profile', (select jsonb_build_object('id', p.id, 'email', p.email, 'display_name', p.display_name,
                  'time_zone', p.time_zone, 'locale', p.locale, 'week_start', p.week_start)
                from public.profiles p where p.id = v_user),
    'daily_email', (select jsonb_build_object('hour', e.hour, 'weekdays', e.weekdays)
                    from private.daily_emails e where e.user_id = v_user),
    'assignment_emails', not exists (select 1 from private.assignment_email_optouts o where o.user_id = v_user),
    'notification_reasons', private.my_notification_reasons(),
    -- The plan page's figures carry the appearance already.
    'appearance', v_billing -> 'appearance',
    'palette', (select jsonb_agg(jsonb_build_object('kind', kind, 'name', name, 'premium', premium) order by kind, position)
                from public.theme_colors),
    'billing', v_billing,
    'dashboards', (select coalesce(jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name)
                     order by me.favorite desc, me.position nulls last, lower(d.name), d.created_at), '[]'::jsonb)
                   from public.dashboards d
                   join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = v_user
                   where d.archived_at is null)
  );
end;
$$;

-- get_account_page keeps its grants (replaced in place).
