-- =============================================================================
-- Files carry checklists, and when a comment was edited
-- =============================================================================
-- The JSON export is also a backup: what it leaves out is lost when a dashboard
-- is rebuilt from it. Each objective now carries its checklist (decision 045)
-- as [{title, done}] in order, and each comment its "edited_at"; an import
-- brings both back (up to 100 steps an objective, ticked as they were). The
-- spreadsheets keep their columns.
-- =============================================================================

-- As in the comments migration, plus each objective's 'checklist' and each comment's
-- 'edited_at' in the JSON file.
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

  return json_build_object('name', v_name, 'body', v_body,
    -- The caller's own zone, null when unset: the file is named after their today.
    'time_zone', (select p.time_zone from public.profiles p where p.id = (select auth.uid())));
end;
$$;


-- As in the import comments migration, plus each objective's 'checklist' and each comment's
-- 'edited_at' (a time that does not parse leaves it unmarked).
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
           coalesce(e->'filters', '[]') as filters,
           case when jsonb_typeof(e->'comments') = 'array' then e->'comments' else '[]' end as comments,
           case when jsonb_typeof(e->'checklist') = 'array' then e->'checklist' else '[]' end as checklist, n
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

