-- =============================================================================
-- Notifications: what concerns me, across my dashboards
-- =============================================================================
-- The activity (decision 046) tells everything that happened on one dashboard.
-- A member of several wants the part that is about them, in one place, and to
-- know when there is something new: Todoist's bell, GitHub's inbox. The emails
-- of assignments and comments tell some of it once; this list keeps it, read or
-- not, with the reason it reached you (decision 052):
--   - an objective assigned to you (also one added already assigned to you), or
--     taken off you;
--   - a comment that @mentions you, or on an objective assigned to you, one you
--     commented on, or one you added (the comment emails' followers);
--   - an objective assigned to you or added by you completed, reopened, moved to
--     another day or dashboard, renamed or deleted;
--   - someone joining or leaving a dashboard you are the admin of.
-- Never your own doings, and only while you are a member of the dashboard: a
-- member who leaves takes theirs with them. A trigger on the activity writes
-- them, so whatever wrote the activity (every function, an import) notifies the
-- same way. One statement's change of many objectives (an import, "move overdue
-- to today") is told on the activity page, not here.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The table
-- -----------------------------------------------------------------------------

create table private.notifications (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  dashboard_id uuid not null references public.dashboards (id) on delete cascade,
  activity_id bigint not null references public.activity (id) on delete cascade,
  why text not null check (why in ('mentioned', 'assigned', 'commented', 'created', 'admin')),
  read_at timestamptz,
  unique (activity_id, user_id)
);

comment on table private.notifications is 'The activity entries that concern a member, one row per member and entry; read through get_notifications_page.';
comment on column private.notifications.id is 'Identifier, increasing: the list''s order, its "older" cursor and "mark as read up to".';
comment on column private.notifications.user_id is 'Whom it concerns.';
comment on column private.notifications.dashboard_id is 'The entry''s dashboard: leaving it removes the member''s notifications of it.';
comment on column private.notifications.activity_id is 'What happened (who, what, when, to which objective).';
comment on column private.notifications.why is 'Why it reached them: mentioned (in a comment), assigned (the objective is or was theirs), commented (they commented on it before), created (they added it), admin (their dashboard''s members).';
comment on column private.notifications.read_at is 'When they marked it read; null while it is new.';

-- The list, newest first.
create index notifications_by_user on private.notifications (user_id, id desc);
-- The bell's count: only the unread rows.
create index notifications_unread on private.notifications (user_id) where read_at is null;
-- A member leaving (and the dashboard's own deletion) finds theirs.
create index notifications_by_member on private.notifications (dashboard_id, user_id);

alter table private.notifications enable row level security;
-- No policy: only the functions below read and change it.

-- -----------------------------------------------------------------------------
-- Writing them
-- -----------------------------------------------------------------------------

-- Whom one activity entry concerns, and why (the first reason that applies to them).
create function private.notified_by(p_kind text, p_dashboard uuid, p_actor uuid, p_objective uuid, p_detail jsonb)
returns table (user_id uuid, why text) language sql stable security definer set search_path = '' as $$
  with o as (
    -- The objective now (also moved to another dashboard), else its copy kept for Undo.
    select o.assignee_id, o.created_by from public.objectives o where o.id = p_objective
    union all
    select d.assignee_id, d.created_by from private.deleted_objectives d
    where d.id = p_objective and not exists (select 1 from public.objectives x where x.id = p_objective)
  ), c as (
    select c.id, c.body from public.comments c
    where p_kind = 'commented' and c.id = (p_detail ->> 'comment')::uuid
  ), r (user_id, reason) as (
    select (p_detail ->> 'assignee')::uuid, 2 where p_kind in ('assigned', 'unassigned')
    union all
    -- Added already assigned (quick add's "+name"): the activity says "added".
    select o.assignee_id, 2 from o where p_kind = 'added'
    union all
    select u, 1 from c cross join lateral private.mentioned_members(p_dashboard, c.body) u
    union all
    select o.assignee_id, 2 from o
    where p_kind in ('commented', 'completed', 'reopened', 'rescheduled', 'renamed', 'deleted', 'moved_out')
    union all
    select e.author_id, 3 from c join public.comments e on e.objective_id = p_objective and e.id <> c.id
    union all
    select o.created_by, 4 from o
    where p_kind in ('commented', 'completed', 'reopened', 'rescheduled', 'renamed', 'deleted', 'moved_out')
    union all
    select private.dashboard_admin(p_dashboard), 5 where p_kind in ('joined', 'left')
  )
  select r.user_id, (array['mentioned', 'assigned', 'commented', 'created', 'admin'])[min(r.reason)]
  from r
  where r.user_id is not null and r.user_id is distinct from p_actor
    and exists (select 1 from public.dashboard_members m where m.dashboard_id = p_dashboard and m.user_id = r.user_id)
  group by r.user_id
$$;

comment on function private.notified_by(text, uuid, uuid, uuid, jsonb) is
  'Whom an activity entry (kind, dashboard, actor, objective, detail) concerns and why: its members other than the actor that the entry is about.';

create function private.notify_activity()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  insert into private.notifications (user_id, dashboard_id, activity_id, why)
  select n.user_id, a.dashboard_id, a.id, n.why
  from added a
  cross join lateral private.notified_by(a.kind, a.dashboard_id, a.actor_id, a.objective_id, a.detail) n
  where a.kind in ('added', 'assigned', 'unassigned', 'commented', 'completed', 'reopened', 'rescheduled', 'renamed',
                   'deleted', 'moved_out', 'joined', 'left');
  return null;
end;
$$;

create trigger notify_activity after insert on public.activity
  referencing new table as added for each statement execute function private.notify_activity();

-- A member who leaves, or is removed, takes their notifications of the dashboard along.
create function private.notifications_member_left()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  delete from private.notifications n using gone g
  where n.dashboard_id = g.dashboard_id and n.user_id = g.user_id;
  return null;
end;
$$;

create trigger notifications_member_left after delete on public.dashboard_members
  referencing old table as gone for each statement execute function private.notifications_member_left();

-- -----------------------------------------------------------------------------
-- Reading them
-- -----------------------------------------------------------------------------

-- The bell's count: the caller's unread notifications, counted up to 100 ("99+").
create function private.unread_notifications()
returns int language sql stable security definer set search_path = '' as $$
  select count(*)::int from (
    select 1 from private.notifications n
    where n.user_id = (select auth.uid()) and n.read_at is null
    limit 100
  ) x
$$;

comment on function private.unread_notifications() is
  'How many of the caller''s notifications are unread, at most 100: the bell''s count on the pages that show it.';

-- A page of the caller's notifications, newest first: each its activity entry (as the
-- activity page tells it), its dashboard, why it reached them and whether it is read.
create function public.get_notifications_page(p_before bigint default null, p_limit int default 50,
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
             'dashboard', pg_catalog.jsonb_build_object('id', d.id, 'name', d.name),
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
    'time_zone', (select p.time_zone from public.profiles p where p.id = v_me)
  );
end;
$$;

comment on function public.get_notifications_page(bigint, integer, boolean) is
  'The notifications page: the caller''s notifications newest first (p_limit, older ones by p_before; p_unread: the unread ones only), each with its activity entry, dashboard, reason and read state; more; the unread count (at most 100); the caller''s time zone.';

-- Marks the caller's notifications read, up to p_upto (those that came after the page the
-- member read stay new), or only p_id. Marking again changes nothing.
create function public.mark_notifications_read(p_upto bigint default null, p_id bigint default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_marked int;
begin
  if (p_upto is null) = (p_id is null) then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  update private.notifications n set read_at = pg_catalog.now()
  where n.user_id = v_me and n.read_at is null
    and (p_id is null or n.id = p_id) and (p_upto is null or n.id <= p_upto);
  get diagnostics v_marked = row_count;
  return pg_catalog.jsonb_build_object('marked', v_marked);
end;
$$;

comment on function public.mark_notifications_read(bigint, bigint) is
  'Marks the caller''s unread notifications read: those up to p_upto, or the one p_id; answers how many it marked.';

-- -----------------------------------------------------------------------------
-- The bell's count on the pages one starts from
-- -----------------------------------------------------------------------------
-- /dashboards, /today and /upcoming carry the unread count in their one call
-- (notifications_unread); the header's bell shows it there and on the
-- notifications page.

-- As in the assignee cards migration, plus notifications_unread.
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
        'created_at', d.created_at
      ) order by lower(d.name), d.created_at), '[]'::jsonb)
  )
  from public.dashboards d
  join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = (select auth.uid())
$$;

-- As in the quick add lists across migration, plus notifications_unread.
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
      where me.user_id = v_me and (c.total > 0 or l.late > 0)
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
        join public.objectives a on a.dashboard_id = me.dashboard_id and a.assignee_id is not null
        where me.user_id = v_me)
    )
  );
end;
$$;


-- As in the quick add lists across migration, plus notifications_unread.
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
      where me.user_id = v_me
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


-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.notified_by(text, uuid, uuid, uuid, jsonb), private.notify_activity(),
  private.notifications_member_left() from public, anon, authenticated, service_role;
-- The home pages run as their caller and count through it; it counts only the caller's own.
revoke all on function private.unread_notifications() from public, anon, authenticated, service_role;
grant execute on function private.unread_notifications() to authenticated;
revoke all on function public.get_notifications_page(bigint, integer, boolean),
  public.mark_notifications_read(bigint, bigint) from public, anon, authenticated, service_role;
grant execute on function public.get_notifications_page(bigint, integer, boolean),
  public.mark_notifications_read(bigint, bigint) to authenticated;
