-- =============================================================================
-- Rows carry their markers' ids; the day view in one pass of json
-- =============================================================================
-- Every page row looked its markers up in a link table (an index scan per row):
-- about a quarter of the day view's function on PGlite, and 4,000 lookups for a
-- calendar month of 4,000 objectives (`npm run bench`, issue 12). Objectives and
-- notes now carry `marker_ids`, a copy of their links kept by statement triggers
-- on the link tables, which stay the source of truth (foreign keys, cascades).
--
-- The day view's function is rewritten for the same reason: it builds `json`
-- (text, as PostgREST sends it) instead of `jsonb` (a binary tree that is then
-- printed), reads the dashboard and the caller's membership in one query, counts
-- hidden done and overdue objectives in one scan, and calls no helper that
-- PostgreSQL would plan again on every call. Same arguments, same answer.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Columns
-- -----------------------------------------------------------------------------

alter table public.objectives add column marker_ids uuid[] not null default '{}';
comment on column public.objectives.marker_ids is
  'Ids of its markers, in the order they were linked: a copy of objective_markers kept by triggers, for pages to read.';

alter table public.notes add column marker_ids uuid[] not null default '{}';
comment on column public.notes.marker_ids is
  'Ids of its markers, in the order they were linked: a copy of note_markers kept by triggers, for pages to read.';

-- -----------------------------------------------------------------------------
-- Keeping the copies
-- -----------------------------------------------------------------------------
-- Links are only ever inserted and deleted (set_objective_markers, set_note_markers,
-- cascades), never updated. Each statement's links are applied to the row as it is
-- when the update takes its lock (`marker_ids` on the right-hand side is re-read
-- after a concurrent change commits), so two transactions linking the same row keep
-- both links. Security definer: the triggers run for the functions that change links,
-- and nobody else may update these tables.

create function private.objective_links_added()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update public.objectives o set marker_ids = o.marker_ids || a.ids
  from (select objective_id, array_agg(marker_id) as ids from added group by objective_id) a
  where o.id = a.objective_id;
  return null;
end;
$$;

create function private.objective_links_removed()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update public.objectives o
  set marker_ids = array(select m from unnest(o.marker_ids) with ordinality as x (m, i) where m <> all (r.ids) order by i)
  from (select objective_id, array_agg(marker_id) as ids from removed group by objective_id) r
  where o.id = r.objective_id;
  return null;
end;
$$;

create function private.note_links_added()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update public.notes n set marker_ids = n.marker_ids || a.ids
  from (select note_id, array_agg(marker_id) as ids from added group by note_id) a
  where n.id = a.note_id;
  return null;
end;
$$;

create function private.note_links_removed()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update public.notes n
  set marker_ids = array(select m from unnest(n.marker_ids) with ordinality as x (m, i) where m <> all (r.ids) order by i)
  from (select note_id, array_agg(marker_id) as ids from removed group by note_id) r
  where n.id = r.note_id;
  return null;
end;
$$;

create trigger objective_links_added after insert on public.objective_markers
  referencing new table as added for each statement execute function private.objective_links_added();
create trigger objective_links_removed after delete on public.objective_markers
  referencing old table as removed for each statement execute function private.objective_links_removed();
create trigger note_links_added after insert on public.note_markers
  referencing new table as added for each statement execute function private.note_links_added();
create trigger note_links_removed after delete on public.note_markers
  referencing old table as removed for each statement execute function private.note_links_removed();

-- What is already linked.
update public.objectives o set marker_ids = l.ids
from (select objective_id, array_agg(marker_id) as ids from public.objective_markers group by objective_id) l
where o.id = l.objective_id;
update public.notes n set marker_ids = l.ids
from (select note_id, array_agg(marker_id) as ids from public.note_markers group by note_id) l
where n.id = l.note_id;

-- -----------------------------------------------------------------------------
-- Page rows read the copies
-- -----------------------------------------------------------------------------

-- As in the page rows migrations (same signatures and answers), a row's markers
-- and the filter read from the row itself.
create or replace function private.objective_rows(p_dashboard uuid, p_from date, p_to date, p_open_only boolean, p_markers uuid[])
returns table (day date, done boolean, sort_position double precision, created_at timestamptz, item jsonb)
language sql stable set search_path = '' as $$
  select o.day, o.done, o.position, o.created_at,
         private.objective_item(o.id, o.day, o.title, o.done, o.done_at, to_jsonb(o.marker_ids))
  from public.objectives o
  where o.dashboard_id = p_dashboard and o.day between p_from and p_to and (not p_open_only or not o.done)
    and (cardinality(coalesce(p_markers, '{}')) = 0 or o.marker_ids && p_markers)
$$;

create or replace function private.notes_of_year(p_dashboard uuid, p_year int, p_markers uuid[])
returns jsonb language sql stable set search_path = '' as $$
  select coalesce(jsonb_agg(private.note_item(n.id, n.year, n.title, n.body, n.created_at, n.updated_at, to_jsonb(n.marker_ids))
                            order by n.created_at desc), '[]'::jsonb)
  from public.notes n
  where n.dashboard_id = p_dashboard and n.year = p_year
    and (cardinality(coalesce(p_markers, '{}')) = 0 or n.marker_ids && p_markers)
$$;

-- -----------------------------------------------------------------------------
-- The day view
-- -----------------------------------------------------------------------------

-- One objective as the pages list it. Plain SQL without settings, so that PostgreSQL
-- inlines it into the pages' queries instead of calling it per row.
create function private.objective_row_json(p_id uuid, p_day date, p_title text, p_done boolean, p_done_at timestamptz, p_markers uuid[])
returns json language sql stable as $$
  select json_build_object('id', p_id, 'day', p_day, 'title', p_title, 'done', p_done, 'done_at', p_done_at, 'markers', p_markers)
$$;

-- The dashboard as the caller sees it (their role and "show done"); not a member: PT404,
-- as require_member. One query where the pages made two.
create function private.member_dashboard(p_dashboard uuid, out dashboard json, out show_done boolean)
language plpgsql stable set search_path = '' as $$
begin
  select json_build_object('id', d.id, 'name', d.name, 'role', me.role, 'show_done', me.show_done, 'created_at', d.created_at),
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

-- The return type changes (jsonb → json), so the function is dropped and made again.
drop function public.get_day_page(uuid, date, text, uuid[], int);

create function public.get_day_page(
  p_dashboard uuid,
  p_day date default null,
  p_time_zone text default 'UTC',
  p_markers uuid[] default '{}',
  p_overdue_limit int default null
)
returns json language plpgsql stable set search_path = '' as $$
declare
  v_dashboard json;
  v_show_done boolean;
  v_today date := private.today(p_time_zone);
  v_markers uuid[] := case when cardinality(p_markers) > 0 then p_markers end;
  v_done_hidden bigint;
  v_overdue_count bigint;
begin
  select m.dashboard, m.show_done into v_dashboard, v_show_done from private.member_dashboard(p_dashboard) m;
  if p_overdue_limit < 0 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  p_day := coalesce(p_day, v_today);

  select count(*) filter (where o.day = p_day and o.done and not v_show_done),
         count(*) filter (where o.day < v_today and not o.done)
    into v_done_hidden, v_overdue_count
  from public.objectives o
  where o.dashboard_id = p_dashboard and (o.day = p_day or (o.day < v_today and not o.done))
    and (v_markers is null or o.marker_ids && v_markers);

  return json_build_object(
    'dashboard', v_dashboard,
    'day', p_day,
    'today', v_today,
    'objectives', coalesce((
      select json_agg(private.objective_row_json(o.id, o.day, o.title, o.done, o.done_at, o.marker_ids)
                      order by o.position, o.created_at)
      from public.objectives o
      where o.dashboard_id = p_dashboard and o.day = p_day and (v_show_done or not o.done)
        and (v_markers is null or o.marker_ids && v_markers)), '[]'),
    'done_hidden', v_done_hidden,
    -- The oldest first, only those within the limit.
    'overdue', coalesce((
      select json_agg(private.objective_row_json(o.id, o.day, o.title, o.done, o.done_at, o.marker_ids)
                      order by o.day, o.position, o.created_at)
      from (
        select o.* from public.objectives o
        where o.dashboard_id = p_dashboard and o.day < v_today and not o.done
          and (v_markers is null or o.marker_ids && v_markers)
        order by o.day, o.position, o.created_at
        limit p_overdue_limit
      ) o), '[]'),
    'overdue_count', v_overdue_count,
    'notes', coalesce((
      select json_agg(json_build_object('id', n.id, 'year', n.year, 'title', n.title, 'body', n.body,
                                        'created_at', n.created_at, 'updated_at', n.updated_at, 'markers', n.marker_ids)
                      order by n.created_at desc)
      from public.notes n
      where n.dashboard_id = p_dashboard and n.year = extract(year from p_day)::int
        and (v_markers is null or n.marker_ids && v_markers)), '[]'),
    'markers', coalesce((
      select json_agg(json_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name))
      from public.markers m where m.dashboard_id = p_dashboard), '[]')
  );
end;
$$;

comment on function public.get_day_page(uuid, date, text, uuid[], int) is
  'The day view: dashboard, the day''s objectives, the oldest overdue ones (up to p_overdue_limit) and their count, the year''s notes and markers.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

-- The trigger functions are executed by nobody else (default privileges revoke it).
grant execute on function public.get_day_page(uuid, date, text, uuid[], int) to authenticated;
-- The page functions run as the caller and call these.
grant execute on function private.objective_row_json(uuid, date, text, boolean, timestamptz, uuid[]),
  private.member_dashboard(uuid) to authenticated;
