-- =============================================================================
-- An objective moves to another dashboard
-- =============================================================================
-- "This belongs in Home, not Work": the edit page's Dashboard select moves an
-- objective to another of the caller's dashboards, as Todoist moves a task between
-- projects (decision 039). It keeps its title, day, description, priority, repeat rule
-- and done state; its filters go by name (the other dashboard's own, made with the same
-- colour where missing); its assignee stays if they belong there too, else nobody does
-- it; it goes to the end of its day there.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The move
-- -----------------------------------------------------------------------------

-- Moves the row to p_dashboard with the filters named p_names (made there when missing,
-- within the plan's limit) and answers it. The caller has locked both dashboards' order.
create function private.move_objective(p_row public.objectives, p_dashboard uuid, p_names text[], p_colors text[])
returns public.objectives language plpgsql set search_path = '' as $$
declare
  v public.objectives;
  v_ids uuid[] := '{}';
  v_id uuid;
begin
  perform private.require_member(p_dashboard);
  if not p_row.done then
    perform private.enforce_limit('objective', p_dashboard);
  end if;
  if cardinality(p_names) > 0 then
    perform private.lock_markers(p_dashboard);
  end if;
  for i in 1 .. coalesce(cardinality(p_names), 0) loop
    select m.id into v_id from public.markers m
    where m.dashboard_id = p_dashboard and lower(btrim(m.name)) = lower(btrim(p_names[i]));
    if v_id is null then
      perform private.enforce_limit('markers', p_dashboard);
      insert into public.markers (dashboard_id, name, color) values (p_dashboard, p_names[i], p_colors[i])
      returning id into v_id;
    end if;
    v_ids := v_ids || v_id;
    v_id := null;
  end loop;
  -- Its links to this dashboard's filters name this dashboard (a foreign key): they go first.
  delete from public.objective_markers where objective_id = p_row.id;
  update public.objectives
  set dashboard_id = p_dashboard,
      position = private.next_position(p_dashboard, p_row.day),
      -- (dashboard_id, assignee_id) is a membership: someone who is not one there does it no more.
      assignee_id = (select m.user_id from public.dashboard_members m
                     where m.dashboard_id = p_dashboard and m.user_id = p_row.assignee_id),
      updated_at = now()
  where id = p_row.id
  returning * into v;
  perform private.set_objective_markers(v, v_ids);
  perform private.renumber_day(p_row.dashboard_id, p_row.day);
  select * into v from public.objectives where id = p_row.id;
  return v;
end;
$$;

-- As in the assigning migration, plus p_dashboard: another of the caller's dashboards to
-- move it to (null, or its own, keeps it where it is). Both dashboards' order locks are
-- taken in one order (the smaller id first), so two moves the other way round never wait
-- on each other in a circle.
drop function public.update_objective(uuid, text, date, uuid[], text, int, text, int, text);
create function public.update_objective(
  p_objective uuid,
  p_title text default null,
  p_day date default null,
  p_marker_ids uuid[] default null,
  p_repeat text default null,
  p_repeat_every int default null,
  p_description text default null,
  p_priority int default null,
  p_assignee text default null,
  p_dashboard uuid default null
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
  v_assignee uuid;
  v_before uuid;
  v_from date;
  v_moves boolean;
  v_markers uuid[];
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
      -- A new rule counts from the day; a new day keeps the series (keep_repeat_anchor).
      repeat_anchor = case when v_repeat is distinct from v.repeat or v_every <> v.repeat_every then null else repeat_anchor end,
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
                                    'unassigned', v_assignee is not null and v.assignee_id is null) end
    || private.assignment_notice(v, v_before);
end;
$$;

comment on function public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid) is
  'Changes an objective''s title, day, filters, repeat rule, description, priority or assignee, or moves it to another of the caller''s dashboards (p_dashboard: filters by name, the assignee if a member there); a null argument keeps what is there, p_repeat ''none'' ends the rule, p_assignee ''none'' leaves it to nobody.';

-- -----------------------------------------------------------------------------
-- The edit page lists the caller's dashboards
-- -----------------------------------------------------------------------------

-- As in the assignees migration, plus "dashboards": the caller's, by name, to move it to.
create or replace function public.get_objective_page(p_objective uuid)
returns jsonb language plpgsql stable set search_path = '' as $$
declare
  v public.objectives;
begin
  select * into v from public.objectives where id = p_objective;
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'objective_not_found';
  end if;
  return jsonb_build_object(
    'dashboard', private.dashboard_json(v.dashboard_id),
    'objective', private.objective_json(v),
    'markers', private.markers_json(v.dashboard_id),
    'me', (select auth.uid()),
    'members', coalesce((
      select jsonb_agg(jsonb_build_object('id', m.user_id, 'name', private.member_name(p.display_name, p.email))
                       order by lower(private.member_name(p.display_name, p.email)))
      from public.dashboard_members m join public.profiles p on p.id = m.user_id
      where m.dashboard_id = v.dashboard_id), '[]'::jsonb),
    'dashboards', coalesce((
      select jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name) order by lower(d.name), d.created_at)
      from public.dashboard_members me join public.dashboards d on d.id = me.dashboard_id
      where me.user_id = (select auth.uid())), '[]'::jsonb)
  );
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.move_objective(public.objectives, uuid, text[], text[]),
  public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid) to authenticated;
