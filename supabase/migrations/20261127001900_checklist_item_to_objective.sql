-- =============================================================================
-- Checklists: a step that grows into an objective of its own
-- =============================================================================
-- "Book the hotel" starts as a step of "Plan the trip", then needs its own day,
-- its own steps, someone to do it. Todoist turns a sub-task into a task; Trello
-- turns a checklist item into a card. Here the step becomes an objective right
-- below the one it belonged to, on the same day and dashboard, with the same
-- filters, ticked if the step was (decision 045's addendum).
--
-- It leaves the checklist as a deletion does: kept an hour, so that the same
-- Undo (restore_checklist_item) puts it back, and takes away the objective it
-- became.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- What a step became
-- -----------------------------------------------------------------------------

alter table private.deleted_checklist_items add column became_objective uuid;

comment on column private.deleted_checklist_items.became_objective is
  'The objective the item was made into (checklist_item_to_objective), which its Undo deletes; null for an item deleted.';

-- -----------------------------------------------------------------------------
-- Making it an objective
-- -----------------------------------------------------------------------------

create function public.checklist_item_to_objective(p_item uuid, p_request_id uuid default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_prior jsonb;
  v public.checklist_items;
  p public.objectives;
  c public.objectives;
begin
  -- First: a second submit finds the step gone, and answers as the first did.
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  -- The day's order first, then the list (as every change of a day's order does): a
  -- reorder holds the order and wants the objective's row.
  perform private.lock_order(i.dashboard_id) from public.checklist_items i
  where i.id = p_item and i.dashboard_id in (select private.my_dashboard_ids());
  v := private.find_checklist_item_in_locked_list(p_item);
  select * into p from public.objectives o where o.id = v.objective_id;
  if not v.done then
    perform private.enforce_limit('objective', p.dashboard_id);
  end if;
  -- Right below the one it belonged to; renumbering makes the day 1..n again.
  insert into public.objectives (dashboard_id, day, title, position, done, done_at)
  values (p.dashboard_id, p.day, v.title, p.position + 0.5, v.done, case when v.done then now() end)
  returning * into c;
  perform private.set_objective_markers(c, p.marker_ids);
  perform private.renumber_day(p.dashboard_id, p.day);
  delete from private.deleted_checklist_items where deleted_at < now() - interval '1 hour';
  insert into private.deleted_checklist_items (id, dashboard_id, objective_id, title, done, position, created_at,
                                               became_objective)
  values (v.id, v.dashboard_id, v.objective_id, v.title, v.done, v.position, v.created_at, c.id)
  on conflict (id) do update set became_objective = excluded.became_objective, deleted_at = now();
  delete from public.checklist_items where id = v.id;
  perform private.renumber_checklist(v.objective_id);
  select * into c from public.objectives where id = c.id;
  return private.remember_request(p_request_id, private.objective_json(c) || jsonb_build_object('item', v.id));
end;
$$;

comment on function public.checklist_item_to_objective(uuid, uuid) is
  'Makes a checklist item an objective right below its own (same day, dashboard and filters; done if ticked); restore_checklist_item undoes it within the hour. PT404 checklist_item_not_found; plan_limit_reached.';

-- -----------------------------------------------------------------------------
-- Undo takes the objective away again
-- -----------------------------------------------------------------------------

-- As in the checklists migration; a step made an objective comes back, and that objective
-- goes (as a deletion, itself undone for an hour) if it is still on one of the caller's
-- dashboards.
create or replace function public.restore_checklist_item(p_item uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  d private.deleted_checklist_items;
  v public.checklist_items;
begin
  select * into d from private.deleted_checklist_items where id = p_item;
  if d.id is null or d.dashboard_id not in (select private.my_dashboard_ids()) then
    -- Already back (a second submit), or never deleted: find_checklist_item answers or refuses.
    return private.checklist_item_json(private.find_checklist_item(p_item));
  end if;
  if d.deleted_at < now() - interval '1 hour' then
    raise exception using errcode = 'PT410', message = 'undo_expired';
  end if;
  -- Taking away what it became changes a day's order: that lock comes before any row's.
  perform private.lock_order(o.dashboard_id) from public.objectives o
  where o.id = d.became_objective and o.dashboard_id in (select private.my_dashboard_ids());
  -- Its objective, where it is now (it may have moved); gone with it otherwise.
  perform 1 from public.objectives o where o.id = (private.find_objective(d.objective_id)).id for no key update;
  -- Locked: a concurrent Undo of the same item waits here, then finds it gone.
  delete from private.deleted_checklist_items where id = d.id returning * into d;
  if d.id is null then
    return private.checklist_item_json(private.find_checklist_item(p_item));
  end if;
  if (select count(*) from public.checklist_items i where i.objective_id = d.objective_id) >= 100 then
    raise exception using errcode = 'PT422', message = 'checklist_full', hint = '100';
  end if;
  if exists (select 1 from public.objectives o
             where o.id = d.became_objective and o.dashboard_id in (select private.my_dashboard_ids())) then
    perform public.delete_objective(d.became_objective);
  end if;
  update public.checklist_items set position = position + 1 where objective_id = d.objective_id and position >= d.position;
  insert into public.checklist_items (id, dashboard_id, objective_id, title, done, position, created_at)
  select d.id, o.dashboard_id, o.id, d.title, d.done, d.position, d.created_at
  from public.objectives o where o.id = d.objective_id
  returning * into v;
  perform private.renumber_checklist(d.objective_id);
  select * into v from public.checklist_items where id = v.id;
  return private.checklist_item_json(v);
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.checklist_item_to_objective(uuid, uuid) from public, anon, authenticated, service_role;
grant execute on function public.checklist_item_to_objective(uuid, uuid) to authenticated;
