-- =============================================================================
-- A repeat's end: "every day until December 31", "every Monday for 6 weeks"
-- =============================================================================
-- Todoist's "every day until aug 3" and "every day for 3 weeks", Google Calendar's
-- "Ends on", iCalendar's UNTIL: a series may end on a day. objectives.repeat_until is
-- that day (inclusive), kept on every occurrence as the rule is; null: it goes on.
--
-- When one is done, its next is added only if that day is on or before the end. The
-- last one keeps its rule, its end with it, though done (decision 028 amended): there is
-- no next one to carry the series, and marking it not done brings it back as it was.
-- The calendar, Upcoming and the calendar feed show the days to come up to the end.
-- Every path that copies a rule copies the end too: duplicating an objective or a
-- dashboard (shifted with its days), deleting and restoring, completing forever and its
-- Undo, export and import.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The column
-- -----------------------------------------------------------------------------

alter table public.objectives
  add column repeat_until date,
  add constraint objectives_repeat_until check (repeat_until is null or repeat is not null);

comment on column public.objectives.repeat_until is
  'The last day its series may come back on (inclusive), with a rule only; null: the series has no end.';

alter table private.deleted_objectives add column repeat_until date;
comment on column private.deleted_objectives.repeat_until is 'The last day of its series, if it had one.';

-- -----------------------------------------------------------------------------
-- The rows' JSON: "until" when set
-- -----------------------------------------------------------------------------

-- As in the checklists migration, plus "until": the series' last day.
create function private.objective_page_json(p_id uuid, p_day date, p_title text, p_done boolean, p_markers uuid[],
                                            p_repeat text, p_every smallint, p_summary text, p_priority smallint,
                                            p_assignee uuid, p_from_done boolean, p_comments int, p_items int,
                                            p_items_done int, p_until date)
returns json language sql immutable set search_path = '' as $$
  select case
    when p_until is not null and p_repeat is not null
      then (private.objective_page_json(p_id, p_day, p_title, p_done, p_markers, p_repeat, p_every, p_summary, p_priority,
                                        p_assignee, p_from_done, p_comments, p_items, p_items_done)::jsonb
            || pg_catalog.jsonb_build_object('until', p_until))::json
    else private.objective_page_json(p_id, p_day, p_title, p_done, p_markers, p_repeat, p_every, p_summary, p_priority,
                                     p_assignee, p_from_done, p_comments, p_items, p_items_done)
  end
$$;

alter table public.objectives drop column page_json;
alter table public.objectives
  add column page_json json not null
  generated always as (private.objective_page_json(id, day, title, done, marker_ids, repeat, repeat_every,
                                                   private.description_summary(description), priority, assignee_id,
                                                   repeat_from_done, comment_count, checklist_items,
                                                   checklist_done, repeat_until)) stored;

comment on column public.objectives.page_json is
  'The objective as pages list it ({id, day, title, done, markers; repeat, every, fromDone, until, summary, priority, assignee, comments and checklist when set}), generated from the row.';

-- -----------------------------------------------------------------------------
-- Answers: "repeat_until"
-- -----------------------------------------------------------------------------

-- As in the answers name their dashboard migration, plus "repeat_until".
create or replace function private.objective_json(p_objective public.objectives)
returns jsonb language sql stable set search_path = '' as $$
  select private.objective_item(p_objective.id, p_objective.day, p_objective.title, p_objective.done, p_objective.done_at,
    (select jsonb_agg(om.marker_id order by m.name) from public.objective_markers om
     join public.markers m on m.id = om.marker_id where om.objective_id = p_objective.id))
    || jsonb_build_object('repeat', p_objective.repeat, 'repeat_every', p_objective.repeat_every,
                          'repeat_from_done', p_objective.repeat_from_done, 'repeat_until', p_objective.repeat_until,
                          'description', p_objective.description, 'priority', p_objective.priority,
                          'assignee', p_objective.assignee_id, 'dashboard', p_objective.dashboard_id)
$$;

-- -----------------------------------------------------------------------------
-- Done: no next one past the end
-- -----------------------------------------------------------------------------

-- As in the daily goal reached migration, plus the end: the next one is added only on or
-- before it, and carries it; the last one keeps its rule and end though done, so marking it
-- not done leaves it as it was (there is no next one to take them back from).
create or replace function private.set_objective_done(p_objective uuid, p_done boolean, p_time_zone text default 'UTC')
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
  v_done boolean := coalesce(p_done, false);
  v_next public.objectives;
  v_ends boolean := false;
begin
  if v.done = v_done then
    return private.objective_json(v);
  end if;
  if v_done then
    if v.repeat is not null then
      v_next.day := case
        when v.repeat_from_done then private.next_from_done(v.repeat, v.repeat_every, private.today(p_time_zone))
        else private.next_occurrence(v.repeat, v.repeat_every, coalesce(v.repeat_anchor, v.day),
                                     greatest(v.day, private.today(p_time_zone)))
      end;
      v_ends := coalesce(v_next.day > v.repeat_until, false);
    end if;
    -- Its rule goes on in the next one; the last one keeps it.
    update public.objectives
    set done = true, done_at = now(), updated_at = now(),
        repeat = case when v_ends then repeat end,
        repeat_every = case when v_ends then repeat_every else 1 end,
        repeat_anchor = case when v_ends then repeat_anchor end,
        repeat_from_done = v_ends and repeat_from_done,
        repeat_until = case when v_ends then repeat_until end
    where id = v.id;
    if v.repeat is not null and not v_ends then
      -- The series' own day goes with it: after 28 February, a monthly 31st is back on 31 March.
      insert into public.objectives (dashboard_id, day, title, description, priority, assignee_id, position, repeat,
                                     repeat_every, repeat_anchor, repeat_from_done, repeat_until, repeat_from)
      values (v.dashboard_id, v_next.day, v.title, v.description, v.priority, v.assignee_id,
              private.next_position(v.dashboard_id, v_next.day),
              v.repeat, v.repeat_every,
              case when not v.repeat_from_done then nullif(coalesce(v.repeat_anchor, v.day), v_next.day) end,
              v.repeat_from_done, v.repeat_until, v.id)
      returning * into v_next;
      perform private.set_objective_markers(v_next, v.marker_ids);
      -- The same steps, to do again.
      insert into public.checklist_items (dashboard_id, objective_id, title, position)
      select v_next.dashboard_id, v_next.id, i.title, i.position from public.checklist_items i where i.objective_id = v.id;
    end if;
  else
    -- The next one, if its completion added one that is still as it was added.
    select * into v_next from public.objectives n
    where n.repeat_from = v.id and not n.done and n.title = v.title and n.description = v.description
      and n.priority = v.priority and n.assignee_id is not distinct from v.assignee_id
      and n.repeat is not null and n.marker_ids @> v.marker_ids and n.marker_ids <@ v.marker_ids
      -- Nobody has ticked a step of it yet.
      and n.checklist_done = 0;
    if v_next.id is not null then
      delete from public.objectives where id = v_next.id;
      perform private.renumber_day(v_next.dashboard_id, v_next.day);
    end if;
    update public.objectives
    set done = false, done_at = null, repeat = coalesce(v_next.repeat, repeat),
        repeat_every = case when v_next.id is null then repeat_every else v_next.repeat_every end,
        repeat_anchor = case when v_next.id is null then repeat_anchor else nullif(v_next.repeat_anchor, day) end,
        repeat_from_done = case when v_next.id is null then repeat_from_done else v_next.repeat_from_done end,
        repeat_until = case when v_next.id is null then repeat_until else v_next.repeat_until end,
        updated_at = now()
    where id = v.id;
  end if;
  select * into v from public.objectives where id = v.id;
  return private.objective_json(v)
    || case when v_done and v_next.id is not null
         then jsonb_build_object('next', jsonb_build_object('id', v_next.id, 'day', v_next.day))
         else '{}'::jsonb end;
end;
$$;

-- -----------------------------------------------------------------------------
-- Adding and changing one: p_repeat_until
-- -----------------------------------------------------------------------------

-- The end, checked where it is given: on or after the objective's day (a day moved past
-- it later, as overdue ones are, just makes that one the last).
create function private.repeat_until(p_repeat text, p_until date, p_day date)
returns date language plpgsql immutable set search_path = '' as $$
begin
  if p_repeat is null or p_until is null then
    return null;
  end if;
  if p_until < p_day then
    raise exception using errcode = 'PT422', message = 'repeat_until_before_day';
  end if;
  return p_until;
end;
$$;

comment on function private.repeat_until(text, date, date) is
  'A series'' end as given with its rule and first day: null without a rule; refused before the day.';

-- As in the repeat from done migration, plus p_repeat_until: the series' last day.
drop function public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int, uuid, text, boolean);
create function public.add_objective(
  p_dashboard uuid,
  p_day date,
  p_title text,
  p_marker_ids uuid[] default '{}',
  p_marker_names text[] default '{}',
  p_request_id uuid default null,
  p_repeat text default null,
  p_repeat_every int default 1,
  p_priority int default 4,
  p_assignee uuid default null,
  p_assignee_name text default null,
  p_repeat_from_done boolean default false,
  p_repeat_until date default null
)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_title text := private.clean_text(p_title, 500, 'title');
  v_repeat text := private.repeat_rule(p_repeat);
  v_every smallint := private.repeat_interval(v_repeat, p_repeat_every);
  v_until date := private.repeat_until(v_repeat, p_repeat_until, p_day);
  v_priority smallint := private.check_priority(coalesce(p_priority, 4));
  v_assignee uuid;
  v_prior jsonb;
  v_markers uuid[];
  v public.objectives;
begin
  perform private.require_member(p_dashboard);
  if p_day is null then
    raise exception using errcode = 'PT422', message = 'day_required';
  end if;
  v_assignee := coalesce(private.check_assignee(p_dashboard, p_assignee), private.member_named(p_dashboard, p_assignee_name));
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  perform private.enforce_limit('objective', p_dashboard);
  v_markers := private.own_markers(p_dashboard, p_marker_ids);
  v_markers := v_markers || array(select x from unnest(private.markers_by_name(p_dashboard, p_marker_names)) x where not x = any(v_markers));
  perform private.lock_order(p_dashboard);
  insert into public.objectives (dashboard_id, day, title, position, repeat, repeat_every, repeat_from_done, priority,
                                 assignee_id, repeat_until)
  values (p_dashboard, p_day, v_title, private.next_position(p_dashboard, p_day), v_repeat, v_every,
          v_repeat is not null and coalesce(p_repeat_from_done, false), v_priority, v_assignee, v_until)
  returning * into v;
  perform private.set_objective_markers(v, v_markers);
  -- The notice stays out of the remembered answer: a double submit sends no second email.
  return private.remember_request(p_request_id, private.objective_json(v)) || private.assignment_notice(v, null);
end;
$$;

comment on function public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int, uuid, text, boolean, date) is
  'Adds an objective at the end of its day, with filters by id or name, an optional repeat rule (counted from its day, or from the day it is done: p_repeat_from_done; ending on p_repeat_until, on or after the day), a priority and an assignee (by id, or by name as quick add''s "+name"); p_request_id makes a double submit add one.';

-- As in the one move undone migration, plus p_repeat_until: a day ('YYYY-MM-DD'), 'none'
-- for no end, null to keep what is there (text, as p_assignee: a date cannot say 'none').
drop function public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid, boolean);
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
  p_dashboard uuid default null,
  p_repeat_from_done boolean default null,
  p_repeat_until text default null
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
  v_until date;
  v_assignee uuid;
  v_before uuid;
  v_from date;
  v_moves boolean;
  v_markers uuid[];
  v_from_dashboard uuid := v.dashboard_id;
  v_batch uuid;
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
  if p_repeat_until is null or p_repeat_until = 'none' then
    v_until := case when p_repeat_until is null and v_repeat is not null then v.repeat_until end;
  elsif p_repeat_until !~ '^\d{4}-\d{2}-\d{2}$' then
    raise exception using errcode = 'PT422', message = 'repeat_until_invalid';
  else
    begin
      v_until := private.repeat_until(v_repeat, p_repeat_until::date, coalesce(p_day, v.day));
    exception when datetime_field_overflow or invalid_datetime_format then
      raise exception using errcode = 'PT422', message = 'repeat_until_invalid';
    end;
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
      repeat_until = v_until,
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
    -- Noted for Undo (undo_objectives), as a move of several is: whom it had, its day and place.
    v_batch := gen_random_uuid();
    delete from private.objective_batches where made_at < now() - interval '1 hour';
    insert into private.objective_batches (batch_id, kind, objective_id, turn, dashboard_id, before, after)
    values (v_batch, 'dashboard', v.id, 1, v_from_dashboard,
            jsonb_build_object('assignee', v.assignee_id, 'day', v.day, 'position', v.position),
            jsonb_build_object('dashboard', v_to));
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
                                    'batch', v_batch,
                                    'unassigned', v_assignee is not null and v.assignee_id is null) end
    || private.assignment_notice(v, v_before);
end;
$$;

comment on function public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid, boolean, text) is
  'Changes an objective''s title, day, filters, repeat rule (whether it counts from the day it is done, and its last day: p_repeat_until, on or after the day, ''none'' for no end), description, priority or assignee, or moves it to another of the caller''s dashboards (p_dashboard: filters by name, the assignee if a member there; the answer''s `batch` is the id undo_objectives takes to move it back); a null argument keeps what is there, p_repeat ''none'' ends the rule, p_assignee ''none'' leaves it to nobody.';

-- -----------------------------------------------------------------------------
-- Copies: the end goes wherever the rule goes
-- -----------------------------------------------------------------------------

-- As in the checklists migration, with the end (a done one's copy does not repeat).
create or replace function public.duplicate_objective(p_objective uuid, p_request_id uuid default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
  v_prior jsonb;
  c public.objectives;
begin
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  perform private.enforce_limit('objective', v.dashboard_id);
  -- Between the original and the one after it; renumbering makes the day 1..n again.
  insert into public.objectives (dashboard_id, day, title, description, priority, assignee_id, position,
                                 repeat, repeat_every, repeat_anchor, repeat_from_done, repeat_until)
  values (v.dashboard_id, v.day, v.title, v.description, v.priority, v.assignee_id, v.position + 0.5,
          -- A done one's series went on in its next one (decision 028): its copy does not repeat.
          case when v.done then null else v.repeat end, case when v.done then 1 else v.repeat_every end,
          case when v.done then null else v.repeat_anchor end, not v.done and v.repeat_from_done,
          case when v.done then null else v.repeat_until end)
  returning * into c;
  perform private.set_objective_markers(c, v.marker_ids);
  insert into public.checklist_items (dashboard_id, objective_id, title, position)
  select c.dashboard_id, c.id, i.title, i.position from public.checklist_items i where i.objective_id = v.id;
  perform private.renumber_day(v.dashboard_id, v.day);
  select * into c from public.objectives where id = c.id;
  return private.remember_request(p_request_id, private.objective_json(c));
end;
$$;

-- As in the checklists migration, the end shifted with the days.
create or replace function public.duplicate_dashboard(p_dashboard uuid, p_name text, p_start date default null,
                                           p_request_id uuid default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
  v_name text := private.clean_text(p_name, 100, 'name');
  v_prior jsonb;
  v_id uuid;
  v_markers int;
  v_max int;
  v_objectives int;
  v_notes int;
  v_shift int;
begin
  perform private.require_member(p_dashboard);
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  perform private.enforce_limit('membership');
  perform private.enforce_limit('dashboards');
  -- The copy's filters count against the caller's plan, not the original admin's.
  select count(*) into v_markers from public.markers where dashboard_id = p_dashboard;
  v_max := private.plan_limit(v_user, 'markers');
  if v_markers > v_max then
    raise exception using errcode = 'PT422', message = 'plan_limit_reached', detail = 'markers', hint = v_max::text;
  end if;

  -- A start day moves every copied objective by as many days as the earliest needs.
  v_shift := coalesce(p_start - (select min(o.day) from public.objectives o where o.dashboard_id = p_dashboard and not o.done), 0);

  insert into public.dashboards (name, created_by) values (v_name, v_user) returning id into v_id;
  insert into public.dashboard_members (dashboard_id, user_id, role) values (v_id, v_user, 'admin');

  -- One statement: new ids first, then the rows and their links (checked at its end).
  with m as materialized (
    select m.id as old_id, gen_random_uuid() as id, m.name, m.color, m.created_at
    from public.markers m where m.dashboard_id = p_dashboard
  ), o as materialized (
    select o.id as old_id, gen_random_uuid() as id, o.day + v_shift as day, o.title, o.description, o.priority,
           o.repeat, o.repeat_every, o.repeat_anchor + v_shift as repeat_anchor, o.repeat_from_done,
           o.repeat_until + v_shift as repeat_until, o.created_at,
           o.marker_ids,
           -- Done ones stay behind: each day's order is renumbered 1..n.
           row_number() over (partition by o.day order by o.position, o.created_at) as position
    from public.objectives o where o.dashboard_id = p_dashboard and not o.done
  ), n as materialized (
    select n.id as old_id, gen_random_uuid() as id, n.year, n.title, n.body, n.created_at, n.updated_at, n.marker_ids
    from public.notes n where n.dashboard_id = p_dashboard
  ), markers_added as (
    insert into public.markers (id, dashboard_id, name, color, created_at)
    select m.id, v_id, m.name, m.color, m.created_at from m
  ), objectives_added as (
    insert into public.objectives (id, dashboard_id, day, title, description, priority, position, repeat, repeat_every,
                                   repeat_anchor, repeat_from_done, repeat_until, created_by, created_at)
    select o.id, v_id, o.day, o.title, o.description, o.priority, o.position, o.repeat, o.repeat_every, o.repeat_anchor,
           o.repeat_from_done, o.repeat_until, v_user, o.created_at
    from o
    returning 1
  ), items_added as (
    insert into public.checklist_items (dashboard_id, objective_id, title, position, created_at)
    select v_id, o.id, i.title, i.position, i.created_at
    from o join public.checklist_items i on i.objective_id = o.old_id
  ), notes_added as (
    insert into public.notes (id, dashboard_id, year, title, body, created_by, created_at, updated_at)
    select n.id, v_id, n.year, n.title, n.body, v_user, n.created_at, n.updated_at from n
    returning 1
  -- Links in each row's own order (its marker_ids), which the rows' triggers copy.
  ), objective_links as (
    insert into public.objective_markers (dashboard_id, objective_id, marker_id)
    select v_id, o.id, m.id
    from o
    cross join lateral unnest(o.marker_ids) with ordinality as l (marker_id, i)
    join m on m.old_id = l.marker_id
    order by o.id, l.i
  ), note_links as (
    insert into public.note_markers (dashboard_id, note_id, marker_id)
    select v_id, n.id, m.id
    from n
    cross join lateral unnest(n.marker_ids) with ordinality as l (marker_id, i)
    join m on m.old_id = l.marker_id
    order by n.id, l.i
  )
  -- Data-changing parts of a WITH run to the end whether read or not.
  select (select count(*) from objectives_added), (select count(*) from notes_added) into v_objectives, v_notes;

  return private.remember_request(p_request_id, jsonb_build_object(
    'id', v_id, 'name', v_name, 'objectives', v_objectives, 'notes', v_notes, 'filters', v_markers,
    'shift', v_shift));
end;
$$;

-- As in the checklists migration, with the end.
create or replace function public.delete_objective(p_objective uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
begin
  delete from private.deleted_objectives where deleted_at < now() - interval '1 hour';
  insert into private.deleted_objectives (id, dashboard_id, day, title, done_at, position, marker_ids, created_by, created_at, repeat,
                                          repeat_every, repeat_anchor, repeat_from_done, description, priority, assignee_id,
                                          comments, checklist, repeat_until)
  values (v.id, v.dashboard_id, v.day, v.title, v.done_at, v.position, v.marker_ids, v.created_by, v.created_at, v.repeat,
          v.repeat_every, v.repeat_anchor, v.repeat_from_done, v.description, v.priority, v.assignee_id,
          coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'author', c.author_id, 'body', c.body,
                                                        'created_at', c.created_at, 'edited_at', c.edited_at))
                    from public.comments c where c.objective_id = v.id), '[]'),
          coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'title', i.title, 'done', i.done, 'position', i.position,
                                                        'created_at', i.created_at))
                    from public.checklist_items i where i.objective_id = v.id), '[]'),
          v.repeat_until)
  on conflict (id) do nothing;
  delete from public.objectives where id = v.id;
  perform private.renumber_day(v.dashboard_id, v.day);
  return private.objective_json(v);
end;
$$;

-- As in the checklists migration, with the end.
create or replace function public.restore_objective(p_objective uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  d private.deleted_objectives;
  v public.objectives;
begin
  select * into d from private.deleted_objectives where id = p_objective;
  if d.id is null then
    -- Already back (a second submit), or never deleted: find_objective answers or refuses.
    return private.objective_json(private.find_objective(p_objective));
  end if;
  perform private.require_member(d.dashboard_id);
  if d.deleted_at < now() - interval '1 hour' then
    raise exception using errcode = 'PT410', message = 'undo_expired';
  end if;
  if d.done_at is null then
    perform private.enforce_limit('objective', d.dashboard_id);
  end if;
  perform private.lock_order(d.dashboard_id);
  -- Locked: a concurrent restore of the same copy waits here, then finds it gone.
  delete from private.deleted_objectives where id = d.id returning * into d;
  if d.id is null then
    return private.objective_json(private.find_objective(p_objective));
  end if;
  -- Its old place: those from there on move down one.
  update public.objectives set position = position + 1
  where dashboard_id = d.dashboard_id and day = d.day and position >= d.position;
  insert into public.objectives (id, dashboard_id, day, title, description, priority, assignee_id, done, done_at, position,
                                 created_by, created_at, repeat, repeat_every, repeat_anchor, repeat_from_done,
                                 repeat_until)
  values (d.id, d.dashboard_id, d.day, d.title, d.description, d.priority,
          (select m.user_id from public.dashboard_members m where m.dashboard_id = d.dashboard_id and m.user_id = d.assignee_id),
          d.done_at is not null, d.done_at, d.position, d.created_by, d.created_at, d.repeat, d.repeat_every, d.repeat_anchor,
          d.repeat_from_done, d.repeat_until)
  returning * into v;
  -- The filters that still exist.
  perform private.set_objective_markers(v, array(
    select m from unnest(d.marker_ids) with ordinality as x (m, i)
    where exists (select 1 from public.markers k where k.id = m and k.dashboard_id = d.dashboard_id)
    order by i
  ));
  -- Its comments, as they were.
  insert into public.comments (id, dashboard_id, objective_id, author_id, body, created_at, edited_at)
  select (c->>'id')::uuid, d.dashboard_id, d.id, (select u.id from auth.users u where u.id = (c->>'author')::uuid),
         c->>'body', (c->>'created_at')::timestamptz, (c->>'edited_at')::timestamptz
  from jsonb_array_elements(d.comments) c;
  -- Its checklist, as it was.
  insert into public.checklist_items (id, dashboard_id, objective_id, title, done, position, created_at)
  select (i->>'id')::uuid, d.dashboard_id, d.id, i->>'title', (i->>'done')::boolean, (i->>'position')::int,
         (i->>'created_at')::timestamptz
  from jsonb_array_elements(d.checklist) i;
  perform private.renumber_day(d.dashboard_id, d.day);
  select * into v from public.objectives where id = d.id;
  return private.objective_json(v);
end;
$$;

-- As in the complete forever twice migration; the end goes with the rule, and comes back
-- with it on Undo.
create or replace function public.complete_objective_forever(p_objective uuid, p_time_zone text default 'UTC',
                                                  p_week_start int default 1)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
  v_batch uuid := gen_random_uuid();
  v_rule jsonb;
begin
  if v.done then
    -- A double submit: the first one's record comes back too, so the Undo shown still works.
    select b.batch_id into v_batch from private.objective_batches b
    where b.objective_id = v.id and b.kind = 'forever' and b.undone_at is null
      and b.made_at > now() - interval '1 hour'
    order by b.made_at desc limit 1;
    return private.objective_json(v) || case when found then jsonb_build_object('batch', v_batch) else '{}'::jsonb end;
  end if;
  if v.repeat is null then
    return public.set_objective_done(p_objective, true, p_time_zone, p_week_start);
  end if;
  v_rule := jsonb_build_object('repeat', v.repeat, 'every', v.repeat_every, 'anchor', v.repeat_anchor,
                               'from_done', v.repeat_from_done, 'until', v.repeat_until);
  -- The same change as a done one of a series makes (its rule goes), without the next one.
  update public.objectives
  set done = true, done_at = now(), repeat = null, repeat_every = 1, repeat_anchor = null, repeat_from_done = false,
      repeat_until = null, updated_at = now()
  where id = v.id
  returning * into v;
  delete from private.objective_batches where made_at < now() - interval '1 hour';
  insert into private.objective_batches (batch_id, kind, objective_id, turn, dashboard_id, before)
  values (v_batch, 'forever', p_objective, 1, v.dashboard_id, v_rule);
  return private.objective_json(v) || jsonb_build_object('batch', v_batch)
    || private.goals_reached(p_time_zone, p_week_start);
end;
$$;

-- As in the complete forever migration, the end back with the rule.
create or replace function public.undo_objectives(p_batch uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_dashboard uuid;
  v_kind text;
  v_made_at timestamptz;
  v_other uuid;
  v_id uuid;
  v_row public.objectives;
  v_assignee uuid;
  v_day date;
  v_place int;
  v_back int := 0;
  v_before jsonb;
begin
  select dashboard_id, min(kind), min(made_at) into v_dashboard, v_kind, v_made_at
  from private.objective_batches where batch_id = p_batch group by dashboard_id;
  if v_dashboard is null then
    raise exception using errcode = 'PT404', message = 'undo_not_found';
  end if;
  perform private.require_member(v_dashboard);
  if v_kind = 'dashboard' then
    select (after ->> 'dashboard')::uuid into v_other from private.objective_batches where batch_id = p_batch limit 1;
    perform private.require_member(v_other);
    perform private.lock_order(least(v_dashboard, v_other));
    perform private.lock_order(greatest(v_dashboard, v_other));
  else
    perform private.lock_order(v_dashboard);
  end if;
  if v_made_at < now() - interval '1 hour' then
    raise exception using errcode = 'PT410', message = 'undo_expired';
  end if;
  if v_kind = 'dashboard' then
    -- In the order they were in (the move took them by day and place): each one's place is
    -- then free when it comes back, as the ones before it are already there.
    for v_id, v_assignee, v_day, v_place in
      select b.objective_id, (b.before ->> 'assignee')::uuid, (b.before ->> 'day')::date, (b.before ->> 'position')::int
      from private.objective_batches b
      join public.objectives o on o.id = b.objective_id and o.dashboard_id = v_other
      where b.batch_id = p_batch and b.undone_at is null order by b.turn
    loop
      select * into v_row from public.objectives where id = v_id;
      v_row := private.move_objective(v_row, v_dashboard,
        array(select m.name from unnest(v_row.marker_ids) with ordinality x (id, i) join public.markers m on m.id = x.id order by x.i),
        array(select m.color from unnest(v_row.marker_ids) with ordinality x (id, i) join public.markers m on m.id = x.id order by x.i));
      if v_row.assignee_id is null and v_assignee is not null and exists (
        select 1 from public.dashboard_members m where m.dashboard_id = v_dashboard and m.user_id = v_assignee) then
        update public.objectives set assignee_id = v_assignee where id = v_row.id;
      end if;
      -- It came back to its day's end: to its own place, the ones from there on one down.
      if v_row.day = v_day and v_place < v_row.position then
        update public.objectives set position = position + 1
        where dashboard_id = v_dashboard and day = v_day and position >= v_place and id <> v_row.id;
        update public.objectives set position = v_place where id = v_row.id;
      end if;
      v_back := v_back + 1;
    end loop;
  elsif v_kind in ('priority', 'assign') then
    -- What each had before, where it still has what the change gave it (a later change stays).
    update public.objectives o
    set priority = case when v_kind = 'priority' then (b.before ->> 'priority')::smallint else o.priority end,
        assignee_id = case when v_kind = 'assign' then (b.before ->> 'assignee')::uuid else o.assignee_id end,
        updated_at = now()
    from private.objective_batches b
    where b.batch_id = p_batch and b.undone_at is null and o.id = b.objective_id and o.dashboard_id = v_dashboard
      and case when v_kind = 'priority' then o.priority = (b.after ->> 'priority')::smallint
               else o.assignee_id is not distinct from (b.after ->> 'assignee')::uuid end
      -- Someone who left meanwhile is not given it back: it stays as it is.
      and (v_kind = 'priority' or b.before ->> 'assignee' is null or exists (
        select 1 from public.dashboard_members m
        where m.dashboard_id = v_dashboard and m.user_id = (b.before ->> 'assignee')::uuid));
    get diagnostics v_back = row_count;
  elsif v_kind = 'forever' then
    -- Still done, and still here: open again with the rule it had (no next was added).
    select objective_id, before into v_id, v_before from private.objective_batches
    where batch_id = p_batch and undone_at is null;
    update public.objectives
    set done = false, done_at = null, repeat = v_before ->> 'repeat', repeat_every = (v_before ->> 'every')::smallint,
        repeat_anchor = (v_before ->> 'anchor')::date, repeat_from_done = (v_before ->> 'from_done')::boolean,
        repeat_until = (v_before ->> 'until')::date,
        updated_at = now()
    where id = v_id and dashboard_id = v_dashboard and done;
    get diagnostics v_back = row_count;
  else
    -- Last first: each deleted one goes back to the place it had when it was deleted.
    for v_id in
      select objective_id from private.objective_batches
      where batch_id = p_batch and undone_at is null order by turn desc
    loop
      if v_kind = 'done' then
        -- Still done, and still here: marked not done (its next one goes, if untouched).
        if exists (select 1 from public.objectives where id = v_id and dashboard_id = v_dashboard and done) then
          perform public.set_objective_done(v_id, false);
          v_back := v_back + 1;
        end if;
      elsif exists (select 1 from private.deleted_objectives where id = v_id) then
        perform public.restore_objective(v_id);
        v_back := v_back + 1;
      end if;
    end loop;
  end if;
  update private.objective_batches set undone_at = now() where batch_id = p_batch and undone_at is null;
  return jsonb_build_object('back', v_back, 'kind', v_kind, 'dashboard', v_dashboard)
    || case when v_other is null then '{}'::jsonb else jsonb_build_object('moved_from', v_other) end;
end;
$$;

-- -----------------------------------------------------------------------------
-- The days to come: up to the end
-- -----------------------------------------------------------------------------

-- As in the week start migration; a series' days stop at its end.
create or replace function public.get_calendar_page(
  p_dashboard uuid,
  p_month date default null,
  p_week_start int default 1,
  p_time_zone text default 'UTC',
  p_markers uuid[] default '{}',
  p_per_day int default null,
  p_assignee uuid default null,
  p_unassigned boolean default false
)
returns json language plpgsql stable set search_path = '' as $$
declare
  v_dashboard json;
  v_show_done boolean;
  v_today date := private.today(p_time_zone);
  v_month date := date_trunc('month', coalesce(p_month, v_today))::date;
  v_markers uuid[] := case when cardinality(p_markers) > 0 then p_markers end;
  v_from date;
  v_to date;
  v_objectives json;
  v_counts json;
  v_by_priority boolean;
  v_assigned boolean;
  -- The caller's own first day of the week, else the one the page passes (its language's).
  v_week_start int := coalesce((select p.week_start from public.profiles p where p.id = (select auth.uid())), p_week_start);
begin
  select m.dashboard, m.show_done into v_dashboard, v_show_done from private.member_dashboard(p_dashboard) m;
  v_by_priority := v_dashboard ->> 'day_order' = 'priority';
  if p_week_start is null or p_week_start not between 1 and 7 or p_per_day < 0 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  v_from := v_month - ((extract(isodow from v_month)::int - v_week_start + 7) % 7);
  v_to := v_from + 41;
  v_assigned := p_assignee is not null or p_unassigned or exists (
    select 1 from public.objectives a where a.dashboard_id = p_dashboard and a.assignee_id is not null);

  -- Each day's objectives in their order, numbered, with the day's count.
  select json_agg(o.page_json order by o.day, o.n) filter (where p_per_day is null or o.n <= p_per_day),
         json_object_agg(o.day, o.total) filter (where o.n = 1)
    into v_objectives, v_counts
  from (
    select o.day, o.page_json, row_number() over w as n, count(*) over (partition by o.day) as total
    from (
      select o.day, o.page_json, false as projected, o.position, o.created_at,
             case when v_by_priority then o.priority end as rank
      from public.objectives o
      where o.dashboard_id = p_dashboard and o.day between v_from and v_to and (v_show_done or not o.done)
        and (v_markers is null or o.marker_ids && v_markers)
        and (p_assignee is null or o.assignee_id = p_assignee) and (p_unassigned is not true or o.assignee_id is null)
      union all
      -- The days a repeating objective will come back on, after the grid's start and today
      -- (counted from done: if it is done on its day, or today when it is late).
      select p.day, (o.page_json::jsonb || jsonb_build_object('day', p.day, 'projected', true))::json, true,
             o.position, o.created_at, case when v_by_priority then o.priority end
      from public.objectives o
      cross join lateral private.projected_days(o.repeat, o.repeat_every, o.repeat_from_done,
                                                private.series_start(o.day, o.repeat_anchor, o.repeat_from_done, v_today),
                                                greatest(o.day, v_today, v_from - 1), least(v_to, o.repeat_until)) p (day)
      where o.dashboard_id = p_dashboard and o.repeat is not null and not o.done and o.day <= v_to
        and (v_markers is null or o.marker_ids && v_markers)
        and (p_assignee is null or o.assignee_id = p_assignee) and (p_unassigned is not true or o.assignee_id is null)
    ) o
    window w as (partition by o.day order by o.rank, o.projected, o.position, o.created_at)
  ) o;

  return json_build_object(
    'dashboard', v_dashboard,
    'month', v_month,
    'from', v_from,
    'to', v_to,
    'today', v_today,
    'objectives', coalesce(v_objectives, '[]'),
    'day_counts', coalesce(v_counts, '{}'),
    'markers', coalesce((
      select json_agg(json_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name))
      from public.markers m where m.dashboard_id = p_dashboard), '[]'),
    -- The names of the shown objectives' assignees, for their initials.
    'people', coalesce((
      select json_object_agg(p.id, private.member_name(p.display_name, p.email))
      from (select distinct (e ->> 'assignee')::uuid as id
            from json_array_elements(coalesce(v_objectives, '[]')) e where e ->> 'assignee' is not null) a
      join public.profiles p on p.id = a.id), '{}'),
    'assigned', v_assigned,
    -- The filter's choices once anything is assigned: the other members, by name.
    'members', case when v_assigned then private.other_members(p_dashboard) end
  );
end;
$$;

-- As in the viewers out of lists migration; a series' days stop at its end.
create or replace function public.get_upcoming_page(
  p_time_zone text default 'UTC',
  p_from date default null,
  p_days int default 7,
  p_mine boolean default false,
  p_per_day int default 50,
  p_overdue_limit int default 10
)
returns json language plpgsql stable set search_path = '' as $$
declare
  v_me uuid := (select auth.uid());
  v_today date := private.today(p_time_zone);
  v_from date := coalesce(p_from, v_today + 1);
  v_to date;
  v_mine uuid := case when p_mine then (select auth.uid()) end;
  -- Only the week that starts where today ends lists what is overdue.
  v_overdue boolean := v_from <= v_today + 1;
begin
  if p_days not between 1 and 31 or p_per_day not between 1 and 500 or p_overdue_limit not between 0 and 500 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  v_to := v_from + p_days - 1;
  return (
    -- The caller's dashboards, with their view options.
    with m as materialized (
      select me.dashboard_id, d.name, me.show_done, me.day_order = 'priority' as by_priority
      from public.dashboard_members me
      join public.dashboards d on d.id = me.dashboard_id
      where me.user_id = v_me and d.archived_at is null and me.role <> 'viewer'
    -- The days' objectives, and the days a repeating one comes back on (after its own day
    -- and today; counted from done: from the day it would be done on time, or today).
    ), o as materialized (
      select o.day, m.dashboard_id, m.name, o.page_json, false as projected, o.position, o.created_at,
             o.marker_ids, o.assignee_id, case when m.by_priority then o.priority end as rank
      from m
      join public.objectives o on o.dashboard_id = m.dashboard_id
      where o.day between v_from and v_to and (m.show_done or not o.done)
        and (v_mine is null or o.assignee_id = v_mine)
      union all
      select p.day, m.dashboard_id, m.name, (o.page_json::jsonb || jsonb_build_object('day', p.day, 'projected', true))::json,
             true, o.position, o.created_at, o.marker_ids, o.assignee_id, case when m.by_priority then o.priority end
      from m
      join public.objectives o on o.dashboard_id = m.dashboard_id
      cross join lateral private.projected_days(o.repeat, o.repeat_every, o.repeat_from_done,
                                                private.series_start(o.day, o.repeat_anchor, o.repeat_from_done, v_today),
                                                greatest(o.day, v_today, v_from - 1), least(v_to, o.repeat_until)) p (day)
      where o.repeat is not null and not o.done and o.day <= v_to
        and (v_mine is null or o.assignee_id = v_mine)
    -- Each day's in their order: by dashboard (by name), then as its day view orders them.
    ), n as materialized (
      select o.*, row_number() over w as k, count(*) over (partition by o.day) as total
      from o
      window w as (partition by o.day order by lower(o.name), o.dashboard_id, o.rank, o.projected, o.position, o.created_at)
    ), shown as materialized (
      select * from n where n.k <= p_per_day
    -- The open objectives before today (first week only): the oldest first, then as the days'.
    ), late as materialized (
      select o.dashboard_id, o.page_json, o.marker_ids, o.assignee_id,
             row_number() over w as k, count(*) over () as total
      from m
      join public.objectives o on o.dashboard_id = m.dashboard_id
      where v_overdue and o.day < v_today and not o.done
        and (v_mine is null or o.assignee_id = v_mine)
      window w as (order by o.day, lower(m.name), m.dashboard_id,
                   case when m.by_priority then o.priority end, o.position, o.created_at)
    ), late_shown as materialized (
      select * from late where late.k <= p_overdue_limit
    -- Every row the page draws, for the names and filters it needs.
    ), drawn as (
      select s.dashboard_id, s.marker_ids, s.assignee_id from shown s
      union all
      select l.dashboard_id, l.marker_ids, l.assignee_id from late_shown l
    )
    select json_build_object(
      'today', v_today,
      'from', v_from,
      'to', v_to,
      -- Only the days with anything: [{day, objectives, count}], each row naming its dashboard.
      'days', coalesce((
        select json_agg(json_build_object('day', g.day, 'objectives', g.objectives, 'count', g.total) order by g.day)
        from (
          select s.day, max(s.total) as total,
                 json_agg((s.page_json::jsonb || jsonb_build_object('dashboard', s.dashboard_id))::json order by s.k) as objectives
          from shown s group by s.day
        ) g), '[]'),
      -- The overdue ones shown, each naming its dashboard, and how many there are in all.
      'overdue', coalesce((
        select json_agg((l.page_json::jsonb || jsonb_build_object('dashboard', l.dashboard_id))::json order by l.k)
        from late_shown l), '[]'),
      'overdue_count', coalesce((select max(l.total) from late l), 0),
      -- The shown rows' dashboards' names and filters, and their assignees' names.
      'dashboards', coalesce((
        select json_object_agg(m.dashboard_id, m.name)
        from m where exists (select 1 from drawn r where r.dashboard_id = m.dashboard_id)), '{}'),
      'markers', coalesce((
        select json_agg(json_build_object('id', k.id, 'name', k.name, 'color', k.color) order by lower(k.name), k.id)
        from public.markers k
        where k.id in (select unnest(r.marker_ids) from drawn r)), '[]'),
      'people', coalesce((
        select json_object_agg(p.id, private.member_name(p.display_name, p.email))
        from (select distinct r.assignee_id from drawn r where r.assignee_id is not null) a
        join public.profiles p on p.id = a.assignee_id), '{}'),
      -- Every dashboard of the caller's, by name: where quick add may put a new objective (with
      -- what its "#" and "+" offer there), and what the page follows live (decision 014).
      'every_dashboard', private.quick_add_dashboards(),
      'notifications_unread', private.unread_notifications(),
      -- Anything on the caller's dashboards is assigned: "Assigned to me" is offered.
      'assigned', v_mine is not null or exists (
        select 1 from m join public.objectives a on a.dashboard_id = m.dashboard_id and a.assignee_id is not null)
    )
  );
end;
$$;

-- As in the feed assignees migration; a series' events stop at its end.
create or replace function public.get_calendar_feed(p_token text)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v private.calendar_feeds;
begin
  select * into v from private.calendar_feeds f where f.token_hash = private.token_hash(p_token);
  if not found then
    raise exception using errcode = 'PT404', message = 'feed_not_found';
  end if;
  if v.revoked_at is not null then
    raise exception using errcode = 'PT410', message = 'feed_revoked';
  end if;
  return (
    select json_build_object(
      'dashboard', json_build_object('id', d.id, 'name', d.name),
      -- The link's owner's language, for the words the feed adds (null: theirs is not set).
      'locale', (select p.locale from public.profiles p where p.id = v.user_id),
      'objectives', coalesce((
        select json_agg(json_build_object(
                 'id', o.id, 'day', o.day, 'title', o.title, 'description', o.description, 'priority', o.priority,
                 'done', o.done, 'assignee', private.assignee_name(o.assignee_id),
                 'filters', private.marker_names(o.marker_ids), 'updated_at', private.utc_text(o.updated_at))
               order by o.day, o.position, o.created_at)
        from (
          select * from public.objectives o
          where o.dashboard_id = v.dashboard_id and o.day >= current_date - 365
          order by o.day limit 5000
        ) o), '[]'),
      -- After its own day and today, as the calendar page shows them.
      'upcoming', coalesce((
        select json_agg(json_build_object(
                 'id', u.id, 'day', u.day, 'title', u.title, 'description', u.description, 'priority', u.priority,
                 'assignee', private.assignee_name(u.assignee_id),
                 'filters', private.marker_names(u.marker_ids), 'updated_at', private.utc_text(u.updated_at))
               order by u.day, u.position, u.created_at)
        from (
          select o.id, p.day, o.title, o.description, o.priority, o.assignee_id, o.marker_ids, o.updated_at, o.position,
                 o.created_at
          from public.objectives o
          cross join lateral private.projected_days(o.repeat, o.repeat_every, o.repeat_from_done,
                                                    private.series_start(o.day, o.repeat_anchor, o.repeat_from_done,
                                                                         current_date),
                                                    greatest(o.day, current_date),
                                                    least(current_date + 90, o.repeat_until)) p (day)
          where o.dashboard_id = v.dashboard_id and o.repeat is not null and not o.done
          order by p.day, o.position, o.created_at
          limit 2000
        ) u), '[]'))
    from public.dashboards d where d.id = v.dashboard_id
  );
end;
$$;

-- -----------------------------------------------------------------------------
-- Files: "repeat_until"
-- -----------------------------------------------------------------------------

-- As in the account export migration, plus "repeat_until" (with a rule; null: no end).
create or replace function private.dashboard_file(p_dashboard uuid)
returns json language sql stable set search_path = '' as $$
  select json_build_object(
    'format', 'planner-dashboard',
    'version', 1,
    'exported_at', private.utc_text(now()),
    'dashboard', json_build_object('id', d.id, 'name', d.name, 'created_at', private.utc_text(d.created_at)),
    'filters', private.markers_json(p_dashboard),
    'objectives', coalesce((
      select json_agg(json_build_object(
               'id', o.id, 'day', o.day, 'title', o.title, 'description', o.description, 'priority', o.priority,
               'assignee', (select p.email from public.profiles p where p.id = o.assignee_id),
               'done', o.done,
               'done_at', private.utc_text(o.done_at),
               'filters', private.marker_names(o.marker_ids), 'repeat', o.repeat,
               'repeat_every', case when o.repeat is not null then o.repeat_every end,
               'repeat_from_done', case when o.repeat is not null then o.repeat_from_done end,
               'repeat_until', o.repeat_until,
               'created_at', private.utc_text(o.created_at),
               -- Who wrote what, by email (as 'assignee'), oldest first.
               'comments', coalesce((
                 select json_agg(json_build_object(
                          'author', (select p.email from public.profiles p where p.id = c.author_id),
                          'body', c.body, 'created_at', private.utc_text(c.created_at),
                          'edited_at', private.utc_text(c.edited_at))
                        order by c.created_at, c.id)
                 from public.comments c where c.objective_id = o.id), '[]'),
               -- Its steps in order, ticked or not.
               'checklist', coalesce((
                 select json_agg(json_build_object('title', i.title, 'done', i.done) order by i.position, i.created_at)
                 from public.checklist_items i where i.objective_id = o.id), '[]'))
             order by o.day, o.position, o.created_at)
      from public.objectives o where o.dashboard_id = p_dashboard), '[]'),
    'notes', coalesce((
      select json_agg(json_build_object(
               'id', n.id, 'year', n.year, 'title', n.title, 'body', n.body,
               'filters', private.marker_names(n.marker_ids),
               'created_at', private.utc_text(n.created_at), 'updated_at', private.utc_text(n.updated_at))
             order by n.year, n.created_at)
      from public.notes n where n.dashboard_id = p_dashboard), '[]')
  )
  from public.dashboards d where d.id = p_dashboard
$$;

-- As in the account export migration, plus a "repeat_until" column after "repeat_from_done"
-- (empty without an end).
create or replace function public.export_dashboard(p_dashboard uuid, p_format text default 'json')
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_name text;
  v_body text;
begin
  perform private.member_dashboard(p_dashboard);
  select d.name into v_name from public.dashboards d where d.id = p_dashboard;

  if p_format = 'json' then
    v_body := private.dashboard_file(p_dashboard)::text;
  elsif p_format = 'objectives-csv' then
    select private.csv_line(array['day', 'title', 'description', 'priority', 'assignee', 'done', 'done_at', 'filters',
                                  'repeat', 'repeat_every', 'repeat_from_done', 'repeat_until',
                                  'created_at']) || E'\r\n'
      || coalesce(string_agg(
           private.csv_line(array[o.day::text, o.title, o.description, o.priority::text,
                                  (select p.email from public.profiles p where p.id = o.assignee_id),
                                  o.done::text, private.utc_text(o.done_at),
                                  array_to_string(private.marker_names(o.marker_ids), ', '), o.repeat,
                                  case when o.repeat is not null then o.repeat_every::text end,
                                  case when o.repeat is not null then o.repeat_from_done::text end,
                                  o.repeat_until::text, private.utc_text(o.created_at)])
           || E'\r\n',
           '' order by o.day, o.position, o.created_at), '')
    into v_body
    from public.objectives o where o.dashboard_id = p_dashboard;
  elsif p_format = 'notes-csv' then
    select private.csv_line(array['year', 'title', 'body', 'filters', 'created_at', 'updated_at']) || E'\r\n'
      || coalesce(string_agg(
           private.csv_line(array[n.year::text, n.title, n.body, array_to_string(private.marker_names(n.marker_ids), ', '),
                                  private.utc_text(n.created_at), private.utc_text(n.updated_at)])
           || E'\r\n',
           '' order by n.year, n.created_at), '')
    into v_body
    from public.notes n where n.dashboard_id = p_dashboard;
  else
    raise exception using errcode = 'PT422', message = 'format_invalid';
  end if;

  return json_build_object('name', v_name, 'body', v_body,
    -- The caller's own zone, null when unset: the file is named after their today.
    'time_zone', (select p.time_zone from public.profiles p where p.id = (select auth.uid())));
end;
$$;

-- As in the checklist files migration, plus each objective's "repeat_until" (optional,
-- 'YYYY-MM-DD'; kept with a rule on one not done, as the rule is).
create or replace function public.import_into_dashboard(
  p_dashboard uuid,
  p_filters jsonb default '[]',
  p_objectives jsonb default '[]',
  p_notes jsonb default '[]',
  p_request_id uuid default null
)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_prior jsonb;
  v_names text[];
  v_before int;
  v_filters int;
  v_objectives int;
  v_notes int;
  v_filter jsonb;
begin
  perform private.require_member(p_dashboard);
  if jsonb_typeof(coalesce(p_filters, '[]')) <> 'array' or jsonb_typeof(coalesce(p_objectives, '[]')) <> 'array'
     or jsonb_typeof(coalesce(p_notes, '[]')) <> 'array' then
    raise exception using errcode = 'PT422', message = 'import_invalid';
  end if;
  if jsonb_array_length(coalesce(p_objectives, '[]')) > 2000 or jsonb_array_length(coalesce(p_notes, '[]')) > 2000
     or jsonb_array_length(coalesce(p_filters, '[]')) > 100 then
    raise exception using errcode = 'PT422', message = 'import_too_large', hint = '2000';
  end if;
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  perform private.lock_order(p_dashboard);

  -- The dashboard's limits, for all the new rows at once (done objectives do not count).
  perform private.enforce_limit('objective', p_dashboard,
    (select count(*) from jsonb_array_elements(coalesce(p_objectives, '[]')) e
     where not coalesce((e->>'done')::boolean, false))::int);
  perform private.enforce_limit('note', p_dashboard, jsonb_array_length(coalesce(p_notes, '[]')));

  -- Comments (this planner's JSON export): as many as the objectives' own limit allows in all.
  if (select count(*) from jsonb_array_elements(coalesce(p_objectives, '[]')) e,
                             jsonb_array_elements(case when jsonb_typeof(e->'comments') = 'array' then e->'comments' else '[]' end) c)
     > 10000 then
    raise exception using errcode = 'PT422', message = 'import_comments_too_many', hint = '10000';
  end if;
  if exists (select 1 from jsonb_array_elements(coalesce(p_objectives, '[]')) e where e->>'day' is null) then
    raise exception using errcode = 'PT422', message = 'day_required';
  end if;
  if exists (select 1 from jsonb_array_elements(coalesce(p_notes, '[]')) e
             where (e->>'year') is null or (e->>'year')::int not between 1900 and 9999) then
    raise exception using errcode = 'PT422', message = 'year_invalid';
  end if;

  -- Filters: an export's new ones with their colours, checked as "Add filter" checks
  -- them; then every other name, found or made with the palette's next colour.
  perform private.lock_markers(p_dashboard);
  select count(*) into v_before from public.markers where dashboard_id = p_dashboard;
  for v_filter in select * from jsonb_array_elements(coalesce(p_filters, '[]')) where value ? 'color' loop
    if not exists (select 1 from public.markers m where m.dashboard_id = p_dashboard
                   and lower(btrim(m.name)) = lower(btrim(v_filter->>'name'))) then
      perform private.enforce_limit('markers', p_dashboard);
      insert into public.markers (dashboard_id, name, color)
      values (p_dashboard, private.check_marker(p_dashboard, v_filter->>'name', v_filter->>'color'), v_filter->>'color');
    end if;
  end loop;
  select coalesce(array_agg(distinct f), '{}') into v_names
  from (select jsonb_array_elements_text(coalesce(e->'filters', '[]')) as f
        from jsonb_array_elements(coalesce(p_objectives, '[]') || coalesce(p_notes, '[]')) e
        union all
        select f->>'name' from jsonb_array_elements(coalesce(p_filters, '[]')) f where not f ? 'color') x;
  perform private.markers_by_name(p_dashboard, v_names);
  select count(*) - v_before into v_filters from public.markers where dashboard_id = p_dashboard;

  -- Objectives: ids made first, so that one statement adds them and links their filters.
  with src as materialized (
    select gen_random_uuid() as id, (e->>'day')::date as day,
           private.clean_text(e->>'title', 500, 'title') as title,
           private.clean_text(pg_catalog.btrim(coalesce(e->>'description', ''), E' \t\r\n'), 5000, 'description', false) as description,
           private.check_priority(coalesce((e->>'priority')::int, 4)) as priority,
           (select m.user_id from public.dashboard_members m join public.profiles p on p.id = m.user_id
            where m.dashboard_id = p_dashboard and nullif(pg_catalog.btrim(e->>'assignee'), '') is not null
              and lower(pg_catalog.btrim(e->>'assignee')) in (lower(p.email), lower(pg_catalog.btrim(p.display_name)))
            order by lower(pg_catalog.btrim(e->>'assignee')) = lower(p.email) desc, m.joined_at
            limit 1) as assignee,
           coalesce((e->>'done')::boolean, false) as done,
           private.repeat_rule(e->>'repeat') as repeat,
           private.repeat_interval(private.repeat_rule(e->>'repeat'), (e->>'repeat_every')::int) as every,
           coalesce((e->>'repeat_from_done')::boolean, false) as from_done,
           (nullif(e->>'repeat_until', ''))::date as until,
           coalesce(e->'filters', '[]') as filters,
           case when jsonb_typeof(e->'comments') = 'array' then e->'comments' else '[]' end as comments,
           case when jsonb_typeof(e->'checklist') = 'array' then e->'checklist' else '[]' end as checklist, n
    from jsonb_array_elements(coalesce(p_objectives, '[]')) with ordinality as x (e, n)
  ), added as (
    insert into public.objectives (id, dashboard_id, day, title, description, priority, assignee_id, done, done_at, position,
                                   repeat, repeat_every, repeat_from_done, repeat_until)
    select o.id, p_dashboard, o.day, o.title, o.description, o.priority, o.assignee, o.done, case when o.done then now() end,
           private.next_position(p_dashboard, o.day) - 1 + row_number() over (partition by o.day order by o.n),
           -- A done objective's series has ended (decision 028).
           case when o.done then null else o.repeat end, case when o.done then 1 else o.every end,
           not o.done and o.repeat is not null and o.from_done,
           case when not o.done and o.repeat is not null then o.until end
    from src o
    returning 1
  ), linked as (
    insert into public.objective_markers (dashboard_id, objective_id, marker_id)
    select distinct p_dashboard, o.id, m.id
    from src o
    cross join lateral jsonb_array_elements_text(o.filters) f
    join public.markers m on m.dashboard_id = p_dashboard and lower(btrim(m.name)) = lower(btrim(f))
    returning 1
  ), commented as (
    -- Up to 500 an objective, in the file's order; written by a member of this dashboard with
    -- that email, else by nobody ("someone who has left"); at their time, else now.
    insert into public.comments (dashboard_id, objective_id, author_id, body, created_at, edited_at)
    select p_dashboard, o.id,
           (select m.user_id from public.dashboard_members m join public.profiles p on p.id = m.user_id
            where m.dashboard_id = p_dashboard and lower(p.email) = lower(pg_catalog.btrim(c->>'author'))),
           private.clean_text(c->>'body', 2000, 'comment'),
           coalesce(private.moment_or_null(c->>'created_at'), now() + make_interval(secs => k / 1e6)),
           private.moment_or_null(c->>'edited_at')
    from src o
    cross join lateral jsonb_array_elements(o.comments) with ordinality as y (c, k)
    where k <= 500 and pg_catalog.btrim(coalesce(c->>'body', '')) <> ''
    returning 1
  ), stepped as (
    -- Up to 100 an objective, in the file's order, ticked as they were; blank ones left out.
    insert into public.checklist_items (dashboard_id, objective_id, title, done, position)
    select p_dashboard, o.id, private.clean_text(s->>'title', 500, 'checklist_item'),
           coalesce((s->>'done')::boolean, false), row_number() over (partition by o.id order by k)
    from src o
    cross join lateral jsonb_array_elements(o.checklist) with ordinality as y (s, k)
    where k <= 100 and pg_catalog.btrim(coalesce(s->>'title', '')) <> ''
    returning 1
  )
  select (select count(*) from added) into v_objectives;

  -- Notes, in the file's order: a year's newest is the file's last.
  with src as materialized (
    select gen_random_uuid() as id, (e->>'year')::int as year,
           private.clean_text(e->>'title', 200, 'title') as title,
           private.clean_text(coalesce(e->>'body', ''), 20000, 'body', false) as body,
           coalesce(e->'filters', '[]') as filters, n
    from jsonb_array_elements(coalesce(p_notes, '[]')) with ordinality as x (e, n)
  ), added as (
    insert into public.notes (id, dashboard_id, year, title, body, created_at, updated_at)
    select i.id, p_dashboard, i.year, i.title, i.body,
           now() + make_interval(secs => i.n / 1e6), now() + make_interval(secs => i.n / 1e6)
    from src i
    returning 1
  ), linked as (
    insert into public.note_markers (dashboard_id, note_id, marker_id)
    select distinct p_dashboard, i.id, m.id
    from src i
    cross join lateral jsonb_array_elements_text(i.filters) f
    join public.markers m on m.dashboard_id = p_dashboard and lower(btrim(m.name)) = lower(btrim(f))
    returning 1
  )
  select (select count(*) from added) into v_notes;

  return private.remember_request(p_request_id,
    jsonb_build_object('objectives', v_objectives, 'notes', v_notes, 'filters', v_filters));
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.repeat_until(text, date, date),
  private.objective_page_json(uuid, date, text, boolean, uuid[], text, smallint, text, smallint, uuid, boolean, int, int, int,
                              date),
  public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int, uuid, text, boolean, date),
  public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid, boolean, text)
  from public, anon, authenticated, service_role;
grant execute on function public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int, uuid, text, boolean, date),
  public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid, boolean, text) to authenticated;
