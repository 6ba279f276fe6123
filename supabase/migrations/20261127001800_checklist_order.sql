-- =============================================================================
-- Checklists: steps in the order one wants
-- =============================================================================
-- Steps come in the order they were added (the checklists migration), but the
-- order of a packing list or a recipe matters, and the step one forgot belongs
-- in the middle. Todoist and Trello drag sub-tasks and checklist items; ours move
-- up and down from the step's edit form (decision 045), a plain form that works
-- without JavaScript.
--
-- Moving and deleting a step change the other steps' places, and ticking one
-- changes its objective's count, so all three now take their objective's row
-- first, as adding and Undo do: two changes to one list wait for each other
-- instead of locking its rows in opposite orders (a race test on PostgreSQL 17
-- found a tick and a move deadlocked).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- A step found, its list locked
-- -----------------------------------------------------------------------------

-- As private.find_checklist_item, after taking its objective's row: the list's lock.
create function private.find_checklist_item_in_locked_list(p_item uuid)
returns public.checklist_items language plpgsql set search_path = '' as $$
declare
  v public.checklist_items;
begin
  select * into v from public.checklist_items i
  where i.id = p_item and i.dashboard_id in (select private.my_dashboard_ids());
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'checklist_item_not_found';
  end if;
  perform 1 from public.objectives o where o.id = v.objective_id for no key update;
  return private.find_checklist_item(p_item);
end;
$$;

-- -----------------------------------------------------------------------------
-- Moving
-- -----------------------------------------------------------------------------

-- To a place from 1 (first) to the list's length; past either end is that end.
create function public.move_checklist_item(p_item uuid, p_position int)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.checklist_items := private.find_checklist_item_in_locked_list(p_item);
  v_to int;
begin
  v_to := greatest(1, least(coalesce(p_position, v.position),
                            (select count(*) from public.checklist_items i where i.objective_id = v.objective_id)::int));
  if v_to <> v.position then
    update public.checklist_items
    set position = position + case when v_to < v.position then 1 else -1 end
    where objective_id = v.objective_id and id <> v.id
      and position between least(v_to, v.position) and greatest(v_to, v.position);
    update public.checklist_items set position = v_to where id = v.id returning * into v;
  end if;
  return private.checklist_item_json(v);
end;
$$;

comment on function public.move_checklist_item(uuid, int) is
  'Moves a checklist item to a place in its list (1 first; past the end, last); PT404 checklist_item_not_found.';

-- -----------------------------------------------------------------------------
-- Deleting takes the list's lock too
-- -----------------------------------------------------------------------------

-- As in the checklists migration, its list locked first.
create or replace function public.delete_checklist_item(p_item uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.checklist_items := private.find_checklist_item_in_locked_list(p_item);
begin
  delete from private.deleted_checklist_items where deleted_at < now() - interval '1 hour';
  insert into private.deleted_checklist_items (id, dashboard_id, objective_id, title, done, position, created_at)
  values (v.id, v.dashboard_id, v.objective_id, v.title, v.done, v.position, v.created_at)
  on conflict (id) do nothing;
  delete from public.checklist_items where id = v.id;
  perform private.renumber_checklist(v.objective_id);
  return private.checklist_item_json(v);
end;
$$;

-- -----------------------------------------------------------------------------
-- Ticking takes the list's lock too
-- -----------------------------------------------------------------------------

-- As in the checklists migration, its list locked first: the count's trigger updates the
-- objective's row after the step's.
create or replace function public.set_checklist_item_done(p_item uuid, p_done boolean)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.checklist_items := private.find_checklist_item_in_locked_list(p_item);
begin
  if v.done is distinct from coalesce(p_done, false) then
    update public.checklist_items set done = coalesce(p_done, false) where id = v.id returning * into v;
  end if;
  return private.checklist_item_json(v);
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.find_checklist_item_in_locked_list(uuid) from public, anon, authenticated, service_role;
revoke all on function public.move_checklist_item(uuid, int) from public, anon, authenticated, service_role;
grant execute on function public.move_checklist_item(uuid, int) to authenticated;
