-- =============================================================================
-- Repeating from the day it is done
-- =============================================================================
-- "Water the plants every 3 days" means three days after they were last watered,
-- not every third day of the calendar: the most asked-for repeat of planners
-- (Todoist's "every!"). A rule may now count from the day the objective is marked
-- done instead of from its day (repeat_from_done): done on Friday, "every 3 days"
-- comes back on Monday, whatever day it was planned for. Pages show it, quick add
-- reads "every!" (and its kin in each language), the edit page has a checkbox, and
-- files, copies, Undo and moves keep it. The calendar and the feeds show where it
-- will come back if it is done on its day, or today when it is late (decision 041).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The rule's count
-- -----------------------------------------------------------------------------

alter table public.objectives
  add column repeat_from_done boolean not null default false,
  add constraint objectives_repeat_from_done check (not repeat_from_done or repeat is not null);

comment on column public.objectives.repeat_from_done is
  'True: its rule counts from the day it is marked done (Todoist''s "every!"); false: from its day (its series).';

alter table private.deleted_objectives add column repeat_from_done boolean not null default false;
comment on column private.deleted_objectives.repeat_from_done is 'Its rule counted from the day it is done.';

-- The day after p_done (the day it was marked done) that a rule counted from it gives:
-- "every 3 days" three days later, "every month" the same date a month later (the last
-- day of a shorter month), "every weekday" the next Monday to Friday.
create function private.next_from_done(p_repeat text, p_every int, p_done date)
returns date language plpgsql immutable set search_path = '' as $$
declare
  v date;
begin
  case p_repeat
    when 'daily' then
      return p_done + p_every;
    when 'weekdays' then
      v := p_done + 1;
      return v + case extract(isodow from v)::int when 6 then 2 when 7 then 1 else 0 end;
    when 'weekly' then
      return p_done + 7 * p_every;
    when 'monthly' then
      return (p_done + pg_catalog.make_interval(months => p_every))::date;
    when 'yearly' then
      return (p_done + pg_catalog.make_interval(years => p_every))::date;
    else
      raise exception using errcode = 'PT422', message = 'repeat_invalid';
  end case;
end;
$$;

comment on function private.next_from_done(text, int, date) is
  'The next day of a rule counted from the day it is done (p_done).';

-- Where a series' next days are counted from, for the calendar and the feeds: its
-- anchor (its day when none); for a rule counted from the day it is done, the day it
-- would be done if done on time, or today when it is late.
create function private.series_start(p_day date, p_anchor date, p_from_done boolean, p_today date)
returns date language sql immutable set search_path = '' as $$
  select case when p_from_done then greatest(p_day, p_today) else coalesce(p_anchor, p_day) end
$$;

-- The next days of such a series, in order, after p_after and up to p_until. Counted from
-- done, days and weeks step as the series from p_start does; months and years step from
-- each day reached (done on 28 February, "every month" comes back on 28 March).
create function private.projected_days(p_repeat text, p_every int, p_from_done boolean, p_start date, p_after date,
                                       p_until date)
returns setof date language plpgsql immutable set search_path = '' as $$
declare
  v date;
begin
  if not p_from_done or p_repeat not in ('monthly', 'yearly') then
    return query select private.occurrences(p_repeat, p_every, p_start, p_after, p_until);
    return;
  end if;
  v := private.next_from_done(p_repeat, p_every, p_start);
  while v <= p_until loop
    if v > p_after then
      return next v;
    end if;
    v := private.next_from_done(p_repeat, p_every, v);
  end loop;
end;
$$;

-- -----------------------------------------------------------------------------
-- The rows' JSON: "fromDone" when set
-- -----------------------------------------------------------------------------

-- As in the assignees migration, plus "fromDone": true when the rule counts from done.
create function private.objective_page_json(p_id uuid, p_day date, p_title text, p_done boolean, p_markers uuid[],
                                            p_repeat text, p_every smallint, p_summary text, p_priority smallint,
                                            p_assignee uuid, p_from_done boolean)
returns json language sql immutable set search_path = '' as $$
  select case
    when p_from_done
      then (private.objective_page_json(p_id, p_day, p_title, p_done, p_markers, p_repeat, p_every, p_summary, p_priority,
                                        p_assignee)::jsonb
            || pg_catalog.jsonb_build_object('fromDone', true))::json
    else private.objective_page_json(p_id, p_day, p_title, p_done, p_markers, p_repeat, p_every, p_summary, p_priority,
                                     p_assignee)
  end
$$;

alter table public.objectives drop column page_json;
alter table public.objectives
  add column page_json json not null
  generated always as (private.objective_page_json(id, day, title, done, marker_ids, repeat, repeat_every,
                                                   private.description_summary(description), priority, assignee_id,
                                                   repeat_from_done)) stored;
comment on column public.objectives.page_json is
  'The objective as pages list it ({id, day, title, done, markers; repeat, every, fromDone, summary, priority and assignee when set}), generated from the row.';

-- The changes' answers and the edit page carry it.
create or replace function private.objective_json(p_objective public.objectives)
returns jsonb language sql stable set search_path = '' as $$
  select private.objective_item(p_objective.id, p_objective.day, p_objective.title, p_objective.done, p_objective.done_at,
    (select jsonb_agg(om.marker_id order by m.name) from public.objective_markers om
     join public.markers m on m.id = om.marker_id where om.objective_id = p_objective.id))
    || jsonb_build_object('repeat', p_objective.repeat, 'repeat_every', p_objective.repeat_every,
                          'repeat_from_done', p_objective.repeat_from_done,
                          'description', p_objective.description, 'priority', p_objective.priority,
                          'assignee', p_objective.assignee_id)
$$;

-- -----------------------------------------------------------------------------
-- Add and edit: with the count
-- -----------------------------------------------------------------------------

-- As in the assigning migration, plus p_repeat_from_done (with a rule only). PostgREST
-- cannot choose between overloads called with named arguments, so the old one goes.
drop function public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int, uuid, text);
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
  p_repeat_from_done boolean default false
)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_title text := private.clean_text(p_title, 500, 'title');
  v_repeat text := private.repeat_rule(p_repeat);
  v_every smallint := private.repeat_interval(v_repeat, p_repeat_every);
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
                                 assignee_id)
  values (p_dashboard, p_day, v_title, private.next_position(p_dashboard, p_day), v_repeat, v_every,
          v_repeat is not null and coalesce(p_repeat_from_done, false), v_priority, v_assignee)
  returning * into v;
  perform private.set_objective_markers(v, v_markers);
  -- The notice stays out of the remembered answer: a double submit sends no second email.
  return private.remember_request(p_request_id, private.objective_json(v)) || private.assignment_notice(v, null);
end;
$$;

comment on function public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int, uuid, text, boolean) is
  'Adds an objective at the end of its day, with filters by id or name, an optional repeat rule (counted from its day, or from the day it is done: p_repeat_from_done), a priority and an assignee (by id, or by name as quick add''s "+name"); p_request_id makes a double submit add one.';

-- As in the move between dashboards migration, plus p_repeat_from_done: null keeps it
-- (false when the rule ends). A change of the count, like a change of the rule, starts
-- the series again from the day.
drop function public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid);
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
                                    'unassigned', v_assignee is not null and v.assignee_id is null) end
    || private.assignment_notice(v, v_before);
end;
$$;

comment on function public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid, boolean) is
  'Changes an objective''s title, day, filters, repeat rule (and whether it counts from the day it is done), description, priority or assignee, or moves it to another of the caller''s dashboards (p_dashboard: filters by name, the assignee if a member there); a null argument keeps what is there, p_repeat ''none'' ends the rule, p_assignee ''none'' leaves it to nobody.';

-- -----------------------------------------------------------------------------
-- Done adds the next one; Undo keeps the count
-- -----------------------------------------------------------------------------

-- As in the assignees migration: a rule counted from done puts the next one after the
-- day it is marked done (the caller's today), whatever its own day; a series' next one
-- comes as before. Marking it not done gives the count back with the rule.
create or replace function public.set_objective_done(p_objective uuid, p_done boolean, p_time_zone text default 'UTC')
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
  v_done boolean := coalesce(p_done, false);
  v_next public.objectives;
begin
  if v.done = v_done then
    return private.objective_json(v);
  end if;
  if v_done then
    update public.objectives
    set done = true, done_at = now(), repeat = null, repeat_every = 1, repeat_anchor = null, repeat_from_done = false,
        updated_at = now()
    where id = v.id;
    if v.repeat is not null then
      v_next.day := case
        when v.repeat_from_done then private.next_from_done(v.repeat, v.repeat_every, private.today(p_time_zone))
        else private.next_occurrence(v.repeat, v.repeat_every, coalesce(v.repeat_anchor, v.day),
                                     greatest(v.day, private.today(p_time_zone)))
      end;
      -- The series' own day goes with it: after 28 February, a monthly 31st is back on 31 March.
      insert into public.objectives (dashboard_id, day, title, description, priority, assignee_id, position, repeat,
                                     repeat_every, repeat_anchor, repeat_from_done, repeat_from)
      values (v.dashboard_id, v_next.day, v.title, v.description, v.priority, v.assignee_id,
              private.next_position(v.dashboard_id, v_next.day),
              v.repeat, v.repeat_every,
              case when not v.repeat_from_done then nullif(coalesce(v.repeat_anchor, v.day), v_next.day) end,
              v.repeat_from_done, v.id)
      returning * into v_next;
      perform private.set_objective_markers(v_next, v.marker_ids);
    end if;
  else
    -- The next one, if its completion added one that is still as it was added.
    select * into v_next from public.objectives n
    where n.repeat_from = v.id and not n.done and n.title = v.title and n.description = v.description
      and n.priority = v.priority and n.assignee_id is not distinct from v.assignee_id
      and n.repeat is not null and n.marker_ids @> v.marker_ids and n.marker_ids <@ v.marker_ids;
    if v_next.id is not null then
      delete from public.objectives where id = v_next.id;
      perform private.renumber_day(v_next.dashboard_id, v_next.day);
    end if;
    update public.objectives
    set done = false, done_at = null, repeat = coalesce(v_next.repeat, repeat),
        repeat_every = case when v_next.id is null then repeat_every else v_next.repeat_every end,
        repeat_anchor = case when v_next.id is null then repeat_anchor else nullif(v_next.repeat_anchor, day) end,
        repeat_from_done = case when v_next.id is null then repeat_from_done else v_next.repeat_from_done end,
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

-- As in the assignees migration, with the count.
create or replace function public.delete_objective(p_objective uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
begin
  delete from private.deleted_objectives where deleted_at < now() - interval '1 hour';
  insert into private.deleted_objectives (id, dashboard_id, day, title, done_at, position, marker_ids, created_by, created_at, repeat,
                                          repeat_every, repeat_anchor, repeat_from_done, description, priority, assignee_id)
  values (v.id, v.dashboard_id, v.day, v.title, v.done_at, v.position, v.marker_ids, v.created_by, v.created_at, v.repeat,
          v.repeat_every, v.repeat_anchor, v.repeat_from_done, v.description, v.priority, v.assignee_id)
  on conflict (id) do nothing;
  delete from public.objectives where id = v.id;
  perform private.renumber_day(v.dashboard_id, v.day);
  return private.objective_json(v);
end;
$$;

-- As in the assignees migration, with the count.
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
                                 created_by, created_at, repeat, repeat_every, repeat_anchor, repeat_from_done)
  values (d.id, d.dashboard_id, d.day, d.title, d.description, d.priority,
          (select m.user_id from public.dashboard_members m where m.dashboard_id = d.dashboard_id and m.user_id = d.assignee_id),
          d.done_at is not null, d.done_at, d.position, d.created_by, d.created_at, d.repeat, d.repeat_every, d.repeat_anchor,
          d.repeat_from_done)
  returning * into v;
  -- The filters that still exist.
  perform private.set_objective_markers(v, array(
    select m from unnest(d.marker_ids) with ordinality as x (m, i)
    where exists (select 1 from public.markers k where k.id = m and k.dashboard_id = d.dashboard_id)
    order by i
  ));
  perform private.renumber_day(d.dashboard_id, d.day);
  select * into v from public.objectives where id = d.id;
  return private.objective_json(v);
end;
$$;

-- -----------------------------------------------------------------------------
-- Copies and files keep it
-- -----------------------------------------------------------------------------

-- As in the duplicate start migration, with the count.
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
           o.repeat, o.repeat_every, o.repeat_anchor + v_shift as repeat_anchor, o.repeat_from_done, o.created_at,
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
                                   repeat_anchor, repeat_from_done, created_by, created_at)
    select o.id, v_id, o.day, o.title, o.description, o.priority, o.position, o.repeat, o.repeat_every, o.repeat_anchor,
           o.repeat_from_done, v_user, o.created_at
    from o
    returning 1
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

-- As in the assignee files migration, plus "repeat_from_done" (JSON, with a rule) and a
-- "repeat_from_done" column after "repeat_every" (CSV): true or false with a rule, empty
-- without.
create or replace function public.export_dashboard(p_dashboard uuid, p_format text default 'json')
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_name text;
  v_body text;
begin
  perform private.member_dashboard(p_dashboard);
  select d.name into v_name from public.dashboards d where d.id = p_dashboard;

  if p_format = 'json' then
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
                 'created_at', private.utc_text(o.created_at))
               order by o.day, o.position, o.created_at)
        from public.objectives o where o.dashboard_id = p_dashboard), '[]'),
      'notes', coalesce((
        select json_agg(json_build_object(
                 'id', n.id, 'year', n.year, 'title', n.title, 'body', n.body,
                 'filters', private.marker_names(n.marker_ids),
                 'created_at', private.utc_text(n.created_at), 'updated_at', private.utc_text(n.updated_at))
               order by n.year, n.created_at)
        from public.notes n where n.dashboard_id = p_dashboard), '[]')
    )::text
    into v_body
    from public.dashboards d where d.id = p_dashboard;
  elsif p_format = 'objectives-csv' then
    select private.csv_line(array['day', 'title', 'description', 'priority', 'assignee', 'done', 'done_at', 'filters',
                                  'repeat', 'repeat_every', 'repeat_from_done', 'created_at']) || E'\r\n'
      || coalesce(string_agg(
           private.csv_line(array[o.day::text, o.title, o.description, o.priority::text,
                                  (select p.email from public.profiles p where p.id = o.assignee_id),
                                  o.done::text, private.utc_text(o.done_at),
                                  array_to_string(private.marker_names(o.marker_ids), ', '), o.repeat,
                                  case when o.repeat is not null then o.repeat_every::text end,
                                  case when o.repeat is not null then o.repeat_from_done::text end,
                                  private.utc_text(o.created_at)])
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

  return json_build_object('name', v_name, 'body', v_body);
end;
$$;

-- As in the assignee files migration, plus each objective's "repeat_from_done" (optional,
-- false when absent; with a rule only).
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
           coalesce(e->'filters', '[]') as filters, n
    from jsonb_array_elements(coalesce(p_objectives, '[]')) with ordinality as x (e, n)
  ), added as (
    insert into public.objectives (id, dashboard_id, day, title, description, priority, assignee_id, done, done_at, position,
                                   repeat, repeat_every, repeat_from_done)
    select o.id, p_dashboard, o.day, o.title, o.description, o.priority, o.assignee, o.done, case when o.done then now() end,
           private.next_position(p_dashboard, o.day) - 1 + row_number() over (partition by o.day order by o.n),
           -- A done objective's series has ended (decision 028).
           case when o.done then null else o.repeat end, case when o.done then 1 else o.every end,
           not o.done and o.repeat is not null and o.from_done
    from src o
    returning 1
  ), linked as (
    insert into public.objective_markers (dashboard_id, objective_id, marker_id)
    select distinct p_dashboard, o.id, m.id
    from src o
    cross join lateral jsonb_array_elements_text(o.filters) f
    join public.markers m on m.dashboard_id = p_dashboard and lower(btrim(m.name)) = lower(btrim(f))
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
-- The calendar and the feeds show where it comes back
-- -----------------------------------------------------------------------------

-- As in the calendar people migration; a rule counted from done is projected from the
-- day it would be done on time (private.series_start).
create or replace function public.get_calendar_page(
  p_dashboard uuid,
  p_month date default null,
  p_week_start int default 1,
  p_time_zone text default 'UTC',
  p_markers uuid[] default '{}',
  p_per_day int default null,
  p_mine boolean default false
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
  v_mine uuid := case when p_mine then (select auth.uid()) end;
begin
  select m.dashboard, m.show_done into v_dashboard, v_show_done from private.member_dashboard(p_dashboard) m;
  v_by_priority := v_dashboard ->> 'day_order' = 'priority';
  if p_week_start is null or p_week_start not between 1 and 7 or p_per_day < 0 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  v_from := v_month - ((extract(isodow from v_month)::int - p_week_start + 7) % 7);
  v_to := v_from + 41;

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
        and (v_mine is null or o.assignee_id = v_mine)
      union all
      -- The days a repeating objective will come back on, after the grid's start and today
      -- (counted from done: if it is done on its day, or today when it is late).
      select p.day, (o.page_json::jsonb || jsonb_build_object('day', p.day, 'projected', true))::json, true,
             o.position, o.created_at, case when v_by_priority then o.priority end
      from public.objectives o
      cross join lateral private.projected_days(o.repeat, o.repeat_every, o.repeat_from_done,
                                                private.series_start(o.day, o.repeat_anchor, o.repeat_from_done, v_today),
                                                greatest(o.day, v_today, v_from - 1), v_to) p (day)
      where o.dashboard_id = p_dashboard and o.repeat is not null and not o.done and o.day <= v_to
        and (v_markers is null or o.marker_ids && v_markers)
        and (v_mine is null or o.assignee_id = v_mine)
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
    'assigned', v_mine is not null or exists (
      select 1 from public.objectives a where a.dashboard_id = p_dashboard and a.assignee_id is not null)
  );
end;
$$;

-- As in the feed repeats migration, the same way.
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
      'objectives', coalesce((
        select json_agg(json_build_object(
                 'id', o.id, 'day', o.day, 'title', o.title, 'description', o.description, 'priority', o.priority,
                 'done', o.done,
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
                 'filters', private.marker_names(u.marker_ids), 'updated_at', private.utc_text(u.updated_at))
               order by u.day, u.position, u.created_at)
        from (
          select o.id, p.day, o.title, o.description, o.priority, o.marker_ids, o.updated_at, o.position, o.created_at
          from public.objectives o
          cross join lateral private.projected_days(o.repeat, o.repeat_every, o.repeat_from_done,
                                                    private.series_start(o.day, o.repeat_anchor, o.repeat_from_done,
                                                                         current_date),
                                                    greatest(o.day, current_date), current_date + 90) p (day)
          where o.dashboard_id = v.dashboard_id and o.repeat is not null and not o.done
          order by p.day, o.position, o.created_at
          limit 2000
        ) u), '[]'))
    from public.dashboards d where d.id = v.dashboard_id
  );
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.next_from_done(text, int, date),
  private.series_start(date, date, boolean, date),
  private.projected_days(text, int, boolean, date, date, date),
  private.objective_page_json(uuid, date, text, boolean, uuid[], text, smallint, text, smallint, uuid, boolean),
  public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int, uuid, text, boolean),
  public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid, boolean)
  from public, anon, authenticated, service_role;
-- The calendar runs as its caller: it computes series days (pure arithmetic, no rows).
grant execute on function private.next_from_done(text, int, date), private.series_start(date, date, boolean, date),
  private.projected_days(text, int, boolean, date, date, date) to authenticated;
grant execute on function public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int, uuid, text, boolean),
  public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid, boolean) to authenticated;
