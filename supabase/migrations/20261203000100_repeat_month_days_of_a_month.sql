-- =============================================================================
-- Repeating on chosen days of one month each year ("every 1st and 15th of March")
-- =============================================================================
-- Two instalments of a yearly tax in March, school terms that start on the 1st and the
-- 20th of September, a festival on the 24th and 31st of December: Google Calendar's
-- custom "Annually in March on days 1, 15", iCalendar's FREQ=YEARLY;BYMONTH=3;
-- BYMONTHDAY=1,15. An 'mdays:' rule may now end with a month, as an 'nth:' rule may:
-- 'mdays:1,15:3' is the 1st and the 15th of March, each year.
--
-- A day the month lacks is its last day, as in every month's rule ('mdays:29:2' is
-- February's last day in a year without a 29th). All 31 days of one month stay a rule of
-- their own (every day is 'daily' only without a month).
--
-- private.next_month_days learns the month; next_occurrence and next_from_done already
-- call it for every 'mdays:' rule. The column's check and repeat_rule take the spelling.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The column takes the new spelling
-- -----------------------------------------------------------------------------

-- As in the working days' migration, with the 'mdays:' days ending at the month's colon
-- too: an optional group per day, '(1(,|(?=:)|$))?…(31((?=:)|$))?', then the month.
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
        -- Ascending, once each; not Monday to Friday nor all seven (those have their names).
        or (repeat ~ '^days:(?=[1-7])(1(,|$))?(2(,|$))?(3(,|$))?(4(,|$))?(5(,|$))?(6(,|$))?(7$)?$'
            and repeat not like '%%,' and repeat not in ('days:1,2,3,4,5', 'days:1,2,3,4,5,6,7'))
        -- Which ones ascending, the last at the end; day 0 any day, 1 to 7 Monday to Sunday.
        or (repeat ~ '^nth:(?=[1-4]|-1)(1(,|(?=:)))?(2(,|(?=:)))?(3(,|(?=:)))?(4(,|(?=:)))?(-1(?=:))?:[0-7](:([1-9]|1[0-2]))?$'
            and repeat not like 'nth:%%,:%%')
        -- Day 8, a working day: the first to the twentieth, and the last.
        or (repeat ~ %L and repeat not like 'nth:%%,:%%')
        -- Ascending, once each, then a month or none; not all 31 of every month (that is every day).
        or (repeat ~ %L and repeat not like '%%,' and repeat not like 'mdays:%%,:%%' and repeat <> %L)
      )$sql$, v_workdays, v_days, v_all);
end;
$$;

comment on column public.objectives.repeat is
  'How it repeats (daily, weekdays, weekly, monthly, yearly; days:1,4 for the ISO days of the week it comes back on; nth:1:1 for the first Monday of each month, nth:-1:5 for the last Friday, nth:-1:0 for the last day, nth:-1:8 for the last working day, nth:5:8 for the fifth (up to the 20th); nth:-1:1:5 for the last Monday of May each year; mdays:1,15 for the days of each month, mdays:1,15:3 for those of March each year, a short month''s last day for a day it lacks), counted from its day; null: it does not.';

-- -----------------------------------------------------------------------------
-- Reading a rule
-- -----------------------------------------------------------------------------

-- As in the working days' migration, with a month after an 'mdays:' rule's days (kept as
-- it is; only all 31 days without one are every day).
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
  return case
    when v_days = '{1,2,3,4,5}' then 'weekdays'
    when pg_catalog.cardinality(v_days) = 7 then 'daily'
    else 'days:' || pg_catalog.array_to_string(v_days, ',')
  end;
end;
$$;

-- -----------------------------------------------------------------------------
-- The next day
-- -----------------------------------------------------------------------------

-- As in the rules-of-the-month migration, of its month each year when the rule names one:
-- in p_after's month (year), else in the next (which has them all after p_after).
create or replace function private.next_month_days(p_repeat text, p_after date)
returns date language sql immutable set search_path = '' as $$
  select least(first_day + (n - 1), last_day) as d
  from (select nullif(pg_catalog.split_part(p_repeat, ':', 3), '')::int as month) as rule,
       pg_catalog.generate_series(0, 1) as k,
       lateral (select case when rule.month is null
                         then (pg_catalog.date_trunc('month', p_after) + pg_catalog.make_interval(months => k))::date
                         else pg_catalog.make_date(extract(year from p_after)::int + k, rule.month, 1) end
                  as first_day) as f,
       lateral (select (f.first_day + interval '1 month - 1 day')::date as last_day) as l,
       pg_catalog.unnest(pg_catalog.string_to_array(pg_catalog.split_part(p_repeat, ':', 2), ',')::int[]) as n
  where least(first_day + (n - 1), last_day) > p_after
  order by 1
  limit 1
$$;

comment on function private.next_month_days(text, date) is
  'The first day after p_after on one of the days of the month an ''mdays:'' rule names, of its month each year if it names one (a short month''s last day for a day it lacks).';
