-- =============================================================================
-- How long it takes: "Dentist 3:00–4:30 PM" (decision 095)
-- =============================================================================
-- An objective with a time of its day (decision 093) can also say how long it takes, as
-- Todoist's durations and TickTick's "8:00-12:00" do: a meeting from 10:00 to 11:30, a
-- 45-minute run. objectives.duration_minutes is that length (1 minute to 24 hours); it needs
-- a time to start from, so taking the time away takes it too, whoever does it (a trigger).
-- Rows show the span ("10:00 – 11:30 AM"), calendar feeds end the event when it ends instead
-- of an hour later, and every copy keeps it: the next one of a series, a duplicate, Undo of a
-- delete, a duplicated dashboard.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The column, and its rule: no length without a time
-- -----------------------------------------------------------------------------

alter table public.objectives
  add column duration_minutes smallint,
  add constraint objectives_duration_minutes check (duration_minutes between 1 and 1440),
  add constraint objectives_duration_needs_time check (duration_minutes is null or at_time is not null);

comment on column public.objectives.duration_minutes is
  'How long it takes from its time (at_time), in minutes, 1 to 1440; null: no length given (or no time).';

alter table private.deleted_objectives add column duration_minutes smallint;
comment on column private.deleted_objectives.duration_minutes is 'How long it took from its time, if it said.';

-- Whoever takes the time away (the edit page, the Select page's "Remove time", an Undo) takes
-- the length with it: a length counts from a time.
create function private.duration_needs_time()
returns trigger language plpgsql set search_path = '' as $$
begin
  if new.at_time is null then
    new.duration_minutes := null;
  end if;
  return new;
end;
$$;

comment on function private.duration_needs_time() is
  'Before a write of an objective: no time, no duration (objectives_duration_needs_time would refuse it).';

create trigger objectives_duration_needs_time
  before insert or update of at_time, duration_minutes on public.objectives
  for each row execute function private.duration_needs_time();

-- A length as given: null for none, else 1 to 1440 minutes (duration_invalid).
create function private.check_duration(p_minutes int)
returns smallint language plpgsql immutable set search_path = '' as $$
begin
  if p_minutes is null then
    return null;
  end if;
  if p_minutes < 1 or p_minutes > 1440 then
    raise exception using errcode = 'PT422', message = 'duration_invalid';
  end if;
  return p_minutes::smallint;
end;
$$;

comment on function private.check_duration(int) is
  'A duration in minutes as given (1 to 1440, null for none): refused otherwise (duration_invalid).';

-- -----------------------------------------------------------------------------
-- The rows' JSON: "minutes" when set
-- -----------------------------------------------------------------------------

-- As in the objective times migration, plus "minutes".
create function private.objective_page_json(p_id uuid, p_day date, p_title text, p_done boolean, p_markers uuid[],
                                            p_repeat text, p_every smallint, p_summary text, p_priority smallint,
                                            p_assignee uuid, p_from_done boolean, p_comments int, p_items int,
                                            p_items_done int, p_until date, p_deadline date, p_at time,
                                            p_minutes smallint)
returns json language sql immutable set search_path = '' as $$
  select case
    when p_minutes is not null
      then (private.objective_page_json(p_id, p_day, p_title, p_done, p_markers, p_repeat, p_every, p_summary, p_priority,
                                        p_assignee, p_from_done, p_comments, p_items, p_items_done, p_until,
                                        p_deadline, p_at)::jsonb
            || pg_catalog.jsonb_build_object('minutes', p_minutes))::json
    else private.objective_page_json(p_id, p_day, p_title, p_done, p_markers, p_repeat, p_every, p_summary, p_priority,
                                     p_assignee, p_from_done, p_comments, p_items, p_items_done, p_until, p_deadline, p_at)
  end
$$;

alter table public.objectives drop column page_json;
alter table public.objectives
  add column page_json json not null
  generated always as (private.objective_page_json(id, day, title, done, marker_ids, repeat, repeat_every,
                                                   private.description_summary(description), priority, assignee_id,
                                                   repeat_from_done, comment_count, checklist_items,
                                                   checklist_done, repeat_until, deadline, at_time,
                                                   duration_minutes)) stored;

comment on column public.objectives.page_json is
  'The objective as pages list it ({id, day, title, done, markers; repeat, every, fromDone, until, deadline, at, minutes, summary, priority, assignee, comments and checklist when set}), generated from the row.';

-- -----------------------------------------------------------------------------
-- Answers: "minutes" (or null)
-- -----------------------------------------------------------------------------

-- As in the objective times migration, plus "minutes".
create or replace function private.objective_json(p_objective public.objectives)
returns jsonb language sql stable set search_path = '' as $$
  select private.objective_item(p_objective.id, p_objective.day, p_objective.title, p_objective.done, p_objective.done_at,
    (select jsonb_agg(om.marker_id order by m.name) from public.objective_markers om
     join public.markers m on m.id = om.marker_id where om.objective_id = p_objective.id))
    || jsonb_build_object('repeat', p_objective.repeat, 'repeat_every', p_objective.repeat_every,
                          'repeat_from_done', p_objective.repeat_from_done, 'repeat_until', p_objective.repeat_until,
                          'deadline', p_objective.deadline, 'at', pg_catalog.left(p_objective.at_time::text, 5),
                          'minutes', p_objective.duration_minutes,
                          'description', p_objective.description, 'priority', p_objective.priority,
                          'assignee', p_objective.assignee_id, 'dashboard', p_objective.dashboard_id)
$$;

-- -----------------------------------------------------------------------------
-- Adding and changing one: p_minutes
-- -----------------------------------------------------------------------------

-- As in the objective times migration, plus p_minutes (with p_at; alone, duration_no_time).
drop function public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int, uuid, text, boolean, date, date, text);
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
  p_repeat_until date default null,
  p_deadline date default null,
  p_at text default null,
  p_minutes int default null
)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_title text := private.clean_text(p_title, 500, 'title');
  v_repeat text := private.repeat_rule(p_repeat);
  v_every smallint := private.repeat_interval(v_repeat, p_repeat_every);
  v_until date := private.repeat_until(v_repeat, p_repeat_until, p_day);
  v_deadline date := private.check_deadline(v_repeat, p_deadline);
  v_at time := private.check_at(p_at);
  v_minutes smallint := private.check_duration(p_minutes);
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
  if v_minutes is not null and v_at is null then
    raise exception using errcode = 'PT422', message = 'duration_no_time';
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
                                 assignee_id, repeat_until, deadline, at_time, duration_minutes)
  values (p_dashboard, p_day, v_title, private.next_position(p_dashboard, p_day), v_repeat, v_every,
          v_repeat is not null and coalesce(p_repeat_from_done, false), v_priority, v_assignee, v_until, v_deadline, v_at,
          v_minutes)
  returning * into v;
  perform private.set_objective_markers(v, v_markers);
  -- The notice stays out of the remembered answer: a double submit sends no second email.
  return private.remember_request(p_request_id, private.objective_json(v)) || private.assignment_notice(v, null);
end;
$$;

comment on function public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int, uuid, text, boolean, date, date, text, int) is
  'Adds an objective at the end of its day, with filters by id or name, an optional repeat rule (counted from its day, or from the day it is done: p_repeat_from_done; ending on p_repeat_until, on or after the day), or else a deadline (p_deadline), a time of its day (p_at, "HH:MM") and how long it takes from then (p_minutes, 1 to 1440), a priority and an assignee (by id, or by name as quick add''s "+name"); p_request_id makes a double submit add one.';

-- As in the objective times migration, plus p_minutes: 1 to 1440, 0 for none, null to keep it.
drop function public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid, boolean, text, text, text);
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
  p_repeat_until text default null,
  p_deadline text default null,
  p_at text default null,
  p_minutes int default null
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
  v_deadline date;
  v_assignee uuid;
  v_before uuid;
  v_from date;
  v_moves boolean;
  v_markers uuid[];
  v_from_dashboard uuid := v.dashboard_id;
  v_batch uuid;
  v_at time;
  v_minutes smallint;
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
  if p_deadline is null then
    v_deadline := v.deadline;
  elsif p_deadline = 'none' then
    v_deadline := null;
  elsif p_deadline !~ '^\d{4}-\d{2}-\d{2}$' then
    raise exception using errcode = 'PT422', message = 'deadline_invalid';
  else
    begin
      v_deadline := p_deadline::date;
    exception when datetime_field_overflow or invalid_datetime_format then
      raise exception using errcode = 'PT422', message = 'deadline_invalid';
    end;
  end if;
  v_deadline := private.check_deadline(v_repeat, v_deadline);
  v_at := case when p_at is null then v.at_time when p_at = 'none' then null else private.check_at(p_at) end;
  v_minutes := case when p_minutes is null then v.duration_minutes when p_minutes = 0 then null
                    else private.check_duration(p_minutes) end;
  -- A length asked for without a time to start from; one kept is dropped with the time.
  if v_at is null and coalesce(p_minutes, 0) <> 0 then
    raise exception using errcode = 'PT422', message = 'duration_no_time';
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
      deadline = v_deadline,
      at_time = v_at,
      duration_minutes = v_minutes,
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

comment on function public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid, boolean, text, text, text, int) is
  'Changes an objective''s title, day, time of day (p_at: "HH:MM", ''none'' for none) and how long it takes from then (p_minutes: 1 to 1440, 0 for none; it goes with the time), filters, repeat rule (whether it counts from the day it is done, and its last day: p_repeat_until, on or after the day, ''none'' for no end), deadline (p_deadline: a day, ''none'' for none; never with a rule), description, priority or assignee, or moves it to another of the caller''s dashboards (p_dashboard: filters by name, the assignee if a member there; the answer''s `batch` is the id undo_objectives takes to move it back); a null argument keeps what is there, p_repeat ''none'' ends the rule, p_assignee ''none'' leaves it to nobody.';

-- -----------------------------------------------------------------------------
-- Copies keep it: the next one of a series, a duplicate, Undo of a delete, a duplicated
-- dashboard
-- -----------------------------------------------------------------------------

-- As in the objective times migration, plus the duration (and an undone series' next one
-- goes back only while its duration is the same too).
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
                                     repeat_every, repeat_anchor, repeat_from_done, repeat_until, repeat_from, at_time,
                                     duration_minutes)
      values (v.dashboard_id, v_next.day, v.title, v.description, v.priority, v.assignee_id,
              private.next_position(v.dashboard_id, v_next.day),
              v.repeat, v.repeat_every,
              case when not v.repeat_from_done then nullif(coalesce(v.repeat_anchor, v.day), v_next.day) end,
              v.repeat_from_done, v.repeat_until, v.id, v.at_time, v.duration_minutes)
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
      and n.priority = v.priority and n.at_time is not distinct from v.at_time
      and n.duration_minutes is not distinct from v.duration_minutes and n.assignee_id is not distinct from v.assignee_id
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

-- As in the reminders follow the time migration, plus the duration.
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
                                 repeat, repeat_every, repeat_anchor, repeat_from_done, repeat_until, deadline, at_time,
                                 duration_minutes)
  values (v.dashboard_id, v.day, v.title, v.description, v.priority, v.assignee_id, v.position + 0.5,
          -- A done one's series went on in its next one (decision 028): its copy does not repeat.
          case when v.done then null else v.repeat end, case when v.done then 1 else v.repeat_every end,
          case when v.done then null else v.repeat_anchor end, not v.done and v.repeat_from_done,
          case when v.done then null else v.repeat_until end, v.deadline, v.at_time, v.duration_minutes)
  returning * into c;
  perform private.set_objective_markers(c, v.marker_ids);
  insert into public.checklist_items (dashboard_id, objective_id, title, position)
  select c.dashboard_id, c.id, i.title, i.position from public.checklist_items i where i.objective_id = v.id;
  -- The caller's own reminder, while its moment is still to come (others' are theirs to set).
  insert into private.reminders (objective_id, user_id, local_time, days_before, remind_at, minutes_before)
  select c.id, r.user_id, r.local_time, r.days_before, r.remind_at, r.minutes_before from private.reminders r
  where r.objective_id = v.id and r.user_id = (select auth.uid()) and r.remind_at > now() and not v.done;
  perform private.renumber_day(v.dashboard_id, v.day);
  select * into c from public.objectives where id = c.id;
  return private.remember_request(p_request_id, private.objective_json(c));
end;
$$;

-- As in the reminders follow the time migration, plus the duration.
create or replace function public.delete_objective(p_objective uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
begin
  delete from private.deleted_objectives where deleted_at < now() - interval '1 hour';
  insert into private.deleted_objectives (id, dashboard_id, day, title, done_at, position, marker_ids, created_by, created_at, repeat,
                                          repeat_every, repeat_anchor, repeat_from_done, description, priority, assignee_id,
                                          comments, checklist, repeat_until, deadline, reminders, at_time,
                                          duration_minutes)
  values (v.id, v.dashboard_id, v.day, v.title, v.done_at, v.position, v.marker_ids, v.created_by, v.created_at, v.repeat,
          v.repeat_every, v.repeat_anchor, v.repeat_from_done, v.description, v.priority, v.assignee_id,
          coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'author', c.author_id, 'body', c.body,
                                                        'created_at', c.created_at, 'edited_at', c.edited_at,
                                                        'reactions', coalesce((
                                                          select jsonb_agg(jsonb_build_object('user', r.user_id, 'reaction', r.reaction,
                                                                                              'created_at', r.created_at))
                                                          from public.comment_reactions r where r.comment_id = c.id), '[]')))
                    from public.comments c where c.objective_id = v.id), '[]'),
          coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'title', i.title, 'done', i.done, 'position', i.position,
                                                        'created_at', i.created_at))
                    from public.checklist_items i where i.objective_id = v.id), '[]'),
          v.repeat_until, v.deadline,
          coalesce((select jsonb_agg(jsonb_build_object('user', r.user_id, 'at', to_char(r.local_time, 'HH24:MI'), 'days', r.days_before,
                                                        'before', r.minutes_before, 'sent_at', r.sent_at,
                                                        'created_at', r.created_at))
                    from private.reminders r where r.objective_id = v.id), '[]'),
          v.at_time, v.duration_minutes)
  on conflict (id) do nothing;
  delete from public.objectives where id = v.id;
  perform private.renumber_day(v.dashboard_id, v.day);
  return private.objective_json(v);
end;
$$;

-- As in the reminders follow the time migration, plus the duration.
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
                                 repeat_until, deadline, at_time, duration_minutes)
  values (d.id, d.dashboard_id, d.day, d.title, d.description, d.priority,
          (select m.user_id from public.dashboard_members m where m.dashboard_id = d.dashboard_id and m.user_id = d.assignee_id),
          d.done_at is not null, d.done_at, d.position, d.created_by, d.created_at, d.repeat, d.repeat_every, d.repeat_anchor,
          d.repeat_from_done, d.repeat_until, d.deadline, d.at_time, d.duration_minutes)
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
  -- Their reactions, of those still members.
  insert into public.comment_reactions (comment_id, dashboard_id, user_id, reaction, created_at)
  select (c->>'id')::uuid, d.dashboard_id, (r->>'user')::uuid, r->>'reaction', (r->>'created_at')::timestamptz
  from jsonb_array_elements(d.comments) c
  cross join lateral jsonb_array_elements(coalesce(c->'reactions', '[]')) r
  where exists (select 1 from public.dashboard_members m
                where m.dashboard_id = d.dashboard_id and m.user_id = (r->>'user')::uuid)
  on conflict do nothing;
  -- Its checklist, as it was.
  insert into public.checklist_items (id, dashboard_id, objective_id, title, done, position, created_at)
  select (i->>'id')::uuid, d.dashboard_id, d.id, i->>'title', (i->>'done')::boolean, (i->>'position')::int,
         (i->>'created_at')::timestamptz
  from jsonb_array_elements(d.checklist) i;
  -- Its reminders, for those still members with a time zone: at the same time of its day (or
  -- of the same day before it)
  -- in their zone now; one already sent stays sent, one whose moment went by meanwhile goes
  -- as a late one would (the Worker takes those of the last hour).
  insert into private.reminders (objective_id, user_id, local_time, days_before, remind_at, sent_at, created_at,
                               minutes_before)
  select d.id, p.id, (r->>'at')::time, coalesce((r->>'days')::smallint, 0),
         (d.day - coalesce((r->>'days')::smallint, 0) + (r->>'at')::time) at time zone p.time_zone,
         (r->>'sent_at')::timestamptz, (r->>'created_at')::timestamptz, (r->>'before')::int
  from jsonb_array_elements(d.reminders) r
  join public.profiles p on p.id = (r->>'user')::uuid and p.time_zone is not null
  where exists (select 1 from public.dashboard_members m where m.dashboard_id = d.dashboard_id and m.user_id = p.id)
  on conflict do nothing;
  perform private.renumber_day(d.dashboard_id, d.day);
  select * into v from public.objectives where id = d.id;
  return private.objective_json(v);
end;
$$;

-- As in the objective times migration, plus the duration.
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
           o.repeat_until + v_shift as repeat_until, o.deadline + v_shift as deadline, o.at_time, o.duration_minutes,
           o.created_at,
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
                                   repeat_anchor, repeat_from_done, repeat_until, deadline, at_time, duration_minutes,
                                   created_by, created_at)
    select o.id, v_id, o.day, o.title, o.description, o.priority, o.position, o.repeat, o.repeat_every, o.repeat_anchor,
           o.repeat_from_done, o.repeat_until, o.deadline, o.at_time, o.duration_minutes, v_user, o.created_at
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

-- -----------------------------------------------------------------------------
-- Calendar feeds: "minutes", so the event ends when it ends
-- -----------------------------------------------------------------------------

-- As in the objective times migration, plus "minutes".
create or replace function private.feed_rows(p_user uuid, p_dashboards uuid[], p_others boolean default true)
returns jsonb language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'objectives', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', o.id, 'dashboard', o.dashboard_id, 'day', o.day, 'title', o.title,
               'description', o.description, 'priority', o.priority, 'done', o.done, 'deadline', o.deadline,
               'at', left(o.at_time::text, 5), 'minutes', o.duration_minutes,
               'assignee', private.assignee_name(o.assignee_id), 'filters', private.marker_names(o.marker_ids),
               'updated_at', private.utc_text(o.updated_at))
             order by o.day, o.dashboard_id, o.position, o.created_at)
      from (
        select * from public.objectives o
        where o.dashboard_id = any (p_dashboards) and o.day >= current_date - 365
          and (p_others or o.assignee_id is null or o.assignee_id = p_user)
        order by o.day limit 5000
      ) o), '[]'),
    -- After its own day and today, as the calendar page shows them.
    'upcoming', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', u.id, 'dashboard', u.dashboard_id, 'day', u.day, 'title', u.title,
               'description', u.description, 'priority', u.priority, 'at', left(u.at_time::text, 5),
               'minutes', u.duration_minutes,
               'assignee', private.assignee_name(u.assignee_id), 'filters', private.marker_names(u.marker_ids),
               'updated_at', private.utc_text(u.updated_at))
             order by u.day, u.dashboard_id, u.position, u.created_at)
      from (
        select o.id, o.dashboard_id, p.day, o.title, o.description, o.priority, o.assignee_id, o.marker_ids,
               o.updated_at, o.position, o.created_at, o.at_time, o.duration_minutes
        from public.objectives o
        cross join lateral private.projected_days(o.repeat, o.repeat_every, o.repeat_from_done,
                                                  private.series_start(o.day, o.repeat_anchor, o.repeat_from_done,
                                                                       current_date),
                                                  greatest(o.day, current_date),
                                                  least(current_date + 90, o.repeat_until)) p (day)
        where o.dashboard_id = any (p_dashboards) and o.repeat is not null and not o.done
          and (p_others or o.assignee_id is null or o.assignee_id = p_user)
        order by p.day, o.position, o.created_at
        limit 2000
      ) u), '[]'),
    'reminders', coalesce((
      select jsonb_object_agg(r.objective_id, private.reminder_when(o.day, r.days_before, r.local_time))
      from private.reminders r join public.objectives o on o.id = r.objective_id
      where r.user_id = p_user and o.dashboard_id = any (p_dashboards) and not o.done
        and o.day >= current_date - 365), '{}'))
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.check_duration(int) from public, anon, authenticated, service_role;
revoke all on function private.duration_needs_time() from public, anon, authenticated, service_role;
revoke all on function private.objective_page_json(uuid, date, text, boolean, uuid[], text, smallint, text, smallint, uuid, boolean, int, int, int, date, date, time, smallint)
  from public, anon, authenticated, service_role;
revoke all on function public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int, uuid, text, boolean, date, date, text, int)
  from public, anon, authenticated, service_role;
grant execute on function public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int, uuid, text, boolean, date, date, text, int)
  to authenticated;
revoke all on function public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid, boolean, text, text, text, int)
  from public, anon, authenticated, service_role;
grant execute on function public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid, boolean, text, text, text, int)
  to authenticated;
