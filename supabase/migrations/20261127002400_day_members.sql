-- =============================================================================
-- The day view names the other members whenever there are any
-- =============================================================================
-- Quick add's "+" offers the dashboard's members as "#" offers its filters
-- (decision 037's addendum): the day view lists the other members whenever the
-- dashboard is shared, not only once something is assigned. The list was a
-- second look at the members anyway ("shared"); it is now read once for both.
-- =============================================================================

-- As in the assignee filter migration; "members" whenever there are other members,
-- and "shared" from the same list.
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
