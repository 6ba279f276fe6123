-- =============================================================================
-- The dashboards one only views, out of the lists that act
-- =============================================================================
-- A viewer (the viewers migration) changes nothing on a dashboard they only view,
-- so the lists that offer changes leave those dashboards out, as they leave out
-- archived ones: /today's and /upcoming's sections and overdue (with their ticks,
-- menus and "Reschedule"), quick add's dashboards, and the dashboards an objective
-- (or several) may move to. Their own pages stay readable. The daily email still
-- tells what is open on them: it only informs. Viewers are nobody's assignee (the
-- viewers migration), so the choices of "+name", "Assigned to" and its filter leave
-- them out.
-- =============================================================================

-- As in the assignee filter migration, without viewers.
create or replace function private.other_members(p_dashboard uuid)
returns json language sql stable set search_path = '' as $$
  select coalesce(json_agg(json_build_object('id', m.user_id, 'name', private.member_name(p.display_name, p.email))
                           order by lower(private.member_name(p.display_name, p.email)), m.user_id), '[]')
  from public.dashboard_members m
  join public.profiles p on p.id = m.user_id
  where m.dashboard_id = p_dashboard and m.user_id <> (select auth.uid()) and m.role <> 'viewer';
$$;

-- As in the dashboard order migration, without the dashboards one only views.
create or replace function private.quick_add_dashboards()
returns json language sql stable set search_path = '' as $$
  select coalesce(json_agg(json_build_object(
      'id', d.id,
      'name', d.name,
      -- What "#" offers: its filters by name, each in its colour.
      'filters', coalesce((
        select json_agg(json_build_object('name', k.name, 'color', k.color) order by lower(k.name), k.id)
        from public.markers k where k.dashboard_id = d.id), '[]'),
      -- What "+" offers: the members other than the caller, by name.
      'members', private.other_members(d.id)
    ) order by me.favorite desc, me.position nulls last, lower(d.name), d.created_at), '[]')
  from public.dashboard_members me
  join public.dashboards d on d.id = me.dashboard_id
  where me.user_id = (select auth.uid()) and d.archived_at is null and me.role <> 'viewer';
$$;

-- As in the dashboard order migration, without the dashboards one only views (their
-- sections and whether anything there is assigned).
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
      select d.id, d.name, d.created_at, me.favorite, me.position, me.show_done, me.day_order = 'priority' as by_priority, c.total, c.done, l.late
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
        (select true as of_today, o.day, o.position, o.created_at, o.page_json, o.marker_ids, o.assignee_id,
                case when s.by_priority then o.priority end as rank
         from public.objectives o
         where o.dashboard_id = s.id and o.day = v_today and (s.show_done or not o.done)
           and (v_mine is null or o.assignee_id = v_mine)
         order by rank, o.position, o.created_at limit p_per_day)
        union all
        (select false, o.day, o.position, o.created_at, o.page_json, o.marker_ids, o.assignee_id,
                case when s.by_priority then o.priority end as rank
         from public.objectives o
         where o.dashboard_id = s.id and o.day < v_today and not o.done
           and (v_mine is null or o.assignee_id = v_mine)
         order by o.day, rank, o.position, o.created_at limit p_overdue_limit)
      ) x
    )
    select json_build_object(
      'today', v_today,
      'dashboards', coalesce((
        select json_agg(json_build_object(
            'id', s.id,
            'name', s.name,
            'objectives', coalesce((
              select json_agg(r.page_json order by r.rank, r.position, r.created_at)
              from r where r.section = s.id and r.of_today), '[]'),
            -- Listed today (also those past p_per_day), and done today.
            'count', case when s.show_done then s.total else s.total - s.done end,
            'total', s.total,
            'done', s.done,
            -- The oldest first.
            'overdue', coalesce((
              select json_agg(r.page_json order by r.day, r.rank, r.position, r.created_at)
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
      -- Every dashboard of the caller's, by name, with what quick add's "#" and "+" offer on it.
      'every_dashboard', private.quick_add_dashboards(),
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

-- As in the upcoming overdue migration, without the dashboards one only views.
create or replace function public.get_upcoming_page(
  p_time_zone text default 'UTC',
  p_from date default null,
  p_days int default 7,
  p_mine boolean default false,
  p_per_day int default 50,
  p_overdue_limit int default 10
)
returns json language plpgsql stable set search_path = '' as $$
declare
  v_me uuid := (select auth.uid());
  v_today date := private.today(p_time_zone);
  v_from date := coalesce(p_from, v_today + 1);
  v_to date;
  v_mine uuid := case when p_mine then (select auth.uid()) end;
  -- Only the week that starts where today ends lists what is overdue.
  v_overdue boolean := v_from <= v_today + 1;
begin
  if p_days not between 1 and 31 or p_per_day not between 1 and 500 or p_overdue_limit not between 0 and 500 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  v_to := v_from + p_days - 1;
  return (
    -- The caller's dashboards, with their view options.
    with m as materialized (
      select me.dashboard_id, d.name, me.show_done, me.day_order = 'priority' as by_priority
      from public.dashboard_members me
      join public.dashboards d on d.id = me.dashboard_id
      where me.user_id = v_me and d.archived_at is null and me.role <> 'viewer'
    -- The days' objectives, and the days a repeating one comes back on (after its own day
    -- and today; counted from done: from the day it would be done on time, or today).
    ), o as materialized (
      select o.day, m.dashboard_id, m.name, o.page_json, false as projected, o.position, o.created_at,
             o.marker_ids, o.assignee_id, case when m.by_priority then o.priority end as rank
      from m
      join public.objectives o on o.dashboard_id = m.dashboard_id
      where o.day between v_from and v_to and (m.show_done or not o.done)
        and (v_mine is null or o.assignee_id = v_mine)
      union all
      select p.day, m.dashboard_id, m.name, (o.page_json::jsonb || jsonb_build_object('day', p.day, 'projected', true))::json,
             true, o.position, o.created_at, o.marker_ids, o.assignee_id, case when m.by_priority then o.priority end
      from m
      join public.objectives o on o.dashboard_id = m.dashboard_id
      cross join lateral private.projected_days(o.repeat, o.repeat_every, o.repeat_from_done,
                                                private.series_start(o.day, o.repeat_anchor, o.repeat_from_done, v_today),
                                                greatest(o.day, v_today, v_from - 1), v_to) p (day)
      where o.repeat is not null and not o.done and o.day <= v_to
        and (v_mine is null or o.assignee_id = v_mine)
    -- Each day's in their order: by dashboard (by name), then as its day view orders them.
    ), n as materialized (
      select o.*, row_number() over w as k, count(*) over (partition by o.day) as total
      from o
      window w as (partition by o.day order by lower(o.name), o.dashboard_id, o.rank, o.projected, o.position, o.created_at)
    ), shown as materialized (
      select * from n where n.k <= p_per_day
    -- The open objectives before today (first week only): the oldest first, then as the days'.
    ), late as materialized (
      select o.dashboard_id, o.page_json, o.marker_ids, o.assignee_id,
             row_number() over w as k, count(*) over () as total
      from m
      join public.objectives o on o.dashboard_id = m.dashboard_id
      where v_overdue and o.day < v_today and not o.done
        and (v_mine is null or o.assignee_id = v_mine)
      window w as (order by o.day, lower(m.name), m.dashboard_id,
                   case when m.by_priority then o.priority end, o.position, o.created_at)
    ), late_shown as materialized (
      select * from late where late.k <= p_overdue_limit
    -- Every row the page draws, for the names and filters it needs.
    ), drawn as (
      select s.dashboard_id, s.marker_ids, s.assignee_id from shown s
      union all
      select l.dashboard_id, l.marker_ids, l.assignee_id from late_shown l
    )
    select json_build_object(
      'today', v_today,
      'from', v_from,
      'to', v_to,
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
      -- The shown rows' dashboards' names and filters, and their assignees' names.
      'dashboards', coalesce((
        select json_object_agg(m.dashboard_id, m.name)
        from m where exists (select 1 from drawn r where r.dashboard_id = m.dashboard_id)), '{}'),
      'markers', coalesce((
        select json_agg(json_build_object('id', k.id, 'name', k.name, 'color', k.color) order by lower(k.name), k.id)
        from public.markers k
        where k.id in (select unnest(r.marker_ids) from drawn r)), '[]'),
      'people', coalesce((
        select json_object_agg(p.id, private.member_name(p.display_name, p.email))
        from (select distinct r.assignee_id from drawn r where r.assignee_id is not null) a
        join public.profiles p on p.id = a.assignee_id), '{}'),
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

-- As in the reschedule everywhere migration: what /today's "Reschedule" moves leaves out
-- the dashboards one only views (their overdue is not one's to move).
create or replace function public.move_overdue_everywhere(p_time_zone text default 'UTC', p_day date default null,
                                               p_mine boolean default false)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_today date := private.today(p_time_zone);
  v_to date := coalesce(p_day, v_today);
  v_move uuid := gen_random_uuid();
  v_moved int := 0;
  v_dashboards uuid[];
  v_dashboard uuid;
begin
  if v_to < v_today then
    raise exception using errcode = 'PT422', message = 'day_past';
  end if;
  -- The caller's dashboards in use with anything overdue, locked in one order (no deadlock
  -- with another move over several).
  select coalesce(array_agg(me.dashboard_id order by me.dashboard_id), '{}') into v_dashboards
  from public.dashboard_members me
  join public.dashboards d on d.id = me.dashboard_id and d.archived_at is null and me.role <> 'viewer'
  where me.user_id = v_me and exists (
    select 1 from public.objectives o
    where o.dashboard_id = me.dashboard_id and o.day < v_today and not o.done
      and (not p_mine or o.assignee_id = v_me));
  delete from private.moved_objectives where moved_at < now() - interval '1 hour';
  foreach v_dashboard in array v_dashboards loop
    v_moved := v_moved + private.move_overdue(v_dashboard, v_today, v_to, v_move,
                                              p_assignee => case when p_mine then v_me end);
  end loop;
  return jsonb_build_object('moved', v_moved, 'day', v_to, 'move', case when v_moved > 0 then v_move end,
                            'dashboards', to_jsonb(v_dashboards));
end;
$$;

-- As in the dashboard order migration: the dashboards an objective may move to leave out
-- those one only views, and the members it may be assigned to leave out viewers.
create or replace function public.get_objective_page(p_objective uuid)
returns jsonb language plpgsql stable set search_path = '' as $$
declare
  v public.objectives;
begin
  select * into v from public.objectives where id = p_objective;
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'objective_not_found';
  end if;
  return jsonb_build_object(
    'dashboard', private.dashboard_json(v.dashboard_id),
    'objective', private.objective_json(v),
    'markers', private.markers_json(v.dashboard_id),
    'me', (select auth.uid()),
    'members', coalesce((
      select jsonb_agg(jsonb_build_object('id', m.user_id, 'name', private.member_name(p.display_name, p.email))
                       order by lower(private.member_name(p.display_name, p.email)))
      from public.dashboard_members m join public.profiles p on p.id = m.user_id
      -- Who it may be assigned to: not a viewer (decision 066), unless one did it already.
      where m.dashboard_id = v.dashboard_id and (m.role <> 'viewer' or m.user_id = v.assignee_id)), '[]'::jsonb),
    'dashboards', coalesce((
      select jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name)
                       order by me.favorite desc, me.position nulls last, lower(d.name), d.created_at)
      from public.dashboard_members me join public.dashboards d on d.id = me.dashboard_id
      where me.user_id = (select auth.uid()) and ((d.archived_at is null and me.role <> 'viewer') or d.id = v.dashboard_id)), '[]'::jsonb),
    'checklist', coalesce((
      select jsonb_agg(jsonb_build_object('id', i.id, 'title', i.title, 'done', i.done, 'position', i.position)
                       order by i.position, i.created_at, i.id)
      from public.checklist_items i where i.objective_id = v.id), '[]'::jsonb),
    'comments', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', c.id, 'author', c.author_id, 'body', c.body, 'created_at', c.created_at,
               'edited_at', c.edited_at,
               -- Named while they are a member (whose profile the caller may read).
               'name', (select private.member_name(p.display_name, p.email)
                        from public.dashboard_members m join public.profiles p on p.id = m.user_id
                        where m.dashboard_id = c.dashboard_id and m.user_id = c.author_id))
             order by c.created_at, c.id)
      from public.comments c where c.objective_id = v.id), '[]'::jsonb),
    'time_zone', (select p.time_zone from public.profiles p where p.id = (select auth.uid()))
  );
end;
$$;

-- As in the several to dashboard migration: "Another dashboard" leaves out those one only
-- views.
create or replace function public.get_select_page(
  p_dashboard uuid,
  p_day date default null,
  p_time_zone text default 'UTC',
  p_markers uuid[] default '{}',
  p_assignee uuid default null,
  p_unassigned boolean default false
)
returns json language plpgsql stable security definer set search_path = '' as $$
begin
  -- The whole overdue list and no notes: the page ticks objectives only.
  return (public.get_day_page(p_dashboard, p_day, p_time_zone, p_markers, null, 0, p_assignee, p_unassigned)::jsonb
    || jsonb_build_object('dashboards', coalesce((
      select jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name)
                       order by me.favorite desc, me.position nulls last, lower(d.name), d.created_at)
      from public.dashboard_members me join public.dashboards d on d.id = me.dashboard_id
      where me.user_id = (select auth.uid()) and d.archived_at is null and me.role <> 'viewer' and d.id <> p_dashboard), '[]'::jsonb)))::json;
end;
$$;
