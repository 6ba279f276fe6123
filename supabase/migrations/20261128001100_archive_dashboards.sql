-- =============================================================================
-- Archived dashboards
-- =============================================================================
-- A dashboard whose project is over (a trip, a move, last season's allotment)
-- should leave one's days without losing what it holds. Todoist archives a
-- project: it leaves the lists and views, stays readable, and comes back with
-- "Unarchive". Here the admin archives a dashboard for everyone in it
-- (decision 059):
--   * it stays readable by its members, as it was, and is read-only: the
--     database refuses every change to what it holds (objectives, notes,
--     filters, comments, steps, new invitations, its name) with
--     'dashboard_archived', whichever function asks;
--   * it leaves /today, /upcoming, quick add's list of dashboards, the daily
--     email and the list an objective may move to, and /dashboards lists it
--     apart;
--   * members' own choices (favourite, notify, show done), leaving, removing a
--     member, passing admin and deleting it still work.
-- It still counts among the dashboards one administers: archiving is about calm
-- lists, not a way past the plan's limit.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The column
-- -----------------------------------------------------------------------------

alter table public.dashboards add column archived_at timestamptz;
comment on column public.dashboards.archived_at is
  'When its admin archived it: read-only and out of the lists of days (decision 059); null while in use.';

-- -----------------------------------------------------------------------------
-- Archiving and unarchiving
-- -----------------------------------------------------------------------------

-- The admin archives (or unarchives) the dashboard for everyone in it; the same
-- again changes nothing (it keeps the first time it was archived).
create function public.set_dashboard_archived(p_dashboard uuid, p_archived boolean)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_at timestamptz;
begin
  perform private.require_admin(p_dashboard);
  update public.dashboards
  set archived_at = case when coalesce(p_archived, false) then coalesce(archived_at, now()) end
  where id = p_dashboard
  returning archived_at into v_at;
  return pg_catalog.jsonb_build_object('id', p_dashboard, 'archived_at', v_at);
end;
$$;

comment on function public.set_dashboard_archived(uuid, boolean) is
  'Admin: archives a dashboard (read-only for everyone, out of the lists of days) or brings it back.';

-- -----------------------------------------------------------------------------
-- Read-only while archived
-- -----------------------------------------------------------------------------

-- One rule for every path that writes what a dashboard holds, so no function can
-- forget it. Only a statement's own rows are checked: the rows a cascade or
-- another trigger changes (deleting the dashboard or an account, a filter's
-- colour on its objectives) follow a change that was itself checked
-- (pg_trigger_depth() > 1).
create function private.refuse_when_archived()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if pg_catalog.pg_trigger_depth() = 1 and exists (
    select 1 from public.dashboards d
    where d.archived_at is not null
      and d.id in (old.dashboard_id, new.dashboard_id)
  ) then
    raise exception using errcode = 'PT409', message = 'dashboard_archived';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

comment on function private.refuse_when_archived() is
  'Trigger: refuses a change to what an archived dashboard holds (or moving anything into one).';

create trigger refuse_when_archived before insert or update or delete on public.objectives
  for each row execute function private.refuse_when_archived();
create trigger refuse_when_archived before insert or update or delete on public.notes
  for each row execute function private.refuse_when_archived();
create trigger refuse_when_archived before insert or update or delete on public.markers
  for each row execute function private.refuse_when_archived();
create trigger refuse_when_archived before insert or update or delete on public.objective_markers
  for each row execute function private.refuse_when_archived();
create trigger refuse_when_archived before insert or update or delete on public.note_markers
  for each row execute function private.refuse_when_archived();
create trigger refuse_when_archived before insert or update or delete on public.comments
  for each row execute function private.refuse_when_archived();
create trigger refuse_when_archived before insert or update or delete on public.checklist_items
  for each row execute function private.refuse_when_archived();
-- New invitations only: revoking one, or answering it, still works.
create trigger refuse_when_archived before insert on public.dashboard_invitations
  for each row execute function private.refuse_when_archived();

-- Its name too, while it stays archived (archiving and unarchiving change archived_at).
create function private.refuse_rename_when_archived()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if old.archived_at is not null and new.archived_at is not null and new.name is distinct from old.name then
    raise exception using errcode = 'PT409', message = 'dashboard_archived';
  end if;
  return new;
end;
$$;

create trigger refuse_rename_when_archived before update of name on public.dashboards
  for each row execute function private.refuse_rename_when_archived();

-- -----------------------------------------------------------------------------
-- Its pages say so
-- -----------------------------------------------------------------------------

-- As in the bell on dashboard pages migration, plus 'archived_at'.
create or replace function private.dashboard_json(p_dashboard uuid)
returns jsonb language sql stable set search_path = '' as $$
  select jsonb_build_object('id', d.id, 'name', d.name, 'role', me.role, 'show_done', me.show_done,
                            'day_order', me.day_order, 'created_at', d.created_at,
                            'notifications_unread', private.unread_notifications(),
                            'archived_at', d.archived_at)
  from public.dashboards d
  join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = (select auth.uid())
  where d.id = p_dashboard
$$;

-- As in the bell on dashboard pages migration, plus 'archived_at': the day view's and the calendar's.
create or replace function private.member_dashboard(p_dashboard uuid, out dashboard json, out show_done boolean)
language plpgsql stable security definer set search_path = '' as $$
begin
  select json_build_object('id', d.id, 'name', d.name, 'role', me.role, 'show_done', me.show_done,
                           'day_order', me.day_order, 'created_at', d.created_at,
                           'notifications_unread', private.unread_notifications(),
                           'archived_at', d.archived_at),
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
-- Out of the lists of days
-- -----------------------------------------------------------------------------

-- As in the favorite dashboards migration, plus 'archived_at'; the archived ones last.
create or replace function public.get_dashboards_page(p_time_zone text default 'UTC')
returns jsonb language sql stable set search_path = '' as $$
  with t as (select private.today(p_time_zone) as today)
  select jsonb_build_object(
    'today', (select today from t),
    'appearance', public.get_my_appearance(),
    'invitations', private.my_invitations(),
    'notifications_unread', private.unread_notifications(),
    'dashboards', coalesce(jsonb_agg(jsonb_build_object(
        'id', d.id,
        'name', d.name,
        'role', me.role,
        'favorite', me.favorite,
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
        'created_at', d.created_at,
        'archived_at', d.archived_at
      ) order by d.archived_at is not null, me.favorite desc, lower(d.name), d.created_at), '[]'::jsonb)
  )
  from public.dashboards d
  join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = (select auth.uid())
$$;

-- As in the favorite dashboards migration, without the archived ones: nothing can be added there.
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
    ) order by me.favorite desc, lower(d.name), d.created_at), '[]')
  from public.dashboard_members me
  join public.dashboards d on d.id = me.dashboard_id
  where me.user_id = (select auth.uid()) and d.archived_at is null;
$$;

-- As in the notifications migration, without archived dashboards.
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
      select d.id, d.name, d.created_at, me.show_done, me.day_order = 'priority' as by_priority, c.total, c.done, l.late
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
      where me.user_id = v_me and d.archived_at is null and (c.total > 0 or l.late > 0)
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
          ) order by lower(s.name), s.created_at)
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
        join public.dashboards d on d.id = me.dashboard_id and d.archived_at is null
        join public.objectives a on a.dashboard_id = me.dashboard_id and a.assignee_id is not null
        where me.user_id = v_me)
    )
  );
end;
$$;

-- As in the notifications migration, without archived dashboards.
create or replace function public.get_upcoming_page(
  p_time_zone text default 'UTC',
  p_from date default null,
  p_days int default 7,
  p_mine boolean default false,
  p_per_day int default 50
)
returns json language plpgsql stable set search_path = '' as $$
declare
  v_me uuid := (select auth.uid());
  v_today date := private.today(p_time_zone);
  v_from date := coalesce(p_from, v_today + 1);
  v_to date;
  v_mine uuid := case when p_mine then (select auth.uid()) end;
begin
  if p_days not between 1 and 31 or p_per_day not between 1 and 500 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  v_to := v_from + p_days - 1;
  return (
    -- The caller's dashboards, with their view options.
    with m as materialized (
      select me.dashboard_id, d.name, me.show_done, me.day_order = 'priority' as by_priority
      from public.dashboard_members me
      join public.dashboards d on d.id = me.dashboard_id
      where me.user_id = v_me and d.archived_at is null
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
      -- The shown rows' dashboards' names and filters, and their assignees' names.
      'dashboards', coalesce((
        select json_object_agg(m.dashboard_id, m.name)
        from m where exists (select 1 from shown s where s.dashboard_id = m.dashboard_id)), '{}'),
      'markers', coalesce((
        select json_agg(json_build_object('id', k.id, 'name', k.name, 'color', k.color) order by lower(k.name), k.id)
        from public.markers k
        where k.id in (select unnest(s.marker_ids) from shown s)), '[]'),
      'people', coalesce((
        select json_object_agg(p.id, private.member_name(p.display_name, p.email))
        from (select distinct s.assignee_id from shown s where s.assignee_id is not null) a
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

-- As in the daily email dashboards migration, without archived dashboards.
create or replace function private.daily_email_json(p_user uuid, p_day date)
returns jsonb language sql stable set search_path = '' as $$
  with boards as (
    select d.id, d.name,
      (select count(*) from public.objectives o where o.dashboard_id = d.id and o.day = p_day and not o.done) as open_today,
      (select count(*) from public.objectives o where o.dashboard_id = d.id and o.day < p_day and not o.done) as overdue
    from public.dashboard_members m
    join public.dashboards d on d.id = m.dashboard_id
    where m.user_id = p_user and m.in_daily_email and d.archived_at is null
  )
  select jsonb_agg(jsonb_build_object(
      'id', b.id,
      'name', b.name,
      'open_today', b.open_today,
      'overdue', b.overdue,
      'objectives', coalesce((
        select jsonb_agg(jsonb_build_object('title', o.title, 'priority', o.priority,
                                            'assignee', o.assignee, 'yours', coalesce(o.assignee_id = p_user, false))
                         order by o.position)
        from (select o.title, o.priority, o.position, o.assignee_id,
                     (select private.member_name(p.display_name, p.email) from public.profiles p where p.id = o.assignee_id) as assignee
              from public.objectives o
              where o.dashboard_id = b.id and o.day = p_day and not o.done
              order by o.position limit 10) o
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
      ), '[]'::jsonb)
    ) order by lower(b.name), b.id)
  from boards b
  where b.open_today > 0 or b.overdue > 0
$$;

-- As in the checklists migration; an objective moves only to a dashboard in use.
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
      where m.dashboard_id = v.dashboard_id), '[]'::jsonb),
    'dashboards', coalesce((
      select jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name) order by lower(d.name), d.created_at)
      from public.dashboard_members me join public.dashboards d on d.id = me.dashboard_id
      where me.user_id = (select auth.uid()) and (d.archived_at is null or d.id = v.dashboard_id)), '[]'::jsonb),
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

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.set_dashboard_archived(uuid, boolean) from public, anon, authenticated, service_role;
grant execute on function public.set_dashboard_archived(uuid, boolean) to authenticated;
-- Triggers only (default privileges revoke them from everyone else).
revoke all on function private.refuse_when_archived(), private.refuse_rename_when_archived()
  from public, anon, authenticated, service_role;
