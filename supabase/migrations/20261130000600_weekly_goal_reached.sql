-- =============================================================================
-- The weekly goal reached, told at the moment it is
-- =============================================================================
-- The daily goal reached migration told the completion that meets the daily goal, and
-- left the weekly one to the page: a week begins on the person's first day of the week,
-- else their language's, which only the app knows. The two functions that complete now
-- take that day (p_week_start, as get_productivity_page does) and answer 'week_goal',
-- the weekly goal, when the change met it this week, beside 'goal' (the daily one).
-- New arguments make new functions: the old ones go (their grants are given again).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Counting
-- -----------------------------------------------------------------------------

-- The goals the current transaction's completions met: 'goal' (the daily goal) when today's
-- count reaches it with them and did not without them, 'week_goal' likewise for this week's
-- (the week from the caller's first day: saved, else p_week_start), each day counted as the
-- page counts it (completed less reopened, floored at zero). Empty when none.
create function private.goals_reached(p_time_zone text, p_week_start int)
returns jsonb language plpgsql stable security definer set search_path = '' as $$
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
  'The caller''s daily goal (''goal'') and weekly goal (''week_goal'') that what the current transaction completed met; empty when none.';

revoke all on function private.goals_reached(text, int) from public, anon, authenticated, service_role;

-- Replaced by private.goals_reached.
drop function private.daily_goal_reached(text);

-- -----------------------------------------------------------------------------
-- One objective
-- -----------------------------------------------------------------------------

-- As in the daily goal reached migration, telling both goals.
drop function public.set_objective_done(uuid, boolean, text);
create function public.set_objective_done(p_objective uuid, p_done boolean, p_time_zone text default 'UTC',
                                          p_week_start int default 1)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_answer jsonb := private.set_objective_done(p_objective, p_done, p_time_zone);
begin
  if p_done then
    v_answer := v_answer || private.goals_reached(p_time_zone, p_week_start);
  end if;
  return v_answer;
end;
$$;

comment on function public.set_objective_done(uuid, boolean, text, int) is
  'Marks an objective of the caller''s done or not done (a repeating one done adds its next: ''next''); ''goal'' and ''week_goal'' when it met the caller''s daily or weekly goal (weeks from p_week_start unless they saved their own).';

-- -----------------------------------------------------------------------------
-- Several objectives
-- -----------------------------------------------------------------------------

-- As in the daily goal reached migration, telling both goals once for all of them.
drop function public.complete_objectives(uuid, uuid[], text);
create function public.complete_objectives(p_dashboard uuid, p_objectives uuid[], p_time_zone text default 'UTC',
                                           p_week_start int default 1)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_batch uuid := gen_random_uuid();
  v public.objectives;
  v_done int := 0;
begin
  perform private.require_member(p_dashboard);
  perform private.lock_order(p_dashboard);
  delete from private.objective_batches where made_at < now() - interval '1 hour';
  for v in select * from private.selected_objectives(p_dashboard, p_objectives) loop
    continue when v.done;
    -- One at a time, as a tick: a repeating one adds its next.
    perform private.set_objective_done(v.id, true, p_time_zone);
    v_done := v_done + 1;
    insert into private.objective_batches (batch_id, kind, objective_id, turn, dashboard_id)
    values (v_batch, 'done', v.id, v_done, p_dashboard);
  end loop;
  return jsonb_build_object('done', v_done, 'batch', case when v_done > 0 then v_batch end)
    || case when v_done > 0 then private.goals_reached(p_time_zone, p_week_start) else '{}'::jsonb end;
end;
$$;

comment on function public.complete_objectives(uuid, uuid[], text, int) is
  'Marks the named open objectives of the dashboard done, each as set_objective_done does. Answers how many, the id undo_objectives takes, and the goals they met together (''goal'', ''week_goal'').';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.set_objective_done(uuid, boolean, text, int) from public, anon, authenticated, service_role;
grant execute on function public.set_objective_done(uuid, boolean, text, int) to authenticated;
revoke all on function public.complete_objectives(uuid, uuid[], text, int) from public, anon, authenticated, service_role;
grant execute on function public.complete_objectives(uuid, uuid[], text, int) to authenticated;
