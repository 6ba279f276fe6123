-- =============================================================================
-- Overdue to any day
-- =============================================================================
-- The overdue list could go to today, all at once or one by one. Todoist's overdue section
-- has "Reschedule": all of it to a day one picks. move_overdue_to_today takes that day
-- (p_day; today when null), today or later: an earlier day would leave them overdue.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The move
-- -----------------------------------------------------------------------------

-- As in the assignee filter migration, to p_day's end instead of today's. A new argument
-- makes a new function: the old one goes.
drop function public.move_overdue_to_today(uuid, text, uuid, uuid[], uuid, boolean);
create function public.move_overdue_to_today(p_dashboard uuid, p_time_zone text default 'UTC', p_objective uuid default null,
                                             p_markers uuid[] default '{}', p_assignee uuid default null,
                                             p_unassigned boolean default false, p_day date default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_today date := private.today(p_time_zone);
  -- Where they go: today, or the day asked for.
  v_to date := coalesce(p_day, v_today);
  v_markers uuid[] := case when cardinality(p_markers) > 0 then p_markers end;
  v_move uuid := gen_random_uuid();
  v_base double precision;
  v_days date[];
  v_day date;
  v_moved int;
begin
  perform private.require_member(p_dashboard);
  if v_to < v_today then
    raise exception using errcode = 'PT422', message = 'day_past';
  end if;
  perform private.lock_order(p_dashboard);
  select coalesce(array_agg(distinct day), '{}') into v_days from public.objectives
  where dashboard_id = p_dashboard and day < v_today and not done and (p_objective is null or id = p_objective)
    and (v_markers is null or marker_ids && v_markers) and (p_assignee is null or assignee_id = p_assignee)
    and (p_unassigned is not true or assignee_id is null);
  v_base := private.next_position(p_dashboard, v_to) - 1;
  delete from private.moved_objectives where moved_at < now() - interval '1 hour';
  insert into private.moved_objectives (move_id, objective_id, dashboard_id, from_day, from_position, to_day)
  select v_move, id, dashboard_id, day, position, v_to from public.objectives
  where dashboard_id = p_dashboard and day < v_today and not done and (p_objective is null or id = p_objective)
    and (v_markers is null or marker_ids && v_markers) and (p_assignee is null or assignee_id = p_assignee)
    and (p_unassigned is not true or assignee_id is null);
  -- In their order (day, then position), to the end of the day.
  with moving as (
    select id, row_number() over (order by day, position, created_at, id) as n
    from public.objectives
    where dashboard_id = p_dashboard and day < v_today and not done and (p_objective is null or id = p_objective)
      and (v_markers is null or marker_ids && v_markers) and (p_assignee is null or assignee_id = p_assignee)
      and (p_unassigned is not true or assignee_id is null)
  )
  update public.objectives o set day = v_to, position = v_base + m.n, updated_at = now()
  from moving m where o.id = m.id;
  get diagnostics v_moved = row_count;
  if p_objective is not null and v_moved = 0 then
    raise exception using errcode = 'PT404', message = 'objective_not_found';
  end if;
  foreach v_day in array v_days loop
    perform private.renumber_day(p_dashboard, v_day);
  end loop;
  return jsonb_build_object('moved', v_moved, 'day', v_to, 'move', case when v_moved > 0 then v_move end);
end;
$$;

comment on function public.move_overdue_to_today(uuid, text, uuid, uuid[], uuid, boolean, date) is
  'Moves the open objectives before today (or one of them) to the end of today, or of p_day (today or later), in their order; p_markers, p_assignee and p_unassigned narrow it as the day view''s filter does. Answers the move''s id for undo_move.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.move_overdue_to_today(uuid, text, uuid, uuid[], uuid, boolean, date)
  from public, anon, authenticated, service_role;
grant execute on function public.move_overdue_to_today(uuid, text, uuid, uuid[], uuid, boolean, date) to authenticated;
