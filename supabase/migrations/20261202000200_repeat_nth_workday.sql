-- =============================================================================
-- Repeating on a month's first or last working day: "every last workday"
-- =============================================================================
-- Payroll on the last business day of the month, a report on the first working day:
-- Todoist's "every first workday" and "every last workday", Outlook's "the last weekday
-- of every month", iCalendar's BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1. An 'nth:' rule's day
-- may now be 8, a working day (Monday to Friday): 'nth:-1:8' the month's last working
-- day, 'nth:1:8' its first, 'nth:3:8' its third; with a month, of that month each year
-- ('nth:-1:8:12' the last working day of December). Public holidays are not known: a
-- working day is a weekday.
--
-- As with day 0, only private.nth_weekday learns it; next_nth_weekday, next_occurrence
-- and next_from_done call it for every 'nth:' rule. The column's check and repeat_rule
-- take the new day; the rest of the check is as in the repeat month days migration.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The column takes the new spelling
-- -----------------------------------------------------------------------------

do $$
declare
  v_days text := '^mdays:(?=[1-9])'
    || (select pg_catalog.string_agg('(' || d || '(,|$))?', '' order by d) from pg_catalog.generate_series(1, 30) as d)
    || '(31$)?$';
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
        -- Day 0 any day, 1 to 7 Monday to Sunday, 8 a working day.
        or repeat ~ '^nth:(-1|[1-4]):[0-8](:([1-9]|1[0-2]))?$'
        -- Ascending, once each; not all 31 (that is every day).
        or (repeat ~ %L and repeat not like '%%,' and repeat <> %L)
      )$sql$, v_days, v_all);
end;
$$;

comment on column public.objectives.repeat is
  'How it repeats (daily, weekdays, weekly, monthly, yearly; days:1,4 for the ISO days of the week it comes back on; nth:1:1 for the first Monday of each month, nth:-1:5 for the last Friday, nth:-1:0 for the last day, nth:-1:8 for the last working day; nth:-1:1:5 for the last Monday of May each year; mdays:1,15 for the days of each month, a short month''s last day for a day it lacks), counted from its day; null: it does not.';

-- -----------------------------------------------------------------------------
-- Reading a rule
-- -----------------------------------------------------------------------------

-- As in the repeat month days migration, with day 8 (a working day) in an 'nth:' rule.
create or replace function private.repeat_rule(p_repeat text)
returns text language plpgsql immutable set search_path = '' as $$
declare
  v_days int[];
begin
  if p_repeat is null or p_repeat = 'none' then
    return null;
  end if;
  if p_repeat in ('daily', 'weekdays', 'weekly', 'monthly', 'yearly')
     or p_repeat ~ '^nth:(-1|[1-4]):[0-8](:([1-9]|1[0-2]))?$' then
    return p_repeat;
  end if;
  if p_repeat ~ '^mdays:([1-9]|[12][0-9]|3[01])(,([1-9]|[12][0-9]|3[01]))*$' then
    select pg_catalog.array_agg(distinct d order by d) into v_days
    from pg_catalog.unnest(pg_catalog.string_to_array(pg_catalog.substr(p_repeat, 7), ',')::int[]) as d;
    return case
      when pg_catalog.cardinality(v_days) = 31 then 'daily'
      else 'mdays:' || pg_catalog.array_to_string(v_days, ',')
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

-- As in the repeat nth yearly migration, with p_dow 8: the p_n-th working day (Monday to
-- Friday) of p_month's month, or its last. Counted, not searched: the first working day is
-- the 1st or the Monday after it, and each 5 working days on from a Monday span 7 days.
create or replace function private.nth_weekday(p_month date, p_n int, p_dow int)
returns date language sql immutable set search_path = '' as $$
  select case
    when p_dow between 1 and 7 and p_n > 0
      then first_day + (p_dow - extract(isodow from first_day)::int + 7) % 7 + 7 * (p_n - 1)
    when p_dow between 1 and 7 then last_day - (extract(isodow from last_day)::int - p_dow + 7) % 7
    when p_dow = 0 and p_n > 0 then first_day + (p_n - 1)
    when p_dow = 0 then last_day
    when p_n > 0 then (
      select first_day + case first_dow when 6 then 2 when 7 then 1 else 0 end + (p_n - 1)
               + 2 * ((case when first_dow > 5 then 1 else first_dow end - 1 + p_n - 1) / 5)
      from (select extract(isodow from first_day)::int as first_dow) as f)
    else last_day - case extract(isodow from last_day)::int when 6 then 1 when 7 then 2 else 0 end
  end
  from (select pg_catalog.date_trunc('month', p_month)::date as first_day,
               (pg_catalog.date_trunc('month', p_month) + interval '1 month - 1 day')::date as last_day) as month_days
$$;

comment on function private.nth_weekday(date, int, int) is
  'The p_n-th (1 to 4; -1: the last) day of the week p_dow (ISO; 0: any day; 8: a working day, Monday to Friday) of the month of p_month.';
