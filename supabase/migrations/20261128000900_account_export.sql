-- =============================================================================
-- Downloading all of one's own data
-- =============================================================================
-- The privacy policy promised an export through the support page. A person's
-- data is theirs to take at any time (decision 057): /settings, "Download your
-- data", gives one JSON file with the account, its settings, every dashboard
-- it is a member of (each exactly as that dashboard's own JSON export, so each
-- can be imported again), its notifications, its own actions on those
-- dashboards, its subscriptions as Stripe last reported them, and the support
-- tickets it sent. Secrets stay out: calendar feed and share link tokens, the
-- daily email's "turn off" token, Stripe ids.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- One dashboard as its file's object
-- -----------------------------------------------------------------------------

-- As export_dashboard's JSON in the checklist files migration, as a function of its own
-- so that the account's file holds each dashboard the same way. The caller checks
-- membership.
create function private.dashboard_file(p_dashboard uuid)
returns json language sql stable set search_path = '' as $$
  select json_build_object(
    'format', 'planner-dashboard',
    'version', 1,
    'exported_at', private.utc_text(now()),
    'dashboard', json_build_object('id', d.id, 'name', d.name, 'created_at', private.utc_text(d.created_at)),
    'filters', private.markers_json(p_dashboard),
    'objectives', coalesce((
      select json_agg(json_build_object(
               'id', o.id, 'day', o.day, 'title', o.title, 'description', o.description, 'priority', o.priority,
               'assignee', (select p.email from public.profiles p where p.id = o.assignee_id),
               'done', o.done,
               'done_at', private.utc_text(o.done_at),
               'filters', private.marker_names(o.marker_ids), 'repeat', o.repeat,
               'repeat_every', case when o.repeat is not null then o.repeat_every end,
               'repeat_from_done', case when o.repeat is not null then o.repeat_from_done end,
               'created_at', private.utc_text(o.created_at),
               -- Who wrote what, by email (as 'assignee'), oldest first.
               'comments', coalesce((
                 select json_agg(json_build_object(
                          'author', (select p.email from public.profiles p where p.id = c.author_id),
                          'body', c.body, 'created_at', private.utc_text(c.created_at),
                          'edited_at', private.utc_text(c.edited_at))
                        order by c.created_at, c.id)
                 from public.comments c where c.objective_id = o.id), '[]'),
               -- Its steps in order, ticked or not.
               'checklist', coalesce((
                 select json_agg(json_build_object('title', i.title, 'done', i.done) order by i.position, i.created_at)
                 from public.checklist_items i where i.objective_id = o.id), '[]'))
             order by o.day, o.position, o.created_at)
      from public.objectives o where o.dashboard_id = p_dashboard), '[]'),
    'notes', coalesce((
      select json_agg(json_build_object(
               'id', n.id, 'year', n.year, 'title', n.title, 'body', n.body,
               'filters', private.marker_names(n.marker_ids),
               'created_at', private.utc_text(n.created_at), 'updated_at', private.utc_text(n.updated_at))
             order by n.year, n.created_at)
      from public.notes n where n.dashboard_id = p_dashboard), '[]')
  )
  from public.dashboards d where d.id = p_dashboard
$$;

comment on function private.dashboard_file(uuid) is
  'A dashboard as its JSON export''s object (format planner-dashboard); callers check membership first.';

-- As in the checklist files migration, with the JSON from private.dashboard_file.
create or replace function public.export_dashboard(p_dashboard uuid, p_format text default 'json')
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_name text;
  v_body text;
begin
  perform private.member_dashboard(p_dashboard);
  select d.name into v_name from public.dashboards d where d.id = p_dashboard;

  if p_format = 'json' then
    v_body := private.dashboard_file(p_dashboard)::text;
  elsif p_format = 'objectives-csv' then
    select private.csv_line(array['day', 'title', 'description', 'priority', 'assignee', 'done', 'done_at', 'filters',
                                  'repeat', 'repeat_every', 'repeat_from_done', 'created_at']) || E'\r\n'
      || coalesce(string_agg(
           private.csv_line(array[o.day::text, o.title, o.description, o.priority::text,
                                  (select p.email from public.profiles p where p.id = o.assignee_id),
                                  o.done::text, private.utc_text(o.done_at),
                                  array_to_string(private.marker_names(o.marker_ids), ', '), o.repeat,
                                  case when o.repeat is not null then o.repeat_every::text end,
                                  case when o.repeat is not null then o.repeat_from_done::text end,
                                  private.utc_text(o.created_at)])
           || E'\r\n',
           '' order by o.day, o.position, o.created_at), '')
    into v_body
    from public.objectives o where o.dashboard_id = p_dashboard;
  elsif p_format = 'notes-csv' then
    select private.csv_line(array['year', 'title', 'body', 'filters', 'created_at', 'updated_at']) || E'\r\n'
      || coalesce(string_agg(
           private.csv_line(array[n.year::text, n.title, n.body, array_to_string(private.marker_names(n.marker_ids), ', '),
                                  private.utc_text(n.created_at), private.utc_text(n.updated_at)])
           || E'\r\n',
           '' order by n.year, n.created_at), '')
    into v_body
    from public.notes n where n.dashboard_id = p_dashboard;
  else
    raise exception using errcode = 'PT422', message = 'format_invalid';
  end if;

  return json_build_object('name', v_name, 'body', v_body,
    -- The caller's own zone, null when unset: the file is named after their today.
    'time_zone', (select p.time_zone from public.profiles p where p.id = (select auth.uid())));
end;
$$;

-- -----------------------------------------------------------------------------
-- The account's file
-- -----------------------------------------------------------------------------

-- Everything of the caller's, as one file's text (passed on unparsed, as export_dashboard's).
-- Answers {body, time_zone}; the time zone names the file after the caller's today.
create function public.export_my_data()
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

comment on function public.export_my_data() is
  'Everything of the caller''s as one JSON file''s text: account, settings, dashboards (each as its own export), notifications, own activity, subscriptions, support tickets. Answers {body, time_zone}.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.dashboard_file(uuid) from public, anon, authenticated, service_role;
revoke all on function public.export_my_data() from public, anon, authenticated, service_role;
grant execute on function public.export_my_data() to authenticated;
