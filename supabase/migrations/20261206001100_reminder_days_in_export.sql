-- =============================================================================
-- "Download your data" names a reminder's days before (decision 086)
-- =============================================================================
-- A reminder may go on a day before its objective's (the days-before migration); the
-- download had its time and its moment, not that it was set relative to the day, which
-- is what moves it with the objective. The sections of the download (renamed in the
-- sign-in alerts migration) now say it.
-- =============================================================================

-- As in the reminders-in-account-export migration (then public.export_my_data), plus each
-- reminder's 'days_before'.
create or replace function private.account_export_sections()
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
                                 'days_off', coalesce(to_json(g.days_off), '[]'::json),
                                 -- Every stretch vacation mode was on ('until' null: on now).
                                 'vacations', coalesce((
                                   select json_agg(json_build_object('from', v.from_day, 'until', v.until_day)
                                                   order by v.from_day)
                                   from private.productivity_vacations v where v.user_id = v_me), '[]'))
        from (select 1) one left join private.productivity_goals g on g.user_id = v_me),
      -- Searches saved by name: of a dashboard ('dashboard_id'), or of all of them (null).
      'saved_searches', coalesce((
        select json_agg(json_build_object('name', s.name, 'query', s.query, 'dashboard_id', s.dashboard_id,
                                          'created_at', private.utc_text(s.created_at))
                        order by lower(s.name), s.created_at)
        from private.saved_searches s where s.user_id = v_me), '[]')),
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
    -- One's own reminders (decision 074), of objectives on the dashboards one is still in:
    -- the time, the days before the objective's day it goes on (decision 086), the moment that
    -- is in one's zone, and when it went.
    'reminders', coalesce((
      select json_agg(json_build_object(
               'dashboard_id', o.dashboard_id, 'objective_id', o.id, 'title', o.title, 'day', o.day,
               'at', to_char(r.local_time, 'HH24:MI'), 'days_before', r.days_before,
               'remind_at', private.utc_text(r.remind_at),
               'sent_at', private.utc_text(r.sent_at), 'created_at', private.utc_text(r.created_at))
             order by r.remind_at, o.id)
      from private.reminders r join public.objectives o on o.id = r.objective_id
      where r.user_id = v_me
        and exists (select 1 from public.dashboard_members m where m.dashboard_id = o.dashboard_id and m.user_id = v_me)), '[]'),
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
