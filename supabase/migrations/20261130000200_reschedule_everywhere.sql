-- =============================================================================
-- Reschedule on /upcoming: every dashboard's overdue at once
-- =============================================================================
-- /upcoming lists the caller's overdue objectives of every dashboard (the upcoming
-- overdue migration). Todoist's Upcoming offers "Reschedule" over that list: all of it
-- to a day one picks. move_overdue_everywhere does that on every dashboard of the
-- caller's (archived ones stay as they are, decision 059) as one move, which one Undo
-- takes back: undo_move now puts back a move over several dashboards, and names them.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- One dashboard's part of a move
-- -----------------------------------------------------------------------------

-- As move_overdue_to_today did in the reschedule overdue migration, for one dashboard, into
-- the move p_move: records where each came from, moves them to the end of p_to in their
-- order (day, then position) and renumbers the days they left. The callers check who may.
create function private.move_overdue(p_dashboard uuid, p_today date, p_to date, p_move uuid,
                                     p_objective uuid default null, p_markers uuid[] default null,
                                     p_assignee uuid default null, p_unassigned boolean default false)
returns int language plpgsql set search_path = '' as $$
declare
  v_base double precision;
  v_days date[];
  v_day date;
  v_moved int;
begin
  perform private.lock_order(p_dashboard);
  select coalesce(array_agg(distinct day), '{}') into v_days from public.objectives
  where dashboard_id = p_dashboard and day < p_today and not done and (p_objective is null or id = p_objective)
    and (p_markers is null or marker_ids && p_markers) and (p_assignee is null or assignee_id = p_assignee)
    and (p_unassigned is not true or assignee_id is null);
  v_base := private.next_position(p_dashboard, p_to) - 1;
  insert into private.moved_objectives (move_id, objective_id, dashboard_id, from_day, from_position, to_day)
  select p_move, id, dashboard_id, day, position, p_to from public.objectives
  where dashboard_id = p_dashboard and day < p_today and not done and (p_objective is null or id = p_objective)
    and (p_markers is null or marker_ids && p_markers) and (p_assignee is null or assignee_id = p_assignee)
    and (p_unassigned is not true or assignee_id is null);
  -- In their order (day, then position), to the end of the day.
  with moving as (
    select id, row_number() over (order by day, position, created_at, id) as n
    from public.objectives
    where dashboard_id = p_dashboard and day < p_today and not done and (p_objective is null or id = p_objective)
      and (p_markers is null or marker_ids && p_markers) and (p_assignee is null or assignee_id = p_assignee)
      and (p_unassigned is not true or assignee_id is null)
  )
  update public.objectives o set day = p_to, position = v_base + m.n, updated_at = now()
  from moving m where o.id = m.id;
  get diagnostics v_moved = row_count;
  foreach v_day in array v_days loop
    perform private.renumber_day(p_dashboard, v_day);
  end loop;
  return v_moved;
end;
$$;

comment on function private.move_overdue(uuid, date, date, uuid, uuid, uuid[], uuid, boolean) is
  'One dashboard''s open objectives before p_today (or one of them; p_markers, p_assignee and p_unassigned narrow them) to the end of p_to, in their order, recorded under p_move for undo_move; answers how many moved. Its callers check the caller''s membership.';

revoke all on function private.move_overdue(uuid, date, date, uuid, uuid, uuid[], uuid, boolean)
  from public, anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- One dashboard's overdue (its day view, /today)
-- -----------------------------------------------------------------------------

-- As in the reschedule overdue migration, through private.move_overdue. The grants stay.
create or replace function public.move_overdue_to_today(p_dashboard uuid, p_time_zone text default 'UTC', p_objective uuid default null,
                                                        p_markers uuid[] default '{}', p_assignee uuid default null,
                                                        p_unassigned boolean default false, p_day date default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_today date := private.today(p_time_zone);
  -- Where they go: today, or the day asked for.
  v_to date := coalesce(p_day, v_today);
  v_move uuid := gen_random_uuid();
  v_moved int;
begin
  perform private.require_member(p_dashboard);
  if v_to < v_today then
    raise exception using errcode = 'PT422', message = 'day_past';
  end if;
  delete from private.moved_objectives where moved_at < now() - interval '1 hour';
  v_moved := private.move_overdue(p_dashboard, v_today, v_to, v_move, p_objective,
                                  case when cardinality(p_markers) > 0 then p_markers end, p_assignee, p_unassigned);
  if p_objective is not null and v_moved = 0 then
    raise exception using errcode = 'PT404', message = 'objective_not_found';
  end if;
  return jsonb_build_object('moved', v_moved, 'day', v_to, 'move', case when v_moved > 0 then v_move end);
end;
$$;

-- -----------------------------------------------------------------------------
-- Every dashboard's overdue (/upcoming)
-- -----------------------------------------------------------------------------

create function public.move_overdue_everywhere(p_time_zone text default 'UTC', p_day date default null,
                                               p_mine boolean default false)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_today date := private.today(p_time_zone);
  v_to date := coalesce(p_day, v_today);
  v_move uuid := gen_random_uuid();
  v_moved int := 0;
  v_dashboards uuid[];
  v_dashboard uuid;
begin
  if v_to < v_today then
    raise exception using errcode = 'PT422', message = 'day_past';
  end if;
  -- The caller's dashboards in use with anything overdue, locked in one order (no deadlock
  -- with another move over several).
  select coalesce(array_agg(me.dashboard_id order by me.dashboard_id), '{}') into v_dashboards
  from public.dashboard_members me
  join public.dashboards d on d.id = me.dashboard_id and d.archived_at is null
  where me.user_id = v_me and exists (
    select 1 from public.objectives o
    where o.dashboard_id = me.dashboard_id and o.day < v_today and not o.done
      and (not p_mine or o.assignee_id = v_me));
  delete from private.moved_objectives where moved_at < now() - interval '1 hour';
  foreach v_dashboard in array v_dashboards loop
    v_moved := v_moved + private.move_overdue(v_dashboard, v_today, v_to, v_move,
                                              p_assignee => case when p_mine then v_me end);
  end loop;
  return jsonb_build_object('moved', v_moved, 'day', v_to, 'move', case when v_moved > 0 then v_move end,
                            'dashboards', to_jsonb(v_dashboards));
end;
$$;

comment on function public.move_overdue_everywhere(text, date, boolean) is
  'Moves the open objectives before today on every dashboard of the caller''s in use (p_mine: those assigned to the caller) to the end of p_day (today when null; not earlier), in their order, as one move for undo_move. Answers how many, the day, the move and the dashboards it changed.';

revoke all on function public.move_overdue_everywhere(text, date, boolean) from public, anon, authenticated, service_role;
grant execute on function public.move_overdue_everywhere(text, date, boolean) to authenticated;

-- -----------------------------------------------------------------------------
-- Undo, over several dashboards
-- -----------------------------------------------------------------------------

-- As in the answers name dashboard migration, for a move over one dashboard or several: the
-- caller must be a member of each; 'dashboard' is the first, 'dashboards' all. The grants stay.
create or replace function public.undo_move(p_move uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_dashboards uuid[];
  v_dashboard uuid;
  v_moved_at timestamptz;
  v_to date;
  v_day date;
begin
  select array_agg(distinct dashboard_id order by dashboard_id), min(moved_at), min(to_day)
    into v_dashboards, v_moved_at, v_to
  from private.moved_objectives where move_id = p_move;
  if v_dashboards is null then
    raise exception using errcode = 'PT404', message = 'undo_not_found';
  end if;
  foreach v_dashboard in array v_dashboards loop
    perform private.require_member(v_dashboard);
  end loop;
  foreach v_dashboard in array v_dashboards loop
    perform private.lock_order(v_dashboard);
  end loop;
  if exists (select 1 from private.moved_objectives where move_id = p_move and undone_at is null) then
    if v_moved_at < now() - interval '1 hour' then
      raise exception using errcode = 'PT410', message = 'undo_expired';
    end if;
    with back as (
      update public.objectives o set day = m.from_day, position = m.from_position, updated_at = now()
      from private.moved_objectives m
      where m.move_id = p_move and m.undone_at is null and o.id = m.objective_id
        and o.dashboard_id = m.dashboard_id and o.day = m.to_day
      returning o.id
    )
    update private.moved_objectives m set undone_at = now(), moved_back = m.objective_id in (select id from back)
    where m.move_id = p_move and m.undone_at is null;
    -- The days they came back to, and the day they left, renumbered on each dashboard.
    for v_dashboard, v_day in
      select m.dashboard_id, m.from_day from private.moved_objectives m where m.move_id = p_move and m.moved_back
      union select unnest(v_dashboards), v_to
    loop
      perform private.renumber_day(v_dashboard, v_day);
    end loop;
  end if;
  return jsonb_build_object(
    'back', (select count(*) from private.moved_objectives where move_id = p_move and moved_back),
    'day', v_to,
    'dashboard', v_dashboards[1],
    'dashboards', to_jsonb(v_dashboards)
  );
end;
$$;
