-- =============================================================================
-- The fifth day of the week of a month ("every fifth Sunday")
-- =============================================================================
-- A fifth-Sunday service, a club that meets on the 1st, 3rd and 5th Saturday, a "fifth
-- Friday" treat: Google Calendar's "Monthly on the fifth Friday", iCalendar's BYDAY=5FR.
-- An 'nth:' rule of a day of the week (1 to 7) of every month may now name the fifth:
-- 'nth:5:7', 'nth:1,3,5:6'. Most months have four of a day; a month without a fifth is
-- skipped, as iCalendar skips it (the rule says the fifth, not the last: 'nth:-1:7' is
-- that one). Every so many months ('nth:5:5' every 2) counts its months from the series'
-- as before; one of them without a fifth is skipped too. Of one month each year ('nth:…:5')
-- the fifth stays refused: a fifth Monday of May comes back in some years only.
--
-- Any two months with a fifth of a day are at most four months apart, so the next one is
-- found within five months; only next_nth_weekday (which ones are in their month, five
-- months when a fifth is asked) and next_in_months (a loop over the series' months) learn
-- it. The column's check and repeat_rule take the new spelling.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The column takes the fifth
-- -----------------------------------------------------------------------------

-- As in the whole week every few weeks migration, plus the fifth of a day of the week
-- (1 to 7) of every month.
do $$
declare
  v_workdays text := '^nth:(?=[1-9]|-1)'
    || (select pg_catalog.string_agg('(' || n || '(,|(?=:)))?', '' order by n) from pg_catalog.generate_series(1, 20) as n)
    || '(-1(?=:))?:8(:([1-9]|1[0-2]))?$';
  v_days text := '^mdays:(?=[1-9])'
    || (select pg_catalog.string_agg('(' || d || '(,|(?=:)|$))?', '' order by d) from pg_catalog.generate_series(1, 30) as d)
    || '(31((?=:)|$))?(:([1-9]|1[0-2]))?$';
  v_all text := 'mdays:' || (select pg_catalog.string_agg(d::text, ',' order by d) from pg_catalog.generate_series(1, 31) as d);
begin
  execute pg_catalog.format($sql$
    alter table public.objectives
      drop constraint objectives_repeat_check,
      add constraint objectives_repeat_check check (
        repeat in ('daily', 'weekdays', 'weekly', 'monthly', 'yearly')
        -- Ascending, once each; not Monday to Friday (it has its name).
        -- All seven only every few weeks (every week they are 'daily').
        or (repeat ~ '^days:(?=[1-7])(1(,|$))?(2(,|$))?(3(,|$))?(4(,|$))?(5(,|$))?(6(,|$))?(7$)?$'
            and repeat not like '%%,' and repeat <> 'days:1,2,3,4,5'
            and (repeat <> 'days:1,2,3,4,5,6,7' or repeat_every > 1))
        -- Which ones ascending, the last at the end; day 0 any day, 1 to 7 Monday to Sunday.
        or (repeat ~ '^nth:(?=[1-4]|-1)(1(,|(?=:)))?(2(,|(?=:)))?(3(,|(?=:)))?(4(,|(?=:)))?(-1(?=:))?:[0-7](:([1-9]|1[0-2]))?$'
            and repeat not like 'nth:%%,:%%')
        -- The fifth too of a day of the week of every month (a month without one is skipped).
        or (repeat ~ '^nth:(?=[1-5]|-1)(1(,|(?=:)))?(2(,|(?=:)))?(3(,|(?=:)))?(4(,|(?=:)))?(5(,|(?=:)))?(-1(?=:))?:[1-7]$'
            and repeat not like 'nth:%%,:%%')
        -- Day 8, a working day: the first to the twentieth, and the last.
        or (repeat ~ %L and repeat not like 'nth:%%,:%%')
        -- Ascending, once each, then a month or none; not all 31 of every month (that is every day).
        or (repeat ~ %L and repeat not like '%%,' and repeat not like 'mdays:%%,:%%' and repeat <> %L)
      )$sql$, v_workdays, v_days, v_all);
end;
$$;

comment on column public.objectives.repeat is
  'How it repeats (daily, weekdays, weekly, monthly, yearly; days:1,4 for the ISO days of the week it comes back on (all seven days:1,2,3,4,5,6,7 only every few weeks); nth:1:1 for the first Monday of each month, nth:-1:5 for the last Friday, nth:5:7 for the fifth Sunday (a month without one skipped), nth:-1:0 for the last day, nth:-1:8 for the last working day, nth:5:8 for the fifth (up to the 20th); nth:-1:1:5 for the last Monday of May each year; mdays:1,15 for the days of each month, mdays:1,15:3 for those of March each year, a short month''s last day for a day it lacks), counted from its day; null: it does not.';

-- -----------------------------------------------------------------------------
-- Reading a rule
-- -----------------------------------------------------------------------------

-- As in the whole week every few weeks migration, plus the fifth of a day of the week of
-- every month.
create or replace function private.repeat_rule(p_repeat text)
returns text language plpgsql immutable set search_path = '' as $$
declare
  v_days int[];
  v_which text;
  v_month text;
begin
  if p_repeat is null or p_repeat = 'none' then
    return null;
  end if;
  if p_repeat in ('daily', 'weekdays', 'weekly', 'monthly', 'yearly') then
    return p_repeat;
  end if;
  -- Which ones in any order, spelled ascending and once each, the last at the end.
  if p_repeat ~ '^nth:(-1|[1-4])(,(-1|[1-4]))*:[0-8](:([1-9]|1[0-2]))?$'
     or p_repeat ~ '^nth:(-1|[1-5])(,(-1|[1-5]))*:[1-7]$'
     or p_repeat ~ '^nth:(-1|[1-9]|1[0-9]|20)(,(-1|[1-9]|1[0-9]|20))*:8(:([1-9]|1[0-2]))?$' then
    select pg_catalog.string_agg(n::text, ',' order by n = -1, n) into v_which
    from (select distinct n
          from pg_catalog.unnest(pg_catalog.string_to_array(pg_catalog.split_part(p_repeat, ':', 2), ',')::int[]) as n) as d;
    return pg_catalog.regexp_replace(p_repeat, '^nth:[^:]+', 'nth:' || v_which);
  end if;
  if p_repeat ~ '^mdays:([1-9]|[12][0-9]|3[01])(,([1-9]|[12][0-9]|3[01]))*(:([1-9]|1[0-2]))?$' then
    select pg_catalog.array_agg(distinct d order by d) into v_days
    from pg_catalog.unnest(pg_catalog.string_to_array(pg_catalog.split_part(p_repeat, ':', 2), ',')::int[]) as d;
    v_month := nullif(pg_catalog.split_part(p_repeat, ':', 3), '');
    return case
      when pg_catalog.cardinality(v_days) = 31 and v_month is null then 'daily'
      else 'mdays:' || pg_catalog.array_to_string(v_days, ',') || coalesce(':' || v_month, '')
    end;
  end if;
  if p_repeat !~ '^days:[1-7](,[1-7])*$' then
    raise exception using errcode = 'PT422', message = 'repeat_invalid';
  end if;
  select pg_catalog.array_agg(distinct d order by d) into v_days
  from pg_catalog.unnest(pg_catalog.string_to_array(pg_catalog.substr(p_repeat, 6), ',')::int[]) as d;
  -- All seven stay themselves: every few weeks they are a rule of weeks; every week the
  -- table's trigger names them 'daily' (repeat_rule does not know the interval).
  return case
    when v_days = '{1,2,3,4,5}' then 'weekdays'
    else 'days:' || pg_catalog.array_to_string(v_days, ',')
  end;
end;
$$;

-- -----------------------------------------------------------------------------
-- The next day
-- -----------------------------------------------------------------------------

comment on function private.nth_weekday(date, int, int) is
  'The p_n-th (1 to 4, of a day of the week 5, of a working day up to 20; -1: the last) day of the week p_dow (ISO; 0: any day; 8: a working day, Monday to Friday) of the month of p_month; a fifth the month lacks falls in the next month (its callers leave it out).';

-- As in the rules-of-the-month migration, keeping only the days in the month they were
-- counted in (a fifth Monday a month lacks is none), over five months when a fifth of a day
-- of the week is asked (two months with one are at most four apart). In PL/pgSQL, month by
-- month (decision 068): twice as fast as the query it replaces, which the calendar and every
-- done repeating objective call.
create or replace function private.next_nth_weekday(p_repeat text, p_after date)
returns date language plpgsql immutable set search_path = '' as $$
declare
  v_which int[] := pg_catalog.string_to_array(pg_catalog.split_part(p_repeat, ':', 2), ',')::int[];
  v_dow int := pg_catalog.split_part(p_repeat, ':', 3)::int;
  v_month int := nullif(pg_catalog.split_part(p_repeat, ':', 4), '')::int;
  v_first date;
  v_best date;
  v date;
  n int;
begin
  for k in 0..(case when 5 = any(v_which) and v_dow between 1 and 7 then 4 else 1 end) loop
    -- Of every month, the months from p_after's; of one month, that month from p_after's year.
    v_first := case when v_month is null
                    then (pg_catalog.date_trunc('month', p_after) + pg_catalog.make_interval(months => k))::date
                    else pg_catalog.make_date(extract(year from p_after)::int + k, v_month, 1) end;
    foreach n in array v_which loop
      v := private.nth_weekday(v_first, n, v_dow);
      if v > p_after and (n <> 5 or extract(month from v) = extract(month from v_first))
         and (v_best is null or v < v_best) then
        v_best := v;
      end if;
    end loop;
    if v_best is not null then
      return v_best;
    end if;
  end loop;
  return null;
end;
$$;

comment on function private.next_nth_weekday(text, date) is
  'The first day after p_after that an ''nth:'' rule names (any of its first to fourth, fifth or last days of the week of a month, a month without a fifth skipped; of its month of the year if it names one).';

-- As in the rules of the month every few months migration, in a loop: a month of the series
-- without a fifth of the day is skipped, and the next month of the series tried.
create or replace function private.next_in_months(p_repeat text, p_every int, p_anchor date, p_after date)
returns date language plpgsql immutable set search_path = '' as $$
declare
  v_nth boolean := p_repeat like 'nth:%';
  v_after date := p_after;
  v_first date;
  v_months int;
begin
  -- Every month of the Gregorian calendar's 400 years is a bound no rule reaches.
  for i in 1..4800 loop
    v_first := case when v_nth then private.next_nth_weekday(p_repeat, v_after)
                    else private.next_month_days(p_repeat, v_after) end;
    if p_every = 1 then
      return v_first;
    end if;
    v_months := (extract(year from v_first)::int - extract(year from p_anchor)::int) * 12
                + extract(month from v_first)::int - extract(month from p_anchor)::int;
    if ((v_months % p_every) + p_every) % p_every = 0 then
      return v_first;
    end if;
    -- The day before the series' next month; its first of the days follows.
    v_after := (pg_catalog.date_trunc('month', p_anchor)
                + pg_catalog.make_interval(months => p_every * (pg_catalog.floor(v_months::numeric / p_every)::int + 1)))::date - 1;
  end loop;
  raise exception using errcode = 'PT422', message = 'repeat_invalid';
end;
$$;
