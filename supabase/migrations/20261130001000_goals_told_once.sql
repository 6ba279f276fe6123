-- =============================================================================
-- A goal reached is told once, even by two completions at the same moment
-- =============================================================================
-- goals_reached counted what the current transaction completed against what was
-- committed before it: two completions committed at the same moment (two tabs, a
-- phone and a laptop) each saw only their own, and both could tell "Daily goal
-- reached". Now each waits for the caller's other completions in flight to commit
-- before counting (a lock per person, held to the end of the transaction, taken
-- only when something was completed), and counts them: one tells it, once. The
-- function becomes volatile, so its count after the wait sees what was committed
-- meanwhile (a stable function keeps its caller's snapshot).
-- =============================================================================

-- As in the weekly goal reached migration, with the lock. The grants stay (none).
create or replace function private.goals_reached(p_time_zone text, p_week_start int)
returns jsonb language plpgsql volatile security definer set search_path = '' as $$
declare
  v_me uuid := (select auth.uid());
  v_zone text := private.my_zone(p_time_zone);
  v_today date := (now() at time zone v_zone)::date;
  v_start int := coalesce((select p.week_start from public.profiles p where p.id = v_me), p_week_start, 1);
  v_week date;
  v_daily int;
  v_weekly int;
  -- Completed less reopened: by this transaction, today, and this week.
  v_now int;
  v_day int;
  v_sum int;
begin
  select coalesce(sum(case when a.kind in ('completed', 'completed_many') then 1 else -1 end
                      * coalesce((a.detail ->> 'count')::int, 1)), 0)::int
  into v_now
  from public.activity a
  where a.actor_id = v_me and a.at = now()
    and a.kind in ('completed', 'completed_many', 'reopened', 'reopened_many');
  if v_now <= 0 then
    return '{}'::jsonb;
  end if;
  -- The caller's other completions in flight commit first; what follows counts them.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(v_me::text || '/goals', 0));
  if v_start not between 1 and 7 then
    v_start := 1;
  end if;
  v_week := v_today - ((extract(isodow from v_today)::int - v_start + 7) % 7);
  select coalesce(g.daily, 5), coalesce(g.weekly, 25) into v_daily, v_weekly
  from (select 1) one left join private.productivity_goals g on g.user_id = v_me;
  select coalesce(max(greatest(d.done, 0)) filter (where d.day = v_today), 0)::int,
         coalesce(sum(greatest(d.done, 0)), 0)::int
  into v_day, v_sum
  from (select c.day, sum(c.done) as done from private.completions(v_me, v_zone, v_week) c group by c.day) d;
  return case when v_day >= v_daily and v_day - v_now < v_daily then jsonb_build_object('goal', v_daily) else '{}'::jsonb end
      || case when v_sum >= v_weekly and v_sum - v_now < v_weekly then jsonb_build_object('week_goal', v_weekly) else '{}'::jsonb end;
end;
$$;

comment on function private.goals_reached(text, int) is
  'The caller''s daily goal (''goal'') and weekly goal (''week_goal'') that what the current transaction completed met; empty when none. Waits for the caller''s other completions in flight, so a goal is told once.';
