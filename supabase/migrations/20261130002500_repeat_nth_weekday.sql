-- =============================================================================
-- Repeating on a day of the week each month: "every first Monday", "every last Friday"
-- =============================================================================
-- The team's review on the first Monday, rent on the last Friday: Todoist's "every
-- first monday", Google Calendar's "Monthly on the first Monday". A rule may now name
-- which of a month's days of the week it comes back on, written 'nth:' then 1 to 4
-- (the first to the fourth) or -1 (the last), then the day's ISO number, Monday 1 to
-- Sunday 7 ('nth:1:1' every first Monday, 'nth:-1:5' every last Friday; iCalendar's
-- BYDAY=1MO and -1FR). Every month has each of them, so no month is skipped. As with
-- 'days:', one text: what passes a rule along passes this one unchanged; only the
-- functions that read a rule learn it. Its interval is always 1 (decision 028 amended).
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
    or repeat ~ '^nth:(-1|[1-4]):[1-7]$'
  );

comment on column public.objectives.repeat is
  'How it repeats (daily, weekdays, weekly, monthly, yearly; days:1,4 for the ISO days of the week it comes back on; nth:1:1 for the first Monday of each month, nth:-1:5 for the last Friday), counted from its day; null: it does not.';

-- -----------------------------------------------------------------------------
-- Reading a rule
-- -----------------------------------------------------------------------------

-- As in the repeat on weekdays migration, plus 'nth:…', taken as written.
create or replace function private.repeat_rule(p_repeat text)
returns text language plpgsql immutable set search_path = '' as $$
declare
  v_days int[];
begin
  if p_repeat is null or p_repeat = 'none' then
    return null;
  end if;
  if p_repeat in ('daily', 'weekdays', 'weekly', 'monthly', 'yearly') or p_repeat ~ '^nth:(-1|[1-4]):[1-7]$' then
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

-- The p_n-th (1 to 4, or -1: the last) ISO day of the week p_dow of p_month's month.
create function private.nth_weekday(p_month date, p_n int, p_dow int)
returns date language sql immutable set search_path = '' as $$
  select case
    when p_n > 0 then first_day + (p_dow - extract(isodow from first_day)::int + 7) % 7 + 7 * (p_n - 1)
    else last_day - (extract(isodow from last_day)::int - p_dow + 7) % 7
  end
  from (select pg_catalog.date_trunc('month', p_month)::date as first_day,
               (pg_catalog.date_trunc('month', p_month) + interval '1 month - 1 day')::date as last_day) as month_days
$$;

comment on function private.nth_weekday(date, int, int) is
  'The p_n-th (1 to 4; -1: the last) day of the week p_dow (ISO) of the month of p_month.';

-- The first day after p_after that an 'nth:' rule names: in p_after's month, else the next.
create function private.next_nth_weekday(p_repeat text, p_after date)
returns date language sql immutable set search_path = '' as $$
  select d
  from (select pg_catalog.split_part(p_repeat, ':', 2)::int as n, pg_catalog.split_part(p_repeat, ':', 3)::int as dow) as rule,
       pg_catalog.generate_series(0, 1) as k,
       lateral (select private.nth_weekday((p_after + pg_catalog.make_interval(months => k))::date, rule.n, rule.dow) as d) as day
  where d > p_after
  order by k
  limit 1
$$;

comment on function private.next_nth_weekday(text, date) is
  'The first day after p_after that an ''nth:'' rule names (its day of the week, the first to fourth or last of a month).';

-- As in the repeat on weekdays migration, plus 'nth:…': the next such day after both p_day and p_after.
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

-- As in the repeat on weekdays migration, plus 'nth:…': the next such day after p_done.
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

revoke all on function private.nth_weekday(date, int, int), private.next_nth_weekday(text, date)
  from public, anon, authenticated, service_role;
-- The calendar runs as its caller: next_occurrence and next_from_done call them.
grant execute on function private.nth_weekday(date, int, int), private.next_nth_weekday(text, date) to authenticated;
