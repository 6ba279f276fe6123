-- =============================================================================
-- The planner's data API: one function per page load (returning the page's JSON)
-- and one per change. Page functions run as the caller (row-level security
-- picks the rows); changes run as the owner and check the caller first. The
-- pages that show sharing (the dashboards list, a dashboard's settings) are in
-- the sharing migration.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The JSON the pages and changes answer with. No SET clause on purpose: Postgres
-- inlines these into the queries that call them (a function with SET is called
-- once per row, which was most of the day view's time).
-- -----------------------------------------------------------------------------

create function private.objective_item(p_id uuid, p_day date, p_title text, p_done boolean, p_done_at timestamptz, p_markers jsonb)
returns jsonb language sql immutable as $$
  select jsonb_build_object('id', p_id, 'day', p_day, 'title', p_title, 'done', p_done, 'done_at', p_done_at,
                            'markers', coalesce(p_markers, '[]'::jsonb))
$$;

create function private.note_item(p_id uuid, p_year int, p_title text, p_body text, p_created_at timestamptz, p_updated_at timestamptz, p_markers jsonb)
returns jsonb language sql immutable as $$
  select jsonb_build_object('id', p_id, 'year', p_year, 'title', p_title, 'body', p_body,
                            'created_at', p_created_at, 'updated_at', p_updated_at, 'markers', coalesce(p_markers, '[]'::jsonb))
$$;

-- One objective with its markers (by marker name), for the answers of changes.
create function private.objective_json(p_objective public.objectives)
returns jsonb language sql stable set search_path = '' as $$
  select private.objective_item(p_objective.id, p_objective.day, p_objective.title, p_objective.done, p_objective.done_at,
    (select jsonb_agg(om.marker_id order by m.name) from public.objective_markers om
     join public.markers m on m.id = om.marker_id where om.objective_id = p_objective.id))
$$;

create function private.note_json(p_note public.notes)
returns jsonb language sql stable set search_path = '' as $$
  select private.note_item(p_note.id, p_note.year, p_note.title, p_note.body, p_note.created_at, p_note.updated_at,
    (select jsonb_agg(nm.marker_id order by m.name) from public.note_markers nm
     join public.markers m on m.id = nm.marker_id where nm.note_id = p_note.id))
$$;

-- Objectives of a dashboard between two days (open ones only, if asked), keeping
-- those that carry any of the chosen markers (all if none): one read of the rows and
-- their marker links for a whole page.
create function private.objective_rows(p_dashboard uuid, p_from date, p_to date, p_open_only boolean, p_markers uuid[])
returns table (day date, done boolean, sort_position double precision, created_at timestamptz, item jsonb)
language sql stable set search_path = '' as $$
  with candidates as (
    select o.* from public.objectives o
    where o.dashboard_id = p_dashboard and o.day between p_from and p_to and (not p_open_only or not o.done)
  ), links as (
    select om.objective_id,
           jsonb_agg(om.marker_id order by m.name) as markers,
           bool_or(om.marker_id = any(p_markers)) as chosen
    from public.objective_markers om
    join public.markers m on m.id = om.marker_id
    where om.dashboard_id = p_dashboard and om.objective_id in (select id from candidates)
    group by om.objective_id
  )
  select c.day, c.done, c.position, c.created_at,
         private.objective_item(c.id, c.day, c.title, c.done, c.done_at, l.markers)
  from candidates c left join links l on l.objective_id = c.id
  where cardinality(coalesce(p_markers, '{}')) = 0 or coalesce(l.chosen, false)
$$;

-- A year's notes, newest first, filtered like objective_rows.
create function private.notes_of_year(p_dashboard uuid, p_year int, p_markers uuid[])
returns jsonb language sql stable set search_path = '' as $$
  with year_notes as (
    select n.* from public.notes n where n.dashboard_id = p_dashboard and n.year = p_year
  ), links as (
    select nm.note_id,
           jsonb_agg(nm.marker_id order by m.name) as markers,
           bool_or(nm.marker_id = any(p_markers)) as chosen
    from public.note_markers nm
    join public.markers m on m.id = nm.marker_id
    where nm.dashboard_id = p_dashboard and nm.note_id in (select id from year_notes)
    group by nm.note_id
  )
  select coalesce(jsonb_agg(private.note_item(n.id, n.year, n.title, n.body, n.created_at, n.updated_at, l.markers)
                            order by n.created_at desc), '[]'::jsonb)
  from year_notes n left join links l on l.note_id = n.id
  where cardinality(coalesce(p_markers, '{}')) = 0 or coalesce(l.chosen, false)
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

-- -----------------------------------------------------------------------------
-- Page loads
-- -----------------------------------------------------------------------------

create function public.get_day_page(p_dashboard uuid, p_day date default null, p_time_zone text default 'UTC', p_markers uuid[] default '{}')
returns jsonb language plpgsql stable set search_path = '' as $$
declare
  v_dashboard jsonb;
  v_show_done boolean;
  v_today date := private.today(p_time_zone);
begin
  perform private.require_member(p_dashboard);
  p_day := coalesce(p_day, v_today);
  v_dashboard := private.dashboard_json(p_dashboard);
  v_show_done := (v_dashboard ->> 'show_done')::boolean;
  return jsonb_build_object(
    'dashboard', v_dashboard,
    'day', p_day,
    'today', v_today,
    'objectives', coalesce((
      select jsonb_agg(r.item order by r.sort_position, r.created_at)
      from private.objective_rows(p_dashboard, p_day, p_day, not v_show_done, p_markers) r), '[]'::jsonb),
    'done_hidden', case when v_show_done then 0 else (
      select count(*) from public.objectives o where o.dashboard_id = p_dashboard and o.day = p_day and o.done) end,
    'overdue', coalesce((
      select jsonb_agg(r.item order by r.day, r.sort_position, r.created_at)
      from private.objective_rows(p_dashboard, '-infinity', v_today - 1, true, p_markers) r), '[]'::jsonb),
    'notes', private.notes_of_year(p_dashboard, extract(year from p_day)::int, p_markers),
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
    'notes', private.notes_of_year(p_dashboard, v_year, p_markers),
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
      select jsonb_agg(r.item order by r.day, r.sort_position, r.created_at)
      from private.objective_rows(p_dashboard, v_from, v_to, not (v_dashboard ->> 'show_done')::boolean, p_markers) r), '[]'::jsonb),
    'markers', private.markers_json(p_dashboard)
  );
end;
$$;

comment on function public.get_calendar_page(uuid, date, int, text, uuid[]) is 'The calendar: a month as a six-week grid of objectives.';

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

-- -----------------------------------------------------------------------------
-- Limits: the one gate every create path goes through. Hard caps hold for every
-- plan (limit_reached); the plan's limits (plan_limits, billing migration) say
-- plan_limit_reached, so the app can offer the plan page. Both carry the kind in
-- the detail and the number in the hint.
-- -----------------------------------------------------------------------------

create function private.enforce_limit(p_kind text, p_dashboard uuid default null)
returns void language plpgsql stable security definer set search_path = '' as $$
declare
  v_count int;
  v_max int;
  v_plan boolean := false;
begin
  case p_kind
    when 'membership' then
      select count(*) into v_count from public.dashboard_members where user_id = (select auth.uid());
      v_max := 200;
    when 'dashboards' then
      select count(*) into v_count from public.dashboard_members where user_id = (select auth.uid()) and role = 'admin';
      v_max := private.plan_limit((select auth.uid()), 'dashboards');
      v_plan := true;
    when 'objective' then
      select count(*) into v_count from public.objectives where dashboard_id = p_dashboard and not done;
      v_max := 5000;
    when 'note' then
      select count(*) into v_count from public.notes where dashboard_id = p_dashboard;
      v_max := 5000;
    when 'markers' then
      select count(*) into v_count from public.markers where dashboard_id = p_dashboard;
      v_max := private.plan_limit(private.dashboard_admin(p_dashboard), 'markers');
      v_plan := true;
    else
      raise exception 'unknown limit kind %', p_kind;
  end case;
  if v_count >= v_max then
    raise exception using errcode = 'PT422', message = case when v_plan then 'plan_limit_reached' else 'limit_reached' end,
      detail = p_kind, hint = v_max::text;
  end if;
end;
$$;

-- -----------------------------------------------------------------------------
-- Dashboards
-- -----------------------------------------------------------------------------

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
  perform private.enforce_limit('membership');
  perform private.enforce_limit('dashboards');
  insert into public.dashboards (name, created_by) values (v_name, v_user) returning id into v_id;
  insert into public.dashboard_members (dashboard_id, user_id, role) values (v_id, v_user, 'admin');
  return private.remember_request(p_request_id, jsonb_build_object('id', v_id, 'name', v_name));
end;
$$;

create function public.rename_dashboard(p_dashboard uuid, p_name text)
returns jsonb language plpgsql security definer set search_path = '' as $$
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
returns jsonb language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_admin(p_dashboard);
  delete from public.dashboards where id = p_dashboard;
  return jsonb_build_object('id', p_dashboard);
end;
$$;

create function public.set_show_done(p_dashboard uuid, p_show_done boolean)
returns jsonb language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_member(p_dashboard);
  update public.dashboard_members set show_done = coalesce(p_show_done, true)
  where dashboard_id = p_dashboard and user_id = (select auth.uid());
  return jsonb_build_object('id', p_dashboard, 'show_done', coalesce(p_show_done, true));
end;
$$;

-- -----------------------------------------------------------------------------
-- Markers. Creating them (by name from a quick add, or on the filters page) takes
-- the dashboard's marker lock, so names stay unique and counted under concurrency.
-- -----------------------------------------------------------------------------

create function private.lock_markers(p_dashboard uuid)
returns void language sql set search_path = '' as $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(p_dashboard::text || '/markers', 0))
$$;

-- A marker of one of the caller's dashboards; another dashboard's is "not found".
create function private.find_marker(p_marker uuid)
returns public.markers language plpgsql stable set search_path = '' as $$
declare
  v public.markers;
begin
  select * into v from public.markers
  where id = p_marker and dashboard_id in (select private.my_dashboard_ids());
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'marker_not_found';
  end if;
  return v;
end;
$$;

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
  if cardinality(coalesce(p_names, '{}')) > 0 then
    perform private.lock_markers(p_dashboard);
  end if;
  foreach v_name in array coalesce(p_names, '{}') loop
    v_name := private.clean_text(v_name, 40, 'marker_name');
    select id into v_id from public.markers where dashboard_id = p_dashboard and lower(btrim(name)) = lower(v_name);
    if v_id is null then
      perform private.enforce_limit('markers', p_dashboard);
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

create function public.add_marker(p_dashboard uuid, p_name text, p_color text, p_request_id uuid default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_name text;
  v_prior jsonb;
  v public.markers;
begin
  perform private.require_member(p_dashboard);
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  perform private.lock_markers(p_dashboard);
  v_name := private.check_marker(p_dashboard, p_name, p_color);
  perform private.enforce_limit('markers', p_dashboard);
  insert into public.markers (dashboard_id, name, color) values (p_dashboard, v_name, p_color) returning * into v;
  return private.remember_request(p_request_id, jsonb_build_object('id', v.id, 'name', v.name, 'color', v.color));
end;
$$;

create function public.update_marker(p_marker uuid, p_name text, p_color text)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.markers := private.find_marker(p_marker);
  v_name text;
begin
  perform private.lock_markers(v.dashboard_id);
  v_name := private.check_marker(v.dashboard_id, p_name, p_color, v.id);
  update public.markers set name = v_name, color = p_color where id = v.id returning * into v;
  return jsonb_build_object('id', v.id, 'name', v.name, 'color', v.color);
end;
$$;

-- Objectives and notes stay; only their links to this marker go.
create function public.delete_marker(p_marker uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.markers := private.find_marker(p_marker);
begin
  delete from public.markers where id = v.id;
  return jsonb_build_object('id', v.id, 'name', v.name);
end;
$$;

-- -----------------------------------------------------------------------------
-- Objectives. The order of a day holds under concurrency: every change to the
-- order of a dashboard's days first takes that dashboard's order lock, and a day's
-- positions are always 1..n (deleting or moving an objective away closes the gap).
-- One lock per dashboard rather than per day: a move touches two days and "Move to
-- today" many, and a single lock is never waited on in a circle. These changes take
-- milliseconds, so a shared dashboard never notices the queue. Without the lock,
-- 20 sessions x 50 racing quick adds gave 1,000 objectives 230 distinct positions.
-- -----------------------------------------------------------------------------

create function private.lock_order(p_dashboard uuid)
returns void language sql set search_path = '' as $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(p_dashboard::text || '/order', 0))
$$;

-- Positions 1..n in the day's current order (position, then age).
create function private.renumber_day(p_dashboard uuid, p_day date)
returns void language sql set search_path = '' as $$
  update public.objectives o set position = r.n
  from (select id, row_number() over (order by position, created_at, id) as n
        from public.objectives where dashboard_id = p_dashboard and day = p_day) r
  where o.id = r.id and o.position is distinct from r.n
$$;

create function private.next_position(p_dashboard uuid, p_day date)
returns double precision language sql stable set search_path = '' as $$
  select coalesce(max(position), 0) + 1 from public.objectives where dashboard_id = p_dashboard and day = p_day
$$;

-- An objective of one of the caller's dashboards; another dashboard's is "not found".
create function private.find_objective(p_objective uuid)
returns public.objectives language plpgsql stable set search_path = '' as $$
declare
  v public.objectives;
begin
  select * into v from public.objectives
  where id = p_objective and dashboard_id in (select private.my_dashboard_ids());
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'objective_not_found';
  end if;
  return v;
end;
$$;

-- The objective, read again once its dashboard's order is locked: a decision about
-- its day must not rest on a read from before a concurrent move committed.
create function private.find_objective_locked(p_objective uuid)
returns public.objectives language plpgsql set search_path = '' as $$
begin
  perform private.lock_order((private.find_objective(p_objective)).dashboard_id);
  return private.find_objective(p_objective);
end;
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
returns jsonb language plpgsql security definer set search_path = '' as $$
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
  perform private.lock_order(p_dashboard);
  insert into public.objectives (dashboard_id, day, title, position)
  values (p_dashboard, p_day, v_title, private.next_position(p_dashboard, p_day))
  returning * into v;
  perform private.set_objective_markers(v, v_markers);
  return private.remember_request(p_request_id, private.objective_json(v));
end;
$$;

create function public.set_objective_done(p_objective uuid, p_done boolean)
returns jsonb language plpgsql security definer set search_path = '' as $$
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

-- Title, day and markers in one; a null argument keeps what is there. A move goes to the
-- end of the new day and closes the gap in the old one.
create function public.update_objective(p_objective uuid, p_title text default null, p_day date default null, p_marker_ids uuid[] default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  -- A title-only edit leaves the order alone; anything that may move it locks first.
  v public.objectives := case when p_day is null then private.find_objective(p_objective) else private.find_objective_locked(p_objective) end;
  v_title text := case when p_title is null then v.title else private.clean_text(p_title, 500, 'title') end;
  v_from date := v.day;
  v_moves boolean := p_day is not null and p_day <> v.day;
begin
  update public.objectives
  set title = v_title,
      day = coalesce(p_day, day),
      position = case when v_moves then private.next_position(v.dashboard_id, p_day) else position end,
      updated_at = now()
  where id = v.id
  returning * into v;
  if v_moves then
    perform private.renumber_day(v.dashboard_id, v_from);
  end if;
  if p_marker_ids is not null then
    perform private.set_objective_markers(v, private.own_markers(v.dashboard_id, p_marker_ids));
  end if;
  return private.objective_json(v);
end;
$$;

-- Puts the objective at a 0-based index among its day's objectives.
create function public.reorder_objective(p_objective uuid, p_index int)
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
  return jsonb_build_object('id', v.id, 'day', v.day, 'index', v_index);
end;
$$;

create function public.delete_objective(p_objective uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
begin
  delete from public.objectives where id = v.id;
  perform private.renumber_day(v.dashboard_id, v.day);
  return private.objective_json(v);
end;
$$;

-- "Move to today": one overdue objective, or all of them when p_objective is null.
create function public.move_overdue_to_today(p_dashboard uuid, p_time_zone text default 'UTC', p_objective uuid default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_today date := private.today(p_time_zone);
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
  return jsonb_build_object('moved', v_moved, 'day', v_today);
end;
$$;

-- -----------------------------------------------------------------------------
-- Notes
-- -----------------------------------------------------------------------------

-- A note of one of the caller's dashboards; another dashboard's is "not found".
create function private.find_note(p_note uuid)
returns public.notes language plpgsql stable set search_path = '' as $$
declare
  v public.notes;
begin
  select * into v from public.notes
  where id = p_note and dashboard_id in (select private.my_dashboard_ids());
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
returns jsonb language plpgsql security definer set search_path = '' as $$
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
returns jsonb language plpgsql security definer set search_path = '' as $$
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
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.notes := private.find_note(p_note);
begin
  delete from public.notes where id = v.id;
  return jsonb_build_object('id', v.id, 'year', v.year);
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what: signed-in users call the data API; the page functions reach a
-- few private helpers as the caller. Everything else runs inside the functions.
-- -----------------------------------------------------------------------------

grant execute on function
  public.get_day_page(uuid, date, text, uuid[]),
  public.get_notes_page(uuid, int, text, uuid[]),
  public.get_calendar_page(uuid, date, int, text, uuid[]),
  public.get_objective_page(uuid),
  public.get_markers_page(uuid),
  public.create_dashboard(text, uuid),
  public.rename_dashboard(uuid, text),
  public.delete_dashboard(uuid),
  public.set_show_done(uuid, boolean),
  public.add_marker(uuid, text, text, uuid),
  public.update_marker(uuid, text, text),
  public.delete_marker(uuid),
  public.add_objective(uuid, date, text, uuid[], text[], uuid),
  public.set_objective_done(uuid, boolean),
  public.update_objective(uuid, text, date, uuid[]),
  public.reorder_objective(uuid, int),
  public.delete_objective(uuid),
  public.move_overdue_to_today(uuid, text, uuid),
  public.add_note(uuid, int, text, text, uuid[], uuid),
  public.update_note(uuid, text, text, uuid[]),
  public.delete_note(uuid),
  private.objective_item(uuid, date, text, boolean, timestamptz, jsonb),
  private.note_item(uuid, int, text, text, timestamptz, timestamptz, jsonb),
  private.objective_json(public.objectives),
  private.objective_rows(uuid, date, date, boolean, uuid[]),
  private.notes_of_year(uuid, int, uuid[]),
  private.dashboard_json(uuid),
  private.markers_json(uuid)
to authenticated;
