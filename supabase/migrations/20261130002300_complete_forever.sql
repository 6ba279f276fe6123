-- =============================================================================
-- Complete forever
-- =============================================================================
-- A repeating objective marked done adds its next one (decision 028). Todoist's
-- "Complete forever" ends the series instead: the last time of a course, a
-- medicine finished, a subscription cancelled. Until now that took two steps (the
-- edit page's "Does not repeat", then done). Now one call, with one Undo:
--   * complete_objective_forever: marks it done with no next one; the rule it
--     had is kept for an hour in private.objective_batches (kind 'forever'), the
--     record Undo reads. Done already: the answer is the objective as it is (a
--     double submit changes nothing). Not repeating: a plain done.
--   * undo_objectives learns 'forever': the objective, if still done and still on
--     its dashboard, is open again with its rule as it was.
-- The done objective looks as any done one of a series does (no rule), so search,
-- the calendar, exports and the activity need nothing new.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The record Undo reads
-- -----------------------------------------------------------------------------

alter table private.objective_batches drop constraint objective_batches_kind_check,
  add constraint objective_batches_kind_check
    check (kind in ('done', 'delete', 'priority', 'assign', 'dashboard', 'forever'));
comment on column private.objective_batches.kind is
  '"done": it marked the objective done; "delete": it deleted it (kept in private.deleted_objectives); "priority" or "assign": it changed its priority or its assignee; "dashboard": it moved it to another dashboard; "forever": it marked a repeating one done with no next one.';
comment on column private.objective_batches.before is
  'For "priority" and "assign": what the objective had before ({"priority": 1..4} or {"assignee": id or null}); for "dashboard": {"assignee": id or null}, whom Undo gives it back to; for "forever": its rule ({"repeat", "every", "anchor", "from_done"}); null for the other kinds.';

-- -----------------------------------------------------------------------------
-- Done, and no next one
-- -----------------------------------------------------------------------------

create function public.complete_objective_forever(p_objective uuid, p_time_zone text default 'UTC',
                                                  p_week_start int default 1)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
  v_batch uuid := gen_random_uuid();
  v_rule jsonb;
begin
  if v.done then
    return private.objective_json(v);
  end if;
  if v.repeat is null then
    return public.set_objective_done(p_objective, true, p_time_zone, p_week_start);
  end if;
  v_rule := jsonb_build_object('repeat', v.repeat, 'every', v.repeat_every, 'anchor', v.repeat_anchor,
                               'from_done', v.repeat_from_done);
  -- The same change as a done one of a series makes (its rule goes), without the next one.
  update public.objectives
  set done = true, done_at = now(), repeat = null, repeat_every = 1, repeat_anchor = null, repeat_from_done = false,
      updated_at = now()
  where id = v.id
  returning * into v;
  delete from private.objective_batches where made_at < now() - interval '1 hour';
  insert into private.objective_batches (batch_id, kind, objective_id, turn, dashboard_id, before)
  values (v_batch, 'forever', p_objective, 1, v.dashboard_id, v_rule);
  return private.objective_json(v) || jsonb_build_object('batch', v_batch)
    || private.goals_reached(p_time_zone, p_week_start);
end;
$$;

comment on function public.complete_objective_forever(uuid, text, int) is
  'Marks an objective of the caller''s done without adding its next one (a repeating one''s series ends); the answer''s `batch` is the id undo_objectives takes to open it again with its rule; ''goal'' and ''week_goal'' as set_objective_done tells them. Done already: the objective as it is; not repeating: a plain done.';
revoke all on function public.complete_objective_forever(uuid, text, int) from public, anon, authenticated, service_role;
grant execute on function public.complete_objective_forever(uuid, text, int) to authenticated;

-- -----------------------------------------------------------------------------
-- Undo
-- -----------------------------------------------------------------------------

-- As in the several back in place migration, with 'forever'. The grants stay.
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
  v_before jsonb;
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
  elsif v_kind = 'forever' then
    -- Still done, and still here: open again with the rule it had (no next was added).
    select objective_id, before into v_id, v_before from private.objective_batches
    where batch_id = p_batch and undone_at is null;
    update public.objectives
    set done = false, done_at = null, repeat = v_before ->> 'repeat', repeat_every = (v_before ->> 'every')::smallint,
        repeat_anchor = (v_before ->> 'anchor')::date, repeat_from_done = (v_before ->> 'from_done')::boolean,
        updated_at = now()
    where id = v_id and dashboard_id = v_dashboard and done;
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
  'Undoes a change by the id it answered: reopens those still done (one completed forever with its rule again), restores those still deleted, gives back the earlier priority or assignee where the change''s is still there, or brings back those still on the other dashboard, each to its own place in its day (naming it as moved_from).';
