-- =============================================================================
-- Changes' answers name the dashboard they changed
-- =============================================================================
-- After a change, the app tells the dashboard's open pages to reload (live.server.ts).
-- It told the dashboard named in the page's address, which the database never checked
-- for changes made by id: a member of one dashboard could post a change of their own
-- objective to another dashboard's address and make its viewers' pages reload. Every
-- change's answer now names the dashboard it changed ("dashboard"; a move also the one
-- it left, "moved_from"), and the app announces only dashboards the database named or
-- checked (a p_dashboard it accepted), never one taken from the address or the form
-- (decision 042).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Objectives and notes: their JSON names their dashboard
-- -----------------------------------------------------------------------------

-- As in the repeat from done migration, plus "dashboard".
create or replace function private.objective_json(p_objective public.objectives)
returns jsonb language sql stable set search_path = '' as $$
  select private.objective_item(p_objective.id, p_objective.day, p_objective.title, p_objective.done, p_objective.done_at,
    (select jsonb_agg(om.marker_id order by m.name) from public.objective_markers om
     join public.markers m on m.id = om.marker_id where om.objective_id = p_objective.id))
    || jsonb_build_object('repeat', p_objective.repeat, 'repeat_every', p_objective.repeat_every,
                          'repeat_from_done', p_objective.repeat_from_done,
                          'description', p_objective.description, 'priority', p_objective.priority,
                          'assignee', p_objective.assignee_id, 'dashboard', p_objective.dashboard_id)
$$;

-- As in the planner API migration, plus "dashboard".
create or replace function private.note_json(p_note public.notes)
returns jsonb language sql stable set search_path = '' as $$
  select private.note_item(p_note.id, p_note.year, p_note.title, p_note.body, p_note.created_at, p_note.updated_at,
    (select jsonb_agg(nm.marker_id order by m.name) from public.note_markers nm
     join public.markers m on m.id = nm.marker_id where nm.note_id = p_note.id))
    || jsonb_build_object('dashboard', p_note.dashboard_id)
$$;

-- -----------------------------------------------------------------------------
-- The other changes by id
-- -----------------------------------------------------------------------------

-- As in the planner API migration, plus "dashboard".
create or replace function public.reorder_objective(p_objective uuid, p_index int)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
  v_ids uuid[];
  v_index int;
begin
  select coalesce(array_agg(id order by position, created_at, id), '{}') into v_ids
  from public.objectives where dashboard_id = v.dashboard_id and day = v.day and id <> v.id;
  v_index := greatest(0, least(coalesce(p_index, 0), cardinality(v_ids)));
  v_ids := v_ids[1:v_index] || v.id || v_ids[v_index + 1:];
  update public.objectives o set position = x.ord, updated_at = now()
  from unnest(v_ids) with ordinality as x(id, ord)
  where o.id = x.id and o.position is distinct from x.ord;
  return jsonb_build_object('id', v.id, 'day', v.day, 'index', v_index, 'dashboard', v.dashboard_id);
end;
$$;

-- As in the planner API migration, plus "dashboard".
create or replace function public.update_marker(p_marker uuid, p_name text, p_color text)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.markers := private.find_marker(p_marker);
  v_name text;
begin
  perform private.lock_markers(v.dashboard_id);
  v_name := private.check_marker(v.dashboard_id, p_name, p_color, v.id);
  update public.markers set name = v_name, color = p_color where id = v.id returning * into v;
  return jsonb_build_object('id', v.id, 'name', v.name, 'color', v.color, 'dashboard', v.dashboard_id);
end;
$$;

-- As in the planner API migration, plus "dashboard".
create or replace function public.delete_marker(p_marker uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.markers := private.find_marker(p_marker);
begin
  delete from public.markers where id = v.id;
  return jsonb_build_object('id', v.id, 'name', v.name, 'dashboard', v.dashboard_id);
end;
$$;

-- As in the undo move to today migration, plus "dashboard".
create or replace function public.undo_move(p_move uuid)
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
    'day', v_to,
    'dashboard', v_dashboard
  );
end;
$$;

-- As in the undo deletes migration, plus "dashboard".
create or replace function public.delete_note(p_note uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.notes := private.find_note(p_note);
begin
  delete from private.deleted_notes where deleted_at < now() - interval '1 hour';
  insert into private.deleted_notes (id, dashboard_id, year, title, body, marker_ids, created_by, created_at, updated_at)
  values (v.id, v.dashboard_id, v.year, v.title, v.body, v.marker_ids, v.created_by, v.created_at, v.updated_at)
  on conflict (id) do nothing;
  delete from public.notes where id = v.id;
  return jsonb_build_object('id', v.id, 'year', v.year, 'dashboard', v.dashboard_id);
end;
$$;

-- As in the sharing migration, plus "dashboard".
create or replace function public.revoke_invitation(p_invitation uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.dashboard_invitations;
begin
  perform private.require_user();
  select * into v from public.dashboard_invitations where id = p_invitation;
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'invitation_not_found';
  end if;
  perform private.require_manager(v.dashboard_id);
  -- Revoking twice is fine: the second click finds it revoked already.
  update public.dashboard_invitations set status = 'revoked', responded_at = now()
  where id = v.id and status = 'pending';
  return jsonb_build_object('id', v.id, 'email', v.email, 'dashboard', v.dashboard_id);
end;
$$;

-- As in the sharing migration, plus "dashboard".
create or replace function public.resend_invitation(p_invitation uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.dashboard_invitations;
  v_token text := private.new_token();
begin
  perform private.require_user();
  select * into v from public.dashboard_invitations where id = p_invitation;
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'invitation_not_found';
  end if;
  perform private.require_manager(v.dashboard_id);
  if v.status <> 'pending' then
    raise exception using errcode = 'PT409', message = 'invitation_used';
  end if;
  update public.dashboard_invitations
  set token_hash = private.token_hash(v_token), invited_by = (select auth.uid()), created_at = now(), expires_at = default
  where id = v.id;
  return jsonb_build_object('id', v.id, 'email', v.email, 'token', v_token, 'dashboard', v.dashboard_id,
    'dashboard_name', (select name from public.dashboards where id = v.dashboard_id));
end;
$$;

-- As in the repeat from done migration, plus "moved_from": the dashboard a move left.
create or replace function public.update_objective(
  p_objective uuid,
  p_title text default null,
  p_day date default null,
  p_marker_ids uuid[] default null,
  p_repeat text default null,
  p_repeat_every int default null,
  p_description text default null,
  p_priority int default null,
  p_assignee text default null,
  p_dashboard uuid default null,
  p_repeat_from_done boolean default null
)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective(p_objective);
  v_to uuid := case when p_dashboard <> v.dashboard_id then p_dashboard end;
  v_title text := case when p_title is null then v.title else private.clean_text(p_title, 500, 'title') end;
  v_description text := case when p_description is null then v.description
                             else private.clean_text(pg_catalog.btrim(p_description, E' \t\r\n'), 5000, 'description', false) end;
  v_priority smallint := case when p_priority is null then v.priority else private.check_priority(p_priority) end;
  v_repeat text := case when p_repeat is null then v.repeat else private.repeat_rule(p_repeat) end;
  v_every smallint := private.repeat_interval(v_repeat,
    case when p_repeat is null then coalesce(p_repeat_every, v.repeat_every) else coalesce(p_repeat_every, 1) end);
  v_from_done boolean := v_repeat is not null and coalesce(p_repeat_from_done, v.repeat_from_done);
  v_assignee uuid;
  v_before uuid;
  v_from date;
  v_moves boolean;
  v_markers uuid[];
  v_from_dashboard uuid := v.dashboard_id;
begin
  -- A title-only edit leaves the order alone; anything that may move it locks first, then
  -- reads the row again: a decision about its day must not rest on a read from before.
  if v_to is not null then
    perform private.lock_order(least(v.dashboard_id, v_to));
    perform private.lock_order(greatest(v.dashboard_id, v_to));
    v := private.find_objective(p_objective);
  elsif p_day is not null then
    v := private.find_objective_locked(p_objective);
  end if;
  v_assignee := v.assignee_id;
  v_before := v.assignee_id;
  v_from := v.day;
  v_moves := p_day is not null and p_day <> v.day;
  if p_assignee = 'none' then
    v_assignee := null;
  elsif p_assignee is not null then
    if p_assignee !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception using errcode = 'PT422', message = 'assignee_not_member';
    end if;
    v_assignee := private.check_assignee(v.dashboard_id, p_assignee::uuid);
  end if;
  update public.objectives
  set title = v_title,
      description = v_description,
      priority = v_priority,
      assignee_id = v_assignee,
      day = coalesce(p_day, day),
      position = case when v_moves then private.next_position(v.dashboard_id, p_day) else position end,
      repeat = v_repeat,
      repeat_every = v_every,
      repeat_from_done = v_from_done,
      -- A new rule counts from the day; a new day keeps the series (keep_repeat_anchor).
      repeat_anchor = case when v_repeat is distinct from v.repeat or v_every <> v.repeat_every
                             or v_from_done <> v.repeat_from_done then null else repeat_anchor end,
      updated_at = now()
  where id = v.id
  returning * into v;
  if v_moves then
    perform private.renumber_day(v.dashboard_id, v_from);
  end if;
  v_markers := case when p_marker_ids is null then v.marker_ids else private.own_markers(v.dashboard_id, p_marker_ids) end;
  if v_to is not null then
    v := private.move_objective(v,
      v_to,
      array(select m.name from unnest(v_markers) with ordinality x (id, i) join public.markers m on m.id = x.id order by x.i),
      array(select m.color from unnest(v_markers) with ordinality x (id, i) join public.markers m on m.id = x.id order by x.i));
  elsif p_marker_ids is not null then
    perform private.set_objective_markers(v, v_markers);
  end if;
  -- Where it is now: the app goes there, and a move names it ("Moved to Home."), and says
  -- when it left its assignee behind.
  return private.objective_json(v) || jsonb_build_object('dashboard', v.dashboard_id)
    || case when v_to is null then '{}'::jsonb
            else jsonb_build_object('moved_to', (select d.name from public.dashboards d where d.id = v_to),
                                    'moved_from', v_from_dashboard,
                                    'unassigned', v_assignee is not null and v.assignee_id is null) end
    || private.assignment_notice(v, v_before);
end;
$$;
