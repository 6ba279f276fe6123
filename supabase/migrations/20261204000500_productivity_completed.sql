-- =============================================================================
-- What I completed, by name
-- =============================================================================
-- /productivity counted what one completed (today, this week, the last 7 days by
-- dashboard) but never said what: "12 this week", and no way to look back at which. As
-- Todoist's productivity view and its completed tasks, the page now lists them too: the
-- last 7 days' completions, newest first, each with its dashboard and a link to its page
-- while it is there, from the same activity entries the figures count.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The page
-- -----------------------------------------------------------------------------

-- As in the vacation weeks migration, with 'completed'. The grants stay.
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
      v_weeks := v_weeks || pg_catalog.jsonb_build_object('start', v_day, 'done', v_sum, 'away', v_week_away);
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
      where c.done > 0), '[]'::jsonb),
    -- What I completed over the last 7 days, newest first (up to 50): the completions the
    -- figures count, less those I reopened since, on dashboards I am still in. A change of
    -- several at once is one entry with its count and no title.
    'completed', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'day', (a.at at time zone v_zone)::date,
               'title', a.subject,
               'count', coalesce((a.detail ->> 'count')::int, 1),
               -- Its page, while it is on the same dashboard.
               'objective_id', o.id,
               'dashboard', pg_catalog.jsonb_build_object('id', d.id, 'name', d.name))
             order by a.id desc)
      from (select a.id, a.at, a.subject, a.detail, a.objective_id, a.dashboard_id
            from public.activity a
            where a.actor_id = v_me
              and a.kind in ('completed', 'completed_many')
              and a.at >= ((v_today - 6)::timestamp at time zone v_zone)
              and exists (select 1 from public.dashboard_members m
                          where m.dashboard_id = a.dashboard_id and m.user_id = v_me)
              and not exists (select 1 from public.activity r
                              where r.objective_id = a.objective_id and r.actor_id = v_me
                                and r.kind = 'reopened' and r.id > a.id)
            order by a.id desc
            limit 50) a
      join public.dashboards d on d.id = a.dashboard_id
      left join public.objectives o on o.id = a.objective_id and o.dashboard_id = a.dashboard_id), '[]'::jsonb)
  );
end;
$$;
comment on function public.get_productivity_page(text, int) is
  'The caller''s completed objectives: today and this week (from their first day of the week: saved, else p_week_start) against their goals, the last 7 days and 4 weeks (each saying whether it had a day of a vacation), daily and weekly streaks (vacations and days off wait), the last 7 days by dashboard and by name, and whether vacation mode is on.';
