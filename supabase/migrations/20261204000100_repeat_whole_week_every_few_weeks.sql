-- =============================================================================
-- The whole week every few weeks ("week on, week off")
-- =============================================================================
-- Custody weeks, site rotations, a fortnight of daily practice then a rest: every day of
-- one week in two (iCalendar's FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR,SA,SU). Until
-- now all seven days were always 'daily', whose interval counts days, so the pair was
-- refused. Now 'days:1,2,3,4,5,6,7' with repeat_every 2 to 99 is that rule: its weeks
-- count as any 'days:' rule's do (private.next_in_weeks, from the series' week).
--
-- Every week, all seven are still 'daily': one spelling per rule. repeat_rule cannot tell
-- (it has no interval), so it keeps the days, and a trigger on the table names them
-- 'daily' when the interval is 1; the column's check refuses them with 1 otherwise.
-- Nothing else changes: next_occurrence and next_from_done read any 'days:' rule.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The column takes all seven every few weeks
-- -----------------------------------------------------------------------------

-- As in the days of one month each year migration, but for all seven days.
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
        -- Day 8, a working day: the first to the twentieth, and the last.
        or (repeat ~ %L and repeat not like 'nth:%%,:%%')
        -- Ascending, once each, then a month or none; not all 31 of every month (that is every day).
        or (repeat ~ %L and repeat not like '%%,' and repeat not like 'mdays:%%,:%%' and repeat <> %L)
      )$sql$, v_workdays, v_days, v_all);
end;
$$;

comment on column public.objectives.repeat is
  'How it repeats (daily, weekdays, weekly, monthly, yearly; days:1,4 for the ISO days of the week it comes back on (all seven days:1,2,3,4,5,6,7 only every few weeks); nth:1:1 for the first Monday of each month, nth:-1:5 for the last Friday, nth:-1:0 for the last day, nth:-1:8 for the last working day, nth:5:8 for the fifth (up to the 20th); nth:-1:1:5 for the last Monday of May each year; mdays:1,15 for the days of each month, mdays:1,15:3 for those of March each year, a short month''s last day for a day it lacks), counted from its day; null: it does not.';

-- -----------------------------------------------------------------------------
-- Reading a rule
-- -----------------------------------------------------------------------------

-- As in the days of one month each year migration; all seven days stay 'days:…'.
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
  -- All seven stay themselves: every few weeks they are a rule of weeks; every week the
  -- table's trigger names them 'daily' (repeat_rule does not know the interval).
  return case
    when v_days = '{1,2,3,4,5}' then 'weekdays'
    else 'days:' || pg_catalog.array_to_string(v_days, ',')
  end;
end;
$$;

-- All seven days every week are every day: the one spelling the table keeps for them.
create function private.whole_week_is_daily()
returns trigger language plpgsql set search_path = '' as $$
begin
  if new.repeat = 'days:1,2,3,4,5,6,7' and new.repeat_every = 1 then
    new.repeat := 'daily';
  end if;
  return new;
end;
$$;

comment on function private.whole_week_is_daily() is
  'Before a row is written: all seven days every week are ''daily''.';

create trigger objectives_whole_week_is_daily before insert or update of repeat, repeat_every on public.objectives
for each row execute function private.whole_week_is_daily();

revoke all on function private.whole_week_is_daily() from public, anon, authenticated, service_role;
