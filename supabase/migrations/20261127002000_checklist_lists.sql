-- =============================================================================
-- Checklists: a pasted list becomes its steps
-- =============================================================================
-- A packing list or a recipe is often written somewhere else first. Trello makes
-- each line of a pasted list a checklist item; here a list pasted into "Add a
-- step" becomes as many steps, in its order, at the end (decision 045's addendum).
-- All of them or none: a list that would pass 100 steps, or a line too long,
-- adds nothing.
-- =============================================================================

create function public.add_checklist_items(p_objective uuid, p_titles text[], p_request_id uuid default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_objective public.objectives := private.find_objective(p_objective);
  v_titles text[];
  v_prior jsonb;
  v_count int;
begin
  -- Each line as a single step's title; blank lines are left out.
  select coalesce(array_agg(private.clean_text(t, 500, 'checklist_item') order by n), '{}') into v_titles
  from unnest(p_titles) with ordinality as x(t, n) where pg_catalog.btrim(coalesce(t, '')) <> '';
  if cardinality(v_titles) = 0 then
    raise exception using errcode = 'PT422', message = 'checklist_item_required';
  end if;
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  -- The objective's row first, as a single step's add: the count and the places are exact.
  perform 1 from public.objectives o where o.id = v_objective.id for no key update;
  select count(*) into v_count from public.checklist_items i where i.objective_id = v_objective.id;
  if v_count + cardinality(v_titles) > 100 then
    raise exception using errcode = 'PT422', message = 'checklist_full', hint = '100';
  end if;
  insert into public.checklist_items (dashboard_id, objective_id, title, position)
  select v_objective.dashboard_id, v_objective.id, t, v_count + n
  from unnest(v_titles) with ordinality as x(t, n);
  return private.remember_request(p_request_id, jsonb_build_object(
    'objective_id', v_objective.id, 'dashboard_id', v_objective.dashboard_id, 'added', cardinality(v_titles)));
end;
$$;

comment on function public.add_checklist_items(uuid, text[], uuid) is
  'Adds steps at the end of an objective''s checklist, in order, blank ones left out: all or none (checklist_item_required when none, checklist_item_too_long (500), checklist_full (100)); PT404 for an objective not on the caller''s dashboards.';

revoke all on function public.add_checklist_items(uuid, text[], uuid) from public, anon, authenticated, service_role;
grant execute on function public.add_checklist_items(uuid, text[], uuid) to authenticated;
