-- =============================================================================
-- One dashboard's overdue moved in one statement
-- =============================================================================
-- private.move_overdue (the reschedule everywhere migration) read the objectives it
-- moves three times, each with the same conditions: for the days they leave, for the
-- record Undo reads, and for the move. It now picks them once, and records and moves
-- those very rows in one statement, which also answers the days they left. Same
-- arguments, same behaviour; the grants (none for the API roles) and comment stay.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- One dashboard's part of a move
-- -----------------------------------------------------------------------------

create or replace function private.move_overdue(p_dashboard uuid, p_today date, p_to date, p_move uuid,
                                                p_objective uuid default null, p_markers uuid[] default null,
                                                p_assignee uuid default null, p_unassigned boolean default false)
returns int language plpgsql set search_path = '' as $$
declare
  v_base double precision;
  v_days date[];
  v_day date;
  v_moved int;
begin
  -- Nothing else reorders this dashboard's days until the caller's transaction ends.
  perform private.lock_order(p_dashboard);
  v_base := private.next_position(p_dashboard, p_to) - 1;
  with moving as (
    -- In their order (day, then position), to the end of p_to.
    select id, day, position, row_number() over (order by day, position, created_at, id) as n
    from public.objectives
    where dashboard_id = p_dashboard and day < p_today and not done and (p_objective is null or id = p_objective)
      and (p_markers is null or marker_ids && p_markers) and (p_assignee is null or assignee_id = p_assignee)
      and (p_unassigned is not true or assignee_id is null)
  ), recorded as (
    insert into private.moved_objectives (move_id, objective_id, dashboard_id, from_day, from_position, to_day)
    select p_move, id, p_dashboard, day, position, p_to from moving
  ), moved as (
    update public.objectives o set day = p_to, position = v_base + m.n, updated_at = now()
    from moving m where o.id = m.id
    returning m.day as from_day
  )
  select count(*), coalesce(array_agg(distinct from_day), '{}') into v_moved, v_days from moved;
  -- The days they left, numbered again.
  foreach v_day in array v_days loop
    perform private.renumber_day(p_dashboard, v_day);
  end loop;
  return v_moved;
end;
$$;
