-- =============================================================================
-- Repeating on chosen days of the month ("every 1st and 15th"), on a month's first
-- or last working day ("every last workday"), and on several of a day of the week
-- each month ("every 1st and 3rd Monday")
-- =============================================================================
-- Pay days, rent split in two, a fortnightly report on the 1st and the 15th:
-- Todoist's "every 1st, 15th", Google Calendar's custom "Monthly on days 1, 15",
-- iCalendar's BYMONTHDAY=1,15. A rule may now name the days of the month it comes
-- back on, written 'mdays:' then the days, 1 to 31, ascending and once each:
-- 'mdays:1,15', 'mdays:10,20,30'.
--
-- A month too short for a day has it on its last day instead ('mdays:15,31' is the
-- 15th and the 30th of April, the 28th or 29th of February), as a monthly rule from
-- the 31st comes back on the last day of a short month: the day people mean by "the
-- 31st" is the month's end, and no month is skipped. Two days that fall on one ('mdays:
-- 30,31' in February) come back once.
--
-- As with 'days:' and 'nth:', one text: what passes a rule along (duplicating, moving,
-- deleting and restoring, export and import) passes this one unchanged; repeat_rule
-- spells it, and next_occurrence and next_from_done learn it. The interval is 1, as
-- for every rule of named days (repeat_interval already refuses another).
--
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
-- take the new day.
--
-- A council on the 2nd and 4th Tuesday, a club on the 1st and 3rd Monday: Todoist's
-- "every 2nd, 4th tuesday", iCalendar's BYDAY=2TU,4TU. An 'nth:' rule's first part may
-- now be a list, ascending with the last at its end: 'nth:2,4:2', 'nth:1,-1:5' (the first
-- and last Friday), 'nth:1,-1:8' (the first and last working day). repeat_rule spells it
-- so; next_nth_weekday takes the first of them after the day.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The column takes the new spelling
-- -----------------------------------------------------------------------------

-- The days ascending and once each, as the 'days:' check says it: an optional group per
-- day, '(1(,|$))?(2(,|$))?…(31$)?', written out here rather than by hand.
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
        -- Which ones ascending, the last at the end; day 0 any day, 1 to 7 Monday to Sunday, 8 a working day.
        or (repeat ~ '^nth:(?=[1-4]|-1)(1(,|(?=:)))?(2(,|(?=:)))?(3(,|(?=:)))?(4(,|(?=:)))?(-1(?=:))?:[0-8](:([1-9]|1[0-2]))?$'
            and repeat not like 'nth:%%,:%%')
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

-- As in the repeat nth yearly migration, plus day 8 (a working day) and a list of which ones
-- in an 'nth:' rule, and 'mdays:…', its days in any order, spelled ascending and once each
-- (all 31 are every day).
create or replace function private.repeat_rule(p_repeat text)
returns text language plpgsql immutable set search_path = '' as $$
declare
  v_days int[];
  v_which text;
begin
  if p_repeat is null or p_repeat = 'none' then
    return null;
  end if;
  if p_repeat in ('daily', 'weekdays', 'weekly', 'monthly', 'yearly') then
    return p_repeat;
  end if;
  -- Which ones in any order, spelled ascending and once each, the last at the end.
  if p_repeat ~ '^nth:(-1|[1-4])(,(-1|[1-4]))*:[0-8](:([1-9]|1[0-2]))?$' then
    select pg_catalog.string_agg(n::text, ',' order by n = -1, n) into v_which
    from (select distinct n
          from pg_catalog.unnest(pg_catalog.string_to_array(pg_catalog.split_part(p_repeat, ':', 2), ',')::int[]) as n) as d;
    return pg_catalog.regexp_replace(p_repeat, '^nth:[^:]+', 'nth:' || v_which);
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

-- The first day after p_after that an 'mdays:' rule names: in p_after's month, else in the
-- next one (which has them all after p_after). A day the month lacks is its last day.
create function private.next_month_days(p_repeat text, p_after date)
returns date language sql immutable set search_path = '' as $$
  select least(first_day + (n - 1), last_day) as d
  from pg_catalog.generate_series(0, 1) as k,
       lateral (select (pg_catalog.date_trunc('month', p_after) + pg_catalog.make_interval(months => k))::date
                  as first_day) as f,
       lateral (select (f.first_day + interval '1 month - 1 day')::date as last_day) as l,
       pg_catalog.unnest(pg_catalog.string_to_array(pg_catalog.substr(p_repeat, 7), ',')::int[]) as n
  where least(first_day + (n - 1), last_day) > p_after
  order by 1
  limit 1
$$;

comment on function private.next_month_days(text, date) is
  'The first day after p_after on one of the days of the month an ''mdays:'' rule names (a short month''s last day for a day it lacks).';

-- As in the repeat nth weekday migration, plus 'mdays:…': the next of its days after both p_day and p_after.
create or replace function private.next_occurrence(p_repeat text, p_every int, p_day date, p_after date)
returns date language plpgsql immutable set search_path = '' as $$
declare
  v_from date := greatest(p_day, p_after);
  v_step int := p_every * case p_repeat when 'yearly' then 12 else 1 end;
  v_k int;
  v date;
begin
  if p_repeat like 'days:%' then
    return private.next_on_weekdays(p_repeat, v_from);
  end if;
  if p_repeat like 'nth:%' then
    return private.next_nth_weekday(p_repeat, v_from);
  end if;
  if p_repeat like 'mdays:%' then
    return private.next_month_days(p_repeat, v_from);
  end if;
  case p_repeat
    when 'daily' then
      return p_day + p_every * ((v_from - p_day) / p_every + 1);
    when 'weekdays' then
      v := v_from + 1;
      -- Saturday (6) and Sunday (7) go on to Monday.
      return v + case extract(isodow from v)::int when 6 then 2 when 7 then 1 else 0 end;
    when 'weekly' then
      return p_day + 7 * p_every * ((v_from - p_day) / (7 * p_every) + 1);
    when 'monthly', 'yearly' then
      -- Counted from p_day each time, so the 31st comes back after a short month.
      v_k := greatest(1, ((extract(year from v_from) - extract(year from p_day)) * 12
                          + extract(month from v_from) - extract(month from p_day))::int / v_step);
      loop
        v := (p_day + pg_catalog.make_interval(months => v_k * v_step))::date;
        exit when v > v_from;
        v_k := v_k + 1;
      end loop;
      return v;
    else
      raise exception using errcode = 'PT422', message = 'repeat_invalid';
  end case;
end;
$$;

-- As in the repeat nth weekday migration, plus 'mdays:…': the next of its days after p_done.
create or replace function private.next_from_done(p_repeat text, p_every int, p_done date)
returns date language plpgsql immutable set search_path = '' as $$
declare
  v date;
begin
  if p_repeat like 'days:%' then
    return private.next_on_weekdays(p_repeat, p_done);
  end if;
  if p_repeat like 'nth:%' then
    return private.next_nth_weekday(p_repeat, p_done);
  end if;
  if p_repeat like 'mdays:%' then
    return private.next_month_days(p_repeat, p_done);
  end if;
  case p_repeat
    when 'daily' then
      return p_done + p_every;
    when 'weekdays' then
      v := p_done + 1;
      return v + case extract(isodow from v)::int when 6 then 2 when 7 then 1 else 0 end;
    when 'weekly' then
      return p_done + 7 * p_every;
    when 'monthly' then
      return (p_done + pg_catalog.make_interval(months => p_every))::date;
    when 'yearly' then
      return (p_done + pg_catalog.make_interval(years => p_every))::date;
    else
      raise exception using errcode = 'PT422', message = 'repeat_invalid';
  end case;
end;
$$;

-- As in the repeat nth yearly migration, with p_dow 8: the p_n-th working day (Monday to
-- Friday) of p_month's month, or its last. Counted, not searched (a sub-select here made
-- every rule slower): the first working day is the 1st or the Monday after it, and each 5
-- working days on from a Monday span 7 days. The days of the week come first, the most used.
create or replace function private.nth_weekday(p_month date, p_n int, p_dow int)
returns date language sql immutable set search_path = '' as $$
  select case
    when p_dow between 1 and 7 and p_n > 0
      then first_day + (p_dow - extract(isodow from first_day)::int + 7) % 7 + 7 * (p_n - 1)
    when p_dow between 1 and 7 then last_day - (extract(isodow from last_day)::int - p_dow + 7) % 7
    when p_dow = 0 and p_n > 0 then first_day + (p_n - 1)
    when p_dow = 0 then last_day
    when p_n > 0 then first_day + case extract(isodow from first_day)::int when 6 then 2 when 7 then 1 else 0 end
      + (p_n - 1)
      + 2 * ((case when extract(isodow from first_day) > 5 then 1 else extract(isodow from first_day)::int end - 1 + p_n - 1) / 5)
    else last_day - case extract(isodow from last_day)::int when 6 then 1 when 7 then 2 else 0 end
  end
  from (select pg_catalog.date_trunc('month', p_month)::date as first_day,
               (pg_catalog.date_trunc('month', p_month) + interval '1 month - 1 day')::date as last_day) as month_days
$$;

comment on function private.nth_weekday(date, int, int) is
  'The p_n-th (1 to 4; -1: the last) day of the week p_dow (ISO; 0: any day; 8: a working day, Monday to Friday) of the month of p_month.';

-- As in the repeat nth yearly migration, for a list of which ones too: the first day after
-- p_after that any of them names, in p_after's month (year) or the next.
create or replace function private.next_nth_weekday(p_repeat text, p_after date)
returns date language sql immutable set search_path = '' as $$
  select d
  from (select pg_catalog.string_to_array(pg_catalog.split_part(p_repeat, ':', 2), ',')::int[] as which,
               pg_catalog.split_part(p_repeat, ':', 3)::int as dow,
               nullif(pg_catalog.split_part(p_repeat, ':', 4), '')::int as month) as rule,
       pg_catalog.generate_series(0, 1) as k,
       pg_catalog.unnest(rule.which) as n,
       lateral (select private.nth_weekday(
                  case when rule.month is null then (p_after + pg_catalog.make_interval(months => k))::date
                       else pg_catalog.make_date(extract(year from p_after)::int + k, rule.month, 1) end,
                  n, rule.dow) as d) as day
  where d > p_after
  order by d
  limit 1
$$;

comment on function private.next_nth_weekday(text, date) is
  'The first day after p_after that an ''nth:'' rule names (any of its first to fourth or last days of the week of a month; of its month of the year if it names one).';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.next_month_days(text, date) from public, anon, authenticated, service_role;
-- The calendar runs as its caller: next_occurrence and next_from_done call it.
grant execute on function private.next_month_days(text, date) to authenticated;
