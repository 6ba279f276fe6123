-- =============================================================================
-- Repeating on a day of the week of one month each year: "every last Monday of May"
-- =============================================================================
-- Memorial Day on the last Monday of May, Thanksgiving on the fourth Thursday of
-- November, a yearly review on the first Monday of January: Google Calendar's
-- "Annually on the fourth Thursday of November", iCalendar's FREQ=YEARLY;BYMONTH=11;
-- BYDAY=4TH. An 'nth:' rule may now end with a month, 1 to 12: 'nth:4:4:11' the
-- fourth Thursday of November, 'nth:-1:1:5' the last Monday of May. Every month has
-- each of them, so no year is skipped. As with 'nth:', one text that what passes a
-- rule along passes unchanged; only the functions that read it learn the month. Its
-- interval is 1, as for every 'nth:' rule (decision 028 amended).
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
    or repeat ~ '^nth:(-1|[1-4]):[1-7](:([1-9]|1[0-2]))?$'
  );

comment on column public.objectives.repeat is
  'How it repeats (daily, weekdays, weekly, monthly, yearly; days:1,4 for the ISO days of the week it comes back on; nth:1:1 for the first Monday of each month, nth:-1:5 for the last Friday; nth:-1:1:5 for the last Monday of May each year), counted from its day; null: it does not.';

-- -----------------------------------------------------------------------------
-- Reading a rule
-- -----------------------------------------------------------------------------

-- As in the repeat nth weekday migration, with the month 'nth:…' may end with.
create or replace function private.repeat_rule(p_repeat text)
returns text language plpgsql immutable set search_path = '' as $$
declare
  v_days int[];
begin
  if p_repeat is null or p_repeat = 'none' then
    return null;
  end if;
  if p_repeat in ('daily', 'weekdays', 'weekly', 'monthly', 'yearly')
     or p_repeat ~ '^nth:(-1|[1-4]):[1-7](:([1-9]|1[0-2]))?$' then
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
