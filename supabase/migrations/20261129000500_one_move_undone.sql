-- =============================================================================
-- One objective moved to another dashboard: its Undo undoes it
-- =============================================================================
-- The edit page's move (decision 039) had for its Undo another move, back: to the end
-- of the day there, and nobody doing it if its assignee had been left behind. Now
-- update_objective notes a move as a move of several is noted (private.objective_batches,
-- kind "dashboard": its assignee, day and place), answers its `batch`, and the Undo is
-- undo_objectives: back to its own place in its day, with its filters by name and its
-- assignee while still a member there (20261129000400_several_back_in_place).
-- =============================================================================

-- As in 20261127000100_answers_name_dashboard, plus a move noted for Undo (`batch`).
create or replace function public.update_objective(
  p_objective uuid,
  p_title text default null,
  p_day date default null,
  p_marker_ids uuid[] default null,
  p_repeat text default null,
  p_repeat_every int default null,
  p_description text default null,
  p_priority int default null,
  p_assignee text default null,
  p_dashboard uuid default null,
  p_repeat_from_done boolean default null
)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective(p_objective);
  v_to uuid := case when p_dashboard <> v.dashboard_id then p_dashboard end;
  v_title text := case when p_title is null then v.title else private.clean_text(p_title, 500, 'title') end;
  v_description text := case when p_description is null then v.description
                             else private.clean_text(pg_catalog.btrim(p_description, E' \t\r\n'), 5000, 'description', false) end;
  v_priority smallint := case when p_priority is null then v.priority else private.check_priority(p_priority) end;
  v_repeat text := case when p_repeat is null then v.repeat else private.repeat_rule(p_repeat) end;
  v_every smallint := private.repeat_interval(v_repeat,
    case when p_repeat is null then coalesce(p_repeat_every, v.repeat_every) else coalesce(p_repeat_every, 1) end);
  v_from_done boolean := v_repeat is not null and coalesce(p_repeat_from_done, v.repeat_from_done);
  v_assignee uuid;
  v_before uuid;
  v_from date;
  v_moves boolean;
  v_markers uuid[];
  v_from_dashboard uuid := v.dashboard_id;
  v_batch uuid;
begin
  -- A title-only edit leaves the order alone; anything that may move it locks first, then
  -- reads the row again: a decision about its day must not rest on a read from before.
  if v_to is not null then
    perform private.lock_order(least(v.dashboard_id, v_to));
    perform private.lock_order(greatest(v.dashboard_id, v_to));
    v := private.find_objective(p_objective);
  elsif p_day is not null then
    v := private.find_objective_locked(p_objective);
  end if;
  v_assignee := v.assignee_id;
  v_before := v.assignee_id;
  v_from := v.day;
  v_moves := p_day is not null and p_day <> v.day;
  if p_assignee = 'none' then
    v_assignee := null;
  elsif p_assignee is not null then
    if p_assignee !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception using errcode = 'PT422', message = 'assignee_not_member';
    end if;
    v_assignee := private.check_assignee(v.dashboard_id, p_assignee::uuid);
  end if;
  update public.objectives
  set title = v_title,
      description = v_description,
      priority = v_priority,
      assignee_id = v_assignee,
      day = coalesce(p_day, day),
      position = case when v_moves then private.next_position(v.dashboard_id, p_day) else position end,
      repeat = v_repeat,
      repeat_every = v_every,
      repeat_from_done = v_from_done,
      -- A new rule counts from the day; a new day keeps the series (keep_repeat_anchor).
      repeat_anchor = case when v_repeat is distinct from v.repeat or v_every <> v.repeat_every
                             or v_from_done <> v.repeat_from_done then null else repeat_anchor end,
      updated_at = now()
  where id = v.id
  returning * into v;
  if v_moves then
    perform private.renumber_day(v.dashboard_id, v_from);
  end if;
  v_markers := case when p_marker_ids is null then v.marker_ids else private.own_markers(v.dashboard_id, p_marker_ids) end;
  if v_to is not null then
    -- Noted for Undo (undo_objectives), as a move of several is: whom it had, its day and place.
    v_batch := gen_random_uuid();
    delete from private.objective_batches where made_at < now() - interval '1 hour';
    insert into private.objective_batches (batch_id, kind, objective_id, turn, dashboard_id, before, after)
    values (v_batch, 'dashboard', v.id, 1, v_from_dashboard,
            jsonb_build_object('assignee', v.assignee_id, 'day', v.day, 'position', v.position),
            jsonb_build_object('dashboard', v_to));
    v := private.move_objective(v,
      v_to,
      array(select m.name from unnest(v_markers) with ordinality x (id, i) join public.markers m on m.id = x.id order by x.i),
      array(select m.color from unnest(v_markers) with ordinality x (id, i) join public.markers m on m.id = x.id order by x.i));
  elsif p_marker_ids is not null then
    perform private.set_objective_markers(v, v_markers);
  end if;
  -- Where it is now: the app goes there, and a move names it ("Moved to Home."), and says
  -- when it left its assignee behind.
  return private.objective_json(v) || jsonb_build_object('dashboard', v.dashboard_id)
    || case when v_to is null then '{}'::jsonb
            else jsonb_build_object('moved_to', (select d.name from public.dashboards d where d.id = v_to),
                                    'moved_from', v_from_dashboard,
                                    'batch', v_batch,
                                    'unassigned', v_assignee is not null and v.assignee_id is null) end
    || private.assignment_notice(v, v_before);
end;
$$;

comment on function public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid, boolean) is
  'Changes an objective''s title, day, filters, repeat rule (and whether it counts from the day it is done), description, priority or assignee, or moves it to another of the caller''s dashboards (p_dashboard: filters by name, the assignee if a member there; the answer''s `batch` is the id undo_objectives takes to move it back); a null argument keeps what is there, p_repeat ''none'' ends the rule, p_assignee ''none'' leaves it to nobody.';
