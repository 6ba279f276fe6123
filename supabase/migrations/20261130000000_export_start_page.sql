-- =============================================================================
-- The start page in one's data
-- =============================================================================
-- "Download your data" (decision 057) holds one's settings; the start page (decision 065)
-- was left out, as it lives in the account's metadata and not in a table of ours. It is
-- one's own choice, as the first day of the week is, so the file has it too.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The file
-- -----------------------------------------------------------------------------

-- As in the week start migration, plus settings.start_page. The grants stay (create or
-- replace keeps them).
create or replace function public.export_my_data()
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_body text;
begin
  select json_build_object(
    'format', 'planner-account',
    'version', 1,
    'exported_at', private.utc_text(now()),
    'account', json_build_object(
      'id', p.id, 'email', p.email, 'display_name', p.display_name, 'time_zone', p.time_zone,
      'language', p.locale, 'color_mode', p.color_mode, 'theme_primary', p.theme_primary,
      'theme_neutral', p.theme_neutral, 'created_at', private.utc_text(p.created_at)),
    'settings', json_build_object(
      -- The first day of one's week (ISO: 1 Monday … 7 Sunday); null: the language's.
      'week_start', p.week_start,
      -- Where signing in leads: "dashboards", "today", "upcoming" or a dashboard's id (the
      -- account's metadata, decision 065); null: the dashboards, never chosen.
      'start_page', (select u.raw_user_meta_data ->> 'home_view' from auth.users u where u.id = v_me),
      -- The daily email's hour in the saved time zone and whether Monday to Friday only; null when off.
      'daily_email', (select json_build_object('hour', e.hour, 'weekdays_only', e.weekdays)
                      from private.daily_emails e where e.user_id = v_me),
      'assignment_emails', not exists (select 1 from private.assignment_email_optouts a where a.user_id = v_me),
      'notification_reasons', private.my_notification_reasons(),
      'productivity', (
        select json_build_object('daily_goal', coalesce(g.daily, 5), 'weekly_goal', coalesce(g.weekly, 25),
                                 'days_off', coalesce(to_json(g.days_off), '[]'::json))
        from (select 1) one left join private.productivity_goals g on g.user_id = v_me)),
    'dashboards', coalesce((
      select json_agg(json_build_object(
               'role', m.role, 'joined_at', private.utc_text(m.joined_at), 'favorite', m.favorite,
               -- Where one placed it among one's own (null: never placed).
               'position', m.position,
               'notify', m.notify, 'in_daily_email', m.in_daily_email, 'show_done', m.show_done,
               -- The same object as the dashboard's own JSON export: a file to import again.
               'file', private.dashboard_file(m.dashboard_id))
             order by lower(d.name), d.id)
      from public.dashboard_members m join public.dashboards d on d.id = m.dashboard_id
      where m.user_id = v_me), '[]'),
    'notifications', coalesce((
      select json_agg(json_build_object(
               'dashboard_id', n.dashboard_id, 'why', n.why, 'kind', a.kind, 'subject', a.subject,
               'at', private.utc_text(a.at), 'read_at', private.utc_text(n.read_at))
             order by a.at desc, n.id desc)
      from private.notifications n join public.activity a on a.id = n.activity_id
      where n.user_id = v_me), '[]'),
    -- What the caller did, on the dashboards they can still see (as the activity page).
    'activity', coalesce((
      select json_agg(json_build_object(
               'dashboard_id', a.dashboard_id, 'kind', a.kind, 'subject', a.subject, 'detail', a.detail,
               'at', private.utc_text(a.at))
             order by a.at desc, a.id desc)
      from public.activity a
      where a.actor_id = v_me
        and exists (select 1 from public.dashboard_members m where m.dashboard_id = a.dashboard_id and m.user_id = v_me)), '[]'),
    'subscriptions', coalesce((
      select json_agg(json_build_object(
               'plan', s.price_lookup_key, 'status', s.status, 'interval', s.billing_interval,
               'current_period_end', private.utc_text(s.current_period_end),
               'cancel_at_period_end', s.cancel_at_period_end, 'trial_end', private.utc_text(s.trial_end),
               'ended_at', private.utc_text(s.ended_at), 'created_at', private.utc_text(s.created_at))
             order by s.created_at desc)
      from public.subscriptions s where s.user_id = v_me), '[]'),
    'support_tickets', coalesce((
      select json_agg(json_build_object(
               'number', t.number, 'email', t.email, 'subject', t.subject, 'message', t.message,
               'created_at', private.utc_text(t.created_at))
             order by t.created_at desc)
      from public.support_tickets t where t.user_id = v_me), '[]')
  )::text
  into v_body
  from public.profiles p where p.id = v_me;

  return json_build_object('body', v_body,
    'time_zone', (select p.time_zone from public.profiles p where p.id = v_me));
end;
$$;
