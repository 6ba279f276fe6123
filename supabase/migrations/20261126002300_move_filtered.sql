-- =============================================================================
-- "Move all to today" moves what the list shows
-- =============================================================================
-- Under a filter (markers, or "Assigned to me"), the overdue list counts and shows
-- only the matching objectives, but "Move all to today" moved every overdue one of
-- the dashboard. It now takes the same filter, so it moves what the list says.
-- =============================================================================

-- As in the undo move to today migration, plus p_markers and p_mine: the day view's filter.
drop function public.move_overdue_to_today(uuid, text, uuid);
create function public.move_overdue_to_today(p_dashboard uuid, p_time_zone text default 'UTC', p_objective uuid default null,
                                             p_markers uuid[] default '{}', p_mine boolean default false)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_today date := private.today(p_time_zone);
  v_markers uuid[] := case when cardinality(p_markers) > 0 then p_markers end;
  v_mine uuid := case when p_mine then (select auth.uid()) end;
  v_move uuid := gen_random_uuid();
  v_base double precision;
  v_days date[];
  v_day date;
  v_moved int;
begin
  perform private.require_member(p_dashboard);
  perform private.lock_order(p_dashboard);
  select coalesce(array_agg(distinct day), '{}') into v_days from public.objectives
  where dashboard_id = p_dashboard and day < v_today and not done and (p_objective is null or id = p_objective)
    and (v_markers is null or marker_ids && v_markers) and (v_mine is null or assignee_id = v_mine);
  v_base := private.next_position(p_dashboard, v_today) - 1;
  delete from private.moved_objectives where moved_at < now() - interval '1 hour';
  insert into private.moved_objectives (move_id, objective_id, dashboard_id, from_day, from_position, to_day)
  select v_move, id, dashboard_id, day, position, v_today from public.objectives
  where dashboard_id = p_dashboard and day < v_today and not done and (p_objective is null or id = p_objective)
    and (v_markers is null or marker_ids && v_markers) and (v_mine is null or assignee_id = v_mine);
  -- In their order (day, then position), to the end of today.
  with moving as (
    select id, row_number() over (order by day, position, created_at, id) as n
    from public.objectives
    where dashboard_id = p_dashboard and day < v_today and not done and (p_objective is null or id = p_objective)
      and (v_markers is null or marker_ids && v_markers) and (v_mine is null or assignee_id = v_mine)
  )
  update public.objectives o set day = v_today, position = v_base + m.n, updated_at = now()
  from moving m where o.id = m.id;
  get diagnostics v_moved = row_count;
  if p_objective is not null and v_moved = 0 then
    raise exception using errcode = 'PT404', message = 'objective_not_found';
  end if;
  foreach v_day in array v_days loop
    perform private.renumber_day(p_dashboard, v_day);
  end loop;
  return jsonb_build_object('moved', v_moved, 'day', v_today, 'move', case when v_moved > 0 then v_move end);
end;
$$;

comment on function public.move_overdue_to_today(uuid, text, uuid, uuid[], boolean) is
  'Moves the open objectives before today (or one of them) to the end of today, in their order; p_markers and p_mine narrow it as the day view''s filter does. Answers the move''s id for undo_move.';

revoke all on function public.move_overdue_to_today(uuid, text, uuid, uuid[], boolean) from public, anon, authenticated, service_role;
grant execute on function public.move_overdue_to_today(uuid, text, uuid, uuid[], boolean) to authenticated;
