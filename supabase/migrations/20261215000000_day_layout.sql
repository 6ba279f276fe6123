-- =============================================================================
-- A dashboard's day as its hours (decision 098)
-- =============================================================================
-- A dashboard's day can be drawn as a list or as its hours, as /today can (decision
-- 097). Which one is each member's own choice for each dashboard, kept with their other
-- ways of seeing it (the order of each day, done ones shown, its colour), so it follows
-- them to every device. The day page says which, and the time it is, for the line
-- across today's hours.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The choice
-- -----------------------------------------------------------------------------

alter table public.dashboard_members
  add column day_layout text not null default 'list' check (day_layout in ('list', 'hours'));

comment on column public.dashboard_members.day_layout is
  'How this member sees a day of this dashboard: list (its objectives, in order) or hours (by the time of day).';

create function public.set_day_layout(p_dashboard uuid, p_layout text)
returns jsonb language plpgsql security definer set search_path = '' as $$
begin
  -- Any member, a viewer too, and on an archived dashboard: it changes only how they see it.
  perform private.require_member(p_dashboard);
  if p_layout is null or p_layout not in ('list', 'hours') then
    raise exception using errcode = 'PT422', message = 'day_layout_invalid';
  end if;
  update public.dashboard_members set day_layout = p_layout
  where dashboard_id = p_dashboard and user_id = (select auth.uid());
  return jsonb_build_object('id', p_dashboard, 'day_layout', p_layout);
end;
$$;

comment on function public.set_day_layout(uuid, text) is
  'Sets how the caller sees a day of a dashboard: list or hours ({id, day_layout}).';

revoke all on function public.set_day_layout(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.set_day_layout(uuid, text) to authenticated;

-- -----------------------------------------------------------------------------
-- The day view's and the calendar's dashboard: 'day_layout'
-- -----------------------------------------------------------------------------

-- As in the dashboard colours migration, plus 'day_layout'.
create or replace function private.member_dashboard(p_dashboard uuid, out dashboard json, out show_done boolean)
language plpgsql stable security definer set search_path = '' as $$
begin
  select json_build_object('id', d.id, 'name', d.name, 'role', me.role, 'show_done', me.show_done,
                           'day_order', me.day_order, 'created_at', d.created_at,
                           'notifications_unread', private.unread_notifications(),
                           'archived_at', d.archived_at, 'color', me.color, 'day_layout', me.day_layout),
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
-- The day page: `now`
-- -----------------------------------------------------------------------------

-- As in the objective times migration, plus 'now' (as get_today_page's, decision 097).
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
      -- The time it is ("14:32") in the zone today is taken in: the hours' line (decision 098).
      'now', to_char(now() at time zone private.my_zone(p_time_zone), 'HH24:MI'),
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

