-- =============================================================================
-- How long it takes, in files, templates and the daily email (decision 095)
-- =============================================================================
-- An objective's duration (objectives.duration_minutes) goes where its time goes: this
-- planner's export (JSON "minutes", CSV column "duration" in minutes) and import, "Download
-- your data" (the same file), a template of one's own ("minutes" in its rows; a dashboard made
-- from it is an import), and the daily email, which writes the span before the title.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The dashboard's file: "minutes"
-- -----------------------------------------------------------------------------

-- As in the objective times migration, plus "minutes".
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
               'minutes', o.duration_minutes,
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

-- As in the objective times migration, plus the CSV's "duration" (minutes) after "time".
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
                                  'repeat', 'repeat_every', 'repeat_from_done', 'repeat_until', 'deadline', 'time', 'duration',
                                  'created_at']) || E'\r\n'
      || coalesce(string_agg(
           private.csv_line(array[o.day::text, o.title, o.description, o.priority::text,
                                  (select p.email from public.profiles p where p.id = o.assignee_id),
                                  o.done::text, private.utc_text(o.done_at),
                                  array_to_string(private.marker_names(o.marker_ids), ', '), o.repeat,
                                  case when o.repeat is not null then o.repeat_every::text end,
                                  case when o.repeat is not null then o.repeat_from_done::text end,
                                  o.repeat_until::text, o.deadline::text, left(o.at_time::text, 5),
                                  o.duration_minutes::text,
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

-- -----------------------------------------------------------------------------
-- Import: "minutes" (with "at"; without it, dropped as the time's trigger drops it)
-- -----------------------------------------------------------------------------

-- As in the objective times migration, plus "minutes" (1 to 1440: duration_invalid).
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
           private.check_duration(nullif(e->>'minutes', '')::int) as minutes,
           coalesce(e->'filters', '[]') as filters,
           case when jsonb_typeof(e->'comments') = 'array' then e->'comments' else '[]' end as comments,
           case when jsonb_typeof(e->'checklist') = 'array' then e->'checklist' else '[]' end as checklist, n
    from jsonb_array_elements(coalesce(p_objectives, '[]')) with ordinality as x (e, n)
  ), added as (
    insert into public.objectives (id, dashboard_id, day, title, description, priority, assignee_id, done, done_at, position,
                                   repeat, repeat_every, repeat_from_done, repeat_until, deadline, at_time,
                                   duration_minutes)
    select o.id, p_dashboard, o.day, o.title, o.description, o.priority, o.assignee, o.done, case when o.done then now() end,
           private.next_position(p_dashboard, o.day) - 1 + row_number() over (partition by o.day order by o.n),
           -- A done objective's series has ended (decision 028).
           case when o.done then null else o.repeat end, case when o.done then 1 else o.every end,
           not o.done and o.repeat is not null and o.from_done,
           case when not o.done and o.repeat is not null then o.until end,
           -- One that repeats has none (a file from elsewhere may give both).
           case when o.done or o.repeat is null then o.deadline end,
           o.at_time, o.minutes
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

-- -----------------------------------------------------------------------------
-- A template of one's own: "minutes" in its rows
-- -----------------------------------------------------------------------------

-- As in the objective times migration, plus "minutes".
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
                   'minutes', o.duration_minutes,
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
-- The daily email: "minutes" beside "at"
-- -----------------------------------------------------------------------------

-- As in the daily email times migration, plus "minutes".
create or replace function private.daily_email_json(p_user uuid, p_day date)
returns jsonb language sql stable set search_path = '' as $$
  with boards as (
    select d.id, d.name, m.color, d.created_at, m.favorite, m.position,
      (select count(*) from public.objectives o where o.dashboard_id = d.id and o.day = p_day and not o.done) as open_today,
      (select count(*) from public.objectives o where o.dashboard_id = d.id and o.day < p_day and not o.done) as overdue,
      exists (select 1 from public.objectives o
              where o.dashboard_id = d.id and o.deadline between p_day and p_day + 2 and not o.done) as due_soon,
      exists (select 1 from private.reminders r join public.objectives o on o.id = r.objective_id
              where r.user_id = p_user and o.dashboard_id = d.id and r.days_before > 0
                and o.day - r.days_before = p_day and r.sent_at is null and not o.done) as ahead
    from public.dashboard_members m
    join public.dashboards d on d.id = m.dashboard_id
    where m.user_id = p_user and m.in_daily_email and d.archived_at is null
  )
  select jsonb_agg(jsonb_build_object(
      'id', b.id,
      'name', b.name,
      -- The reader's own colour for it (decision 088): a dot before its name.
      'color', b.color,
      'open_today', b.open_today,
      'overdue', b.overdue,
      'objectives', coalesce((
        select jsonb_agg(jsonb_build_object('title', o.title, 'priority', o.priority,
                                            'assignee', o.assignee, 'yours', coalesce(o.assignee_id = p_user, false),
                                            'reminder', o.reminder)
                         -- Its time when it has one.
                         || case when o.at_time is not null
                                 then jsonb_strip_nulls(jsonb_build_object('at', pg_catalog.left(o.at_time::text, 5),
                                                           'minutes', o.duration_minutes)) else '{}' end
                         order by o.at_time, o.position)
        from (select o.title, o.priority, o.position, o.assignee_id, o.at_time, o.duration_minutes,
                     (select private.member_name(p.display_name, p.email) from public.profiles p where p.id = o.assignee_id) as assignee,
                     -- The reader's own reminder still to go today ("HH:MM"), or null: one of
                     -- the days before went then.
                     (select to_char(r.local_time, 'HH24:MI') from private.reminders r
                      where r.objective_id = o.id and r.user_id = p_user and r.sent_at is null
                        and r.days_before = 0) as reminder
              from public.objectives o
              where o.dashboard_id = b.id and o.day = p_day and not o.done
              order by o.at_time, o.position limit 10) o
      ), '[]'::jsonb),
      'overdue_objectives', coalesce((
        select jsonb_agg(jsonb_build_object('title', o.title, 'priority', o.priority, 'day', o.day,
                                            'assignee', o.assignee, 'yours', coalesce(o.assignee_id = p_user, false))
                         order by o.day, o.position)
        from (select o.title, o.priority, o.day, o.position, o.assignee_id,
                     (select private.member_name(p.display_name, p.email) from public.profiles p where p.id = o.assignee_id) as assignee
              from public.objectives o
              where o.dashboard_id = b.id and o.day < p_day and not o.done
              order by o.day, o.position limit 5) o
      ), '[]'::jsonb),
      'due', coalesce((
        select jsonb_agg(jsonb_build_object('title', o.title, 'priority', o.priority, 'deadline', o.deadline,
                                            'assignee', o.assignee, 'yours', coalesce(o.assignee_id = p_user, false))
                         order by o.deadline, o.day, o.position)
        from (select o.title, o.priority, o.deadline, o.day, o.position, o.assignee_id,
                     (select private.member_name(p.display_name, p.email) from public.profiles p where p.id = o.assignee_id) as assignee
              from public.objectives o
              where o.dashboard_id = b.id and o.deadline between p_day and p_day + 2 and not o.done
              order by o.deadline, o.day, o.position limit 5) o
      ), '[]'::jsonb),
      -- The reader's own reminders going today for objectives of later days (decision 086):
      -- the first five by time, each with its day and time.
      'ahead', coalesce((
        select jsonb_agg(jsonb_build_object('title', o.title, 'priority', o.priority, 'day', o.day,
                                            'reminder', o.reminder, 'assignee', o.assignee,
                                            'yours', coalesce(o.assignee_id = p_user, false))
                         order by o.reminder, o.day, o.position)
        from (select o.title, o.priority, o.day, o.position, o.assignee_id, to_char(r.local_time, 'HH24:MI') as reminder,
                     (select private.member_name(p.display_name, p.email) from public.profiles p where p.id = o.assignee_id) as assignee
              from private.reminders r
              join public.objectives o on o.id = r.objective_id
              where r.user_id = p_user and o.dashboard_id = b.id and r.days_before > 0
                and o.day - r.days_before = p_day and r.sent_at is null and not o.done
              order by r.local_time, o.day, o.position limit 5) o
      ), '[]'::jsonb)
    ) order by b.favorite desc, b.position nulls last, lower(b.name), b.created_at, b.id)
  from boards b
  where b.open_today > 0 or b.overdue > 0 or b.due_soon or b.ahead
$$;
