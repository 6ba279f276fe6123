-- =============================================================================
-- Every change of several can be undone (decision 062, amended)
-- =============================================================================
-- The "Select" page's priorities and assignments were the two changes of
-- several without an Undo: one click on the wrong flag re-prioritised a whole
-- day with no way back but one by one. Each now records what every objective
-- had before (for an hour, as completions and deletions are), and
-- undo_objectives puts it back on those that still have what the change gave
-- them (a later change by anyone is kept).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- What each change of several did, for its Undo: two more kinds
-- -----------------------------------------------------------------------------

alter table private.objective_batches drop constraint objective_batches_kind_check,
  add constraint objective_batches_kind_check check (kind in ('done', 'delete', 'priority', 'assign')),
  add column before jsonb,
  add column after jsonb;
comment on column private.objective_batches.kind is
  '"done": it marked the objective done; "delete": it deleted it (kept in private.deleted_objectives); "priority" or "assign": it changed its priority or its assignee.';
comment on column private.objective_batches.before is
  'For "priority" and "assign": what the objective had before ({"priority": 1..4} or {"assignee": id or null}); null for the other kinds.';
comment on column private.objective_batches.after is
  'For "priority" and "assign": what the change gave it, in the same shape; Undo puts back `before` only where this is still so.';

-- -----------------------------------------------------------------------------
-- Give several a priority: as in 20261129000100_select_several, plus the record
-- -----------------------------------------------------------------------------

create or replace function public.set_objectives_priority(p_dashboard uuid, p_objectives uuid[], p_priority int)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_priority smallint := private.check_priority(p_priority);
  v_batch uuid := gen_random_uuid();
  v_changed int;
begin
  delete from private.objective_batches where made_at < now() - interval '1 hour';
  -- `s` is the selection as it was before the update: each one's earlier priority.
  with changed as (
    update public.objectives o set priority = v_priority, updated_at = now()
    from private.selected_objectives(p_dashboard, p_objectives) s
    where o.id = s.id and o.priority <> v_priority
    returning o.id, o.day, o.position, s.priority as before
  ), recorded as (
    insert into private.objective_batches (batch_id, kind, objective_id, turn, dashboard_id, before, after)
    select v_batch, 'priority', c.id, row_number() over (order by c.day, c.position, c.id), p_dashboard,
           jsonb_build_object('priority', c.before), jsonb_build_object('priority', v_priority)
    from changed c
    returning 1
  )
  select count(*) into v_changed from recorded;
  return jsonb_build_object('changed', v_changed, 'priority', v_priority,
           'batch', case when v_changed > 0 then v_batch end);
end;
$$;
comment on function public.set_objectives_priority(uuid, uuid[], int) is
  'Gives the named objectives of the dashboard one priority (1 urgent to 4 none). Answers how many changed, and the id undo_objectives takes (null when none changed).';

-- -----------------------------------------------------------------------------
-- Give several to one member, or to nobody: as in 20261129000100_select_several,
-- plus the record
-- -----------------------------------------------------------------------------

create or replace function public.assign_objectives(p_dashboard uuid, p_objectives uuid[], p_assignee uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_assignee uuid := private.check_assignee(p_dashboard, p_assignee);
  v_batch uuid := gen_random_uuid();
  v_first public.objectives;
  v_first_id uuid;
  v_changed int;
  v_titles jsonb;
begin
  perform private.require_member(p_dashboard);
  delete from private.objective_batches where made_at < now() - interval '1 hour';
  with changed as (
    update public.objectives o set assignee_id = v_assignee, updated_at = now()
    from private.selected_objectives(p_dashboard, p_objectives) s
    where o.id = s.id and o.assignee_id is distinct from v_assignee
    returning o.*, s.assignee_id as before
  ), ordered as (
    select c.*, row_number() over (order by c.day, c.position, c.created_at, c.id) as n from changed c
  ), recorded as (
    insert into private.objective_batches (batch_id, kind, objective_id, turn, dashboard_id, before, after)
    select v_batch, 'assign', o.id, o.n, p_dashboard,
           jsonb_build_object('assignee', o.before), jsonb_build_object('assignee', v_assignee)
    from ordered o
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
           'day', v_first.day, 'batch', case when v_changed > 0 then v_batch end)
    || case when v_first.id is null then '{}'::jsonb else private.assignment_notice(v_first, null) end;
end;
$$;
comment on function public.assign_objectives(uuid, uuid[], uuid) is
  'Gives the named objectives of the dashboard to one member (or nobody: null). Answers how many changed, the first ten titles, the member''s name, the first one''s day, the email to send (notify), as update_objective does for one, and the id undo_objectives takes (null when none changed).';

-- -----------------------------------------------------------------------------
-- Undo: as in 20261129000100_select_several, plus priorities and assignees
-- -----------------------------------------------------------------------------

create or replace function public.undo_objectives(p_batch uuid)
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
  if v_kind in ('priority', 'assign') then
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
  return jsonb_build_object('back', v_back, 'kind', v_kind, 'dashboard', v_dashboard);
end;
$$;
comment on function public.undo_objectives(uuid) is
  'Undoes a change of several by the id it answered: reopens those still done, restores those still deleted, or gives back the earlier priority or assignee where the change''s is still there.';
