-- =============================================================================
-- Rules of the month every few months ("every 2 months on the first Monday")
-- =============================================================================
-- A board that meets on the first Monday of every other month, a quarterly review on the
-- last working day, rent for a parking space paid on the 1st and 15th of every third month:
-- Google Calendar's custom "Every 2 months on the first Monday", iCalendar's
-- FREQ=MONTHLY;INTERVAL=2;BYDAY=1MO. An 'nth:' or 'mdays:' rule of every month (not one
-- month each year, whose interval would be years) may now have an interval: repeat_every
-- 2 to 99 months.
--
-- Its months are counted from the month of the series' day (repeat_anchor, else its day):
-- the next day is the first of its days after both the series' day and today in a month
-- 0, n, 2n… months after that one. Every month has at least one day of each such rule (a
-- fourth weekday, the 20th working day, a day it lacks being its last), so that month has
-- one. Counted from done (decision 041), the months count from the month it is done in.
--
-- As the weeks' interval before it: one text and one number; only next_occurrence and
-- next_from_done learn it, through private.next_in_months. The column's check and
-- repeat_interval take the interval.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The column takes the interval
-- -----------------------------------------------------------------------------

-- An 'nth:' rule of every month has two parts after its name ('nth:1:1'), one of one month
-- each year three ('nth:1:1:5'); an 'mdays:' rule one ('mdays:1,15') or two ('mdays:1,15:3').
alter table public.objectives
  drop constraint objectives_repeat_every,
  add constraint objectives_repeat_every check (
    repeat_every = 1
    or repeat in ('daily', 'weekdays', 'weekly', 'monthly', 'yearly')
    or repeat like 'days:%'
    or repeat ~ '^nth:[^:]+:[^:]+$'
    or repeat ~ '^mdays:[^:]+$'
  );

comment on column public.objectives.repeat_every is
  'The rule''s interval: every 1 (day, week, month, year), every 2, … up to 99; for weekdays and days:… the weeks (every 2 weeks on its days), for nth:… and mdays:… of every month the months (every 2 months on its days); 1 for the other rules and without one.';

-- -----------------------------------------------------------------------------
-- Reading a rule
-- -----------------------------------------------------------------------------

-- As in the every few weeks migration, with an interval for the rules of every month too.
create or replace function private.repeat_interval(p_repeat text, p_every int)
returns smallint language plpgsql immutable set search_path = '' as $$
begin
  if p_repeat is null or p_every is null then
    return 1;
  end if;
  if p_every not between 1 and 99
     or (p_repeat not in ('daily', 'weekdays', 'weekly', 'monthly', 'yearly') and p_repeat not like 'days:%'
         and p_repeat !~ '^nth:[^:]+:[^:]+$' and p_repeat !~ '^mdays:[^:]+$'
         and p_every <> 1) then
    raise exception using errcode = 'PT422', message = 'repeat_invalid';
  end if;
  return p_every;
end;
$$;

-- -----------------------------------------------------------------------------
-- The next day
-- -----------------------------------------------------------------------------

-- The first day after p_after that an 'nth:' or 'mdays:' rule names, in a month 0, p_every,
-- 2 × p_every… months from p_anchor's. Months are counted down as well as up (floor, and a
-- modulo that is never negative), should p_after be before p_anchor.
create function private.next_in_months(p_repeat text, p_every int, p_anchor date, p_after date)
returns date language plpgsql immutable set search_path = '' as $$
declare
  v_nth boolean := p_repeat like 'nth:%';
  v_first date;
  v_months int;
  v_month date;
begin
  v_first := case when v_nth then private.next_nth_weekday(p_repeat, p_after)
                  else private.next_month_days(p_repeat, p_after) end;
  if p_every = 1 then
    return v_first;
  end if;
  v_months := (extract(year from v_first)::int - extract(year from p_anchor)::int) * 12
              + extract(month from v_first)::int - extract(month from p_anchor)::int;
  if ((v_months % p_every) + p_every) % p_every = 0 then
    return v_first;
  end if;
  -- The series' next month; its first of the days follows the day before it.
  v_month := (pg_catalog.date_trunc('month', p_anchor)
              + pg_catalog.make_interval(months => p_every * (pg_catalog.floor(v_months::numeric / p_every)::int + 1)))::date;
  return case when v_nth then private.next_nth_weekday(p_repeat, v_month - 1)
              else private.next_month_days(p_repeat, v_month - 1) end;
end;
$$;

comment on function private.next_in_months(text, int, date, date) is
  'The first day after p_after that an ''nth:'' or ''mdays:'' rule names, in a month 0, p_every, 2 × p_every… months from p_anchor''s.';

-- As in the every few weeks migration, plus an interval of months for 'nth:…' and 'mdays:…',
-- counted from p_day's month.
create or replace function private.next_occurrence(p_repeat text, p_every int, p_day date, p_after date)
returns date language plpgsql immutable set search_path = '' as $$
declare
  v_from date := greatest(p_day, p_after);
  v_step int := p_every * case p_repeat when 'yearly' then 12 else 1 end;
  v_k int;
  v date;
begin
  if p_repeat like 'days:%' then
    return private.next_in_weeks(p_repeat, p_every, p_day, v_from);
  end if;
  if p_repeat like 'nth:%' or p_repeat like 'mdays:%' then
    return private.next_in_months(p_repeat, p_every, p_day, v_from);
  end if;
  case p_repeat
    when 'daily' then
      return p_day + p_every * ((v_from - p_day) / p_every + 1);
    when 'weekdays' then
      if p_every > 1 then
        return private.next_in_weeks('days:1,2,3,4,5', p_every, p_day, v_from);
      end if;
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

-- As in the every few weeks migration, plus an interval of months for 'nth:…' and
-- 'mdays:…', counted from the month it is done in.
create or replace function private.next_from_done(p_repeat text, p_every int, p_done date)
returns date language plpgsql immutable set search_path = '' as $$
declare
  v date;
begin
  if p_repeat like 'days:%' then
    return private.next_in_weeks(p_repeat, p_every, p_done, p_done);
  end if;
  if p_repeat like 'nth:%' or p_repeat like 'mdays:%' then
    return private.next_in_months(p_repeat, p_every, p_done, p_done);
  end if;
  case p_repeat
    when 'daily' then
      return p_done + p_every;
    when 'weekdays' then
      if p_every > 1 then
        return private.next_in_weeks('days:1,2,3,4,5', p_every, p_done, p_done);
      end if;
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

revoke all on function private.next_in_months(text, int, date, date) from public, anon, authenticated, service_role;
-- The calendar runs as its caller: next_occurrence and next_from_done call it.
grant execute on function private.next_in_months(text, int, date, date) to authenticated;
