-- =============================================================================
-- The first day of one's week
-- =============================================================================
-- The calendar's weeks began on the day most usual for the reader's language (Sunday in
-- English, Monday in German). Todoist lets each person choose ("Start of the week"):
-- someone reading English in Lisbon plans Monday to Sunday. A saved day now wins over
-- the language's in the calendar; no saved day keeps the language's.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The setting
-- -----------------------------------------------------------------------------

alter table public.profiles
  add column week_start smallint check (week_start is null or week_start between 1 and 7);

comment on column public.profiles.week_start is
  'The day the person''s weeks begin on (ISO: 1 Monday … 7 Sunday); null: the usual one for their language.';

-- As in the profiles migration, plus week_start.
create or replace function public.get_my_profile()
returns jsonb language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'id', p.id,
    'email', p.email,
    'display_name', p.display_name,
    'time_zone', p.time_zone,
    'locale', p.locale,
    'week_start', p.week_start
  )
  from public.profiles p
  where p.id = (select auth.uid());
$$;

-- As in the profiles migration, plus p_week_start (null keeps it, 0 clears it). A new
-- argument makes a new function: the old one goes, so a call by name has one to choose.
drop function public.update_my_profile(text, text, text);
create function public.update_my_profile(
  p_display_name text default null,
  p_time_zone text default null,
  p_locale text default null,
  p_week_start int default null
)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
begin
  if p_time_zone is not null and p_time_zone <> '' and not exists (select 1 from pg_catalog.pg_timezone_names where name = p_time_zone) then
    raise exception using errcode = 'PT422', message = 'time_zone_invalid';
  end if;
  if p_locale is not null and p_locale <> '' and p_locale not in ('en', 'pt', 'de', 'es', 'fr', 'zh', 'ja') then
    raise exception using errcode = 'PT422', message = 'locale_invalid';
  end if;
  if p_week_start is not null and p_week_start not between 0 and 7 then
    raise exception using errcode = 'PT422', message = 'week_start_invalid';
  end if;
  update public.profiles
  set display_name = case when p_display_name is null then display_name else nullif(private.clean_text(p_display_name, 100, 'display_name', false), '') end,
      time_zone = case when p_time_zone is null then time_zone else nullif(p_time_zone, '') end,
      locale = case when p_locale is null then locale else nullif(p_locale, '') end,
      week_start = case when p_week_start is null then week_start else nullif(p_week_start, 0) end,
      updated_at = now()
  where id = v_user;
  return public.get_my_profile();
end;
$$;

comment on function public.update_my_profile(text, text, text, int) is
  'Changes the caller''s name, time zone, language and first day of the week; a null argument keeps what is there, '''' (0 for the week) clears it.';

-- -----------------------------------------------------------------------------
-- Where it shows
-- -----------------------------------------------------------------------------

-- As in the notification settings migration, plus the profile's week_start.
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
    'billing', v_billing
  );
end;
$$;

-- As in the assignee filter migration, its weeks beginning on the caller's saved day when
-- there is one (p_week_start, the language's, otherwise; still checked, as before).
create or replace function public.get_calendar_page(
  p_dashboard uuid,
  p_month date default null,
  p_week_start int default 1,
  p_time_zone text default 'UTC',
  p_markers uuid[] default '{}',
  p_per_day int default null,
  p_assignee uuid default null,
  p_unassigned boolean default false
)
returns json language plpgsql stable set search_path = '' as $$
declare
  v_dashboard json;
  v_show_done boolean;
  v_today date := private.today(p_time_zone);
  v_month date := date_trunc('month', coalesce(p_month, v_today))::date;
  v_markers uuid[] := case when cardinality(p_markers) > 0 then p_markers end;
  v_from date;
  v_to date;
  v_objectives json;
  v_counts json;
  v_by_priority boolean;
  v_assigned boolean;
  -- The caller's own first day of the week, else the one the page passes (its language's).
  v_week_start int := coalesce((select p.week_start from public.profiles p where p.id = (select auth.uid())), p_week_start);
begin
  select m.dashboard, m.show_done into v_dashboard, v_show_done from private.member_dashboard(p_dashboard) m;
  v_by_priority := v_dashboard ->> 'day_order' = 'priority';
  if p_week_start is null or p_week_start not between 1 and 7 or p_per_day < 0 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  v_from := v_month - ((extract(isodow from v_month)::int - v_week_start + 7) % 7);
  v_to := v_from + 41;
  v_assigned := p_assignee is not null or p_unassigned or exists (
    select 1 from public.objectives a where a.dashboard_id = p_dashboard and a.assignee_id is not null);

  -- Each day's objectives in their order, numbered, with the day's count.
  select json_agg(o.page_json order by o.day, o.n) filter (where p_per_day is null or o.n <= p_per_day),
         json_object_agg(o.day, o.total) filter (where o.n = 1)
    into v_objectives, v_counts
  from (
    select o.day, o.page_json, row_number() over w as n, count(*) over (partition by o.day) as total
    from (
      select o.day, o.page_json, false as projected, o.position, o.created_at,
             case when v_by_priority then o.priority end as rank
      from public.objectives o
      where o.dashboard_id = p_dashboard and o.day between v_from and v_to and (v_show_done or not o.done)
        and (v_markers is null or o.marker_ids && v_markers)
        and (p_assignee is null or o.assignee_id = p_assignee) and (p_unassigned is not true or o.assignee_id is null)
      union all
      -- The days a repeating objective will come back on, after the grid's start and today
      -- (counted from done: if it is done on its day, or today when it is late).
      select p.day, (o.page_json::jsonb || jsonb_build_object('day', p.day, 'projected', true))::json, true,
             o.position, o.created_at, case when v_by_priority then o.priority end
      from public.objectives o
      cross join lateral private.projected_days(o.repeat, o.repeat_every, o.repeat_from_done,
                                                private.series_start(o.day, o.repeat_anchor, o.repeat_from_done, v_today),
                                                greatest(o.day, v_today, v_from - 1), v_to) p (day)
      where o.dashboard_id = p_dashboard and o.repeat is not null and not o.done and o.day <= v_to
        and (v_markers is null or o.marker_ids && v_markers)
        and (p_assignee is null or o.assignee_id = p_assignee) and (p_unassigned is not true or o.assignee_id is null)
    ) o
    window w as (partition by o.day order by o.rank, o.projected, o.position, o.created_at)
  ) o;

  return json_build_object(
    'dashboard', v_dashboard,
    'month', v_month,
    'from', v_from,
    'to', v_to,
    'today', v_today,
    'objectives', coalesce(v_objectives, '[]'),
    'day_counts', coalesce(v_counts, '{}'),
    'markers', coalesce((
      select json_agg(json_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name))
      from public.markers m where m.dashboard_id = p_dashboard), '[]'),
    -- The names of the shown objectives' assignees, for their initials.
    'people', coalesce((
      select json_object_agg(p.id, private.member_name(p.display_name, p.email))
      from (select distinct (e ->> 'assignee')::uuid as id
            from json_array_elements(coalesce(v_objectives, '[]')) e where e ->> 'assignee' is not null) a
      join public.profiles p on p.id = a.id), '{}'),
    'assigned', v_assigned,
    -- The filter's choices once anything is assigned: the other members, by name.
    'members', case when v_assigned then private.other_members(p_dashboard) end
  );
end;
$$;

comment on function public.get_calendar_page(uuid, date, int, text, uuid[], int, uuid, boolean) is
  'The calendar: a month as a six-week grid (its weeks beginning on the caller''s saved day, else p_week_start), each day''s first p_per_day objectives and its count, the names of their assignees, the other members once anything is assigned; p_assignee: only that member''s objectives, p_unassigned: only nobody''s.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

-- get_my_profile, get_account_page and get_calendar_page keep their grants (replaced in
-- place); the new update_my_profile gets the old one's.
revoke all on function public.update_my_profile(text, text, text, int) from public, anon, authenticated, service_role;
grant execute on function public.update_my_profile(text, text, text, int) to authenticated;

-- -----------------------------------------------------------------------------
-- In one's own data
-- -----------------------------------------------------------------------------

-- As in the dashboard order migration, plus the settings' 'week_start'.
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
