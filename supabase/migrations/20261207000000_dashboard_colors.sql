-- =============================================================================
-- A colour for each dashboard (decision 088)
-- =============================================================================
-- Todoist gives every project a colour, and people find "Work" by its blue dot before
-- they read its name. Here /today's sections, /upcoming's rows, the cards, the switcher
-- and a dashboard's own header all looked the same whatever the dashboard. Each member
-- now has a colour for each of their dashboards: their own, like their favorites and
-- their order (decision 053), so a shared dashboard may be blue for one and green for
-- another, and nobody's choice changes anyone else's. A membership gets one on joining
-- (the palette's colour the member uses least, in an order that tells neighbours apart),
-- and the member changes it under the dashboard's settings, "View".
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The palette
-- -----------------------------------------------------------------------------

-- The filters' palette (the content migration's check), in the order new dashboards take
-- it: each next colour far from the last, so the first few are easy to tell apart.
create function private.dashboard_palette()
returns text[] language sql immutable set search_path = '' as $$
  select array['blue', 'orange', 'green', 'purple', 'rose', 'teal', 'amber', 'indigo', 'lime',
               'pink', 'cyan', 'red', 'violet', 'emerald', 'yellow', 'sky', 'fuchsia', 'slate']
$$;

comment on function private.dashboard_palette() is
  'The colours a dashboard may have (the filters'' palette), in the order new memberships take them.';

-- -----------------------------------------------------------------------------
-- The column
-- -----------------------------------------------------------------------------

alter table public.dashboard_members add column color text
  check (color in ('red', 'orange', 'amber', 'yellow', 'lime', 'green', 'emerald', 'teal', 'cyan', 'sky',
                   'blue', 'indigo', 'violet', 'purple', 'fuchsia', 'pink', 'rose', 'slate'));
comment on column public.dashboard_members.color is
  'This member''s colour for the dashboard (their own: nobody else sees it), a dot wherever it is named.';

-- The memberships there are: each member's in their own order, the palette's order.
update public.dashboard_members me set color = (private.dashboard_palette())[((x.k - 1) % 18) + 1]
from (
  select m.dashboard_id, m.user_id,
         row_number() over (partition by m.user_id
                            order by m.favorite desc, m.position nulls last, lower(d.name), d.created_at, d.id) as k
  from public.dashboard_members m join public.dashboards d on d.id = m.dashboard_id
) x
where me.dashboard_id = x.dashboard_id and me.user_id = x.user_id;

-- A new membership takes the colour its member uses least (the earliest in the palette's
-- order among equals): a third dashboard is not blue again while orange and green are free.
create function private.dashboard_member_color()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if new.color is null then
    select p.color into new.color
    from unnest(private.dashboard_palette()) with ordinality p (color, k)
    order by (select count(*) from public.dashboard_members m where m.user_id = new.user_id and m.color = p.color), p.k
    limit 1;
  end if;
  return new;
end;
$$;

create trigger dashboard_member_color before insert on public.dashboard_members
  for each row execute function private.dashboard_member_color();

-- The update above queued the one-admin check (deferred) for each row it touched; ALTER
-- TABLE is refused while checks are pending, so they run now.
set constraints all immediate;
alter table public.dashboard_members alter column color set not null;

-- -----------------------------------------------------------------------------
-- Choosing one
-- -----------------------------------------------------------------------------

-- Sets the caller's colour for one of their dashboards (a viewer's and an archived one's
-- too: it is their own view); the same again changes nothing.
create function public.set_dashboard_color(p_dashboard uuid, p_color text)
returns jsonb language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_member(p_dashboard);
  if p_color is null or not (p_color = any (private.dashboard_palette())) then
    raise exception using errcode = 'PT422', message = 'color_invalid';
  end if;
  update public.dashboard_members set color = p_color
  where dashboard_id = p_dashboard and user_id = (select auth.uid());
  return pg_catalog.jsonb_build_object('id', p_dashboard, 'color', p_color);
end;
$$;

comment on function public.set_dashboard_color(uuid, text) is
  'Sets the caller''s own colour for one of their dashboards ({id, color}); another palette''s name is refused (color_invalid).';

revoke all on function private.dashboard_palette(), private.dashboard_member_color(),
  public.set_dashboard_color(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.set_dashboard_color(uuid, text) to authenticated;

-- -----------------------------------------------------------------------------
-- Where one's dashboards show: each with its colour
-- -----------------------------------------------------------------------------

-- As in the archive migration, plus the member's colour (every page of a dashboard: its header).
create or replace function private.dashboard_json(p_dashboard uuid)
returns jsonb language sql stable set search_path = '' as $$
  select jsonb_build_object('id', d.id, 'name', d.name, 'role', me.role, 'show_done', me.show_done,
                            'day_order', me.day_order, 'created_at', d.created_at,
                            'notifications_unread', private.unread_notifications(),
                            'archived_at', d.archived_at, 'color', me.color)
  from public.dashboards d
  join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = (select auth.uid())
  where d.id = p_dashboard
$$;

-- As in the archive migration, plus the member's colour.
create or replace function private.member_dashboard(p_dashboard uuid, out dashboard json, out show_done boolean)
language plpgsql stable security definer set search_path = '' as $$
begin
  select json_build_object('id', d.id, 'name', d.name, 'role', me.role, 'show_done', me.show_done,
                           'day_order', me.day_order, 'created_at', d.created_at,
                           'notifications_unread', private.unread_notifications(),
                           'archived_at', d.archived_at, 'color', me.color),
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

-- As in the dashboard list migration, plus the colour (the switcher's dots).
create or replace function public.get_dashboard_list()
returns json language sql stable set search_path = '' as $$
  select coalesce(
    json_agg(json_build_object('id', d.id, 'name', d.name, 'favorite', me.favorite, 'color', me.color)
             order by me.favorite desc, me.position nulls last, lower(d.name), d.created_at),
    '[]'::json)
  from public.dashboard_members me
  join public.dashboards d on d.id = me.dashboard_id
  where me.user_id = (select auth.uid()) and d.archived_at is null;
$$;

-- As in the due-on-the-cards migration, plus the colour (the cards').
create or replace function public.get_dashboards_page(p_time_zone text default 'UTC')
returns jsonb language sql stable set search_path = '' as $$
  with t as (select private.today(p_time_zone) as today)
  select jsonb_build_object(
    'today', (select today from t),
    'appearance', public.get_my_appearance(),
    'invitations', private.my_invitations(),
    'notifications_unread', private.unread_notifications(),
    -- The caller's searches saved for all their dashboards, by name.
    'saved_searches', private.my_saved_searches(null),
    -- The caller's own zone, if set: the day each dashboard was archived on, in it.
    'time_zone', (select p.time_zone from public.profiles p where p.id = (select auth.uid())),
    'dashboards', coalesce(jsonb_agg(jsonb_build_object(
        'id', d.id,
        'name', d.name,
        'role', me.role,
        'favorite', me.favorite,
        'color', me.color,
        'members', (select count(*) from public.dashboard_members m where m.dashboard_id = d.id),
        'open_today', (select count(*) from public.objectives o
                       where o.dashboard_id = d.id and o.day = (select today from t) and not o.done),
        'done_today', (select count(*) from public.objectives o
                       where o.dashboard_id = d.id and o.day = (select today from t) and o.done),
        'mine_today', (select count(*) from public.objectives o
                       where o.dashboard_id = d.id and o.assignee_id = me.user_id
                         and o.day = (select today from t) and not o.done),
        'overdue', (select count(*) from public.objectives o
                    where o.dashboard_id = d.id and o.day < (select today from t) and not o.done),
        -- Open ones due today or already, wherever they are planned (decision 072).
        'due', (select count(*) from public.objectives o
                where o.dashboard_id = d.id and o.deadline <= (select today from t) and not o.done),
        'created_at', d.created_at,
        'archived_at', d.archived_at
      ) order by d.archived_at is not null, me.favorite desc, me.position nulls last, lower(d.name), d.created_at), '[]'::jsonb)
  )
  from public.dashboards d
  join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = (select auth.uid())
$$;

-- As in the viewers-out-of-lists migration, plus the colour: /today's sections and
-- /upcoming's rows find their dashboard's here.
create or replace function private.quick_add_dashboards()
returns json language sql stable set search_path = '' as $$
  select coalesce(json_agg(json_build_object(
      'id', d.id,
      'name', d.name,
      'color', me.color,
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

-- As in the reminders-on-rows migration, plus each section's and each due one's colour.
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
      select d.id, d.name, me.color, d.created_at, me.favorite, me.position, me.show_done, me.day_order = 'priority' as by_priority, c.total, c.done, l.late
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
        (select true as of_today, o.id, o.day, o.position, o.created_at, o.page_json, o.marker_ids, o.assignee_id,
                case when s.by_priority then o.priority end as rank
         from public.objectives o
         where o.dashboard_id = s.id and o.day = v_today and (s.show_done or not o.done)
           and (v_mine is null or o.assignee_id = v_mine)
         order by rank, o.position, o.created_at limit p_per_day)
        union all
        (select false, o.id, o.day, o.position, o.created_at, o.page_json, o.marker_ids, o.assignee_id,
                case when s.by_priority then o.priority end as rank
         from public.objectives o
         where o.dashboard_id = s.id and o.day < v_today and not o.done
           and (v_mine is null or o.assignee_id = v_mine)
         order by o.day, rank, o.position, o.created_at limit p_overdue_limit)
      ) x
    -- Open ones planned after today, due today or already (decision 072): the earliest due
    -- first, and how many in all.
    ), due as materialized (
      select o.id, o.title, o.day, o.deadline, d.id as dashboard_id, d.name, me.color,
             row_number() over (order by o.deadline, lower(d.name), d.id, o.day, o.position, o.created_at) as k,
             count(*) over () as total
      from public.dashboard_members me
      join public.dashboards d on d.id = me.dashboard_id
      join public.objectives o on o.dashboard_id = d.id
      where me.user_id = v_me and d.archived_at is null and me.role <> 'viewer'
        and o.deadline <= v_today and o.day > v_today and not o.done
        and (v_mine is null or o.assignee_id = v_mine)
    )
    select json_build_object(
      'today', v_today,
      'dashboards', coalesce((
        select json_agg(json_build_object(
            'id', s.id,
            'name', s.name,
            'color', s.color,
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
      -- The reader's own reminders still to go among today's rows shown.
      'reminders', private.my_reminders_among(array(select r.id from r where r.of_today)),
      -- Every dashboard of the caller's, by name, with what quick add's "#" and "+" offer on it.
      'every_dashboard', private.quick_add_dashboards(),
      -- What is due: [{id, title, day (planned), deadline, dashboard, name and color (its dashboard's)}].
      'due', coalesce((
        select json_agg(json_build_object('id', x.id, 'title', x.title, 'day', x.day, 'deadline', x.deadline,
                                          'dashboard', x.dashboard_id, 'name', x.name, 'color', x.color)
                        order by x.k)
        from due x where x.k <= p_overdue_limit), '[]'),
      'due_count', coalesce((select max(x.total) from due x), 0),
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

-- As in the reminders-on-rows migration, plus the shown rows' dashboards' colours.
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
      select me.dashboard_id, d.name, me.color, me.show_done, me.day_order = 'priority' as by_priority
      from public.dashboard_members me
      join public.dashboards d on d.id = me.dashboard_id
      where me.user_id = v_me and d.archived_at is null and me.role <> 'viewer'
    -- The days' objectives, and the days a repeating one comes back on (after its own day
    -- and today; counted from done: from the day it would be done on time, or today).
    ), o as materialized (
      select o.id, o.day, m.dashboard_id, m.name, o.page_json, false as projected, o.position, o.created_at,
             o.marker_ids, o.assignee_id, case when m.by_priority then o.priority end as rank
      from m
      join public.objectives o on o.dashboard_id = m.dashboard_id
      where o.day between v_from and v_to and (m.show_done or not o.done)
        and (v_mine is null or o.assignee_id = v_mine)
      union all
      select o.id, p.day, m.dashboard_id, m.name, (o.page_json::jsonb || jsonb_build_object('day', p.day, 'projected', true))::json,
             true, o.position, o.created_at, o.marker_ids, o.assignee_id, case when m.by_priority then o.priority end
      from m
      join public.objectives o on o.dashboard_id = m.dashboard_id
      cross join lateral private.projected_days(o.repeat, o.repeat_every, o.repeat_from_done,
                                                private.series_start(o.day, o.repeat_anchor, o.repeat_from_done, v_today),
                                                greatest(o.day, v_today, v_from - 1), least(v_to, o.repeat_until)) p (day)
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
    -- The open ones due in the days shown, each day's first few (decision 072).
    ), due as materialized (
      select o.id, o.deadline, o.title, m.dashboard_id,
             row_number() over (partition by o.deadline order by lower(m.name), m.dashboard_id, o.day, o.position,
                                                                   o.created_at) as k
      from m
      join public.objectives o on o.dashboard_id = m.dashboard_id
      where o.deadline between v_from and v_to and not o.done
        and (v_mine is null or o.assignee_id = v_mine)
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
      -- What is due on the days shown: [{id, day (its deadline), title, dashboard}].
      'deadlines', coalesce((
        select json_agg(json_build_object('id', d.id, 'day', d.deadline, 'title', d.title, 'dashboard', d.dashboard_id)
                        order by d.deadline, d.k)
        from due d where d.k <= p_per_day), '[]'),
      -- The shown rows' dashboards' names and filters, and their assignees' names.
      'dashboards', coalesce((
        select json_object_agg(m.dashboard_id, m.name)
        from m where exists (select 1 from drawn r where r.dashboard_id = m.dashboard_id)
                  or exists (select 1 from due d where d.dashboard_id = m.dashboard_id and d.k <= p_per_day)), '{}'),
      -- And their colours, by id (decision 088).
      'colors', coalesce((
        select json_object_agg(m.dashboard_id, m.color)
        from m where exists (select 1 from drawn r where r.dashboard_id = m.dashboard_id)
                  or exists (select 1 from due d where d.dashboard_id = m.dashboard_id and d.k <= p_per_day)), '{}'),
      'markers', coalesce((
        select json_agg(json_build_object('id', k.id, 'name', k.name, 'color', k.color) order by lower(k.name), k.id)
        from public.markers k
        where k.id in (select unnest(r.marker_ids) from drawn r)), '[]'),
      'people', coalesce((
        select json_object_agg(p.id, private.member_name(p.display_name, p.email))
        from (select distinct r.assignee_id from drawn r where r.assignee_id is not null) a
        join public.profiles p on p.id = a.assignee_id), '{}'),
      -- The reader's own reminders still to go among the days' rows shown (not the days a
      -- repeating one comes back on: the next one is made, with its reminder, once done).
      'reminders', private.my_reminders_among(array(select s.id from shown s where not s.projected)),
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

-- As in the notifications-live migration, plus the reader's colour for each entry's dashboard.
create or replace function public.get_notifications_page(p_before bigint default null, p_limit int default 50,
                                              p_unread boolean default false)
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_entries jsonb;
  v_count int;
begin
  if p_limit is null or p_limit < 1 or p_limit > 200 or p_before < 1 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  select coalesce(pg_catalog.jsonb_agg(e.entry order by e.id desc), '[]'), count(*) into v_entries, v_count
  from (
    select n.id, pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
             'id', n.id, 'why', n.why, 'read', n.read_at is not null,
             'dashboard', pg_catalog.jsonb_build_object('id', d.id, 'name', d.name, 'color', (
               select m.color from public.dashboard_members m where m.dashboard_id = d.id and m.user_id = v_me)),
             'entry', pg_catalog.jsonb_build_object(
               'id', a.id, 'kind', a.kind, 'at', a.at, 'actor', a.actor_id,
               -- The actor by name while they are a member (as on the activity page).
               'name', (select private.member_name(p.display_name, p.email)
                        from public.dashboard_members m join public.profiles p on p.id = m.user_id
                        where m.dashboard_id = a.dashboard_id and m.user_id = a.actor_id),
               'objective', a.objective_id, 'subject', a.subject, 'detail', a.detail,
               -- Still on this dashboard: its title links to it.
               'exists', a.objective_id is not null and exists (
                 select 1 from public.objectives o where o.id = a.objective_id and o.dashboard_id = a.dashboard_id))
           )) as entry
    from private.notifications n
    join public.activity a on a.id = n.activity_id
    join public.dashboards d on d.id = n.dashboard_id
    where n.user_id = v_me and (p_before is null or n.id < p_before) and (not p_unread or n.read_at is null)
    order by n.id desc
    limit p_limit + 1
  ) e;
  if v_count > p_limit then
    v_entries := v_entries - p_limit;
  end if;
  return pg_catalog.jsonb_build_object(
    'notifications', v_entries,
    'more', v_count > p_limit,
    'unread', private.unread_notifications(),
    'time_zone', (select p.time_zone from public.profiles p where p.id = v_me),
    -- What the page follows live.
    'dashboards', (select coalesce(pg_catalog.jsonb_agg(m.dashboard_id), '[]'::jsonb)
                   from public.dashboard_members m where m.user_id = v_me)
  );
end;
$$;

-- As in the search-without-filters migration, plus the caller's colour for each dashboard.
create or replace function public.search_my_dashboards(p_query text default '', p_limit int default 50,
                                            p_markers text[] default '{}', p_priority int default null,
                                            p_mine boolean default false, p_assignee text default null,
                                            p_days text default null, p_time_zone text default 'UTC',
                                            p_repeating boolean default false, p_deadline boolean default false,
                                            p_without text[] default '{}')
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_ids uuid[] := array(select private.my_dashboard_ids());
  v_found jsonb := private.search_in(v_ids, p_query, p_limit, p_markers, p_priority, p_mine, p_assignee,
                                     p_days, p_time_zone, p_repeating, p_deadline, p_without);
begin
  return (
    jsonb_build_object(
      'dashboards', coalesce((
        select jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name, 'color', me.color) order by lower(d.name))
        from public.dashboards d
        join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = (select auth.uid())
        where d.id = any (v_ids)), '[]'),
      -- Only those the listed rows carry: a person may have a hundred filters a dashboard.
      'markers', coalesce((
        select jsonb_agg(jsonb_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name), m.id)
        from public.markers m
        where m.dashboard_id = any (v_ids)
          and m.id in (select x.id::uuid
                       from (select r from jsonb_array_elements(v_found -> 'objectives') r
                             union all select r from jsonb_array_elements(v_found -> 'notes') r) rows,
                            jsonb_array_elements_text(coalesce(rows.r -> 'markers', '[]'::jsonb)) x(id))), '[]'),
      'saved', private.my_saved_searches(null))
    || v_found
  )::json;
end;
$$;

-- As in the productivity-completed migration, plus the caller's colour for each dashboard
-- (null for one they have left).
create or replace function public.get_productivity_page(p_time_zone text default 'UTC', p_week_start int default 1)
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_zone text := private.my_zone(p_time_zone);
  v_today date := (now() at time zone v_zone)::date;
  -- A year and a week of days, oldest first: v_done[i] is day v_first + i - 1, floored at zero.
  v_first date := v_today - 370;
  v_done int[];
  -- The same days: on vacation (a stretch of private.productivity_vacations) or not.
  v_away boolean[];
  v_week_away boolean;
  -- The first day of the caller's week: saved, else the page's (their language's).
  v_start int := coalesce((select p.week_start from public.profiles p where p.id = v_me), p_week_start);
  -- This week's first day.
  v_week date;
  v_daily int;
  v_weekly int;
  v_off int[];
  v_day date;
  v_sum int;
  v_run int := 0;
  v_longest int := 0;
  v_week_run int := 0;
  v_week_longest int := 0;
  v_weeks jsonb := '[]';
begin
  if v_start is null or v_start not between 1 and 7 then
    raise exception using errcode = 'PT422', message = 'week_start_invalid';
  end if;
  v_week := v_today - ((extract(isodow from v_today)::int - v_start + 7) % 7);
  select coalesce(g.daily, 5), coalesce(g.weekly, 25), coalesce(g.days_off, '{}')
  into v_daily, v_weekly, v_off
  from (select 1) x left join private.productivity_goals g on g.user_id = v_me;

  select pg_catalog.array_agg(greatest(coalesce(c.done, 0), 0) order by d.day)
  into v_done
  from (select g::date as day from pg_catalog.generate_series(v_first, v_today, interval '1 day') g) d
  left join (select c.day, sum(c.done) as done from private.completions(v_me, v_zone, v_first) c group by c.day) c
    on c.day = d.day;

  select pg_catalog.array_agg(exists (
           select 1 from private.productivity_vacations v
           where v.user_id = v_me and v.from_day <= d.day and (v.until_day is null or v.until_day >= d.day))
         order by d.day)
  into v_away
  from (select g::date as day from pg_catalog.generate_series(v_first, v_today, interval '1 day') g) d;

  -- Daily streak over the last year: a day that met the goal extends it; a day off, or today
  -- not yet met, leaves it as it is; any other day ends it.
  for i in 7 .. 371 loop
    v_day := v_first + i - 1;
    if v_done[i] >= v_daily then
      v_run := v_run + 1;
    elsif v_day < v_today and not (extract(isodow from v_day)::int = any (v_off)) and not v_away[i] then
      v_run := 0;
    end if;
    v_longest := greatest(v_longest, v_run);
  end loop;

  -- Weekly streak over the last 52 weeks (from the first day of the week), this week not yet
  -- met leaving it.
  for w in reverse 51 .. 0 loop
    v_day := v_week - 7 * w;
    select coalesce(sum(v_done[i]), 0), coalesce(bool_or(v_away[i]), false) into v_sum, v_week_away
    from pg_catalog.generate_series(v_day - v_first + 1, least(v_day - v_first + 7, 371)) i;
    if v_sum >= v_weekly then
      v_week_run := v_week_run + 1;
    elsif w > 0 and not v_week_away then
      v_week_run := 0;
    end if;
    v_week_longest := greatest(v_week_longest, v_week_run);
    if w < 4 then
      v_weeks := v_weeks || pg_catalog.jsonb_build_object('start', v_day, 'done', v_sum, 'away', v_week_away);
    end if;
  end loop;

  return pg_catalog.jsonb_build_object(
    'today', v_today,
    'time_zone', v_zone,
    'goals', pg_catalog.jsonb_build_object('daily', v_daily, 'weekly', v_weekly, 'days_off', pg_catalog.to_jsonb(v_off)),
    'days', (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('day', v_first + i - 1, 'done', v_done[i],
                                                                       'away', v_away[i]) order by i)
             from pg_catalog.generate_series(365, 371) i),
    'weeks', v_weeks,
    'streak', pg_catalog.jsonb_build_object('current', v_run, 'longest', v_longest),
    'week_streak', pg_catalog.jsonb_build_object('current', v_week_run, 'longest', v_week_longest),
    'vacation', (select pg_catalog.jsonb_build_object('on', v.from_day is not null, 'since', v.from_day)
                 from (select 1) one left join private.productivity_vacations v
                   on v.user_id = v_me and v.until_day is null),
    'dashboards', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', d.id, 'name', d.name, 'color', me.color,
                                                                'done', c.done)
                                  order by c.done desc, lower(d.name), d.id)
      from (select c.dashboard_id, sum(c.done)::int as done
            from private.completions(v_me, v_zone, v_today - 6) c group by c.dashboard_id) c
      join public.dashboards d on d.id = c.dashboard_id
      left join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = v_me
      where c.done > 0), '[]'::jsonb),
    -- What I completed over the last 7 days, newest first (up to 50): the completions the
    -- figures count, less those I reopened since, on dashboards I am still in. A change of
    -- several at once is one entry with its count and no title.
    'completed', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'day', (a.at at time zone v_zone)::date,
               'title', a.subject,
               'count', coalesce((a.detail ->> 'count')::int, 1),
               -- Its page, while it is on the same dashboard.
               'objective_id', o.id,
               'dashboard', pg_catalog.jsonb_build_object('id', d.id, 'name', d.name, 'color', me.color))
             order by a.id desc)
      from (select a.id, a.at, a.subject, a.detail, a.objective_id, a.dashboard_id
            from public.activity a
            where a.actor_id = v_me
              and a.kind in ('completed', 'completed_many')
              and a.at >= ((v_today - 6)::timestamp at time zone v_zone)
              and exists (select 1 from public.dashboard_members m
                          where m.dashboard_id = a.dashboard_id and m.user_id = v_me)
              and not exists (select 1 from public.activity r
                              where r.objective_id = a.objective_id and r.actor_id = v_me
                                and r.kind = 'reopened' and r.id > a.id)
            order by a.id desc
            limit 50) a
      join public.dashboards d on d.id = a.dashboard_id
      join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = v_me
      left join public.objectives o on o.id = a.objective_id and o.dashboard_id = a.dashboard_id), '[]'::jsonb)
  );
end;
$$;

-- As in the reminder-days-in-export migration, plus each membership's colour.
create or replace function private.account_export_sections()
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_body text;
begin
  select json_build_object(
    'format', 'planner-account',
    'version', 1,
    'exported_at', private.utc_text(now()),
    'account', json_build_object(
      'id', p.id, 'email', p.email, 'display_name', p.display_name, 'time_zone', p.time_zone,
      'language', p.locale, 'color_mode', p.color_mode, 'theme_primary', p.theme_primary,
      'theme_neutral', p.theme_neutral, 'created_at', private.utc_text(p.created_at)),
    'settings', json_build_object(
      -- The first day of one's week (ISO: 1 Monday … 7 Sunday); null: the language's.
      'week_start', p.week_start,
      -- Where signing in leads: "dashboards", "today", "upcoming" or a dashboard's id (the
      -- account's metadata, decision 065); null: the dashboards, never chosen.
      'start_page', (select u.raw_user_meta_data ->> 'home_view' from auth.users u where u.id = v_me),
      -- The daily email's hour in the saved time zone and whether Monday to Friday only; null when off.
      'daily_email', (select json_build_object('hour', e.hour, 'weekdays_only', e.weekdays)
                      from private.daily_emails e where e.user_id = v_me),
      'assignment_emails', not exists (select 1 from private.assignment_email_optouts a where a.user_id = v_me),
      'notification_reasons', private.my_notification_reasons(),
      'productivity', (
        select json_build_object('daily_goal', coalesce(g.daily, 5), 'weekly_goal', coalesce(g.weekly, 25),
                                 'days_off', coalesce(to_json(g.days_off), '[]'::json),
                                 -- Every stretch vacation mode was on ('until' null: on now).
                                 'vacations', coalesce((
                                   select json_agg(json_build_object('from', v.from_day, 'until', v.until_day)
                                                   order by v.from_day)
                                   from private.productivity_vacations v where v.user_id = v_me), '[]'))
        from (select 1) one left join private.productivity_goals g on g.user_id = v_me),
      -- Searches saved by name: of a dashboard ('dashboard_id'), or of all of them (null).
      'saved_searches', coalesce((
        select json_agg(json_build_object('name', s.name, 'query', s.query, 'dashboard_id', s.dashboard_id,
                                          'created_at', private.utc_text(s.created_at))
                        order by lower(s.name), s.created_at)
        from private.saved_searches s where s.user_id = v_me), '[]')),
    'dashboards', coalesce((
      select json_agg(json_build_object(
               'role', m.role, 'joined_at', private.utc_text(m.joined_at), 'favorite', m.favorite, 'color', m.color,
               -- Where one placed it among one's own (null: never placed).
               'position', m.position,
               'notify', m.notify, 'in_daily_email', m.in_daily_email, 'show_done', m.show_done,
               -- The same object as the dashboard's own JSON export: a file to import again.
               'file', private.dashboard_file(m.dashboard_id))
             order by lower(d.name), d.id)
      from public.dashboard_members m join public.dashboards d on d.id = m.dashboard_id
      where m.user_id = v_me), '[]'),
    'notifications', coalesce((
      select json_agg(json_build_object(
               'dashboard_id', n.dashboard_id, 'why', n.why, 'kind', a.kind, 'subject', a.subject,
               'at', private.utc_text(a.at), 'read_at', private.utc_text(n.read_at))
             order by a.at desc, n.id desc)
      from private.notifications n join public.activity a on a.id = n.activity_id
      where n.user_id = v_me), '[]'),
    -- What the caller did, on the dashboards they can still see (as the activity page).
    'activity', coalesce((
      select json_agg(json_build_object(
               'dashboard_id', a.dashboard_id, 'kind', a.kind, 'subject', a.subject, 'detail', a.detail,
               'at', private.utc_text(a.at))
             order by a.at desc, a.id desc)
      from public.activity a
      where a.actor_id = v_me
        and exists (select 1 from public.dashboard_members m where m.dashboard_id = a.dashboard_id and m.user_id = v_me)), '[]'),
    -- One's own reminders (decision 074), of objectives on the dashboards one is still in:
    -- the time, the days before the objective's day it goes on (decision 086), the moment that
    -- is in one's zone, and when it went.
    'reminders', coalesce((
      select json_agg(json_build_object(
               'dashboard_id', o.dashboard_id, 'objective_id', o.id, 'title', o.title, 'day', o.day,
               'at', to_char(r.local_time, 'HH24:MI'), 'days_before', r.days_before,
               'remind_at', private.utc_text(r.remind_at),
               'sent_at', private.utc_text(r.sent_at), 'created_at', private.utc_text(r.created_at))
             order by r.remind_at, o.id)
      from private.reminders r join public.objectives o on o.id = r.objective_id
      where r.user_id = v_me
        and exists (select 1 from public.dashboard_members m where m.dashboard_id = o.dashboard_id and m.user_id = v_me)), '[]'),
    'subscriptions', coalesce((
      select json_agg(json_build_object(
               'plan', s.price_lookup_key, 'status', s.status, 'interval', s.billing_interval,
               'current_period_end', private.utc_text(s.current_period_end),
               'cancel_at_period_end', s.cancel_at_period_end, 'trial_end', private.utc_text(s.trial_end),
               'ended_at', private.utc_text(s.ended_at), 'created_at', private.utc_text(s.created_at))
             order by s.created_at desc)
      from public.subscriptions s where s.user_id = v_me), '[]'),
    'support_tickets', coalesce((
      select json_agg(json_build_object(
               'number', t.number, 'email', t.email, 'subject', t.subject, 'message', t.message,
               'created_at', private.utc_text(t.created_at))
             order by t.created_at desc)
      from public.support_tickets t where t.user_id = v_me), '[]')
  )::text
  into v_body
  from public.profiles p where p.id = v_me;

  return json_build_object('body', v_body,
    'time_zone', (select p.time_zone from public.profiles p where p.id = v_me));
end;
$$;
