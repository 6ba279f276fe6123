-- =============================================================================
-- A time of day: "Dentist at 3 PM" (decision 093)
-- =============================================================================
-- An objective belongs to a day; some also belong to a time of it (a call, an appointment, a
-- train). objectives.at_time is that time, on the wall clock as its day is on the calendar:
-- no zone, so "3 PM" stays 3 PM for every member wherever they are (Todoist's floating
-- times). Pages draw it before the title and put the day's timed objectives first, earliest
-- first; those without one follow in the members' order, which only they keep (a row with a
-- time is where its time puts it). Every path that copies an objective copies its time: the
-- next one of a series, a duplicate (of one or of a dashboard), Undo of a delete, a template,
-- export and import. The calendar feed makes it an hour's event at that time.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The column
-- -----------------------------------------------------------------------------

alter table public.objectives
  add column at_time time,
  add constraint objectives_at_time_minutes check (at_time is null or extract(second from at_time) = 0);

comment on column public.objectives.at_time is
  'The time of its day it is at, whole minutes, on the wall clock (no zone, as its day); null: any time that day.';

alter table private.deleted_objectives add column at_time time;
comment on column private.deleted_objectives.at_time is 'The time of its day it was at, if it had one.';

-- -----------------------------------------------------------------------------
-- The rows' JSON: "at" ("HH:MM") when set
-- -----------------------------------------------------------------------------

-- As in the deadlines migration, plus "at".
create function private.objective_page_json(p_id uuid, p_day date, p_title text, p_done boolean, p_markers uuid[],
                                            p_repeat text, p_every smallint, p_summary text, p_priority smallint,
                                            p_assignee uuid, p_from_done boolean, p_comments int, p_items int,
                                            p_items_done int, p_until date, p_deadline date, p_at time)
returns json language sql immutable set search_path = '' as $$
  select case
    when p_at is not null
      then (private.objective_page_json(p_id, p_day, p_title, p_done, p_markers, p_repeat, p_every, p_summary, p_priority,
                                        p_assignee, p_from_done, p_comments, p_items, p_items_done, p_until,
                                        p_deadline)::jsonb
            || pg_catalog.jsonb_build_object('at', pg_catalog.left(p_at::text, 5)))::json
    else private.objective_page_json(p_id, p_day, p_title, p_done, p_markers, p_repeat, p_every, p_summary, p_priority,
                                     p_assignee, p_from_done, p_comments, p_items, p_items_done, p_until, p_deadline)
  end
$$;

alter table public.objectives drop column page_json;
alter table public.objectives
  add column page_json json not null
  generated always as (private.objective_page_json(id, day, title, done, marker_ids, repeat, repeat_every,
                                                   private.description_summary(description), priority, assignee_id,
                                                   repeat_from_done, comment_count, checklist_items,
                                                   checklist_done, repeat_until, deadline, at_time)) stored;

comment on column public.objectives.page_json is
  'The objective as pages list it ({id, day, title, done, markers; repeat, every, fromDone, until, deadline, at, summary, priority, assignee, comments and checklist when set}), generated from the row.';

-- -----------------------------------------------------------------------------
-- Answers: "at" ("HH:MM", or null)
-- -----------------------------------------------------------------------------

-- As in the deadlines migration, plus "at".
create or replace function private.objective_json(p_objective public.objectives)
returns jsonb language sql stable set search_path = '' as $$
  select private.objective_item(p_objective.id, p_objective.day, p_objective.title, p_objective.done, p_objective.done_at,
    (select jsonb_agg(om.marker_id order by m.name) from public.objective_markers om
     join public.markers m on m.id = om.marker_id where om.objective_id = p_objective.id))
    || jsonb_build_object('repeat', p_objective.repeat, 'repeat_every', p_objective.repeat_every,
                          'repeat_from_done', p_objective.repeat_from_done, 'repeat_until', p_objective.repeat_until,
                          'deadline', p_objective.deadline, 'at', pg_catalog.left(p_objective.at_time::text, 5),
                          'description', p_objective.description, 'priority', p_objective.priority,
                          'assignee', p_objective.assignee_id, 'dashboard', p_objective.dashboard_id)
$$;

-- -----------------------------------------------------------------------------
-- Adding and changing one: p_at
-- -----------------------------------------------------------------------------

-- "HH:MM" on a 24-hour clock (the app reads "3pm", "15h", "下午3点"; the database keeps one form).
create function private.check_at(p_at text)
returns time language plpgsql immutable set search_path = '' as $$
begin
  if p_at is null then
    return null;
  end if;
  if p_at !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then
    raise exception using errcode = 'PT422', message = 'time_invalid';
  end if;
  return p_at::time;
end;
$$;

comment on function private.check_at(text) is
  'A time of day as given ("HH:MM", 00:00 to 23:59): refused otherwise (time_invalid).';

-- As in the deadlines migration, plus p_at ("HH:MM").
drop function public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int, uuid, text, boolean, date, date);
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
  p_at text default null
)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_title text := private.clean_text(p_title, 500, 'title');
  v_repeat text := private.repeat_rule(p_repeat);
  v_every smallint := private.repeat_interval(v_repeat, p_repeat_every);
  v_until date := private.repeat_until(v_repeat, p_repeat_until, p_day);
  v_deadline date := private.check_deadline(v_repeat, p_deadline);
  v_at time := private.check_at(p_at);
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
                                 assignee_id, repeat_until, deadline, at_time)
  values (p_dashboard, p_day, v_title, private.next_position(p_dashboard, p_day), v_repeat, v_every,
          v_repeat is not null and coalesce(p_repeat_from_done, false), v_priority, v_assignee, v_until, v_deadline, v_at)
  returning * into v;
  perform private.set_objective_markers(v, v_markers);
  -- The notice stays out of the remembered answer: a double submit sends no second email.
  return private.remember_request(p_request_id, private.objective_json(v)) || private.assignment_notice(v, null);
end;
$$;

comment on function public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int, uuid, text, boolean, date, date, text) is
  'Adds an objective at the end of its day, with filters by id or name, an optional repeat rule (counted from its day, or from the day it is done: p_repeat_from_done; ending on p_repeat_until, on or after the day), or else a deadline (p_deadline), a time of its day (p_at, "HH:MM"), a priority and an assignee (by id, or by name as quick add''s "+name"); p_request_id makes a double submit add one.';

-- As in the deadlines migration, plus p_at: "HH:MM", 'none' for none, null to keep what is there.
drop function public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid, boolean, text, text);
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
  p_at text default null
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
      at_time = case when p_at is null then at_time when p_at = 'none' then null else private.check_at(p_at) end,
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

comment on function public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid, boolean, text, text, text) is
  'Changes an objective''s title, day, time of day (p_at: "HH:MM", ''none'' for none), filters, repeat rule (whether it counts from the day it is done, and its last day: p_repeat_until, on or after the day, ''none'' for no end), deadline (p_deadline: a day, ''none'' for none; never with a rule), description, priority or assignee, or moves it to another of the caller''s dashboards (p_dashboard: filters by name, the assignee if a member there; the answer''s `batch` is the id undo_objectives takes to move it back); a null argument keeps what is there, p_repeat ''none'' ends the rule, p_assignee ''none'' leaves it to nobody.';

-- -----------------------------------------------------------------------------
-- The day's order: timed ones first, by time; the rest in the members' order (day view,
-- /today, Upcoming, the calendar, a public link)
-- -----------------------------------------------------------------------------

-- As in the reminders on rows migration, with the time before the members' order.
create or replace function public.get_day_page(
  p_dashboard uuid,
  p_day date default null,
  p_time_zone text default 'UTC',
  p_markers uuid[] default '{}',
  p_overdue_limit int default null,
  p_notes_limit int default null,
  p_assignee uuid default null,
  p_unassigned boolean default false
)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_dashboard json;
  v_show_done boolean;
  v_today date := private.today(p_time_zone);
  v_markers uuid[] := case when cardinality(p_markers) > 0 then p_markers end;
  v_by_priority boolean;
  v_assigned boolean;
  v_members json;
begin
  select m.dashboard, m.show_done into v_dashboard, v_show_done from private.member_dashboard(p_dashboard) m;
  v_by_priority := v_dashboard ->> 'day_order' = 'priority';
  if p_overdue_limit < 0 or p_notes_limit < 0 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  p_day := coalesce(p_day, v_today);
  v_assigned := p_assignee is not null or p_unassigned or exists (
    select 1 from public.objectives a where a.dashboard_id = p_dashboard and a.assignee_id is not null);
  v_members := private.other_members(p_dashboard);

  return (
    -- The day's objectives and the open ones before today, read once.
    with o as materialized (
      select o.id, o.day, o.done, o.position, o.created_at, o.page_json, o.assignee_id, o.at_time,
             case when v_by_priority then o.priority end as rank
      from public.objectives o
      where o.dashboard_id = p_dashboard and (o.day = p_day or (o.day < v_today and not o.done))
        and (v_markers is null or o.marker_ids && v_markers)
        and (p_assignee is null or o.assignee_id = p_assignee) and (p_unassigned is not true or o.assignee_id is null)
    ), of_day as (
      select json_agg(o.page_json order by o.rank, o.at_time, o.position, o.created_at) filter (where v_show_done or not o.done) as objectives,
             count(*) filter (where o.done and not v_show_done) as done_hidden
      from o where o.day = p_day
    -- The year's notes, read once for the list and its count.
    ), n as materialized (
      select n.created_at, n.page_json
      from public.notes n
      where n.dashboard_id = p_dashboard and n.year = extract(year from p_day)::int
        and (v_markers is null or n.marker_ids && v_markers)
    )
    select json_build_object(
      'dashboard', v_dashboard,
      'day', p_day,
      'today', v_today,
      'objectives', coalesce(of_day.objectives, '[]'),
      'done_hidden', of_day.done_hidden,
      -- The oldest first, only those within the limit.
      'overdue', coalesce((
        select json_agg(late.page_json order by late.day, late.rank, late.at_time, late.position, late.created_at)
        from (
          select o.* from o where o.day < v_today and not o.done
          order by o.day, o.rank, o.at_time, o.position, o.created_at limit p_overdue_limit
        ) late), '[]'),
      'overdue_count', (select count(*) from o where o.day < v_today and not o.done),
      -- The newest first, only those within the limit.
      'notes', coalesce((
        select json_agg(newest.page_json order by newest.created_at desc)
        from (select n.* from n order by n.created_at desc limit p_notes_limit) newest), '[]'),
      'notes_count', (select count(*) from n),
      'markers', coalesce((
        select json_agg(json_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name))
        from public.markers m where m.dashboard_id = p_dashboard), '[]'),
      'people', coalesce((
        select json_object_agg(p.id, private.member_name(p.display_name, p.email))
        from (select distinct o.assignee_id from o where o.assignee_id is not null) a
        join public.profiles p on p.id = a.assignee_id), '{}'),
      -- The reader's own reminders still to go among the day's objectives: a bell and the
      -- time on their rows.
      'reminders', private.my_reminders_among(array(select o.id from o where o.day = p_day)),
      'assigned', v_assigned,
      -- The other members, by name, whenever there are any: quick add's "+" offers them, and
      -- the "Assigned to" filter once anything is assigned.
      'members', case when json_array_length(v_members) > 0 then v_members end,
      -- Someone else is a member: a row's menu offers "Assign to me".
      'shared', json_array_length(v_members) > 0
    )
    from of_day
  );
end;
$$;

-- As in the today first rows migration, with the time before the members' order.
create or replace function public.get_today_page(
  p_time_zone text default 'UTC',
  p_mine boolean default false,
  p_per_day int default 30,
  p_overdue_limit int default 10
)
returns json language plpgsql stable set search_path = '' as $$
declare
  v_me uuid := (select auth.uid());
  v_today date := private.today(p_time_zone);
  v_mine uuid := case when p_mine then (select auth.uid()) end;
begin
  if p_per_day not between 1 and 500 or p_overdue_limit not between 0 and 500 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  return (
    -- The caller's dashboards with anything today or overdue, and how much.
    with s as materialized (
      select d.id, d.name, me.color, d.created_at, me.favorite, me.position, me.show_done, me.day_order = 'priority' as by_priority, c.total, c.done, l.late
      from public.dashboard_members me
      join public.dashboards d on d.id = me.dashboard_id
      cross join lateral (
        select count(*) as total, count(*) filter (where o.done) as done
        from public.objectives o
        where o.dashboard_id = d.id and o.day = v_today and (v_mine is null or o.assignee_id = v_mine)
      ) c
      cross join lateral (
        select count(*) as late
        from public.objectives o
        where o.dashboard_id = d.id and o.day < v_today and not o.done and (v_mine is null or o.assignee_id = v_mine)
      ) l
      where me.user_id = v_me and d.archived_at is null and me.role <> 'viewer' and (c.total > 0 or l.late > 0)
    -- The rows each section shows: today's first ones, and the oldest overdue ones.
    ), r as materialized (
      select s.id as section, x.*
      from s
      cross join lateral (
        -- Each in its day view's order; by hand ("manual") as the day's index keeps them, so
        -- only the first few are read, not every row of a long day sorted.
        (select true as of_today, o.id, o.day, o.position, o.created_at, o.page_json, o.marker_ids, o.assignee_id, o.at_time,
                null::smallint as rank
         from public.objectives o
         where not s.by_priority and o.dashboard_id = s.id and o.day = v_today and (s.show_done or not o.done)
           and (v_mine is null or o.assignee_id = v_mine)
         order by o.at_time, o.position, o.created_at limit p_per_day)
        union all
        (select true as of_today, o.id, o.day, o.position, o.created_at, o.page_json, o.marker_ids, o.assignee_id, o.at_time,
                o.priority
         from public.objectives o
         where s.by_priority and o.dashboard_id = s.id and o.day = v_today and (s.show_done or not o.done)
           and (v_mine is null or o.assignee_id = v_mine)
         order by o.priority, o.at_time, o.position, o.created_at limit p_per_day)
        union all
        (select false, o.id, o.day, o.position, o.created_at, o.page_json, o.marker_ids, o.assignee_id, o.at_time,
                case when s.by_priority then o.priority end as rank
         from public.objectives o
         where o.dashboard_id = s.id and o.day < v_today and not o.done
           and (v_mine is null or o.assignee_id = v_mine)
         order by o.day, rank, o.at_time, o.position, o.created_at limit p_overdue_limit)
      ) x
    -- Open ones planned after today, due today or already (decision 072): the earliest due
    -- first, and how many in all.
    ), due as materialized (
      select o.id, o.title, o.day, o.deadline, d.id as dashboard_id, d.name, me.color,
             row_number() over (order by o.deadline, lower(d.name), d.id, o.day, o.position, o.created_at) as k,
             count(*) over () as total
      from public.dashboard_members me
      join public.dashboards d on d.id = me.dashboard_id
      join public.objectives o on o.dashboard_id = d.id
      where me.user_id = v_me and d.archived_at is null and me.role <> 'viewer'
        and o.deadline <= v_today and o.day > v_today and not o.done
        and (v_mine is null or o.assignee_id = v_mine)
    )
    select json_build_object(
      'today', v_today,
      'dashboards', coalesce((
        select json_agg(json_build_object(
            'id', s.id,
            'name', s.name,
            'color', s.color,
            'objectives', coalesce((
              select json_agg(r.page_json order by r.rank, r.at_time, r.position, r.created_at)
              from r where r.section = s.id and r.of_today), '[]'),
            -- Listed today (also those past p_per_day), and done today.
            'count', case when s.show_done then s.total else s.total - s.done end,
            'total', s.total,
            'done', s.done,
            -- The oldest first.
            'overdue', coalesce((
              select json_agg(r.page_json order by r.day, r.rank, r.at_time, r.position, r.created_at)
              from r where r.section = s.id and not r.of_today), '[]'),
            'overdue_count', s.late,
            -- Only the filters its rows carry.
            'markers', coalesce((
              select json_agg(json_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name))
              from public.markers m
              where m.dashboard_id = s.id
                and exists (select 1 from r where r.section = s.id and m.id = any (r.marker_ids))), '[]')
          ) order by s.favorite desc, s.position nulls last, lower(s.name), s.created_at)
        from s), '[]'),
      -- The assignees' names, by id (as the day view's "people").
      'people', coalesce((
        select json_object_agg(p.id, private.member_name(p.display_name, p.email))
        from (select distinct r.assignee_id from r where r.assignee_id is not null) a
        join public.profiles p on p.id = a.assignee_id), '{}'),
      -- The reader's own reminders still to go among today's rows shown.
      'reminders', private.my_reminders_among(array(select r.id from r where r.of_today)),
      -- Every dashboard of the caller's, by name, with what quick add's "#" and "+" offer on it.
      'every_dashboard', private.quick_add_dashboards(),
      -- What is due: [{id, title, day (planned), deadline, dashboard, name and color (its dashboard's)}].
      'due', coalesce((
        select json_agg(json_build_object('id', x.id, 'title', x.title, 'day', x.day, 'deadline', x.deadline,
                                          'dashboard', x.dashboard_id, 'name', x.name, 'color', x.color)
                        order by x.k)
        from due x where x.k <= p_overdue_limit), '[]'),
      'due_count', coalesce((select max(x.total) from due x), 0),
      'notifications_unread', private.unread_notifications(),
      -- Anything on the caller's dashboards is assigned: "Assigned to me" is offered.
      'assigned', v_mine is not null or exists (
        select 1 from public.dashboard_members me
        join public.dashboards d on d.id = me.dashboard_id and d.archived_at is null and me.role <> 'viewer'
        join public.objectives a on a.dashboard_id = me.dashboard_id and a.assignee_id is not null
        where me.user_id = v_me)
    )
  );
end;
$$;

-- As in the answers name dashboard migration: the index is the row's place in the day as
-- pages show it (timed ones first), so a drag among the rows without a time lands where it
-- was dropped; the day is numbered again in that order.
create or replace function public.reorder_objective(p_objective uuid, p_index int)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
  v_ids uuid[];
  v_index int;
begin
  select coalesce(array_agg(id order by at_time, position, created_at, id), '{}') into v_ids
  from public.objectives where dashboard_id = v.dashboard_id and day = v.day and id <> v.id;
  v_index := greatest(0, least(coalesce(p_index, 0), cardinality(v_ids)));
  v_ids := v_ids[1:v_index] || v.id || v_ids[v_index + 1:];
  update public.objectives o set position = x.ord, updated_at = now()
  from unnest(v_ids) with ordinality as x(id, ord)
  where o.id = x.id and o.position is distinct from x.ord;
  return jsonb_build_object('id', v.id, 'day', v.day, 'index', v_index, 'dashboard', v.dashboard_id);
end;
$$;

-- The day's index in that order: a day's first few rows (/today, Upcoming, the calendar) are
-- read from it without sorting the day.
drop index public.objectives_by_day;
create index objectives_by_day on public.objectives (dashboard_id, day, at_time, position);

-- As in the upcoming month faster migration, with the time before the members' order.
create or replace function public.get_upcoming_page(
  p_time_zone text default 'UTC',
  p_from date default null,
  p_days int default 7,
  p_mine boolean default false,
  p_per_day int default 50,
  p_overdue_limit int default 10,
  p_month date default null,
  p_week_start int default 1,
  p_as_month boolean default false
)
returns json language plpgsql stable set search_path = '' as $$
declare
  v_me uuid := (select auth.uid());
  v_today date := private.today(p_time_zone);
  -- A month's grid (p_month's, else the month of the caller's own today): its six weeks from
  -- the caller's own first day of the week, else the page's (its language's), as a dashboard's
  -- calendar.
  v_month date := case when p_as_month is true or p_month is not null
                       then date_trunc('month', coalesce(p_month, v_today))::date end;
  v_week_start int := coalesce((select p.week_start from public.profiles p where p.id = (select auth.uid())), p_week_start);
  v_from date := case when v_month is null then coalesce(p_from, v_today + 1)
                      else v_month - ((extract(isodow from v_month)::int - v_week_start + 7) % 7) end;
  v_to date;
  v_mine uuid := case when p_mine then (select auth.uid()) end;
  -- Only the week that starts where today ends lists what is overdue (a month shows it on its days).
  v_overdue boolean := v_month is null and v_from <= v_today + 1;
begin
  if p_days not between 1 and 31 or p_per_day not between 1 and 500 or p_overdue_limit not between 0 and 500
     or v_week_start is null or v_week_start not between 1 and 7 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  v_to := v_from + case when v_month is null then p_days else 42 end - 1;
  return (
    -- The caller's dashboards, with their view options, numbered by name: the rows' sorts
    -- compare that number, not each row's lowered name.
    with m as materialized (
      select me.dashboard_id, d.name, me.show_done, me.day_order = 'priority' as by_priority,
             row_number() over (order by lower(d.name), me.dashboard_id) as ord
      from public.dashboard_members me
      join public.dashboards d on d.id = me.dashboard_id
      where me.user_id = v_me and d.archived_at is null and me.role <> 'viewer'
    -- The days a repeating one comes back on (after its own day and today; counted from
    -- done: from the day it would be done on time, or today).
    ), rep as materialized (
      select o.id, p.day, m.dashboard_id, m.ord, true as projected, o.position, o.created_at,
             case when m.by_priority then o.priority end as rank, o.at_time
      from m
      join public.objectives o on o.dashboard_id = m.dashboard_id
      cross join lateral private.projected_days(o.repeat, o.repeat_every, o.repeat_from_done,
                                                private.series_start(o.day, o.repeat_anchor, o.repeat_from_done, v_today),
                                                greatest(o.day, v_today, v_from - 1), least(v_to, o.repeat_until)) p (day)
      where o.repeat is not null and not o.done and o.day <= v_to
        and (v_mine is null or o.assignee_id = v_mine)
    -- How many each day has, those on it and those coming back on it.
    ), counts as materialized (
      select c.day, sum(c.total) as total
      from (
        -- Done ones too where the reader shows them, else the open ones' own index.
        select o.day, count(*) as total
        from m
        join public.objectives o on o.dashboard_id = m.dashboard_id
        where m.show_done and o.day between v_from and v_to and (v_mine is null or o.assignee_id = v_mine)
        group by o.day
        union all
        select o.day, count(*) as total
        from m
        join public.objectives o on o.dashboard_id = m.dashboard_id
        where not m.show_done and not o.done and o.day between v_from and v_to
          and (v_mine is null or o.assignee_id = v_mine)
        group by o.day
        union all
        select r.day, count(*) from rep r group by r.day
      ) c
      group by c.day
    -- A day's first few are among each dashboard's first few that day: a month holds thousands
    -- of rows, and sorting them all to show three a day was most of this page's time.
    ), firsts as (
      select f.id, c.day, m.dashboard_id, m.ord, false as projected, f.position, f.created_at, f.rank, f.at_time
      from counts c
      cross join m
      cross join lateral (
        -- In the day's order, as the index keeps it: only the first few are read.
        (select o.id, o.position, o.created_at, null::smallint as rank, o.at_time
         from public.objectives o
         where not m.by_priority and o.dashboard_id = m.dashboard_id and o.day = c.day and (m.show_done or not o.done)
           and (v_mine is null or o.assignee_id = v_mine)
         order by o.at_time, o.position, o.created_at
         limit p_per_day)
        union all
        (select o.id, o.position, o.created_at, o.priority, o.at_time
         from public.objectives o
         where m.by_priority and o.dashboard_id = m.dashboard_id and o.day = c.day and (m.show_done or not o.done)
           and (v_mine is null or o.assignee_id = v_mine)
         order by o.priority, o.at_time, o.position, o.created_at
         limit p_per_day)
      ) f
      union all
      select r.id, r.day, r.dashboard_id, r.ord, r.projected, r.position, r.created_at, r.rank, r.at_time from rep r
    -- Each day's in their order: by dashboard (by name), then as its day view orders them.
    ), n as (
      select f.id, f.day, f.dashboard_id, f.projected,
             row_number() over (partition by f.day order by f.ord, f.rank, f.at_time, f.projected, f.position, f.created_at) as k
      from firsts f
    -- The shown ones' rows (a coming day of a repeating one says its day).
    ), shown as materialized (
      select n.id, n.day, n.dashboard_id, n.projected, n.k, c.total, j.marker_ids, j.assignee_id,
             case when n.projected then (j.page_json::jsonb || jsonb_build_object('day', n.day, 'projected', true))::json
                  else j.page_json end as page_json
      from n
      join counts c on c.day = n.day
      -- Each by its key ("offset 0" keeps it a lookup: as a join, the planner hashed all of them).
      cross join lateral (select j.page_json, j.marker_ids, j.assignee_id from public.objectives j where j.id = n.id offset 0) j
      where n.k <= p_per_day
    -- The open objectives before today (first week only): the oldest first, then as the days'.
    ), late as materialized (
      select o.id, o.dashboard_id, row_number() over w as k, count(*) over () as total
      from m
      join public.objectives o on o.dashboard_id = m.dashboard_id
      where v_overdue and o.day < v_today and not o.done
        and (v_mine is null or o.assignee_id = v_mine)
      window w as (order by o.day, m.ord,
                   case when m.by_priority then o.priority end, o.at_time, o.position, o.created_at)
    ), late_shown as materialized (
      select late.dashboard_id, late.k, j.page_json, j.marker_ids, j.assignee_id
      from late
      cross join lateral (select j.page_json, j.marker_ids, j.assignee_id from public.objectives j where j.id = late.id offset 0) j
      where late.k <= p_overdue_limit
    -- Every row the page draws, for the names and filters it needs.
    ), drawn as (
      select s.dashboard_id, s.marker_ids, s.assignee_id from shown s
      union all
      select l.dashboard_id, l.marker_ids, l.assignee_id from late_shown l
    -- The open ones due in the days shown, each day's first few (decision 072).
    ), due as materialized (
      select o.id, o.deadline, o.title, m.dashboard_id,
             row_number() over (partition by o.deadline order by m.ord, o.day, o.position, o.created_at) as k
      from m
      join public.objectives o on o.dashboard_id = m.dashboard_id
      where o.deadline between v_from and v_to and not o.done
        and (v_mine is null or o.assignee_id = v_mine)
    )
    select json_build_object(
      'today', v_today,
      'from', v_from,
      'to', v_to,
      -- The month asked for (its first day), or null for days from a day.
      'month', v_month,
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
      -- What is due on the days shown: [{id, day (its deadline), title, dashboard}].
      'deadlines', coalesce((
        select json_agg(json_build_object('id', d.id, 'day', d.deadline, 'title', d.title, 'dashboard', d.dashboard_id)
                        order by d.deadline, d.k)
        from due d where d.k <= p_per_day), '[]'),
      -- The shown rows' dashboards' names and filters, and their assignees' names.
      'dashboards', coalesce((
        select json_object_agg(m.dashboard_id, m.name)
        from m where exists (select 1 from drawn r where r.dashboard_id = m.dashboard_id)
                  or exists (select 1 from due d where d.dashboard_id = m.dashboard_id and d.k <= p_per_day)), '{}'),
      'markers', coalesce((
        select json_agg(json_build_object('id', k.id, 'name', k.name, 'color', k.color) order by lower(k.name), k.id)
        from public.markers k
        where k.id in (select unnest(r.marker_ids) from drawn r)), '[]'),
      'people', coalesce((
        select json_object_agg(p.id, private.member_name(p.display_name, p.email))
        from (select distinct r.assignee_id from drawn r where r.assignee_id is not null) a
        join public.profiles p on p.id = a.assignee_id), '{}'),
      -- The reader's own reminders still to go among the days' rows shown (not the days a
      -- repeating one comes back on: the next one is made, with its reminder, once done).
      'reminders', private.my_reminders_among(array(select s.id from shown s where not s.projected)),
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

-- As in the calendar first rows migration, with the time before the members' order.
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
  v_deadlines json;
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

  -- Each day's objectives in their order, with the day's count. A day's first few are read in
  -- the day view's order (by hand, as the day's index keeps them: only those rows), with the
  -- days repeating ones come back on (after the grid's start and today; counted from done: if
  -- it is done on its day, or today when it is late); their rows are read last, by key.
  with rep as materialized (
    select o.id, p.day, true as projected, o.position, o.created_at,
           case when v_by_priority then o.priority end as rank, o.at_time
    from public.objectives o
    cross join lateral private.projected_days(o.repeat, o.repeat_every, o.repeat_from_done,
                                              private.series_start(o.day, o.repeat_anchor, o.repeat_from_done, v_today),
                                              greatest(o.day, v_today, v_from - 1), least(v_to, o.repeat_until)) p (day)
    where o.dashboard_id = p_dashboard and o.repeat is not null and not o.done and o.day <= v_to
      and (v_markers is null or o.marker_ids && v_markers)
      and (p_assignee is null or o.assignee_id = p_assignee) and (p_unassigned is not true or o.assignee_id is null)
  ), counts as materialized (
    select c.day, sum(c.total) as total
    from (
      select o.day, count(*) as total
      from public.objectives o
      where o.dashboard_id = p_dashboard and o.day between v_from and v_to and (v_show_done or not o.done)
        and (v_markers is null or o.marker_ids && v_markers)
        and (p_assignee is null or o.assignee_id = p_assignee) and (p_unassigned is not true or o.assignee_id is null)
      group by o.day
      union all
      select r.day, count(*) from rep r group by r.day
    ) c
    group by c.day
  ), firsts as (
    select f.id, c.day, false as projected, f.position, f.created_at, f.rank, f.at_time
    from counts c
    cross join lateral (
      -- No limit (null) on a printed month: every row.
      (select o.id, o.position, o.created_at, null::smallint as rank, o.at_time
       from public.objectives o
       where not v_by_priority and o.dashboard_id = p_dashboard and o.day = c.day and (v_show_done or not o.done)
         and (v_markers is null or o.marker_ids && v_markers)
         and (p_assignee is null or o.assignee_id = p_assignee) and (p_unassigned is not true or o.assignee_id is null)
       order by o.at_time, o.position, o.created_at
       limit p_per_day)
      union all
      (select o.id, o.position, o.created_at, o.priority, o.at_time
       from public.objectives o
       where v_by_priority and o.dashboard_id = p_dashboard and o.day = c.day and (v_show_done or not o.done)
         and (v_markers is null or o.marker_ids && v_markers)
         and (p_assignee is null or o.assignee_id = p_assignee) and (p_unassigned is not true or o.assignee_id is null)
       order by o.priority, o.at_time, o.position, o.created_at
       limit p_per_day)
    ) f
    union all
    select r.id, r.day, r.projected, r.position, r.created_at, r.rank, r.at_time from rep r
  ), n as (
    select f.id, f.day, f.projected,
           row_number() over (partition by f.day order by f.rank, f.at_time, f.projected, f.position, f.created_at) as n
    from firsts f
  )
  select json_agg(case when n.projected then (j.page_json::jsonb || jsonb_build_object('day', n.day, 'projected', true))::json
                       else j.page_json end
                  order by n.day, n.n),
         (select json_object_agg(c.day, c.total) from counts c)
    into v_objectives, v_counts
  from n
  -- Each by its key ("offset 0" keeps it a lookup: as a join, the planner hashed all of them).
  cross join lateral (select j.page_json from public.objectives j where j.id = n.id offset 0) j
  where p_per_day is null or n.n <= p_per_day;

  -- The open ones due in the six weeks, as the view's filter picks them, each day's first
  -- few (as many as its objectives), in the day view's order.
  select json_agg(json_build_object('id', d.id, 'day', d.deadline, 'title', d.title) order by d.deadline, d.n)
    into v_deadlines
  from (
    select o.id, o.deadline, o.title,
           row_number() over (partition by o.deadline
                              order by case when v_by_priority then o.priority end, o.day, o.position, o.created_at) as n
    from public.objectives o
    where o.dashboard_id = p_dashboard and o.deadline between v_from and v_to and not o.done
      and (v_markers is null or o.marker_ids && v_markers)
      and (p_assignee is null or o.assignee_id = p_assignee) and (p_unassigned is not true or o.assignee_id is null)
  ) d
  where p_per_day is null or d.n <= p_per_day;

  return json_build_object(
    'dashboard', v_dashboard,
    'month', v_month,
    'from', v_from,
    'to', v_to,
    'today', v_today,
    'objectives', coalesce(v_objectives, '[]'),
    'day_counts', coalesce(v_counts, '{}'),
    'deadlines', coalesce(v_deadlines, '[]'),
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

-- As in the checklists migration: a public link's days in the same order.
create or replace function public.get_shared_days(
  p_token text,
  p_from date default null,
  p_time_zone text default 'UTC',
  p_days int default 7,
  p_per_day int default 50
)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v private.share_links;
  v_today date := private.today(p_time_zone);
begin
  select * into v from private.share_links l where l.token = p_token;
  if not found then
    raise exception using errcode = 'PT404', message = 'share_link_not_found';
  end if;
  if v.revoked_at is not null then
    raise exception using errcode = 'PT410', message = 'share_link_revoked';
  end if;
  if p_days not between 1 and 31 or p_per_day not between 1 and 500 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  p_from := coalesce(p_from, v_today);
  return (
    with o as materialized (
      select o.day, o.marker_ids, o.page_json,
             row_number() over (partition by o.day order by o.at_time, o.position, o.created_at) as n
      from public.objectives o
      where o.dashboard_id = v.dashboard_id and o.day between p_from and p_from + (p_days - 1)
    )
    select json_build_object(
      'dashboard', json_build_object('name', d.name),
      'from', p_from,
      'today', v_today,
      'days', (
        select json_agg(json_build_object(
                 'day', s.day,
                 'objectives', coalesce((
                   select json_agg((o.page_json::jsonb - 'summary' - 'assignee' - 'comments' - 'checklist') order by o.n) from o where o.day = s.day and o.n <= p_per_day), '[]'),
                 'count', (select count(*) from o where o.day = s.day))
               order by s.day)
        from (select g::date as day from generate_series(p_from, p_from + (p_days - 1), interval '1 day') g) s),
      -- Only the filters the shown objectives carry.
      'markers', coalesce((
        select json_agg(json_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name))
        from public.markers m
        where m.dashboard_id = v.dashboard_id
          and exists (select 1 from o where o.n <= p_per_day and m.id = any (o.marker_ids))), '[]'))
    from public.dashboards d where d.id = v.dashboard_id
  );
end;
$$;

-- -----------------------------------------------------------------------------
-- Copies: the time goes with the objective
-- -----------------------------------------------------------------------------

-- As in the repeat until migration: the next one of a series at the same time; a done one
-- undone takes its next one back only while that still has its time.
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
                                     repeat_every, repeat_anchor, repeat_from_done, repeat_until, repeat_from, at_time)
      values (v.dashboard_id, v_next.day, v.title, v.description, v.priority, v.assignee_id,
              private.next_position(v.dashboard_id, v_next.day),
              v.repeat, v.repeat_every,
              case when not v.repeat_from_done then nullif(coalesce(v.repeat_anchor, v.day), v_next.day) end,
              v.repeat_from_done, v.repeat_until, v.id, v.at_time)
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
      and n.priority = v.priority and n.at_time is not distinct from v.at_time and n.assignee_id is not distinct from v.assignee_id
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

-- As in the reminders days before migration, with the time.
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
                                 repeat, repeat_every, repeat_anchor, repeat_from_done, repeat_until, deadline, at_time)
  values (v.dashboard_id, v.day, v.title, v.description, v.priority, v.assignee_id, v.position + 0.5,
          -- A done one's series went on in its next one (decision 028): its copy does not repeat.
          case when v.done then null else v.repeat end, case when v.done then 1 else v.repeat_every end,
          case when v.done then null else v.repeat_anchor end, not v.done and v.repeat_from_done,
          case when v.done then null else v.repeat_until end, v.deadline, v.at_time)
  returning * into c;
  perform private.set_objective_markers(c, v.marker_ids);
  insert into public.checklist_items (dashboard_id, objective_id, title, position)
  select c.dashboard_id, c.id, i.title, i.position from public.checklist_items i where i.objective_id = v.id;
  -- The caller's own reminder, while its moment is still to come (others' are theirs to set).
  insert into private.reminders (objective_id, user_id, local_time, days_before, remind_at)
  select c.id, r.user_id, r.local_time, r.days_before, r.remind_at from private.reminders r
  where r.objective_id = v.id and r.user_id = (select auth.uid()) and r.remind_at > now() and not v.done;
  perform private.renumber_day(v.dashboard_id, v.day);
  select * into c from public.objectives where id = c.id;
  return private.remember_request(p_request_id, private.objective_json(c));
end;
$$;

-- As in the reminders days before migration, keeping the time for Undo.
create or replace function public.delete_objective(p_objective uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
begin
  delete from private.deleted_objectives where deleted_at < now() - interval '1 hour';
  insert into private.deleted_objectives (id, dashboard_id, day, title, done_at, position, marker_ids, created_by, created_at, repeat,
                                          repeat_every, repeat_anchor, repeat_from_done, description, priority, assignee_id,
                                          comments, checklist, repeat_until, deadline, reminders, at_time)
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
                                                        'sent_at', r.sent_at, 'created_at', r.created_at))
                    from private.reminders r where r.objective_id = v.id), '[]'),
          v.at_time)
  on conflict (id) do nothing;
  delete from public.objectives where id = v.id;
  perform private.renumber_day(v.dashboard_id, v.day);
  return private.objective_json(v);
end;
$$;

-- As in the reminders days before migration, with the time kept.
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
                                 repeat_until, deadline, at_time)
  values (d.id, d.dashboard_id, d.day, d.title, d.description, d.priority,
          (select m.user_id from public.dashboard_members m where m.dashboard_id = d.dashboard_id and m.user_id = d.assignee_id),
          d.done_at is not null, d.done_at, d.position, d.created_by, d.created_at, d.repeat, d.repeat_every, d.repeat_anchor,
          d.repeat_from_done, d.repeat_until, d.deadline, d.at_time)
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
  insert into private.reminders (objective_id, user_id, local_time, days_before, remind_at, sent_at, created_at)
  select d.id, p.id, (r->>'at')::time, coalesce((r->>'days')::smallint, 0),
         (d.day - coalesce((r->>'days')::smallint, 0) + (r->>'at')::time) at time zone p.time_zone,
         (r->>'sent_at')::timestamptz, (r->>'created_at')::timestamptz
  from jsonb_array_elements(d.reminders) r
  join public.profiles p on p.id = (r->>'user')::uuid and p.time_zone is not null
  where exists (select 1 from public.dashboard_members m where m.dashboard_id = d.dashboard_id and m.user_id = p.id)
  on conflict do nothing;
  perform private.renumber_day(d.dashboard_id, d.day);
  select * into v from public.objectives where id = d.id;
  return private.objective_json(v);
end;
$$;

-- As in the deadlines migration, with each objective's time.
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
           o.repeat_until + v_shift as repeat_until, o.deadline + v_shift as deadline, o.at_time, o.created_at,
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
                                   repeat_anchor, repeat_from_done, repeat_until, deadline, at_time, created_by, created_at)
    select o.id, v_id, o.day, o.title, o.description, o.priority, o.position, o.repeat, o.repeat_every, o.repeat_anchor,
           o.repeat_from_done, o.repeat_until, o.deadline, o.at_time, v_user, o.created_at
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

-- As in the templates with done migration, plus each objective's "at".
create or replace function public.save_dashboard_as_template(p_dashboard uuid, p_name text, p_include_done boolean default false,
                                                  p_request_id uuid default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_name text := private.clean_text(p_name, 100, 'name');
  v_prior jsonb;
  v_first date;
  v_count int;
  v_row private.saved_templates;
begin
  perform private.require_member(p_dashboard);
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  -- One person's saves wait for each other, so the count below holds.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(v_me::text || '/saved_templates', 0));
  delete from private.saved_templates t where t.user_id = v_me and t.deleted_at < now() - interval '1 hour';
  if (select count(*) from private.saved_templates t where t.user_id = v_me and t.deleted_at is null) >= 50 then
    raise exception using errcode = 'PT422', message = 'templates_full', hint = '50';
  end if;

  select min(o.day), count(*) into v_first, v_count
  from public.objectives o where o.dashboard_id = p_dashboard and private.template_keeps(o, p_include_done);
  if v_count = 0 then
    raise exception using errcode = 'PT422', message = case when p_include_done then 'template_nothing' else 'template_empty' end;
  end if;
  if v_count > 300 then
    raise exception using errcode = 'PT422', message = 'template_too_big', hint = '300';
  end if;

  insert into private.saved_templates (user_id, name, source_name, filters, objectives, objective_count)
  select v_me, v_name, d.name,
         coalesce((
           select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('name', m.name, 'color', m.color)
                                       order by pg_catalog.lower(m.name), m.id)
           from public.markers m
           where m.dashboard_id = p_dashboard
             and exists (select 1 from public.objectives o
                         where o.dashboard_id = p_dashboard and private.template_keeps(o, p_include_done) and m.id = any (o.marker_ids))), '[]'),
         (select pg_catalog.jsonb_agg(pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
                   'day', o.day - v_first,
                   'on', private.template_weekdays(o.repeat, o.day),
                   'title', o.title,
                   'description', nullif(o.description, ''),
                   'priority', o.priority,
                   'repeat', o.repeat,
                   'repeat_every', case when o.repeat is not null and o.repeat_every > 1 then o.repeat_every end,
                   'repeat_from_done', case when o.repeat is not null and o.repeat_from_done then true end,
                   'repeat_until', case when o.repeat is not null then o.repeat_until - o.day end,
                   -- A repeating one's deadline is not kept (an import leaves it out too).
                   'deadline', case when o.repeat is null then o.deadline - o.day end,
                   'at', left(o.at_time::text, 5),
                   'filters', pg_catalog.to_jsonb(private.marker_names(o.marker_ids)),
                   'steps', coalesce((
                     select pg_catalog.jsonb_agg(i.title order by i.position, i.created_at)
                     from public.checklist_items i where i.objective_id = o.id), '[]')))
                 order by o.day, o.at_time, o.position, o.created_at)
          from public.objectives o where o.dashboard_id = p_dashboard and private.template_keeps(o, p_include_done)),
         v_count
  from public.dashboards d where d.id = p_dashboard
  returning * into v_row;

  return private.remember_request(p_request_id, pg_catalog.jsonb_build_object(
    'id', v_row.id, 'name', v_row.name, 'objectives', v_row.objective_count));
end;
$$;

-- -----------------------------------------------------------------------------
-- Files and feeds: "at" / "time"
-- -----------------------------------------------------------------------------

-- As in the deadlines migration, plus "at" (null: none).
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
               'deadline', o.deadline,
               'at', left(o.at_time::text, 5),
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

-- As in the deadlines migration, plus a "time" column after "deadline"; each day by time first.
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
                                  'repeat', 'repeat_every', 'repeat_from_done', 'repeat_until', 'deadline', 'time',
                                  'created_at']) || E'\r\n'
      || coalesce(string_agg(
           private.csv_line(array[o.day::text, o.title, o.description, o.priority::text,
                                  (select p.email from public.profiles p where p.id = o.assignee_id),
                                  o.done::text, private.utc_text(o.done_at),
                                  array_to_string(private.marker_names(o.marker_ids), ', '), o.repeat,
                                  case when o.repeat is not null then o.repeat_every::text end,
                                  case when o.repeat is not null then o.repeat_from_done::text end,
                                  o.repeat_until::text, o.deadline::text, left(o.at_time::text, 5),
                                  private.utc_text(o.created_at)])
           || E'\r\n',
           '' order by o.day, o.at_time, o.position, o.created_at), '')
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

-- As in the undo import migration, plus each objective's "at" (optional, "HH:MM").
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
  v_filters int;
  v_objectives int;
  v_notes int;
  v_filter jsonb;
  v_markers_before uuid[];
  v_new_markers uuid[];
  v_objective_ids uuid[];
  v_note_ids uuid[];
  v_batch uuid;
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
  delete from private.import_batches where made_at < now() - interval '1 hour';

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
  select coalesce(array_agg(id), '{}') into v_markers_before
  from public.markers where dashboard_id = p_dashboard;
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
  select count(*), coalesce(array_agg(id), '{}') into v_filters, v_new_markers
  from public.markers where dashboard_id = p_dashboard and id <> all (v_markers_before);

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
           (nullif(e->>'deadline', ''))::date as deadline,
           private.check_at(nullif(e->>'at', '')) as at_time,
           coalesce(e->'filters', '[]') as filters,
           case when jsonb_typeof(e->'comments') = 'array' then e->'comments' else '[]' end as comments,
           case when jsonb_typeof(e->'checklist') = 'array' then e->'checklist' else '[]' end as checklist, n
    from jsonb_array_elements(coalesce(p_objectives, '[]')) with ordinality as x (e, n)
  ), added as (
    insert into public.objectives (id, dashboard_id, day, title, description, priority, assignee_id, done, done_at, position,
                                   repeat, repeat_every, repeat_from_done, repeat_until, deadline, at_time)
    select o.id, p_dashboard, o.day, o.title, o.description, o.priority, o.assignee, o.done, case when o.done then now() end,
           private.next_position(p_dashboard, o.day) - 1 + row_number() over (partition by o.day order by o.n),
           -- A done objective's series has ended (decision 028).
           case when o.done then null else o.repeat end, case when o.done then 1 else o.every end,
           not o.done and o.repeat is not null and o.from_done,
           case when not o.done and o.repeat is not null then o.until end,
           -- One that repeats has none (a file from elsewhere may give both).
           case when o.done or o.repeat is null then o.deadline end,
           o.at_time
    from src o
    returning id
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
  select count(*), coalesce(array_agg(id), '{}') into v_objectives, v_objective_ids from added;

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
    returning id
  ), linked as (
    insert into public.note_markers (dashboard_id, note_id, marker_id)
    select distinct p_dashboard, i.id, m.id
    from src i
    cross join lateral jsonb_array_elements_text(i.filters) f
    join public.markers m on m.dashboard_id = p_dashboard and lower(btrim(m.name)) = lower(btrim(f))
    returning 1
  )
  select count(*), coalesce(array_agg(id), '{}') into v_notes, v_note_ids from added;

  -- What Undo takes away again (undo_import), for the hour after.
  if v_objectives + v_notes > 0 then
    v_batch := gen_random_uuid();
    insert into private.import_batches (batch_id, dashboard_id, made_by, objective_ids, note_ids, marker_ids)
    values (v_batch, p_dashboard, (select auth.uid()), v_objective_ids, v_note_ids, v_new_markers);
  end if;
  return private.remember_request(p_request_id,
    jsonb_build_object('objectives', v_objectives, 'notes', v_notes, 'filters', v_filters, 'batch', v_batch));
end;
$$;

-- As in the account calendar feed choices migration, plus each objective's "at".
create or replace function private.feed_rows(p_user uuid, p_dashboards uuid[], p_others boolean default true)
returns jsonb language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'objectives', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', o.id, 'dashboard', o.dashboard_id, 'day', o.day, 'title', o.title,
               'description', o.description, 'priority', o.priority, 'done', o.done, 'deadline', o.deadline,
               'at', left(o.at_time::text, 5),
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
               'assignee', private.assignee_name(u.assignee_id), 'filters', private.marker_names(u.marker_ids),
               'updated_at', private.utc_text(u.updated_at))
             order by u.day, u.dashboard_id, u.position, u.created_at)
      from (
        select o.id, o.dashboard_id, p.day, o.title, o.description, o.priority, o.assignee_id, o.marker_ids,
               o.updated_at, o.position, o.created_at, o.at_time
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

revoke all on function private.check_at(text) from public, anon, authenticated, service_role;
revoke all on function private.objective_page_json(uuid, date, text, boolean, uuid[], text, smallint, text, smallint, uuid, boolean, int, int, int, date, date, time)
  from public, anon, authenticated, service_role;
revoke all on function public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int, uuid, text, boolean, date, date, text)
  from public, anon, authenticated, service_role;
grant execute on function public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int, uuid, text, boolean, date, date, text)
  to authenticated;
revoke all on function public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid, boolean, text, text, text)
  from public, anon, authenticated, service_role;
grant execute on function public.update_objective(uuid, text, date, uuid[], text, int, text, int, text, uuid, boolean, text, text, text)
  to authenticated;
