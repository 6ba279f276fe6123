-- =============================================================================
-- Vacation mode: one's streaks wait while one is away
-- =============================================================================
-- Todoist's productivity settings have "Vacation mode": while it is on, the days and
-- weeks that miss the goals do not end one's streaks. Decision 055 left it for later.
-- It is turned on and off on /productivity. Every stretch it was on is kept, as the
-- streaks are counted over a year: one that spans a vacation taken in the summer still
-- spans it in the autumn. A day of a vacation counts as a day off does (it neither
-- breaks nor extends the daily streak, unless it met the goal); a week with a day of
-- one does not break the weekly streak.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Vacations
-- -----------------------------------------------------------------------------

create table private.productivity_vacations (
  user_id uuid not null references auth.users (id) on delete cascade,
  from_day date not null,
  until_day date,
  primary key (user_id, from_day),
  check (until_day is null or until_day >= from_day)
);

comment on table private.productivity_vacations is 'The stretches of days a person had vacation mode on: their streaks wait over them.';
comment on column private.productivity_vacations.user_id is 'Whose vacation; it goes with the account.';
comment on column private.productivity_vacations.from_day is 'The day it was turned on, in the person''s time zone.';
comment on column private.productivity_vacations.until_day is 'Its last day: the day before it was turned off; null while it is on.';

-- One stretch on at a time.
create unique index productivity_vacations_on on private.productivity_vacations (user_id) where until_day is null;

-- Read and written only inside the functions below.
alter table private.productivity_vacations enable row level security;
revoke all on table private.productivity_vacations from public, anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Turning it on and off
-- -----------------------------------------------------------------------------

-- On: a stretch from today, or the last one again if it ended yesterday (turned off by
-- mistake); nothing if one is on. Off: one is back today, so the stretch ends yesterday (one
-- begun today is dropped: no day of it went by). Answers whether it is on, and since when.
create function public.set_productivity_vacation(p_on boolean, p_time_zone text default 'UTC')
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_today date := (now() at time zone private.my_zone(p_time_zone))::date;
  v_since date;
begin
  if coalesce(p_on, false) then
    if not exists (select 1 from private.productivity_vacations where user_id = v_me and until_day is null) then
      update private.productivity_vacations set until_day = null
      where user_id = v_me and until_day >= v_today - 1
        and from_day = (select max(from_day) from private.productivity_vacations where user_id = v_me);
      if not found then
        -- Another call turning it on at the same moment: one stretch.
        insert into private.productivity_vacations (user_id, from_day) values (v_me, v_today) on conflict do nothing;
      end if;
    end if;
  else
    delete from private.productivity_vacations where user_id = v_me and until_day is null and from_day >= v_today;
    update private.productivity_vacations set until_day = v_today - 1 where user_id = v_me and until_day is null;
  end if;
  select from_day into v_since from private.productivity_vacations where user_id = v_me and until_day is null;
  return jsonb_build_object('on', v_since is not null, 'since', v_since);
end;
$$;

comment on function public.set_productivity_vacation(boolean, text) is
  'Turns the caller''s vacation mode on (from today, in their time zone) or off (back today): their streaks wait over it. Answers on and since.';

-- -----------------------------------------------------------------------------
-- The page
-- -----------------------------------------------------------------------------

-- As in the productivity week start migration, plus the vacations: their days neither break
-- nor extend the daily streak (unless they met the goal), their weeks do not break the weekly
-- one; each of the last 7 days says whether it was one ('away'), and 'vacation' whether it is
-- on now and since when. The grants stay.
create or replace function public.get_productivity_page(p_time_zone text default 'UTC', p_week_start int default 1)
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_zone text := private.my_zone(p_time_zone);
  v_today date := (now() at time zone v_zone)::date;
  -- A year and a week of days, oldest first: v_done[i] is day v_first + i - 1, floored at zero.
  v_first date := v_today - 370;
  v_done int[];
  -- The same days: on vacation (a stretch of private.productivity_vacations) or not.
  v_away boolean[];
  v_week_away boolean;
  -- The first day of the caller's week: saved, else the page's (their language's).
  v_start int := coalesce((select p.week_start from public.profiles p where p.id = v_me), p_week_start);
  -- This week's first day.
  v_week date;
  v_daily int;
  v_weekly int;
  v_off int[];
  v_day date;
  v_sum int;
  v_run int := 0;
  v_longest int := 0;
  v_week_run int := 0;
  v_week_longest int := 0;
  v_weeks jsonb := '[]';
begin
  if v_start is null or v_start not between 1 and 7 then
    raise exception using errcode = 'PT422', message = 'week_start_invalid';
  end if;
  v_week := v_today - ((extract(isodow from v_today)::int - v_start + 7) % 7);
  select coalesce(g.daily, 5), coalesce(g.weekly, 25), coalesce(g.days_off, '{}')
  into v_daily, v_weekly, v_off
  from (select 1) x left join private.productivity_goals g on g.user_id = v_me;

  select pg_catalog.array_agg(greatest(coalesce(c.done, 0), 0) order by d.day)
  into v_done
  from (select g::date as day from pg_catalog.generate_series(v_first, v_today, interval '1 day') g) d
  left join (select c.day, sum(c.done) as done from private.completions(v_me, v_zone, v_first) c group by c.day) c
    on c.day = d.day;

  select pg_catalog.array_agg(exists (
           select 1 from private.productivity_vacations v
           where v.user_id = v_me and v.from_day <= d.day and (v.until_day is null or v.until_day >= d.day))
         order by d.day)
  into v_away
  from (select g::date as day from pg_catalog.generate_series(v_first, v_today, interval '1 day') g) d;

  -- Daily streak over the last year: a day that met the goal extends it; a day off, or today
  -- not yet met, leaves it as it is; any other day ends it.
  for i in 7 .. 371 loop
    v_day := v_first + i - 1;
    if v_done[i] >= v_daily then
      v_run := v_run + 1;
    elsif v_day < v_today and not (extract(isodow from v_day)::int = any (v_off)) and not v_away[i] then
      v_run := 0;
    end if;
    v_longest := greatest(v_longest, v_run);
  end loop;

  -- Weekly streak over the last 52 weeks (from the first day of the week), this week not yet
  -- met leaving it.
  for w in reverse 51 .. 0 loop
    v_day := v_week - 7 * w;
    select coalesce(sum(v_done[i]), 0), coalesce(bool_or(v_away[i]), false) into v_sum, v_week_away
    from pg_catalog.generate_series(v_day - v_first + 1, least(v_day - v_first + 7, 371)) i;
    if v_sum >= v_weekly then
      v_week_run := v_week_run + 1;
    elsif w > 0 and not v_week_away then
      v_week_run := 0;
    end if;
    v_week_longest := greatest(v_week_longest, v_week_run);
    if w < 4 then
      v_weeks := v_weeks || pg_catalog.jsonb_build_object('start', v_day, 'done', v_sum);
    end if;
  end loop;

  return pg_catalog.jsonb_build_object(
    'today', v_today,
    'time_zone', v_zone,
    'goals', pg_catalog.jsonb_build_object('daily', v_daily, 'weekly', v_weekly, 'days_off', pg_catalog.to_jsonb(v_off)),
    'days', (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('day', v_first + i - 1, 'done', v_done[i],
                                                                       'away', v_away[i]) order by i)
             from pg_catalog.generate_series(365, 371) i),
    'weeks', v_weeks,
    'streak', pg_catalog.jsonb_build_object('current', v_run, 'longest', v_longest),
    'week_streak', pg_catalog.jsonb_build_object('current', v_week_run, 'longest', v_week_longest),
    'vacation', (select pg_catalog.jsonb_build_object('on', v.from_day is not null, 'since', v.from_day)
                 from (select 1) one left join private.productivity_vacations v
                   on v.user_id = v_me and v.until_day is null),
    'dashboards', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', d.id, 'name', d.name, 'done', c.done)
                                  order by c.done desc, lower(d.name), d.id)
      from (select c.dashboard_id, sum(c.done)::int as done
            from private.completions(v_me, v_zone, v_today - 6) c group by c.dashboard_id) c
      join public.dashboards d on d.id = c.dashboard_id
      where c.done > 0), '[]'::jsonb)
  );
end;
$$;


comment on function public.get_productivity_page(text, int) is
  'The caller''s completed objectives: today and this week (from their first day of the week: saved, else p_week_start) against their goals, the last 7 days and 4 weeks, daily and weekly streaks (vacations and days off wait), the last 7 days by dashboard, and whether vacation mode is on.';

-- -----------------------------------------------------------------------------
-- One's data
-- -----------------------------------------------------------------------------

-- As in the export start page migration, plus settings.productivity.vacations. The grants
-- stay.
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
                                 'days_off', coalesce(to_json(g.days_off), '[]'::json),
                                 -- Every stretch vacation mode was on ('until' null: on now).
                                 'vacations', coalesce((
                                   select json_agg(json_build_object('from', v.from_day, 'until', v.until_day)
                                                   order by v.from_day)
                                   from private.productivity_vacations v where v.user_id = v_me), '[]'))
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

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.set_productivity_vacation(boolean, text) from public, anon, authenticated, service_role;
grant execute on function public.set_productivity_vacation(boolean, text) to authenticated;
