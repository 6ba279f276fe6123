-- =============================================================================
-- The activity tells the dashboard's name and filters too
-- =============================================================================
-- "Who renamed our dashboard?", "where did #errands go?": a filter added,
-- renamed or deleted changes what every member sees, as does the dashboard's
-- new name (decision 046's second addendum). Triggers write them, as they do
-- the rest: a filter made by quick add's "#name" is told as well as one made on
-- the Filters page. "Dashboard and filters" filters them. The kinds each
-- filter of the page stands for now live in one function, so the next kind is
-- added there rather than in another copy of the page's function.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The table
-- -----------------------------------------------------------------------------

alter table public.activity drop constraint activity_kind_check;
alter table public.activity add constraint activity_kind_check
  check (kind in ('added', 'added_many', 'completed', 'completed_many', 'reopened', 'reopened_many',
                  'rescheduled', 'rescheduled_many', 'renamed', 'renamed_many', 'deleted', 'deleted_many',
                  'restored', 'moved_in', 'moved_in_many', 'moved_out', 'moved_out_many', 'commented', 'joined',
                  'left', 'removed', 'note_added', 'note_added_many', 'note_edited', 'note_edited_many',
                  'note_deleted', 'note_deleted_many', 'note_restored', 'dashboard_renamed', 'filter_added',
                  'filter_added_many', 'filter_renamed', 'filter_renamed_many', 'filter_deleted',
                  'filter_deleted_many'));
comment on column public.activity.subject is
  'The objective''s or note''s title then, the member''s name for joined, left and removed, the filter''s or the dashboard''s (new) name.';
comment on column public.activity.detail is
  'Per kind: {day} added, {from, to} rescheduled, {from} renamed (objective, filter, dashboard), {comment} commented, {year} for notes, {count} and {to} for _many.';

-- -----------------------------------------------------------------------------
-- Writing it
-- -----------------------------------------------------------------------------

-- A filter added (quick add's "#name", the Filters page, an import or a copy: one entry a statement).
create function private.activity_markers_added()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform private.log_activity(coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'dashboard_id', a.dashboard_id, 'subject', a.name, 'kind', 'filter_added',
             'detail', '{}'::jsonb))
    from added a), '[]'));
  return null;
end;
$$;

-- Renamed (a new colour alone is not told).
create function private.activity_markers_renamed()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform private.log_activity(coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'dashboard_id', n.dashboard_id, 'subject', n.name, 'kind', 'filter_renamed',
             'detail', pg_catalog.jsonb_build_object('from', o.name)))
    from before_update o join after_update n on n.id = o.id
    where n.name <> o.name), '[]'));
  return null;
end;
$$;

-- Deleted (with its dashboard, nothing is told: log_activity skips a dashboard that is gone).
create function private.activity_markers_removed()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform private.log_activity(coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'dashboard_id', r.dashboard_id, 'subject', r.name, 'kind', 'filter_deleted',
             'detail', '{}'::jsonb))
    from removed r), '[]'));
  return null;
end;
$$;

-- The dashboard's new name (an update of its other columns is not told).
create function private.activity_dashboards_renamed()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform private.log_activity(coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'dashboard_id', n.id, 'subject', n.name, 'kind', 'dashboard_renamed',
             'detail', pg_catalog.jsonb_build_object('from', o.name)))
    from before_update o join after_update n on n.id = o.id
    where n.name <> o.name), '[]'));
  return null;
end;
$$;

create trigger activity_added after insert on public.markers
  referencing new table as added for each statement execute function private.activity_markers_added();
create trigger activity_renamed after update on public.markers
  referencing old table as before_update new table as after_update
  for each statement execute function private.activity_markers_renamed();
create trigger activity_removed after delete on public.markers
  referencing old table as removed for each statement execute function private.activity_markers_removed();
create trigger activity_renamed after update on public.dashboards
  referencing old table as before_update new table as after_update
  for each statement execute function private.activity_dashboards_renamed();

-- A filter's change holds the filter's row and then writes the activity (a share lock on
-- the dashboard's row): as for objectives and notes, the deletion takes the filters' rows
-- before the dashboard's, or the two could wait for each other.
create or replace function public.delete_dashboard(p_dashboard uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_admin(p_dashboard);
  perform private.lock_order(p_dashboard);
  perform 1 from public.objectives where dashboard_id = p_dashboard order by id for update;
  perform 1 from public.notes where dashboard_id = p_dashboard order by id for update;
  perform 1 from public.markers where dashboard_id = p_dashboard order by id for update;
  delete from public.dashboards where id = p_dashboard;
  return jsonb_build_object('id', p_dashboard);
end;
$$;

-- -----------------------------------------------------------------------------
-- Reading it
-- -----------------------------------------------------------------------------

-- The kinds one of the page's filters shows; null for a filter it does not know.
create function private.activity_kinds(p_what text)
returns text[] language sql immutable set search_path = '' as $$
  select case p_what
    when 'added' then array['added', 'added_many', 'restored']
    when 'completed' then array['completed', 'completed_many', 'reopened', 'reopened_many']
    when 'moved' then array['rescheduled', 'rescheduled_many', 'moved_in', 'moved_in_many', 'moved_out', 'moved_out_many']
    when 'renamed' then array['renamed', 'renamed_many']
    when 'deleted' then array['deleted', 'deleted_many']
    when 'comments' then array['commented']
    when 'members' then array['joined', 'left', 'removed']
    when 'notes' then array['note_added', 'note_added_many', 'note_edited', 'note_edited_many', 'note_deleted',
                            'note_deleted_many', 'note_restored']
    when 'dashboard' then array['dashboard_renamed', 'filter_added', 'filter_added_many', 'filter_renamed',
                                'filter_renamed_many', 'filter_deleted', 'filter_deleted_many']
  end
$$;

-- As in the activity notes migration, its kinds from private.activity_kinds.
create or replace function public.get_activity_page(p_dashboard uuid, p_before bigint default null, p_limit int default 50,
                                         p_actor uuid default null, p_what text default null,
                                         p_objective uuid default null)
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_kinds text[] := private.activity_kinds(p_what);
  v_days int;
  v_since timestamptz;
  v_entries jsonb;
  v_count int;
begin
  perform private.require_member(p_dashboard);
  if p_limit is null or p_limit < 1 or p_limit > 200 or p_before < 1 or (p_what is not null and v_kinds is null) then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  select l.activity_days into v_days
  from public.plan_limits l where l.plan = private.plan_of(private.dashboard_admin(p_dashboard));
  v_since := case when v_days is null then '-infinity'::timestamptz else pg_catalog.now() - pg_catalog.make_interval(days => v_days) end;
  select coalesce(pg_catalog.jsonb_agg(e.entry order by e.id desc), '[]'), count(*) into v_entries, v_count
  from (
    select a.id, pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
             'id', a.id, 'kind', a.kind, 'at', a.at, 'actor', a.actor_id,
             'name', (select private.member_name(p.display_name, p.email)
                      from public.dashboard_members m join public.profiles p on p.id = m.user_id
                      where m.dashboard_id = a.dashboard_id and m.user_id = a.actor_id),
             'objective', a.objective_id, 'subject', a.subject, 'detail', a.detail,
             -- Still on this dashboard: its title links to it.
             'note', a.note_id,
             'exists', case
               when a.objective_id is not null then exists (
                 select 1 from public.objectives o where o.id = a.objective_id and o.dashboard_id = a.dashboard_id)
               when a.note_id is not null then exists (
                 select 1 from public.notes n where n.id = a.note_id and n.dashboard_id = a.dashboard_id)
             end)) as entry
    from public.activity a
    where a.dashboard_id = p_dashboard and a.at >= v_since and (p_before is null or a.id < p_before)
      and (p_actor is null or a.actor_id = p_actor) and (v_kinds is null or a.kind = any (v_kinds))
      and (p_objective is null or a.objective_id = p_objective)
    order by a.id desc
    limit p_limit + 1
  ) e;
  if v_count > p_limit then
    v_entries := v_entries - p_limit;
  end if;
  return pg_catalog.jsonb_build_object(
    'dashboard', private.dashboard_json(p_dashboard),
    'entries', v_entries,
    'more', v_count > p_limit,
    'hidden', v_count <= p_limit and v_days is not null and exists (
      select 1 from public.activity a
      where a.dashboard_id = p_dashboard and a.at < v_since and (p_before is null or a.id < p_before)
        and (p_actor is null or a.actor_id = p_actor) and (v_kinds is null or a.kind = any (v_kinds))
        and (p_objective is null or a.objective_id = p_objective)),
    'days_kept', v_days,
    'objective', case when p_objective is not null then coalesce(
      (select o.title from public.objectives o where o.id = p_objective and o.dashboard_id = p_dashboard),
      (select a.subject from public.activity a
       where a.dashboard_id = p_dashboard and a.objective_id = p_objective order by a.id desc limit 1)) end,
    'members', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', m.user_id, 'name', private.member_name(p.display_name, p.email))
                                  order by pg_catalog.lower(private.member_name(p.display_name, p.email)), m.user_id)
      from public.dashboard_members m join public.profiles p on p.id = m.user_id
      where m.dashboard_id = p_dashboard), '[]'::jsonb),
    'time_zone', (select p.time_zone from public.profiles p where p.id = (select auth.uid()))
  );
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.activity_markers_added(), private.activity_markers_renamed(),
  private.activity_markers_removed(), private.activity_dashboards_renamed(), private.activity_kinds(text)
  from public, anon, authenticated, service_role;
