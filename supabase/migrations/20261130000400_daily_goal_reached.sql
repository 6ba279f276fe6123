-- =============================================================================
-- The daily goal reached, told at the moment it is
-- =============================================================================
-- Todoist celebrates the completion that meets one's daily goal; decision 055 left it
-- for later. Marking an objective done (one, or several selected) now answers 'goal',
-- the caller's daily goal, when that change is the one that met it today: today's
-- completions less reopenings reach the goal with it and did not without it. The app
-- says so beside "Marked as done.". A change that completes nothing (already done, a
-- double submit) tells nothing, nor does one past the goal; after reopenings that took
-- the day below it, the completion that meets it again is told again.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Counting
-- -----------------------------------------------------------------------------

-- The caller's daily goal if what this transaction completed (its own activity, at now())
-- is what met it today, in the caller's time zone (private.my_zone); else null.
create function private.daily_goal_reached(p_time_zone text)
returns int language plpgsql stable security definer set search_path = '' as $$
declare
  v_me uuid := (select auth.uid());
  v_zone text := private.my_zone(p_time_zone);
  v_today date := (now() at time zone v_zone)::date;
  v_daily int := coalesce((select g.daily from private.productivity_goals g where g.user_id = v_me), 5);
  -- Completed less reopened, by this transaction and by the whole of today.
  v_now int;
  v_day int;
begin
  select coalesce(sum(case when a.kind in ('completed', 'completed_many') then 1 else -1 end
                      * coalesce((a.detail ->> 'count')::int, 1)), 0)::int
  into v_now
  from public.activity a
  where a.actor_id = v_me and a.at = now()
    and a.kind in ('completed', 'completed_many', 'reopened', 'reopened_many');
  if v_now <= 0 then
    return null;
  end if;
  select greatest(coalesce(sum(c.done), 0), 0)::int into v_day
  from private.completions(v_me, v_zone, v_today) c where c.day = v_today;
  return case when v_day >= v_daily and v_day - v_now < v_daily then v_daily end;
end;
$$;

comment on function private.daily_goal_reached(text) is
  'The caller''s daily goal when what the current transaction completed met it today (it was not met without it); else null.';

revoke all on function private.daily_goal_reached(text) from public, anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- One objective
-- -----------------------------------------------------------------------------

-- As public.set_objective_done in the checklists migration, word for word: the change itself,
-- for the functions that mark several (which tell the goal once, for all of them).
create function private.set_objective_done(p_objective uuid, p_done boolean, p_time_zone text default 'UTC')
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
  v_done boolean := coalesce(p_done, false);
  v_next public.objectives;
begin
  if v.done = v_done then
    return private.objective_json(v);
  end if;
  if v_done then
    update public.objectives
    set done = true, done_at = now(), repeat = null, repeat_every = 1, repeat_anchor = null, repeat_from_done = false,
        updated_at = now()
    where id = v.id;
    if v.repeat is not null then
      v_next.day := case
        when v.repeat_from_done then private.next_from_done(v.repeat, v.repeat_every, private.today(p_time_zone))
        else private.next_occurrence(v.repeat, v.repeat_every, coalesce(v.repeat_anchor, v.day),
                                     greatest(v.day, private.today(p_time_zone)))
      end;
      -- The series' own day goes with it: after 28 February, a monthly 31st is back on 31 March.
      insert into public.objectives (dashboard_id, day, title, description, priority, assignee_id, position, repeat,
                                     repeat_every, repeat_anchor, repeat_from_done, repeat_from)
      values (v.dashboard_id, v_next.day, v.title, v.description, v.priority, v.assignee_id,
              private.next_position(v.dashboard_id, v_next.day),
              v.repeat, v.repeat_every,
              case when not v.repeat_from_done then nullif(coalesce(v.repeat_anchor, v.day), v_next.day) end,
              v.repeat_from_done, v.id)
      returning * into v_next;
      perform private.set_objective_markers(v_next, v.marker_ids);
      -- The same steps, to do again.
      insert into public.checklist_items (dashboard_id, objective_id, title, position)
      select v_next.dashboard_id, v_next.id, i.title, i.position from public.checklist_items i where i.objective_id = v.id;
    end if;
  else
    -- The next one, if its completion added one that is still as it was added.
    select * into v_next from public.objectives n
    where n.repeat_from = v.id and not n.done and n.title = v.title and n.description = v.description
      and n.priority = v.priority and n.assignee_id is not distinct from v.assignee_id
      and n.repeat is not null and n.marker_ids @> v.marker_ids and n.marker_ids <@ v.marker_ids
      -- Nobody has ticked a step of it yet.
      and n.checklist_done = 0;
    if v_next.id is not null then
      delete from public.objectives where id = v_next.id;
      perform private.renumber_day(v_next.dashboard_id, v_next.day);
    end if;
    update public.objectives
    set done = false, done_at = null, repeat = coalesce(v_next.repeat, repeat),
        repeat_every = case when v_next.id is null then repeat_every else v_next.repeat_every end,
        repeat_anchor = case when v_next.id is null then repeat_anchor else nullif(v_next.repeat_anchor, day) end,
        repeat_from_done = case when v_next.id is null then repeat_from_done else v_next.repeat_from_done end,
        updated_at = now()
    where id = v.id;
  end if;
  select * into v from public.objectives where id = v.id;
  return private.objective_json(v)
    || case when v_done and v_next.id is not null
         then jsonb_build_object('next', jsonb_build_object('id', v_next.id, 'day', v_next.day))
         else '{}'::jsonb end;
end;
$$;

comment on function private.set_objective_done(uuid, boolean, text) is
  'Marks an objective of the caller''s done or not done, as public.set_objective_done does, without telling the goal.';

revoke all on function private.set_objective_done(uuid, boolean, text) from public, anon, authenticated, service_role;

-- The change, plus 'goal' (the daily goal) when this one met it. The grants stay.
create or replace function public.set_objective_done(p_objective uuid, p_done boolean, p_time_zone text default 'UTC')
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_answer jsonb := private.set_objective_done(p_objective, p_done, p_time_zone);
  v_goal int;
begin
  if p_done then
    v_goal := private.daily_goal_reached(p_time_zone);
  end if;
  return v_answer || case when v_goal is not null then jsonb_build_object('goal', v_goal) else '{}'::jsonb end;
end;
$$;

-- -----------------------------------------------------------------------------
-- Several objectives
-- -----------------------------------------------------------------------------

-- As in the select several migration, each through the private change, and 'goal' once
-- when they met it together. The grants stay.
create or replace function public.complete_objectives(p_dashboard uuid, p_objectives uuid[], p_time_zone text default 'UTC')
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_batch uuid := gen_random_uuid();
  v public.objectives;
  v_done int := 0;
  v_goal int;
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
  if v_done > 0 then
    v_goal := private.daily_goal_reached(p_time_zone);
  end if;
  return jsonb_build_object('done', v_done, 'batch', case when v_done > 0 then v_batch end)
    || case when v_goal is not null then jsonb_build_object('goal', v_goal) else '{}'::jsonb end;
end;
$$;
