-- =============================================================================
-- The planner's data API: one function per page load (returning the page's
-- JSON) and one per change. Functions run as the caller (SECURITY INVOKER) so
-- row-level security applies, except where noted. Errors carry a stable code in
-- the message and an HTTP status in the SQLSTATE (PTxyz → xyz), for the app to
-- turn into localized messages.
-- =============================================================================

-- Trimmed text, or an error naming what is missing or too long.
create function private.clean_text(p_value text, p_max int, p_what text, p_required boolean default true)
returns text language plpgsql immutable set search_path = '' as $$
declare
  v text := btrim(coalesce(p_value, ''));
begin
  if p_required and v = '' then
    raise exception using errcode = 'PT422', message = p_what || '_required';
  end if;
  if char_length(v) > p_max then
    raise exception using errcode = 'PT422', message = p_what || '_too_long', hint = p_max::text;
  end if;
  return v;
end;
$$;

create function private.require_user()
returns uuid language plpgsql stable set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    raise exception using errcode = 'PT401', message = 'not_signed_in';
  end if;
  return (select auth.uid());
end;
$$;

-- Markers of this dashboard among the given ids; an id from elsewhere is an error.
create function private.own_markers(p_dashboard uuid, p_ids uuid[])
returns uuid[] language plpgsql stable set search_path = '' as $$
declare
  v_ids uuid[];
begin
  select coalesce(array_agg(distinct m.id), '{}') into v_ids
  from public.markers m where m.dashboard_id = p_dashboard and m.id = any(coalesce(p_ids, '{}'));
  if cardinality(v_ids) <> (select count(distinct x) from unnest(coalesce(p_ids, '{}')) x) then
    raise exception using errcode = 'PT422', message = 'marker_not_found';
  end if;
  return v_ids;
end;
$$;

-- Finds markers by name (ignoring case) or creates them with the next palette colour.
create function private.markers_by_name(p_dashboard uuid, p_names text[])
returns uuid[] language plpgsql set search_path = '' as $$
declare
  v_palette text[] := array['blue', 'green', 'amber', 'red', 'violet', 'teal', 'pink', 'orange', 'cyan', 'lime', 'indigo', 'rose'];
  v_name text;
  v_id uuid;
  v_ids uuid[] := '{}';
  v_count int;
begin
  foreach v_name in array coalesce(p_names, '{}') loop
    v_name := private.clean_text(v_name, 40, 'marker_name');
    select id into v_id from public.markers where dashboard_id = p_dashboard and lower(btrim(name)) = lower(v_name);
    if v_id is null then
      perform private.enforce_limit('marker', p_dashboard);
      select count(*) into v_count from public.markers where dashboard_id = p_dashboard;
      insert into public.markers (dashboard_id, name, color)
      values (p_dashboard, v_name, v_palette[1 + v_count % cardinality(v_palette)])
      returning id into v_id;
    end if;
    if not v_id = any(v_ids) then
      v_ids := v_ids || v_id;
    end if;
    v_id := null;
  end loop;
  return v_ids;
end;
$$;

create function private.objective_json(p_objective public.objectives)
returns jsonb language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'id', p_objective.id,
    'day', p_objective.day,
    'title', p_objective.title,
    'done', p_objective.done,
    'done_at', p_objective.done_at,
    'markers', coalesce((select jsonb_agg(om.marker_id order by m.name) from public.objective_markers om
                         join public.markers m on m.id = om.marker_id where om.objective_id = p_objective.id), '[]'::jsonb)
  )
$$;

create function private.note_json(p_note public.notes)
returns jsonb language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'id', p_note.id,
    'year', p_note.year,
    'title', p_note.title,
    'body', p_note.body,
    'created_at', p_note.created_at,
    'updated_at', p_note.updated_at,
    'markers', coalesce((select jsonb_agg(nm.marker_id order by m.name) from public.note_markers nm
                         join public.markers m on m.id = nm.marker_id where nm.note_id = p_note.id), '[]'::jsonb)
  )
$$;

create function private.dashboard_json(p_dashboard uuid)
returns jsonb language sql stable set search_path = '' as $$
  select jsonb_build_object('id', d.id, 'name', d.name, 'role', me.role, 'show_done', me.show_done, 'created_at', d.created_at)
  from public.dashboards d
  join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = (select auth.uid())
  where d.id = p_dashboard
$$;

create function private.markers_json(p_dashboard uuid)
returns jsonb language sql stable set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name)), '[]'::jsonb)
  from public.markers m where m.dashboard_id = p_dashboard
$$;

-- An objective matches a marker filter when it carries any of the chosen markers.
create function private.objective_matches(p_objective uuid, p_markers uuid[])
returns boolean language sql stable set search_path = '' as $$
  select cardinality(coalesce(p_markers, '{}')) = 0
      or exists (select 1 from public.objective_markers om where om.objective_id = p_objective and om.marker_id = any(p_markers))
$$;

create function private.note_matches(p_note uuid, p_markers uuid[])
returns boolean language sql stable set search_path = '' as $$
  select cardinality(coalesce(p_markers, '{}')) = 0
      or exists (select 1 from public.note_markers nm where nm.note_id = p_note and nm.marker_id = any(p_markers))
$$;

-- "Today" in the user's saved time zone, else the request's (Cloudflare's guess), else UTC.
create function private.today(p_time_zone text)
returns date language sql stable set search_path = '' as $$
  select (now() at time zone coalesce(
    (select p.time_zone from public.profiles p where p.id = (select auth.uid())),
    (select z.name from pg_catalog.pg_timezone_names z where z.name = p_time_zone),
    'UTC'))::date
$$;


-- -----------------------------------------------------------------------------
-- Page loads
-- -----------------------------------------------------------------------------

create function public.get_dashboards_page(p_time_zone text default 'UTC')
returns jsonb language sql stable set search_path = '' as $$
  with t as (select private.today(p_time_zone) as today)
  select jsonb_build_object(
    'today', (select today from t),
    'dashboards', coalesce(jsonb_agg(jsonb_build_object(
        'id', d.id,
        'name', d.name,
        'role', me.role,
        'members', (select count(*) from public.dashboard_members m where m.dashboard_id = d.id),
        'open_today', (select count(*) from public.objectives o where o.dashboard_id = d.id and o.day = (select today from t) and not o.done),
        'created_at', d.created_at
      ) order by lower(d.name), d.created_at), '[]'::jsonb)
  )
  from public.dashboards d
  join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = (select auth.uid())
$$;

comment on function public.get_dashboards_page(text) is 'The /dashboards page: the caller''s dashboards with open objectives today and member counts.';

create function public.get_day_page(p_dashboard uuid, p_day date default null, p_time_zone text default 'UTC', p_markers uuid[] default '{}')
returns jsonb language plpgsql stable set search_path = '' as $$
declare
  v_dashboard jsonb;
  v_show_done boolean;
  p_today date := private.today(p_time_zone);
begin
  perform private.require_member(p_dashboard);
  p_day := coalesce(p_day, p_today);
  v_dashboard := private.dashboard_json(p_dashboard);
  v_show_done := (v_dashboard ->> 'show_done')::boolean;
  return jsonb_build_object(
    'dashboard', v_dashboard,
    'day', p_day,
    'today', p_today,
    'objectives', coalesce((
      select jsonb_agg(private.objective_json(o) order by o.position, o.created_at)
      from public.objectives o
      where o.dashboard_id = p_dashboard and o.day = p_day and (v_show_done or not o.done)
        and private.objective_matches(o.id, p_markers)), '[]'::jsonb),
    'done_hidden', case when v_show_done then 0 else (
      select count(*) from public.objectives o where o.dashboard_id = p_dashboard and o.day = p_day and o.done) end,
    'overdue', coalesce((
      select jsonb_agg(private.objective_json(o) order by o.day, o.position, o.created_at)
      from public.objectives o
      where o.dashboard_id = p_dashboard and o.day < p_today and not o.done
        and private.objective_matches(o.id, p_markers)), '[]'::jsonb),
    'notes', coalesce((
      select jsonb_agg(private.note_json(n) order by n.created_at desc)
      from public.notes n
      where n.dashboard_id = p_dashboard and n.year = extract(year from p_day)::int
        and private.note_matches(n.id, p_markers)), '[]'::jsonb),
    'markers', private.markers_json(p_dashboard)
  );
end;
$$;

comment on function public.get_day_page(uuid, date, text, uuid[]) is 'The day view: dashboard, the day''s objectives, overdue ones, the year''s notes and markers.';

create function public.get_notes_page(p_dashboard uuid, p_year int default null, p_time_zone text default 'UTC', p_markers uuid[] default '{}')
returns jsonb language plpgsql stable set search_path = '' as $$
declare
  v_year int := coalesce(p_year, extract(year from private.today(p_time_zone))::int);
begin
  perform private.require_member(p_dashboard);
  return jsonb_build_object(
    'dashboard', private.dashboard_json(p_dashboard),
    'year', v_year,
    'notes', coalesce((
      select jsonb_agg(private.note_json(n) order by n.created_at desc)
      from public.notes n
      where n.dashboard_id = p_dashboard and n.year = v_year and private.note_matches(n.id, p_markers)), '[]'::jsonb),
    'markers', private.markers_json(p_dashboard)
  );
end;
$$;

comment on function public.get_notes_page(uuid, int, text, uuid[]) is 'The notes page: one year''s notes, newest first.';

-- A month as six weeks starting on p_week_start (1 = Monday … 7 = Sunday, ISO).
create function public.get_calendar_page(
  p_dashboard uuid,
  p_month date default null,
  p_week_start int default 1,
  p_time_zone text default 'UTC',
  p_markers uuid[] default '{}'
)
returns jsonb language plpgsql stable set search_path = '' as $$
declare
  v_dashboard jsonb;
  v_today date := private.today(p_time_zone);
  v_month date := date_trunc('month', coalesce(p_month, v_today))::date;
  v_from date;
  v_to date;
begin
  perform private.require_member(p_dashboard);
  if p_week_start is null or p_week_start not between 1 and 7 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  v_from := v_month - ((extract(isodow from v_month)::int - p_week_start + 7) % 7);
  v_to := v_from + 41;
  v_dashboard := private.dashboard_json(p_dashboard);
  return jsonb_build_object(
    'dashboard', v_dashboard,
    'month', v_month,
    'from', v_from,
    'to', v_to,
    'today', v_today,
    'objectives', coalesce((
      select jsonb_agg(private.objective_json(o) order by o.day, o.position, o.created_at)
      from public.objectives o
      where o.dashboard_id = p_dashboard and o.day between v_from and v_to
        and ((v_dashboard ->> 'show_done')::boolean or not o.done)
        and private.objective_matches(o.id, p_markers)), '[]'::jsonb),
    'markers', private.markers_json(p_dashboard)
  );
end;
$$;

comment on function public.get_calendar_page(uuid, date, int, text, uuid[]) is 'The calendar: a month as a six-week grid of objectives.';

create function public.get_settings_page(p_dashboard uuid)
returns jsonb language plpgsql stable set search_path = '' as $$
begin
  perform private.require_member(p_dashboard);
  return jsonb_build_object(
    'dashboard', private.dashboard_json(p_dashboard),
    'members', coalesce((
      select jsonb_agg(jsonb_build_object(
          'user_id', m.user_id, 'role', m.role, 'joined_at', m.joined_at,
          'display_name', p.display_name, 'email', p.email
        ) order by m.role, lower(coalesce(p.display_name, p.email)))
      from public.dashboard_members m
      left join public.profiles p on p.id = m.user_id
      where m.dashboard_id = p_dashboard), '[]'::jsonb),
    'counts', jsonb_build_object(
      'objectives', (select count(*) from public.objectives where dashboard_id = p_dashboard),
      'notes', (select count(*) from public.notes where dashboard_id = p_dashboard),
      'markers', (select count(*) from public.markers where dashboard_id = p_dashboard))
  );
end;
$$;

comment on function public.get_settings_page(uuid) is 'Dashboard settings: options, members and what deleting would remove.';

create function public.get_objective_page(p_objective uuid)
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
    'markers', private.markers_json(v.dashboard_id)
  );
end;
$$;

comment on function public.get_objective_page(uuid) is 'The edit page of one objective: it, its dashboard and the markers to choose from.';

create function public.get_markers_page(p_dashboard uuid)
returns jsonb language plpgsql stable set search_path = '' as $$
begin
  perform private.require_member(p_dashboard);
  return jsonb_build_object(
    'dashboard', private.dashboard_json(p_dashboard),
    'markers', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', m.id, 'name', m.name, 'color', m.color,
          'objectives', (select count(*) from public.objective_markers om where om.marker_id = m.id),
          'notes', (select count(*) from public.note_markers nm where nm.marker_id = m.id)
        ) order by lower(m.name))
      from public.markers m where m.dashboard_id = p_dashboard), '[]'::jsonb)
  );
end;
$$;

comment on function public.get_markers_page(uuid) is 'The filters page: markers with how many objectives and notes carry each.';

-- Fellow members see each other's names on the settings page.
create policy "Members can read the profiles of fellow members"
  on public.profiles for select to authenticated
  using (exists (
    select 1 from public.dashboard_members mine
    join public.dashboard_members theirs on theirs.dashboard_id = mine.dashboard_id
    where mine.user_id = (select auth.uid()) and theirs.user_id = profiles.id
  ));

-- -----------------------------------------------------------------------------
-- Dashboards
-- -----------------------------------------------------------------------------

-- SECURITY DEFINER: it creates the first membership, which no caller may insert.
create function public.create_dashboard(p_name text, p_request_id uuid default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
  v_name text := private.clean_text(p_name, 100, 'name');
  v_prior jsonb;
  v_id uuid;
begin
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  perform private.enforce_limit('dashboard');
  insert into public.dashboards (name, created_by) values (v_name, v_user) returning id into v_id;
  insert into public.dashboard_members (dashboard_id, user_id, role) values (v_id, v_user, 'admin');
  return private.remember_request(p_request_id, jsonb_build_object('id', v_id, 'name', v_name));
end;
$$;

create function public.rename_dashboard(p_dashboard uuid, p_name text)
returns jsonb language plpgsql set search_path = '' as $$
declare
  v_name text := private.clean_text(p_name, 100, 'name');
begin
  perform private.require_admin(p_dashboard);
  update public.dashboards set name = v_name, updated_at = now() where id = p_dashboard;
  return jsonb_build_object('id', p_dashboard, 'name', v_name);
end;
$$;

-- Removes the dashboard with every objective, note, marker, invitation and membership
-- (cascades), in this one transaction.
create function public.delete_dashboard(p_dashboard uuid)
returns jsonb language plpgsql set search_path = '' as $$
begin
  perform private.require_admin(p_dashboard);
  delete from public.dashboards where id = p_dashboard;
  return jsonb_build_object('id', p_dashboard);
end;
$$;

create function public.set_show_done(p_dashboard uuid, p_show_done boolean)
returns jsonb language plpgsql set search_path = '' as $$
begin
  perform private.require_member(p_dashboard);
  update public.dashboard_members set show_done = coalesce(p_show_done, true)
  where dashboard_id = p_dashboard and user_id = (select auth.uid());
  return jsonb_build_object('id', p_dashboard, 'show_done', coalesce(p_show_done, true));
end;
$$;

-- -----------------------------------------------------------------------------
-- Objectives
-- -----------------------------------------------------------------------------

create function private.find_objective(p_objective uuid)
returns public.objectives language plpgsql stable set search_path = '' as $$
declare
  v public.objectives;
begin
  -- Row-level security hides other dashboards' objectives: "not found" for outsiders.
  select * into v from public.objectives where id = p_objective;
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'objective_not_found';
  end if;
  return v;
end;
$$;

create function private.next_position(p_dashboard uuid, p_day date)
returns double precision language sql stable set search_path = '' as $$
  select coalesce(max(position), 0) + 1 from public.objectives where dashboard_id = p_dashboard and day = p_day
$$;

create function private.set_objective_markers(p_objective public.objectives, p_markers uuid[])
returns void language plpgsql set search_path = '' as $$
begin
  delete from public.objective_markers where objective_id = p_objective.id;
  insert into public.objective_markers (dashboard_id, objective_id, marker_id)
  select p_objective.dashboard_id, p_objective.id, m from unnest(p_markers) m;
end;
$$;


create function public.add_objective(
  p_dashboard uuid,
  p_day date,
  p_title text,
  p_marker_ids uuid[] default '{}',
  p_marker_names text[] default '{}',
  p_request_id uuid default null
)
returns jsonb language plpgsql set search_path = '' as $$
declare
  v_title text := private.clean_text(p_title, 500, 'title');
  v_prior jsonb;
  v_markers uuid[];
  v public.objectives;
begin
  perform private.require_member(p_dashboard);
  if p_day is null then
    raise exception using errcode = 'PT422', message = 'day_required';
  end if;
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  perform private.enforce_limit('objective', p_dashboard);
  v_markers := private.own_markers(p_dashboard, p_marker_ids);
  v_markers := v_markers || array(select x from unnest(private.markers_by_name(p_dashboard, p_marker_names)) x where not x = any(v_markers));
  insert into public.objectives (dashboard_id, day, title, position)
  values (p_dashboard, p_day, v_title, private.next_position(p_dashboard, p_day))
  returning * into v;
  perform private.set_objective_markers(v, v_markers);
  return private.remember_request(p_request_id, private.objective_json(v));
end;
$$;

create function public.set_objective_done(p_objective uuid, p_done boolean)
returns jsonb language plpgsql set search_path = '' as $$
declare
  v public.objectives := private.find_objective(p_objective);
begin
  update public.objectives
  set done = coalesce(p_done, false),
      done_at = case when coalesce(p_done, false) then coalesce(done_at, now()) end,
      updated_at = now()
  where id = v.id
  returning * into v;
  return private.objective_json(v);
end;
$$;

-- Title, day and markers in one; a null argument keeps what is there.
create function public.update_objective(p_objective uuid, p_title text default null, p_day date default null, p_marker_ids uuid[] default null)
returns jsonb language plpgsql set search_path = '' as $$
declare
  v public.objectives := private.find_objective(p_objective);
  v_title text := case when p_title is null then v.title else private.clean_text(p_title, 500, 'title') end;
begin
  update public.objectives
  set title = v_title,
      day = coalesce(p_day, day),
      -- A move goes to the end of the new day.
      position = case when p_day is not null and p_day <> v.day then private.next_position(v.dashboard_id, p_day) else position end,
      updated_at = now()
  where id = v.id
  returning * into v;
  if p_marker_ids is not null then
    perform private.set_objective_markers(v, private.own_markers(v.dashboard_id, p_marker_ids));
  end if;
  return private.objective_json(v);
end;
$$;

-- Puts the objective at a 0-based index among its day's objectives.
create function public.reorder_objective(p_objective uuid, p_index int)
returns jsonb language plpgsql set search_path = '' as $$
declare
  v public.objectives := private.find_objective(p_objective);
  v_ids uuid[];
  v_index int;
begin
  select coalesce(array_agg(id order by position, created_at), '{}') into v_ids
  from public.objectives where dashboard_id = v.dashboard_id and day = v.day and id <> v.id;
  v_index := greatest(0, least(coalesce(p_index, 0), cardinality(v_ids)));
  v_ids := v_ids[1:v_index] || v.id || v_ids[v_index + 1:];
  update public.objectives o set position = x.ord, updated_at = now()
  from unnest(v_ids) with ordinality as x(id, ord)
  where o.id = x.id and o.position is distinct from x.ord;
  return jsonb_build_object('id', v.id, 'day', v.day, 'index', v_index);
end;
$$;

create function public.delete_objective(p_objective uuid)
returns jsonb language plpgsql set search_path = '' as $$
declare
  v public.objectives := private.find_objective(p_objective);
begin
  delete from public.objectives where id = v.id;
  return private.objective_json(v);
end;
$$;

-- "Move to today": one overdue objective, or all of them when p_objective is null.
create function public.move_overdue_to_today(p_dashboard uuid, p_time_zone text default 'UTC', p_objective uuid default null)
returns jsonb language plpgsql set search_path = '' as $$
declare
  v_moved int := 0;
  v record;
  v_position double precision;
  p_today date := private.today(p_time_zone);
begin
  perform private.require_member(p_dashboard);
  v_position := private.next_position(p_dashboard, p_today);
  for v in
    select id from public.objectives
    where dashboard_id = p_dashboard and day < p_today and not done and (p_objective is null or id = p_objective)
    order by day, position, created_at
  loop
    update public.objectives set day = p_today, position = v_position, updated_at = now() where id = v.id;
    v_position := v_position + 1;
    v_moved := v_moved + 1;
  end loop;
  if p_objective is not null and v_moved = 0 then
    raise exception using errcode = 'PT404', message = 'objective_not_found';
  end if;
  return jsonb_build_object('moved', v_moved, 'day', p_today);
end;
$$;

-- -----------------------------------------------------------------------------
-- Notes
-- -----------------------------------------------------------------------------

create function private.find_note(p_note uuid)
returns public.notes language plpgsql stable set search_path = '' as $$
declare
  v public.notes;
begin
  select * into v from public.notes where id = p_note;
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'note_not_found';
  end if;
  return v;
end;
$$;

create function private.set_note_markers(p_note public.notes, p_markers uuid[])
returns void language plpgsql set search_path = '' as $$
begin
  delete from public.note_markers where note_id = p_note.id;
  insert into public.note_markers (dashboard_id, note_id, marker_id)
  select p_note.dashboard_id, p_note.id, m from unnest(p_markers) m;
end;
$$;


create function public.add_note(p_dashboard uuid, p_year int, p_title text, p_body text default '', p_marker_ids uuid[] default '{}', p_request_id uuid default null)
returns jsonb language plpgsql set search_path = '' as $$
declare
  v_title text := private.clean_text(p_title, 200, 'title');
  v_body text := private.clean_text(p_body, 20000, 'body', false);
  v_prior jsonb;
  v public.notes;
begin
  perform private.require_member(p_dashboard);
  if p_year is null or p_year not between 1900 and 9999 then
    raise exception using errcode = 'PT422', message = 'year_invalid';
  end if;
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  perform private.enforce_limit('note', p_dashboard);
  insert into public.notes (dashboard_id, year, title, body) values (p_dashboard, p_year, v_title, v_body) returning * into v;
  perform private.set_note_markers(v, private.own_markers(p_dashboard, p_marker_ids));
  return private.remember_request(p_request_id, private.note_json(v));
end;
$$;

create function public.update_note(p_note uuid, p_title text, p_body text default null, p_marker_ids uuid[] default null)
returns jsonb language plpgsql set search_path = '' as $$
declare
  v public.notes := private.find_note(p_note);
begin
  update public.notes
  set title = private.clean_text(p_title, 200, 'title'),
      body = case when p_body is null then body else private.clean_text(p_body, 20000, 'body', false) end,
      updated_at = now()
  where id = v.id
  returning * into v;
  if p_marker_ids is not null then
    perform private.set_note_markers(v, private.own_markers(v.dashboard_id, p_marker_ids));
  end if;
  return private.note_json(v);
end;
$$;

create function public.delete_note(p_note uuid)
returns jsonb language plpgsql set search_path = '' as $$
declare
  v public.notes := private.find_note(p_note);
begin
  delete from public.notes where id = v.id;
  return jsonb_build_object('id', v.id, 'year', v.year);
end;
$$;

-- -----------------------------------------------------------------------------
-- Markers
-- -----------------------------------------------------------------------------

create function private.check_marker(p_dashboard uuid, p_name text, p_color text, p_except uuid default null)
returns text language plpgsql stable set search_path = '' as $$
declare
  v_name text := private.clean_text(p_name, 40, 'marker_name');
begin
  if p_color is null or p_color not in ('red', 'orange', 'amber', 'yellow', 'lime', 'green', 'emerald', 'teal', 'cyan', 'sky', 'blue', 'indigo', 'violet', 'purple', 'fuchsia', 'pink', 'rose', 'slate') then
    raise exception using errcode = 'PT422', message = 'color_invalid';
  end if;
  if exists (select 1 from public.markers where dashboard_id = p_dashboard and lower(btrim(name)) = lower(v_name) and id is distinct from p_except) then
    raise exception using errcode = 'PT409', message = 'marker_exists';
  end if;
  return v_name;
end;
$$;


create function public.add_marker(p_dashboard uuid, p_name text, p_color text, p_request_id uuid default null)
returns jsonb language plpgsql set search_path = '' as $$
declare
  v_name text;
  v_prior jsonb;
  v public.markers;
begin
  perform private.require_member(p_dashboard);
  v_name := private.check_marker(p_dashboard, p_name, p_color);
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  perform private.enforce_limit('marker', p_dashboard);
  insert into public.markers (dashboard_id, name, color) values (p_dashboard, v_name, p_color) returning * into v;
  return private.remember_request(p_request_id, jsonb_build_object('id', v.id, 'name', v.name, 'color', v.color));
end;
$$;

create function public.update_marker(p_marker uuid, p_name text, p_color text)
returns jsonb language plpgsql set search_path = '' as $$
declare
  v public.markers;
  v_name text;
begin
  select * into v from public.markers where id = p_marker;
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'marker_not_found';
  end if;
  v_name := private.check_marker(v.dashboard_id, p_name, p_color, v.id);
  update public.markers set name = v_name, color = p_color where id = v.id returning * into v;
  return jsonb_build_object('id', v.id, 'name', v.name, 'color', v.color);
end;
$$;

-- Objectives and notes stay; only their links to this marker go.
create function public.delete_marker(p_marker uuid)
returns jsonb language plpgsql set search_path = '' as $$
declare
  v public.markers;
begin
  select * into v from public.markers where id = p_marker;
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'marker_not_found';
  end if;
  delete from public.markers where id = v.id;
  return jsonb_build_object('id', v.id, 'name', v.name);
end;
$$;

-- -----------------------------------------------------------------------------
-- The caller's own profile
-- -----------------------------------------------------------------------------

create function public.update_my_profile(p_display_name text default null, p_time_zone text default null, p_locale text default null)
returns jsonb language plpgsql set search_path = '' as $$
declare
  v_user uuid := private.require_user();
begin
  if p_time_zone is not null and p_time_zone <> '' and not exists (select 1 from pg_catalog.pg_timezone_names where name = p_time_zone) then
    raise exception using errcode = 'PT422', message = 'time_zone_invalid';
  end if;
  if p_locale is not null and p_locale <> '' and p_locale not in ('en', 'pt', 'de', 'es', 'fr', 'zh', 'ja') then
    raise exception using errcode = 'PT422', message = 'locale_invalid';
  end if;
  update public.profiles
  set display_name = case when p_display_name is null then display_name else nullif(private.clean_text(p_display_name, 100, 'display_name', false), '') end,
      time_zone = case when p_time_zone is null then time_zone else nullif(p_time_zone, '') end,
      locale = case when p_locale is null then locale else nullif(p_locale, '') end,
      updated_at = now()
  where id = v_user;
  return public.get_my_profile();
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may call what: signed-in users only. Each function checks membership or
-- admin itself; row-level security backs it up.
-- -----------------------------------------------------------------------------

-- The private helpers: for policies and for the functions above, never for anon.
revoke all on all functions in schema private from public, anon;
grant execute on all functions in schema private to authenticated, service_role;

do $$
declare
  f record;
begin
  for f in
    select p.oid::regprocedure as sig from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.proname in (
      'get_dashboards_page', 'get_day_page', 'get_notes_page', 'get_calendar_page', 'get_settings_page',
      'get_objective_page', 'get_markers_page',
      'create_dashboard', 'rename_dashboard', 'delete_dashboard', 'set_show_done',
      'add_objective', 'set_objective_done', 'update_objective', 'reorder_objective', 'delete_objective', 'move_overdue_to_today',
      'add_note', 'update_note', 'delete_note', 'add_marker', 'update_marker', 'delete_marker', 'update_my_profile')
  loop
    execute format('revoke all on function %s from public, anon', f.sig);
    execute format('grant execute on function %s to authenticated, service_role', f.sig);
  end loop;
end;
$$;
