-- =============================================================================
-- Repeating on the last day of each month: "every last day"
-- =============================================================================
-- Rent, invoices and reports on the month's last day, whatever its length: Todoist's
-- "every last day", iCalendar's BYMONTHDAY=-1. An 'nth:' rule's day of the week may
-- now be 0, any day: 'nth:-1:0' is the last day of each month, 'nth:-1:0:2' the last
-- day of February each year ('nth:1:0' the first, as "every 1st" already says). Only
-- private.nth_weekday learns it: next_nth_weekday, next_occurrence and next_from_done
-- pass it along as they pass every 'nth:' rule (decision 028 amended).
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

-- As in the yearly nth weekday migration, with day 0 (any day) in 'nth:…'.
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
