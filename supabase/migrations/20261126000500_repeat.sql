-- =============================================================================
-- Repeating objectives
-- =============================================================================
-- An objective may repeat every day, every weekday (Monday to Friday), every
-- week, every month or every year, or every n days, weeks, months or years,
-- counted from its day. Marking it done keeps it, done, on its day (the record
-- of that day stays true) and adds the next one: the first day of its series
-- after both its own day and today, so one done late is not followed by one that
-- is already overdue. The next one has the same
-- title and filters and goes to the end of its day. Exactly one open objective
-- carries a series: the done one gives its rule to the next.
-- Marking it not done again takes the next one back, and the rule with it,
-- unless someone has since changed the next one (then both stay: nothing typed
-- is lost). A month's 31st falls on the last day of shorter months, and a
-- 29 February on 28 February in other years (Postgres's month arithmetic).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The rule on the objective
-- -----------------------------------------------------------------------------

alter table public.objectives
  add column repeat text check (repeat in ('daily', 'weekdays', 'weekly', 'monthly', 'yearly')),
  add column repeat_every smallint not null default 1 check (repeat_every between 1 and 99),
  add column repeat_anchor date,
  add column repeat_from uuid references public.objectives (id) on delete set null,
  -- "Every 2 weeks", never "every 2 weekdays", and 1 without a rule.
  add constraint objectives_repeat_every check (repeat_every = 1 or (repeat is not null and repeat <> 'weekdays')),
  add constraint objectives_repeat_anchor check (repeat_anchor is null or repeat is not null);

comment on column public.objectives.repeat is
  'How it repeats (daily, weekdays, weekly, monthly, yearly), counted from its day; null: it does not.';
comment on column public.objectives.repeat_every is
  'The rule''s interval: every 1 (day, week, month, year), every 2, … up to 99; 1 without a rule.';
comment on column public.objectives.repeat_anchor is
  'The day its series counts from when that is not its own day (the 31st of a monthly one now on the 30th, a weekly one moved to another day); null: its day.';
comment on column public.objectives.repeat_from is
  'The done objective whose completion added this one (its series'' previous one); null otherwise.';

-- Marking an objective not done looks for the one its completion added.
create index objectives_by_repeat_from on public.objectives (repeat_from) where repeat_from is not null;

-- A repeating objective moved to another day ("Move to today", a new day on its edit
-- page) keeps its series: a weekly one moved from Monday to Wednesday comes back on a
-- Monday. A change of the rule itself starts the series again from the day.
create function private.keep_repeat_anchor()
returns trigger language plpgsql set search_path = '' as $$
begin
  if new.day is distinct from old.day and new.repeat is not null and new.repeat is not distinct from old.repeat
     and new.repeat_every = old.repeat_every and new.repeat_anchor is not distinct from old.repeat_anchor then
    new.repeat_anchor := coalesce(old.repeat_anchor, old.day);
  end if;
  return new;
end;
$$;

create trigger objectives_keep_repeat_anchor before update of day on public.objectives
for each row execute function private.keep_repeat_anchor();

-- -----------------------------------------------------------------------------
-- The series
-- -----------------------------------------------------------------------------

-- A rule as the API takes it: null or 'none' is no rule; anything unknown is refused.
create function private.repeat_rule(p_repeat text)
returns text language plpgsql immutable set search_path = '' as $$
begin
  if p_repeat is null or p_repeat = 'none' then
    return null;
  end if;
  if p_repeat not in ('daily', 'weekdays', 'weekly', 'monthly', 'yearly') then
    raise exception using errcode = 'PT422', message = 'repeat_invalid';
  end if;
  return p_repeat;
end;
$$;

-- A rule's interval as the API takes it: 1 when null or without a rule; 1 to 99
-- otherwise, and only 1 for weekdays.
create function private.repeat_interval(p_repeat text, p_every int)
returns smallint language plpgsql immutable set search_path = '' as $$
begin
  if p_repeat is null or p_every is null then
    return 1;
  end if;
  if p_every not between 1 and 99 or (p_repeat = 'weekdays' and p_every <> 1) then
    raise exception using errcode = 'PT422', message = 'repeat_invalid';
  end if;
  return p_every;
end;
$$;

-- The first day of the series that starts on p_day and steps p_every rules at a
-- time, which comes after both p_day and p_after (the caller's today).
create function private.next_occurrence(p_repeat text, p_every int, p_day date, p_after date)
returns date language plpgsql immutable set search_path = '' as $$
declare
  v_from date := greatest(p_day, p_after);
  v_step int := p_every * case p_repeat when 'yearly' then 12 else 1 end;
  v_k int;
  v date;
begin
  case p_repeat
    when 'daily' then
      return p_day + p_every * ((v_from - p_day) / p_every + 1);
    when 'weekdays' then
      v := v_from + 1;
      -- Saturday (6) and Sunday (7) go on to Monday.
      return v + case extract(isodow from v)::int when 6 then 2 when 7 then 1 else 0 end;
    when 'weekly' then
      return p_day + 7 * p_every * ((v_from - p_day) / (7 * p_every) + 1);
    when 'monthly', 'yearly' then
      -- Counted from p_day each time, so the 31st comes back after a short month.
      v_k := greatest(1, ((extract(year from v_from) - extract(year from p_day)) * 12
                          + extract(month from v_from) - extract(month from p_day))::int / v_step);
      loop
        v := (p_day + pg_catalog.make_interval(months => v_k * v_step))::date;
        exit when v > v_from;
        v_k := v_k + 1;
      end loop;
      return v;
    else
      raise exception using errcode = 'PT422', message = 'repeat_invalid';
  end case;
end;
$$;

comment on function private.next_occurrence(text, int, date, date) is
  'The next day of a repeating objective''s series from p_day, after both p_day and p_after.';

-- -----------------------------------------------------------------------------
-- The rows' JSON: with the rule when there is one
-- -----------------------------------------------------------------------------

-- As in the page rows migration; "repeat" only when set and "every" only above 1,
-- so plain rows stay as short.
create function private.objective_page_json(p_id uuid, p_day date, p_title text, p_done boolean, p_markers uuid[],
                                            p_repeat text, p_every smallint)
returns json language sql immutable set search_path = '' as $$
  select case
    when p_repeat is null
      then pg_catalog.json_build_object('id', p_id, 'day', p_day, 'title', p_title, 'done', p_done, 'markers', p_markers)
    when p_every = 1
      then pg_catalog.json_build_object('id', p_id, 'day', p_day, 'title', p_title, 'done', p_done, 'markers', p_markers,
                                        'repeat', p_repeat)
    else pg_catalog.json_build_object('id', p_id, 'day', p_day, 'title', p_title, 'done', p_done, 'markers', p_markers,
                                      'repeat', p_repeat, 'every', p_every)
  end
$$;

alter table public.objectives drop column page_json;
alter table public.objectives
  add column page_json json not null
  generated always as (private.objective_page_json(id, day, title, done, marker_ids, repeat, repeat_every)) stored;
comment on column public.objectives.page_json is
  'The objective as pages list it ({id, day, title, done, markers, repeat and every when set}), generated from the row.';

drop function private.objective_page_json(uuid, date, text, boolean, uuid[]);

-- The changes' answers carry the rule too (null when none).
create or replace function private.objective_json(p_objective public.objectives)
returns jsonb language sql stable set search_path = '' as $$
  select private.objective_item(p_objective.id, p_objective.day, p_objective.title, p_objective.done, p_objective.done_at,
    (select jsonb_agg(om.marker_id order by m.name) from public.objective_markers om
     join public.markers m on m.id = om.marker_id where om.objective_id = p_objective.id))
    || jsonb_build_object('repeat', p_objective.repeat, 'repeat_every', p_objective.repeat_every)
$$;

-- -----------------------------------------------------------------------------
-- Add, edit, done: with the rule
-- -----------------------------------------------------------------------------

-- As before, plus p_repeat (null or 'none': no rule) and its interval p_repeat_every.
drop function public.add_objective(uuid, date, text, uuid[], text[], uuid);
create function public.add_objective(
  p_dashboard uuid,
  p_day date,
  p_title text,
  p_marker_ids uuid[] default '{}',
  p_marker_names text[] default '{}',
  p_request_id uuid default null,
  p_repeat text default null,
  p_repeat_every int default 1
)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_title text := private.clean_text(p_title, 500, 'title');
  v_repeat text := private.repeat_rule(p_repeat);
  v_every smallint := private.repeat_interval(v_repeat, p_repeat_every);
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
  insert into public.objectives (dashboard_id, day, title, position, repeat, repeat_every)
  values (p_dashboard, p_day, v_title, private.next_position(p_dashboard, p_day), v_repeat, v_every)
  returning * into v;
  perform private.set_objective_markers(v, v_markers);
  return private.remember_request(p_request_id, private.objective_json(v));
end;
$$;

comment on function public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int) is
  'Adds an objective at the end of its day, with filters by id or name and an optional repeat rule; p_request_id makes a double submit add one.';

-- As before, plus p_repeat: null keeps the rule, 'none' ends it; p_repeat_every
-- goes with it (1 when not given), or alone changes the interval.
drop function public.update_objective(uuid, text, date, uuid[]);
create function public.update_objective(
  p_objective uuid,
  p_title text default null,
  p_day date default null,
  p_marker_ids uuid[] default null,
  p_repeat text default null,
  p_repeat_every int default null
)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  -- A title-only edit leaves the order alone; anything that may move it locks first.
  v public.objectives := case when p_day is null then private.find_objective(p_objective) else private.find_objective_locked(p_objective) end;
  v_title text := case when p_title is null then v.title else private.clean_text(p_title, 500, 'title') end;
  v_repeat text := case when p_repeat is null then v.repeat else private.repeat_rule(p_repeat) end;
  v_every smallint := private.repeat_interval(v_repeat,
    case when p_repeat is null then coalesce(p_repeat_every, v.repeat_every) else coalesce(p_repeat_every, 1) end);
  v_from date := v.day;
  v_moves boolean := p_day is not null and p_day <> v.day;
begin
  update public.objectives
  set title = v_title,
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
  if p_marker_ids is not null then
    perform private.set_objective_markers(v, private.own_markers(v.dashboard_id, p_marker_ids));
  end if;
  return private.objective_json(v);
end;
$$;

comment on function public.update_objective(uuid, text, date, uuid[], text, int) is
  'Changes an objective''s title, day, filters or repeat rule; a null argument keeps what is there, p_repeat ''none'' ends the rule.';

-- Done: a repeating objective adds its next one; not done: takes it back. Both
-- lock the dashboard's order first (the next one takes a place in its day), so
-- two presses of "done" at once add one next objective: the second finds it done.
-- p_time_zone names today when the caller has saved no time zone.
drop function public.set_objective_done(uuid, boolean);
create function public.set_objective_done(p_objective uuid, p_done boolean, p_time_zone text default 'UTC')
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
    set done = true, done_at = now(), repeat = null, repeat_every = 1, repeat_anchor = null, updated_at = now()
    where id = v.id;
    if v.repeat is not null then
      v_next.day := private.next_occurrence(v.repeat, v.repeat_every, coalesce(v.repeat_anchor, v.day),
                                            greatest(v.day, private.today(p_time_zone)));
      -- The series' own day goes with it: after 28 February, a monthly 31st is back on 31 March.
      insert into public.objectives (dashboard_id, day, title, position, repeat, repeat_every, repeat_anchor, repeat_from)
      values (v.dashboard_id, v_next.day, v.title, private.next_position(v.dashboard_id, v_next.day), v.repeat,
              v.repeat_every, nullif(coalesce(v.repeat_anchor, v.day), v_next.day), v.id)
      returning * into v_next;
      perform private.set_objective_markers(v_next, v.marker_ids);
    end if;
  else
    -- The next one, if its completion added one that is still as it was added.
    select * into v_next from public.objectives n
    where n.repeat_from = v.id and not n.done and n.title = v.title and n.repeat is not null
      and n.marker_ids @> v.marker_ids and n.marker_ids <@ v.marker_ids;
    if v_next.id is not null then
      delete from public.objectives where id = v_next.id;
      perform private.renumber_day(v_next.dashboard_id, v_next.day);
    end if;
    update public.objectives
    set done = false, done_at = null, repeat = coalesce(v_next.repeat, repeat),
        repeat_every = case when v_next.id is null then repeat_every else v_next.repeat_every end,
        repeat_anchor = case when v_next.id is null then repeat_anchor else nullif(v_next.repeat_anchor, day) end,
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

comment on function public.set_objective_done(uuid, boolean, text) is
  'Marks an objective done or not. Done, a repeating one adds its next one (answered as next: {id, day}); not done again, takes it back while unchanged.';

-- -----------------------------------------------------------------------------
-- Undo of a delete keeps the rule
-- -----------------------------------------------------------------------------

alter table private.deleted_objectives add column repeat text, add column repeat_every smallint not null default 1,
  add column repeat_anchor date;
comment on column private.deleted_objectives.repeat is 'Its repeat rule; null if it had none.';
comment on column private.deleted_objectives.repeat_every is 'Its rule''s interval.';
comment on column private.deleted_objectives.repeat_anchor is 'The day its series counts from, when not its own.';

-- As in the undo migration, with the rule.
create or replace function public.delete_objective(p_objective uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
begin
  delete from private.deleted_objectives where deleted_at < now() - interval '1 hour';
  insert into private.deleted_objectives (id, dashboard_id, day, title, done_at, position, marker_ids, created_by, created_at, repeat, repeat_every, repeat_anchor)
  values (v.id, v.dashboard_id, v.day, v.title, v.done_at, v.position, v.marker_ids, v.created_by, v.created_at, v.repeat,
          v.repeat_every, v.repeat_anchor)
  on conflict (id) do nothing;
  delete from public.objectives where id = v.id;
  perform private.renumber_day(v.dashboard_id, v.day);
  return private.objective_json(v);
end;
$$;

-- As in the undo migration, with the rule.
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
  insert into public.objectives (id, dashboard_id, day, title, done, done_at, position, created_by, created_at, repeat,
                                 repeat_every, repeat_anchor)
  values (d.id, d.dashboard_id, d.day, d.title, d.done_at is not null, d.done_at, d.position, d.created_by, d.created_at,
          d.repeat, d.repeat_every, d.repeat_anchor)
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
-- The calendar shows the days a series will come back on
-- -----------------------------------------------------------------------------

-- The series' days after p_after, up to p_until (a calendar's grid, six weeks at most).
create function private.occurrences(p_repeat text, p_every int, p_anchor date, p_after date, p_until date)
returns setof date language plpgsql immutable set search_path = '' as $$
declare
  v date := private.next_occurrence(p_repeat, p_every, p_anchor, p_after);
begin
  while v <= p_until loop
    return next v;
    v := private.next_occurrence(p_repeat, p_every, p_anchor, v);
  end loop;
end;
$$;

-- The calendar reads the open repeating objectives of a dashboard.
create index objectives_open_repeating on public.objectives (dashboard_id) where repeat is not null and not done;

-- As in the page rows migration, plus each open repeating objective again on the days it
-- will come back (its page row with that day and "projected": true), after its own ones.
create or replace function public.get_calendar_page(
  p_dashboard uuid,
  p_month date default null,
  p_week_start int default 1,
  p_time_zone text default 'UTC',
  p_markers uuid[] default '{}',
  p_per_day int default null
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
begin
  select m.dashboard, m.show_done into v_dashboard, v_show_done from private.member_dashboard(p_dashboard) m;
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
      select o.day, o.page_json, false as projected, o.position, o.created_at
      from public.objectives o
      where o.dashboard_id = p_dashboard and o.day between v_from and v_to and (v_show_done or not o.done)
        and (v_markers is null or o.marker_ids && v_markers)
      union all
      -- The days a repeating objective will come back on, after the grid's start and today.
      select p.day, (o.page_json::jsonb || jsonb_build_object('day', p.day, 'projected', true))::json, true,
             o.position, o.created_at
      from public.objectives o
      cross join lateral private.occurrences(o.repeat, o.repeat_every, coalesce(o.repeat_anchor, o.day),
                                             greatest(o.day, v_today, v_from - 1), v_to) p (day)
      where o.dashboard_id = p_dashboard and o.repeat is not null and not o.done and o.day <= v_to
        and (v_markers is null or o.marker_ids && v_markers)
    ) o
    window w as (partition by o.day order by o.projected, o.position, o.created_at)
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
      from public.markers m where m.dashboard_id = p_dashboard), '[]')
  );
end;
$$;

-- -----------------------------------------------------------------------------
-- Export: the rule in the objectives' JSON and CSV
-- -----------------------------------------------------------------------------

-- As in the export migration, with each objective's "repeat" and "repeat_every" (null or
-- empty when none).
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
                 'id', o.id, 'day', o.day, 'title', o.title, 'done', o.done, 'done_at', private.utc_text(o.done_at),
                 'filters', private.marker_names(o.marker_ids), 'repeat', o.repeat,
                 'repeat_every', case when o.repeat is not null then o.repeat_every end, 'created_at', private.utc_text(o.created_at))
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
    select private.csv_line(array['day', 'title', 'done', 'done_at', 'filters', 'repeat', 'repeat_every', 'created_at']) || E'\r\n'
      || coalesce(string_agg(
           private.csv_line(array[o.day::text, o.title, o.done::text, private.utc_text(o.done_at),
                                  array_to_string(private.marker_names(o.marker_ids), ', '), o.repeat,
                                  case when o.repeat is not null then o.repeat_every::text end, private.utc_text(o.created_at)])
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

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.repeat_rule(text), private.repeat_interval(text, int), private.keep_repeat_anchor(),
  private.occurrences(text, int, date, date, date),
  private.next_occurrence(text, int, date, date),
  private.objective_page_json(uuid, date, text, boolean, uuid[], text, smallint)
  from public, anon, authenticated, service_role;
revoke all on function public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int),
  public.update_objective(uuid, text, date, uuid[], text, int), public.set_objective_done(uuid, boolean, text)
  from public, anon, authenticated, service_role;
-- The calendar runs as its caller: it computes series days (pure arithmetic, no rows).
grant execute on function private.occurrences(text, int, date, date, date), private.next_occurrence(text, int, date, date)
  to authenticated;
grant execute on function public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int),
  public.update_objective(uuid, text, date, uuid[], text, int), public.set_objective_done(uuid, boolean, text)
  to authenticated;
