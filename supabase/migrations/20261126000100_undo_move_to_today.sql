-- =============================================================================
-- Undo for "Move to today"
-- =============================================================================
-- "Move all to today" moves every overdue objective in one click. A move now
-- notes where each of its objectives came from, for an hour, and answers an id
-- for it; "Undo" on its message puts back those that are still where the move
-- left them (on that day: not moved again, not deleted since), in their old days
-- and places. Any member may undo; undoing twice changes nothing more.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- What each move moved
-- -----------------------------------------------------------------------------

create table private.moved_objectives (
  move_id uuid not null,
  objective_id uuid not null,
  dashboard_id uuid not null references public.dashboards (id) on delete cascade,
  from_day date not null,
  from_position double precision not null,
  to_day date not null,
  moved_at timestamptz not null default now(),
  undone_at timestamptz,
  moved_back boolean not null default false,
  primary key (move_id, objective_id)
);

comment on table private.moved_objectives is 'The objectives each "Move to today" moved in the last hour, and from where, so that the move can be undone.';
comment on column private.moved_objectives.move_id is 'The move, as its answer and its message''s Undo name it.';
comment on column private.moved_objectives.objective_id is 'An objective it moved.';
comment on column private.moved_objectives.dashboard_id is 'Their dashboard; deleting the dashboard deletes the record.';
comment on column private.moved_objectives.from_day is 'The day the objective was on.';
comment on column private.moved_objectives.from_position is 'Its place in that day (1..n).';
comment on column private.moved_objectives.to_day is 'The day it was moved to (today, in the mover''s time zone).';
comment on column private.moved_objectives.moved_at is 'When; an hour later the move can no longer be undone.';
comment on column private.moved_objectives.undone_at is 'When the move was undone; null until then.';
comment on column private.moved_objectives.moved_back is 'Whether the undo put this objective back (it had not moved or gone since).';

create index moved_objectives_by_age on private.moved_objectives (moved_at);

-- Read and written only inside the two functions below.
alter table private.moved_objectives enable row level security;
revoke all on table private.moved_objectives from public, anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- The move, noting what it moves
-- -----------------------------------------------------------------------------

-- Same arguments as before; the answer adds `move`, the id its Undo names (null when
-- nothing moved).
create or replace function public.move_overdue_to_today(p_dashboard uuid, p_time_zone text default 'UTC', p_objective uuid default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_today date := private.today(p_time_zone);
  v_move uuid := gen_random_uuid();
  v_base double precision;
  v_days date[];
  v_day date;
  v_moved int;
begin
  perform private.require_member(p_dashboard);
  perform private.lock_order(p_dashboard);
  select coalesce(array_agg(distinct day), '{}') into v_days from public.objectives
  where dashboard_id = p_dashboard and day < v_today and not done and (p_objective is null or id = p_objective);
  v_base := private.next_position(p_dashboard, v_today) - 1;
  delete from private.moved_objectives where moved_at < now() - interval '1 hour';
  insert into private.moved_objectives (move_id, objective_id, dashboard_id, from_day, from_position, to_day)
  select v_move, id, dashboard_id, day, position, v_today from public.objectives
  where dashboard_id = p_dashboard and day < v_today and not done and (p_objective is null or id = p_objective);
  -- In their order (day, then position), to the end of today.
  with moving as (
    select id, row_number() over (order by day, position, created_at, id) as n
    from public.objectives
    where dashboard_id = p_dashboard and day < v_today and not done and (p_objective is null or id = p_objective)
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

-- -----------------------------------------------------------------------------
-- The undo
-- -----------------------------------------------------------------------------

-- Puts back the move's objectives that are still on the day it moved them to, at their
-- old places. Answers how many went back (the same count when asked again).
create function public.undo_move(p_move uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_dashboard uuid;
  v_moved_at timestamptz;
  v_to date;
  v_days date[];
  v_day date;
begin
  select dashboard_id, min(moved_at), min(to_day) into v_dashboard, v_moved_at, v_to
  from private.moved_objectives where move_id = p_move group by dashboard_id;
  if v_dashboard is null then
    raise exception using errcode = 'PT404', message = 'undo_not_found';
  end if;
  perform private.require_member(v_dashboard);
  perform private.lock_order(v_dashboard);
  if exists (select 1 from private.moved_objectives where move_id = p_move and undone_at is null) then
    if v_moved_at < now() - interval '1 hour' then
      raise exception using errcode = 'PT410', message = 'undo_expired';
    end if;
    with back as (
      update public.objectives o set day = m.from_day, position = m.from_position, updated_at = now()
      from private.moved_objectives m
      where m.move_id = p_move and m.undone_at is null and o.id = m.objective_id
        and o.dashboard_id = m.dashboard_id and o.day = m.to_day
      returning o.id, m.from_day
    ), marked as (
      update private.moved_objectives m set undone_at = now(), moved_back = m.objective_id in (select id from back)
      where m.move_id = p_move and m.undone_at is null
    )
    select coalesce(array_agg(distinct from_day), '{}') into v_days from back;
    foreach v_day in array v_days || v_to loop
      perform private.renumber_day(v_dashboard, v_day);
    end loop;
  end if;
  return jsonb_build_object(
    'back', (select count(*) from private.moved_objectives where move_id = p_move and moved_back),
    'day', v_to
  );
end;
$$;

comment on function public.undo_move(uuid) is 'Undoes a "Move to today" within an hour: its objectives still on that day go back to their old days and places.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

grant execute on function public.undo_move(uuid) to authenticated;
