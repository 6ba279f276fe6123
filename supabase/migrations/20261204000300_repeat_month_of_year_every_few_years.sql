-- =============================================================================
-- Rules of one month each year every few years ("every 2 years on the last Friday of November")
-- =============================================================================
-- A biennial congress on the first Monday of June, a reunion every 5 years on the last
-- Saturday of July, the car's inspection every 2 years on the 1st of March: Outlook's "Recur
-- every 2 years on the first Monday of June", iCalendar's FREQ=YEARLY;INTERVAL=2;BYMONTH=6;
-- BYDAY=1MO. An 'nth:' or 'mdays:' rule of one month each year ('nth:1:1:6', 'mdays:1:3')
-- may now have an interval: repeat_every 2 to 99 years. Until now it could not, and quick add
-- made such a line yearly from one date, which falls on another day of the week two years on.
--
-- Its years are counted from the year of the series' day (repeat_anchor, else its day): the
-- next day is the first of its days after both the series' day and today in a year 0, n,
-- 2n… years after that one. Counted from done (decision 041), from the year it is done in,
-- as a rule of every few months counts from the month it is done in.
--
-- As for every few months: one text and one number; only next_in_months learns it (years
-- for a rule of one month, months for the others), and the column's check and
-- repeat_interval take the interval.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The column takes the interval
-- -----------------------------------------------------------------------------

-- Every 'nth:' and 'mdays:' rule may have one now: months of every month, years of one month.
alter table public.objectives
  drop constraint objectives_repeat_every,
  add constraint objectives_repeat_every check (
    repeat_every = 1
    or repeat in ('daily', 'weekdays', 'weekly', 'monthly', 'yearly')
    or repeat like 'days:%'
    or repeat like 'nth:%'
    or repeat like 'mdays:%'
  );

comment on column public.objectives.repeat_every is
  'The rule''s interval: every 1 (day, week, month, year), every 2, … up to 99; for weekdays and days:… the weeks (every 2 weeks on its days), for nth:… and mdays:… of every month the months (every 2 months on its days), of one month each year the years (every 2 years on its days of that month).';

-- -----------------------------------------------------------------------------
-- Reading a rule
-- -----------------------------------------------------------------------------

-- As in the every few months migration, for every rule but none (a rule's own check refuses
-- a misspelt one).
create or replace function private.repeat_interval(p_repeat text, p_every int)
returns smallint language plpgsql immutable set search_path = '' as $$
begin
  if p_repeat is null or p_every is null then
    return 1;
  end if;
  if p_every not between 1 and 99 then
    raise exception using errcode = 'PT422', message = 'repeat_invalid';
  end if;
  return p_every;
end;
$$;

-- -----------------------------------------------------------------------------
-- The next day
-- -----------------------------------------------------------------------------

-- As in the fifth weekday migration; of one month each year ('nth:1:1:6', 'mdays:1:3') the
-- interval counts years from p_anchor's, of every month months.
create or replace function private.next_in_months(p_repeat text, p_every int, p_anchor date, p_after date)
returns date language plpgsql immutable set search_path = '' as $$
declare
  v_nth boolean := p_repeat like 'nth:%';
  v_years boolean := pg_catalog.split_part(p_repeat, ':', case when p_repeat like 'nth:%' then 4 else 3 end) <> '';
  v_after date := p_after;
  v_first date;
  v_apart int;
begin
  -- Every month of the Gregorian calendar's 400 years is a bound no rule reaches.
  for i in 1..4800 loop
    v_first := case when v_nth then private.next_nth_weekday(p_repeat, v_after)
                    else private.next_month_days(p_repeat, v_after) end;
    if p_every = 1 then
      return v_first;
    end if;
    v_apart := case when v_years
                    then extract(year from v_first)::int - extract(year from p_anchor)::int
                    else (extract(year from v_first)::int - extract(year from p_anchor)::int) * 12
                         + extract(month from v_first)::int - extract(month from p_anchor)::int end;
    if ((v_apart % p_every) + p_every) % p_every = 0 then
      return v_first;
    end if;
    -- The day before the series' next year or month; its first of the days follows.
    v_after := case when v_years
                    then pg_catalog.make_date(extract(year from p_anchor)::int
                                              + p_every * (pg_catalog.floor(v_apart::numeric / p_every)::int + 1), 1, 1)
                    else (pg_catalog.date_trunc('month', p_anchor)
                          + pg_catalog.make_interval(months => p_every * (pg_catalog.floor(v_apart::numeric / p_every)::int + 1)))::date
               end - 1;
  end loop;
  raise exception using errcode = 'PT422', message = 'repeat_invalid';
end;
$$;

comment on function private.next_in_months(text, int, date, date) is
  'The first day after p_after that an ''nth:'' or ''mdays:'' rule names, in a month 0, p_every, 2 × p_every… months from p_anchor''s; of one month each year, in a year 0, p_every… years from p_anchor''s.';
