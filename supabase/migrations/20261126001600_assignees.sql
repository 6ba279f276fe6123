-- =============================================================================
-- Assignees: who does an objective
-- =============================================================================
-- A shared planner's first question after "what" is "who". As in Todoist, an
-- objective may be assigned to one member of its dashboard (assigning itself,
-- with quick add's "+name" or the edit page, is the assigning migration's). The
-- day view shows who, and "Assigned to me" (a filter of the day view,
-- ?marker=me) shows only the caller's. A member who leaves or is removed leaves
-- their objectives unassigned; a public link never says who (decision 037).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The column
-- -----------------------------------------------------------------------------

alter table public.objectives add column assignee_id uuid;

comment on column public.objectives.assignee_id is
  'The member who does it, or null (nobody in particular). Always a member of its dashboard: set to null when they leave.';

-- A membership, not a user: a member who leaves or is removed takes their assignments
-- with them, and only a member can be assigned (PostgreSQL 15 and later: SET NULL of one column).
alter table public.objectives
  add constraint objectives_assignee_is_member foreign key (dashboard_id, assignee_id)
  references public.dashboard_members (dashboard_id, user_id) on delete set null (assignee_id);

-- "Assigned to me", and the foreign key's lookups when a member goes.
create index objectives_by_assignee on public.objectives (dashboard_id, assignee_id, day) where assignee_id is not null;

-- -----------------------------------------------------------------------------
-- Naming a member
-- -----------------------------------------------------------------------------

-- How pages name a member: their display name, else their email's first part.
create function private.member_name(p_display_name text, p_email text)
returns text language sql immutable set search_path = '' as $$
  select coalesce(nullif(pg_catalog.btrim(p_display_name), ''), pg_catalog.split_part(p_email, '@', 1))
$$;

-- -----------------------------------------------------------------------------
-- The rows' JSON: "assignee" when there is one
-- -----------------------------------------------------------------------------

-- As in the priorities migration, plus "assignee" (the member's id) when set; the day
-- page names them once ("people").
create function private.objective_page_json(p_id uuid, p_day date, p_title text, p_done boolean, p_markers uuid[],
                                            p_repeat text, p_every smallint, p_summary text, p_priority smallint,
                                            p_assignee uuid)
returns json language sql immutable set search_path = '' as $$
  select case
    when p_assignee is not null
      then (private.objective_page_json(p_id, p_day, p_title, p_done, p_markers, p_repeat, p_every, p_summary, p_priority)::jsonb
            || pg_catalog.jsonb_build_object('assignee', p_assignee))::json
    else private.objective_page_json(p_id, p_day, p_title, p_done, p_markers, p_repeat, p_every, p_summary, p_priority)
  end
$$;

alter table public.objectives drop column page_json;
alter table public.objectives
  add column page_json json not null
  generated always as (private.objective_page_json(id, day, title, done, marker_ids, repeat, repeat_every,
                                                   private.description_summary(description), priority, assignee_id)) stored;
comment on column public.objectives.page_json is
  'The objective as pages list it ({id, day, title, done, markers; repeat, every, summary, priority and assignee when set}), generated from the row.';

-- The changes' answers and the edit page carry it (null: nobody).
create or replace function private.objective_json(p_objective public.objectives)
returns jsonb language sql stable set search_path = '' as $$
  select private.objective_item(p_objective.id, p_objective.day, p_objective.title, p_objective.done, p_objective.done_at,
    (select jsonb_agg(om.marker_id order by m.name) from public.objective_markers om
     join public.markers m on m.id = om.marker_id where om.objective_id = p_objective.id))
    || jsonb_build_object('repeat', p_objective.repeat, 'repeat_every', p_objective.repeat_every,
                          'description', p_objective.description, 'priority', p_objective.priority,
                          'assignee', p_objective.assignee_id)
$$;

-- -----------------------------------------------------------------------------
-- A repeating objective's next one and Undo keep it
-- -----------------------------------------------------------------------------

-- As in the priorities migration, the next one with the same assignee.
create or replace function public.set_objective_done(p_objective uuid, p_done boolean, p_time_zone text default 'UTC')
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
  v_done boolean := coalesce(p_done, false);
  v_next public.objectives;
begin
  if v.done = v_done then
    return private.objective_json(v);
  end if;
  if v_done then
    update public.objectives
    set done = true, done_at = now(), repeat = null, repeat_every = 1, repeat_anchor = null, updated_at = now()
    where id = v.id;
    if v.repeat is not null then
      v_next.day := private.next_occurrence(v.repeat, v.repeat_every, coalesce(v.repeat_anchor, v.day),
                                            greatest(v.day, private.today(p_time_zone)));
      -- The series' own day goes with it: after 28 February, a monthly 31st is back on 31 March.
      insert into public.objectives (dashboard_id, day, title, description, priority, assignee_id, position, repeat,
                                     repeat_every, repeat_anchor, repeat_from)
      values (v.dashboard_id, v_next.day, v.title, v.description, v.priority, v.assignee_id,
              private.next_position(v.dashboard_id, v_next.day),
              v.repeat, v.repeat_every, nullif(coalesce(v.repeat_anchor, v.day), v_next.day), v.id)
      returning * into v_next;
      perform private.set_objective_markers(v_next, v.marker_ids);
    end if;
  else
    -- The next one, if its completion added one that is still as it was added.
    select * into v_next from public.objectives n
    where n.repeat_from = v.id and not n.done and n.title = v.title and n.description = v.description
      and n.priority = v.priority and n.assignee_id is not distinct from v.assignee_id
      and n.repeat is not null and n.marker_ids @> v.marker_ids and n.marker_ids <@ v.marker_ids;
    if v_next.id is not null then
      delete from public.objectives where id = v_next.id;
      perform private.renumber_day(v_next.dashboard_id, v_next.day);
    end if;
    update public.objectives
    set done = false, done_at = null, repeat = coalesce(v_next.repeat, repeat),
        repeat_every = case when v_next.id is null then repeat_every else v_next.repeat_every end,
        repeat_anchor = case when v_next.id is null then repeat_anchor else nullif(v_next.repeat_anchor, day) end,
        updated_at = now()
    where id = v.id;
  end if;
  select * into v from public.objectives where id = v.id;
  return private.objective_json(v)
    || case when v_done and v_next.id is not null
         then jsonb_build_object('next', jsonb_build_object('id', v_next.id, 'day', v_next.day))
         else '{}'::jsonb end;
end;
$$;

alter table private.deleted_objectives add column assignee_id uuid;
comment on column private.deleted_objectives.assignee_id is 'Who it was assigned to (null: nobody); back only if they are still a member.';

-- As in the priorities migration, with the assignee.
create or replace function public.delete_objective(p_objective uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
begin
  delete from private.deleted_objectives where deleted_at < now() - interval '1 hour';
  insert into private.deleted_objectives (id, dashboard_id, day, title, done_at, position, marker_ids, created_by, created_at, repeat,
                                          repeat_every, repeat_anchor, description, priority, assignee_id)
  values (v.id, v.dashboard_id, v.day, v.title, v.done_at, v.position, v.marker_ids, v.created_by, v.created_at, v.repeat,
          v.repeat_every, v.repeat_anchor, v.description, v.priority, v.assignee_id)
  on conflict (id) do nothing;
  delete from public.objectives where id = v.id;
  perform private.renumber_day(v.dashboard_id, v.day);
  return private.objective_json(v);
end;
$$;

-- As in the priorities migration, with the assignee if they are still a member.
create or replace function public.restore_objective(p_objective uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  d private.deleted_objectives;
  v public.objectives;
begin
  select * into d from private.deleted_objectives where id = p_objective;
  if d.id is null then
    -- Already back (a second submit), or never deleted: find_objective answers or refuses.
    return private.objective_json(private.find_objective(p_objective));
  end if;
  perform private.require_member(d.dashboard_id);
  if d.deleted_at < now() - interval '1 hour' then
    raise exception using errcode = 'PT410', message = 'undo_expired';
  end if;
  if d.done_at is null then
    perform private.enforce_limit('objective', d.dashboard_id);
  end if;
  perform private.lock_order(d.dashboard_id);
  -- Locked: a concurrent restore of the same copy waits here, then finds it gone.
  delete from private.deleted_objectives where id = d.id returning * into d;
  if d.id is null then
    return private.objective_json(private.find_objective(p_objective));
  end if;
  -- Its old place: those from there on move down one.
  update public.objectives set position = position + 1
  where dashboard_id = d.dashboard_id and day = d.day and position >= d.position;
  insert into public.objectives (id, dashboard_id, day, title, description, priority, assignee_id, done, done_at, position,
                                 created_by, created_at, repeat, repeat_every, repeat_anchor)
  values (d.id, d.dashboard_id, d.day, d.title, d.description, d.priority,
          (select m.user_id from public.dashboard_members m where m.dashboard_id = d.dashboard_id and m.user_id = d.assignee_id),
          d.done_at is not null, d.done_at, d.position, d.created_by, d.created_at, d.repeat, d.repeat_every, d.repeat_anchor)
  returning * into v;
  -- The filters that still exist.
  perform private.set_objective_markers(v, array(
    select m from unnest(d.marker_ids) with ordinality as x (m, i)
    where exists (select 1 from public.markers k where k.id = m and k.dashboard_id = d.dashboard_id)
    order by i
  ));
  perform private.renumber_day(d.dashboard_id, d.day);
  select * into v from public.objectives where id = d.id;
  return private.objective_json(v);
end;
$$;

-- -----------------------------------------------------------------------------
-- The pages
-- -----------------------------------------------------------------------------

-- As in the planner API migration, plus the members it may be assigned to, by name.
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
      where m.dashboard_id = v.dashboard_id), '[]'::jsonb)
  );
end;
$$;

-- As in the day order migration, plus p_mine (only the caller's objectives: "Assigned to
-- me"), the names of the members the listed objectives are assigned to ("people", by id),
-- whether anything on the dashboard is assigned ("assigned": the filter is offered) and
-- whether anyone else is a member ("shared").
drop function public.get_day_page(uuid, date, text, uuid[], int, int);
create function public.get_day_page(
  p_dashboard uuid,
  p_day date default null,
  p_time_zone text default 'UTC',
  p_markers uuid[] default '{}',
  p_overdue_limit int default null,
  p_notes_limit int default null,
  p_mine boolean default false
)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_dashboard json;
  v_show_done boolean;
  v_today date := private.today(p_time_zone);
  v_markers uuid[] := case when cardinality(p_markers) > 0 then p_markers end;
  v_mine uuid := case when p_mine then (select auth.uid()) end;
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
      select o.day, o.done, o.position, o.created_at, o.page_json, o.assignee_id,
             case when v_by_priority then o.priority end as rank
      from public.objectives o
      where o.dashboard_id = p_dashboard and (o.day = p_day or (o.day < v_today and not o.done))
        and (v_markers is null or o.marker_ids && v_markers)
        and (v_mine is null or o.assignee_id = v_mine)
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
        from public.profiles p where p.id in (select o.assignee_id from o)), '{}'),
      'assigned', v_mine is not null or exists (
        select 1 from public.objectives a where a.dashboard_id = p_dashboard and a.assignee_id is not null),
      -- Someone else is a member: a row's menu offers "Assign to me".
      'shared', exists (
        select 1 from public.dashboard_members m where m.dashboard_id = p_dashboard and m.user_id <> (select auth.uid()))
    )
    from of_day
  );
end;
$$;

comment on function public.get_day_page(uuid, date, text, uuid[], int, int, boolean) is
  'The day view: dashboard, the day''s objectives, the oldest overdue ones (up to p_overdue_limit), the year''s newest notes (up to p_notes_limit), both counts, markers, the assignees'' names; p_mine: only the caller''s objectives.';

-- As in the descriptions migration, each row without its assignee too: readers of a
-- public link see titles, days and filters only (decision 030).
create or replace function public.get_shared_days(
  p_token text,
  p_from date default null,
  p_time_zone text default 'UTC',
  p_days int default 7,
  p_per_day int default 50
)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v private.share_links;
  v_today date := private.today(p_time_zone);
begin
  select * into v from private.share_links l where l.token = p_token;
  if not found then
    raise exception using errcode = 'PT404', message = 'share_link_not_found';
  end if;
  if v.revoked_at is not null then
    raise exception using errcode = 'PT410', message = 'share_link_revoked';
  end if;
  if p_days not between 1 and 31 or p_per_day not between 1 and 500 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  p_from := coalesce(p_from, v_today);
  return (
    with o as materialized (
      select o.day, o.marker_ids, o.page_json,
             row_number() over (partition by o.day order by o.position, o.created_at) as n
      from public.objectives o
      where o.dashboard_id = v.dashboard_id and o.day between p_from and p_from + (p_days - 1)
    )
    select json_build_object(
      'dashboard', json_build_object('name', d.name),
      'from', p_from,
      'today', v_today,
      'days', (
        select json_agg(json_build_object(
                 'day', s.day,
                 'objectives', coalesce((
                   select json_agg((o.page_json::jsonb - 'summary' - 'assignee') order by o.n) from o where o.day = s.day and o.n <= p_per_day), '[]'),
                 'count', (select count(*) from o where o.day = s.day))
               order by s.day)
        from (select g::date as day from generate_series(p_from, p_from + (p_days - 1), interval '1 day') g) s),
      -- Only the filters the shown objectives carry.
      'markers', coalesce((
        select json_agg(json_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name))
        from public.markers m
        where m.dashboard_id = v.dashboard_id
          and exists (select 1 from o where o.n <= p_per_day and m.id = any (o.marker_ids))), '[]'))
    from public.dashboards d where d.id = v.dashboard_id
  );
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.member_name(text, text),
  private.objective_page_json(uuid, date, text, boolean, uuid[], text, smallint, text, smallint, uuid),
  public.get_day_page(uuid, date, text, uuid[], int, int, boolean) from public, anon, authenticated, service_role;
-- get_objective_page runs as its caller and names members with member_name.
grant execute on function private.member_name(text, text) to authenticated;
grant execute on function public.get_day_page(uuid, date, text, uuid[], int, int, boolean) to authenticated;
