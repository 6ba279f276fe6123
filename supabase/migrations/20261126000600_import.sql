-- =============================================================================
-- Import: objectives, notes and filters from a file, added to a dashboard
-- =============================================================================
-- The Worker reads the file (this planner's export, or a Todoist CSV template)
-- into rows; this function adds them all or none, as any member could add them
-- one by one: the same limits, filters found by name or created, each day's new
-- objectives after the ones already there. Nothing already on the dashboard
-- changes. p_request_id makes a double submit import once.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Limits for many new rows at once
-- -----------------------------------------------------------------------------

-- As in the planner API migration, for p_adding new rows at once (1 for every
-- caller before; an import adds up to 2,000).
drop function private.enforce_limit(text, uuid);
create function private.enforce_limit(p_kind text, p_dashboard uuid default null, p_adding int default 1)
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
  if v_count + p_adding > v_max then
    raise exception using errcode = 'PT422', message = case when v_plan then 'plan_limit_reached' else 'limit_reached' end,
      detail = p_kind, hint = v_max::text;
  end if;
end;
$$;

-- -----------------------------------------------------------------------------
-- The import
-- -----------------------------------------------------------------------------

-- p_filters: [{name, color}] to create with their colour when missing (an export's
-- filters; a colour this planner does not have is refused, so leave it out); p_objectives: [{day, title, done, repeat, repeat_every,
-- filters: [name]}];
-- p_notes: [{year, title, body, filters: [name]}]. Answers {objectives, notes, filters}:
-- how many of each were added.
create function public.import_into_dashboard(
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
           coalesce((e->>'done')::boolean, false) as done,
           private.repeat_rule(e->>'repeat') as repeat,
           private.repeat_interval(private.repeat_rule(e->>'repeat'), (e->>'repeat_every')::int) as every,
           coalesce(e->'filters', '[]') as filters, n
    from jsonb_array_elements(coalesce(p_objectives, '[]')) with ordinality as x (e, n)
  ), added as (
    insert into public.objectives (id, dashboard_id, day, title, done, done_at, position, repeat, repeat_every)
    select o.id, p_dashboard, o.day, o.title, o.done, case when o.done then now() end,
           private.next_position(p_dashboard, o.day) - 1 + row_number() over (partition by o.day order by o.n),
           -- A done objective's series has ended (decision 028).
           case when o.done then null else o.repeat end, case when o.done then 1 else o.every end
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

comment on function public.import_into_dashboard(uuid, jsonb, jsonb, jsonb, uuid) is
  'Adds a file''s objectives, notes and filters to a dashboard, all or none, for its members. Answers how many of each.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.import_into_dashboard(uuid, jsonb, jsonb, jsonb, uuid)
  from public, anon, authenticated, service_role;
grant execute on function public.import_into_dashboard(uuid, jsonb, jsonb, jsonb, uuid) to authenticated;
