-- =============================================================================
-- A month's fifth to twentieth working day
-- =============================================================================
-- Salaries in Brazil are paid "até o 5º dia útil" (by law, the fifth working day of the
-- month), reports are due on the 10th business day, a close on the 15th: Todoist's "every 5th
-- workday", iCalendar's BYDAY=MO,TU,WE,TH,FR;BYSETPOS=5. An 'nth:' rule on day 8 (a working
-- day, Monday to Friday) may now name the 5th to the 20th too: 'nth:5:8', 'nth:1,15:8',
-- 'nth:10:8:1' (the 10th working day of January, each year). Every month has at least 20
-- working days (February's 28 days are four whole weeks), so each such day exists in every
-- month and no rule needs a fallback. The days of the week stay at the first to the fourth
-- and the last: a fifth Monday is missing from most months.
--
-- private.nth_weekday counts the n-th working day for any n already; next_nth_weekday
-- takes it from there. Only the column's check and repeat_rule learn the new spelling.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The column takes the new spelling
-- -----------------------------------------------------------------------------

-- Which ones ascending, once each, the last at the end, as for the other days: an optional
-- group per number, '(1(,|(?=:)))?…(20(,|(?=:)))?(-1(?=:))?', written out here rather than by
-- hand. The 'mdays:' part is the rules-of-the-month migration's, built the same way.
do $$
declare
  v_workdays text := '^nth:(?=[1-9]|-1)'
    || (select pg_catalog.string_agg('(' || n || '(,|(?=:)))?', '' order by n) from pg_catalog.generate_series(1, 20) as n)
    || '(-1(?=:))?:8(:([1-9]|1[0-2]))?$';
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
        -- Which ones ascending, the last at the end; day 0 any day, 1 to 7 Monday to Sunday.
        or (repeat ~ '^nth:(?=[1-4]|-1)(1(,|(?=:)))?(2(,|(?=:)))?(3(,|(?=:)))?(4(,|(?=:)))?(-1(?=:))?:[0-7](:([1-9]|1[0-2]))?$'
            and repeat not like 'nth:%%,:%%')
        -- Day 8, a working day: the first to the twentieth, and the last.
        or (repeat ~ %L and repeat not like 'nth:%%,:%%')
        -- Ascending, once each; not all 31 (that is every day).
        or (repeat ~ %L and repeat not like '%%,' and repeat <> %L)
      )$sql$, v_workdays, v_days, v_all);
end;
$$;

comment on column public.objectives.repeat is
  'How it repeats (daily, weekdays, weekly, monthly, yearly; days:1,4 for the ISO days of the week it comes back on; nth:1:1 for the first Monday of each month, nth:-1:5 for the last Friday, nth:-1:0 for the last day, nth:-1:8 for the last working day, nth:5:8 for the fifth (up to the 20th); nth:-1:1:5 for the last Monday of May each year; mdays:1,15 for the days of each month, a short month''s last day for a day it lacks), counted from its day; null: it does not.';

-- -----------------------------------------------------------------------------
-- Reading a rule
-- -----------------------------------------------------------------------------

-- As in the rules-of-the-month migration, with the 5th to the 20th of a working day (day 8);
-- of another day, the first to the fourth and the last, as before.
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
  if p_repeat ~ '^nth:(-1|[1-4])(,(-1|[1-4]))*:[0-8](:([1-9]|1[0-2]))?$'
     or p_repeat ~ '^nth:(-1|[1-9]|1[0-9]|20)(,(-1|[1-9]|1[0-9]|20))*:8(:([1-9]|1[0-2]))?$' then
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

comment on function private.nth_weekday(date, int, int) is
  'The p_n-th (1 to 4, of a working day up to 20; -1: the last) day of the week p_dow (ISO; 0: any day; 8: a working day, Monday to Friday) of the month of p_month.';
