-- =============================================================================
-- Several moved back from another dashboard come back in their places
-- =============================================================================
-- Undo of "several to another dashboard" (20261129000300) brought them back to the
-- end of their day: a day ordered by hand lost its order. The move now notes each
-- one's day and place (private.objective_batches.before), and Undo puts each back
-- there when it is still on that day. Moves noted before this migration (an hour's
-- worth, no place noted) still come back to the day's end.
-- =============================================================================

comment on column private.objective_batches.before is
  'For "priority" and "assign": what the objective had before ({"priority": 1..4} or {"assignee": id or null}); for "dashboard": {"assignee": id or null, "day": date, "position": 1..n}, whom Undo gives it back to and where; null for the other kinds.';

-- -----------------------------------------------------------------------------
-- The move notes each one's place; Undo puts it back there
-- -----------------------------------------------------------------------------

-- As in 20261129000300_several_to_dashboard, plus the day and place in `before`.
create or replace function public.move_objectives_to_dashboard(p_dashboard uuid, p_objectives uuid[], p_to uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_batch uuid := gen_random_uuid();
  v public.objectives;
  v_moved public.objectives;
  v_count int := 0;
  v_unassigned int := 0;
begin
  perform private.require_member(p_dashboard);
  perform private.require_member(p_to);
  if p_to = p_dashboard then
    raise exception using errcode = 'PT422', message = 'dashboard_same';
  end if;
  -- Both order locks, the smaller id first, as update_objective takes them (decision 039).
  perform private.lock_order(least(p_dashboard, p_to));
  perform private.lock_order(greatest(p_dashboard, p_to));
  delete from private.objective_batches where made_at < now() - interval '1 hour';
  for v in select * from private.selected_objectives(p_dashboard, p_objectives) loop
    -- Each as the edit page moves one: its filters by name, to the end of its day there.
    v_moved := private.move_objective(v, p_to,
      array(select m.name from unnest(v.marker_ids) with ordinality x (id, i) join public.markers m on m.id = x.id order by x.i),
      array(select m.color from unnest(v.marker_ids) with ordinality x (id, i) join public.markers m on m.id = x.id order by x.i));
    v_count := v_count + 1;
    if v.assignee_id is not null and v_moved.assignee_id is null then
      v_unassigned := v_unassigned + 1;
    end if;
    insert into private.objective_batches (batch_id, kind, objective_id, turn, dashboard_id, before, after)
    values (v_batch, 'dashboard', v.id, v_count, p_dashboard,
            jsonb_build_object('assignee', v.assignee_id, 'day', v.day, 'position', v.position),
            jsonb_build_object('dashboard', p_to));
  end loop;
  return jsonb_build_object('moved', v_count, 'unassigned', v_unassigned, 'batch', v_batch, 'dashboard', p_to,
           'name', (select d.name from public.dashboards d where d.id = p_to));
end;
$$;
comment on function public.move_objectives_to_dashboard(uuid, uuid[], uuid) is
  'Moves the named objectives of the dashboard to another of the caller''s (p_to), each as update_objective moves one (noting each one''s day and place for Undo). Answers how many, how many left their assignee behind, the other dashboard (its id as `dashboard`, its name), and the id undo_objectives takes.';

-- Undo: as in 20261129000300_several_to_dashboard, plus each one back in its own place in
-- its day (where it is still on that day), not at the day's end.
create or replace function public.undo_objectives(p_batch uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_dashboard uuid;
  v_kind text;
  v_made_at timestamptz;
  v_other uuid;
  v_id uuid;
  v_row public.objectives;
  v_assignee uuid;
  v_day date;
  v_place int;
  v_back int := 0;
begin
  select dashboard_id, min(kind), min(made_at) into v_dashboard, v_kind, v_made_at
  from private.objective_batches where batch_id = p_batch group by dashboard_id;
  if v_dashboard is null then
    raise exception using errcode = 'PT404', message = 'undo_not_found';
  end if;
  perform private.require_member(v_dashboard);
  if v_kind = 'dashboard' then
    select (after ->> 'dashboard')::uuid into v_other from private.objective_batches where batch_id = p_batch limit 1;
    perform private.require_member(v_other);
    perform private.lock_order(least(v_dashboard, v_other));
    perform private.lock_order(greatest(v_dashboard, v_other));
  else
    perform private.lock_order(v_dashboard);
  end if;
  if v_made_at < now() - interval '1 hour' then
    raise exception using errcode = 'PT410', message = 'undo_expired';
  end if;
  if v_kind = 'dashboard' then
    -- In the order they were in (the move took them by day and place): each one's place is
    -- then free when it comes back, as the ones before it are already there.
    for v_id, v_assignee, v_day, v_place in
      select b.objective_id, (b.before ->> 'assignee')::uuid, (b.before ->> 'day')::date, (b.before ->> 'position')::int
      from private.objective_batches b
      join public.objectives o on o.id = b.objective_id and o.dashboard_id = v_other
      where b.batch_id = p_batch and b.undone_at is null order by b.turn
    loop
      select * into v_row from public.objectives where id = v_id;
      v_row := private.move_objective(v_row, v_dashboard,
        array(select m.name from unnest(v_row.marker_ids) with ordinality x (id, i) join public.markers m on m.id = x.id order by x.i),
        array(select m.color from unnest(v_row.marker_ids) with ordinality x (id, i) join public.markers m on m.id = x.id order by x.i));
      if v_row.assignee_id is null and v_assignee is not null and exists (
        select 1 from public.dashboard_members m where m.dashboard_id = v_dashboard and m.user_id = v_assignee) then
        update public.objectives set assignee_id = v_assignee where id = v_row.id;
      end if;
      -- It came back to its day's end: to its own place, the ones from there on one down.
      if v_row.day = v_day and v_place < v_row.position then
        update public.objectives set position = position + 1
        where dashboard_id = v_dashboard and day = v_day and position >= v_place and id <> v_row.id;
        update public.objectives set position = v_place where id = v_row.id;
      end if;
      v_back := v_back + 1;
    end loop;
  elsif v_kind in ('priority', 'assign') then
    -- What each had before, where it still has what the change gave it (a later change stays).
    update public.objectives o
    set priority = case when v_kind = 'priority' then (b.before ->> 'priority')::smallint else o.priority end,
        assignee_id = case when v_kind = 'assign' then (b.before ->> 'assignee')::uuid else o.assignee_id end,
        updated_at = now()
    from private.objective_batches b
    where b.batch_id = p_batch and b.undone_at is null and o.id = b.objective_id and o.dashboard_id = v_dashboard
      and case when v_kind = 'priority' then o.priority = (b.after ->> 'priority')::smallint
               else o.assignee_id is not distinct from (b.after ->> 'assignee')::uuid end
      -- Someone who left meanwhile is not given it back: it stays as it is.
      and (v_kind = 'priority' or b.before ->> 'assignee' is null or exists (
        select 1 from public.dashboard_members m
        where m.dashboard_id = v_dashboard and m.user_id = (b.before ->> 'assignee')::uuid));
    get diagnostics v_back = row_count;
  else
    -- Last first: each deleted one goes back to the place it had when it was deleted.
    for v_id in
      select objective_id from private.objective_batches
      where batch_id = p_batch and undone_at is null order by turn desc
    loop
      if v_kind = 'done' then
        -- Still done, and still here: marked not done (its next one goes, if untouched).
        if exists (select 1 from public.objectives where id = v_id and dashboard_id = v_dashboard and done) then
          perform public.set_objective_done(v_id, false);
          v_back := v_back + 1;
        end if;
      elsif exists (select 1 from private.deleted_objectives where id = v_id) then
        perform public.restore_objective(v_id);
        v_back := v_back + 1;
      end if;
    end loop;
  end if;
  update private.objective_batches set undone_at = now() where batch_id = p_batch and undone_at is null;
  return jsonb_build_object('back', v_back, 'kind', v_kind, 'dashboard', v_dashboard)
    || case when v_other is null then '{}'::jsonb else jsonb_build_object('moved_from', v_other) end;
end;
$$;
comment on function public.undo_objectives(uuid) is
  'Undoes a change of several by the id it answered: reopens those still done, restores those still deleted, gives back the earlier priority or assignee where the change''s is still there, or brings back those still on the other dashboard, each to its own place in its day (naming it as moved_from).';
