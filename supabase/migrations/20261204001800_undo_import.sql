-- =============================================================================
-- Undo an import
-- =============================================================================
-- An import adds up to 2,000 objectives and 2,000 notes at once, and a file chosen
-- for the wrong dashboard (or a calendar that brought more than was meant) took the
-- Select page, 500 at a time, to take away again. Every other change of many has an
-- Undo (decision 024); now an import has one too: its message offers it for an hour
-- to the member who imported, and undo_import takes away the objectives and notes it
-- added that are still on the dashboard (with their steps, comments and filters'
-- links), and the filters it created that nothing else carries by then. What was
-- there before the import is never touched. An objective moved to another dashboard
-- in the meantime stays where it went.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- What an import added
-- -----------------------------------------------------------------------------

create table private.import_batches (
  batch_id uuid primary key,
  dashboard_id uuid not null references public.dashboards (id) on delete cascade,
  made_by uuid not null references auth.users (id) on delete cascade,
  made_at timestamptz not null default now(),
  undone_at timestamptz,
  objective_ids uuid[] not null default '{}',
  note_ids uuid[] not null default '{}',
  marker_ids uuid[] not null default '{}'
);
comment on table private.import_batches is 'What each import added, for its Undo (undo_import) in the hour after; older ones are deleted by the next import.';
comment on column private.import_batches.batch_id is 'The id the import answers and undo_import takes.';
comment on column private.import_batches.dashboard_id is 'The dashboard it imported into; deleting the dashboard deletes the record.';
comment on column private.import_batches.made_by is 'The member who imported: the only one who may undo it.';
comment on column private.import_batches.made_at is 'When; an hour later it can no longer be undone.';
comment on column private.import_batches.undone_at is 'When it was undone; null until then (a second Undo takes nothing).';
comment on column private.import_batches.objective_ids is 'The objectives it added.';
comment on column private.import_batches.note_ids is 'The notes it added.';
comment on column private.import_batches.marker_ids is 'The filters it created (not those it found by name).';

create index import_batches_by_age on private.import_batches (made_at);

-- Read and written only inside the functions below.
alter table private.import_batches enable row level security;
revoke all on table private.import_batches from public, anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Import: what it added, recorded
-- -----------------------------------------------------------------------------

-- As in the deadlines migration, plus: the ids of what it added are kept in
-- private.import_batches, and the answer names that record ("batch"; null when the
-- file added nothing). A double submit answers the first import's batch.
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
           coalesce(e->'filters', '[]') as filters,
           case when jsonb_typeof(e->'comments') = 'array' then e->'comments' else '[]' end as comments,
           case when jsonb_typeof(e->'checklist') = 'array' then e->'checklist' else '[]' end as checklist, n
    from jsonb_array_elements(coalesce(p_objectives, '[]')) with ordinality as x (e, n)
  ), added as (
    insert into public.objectives (id, dashboard_id, day, title, description, priority, assignee_id, done, done_at, position,
                                   repeat, repeat_every, repeat_from_done, repeat_until, deadline)
    select o.id, p_dashboard, o.day, o.title, o.description, o.priority, o.assignee, o.done, case when o.done then now() end,
           private.next_position(p_dashboard, o.day) - 1 + row_number() over (partition by o.day order by o.n),
           -- A done objective's series has ended (decision 028).
           case when o.done then null else o.repeat end, case when o.done then 1 else o.every end,
           not o.done and o.repeat is not null and o.from_done,
           case when not o.done and o.repeat is not null then o.until end,
           -- One that repeats has none (a file from elsewhere may give both).
           case when o.done or o.repeat is null then o.deadline end
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


comment on function public.import_into_dashboard(uuid, jsonb, jsonb, jsonb, uuid) is
  'Adds a file''s objectives, notes and filters to a dashboard, all or none, for its members. Answers how many of each, and the id undo_import takes.';

-- -----------------------------------------------------------------------------
-- Undo: what the import added, taken away again
-- -----------------------------------------------------------------------------

-- Only by the member who imported, within the hour; twice takes nothing more.
create function public.undo_import(p_batch uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v private.import_batches;
  v_objectives int;
  v_notes int;
  v_filters int;
  v_days date[];
  v_day date;
begin
  select * into v from private.import_batches where batch_id = p_batch and made_by = (select auth.uid());
  if v.batch_id is null then
    raise exception using errcode = 'PT404', message = 'undo_not_found';
  end if;
  perform private.require_member(v.dashboard_id);
  perform private.lock_order(v.dashboard_id);
  if v.made_at < now() - interval '1 hour' then
    raise exception using errcode = 'PT410', message = 'undo_expired';
  end if;
  if v.undone_at is not null then
    return jsonb_build_object('objectives', 0, 'notes', 0, 'filters', 0, 'dashboard', v.dashboard_id);
  end if;
  -- Those still on this dashboard; their steps, comments and filters' links go with them.
  with removed as (
    delete from public.objectives where dashboard_id = v.dashboard_id and id = any (v.objective_ids)
    returning day
  )
  select count(*), coalesce(array_agg(distinct day), '{}') into v_objectives, v_days from removed;
  -- The days they were on are numbered 1..n again.
  foreach v_day in array v_days loop
    perform private.renumber_day(v.dashboard_id, v_day);
  end loop;
  with removed as (
    delete from public.notes where dashboard_id = v.dashboard_id and id = any (v.note_ids) returning 1
  )
  select count(*) into v_notes from removed;
  -- The filters it created, unless something else carries them by now.
  with removed as (
    delete from public.markers m
    where m.dashboard_id = v.dashboard_id and m.id = any (v.marker_ids)
      and not exists (select 1 from public.objective_markers l where l.marker_id = m.id)
      and not exists (select 1 from public.note_markers l where l.marker_id = m.id)
    returning 1
  )
  select count(*) into v_filters from removed;
  update private.import_batches set undone_at = now() where batch_id = p_batch;
  return jsonb_build_object('objectives', v_objectives, 'notes', v_notes, 'filters', v_filters,
                            'dashboard', v.dashboard_id);
end;
$$;
comment on function public.undo_import(uuid) is
  'The importer, within the hour: takes away the objectives and notes an import added that are still on its dashboard, and the filters it created that nothing else carries. Answers how many of each, and the dashboard.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.import_into_dashboard(uuid, jsonb, jsonb, jsonb, uuid),
  public.undo_import(uuid) from public, anon, authenticated, service_role;
grant execute on function public.import_into_dashboard(uuid, jsonb, jsonb, jsonb, uuid),
  public.undo_import(uuid) to authenticated;
