-- =============================================================================
-- Productivity: what I completed, day by day, against my goals
-- =============================================================================
-- Todoist's "Productivity" shows the tasks one completed today and this week
-- against a daily and a weekly goal, the last days and weeks as bars, and the
-- streak of days (and weeks) the goal was met; days off neither break nor extend
-- a streak. People who plan by the day ask for the same here (decision 055).
-- What counts: the objectives a person completed, less those they reopened, as
-- the activity tells it (decision 046), on the dashboards they are a member of,
-- by the day in their own time zone.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Goals
-- -----------------------------------------------------------------------------

create table private.productivity_goals (
  user_id uuid primary key references auth.users (id) on delete cascade,
  daily int not null default 5 check (daily between 1 and 100),
  weekly int not null default 25 check (weekly between 1 and 700),
  days_off int[] not null default '{}' check (days_off <@ array[1, 2, 3, 4, 5, 6, 7]),
  updated_at timestamptz not null default now()
);

comment on table private.productivity_goals is 'A person''s goals for completed objectives; no row means the defaults (5 a day, 25 a week, no days off).';
comment on column private.productivity_goals.user_id is 'Whose goals; they go with the account.';
comment on column private.productivity_goals.daily is 'Objectives to complete each day: a day that reaches it extends the daily streak.';
comment on column private.productivity_goals.weekly is 'Objectives to complete each week (Monday to Sunday): a week that reaches it extends the weekly streak.';
comment on column private.productivity_goals.days_off is 'ISO weekdays (1 Monday … 7 Sunday) that neither break nor extend the daily streak.';
comment on column private.productivity_goals.updated_at is 'When they last changed them.';

-- Read and written only inside the functions below.
alter table private.productivity_goals enable row level security;
revoke all on table private.productivity_goals from public, anon, authenticated, service_role;

-- One person's completions and reopenings, newest last: the page reads a year of them.
create index activity_completions on public.activity (actor_id, at)
  where kind in ('completed', 'completed_many', 'reopened', 'reopened_many');

-- -----------------------------------------------------------------------------
-- Counting
-- -----------------------------------------------------------------------------

-- The caller's time zone: their own, else the given one if Postgres knows it, else UTC
-- (private.today's rule, as a zone).
create function private.my_zone(p_time_zone text)
returns text language plpgsql stable security definer set search_path = '' as $$
declare
  v_zone text;
begin
  select p.time_zone into v_zone from public.profiles p where p.id = (select auth.uid());
  if v_zone is null and coalesce(p_time_zone, '') <> '' then
    begin
      perform now() at time zone p_time_zone;
      v_zone := p_time_zone;
    exception when invalid_parameter_value then
      null;
    end;
  end if;
  return coalesce(v_zone, 'UTC');
end;
$$;

-- Per day (in p_zone) from p_from on, per dashboard: the objectives p_user completed less
-- those they reopened, on dashboards they are a member of. A day's net may be negative
-- (reopened what was completed the day before); the page floors each day at zero.
create function private.completions(p_user uuid, p_zone text, p_from date)
returns table (day date, dashboard_id uuid, done int) language sql stable security definer set search_path = '' as $$
  select (a.at at time zone p_zone)::date, a.dashboard_id,
         sum(case when a.kind in ('completed', 'completed_many') then 1 else -1 end
             * coalesce((a.detail ->> 'count')::int, 1))::int
  from public.activity a
  where a.actor_id = p_user
    and a.kind in ('completed', 'completed_many', 'reopened', 'reopened_many')
    and a.at >= (p_from::timestamp at time zone p_zone)
    and exists (select 1 from public.dashboard_members m where m.dashboard_id = a.dashboard_id and m.user_id = p_user)
  group by 1, 2
$$;

comment on function private.completions(uuid, text, date) is
  'What a person completed less what they reopened, per day in a time zone and per dashboard of theirs, from a day on.';

-- -----------------------------------------------------------------------------
-- The page
-- -----------------------------------------------------------------------------

-- The caller's productivity: today and this week against the goals, the last 7 days and
-- 4 weeks, the daily and weekly streaks (current and longest, over the last year), and the
-- last 7 days by dashboard.
create function public.get_productivity_page(p_time_zone text default 'UTC')
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_zone text := private.my_zone(p_time_zone);
  v_today date := (now() at time zone v_zone)::date;
  -- A year and a week of days, oldest first: v_done[i] is day v_first + i - 1, floored at zero.
  v_first date := v_today - 370;
  v_done int[];
  -- This week's Monday.
  v_week date := v_today - (extract(isodow from v_today)::int - 1);
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
  select coalesce(g.daily, 5), coalesce(g.weekly, 25), coalesce(g.days_off, '{}')
  into v_daily, v_weekly, v_off
  from (select 1) x left join private.productivity_goals g on g.user_id = v_me;

  select pg_catalog.array_agg(greatest(coalesce(c.done, 0), 0) order by d.day)
  into v_done
  from (select g::date as day from pg_catalog.generate_series(v_first, v_today, interval '1 day') g) d
  left join (select c.day, sum(c.done) as done from private.completions(v_me, v_zone, v_first) c group by c.day) c
    on c.day = d.day;

  -- Daily streak over the last year: a day that met the goal extends it; a day off, or today
  -- not yet met, leaves it as it is; any other day ends it.
  for i in 7 .. 371 loop
    v_day := v_first + i - 1;
    if v_done[i] >= v_daily then
      v_run := v_run + 1;
    elsif v_day < v_today and not (extract(isodow from v_day)::int = any (v_off)) then
      v_run := 0;
    end if;
    v_longest := greatest(v_longest, v_run);
  end loop;

  -- Weekly streak over the last 52 weeks (Monday to Sunday), this week not yet met leaving it.
  for w in reverse 51 .. 0 loop
    v_day := v_week - 7 * w;
    select coalesce(sum(v_done[i]), 0) into v_sum
    from pg_catalog.generate_series(v_day - v_first + 1, least(v_day - v_first + 7, 371)) i;
    if v_sum >= v_weekly then
      v_week_run := v_week_run + 1;
    elsif w > 0 then
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
    'days', (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('day', v_first + i - 1, 'done', v_done[i]) order by i)
             from pg_catalog.generate_series(365, 371) i),
    'weeks', v_weeks,
    'streak', pg_catalog.jsonb_build_object('current', v_run, 'longest', v_longest),
    'week_streak', pg_catalog.jsonb_build_object('current', v_week_run, 'longest', v_week_longest),
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

comment on function public.get_productivity_page(text) is
  'The caller''s completed objectives: today and this week against their goals, the last 7 days and 4 weeks, daily and weekly streaks, the last 7 days by dashboard.';

-- The caller's goals: objectives a day (1 to 100) and a week (1 to 700), and their days off
-- (ISO weekdays). The same again changes nothing.
create function public.set_productivity_goals(p_daily int, p_weekly int, p_days_off int[] default '{}')
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
begin
  if p_daily is null or p_daily not between 1 and 100 then
    raise exception using errcode = 'PT422', message = 'daily_goal_invalid';
  end if;
  if p_weekly is null or p_weekly not between 1 and 700 then
    raise exception using errcode = 'PT422', message = 'weekly_goal_invalid';
  end if;
  if p_days_off is null or not (p_days_off <@ array[1, 2, 3, 4, 5, 6, 7]) or cardinality(p_days_off) = 7 then
    raise exception using errcode = 'PT422', message = 'days_off_invalid';
  end if;
  insert into private.productivity_goals (user_id, daily, weekly, days_off)
  values (v_me, p_daily, p_weekly, (select coalesce(array_agg(distinct d order by d), '{}') from unnest(p_days_off) d))
  on conflict (user_id) do update
    set daily = excluded.daily, weekly = excluded.weekly, days_off = excluded.days_off, updated_at = now();
  return (select pg_catalog.jsonb_build_object('daily', g.daily, 'weekly', g.weekly, 'days_off', g.days_off)
          from private.productivity_goals g where g.user_id = v_me);
end;
$$;

comment on function public.set_productivity_goals(int, int, int[]) is
  'Sets the caller''s goals: objectives completed a day and a week, and the weekdays off (not all seven).';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.my_zone(text), private.completions(uuid, text, date),
  public.get_productivity_page(text), public.set_productivity_goals(int, int, int[])
  from public, anon, authenticated, service_role;
grant execute on function public.get_productivity_page(text), public.set_productivity_goals(int, int, int[])
  to authenticated;
