-- =============================================================================
-- A filter for several: give or take, said (decision 062)
-- =============================================================================
-- set_objectives_filter refused a missing p_add (neither give nor take) with
-- marker_not_found, which named the wrong thing: the filter was there, the caller of
-- the data API had not said what to do with it. Now it is filter_change_invalid, as
-- set_assignment_emails's missing p_on is assignment_emails_invalid. The page always
-- sends one; only the data API's own callers could meet this.
-- =============================================================================

-- As in the several filters migration, with the refusal named.
create or replace function public.set_objectives_filter(p_dashboard uuid, p_objectives uuid[], p_marker uuid, p_add boolean)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_batch uuid := gen_random_uuid();
  v_name text;
  v_changed int;
begin
  delete from private.objective_batches where made_at < now() - interval '1 hour';
  -- Members only, and a selection of this dashboard's objectives.
  perform 1 from private.selected_objectives(p_dashboard, p_objectives) limit 1;
  if p_add is null then
    raise exception using errcode = 'PT422', message = 'filter_change_invalid';
  end if;
  select m.name into v_name from public.markers m where m.id = p_marker and m.dashboard_id = p_dashboard;
  if v_name is null then
    raise exception using errcode = 'PT422', message = 'marker_not_found';
  end if;
  with selected as (
    select s.id, s.day, s.position from private.selected_objectives(p_dashboard, p_objectives) s
  ), linked as (
    insert into public.objective_markers (dashboard_id, objective_id, marker_id)
    select p_dashboard, s.id, p_marker from selected s
    where p_add and not exists (
      select 1 from public.objective_markers l where l.objective_id = s.id and l.marker_id = p_marker)
    returning objective_id
  ), unlinked as (
    delete from public.objective_markers l using selected s
    where not p_add and l.objective_id = s.id and l.marker_id = p_marker
    returning l.objective_id
  ), recorded as (
    insert into private.objective_batches (batch_id, kind, objective_id, turn, dashboard_id, before, after)
    select v_batch, 'filters', s.id, row_number() over (order by s.day, s.position, s.id), p_dashboard,
           null, jsonb_build_object('marker', p_marker, 'added', p_add)
    from selected s
    where s.id in (select objective_id from linked union all select objective_id from unlinked)
    returning 1
  )
  select count(*) into v_changed from recorded;
  return jsonb_build_object('changed', v_changed, 'name', v_name,
           'batch', case when v_changed > 0 then v_batch end);
end;
$$;
