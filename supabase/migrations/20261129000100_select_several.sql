-- =============================================================================
-- Several objectives at once (decision 062)
-- =============================================================================
-- A day's "Select" page ticks several objectives (the day's and the overdue
-- ones) and completes, moves, re-prioritises, assigns or deletes them in one
-- call, as Todoist's multi-select does. A move answers an id for undo_move, as
-- "Move to today" does (private.moved_objectives); completing and deleting note
-- what they changed here, for an hour, and answer an id for undo_objectives.
-- Objectives of other dashboards, or gone meanwhile, are left out, not refused;
-- a selection of which none is left is "objective_not_found".
-- =============================================================================

-- -----------------------------------------------------------------------------
-- What each change of several did, for its Undo
-- -----------------------------------------------------------------------------

create table private.objective_batches (
  batch_id uuid not null,
  kind text not null check (kind in ('done', 'delete')),
  objective_id uuid not null,
  turn int not null,
  dashboard_id uuid not null references public.dashboards (id) on delete cascade,
  made_at timestamptz not null default now(),
  undone_at timestamptz,
  primary key (batch_id, objective_id)
);
comment on table private.objective_batches is 'The objectives each change of several completed or deleted in the last hour, so that it can be undone.';
comment on column private.objective_batches.batch_id is 'The change, as its answer and its message''s Undo name it.';
comment on column private.objective_batches.kind is '"done": it marked the objective done; "delete": it deleted it (kept in private.deleted_objectives).';
comment on column private.objective_batches.objective_id is 'An objective it changed.';
comment on column private.objective_batches.turn is 'Its turn in the change (1..n); Undo goes the other way, so each deleted one comes back to its own place.';
comment on column private.objective_batches.dashboard_id is 'Their dashboard; deleting the dashboard deletes the record.';
comment on column private.objective_batches.made_at is 'When; an hour later the change can no longer be undone.';
comment on column private.objective_batches.undone_at is 'When the change was undone; null until then.';

create index objective_batches_by_age on private.objective_batches (made_at);

-- Read and written only inside the functions below.
alter table private.objective_batches enable row level security;
revoke all on table private.objective_batches from public, anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- The selection: the caller's dashboard's objectives among those named
-- -----------------------------------------------------------------------------

-- At most this many at once: a day of the plan's largest size, and a bounded call.
create function private.selected_objectives(p_dashboard uuid, p_objectives uuid[])
returns setof public.objectives language plpgsql stable set search_path = '' as $$
begin
  perform private.require_member(p_dashboard);
  if coalesce(cardinality(p_objectives), 0) = 0 then
    raise exception using errcode = 'PT422', message = 'selection_required';
  end if;
  if cardinality(p_objectives) > 500 then
    raise exception using errcode = 'PT422', message = 'selection_too_large', hint = '500';
  end if;
  return query select * from public.objectives
    where dashboard_id = p_dashboard and id = any (p_objectives)
    order by day, position, created_at, id;
  if not found then
    raise exception using errcode = 'PT404', message = 'objective_not_found';
  end if;
end;
$$;

-- -----------------------------------------------------------------------------
-- Complete several, and undo it
-- -----------------------------------------------------------------------------

create function public.complete_objectives(p_dashboard uuid, p_objectives uuid[], p_time_zone text default 'UTC')
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
    perform public.set_objective_done(v.id, true, p_time_zone);
    v_done := v_done + 1;
    insert into private.objective_batches (batch_id, kind, objective_id, turn, dashboard_id)
    values (v_batch, 'done', v.id, v_done, p_dashboard);
  end loop;
  return jsonb_build_object('done', v_done, 'batch', case when v_done > 0 then v_batch end);
end;
$$;
comment on function public.complete_objectives(uuid, uuid[], text) is
  'Marks the named open objectives of the dashboard done, each as set_objective_done does. Answers how many, and the id undo_objectives takes.';

-- -----------------------------------------------------------------------------
-- Delete several, and undo it
-- -----------------------------------------------------------------------------

create function public.delete_objectives(p_dashboard uuid, p_objectives uuid[])
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_batch uuid := gen_random_uuid();
  v public.objectives;
  v_deleted int := 0;
begin
  perform private.require_member(p_dashboard);
  perform private.lock_order(p_dashboard);
  delete from private.objective_batches where made_at < now() - interval '1 hour';
  for v in select * from private.selected_objectives(p_dashboard, p_objectives) loop
    -- Kept for an hour with its comments and steps, as one deleted alone.
    perform public.delete_objective(v.id);
    v_deleted := v_deleted + 1;
    insert into private.objective_batches (batch_id, kind, objective_id, turn, dashboard_id)
    values (v_batch, 'delete', v.id, v_deleted, p_dashboard);
  end loop;
  return jsonb_build_object('deleted', v_deleted, 'batch', v_batch);
end;
$$;
comment on function public.delete_objectives(uuid, uuid[]) is
  'Deletes the named objectives of the dashboard, each as delete_objective does. Answers how many, and the id undo_objectives takes.';

-- Undo of either: reopens those still done, or restores those still deleted. Twice is
-- harmless; after an hour, undo_expired.
create function public.undo_objectives(p_batch uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_dashboard uuid;
  v_kind text;
  v_made_at timestamptz;
  v_id uuid;
  v_back int := 0;
begin
  select dashboard_id, min(kind), min(made_at) into v_dashboard, v_kind, v_made_at
  from private.objective_batches where batch_id = p_batch group by dashboard_id;
  if v_dashboard is null then
    raise exception using errcode = 'PT404', message = 'undo_not_found';
  end if;
  perform private.require_member(v_dashboard);
  perform private.lock_order(v_dashboard);
  if v_made_at < now() - interval '1 hour' then
    raise exception using errcode = 'PT410', message = 'undo_expired';
  end if;
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
  update private.objective_batches set undone_at = now() where batch_id = p_batch and undone_at is null;
  return jsonb_build_object('back', v_back, 'kind', v_kind, 'dashboard', v_dashboard);
end;
$$;
comment on function public.undo_objectives(uuid) is
  'Undoes complete_objectives or delete_objectives by the id they answered: reopens those still done, restores those still deleted.';

-- -----------------------------------------------------------------------------
-- Move several to a day (undone by undo_move)
-- -----------------------------------------------------------------------------

create function public.move_objectives(p_dashboard uuid, p_objectives uuid[], p_day date)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_move uuid := gen_random_uuid();
  v_base double precision;
  v_days date[];
  v_day date;
  v_moved int;
begin
  if p_day is null then
    raise exception using errcode = 'PT422', message = 'day_required';
  end if;
  perform private.require_member(p_dashboard);
  perform private.lock_order(p_dashboard);
  v_base := private.next_position(p_dashboard, p_day) - 1;
  delete from private.moved_objectives where moved_at < now() - interval '1 hour';
  -- In their order (day, then position), to the end of the day; those on it already stay.
  with chosen as (
    select s.id, s.day, s.position, row_number() over (order by s.day, s.position, s.created_at, s.id) as n
    from private.selected_objectives(p_dashboard, p_objectives) s
    where s.day <> p_day
  ), noted as (
    insert into private.moved_objectives (move_id, objective_id, dashboard_id, from_day, from_position, to_day)
    select v_move, c.id, p_dashboard, c.day, c.position, p_day from chosen c
  ), moved as (
    update public.objectives o set day = p_day, position = v_base + c.n, updated_at = now()
    from chosen c where o.id = c.id
    returning c.day
  )
  select count(*), coalesce(array_agg(distinct moved.day), '{}') into v_moved, v_days from moved;
  foreach v_day in array v_days loop
    perform private.renumber_day(p_dashboard, v_day);
  end loop;
  return jsonb_build_object('moved', v_moved, 'day', p_day, 'move', case when v_moved > 0 then v_move end);
end;
$$;
comment on function public.move_objectives(uuid, uuid[], date) is
  'Moves the named objectives of the dashboard to the end of p_day, in their order (those on it already stay). Answers the move''s id for undo_move.';

-- -----------------------------------------------------------------------------
-- Give several a priority
-- -----------------------------------------------------------------------------

create function public.set_objectives_priority(p_dashboard uuid, p_objectives uuid[], p_priority int)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_priority smallint := private.check_priority(p_priority);
  v_changed int;
begin
  update public.objectives o set priority = v_priority, updated_at = now()
  from private.selected_objectives(p_dashboard, p_objectives) s
  where o.id = s.id and o.priority <> v_priority;
  get diagnostics v_changed = row_count;
  return jsonb_build_object('changed', v_changed, 'priority', v_priority);
end;
$$;
comment on function public.set_objectives_priority(uuid, uuid[], int) is
  'Gives the named objectives of the dashboard one priority (1 urgent to 4 none). Answers how many changed.';

-- -----------------------------------------------------------------------------
-- Give several to one member, or to nobody
-- -----------------------------------------------------------------------------

-- The answer's `notify` asks for one email to the assignee about all of them, as
-- update_objective's does for one (not for oneself, nor for someone who turned
-- these emails off); `titles` are the first ten changed, in their order, and
-- `day` the first one's (the email's link and date).
create function public.assign_objectives(p_dashboard uuid, p_objectives uuid[], p_assignee uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_assignee uuid := private.check_assignee(p_dashboard, p_assignee);
  v_first public.objectives;
  v_first_id uuid;
  v_changed int;
  v_titles jsonb;
begin
  perform private.require_member(p_dashboard);
  with changed as (
    update public.objectives o set assignee_id = v_assignee, updated_at = now()
    from private.selected_objectives(p_dashboard, p_objectives) s
    where o.id = s.id and o.assignee_id is distinct from v_assignee
    returning o.*
  ), ordered as (
    select c.*, row_number() over (order by c.day, c.position, c.created_at, c.id) as n from changed c
  )
  select count(*), coalesce(jsonb_agg(o.title order by o.n) filter (where o.n <= 10), '[]'),
         (array_agg(o.id order by o.n))[1]
  into v_changed, v_titles, v_first_id from ordered o;
  -- The first one it changed: the email's day and link.
  if v_first_id is not null and v_assignee is not null then
    select * into v_first from public.objectives where id = v_first_id;
  end if;
  return jsonb_build_object('changed', v_changed, 'assignee', v_assignee, 'titles', v_titles,
           'name', (select private.member_name(p.display_name, p.email) from public.profiles p where p.id = v_assignee),
           'day', v_first.day)
    || case when v_first.id is null then '{}'::jsonb else private.assignment_notice(v_first, null) end;
end;
$$;
comment on function public.assign_objectives(uuid, uuid[], uuid) is
  'Gives the named objectives of the dashboard to one member (or nobody: null). Answers how many changed, the first ten titles, the member''s name, the first one''s day, and the email to send (notify), as update_objective does for one.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.selected_objectives(uuid, uuid[]),
  public.complete_objectives(uuid, uuid[], text),
  public.delete_objectives(uuid, uuid[]),
  public.undo_objectives(uuid),
  public.move_objectives(uuid, uuid[], date),
  public.set_objectives_priority(uuid, uuid[], int),
  public.assign_objectives(uuid, uuid[], uuid) from public, anon, authenticated, service_role;
grant execute on function public.complete_objectives(uuid, uuid[], text),
  public.delete_objectives(uuid, uuid[]),
  public.undo_objectives(uuid),
  public.move_objectives(uuid, uuid[], date),
  public.set_objectives_priority(uuid, uuid[], int),
  public.assign_objectives(uuid, uuid[], uuid) to authenticated;
