-- =============================================================================
-- Repeating on chosen days of every few weeks ("every 2 weeks on Mon and Thu")
-- =============================================================================
-- Custody weekends, a fortnightly class on two evenings, shifts that alternate weeks:
-- Todoist's "every other Mon, Thu", Google Calendar's custom "Every 2 weeks on Monday,
-- Thursday", iCalendar's FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH. A 'days:' rule, and
-- 'weekdays' (Monday to Friday), may now have an interval: repeat_every 2 to 99 weeks.
--
-- Its weeks are counted from the week of the series' day (repeat_anchor, else its day),
-- Monday to Sunday (ISO), whatever the reader's first day of the week: a weekend stays one
-- week's Saturday and Sunday. The next day is the first of its days after both the series'
-- day and today in a week 0, n, 2n… weeks after that one. Counted from done (decision
-- 041), the weeks count from the week it is done in.
--
-- All seven days with an interval is no rule: repeat_rule spells them 'daily', whose
-- interval is days (the app refuses the pair before it gets here).
--
-- As before, one text and one number: what passes a rule along passes this one; only
-- next_occurrence and next_from_done learn it, through private.next_in_weeks. The
-- column's check and repeat_interval take the interval.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The column takes the interval
-- -----------------------------------------------------------------------------

alter table public.objectives
  drop constraint objectives_repeat_every,
  add constraint objectives_repeat_every check (
    repeat_every = 1 or repeat in ('daily', 'weekdays', 'weekly', 'monthly', 'yearly') or repeat like 'days:%'
  );

comment on column public.objectives.repeat_every is
  'The rule''s interval: every 1 (day, week, month, year), every 2, … up to 99; for weekdays and days:… the weeks (every 2 weeks on its days); 1 for the other rules and without one.';

-- -----------------------------------------------------------------------------
-- Reading a rule
-- -----------------------------------------------------------------------------

-- As in the repeat on weekdays migration, with an interval for weekdays and 'days:…' too.
create or replace function private.repeat_interval(p_repeat text, p_every int)
returns smallint language plpgsql immutable set search_path = '' as $$
begin
  if p_repeat is null or p_every is null then
    return 1;
  end if;
  if p_every not between 1 and 99
     or (p_repeat not in ('daily', 'weekdays', 'weekly', 'monthly', 'yearly') and p_repeat not like 'days:%'
         and p_every <> 1) then
    raise exception using errcode = 'PT422', message = 'repeat_invalid';
  end if;
  return p_every;
end;
$$;

-- The first day after p_after on one of a 'days:' rule's days, in a week 0, p_every,
-- 2 × p_every… weeks (Monday to Sunday) from p_anchor's. Weeks are counted down as well
-- as up (floor, and a modulo that is never negative), should p_after be before p_anchor.
create function private.next_in_weeks(p_repeat text, p_every int, p_anchor date, p_after date)
returns date language sql immutable set search_path = '' as $$
  select case
    when ((weeks % p_every) + p_every) % p_every = 0 then first_day
    -- On to the Sunday before the series' next week; its first of the days follows.
    else private.next_on_weekdays(p_repeat, monday + 7 * p_every * (pg_catalog.floor(weeks::numeric / p_every)::int + 1) - 1)
  end
  from (select private.next_on_weekdays(p_repeat, p_after) as first_day,
               p_anchor - (extract(isodow from p_anchor)::int - 1) as monday) as s,
       lateral (select pg_catalog.floor((first_day - monday) / 7.0)::int as weeks) as w
$$;

comment on function private.next_in_weeks(text, int, date, date) is
  'The first day after p_after on one of the days of the week a ''days:'' rule names, in a week (ISO) 0, p_every, 2 × p_every… weeks from p_anchor''s.';

-- As in the rules of the month migration, plus an interval of weeks for 'days:…' and
-- 'weekdays' (Monday to Friday: 'days:1,2,3,4,5' then), counted from p_day's week.
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

-- As in the rules of the month migration, plus an interval of weeks for 'days:…' and
-- 'weekdays', counted from the week it is done in.
create or replace function private.next_from_done(p_repeat text, p_every int, p_done date)
returns date language plpgsql immutable set search_path = '' as $$
declare
  v date;
begin
  if p_repeat like 'days:%' then
    return private.next_in_weeks(p_repeat, p_every, p_done, p_done);
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

revoke all on function private.next_in_weeks(text, int, date, date) from public, anon, authenticated, service_role;
-- The calendar runs as its caller: next_occurrence and next_from_done call it.
grant execute on function private.next_in_weeks(text, int, date, date) to authenticated;
