-- =============================================================================
-- Filter by any member, or by nobody
-- =============================================================================
-- "Assigned to me" (p_mine) was the only way to narrow a shared dashboard by who does
-- what. The day view, the calendar and "Move all to today" now take the member asked
-- for (p_assignee: the caller for "Assigned to me", or anyone else) or the objectives
-- nobody does (p_unassigned), and the pages list the other members for the filter's
-- choices once anything on the dashboard is assigned (decision 037).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The filter's choices
-- -----------------------------------------------------------------------------

-- The dashboard's members but the caller, by name: [{id, name}]. The pages' functions
-- read it after checking membership; it runs as its caller (row-level security applies).
create function private.other_members(p_dashboard uuid)
returns json language sql stable set search_path = '' as $$
  select coalesce(json_agg(json_build_object('id', m.user_id, 'name', private.member_name(p.display_name, p.email))
                           order by lower(private.member_name(p.display_name, p.email)), m.user_id), '[]')
  from public.dashboard_members m
  join public.profiles p on p.id = m.user_id
  where m.dashboard_id = p_dashboard and m.user_id <> (select auth.uid());
$$;

comment on function private.other_members(uuid) is
  'The members of a dashboard other than the caller, by name: the choices of the pages'' "Assigned to" filter.';

-- -----------------------------------------------------------------------------
-- The day view
-- -----------------------------------------------------------------------------

-- As in the day people lookup migration; p_mine becomes p_assignee and p_unassigned,
-- and the page lists the other members ("members") once anything is assigned.
drop function public.get_day_page(uuid, date, text, uuid[], int, int, boolean);
create function public.get_day_page(
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
begin
  select m.dashboard, m.show_done into v_dashboard, v_show_done from private.member_dashboard(p_dashboard) m;
  v_by_priority := v_dashboard ->> 'day_order' = 'priority';
  if p_overdue_limit < 0 or p_notes_limit < 0 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  p_day := coalesce(p_day, v_today);
  v_assigned := p_assignee is not null or p_unassigned or exists (
    select 1 from public.objectives a where a.dashboard_id = p_dashboard and a.assignee_id is not null);

  return (
    -- The day's objectives and the open ones before today, read once.
    with o as materialized (
      select o.day, o.done, o.position, o.created_at, o.page_json, o.assignee_id,
             case when v_by_priority then o.priority end as rank
      from public.objectives o
      where o.dashboard_id = p_dashboard and (o.day = p_day or (o.day < v_today and not o.done))
        and (v_markers is null or o.marker_ids && v_markers)
        and (p_assignee is null or o.assignee_id = p_assignee) and (p_unassigned is not true or o.assignee_id is null)
    ), of_day as (
      select json_agg(o.page_json order by o.rank, o.position, o.created_at) filter (where v_show_done or not o.done) as objectives,
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
        select json_agg(late.page_json order by late.day, late.rank, late.position, late.created_at)
        from (
          select o.* from o where o.day < v_today and not o.done
          order by o.day, o.rank, o.position, o.created_at limit p_overdue_limit
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
      'assigned', v_assigned,
      -- The filter's choices once anything is assigned: the other members, by name.
      'members', case when v_assigned then private.other_members(p_dashboard) end,
      -- Someone else is a member: a row's menu offers "Assign to me".
      'shared', exists (
        select 1 from public.dashboard_members m where m.dashboard_id = p_dashboard and m.user_id <> (select auth.uid()))
    )
    from of_day
  );
end;
$$;

comment on function public.get_day_page(uuid, date, text, uuid[], int, int, uuid, boolean) is
  'The day view: dashboard, the day''s objectives, the oldest overdue ones (up to p_overdue_limit), the year''s newest notes (up to p_notes_limit), both counts, markers, the assignees'' names, the other members once anything is assigned; p_assignee: only that member''s objectives, p_unassigned: only nobody''s.';

-- -----------------------------------------------------------------------------
-- The calendar
-- -----------------------------------------------------------------------------

-- As in the repeat from done migration, the same way.
drop function public.get_calendar_page(uuid, date, int, text, uuid[], int, boolean);
create function public.get_calendar_page(
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
begin
  select m.dashboard, m.show_done into v_dashboard, v_show_done from private.member_dashboard(p_dashboard) m;
  v_by_priority := v_dashboard ->> 'day_order' = 'priority';
  if p_week_start is null or p_week_start not between 1 and 7 or p_per_day < 0 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  v_from := v_month - ((extract(isodow from v_month)::int - p_week_start + 7) % 7);
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
                                                greatest(o.day, v_today, v_from - 1), v_to) p (day)
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

comment on function public.get_calendar_page(uuid, date, int, text, uuid[], int, uuid, boolean) is
  'The calendar: a month as a six-week grid, each day''s first p_per_day objectives and its count, the names of their assignees, the other members once anything is assigned; p_assignee: only that member''s objectives, p_unassigned: only nobody''s.';

-- -----------------------------------------------------------------------------
-- "Move all to today"
-- -----------------------------------------------------------------------------

-- As in the move filtered migration, with the same filter as the day view.
drop function public.move_overdue_to_today(uuid, text, uuid, uuid[], boolean);
create function public.move_overdue_to_today(p_dashboard uuid, p_time_zone text default 'UTC', p_objective uuid default null,
                                             p_markers uuid[] default '{}', p_assignee uuid default null,
                                             p_unassigned boolean default false)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_today date := private.today(p_time_zone);
  v_markers uuid[] := case when cardinality(p_markers) > 0 then p_markers end;
  v_move uuid := gen_random_uuid();
  v_base double precision;
  v_days date[];
  v_day date;
  v_moved int;
begin
  perform private.require_member(p_dashboard);
  perform private.lock_order(p_dashboard);
  select coalesce(array_agg(distinct day), '{}') into v_days from public.objectives
  where dashboard_id = p_dashboard and day < v_today and not done and (p_objective is null or id = p_objective)
    and (v_markers is null or marker_ids && v_markers) and (p_assignee is null or assignee_id = p_assignee)
    and (p_unassigned is not true or assignee_id is null);
  v_base := private.next_position(p_dashboard, v_today) - 1;
  delete from private.moved_objectives where moved_at < now() - interval '1 hour';
  insert into private.moved_objectives (move_id, objective_id, dashboard_id, from_day, from_position, to_day)
  select v_move, id, dashboard_id, day, position, v_today from public.objectives
  where dashboard_id = p_dashboard and day < v_today and not done and (p_objective is null or id = p_objective)
    and (v_markers is null or marker_ids && v_markers) and (p_assignee is null or assignee_id = p_assignee)
    and (p_unassigned is not true or assignee_id is null);
  -- In their order (day, then position), to the end of today.
  with moving as (
    select id, row_number() over (order by day, position, created_at, id) as n
    from public.objectives
    where dashboard_id = p_dashboard and day < v_today and not done and (p_objective is null or id = p_objective)
      and (v_markers is null or marker_ids && v_markers) and (p_assignee is null or assignee_id = p_assignee)
      and (p_unassigned is not true or assignee_id is null)
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
  return jsonb_build_object('moved', v_moved, 'day', v_today, 'move', case when v_moved > 0 then v_move end);
end;
$$;

comment on function public.move_overdue_to_today(uuid, text, uuid, uuid[], uuid, boolean) is
  'Moves the open objectives before today (or one of them) to the end of today, in their order; p_markers, p_assignee and p_unassigned narrow it as the day view''s filter does. Answers the move''s id for undo_move.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.other_members(uuid),
  public.get_day_page(uuid, date, text, uuid[], int, int, uuid, boolean),
  public.get_calendar_page(uuid, date, int, text, uuid[], int, uuid, boolean),
  public.move_overdue_to_today(uuid, text, uuid, uuid[], uuid, boolean) from public, anon, authenticated, service_role;
-- get_calendar_page runs as its caller and lists the members with other_members.
grant execute on function private.other_members(uuid) to authenticated;
grant execute on function public.get_day_page(uuid, date, text, uuid[], int, int, uuid, boolean),
  public.get_calendar_page(uuid, date, int, text, uuid[], int, uuid, boolean),
  public.move_overdue_to_today(uuid, text, uuid, uuid[], uuid, boolean) to authenticated;
