-- =============================================================================
-- Repeating on chosen days of the week
-- =============================================================================
-- "Gym every Mon, Wed, Fri", "Bins every Tue and Fri": Todoist's most used rule after
-- the plain ones. A rule may now name the days of the week it comes back on, written
-- 'days:' and their ISO numbers, Monday 1 to Sunday 7, ascending ('days:1,3,5').
-- One text, so every function that already passes a rule along (pages, the calendar,
-- the feeds, Undo, copies, files) passes this one unchanged; only the functions that
-- read a rule learn it. Monday to Friday is 'weekdays' and all seven days 'daily', so a
-- rule has one spelling. Its interval is always 1 (decision 028 amended).
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
  ),
  drop constraint objectives_repeat_every,
  add constraint objectives_repeat_every check (repeat_every = 1 or repeat in ('daily', 'weekly', 'monthly', 'yearly'));

comment on column public.objectives.repeat is
  'How it repeats (daily, weekdays, weekly, monthly, yearly, or days:1,4 for the ISO days of the week it comes back on), counted from its day; null: it does not.';

-- -----------------------------------------------------------------------------
-- Reading a rule
-- -----------------------------------------------------------------------------

-- A rule as the API takes it: null or 'none' is no rule; 'days:' with days of the week
-- in any order is written ascending, once each (Monday to Friday: 'weekdays'; all seven:
-- 'daily'); anything unknown is refused.
create or replace function private.repeat_rule(p_repeat text)
returns text language plpgsql immutable set search_path = '' as $$
declare
  v_days int[];
begin
  if p_repeat is null or p_repeat = 'none' then
    return null;
  end if;
  if p_repeat in ('daily', 'weekdays', 'weekly', 'monthly', 'yearly') then
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

-- A rule's interval as the API takes it: 1 when null or without a rule; 1 to 99
-- otherwise, and only 1 for weekdays and chosen days.
create or replace function private.repeat_interval(p_repeat text, p_every int)
returns smallint language plpgsql immutable set search_path = '' as $$
begin
  if p_repeat is null or p_every is null then
    return 1;
  end if;
  if p_every not between 1 and 99 or (p_repeat not in ('daily', 'weekly', 'monthly', 'yearly') and p_every <> 1) then
    raise exception using errcode = 'PT422', message = 'repeat_invalid';
  end if;
  return p_every;
end;
$$;

-- The first day after p_after that is one of a 'days:' rule's days of the week.
create function private.next_on_weekdays(p_repeat text, p_after date)
returns date language sql immutable set search_path = '' as $$
  select p_after + step
  from pg_catalog.generate_series(1, 7) as step
  where pg_catalog.strpos(p_repeat, extract(isodow from p_after + step)::int::text) > 0
  order by step
  limit 1
$$;

comment on function private.next_on_weekdays(text, date) is
  'The first day after p_after on one of the days of the week a ''days:'' rule names.';

-- As in the repeat migration, plus 'days:…': the next of its days after both p_day and p_after.
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

-- As in the repeat-from-done migration, plus 'days:…': the next of its days after p_done.
create or replace function private.next_from_done(p_repeat text, p_every int, p_done date)
returns date language plpgsql immutable set search_path = '' as $$
declare
  v date;
begin
  if p_repeat like 'days:%' then
    return private.next_on_weekdays(p_repeat, p_done);
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

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.next_on_weekdays(text, date) from public, anon, authenticated, service_role;
-- The calendar runs as its caller: next_occurrence and next_from_done call it.
grant execute on function private.next_on_weekdays(text, date) to authenticated;
