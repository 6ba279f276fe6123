-- =============================================================================
-- Each day's order: the members' own, or priority first
-- =============================================================================
-- Todoist sorts a list by priority on request. Each member may now choose, per
-- dashboard, to see every day (the day view, its overdue list and the calendar's
-- cells) with priority 1 first and objectives without one last, the members'
-- order deciding within a priority. The order itself stays the members' own and
-- comes back when the option is turned off (decision 035).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The option
-- -----------------------------------------------------------------------------

alter table public.dashboard_members
  add column day_order text not null default 'manual' check (day_order in ('manual', 'priority'));

comment on column public.dashboard_members.day_order is
  'This member''s order of each day on this dashboard: manual (the members'' order) or priority (priority 1 first, then the members'' order).';

create function public.set_day_order(p_dashboard uuid, p_order text)
returns jsonb language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_member(p_dashboard);
  if p_order is null or p_order not in ('manual', 'priority') then
    raise exception using errcode = 'PT422', message = 'day_order_invalid';
  end if;
  update public.dashboard_members set day_order = p_order
  where dashboard_id = p_dashboard and user_id = (select auth.uid());
  return jsonb_build_object('id', p_dashboard, 'day_order', p_order);
end;
$$;

comment on function public.set_day_order(uuid, text) is
  'Sets the caller''s order of each day on a dashboard: manual or priority.';

-- As in the planner API migration, plus 'day_order': the other pages' dashboard JSON.
create or replace function private.dashboard_json(p_dashboard uuid)
returns jsonb language sql stable set search_path = '' as $$
  select jsonb_build_object('id', d.id, 'name', d.name, 'role', me.role, 'show_done', me.show_done,
                            'day_order', me.day_order, 'created_at', d.created_at)
  from public.dashboards d
  join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = (select auth.uid())
  where d.id = p_dashboard
$$;

-- As in the stored page rows migration, plus 'day_order': the day view's and the calendar's.
create or replace function private.member_dashboard(p_dashboard uuid, out dashboard json, out show_done boolean)
language plpgsql stable security definer set search_path = '' as $$
begin
  select json_build_object('id', d.id, 'name', d.name, 'role', me.role, 'show_done', me.show_done,
                           'day_order', me.day_order, 'created_at', d.created_at),
         me.show_done
    into dashboard, show_done
  from public.dashboards d
  join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = (select auth.uid())
  where d.id = p_dashboard;
  if not found then
    raise exception using errcode = 'PT404', message = 'dashboard_not_found';
  end if;
end;
$$;

-- -----------------------------------------------------------------------------
-- The pages that list days
-- -----------------------------------------------------------------------------

-- As in the day page notes limit migration (read as its owner since the next one), each
-- day and the overdue list ordered by priority first when the member chose it.
create or replace function public.get_day_page(
  p_dashboard uuid,
  p_day date default null,
  p_time_zone text default 'UTC',
  p_markers uuid[] default '{}',
  p_overdue_limit int default null,
  p_notes_limit int default null
)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_dashboard json;
  v_show_done boolean;
  v_today date := private.today(p_time_zone);
  v_markers uuid[] := case when cardinality(p_markers) > 0 then p_markers end;
  v_by_priority boolean;
begin
  select m.dashboard, m.show_done into v_dashboard, v_show_done from private.member_dashboard(p_dashboard) m;
  v_by_priority := v_dashboard ->> 'day_order' = 'priority';
  if p_overdue_limit < 0 or p_notes_limit < 0 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  p_day := coalesce(p_day, v_today);

  return (
    -- The day's objectives and the open ones before today, read once.
    with o as materialized (
      select o.day, o.done, o.position, o.created_at, o.page_json,
             case when v_by_priority then o.priority end as rank
      from public.objectives o
      where o.dashboard_id = p_dashboard and (o.day = p_day or (o.day < v_today and not o.done))
        and (v_markers is null or o.marker_ids && v_markers)
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
        from public.markers m where m.dashboard_id = p_dashboard), '[]')
    )
    from of_day
  );
end;
$$;

-- As in the repeating objectives migration, each day's cell ordered by priority first when
-- the member chose it (the days a repeating objective comes back on stay after the day's
-- own objectives of the same priority).
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
  v_by_priority boolean;
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
      union all
      -- The days a repeating objective will come back on, after the grid's start and today.
      select p.day, (o.page_json::jsonb || jsonb_build_object('day', p.day, 'projected', true))::json, true,
             o.position, o.created_at, case when v_by_priority then o.priority end
      from public.objectives o
      cross join lateral private.occurrences(o.repeat, o.repeat_every, coalesce(o.repeat_anchor, o.day),
                                             greatest(o.day, v_today, v_from - 1), v_to) p (day)
      where o.dashboard_id = p_dashboard and o.repeat is not null and not o.done and o.day <= v_to
        and (v_markers is null or o.marker_ids && v_markers)
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
      from public.markers m where m.dashboard_id = p_dashboard), '[]')
  );
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.set_day_order(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.set_day_order(uuid, text) to authenticated;
