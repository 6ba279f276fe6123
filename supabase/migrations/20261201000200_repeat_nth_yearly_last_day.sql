-- =============================================================================
-- Repeating on a day of the week of one month each year, and on a month's last day
-- =============================================================================
-- Memorial Day on the last Monday of May, Thanksgiving on the fourth Thursday of
-- November, a yearly review on the first Monday of January: Google Calendar's
-- "Annually on the fourth Thursday of November", iCalendar's FREQ=YEARLY;BYMONTH=11;
-- BYDAY=4TH. An 'nth:' rule may now end with a month, 1 to 12: 'nth:4:4:11' the
-- fourth Thursday of November, 'nth:-1:1:5' the last Monday of May. Every month has
-- each of them, so no year is skipped.
--
-- Rent, invoices and reports on the month's last day, whatever its length: Todoist's
-- "every last day", iCalendar's BYMONTHDAY=-1. An 'nth:' rule's day of the week may
-- now be 0, any day: 'nth:-1:0' is the last day of each month, 'nth:-1:0:2' the last
-- day of February each year ('nth:1:0' the first, as "every 1st" already says).
--
-- As with 'nth:', one text: what passes a rule along passes these unchanged; only
-- nth_weekday and next_nth_weekday learn the day 0 and the month (next_occurrence and
-- next_from_done call them for every 'nth:' rule). The interval is 1, as for every
-- 'nth:' rule (decision 028 amended).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The column takes the new spelling
-- -----------------------------------------------------------------------------

alter table public.objectives
  drop constraint objectives_repeat_check,
  add constraint objectives_repeat_check check (
    repeat in ('daily', 'weekdays', 'weekly', 'monthly', 'yearly')
    -- Ascending, once each; not Monday to Friday nor all seven (those have their names).
    or (repeat ~ '^days:(?=[1-7])(1(,|$))?(2(,|$))?(3(,|$))?(4(,|$))?(5(,|$))?(6(,|$))?(7$)?$'
        and repeat not like '%,' and repeat not in ('days:1,2,3,4,5', 'days:1,2,3,4,5,6,7'))
    or repeat ~ '^nth:(-1|[1-4]):[0-7](:([1-9]|1[0-2]))?$'
  );

comment on column public.objectives.repeat is
  'How it repeats (daily, weekdays, weekly, monthly, yearly; days:1,4 for the ISO days of the week it comes back on; nth:1:1 for the first Monday of each month, nth:-1:5 for the last Friday, nth:-1:0 for the last day; nth:-1:1:5 for the last Monday of May each year), counted from its day; null: it does not.';

-- -----------------------------------------------------------------------------
-- Reading a rule
-- -----------------------------------------------------------------------------

-- As in the repeat nth weekday migration, with day 0 (any day) and the month 'nth:…' may end with.
create or replace function private.repeat_rule(p_repeat text)
returns text language plpgsql immutable set search_path = '' as $$
declare
  v_days int[];
begin
  if p_repeat is null or p_repeat = 'none' then
    return null;
  end if;
  if p_repeat in ('daily', 'weekdays', 'weekly', 'monthly', 'yearly')
     or p_repeat ~ '^nth:(-1|[1-4]):[0-7](:([1-9]|1[0-2]))?$' then
    return p_repeat;
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

-- The p_n-th (1 to 4, or -1: the last) ISO day of the week p_dow of p_month's month;
-- p_dow 0: its p_n-th day (the last: the month's last).
create or replace function private.nth_weekday(p_month date, p_n int, p_dow int)
returns date language sql immutable set search_path = '' as $$
  select case
    when p_dow = 0 and p_n > 0 then first_day + (p_n - 1)
    when p_dow = 0 then last_day
    when p_n > 0 then first_day + (p_dow - extract(isodow from first_day)::int + 7) % 7 + 7 * (p_n - 1)
    else last_day - (extract(isodow from last_day)::int - p_dow + 7) % 7
  end
  from (select pg_catalog.date_trunc('month', p_month)::date as first_day,
               (pg_catalog.date_trunc('month', p_month) + interval '1 month - 1 day')::date as last_day) as month_days
$$;

comment on function private.nth_weekday(date, int, int) is
  'The p_n-th (1 to 4; -1: the last) day of the week p_dow (ISO; 0: any day) of the month of p_month.';

-- The first day after p_after that an 'nth:' rule names: in p_after's month (with a
-- month: in p_after's year), else in the next month (year). Next_occurrence and
-- next_from_done call it for every 'nth:' rule, so they learn the month here.
create or replace function private.next_nth_weekday(p_repeat text, p_after date)
returns date language sql immutable set search_path = '' as $$
  select d
  from (select pg_catalog.split_part(p_repeat, ':', 2)::int as n,
               pg_catalog.split_part(p_repeat, ':', 3)::int as dow,
               nullif(pg_catalog.split_part(p_repeat, ':', 4), '')::int as month) as rule,
       pg_catalog.generate_series(0, 1) as k,
       lateral (select private.nth_weekday(
                  case when rule.month is null then (p_after + pg_catalog.make_interval(months => k))::date
                       else pg_catalog.make_date(extract(year from p_after)::int + k, rule.month, 1) end,
                  rule.n, rule.dow) as d) as day
  where d > p_after
  order by k
  limit 1
$$;

comment on function private.next_nth_weekday(text, date) is
  'The first day after p_after that an ''nth:'' rule names (its day of the week, the first to fourth or last of a month; of its month of the year if it names one).';
