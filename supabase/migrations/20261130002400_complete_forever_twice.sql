-- =============================================================================
-- Complete forever, submitted twice
-- =============================================================================
-- Without JavaScript a double submit shows the second answer only. It found the
-- objective done and answered without the record of the first, so the message had
-- no Undo. Now the answer for one done forever in the last hour names that record.
-- =============================================================================

-- As in the complete forever migration, with the first call's record. The grants stay.
create or replace function public.complete_objective_forever(p_objective uuid, p_time_zone text default 'UTC',
                                                  p_week_start int default 1)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
  v_batch uuid := gen_random_uuid();
  v_rule jsonb;
begin
  if v.done then
    -- A double submit: the first one's record comes back too, so the Undo shown still works.
    select b.batch_id into v_batch from private.objective_batches b
    where b.objective_id = v.id and b.kind = 'forever' and b.undone_at is null
      and b.made_at > now() - interval '1 hour'
    order by b.made_at desc limit 1;
    return private.objective_json(v) || case when found then jsonb_build_object('batch', v_batch) else '{}'::jsonb end;
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
  'Marks an objective of the caller''s done without adding its next one (a repeating one''s series ends); the answer''s `batch` is the id undo_objectives takes to open it again with its rule (again when it was completed forever in the last hour: a double submit); ''goal'' and ''week_goal'' as set_objective_done tells them. Done otherwise: the objective as it is; not repeating: a plain done.';
