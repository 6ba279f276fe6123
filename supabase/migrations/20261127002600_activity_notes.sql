-- =============================================================================
-- The activity tells notes too
-- =============================================================================
-- A dashboard's yearly notes are its members' shared writing ("Holidays 2027",
-- "Budget"): who added, edited, deleted or brought one back belongs in the
-- activity as much as an objective's changes (decision 046's addendum). Entries
-- name the note (note_id, its title then, its year); "notes" filters them.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The table
-- -----------------------------------------------------------------------------

alter table public.activity add column note_id uuid;
comment on column public.activity.note_id is 'The note it was about (no foreign key: the entry outlives it); null for other kinds.';
-- "Restored" is told from "added" by an earlier "note_deleted" of the same note.
create index activity_by_note on public.activity (note_id) where note_id is not null;

alter table public.activity drop constraint activity_kind_check;
alter table public.activity add constraint activity_kind_check
  check (kind in ('added', 'added_many', 'completed', 'completed_many', 'reopened', 'reopened_many',
                  'rescheduled', 'rescheduled_many', 'renamed', 'renamed_many', 'deleted', 'deleted_many',
                  'restored', 'moved_in', 'moved_in_many', 'moved_out', 'moved_out_many', 'commented', 'joined',
                  'left', 'removed', 'note_added', 'note_added_many', 'note_edited', 'note_edited_many',
                  'note_deleted', 'note_deleted_many', 'note_restored'));
comment on column public.activity.detail is
  'Per kind: {day} added, {from, to} rescheduled, {from} renamed, {comment} commented, {year} for notes, {count} and {to} for _many.';

-- -----------------------------------------------------------------------------
-- Writing it
-- -----------------------------------------------------------------------------

-- As in the activity migration, with the note's id.
create or replace function private.log_activity(p_rows jsonb)
returns void language sql security definer set search_path = '' as $$
  insert into public.activity (dashboard_id, actor_id, kind, objective_id, note_id, subject, detail)
  select g.dashboard_id, (select auth.uid()),
         case when g.n = 1 then g.kind else g.kind || '_many' end,
         case when g.n = 1 then g.objective_id end,
         case when g.n = 1 then g.note_id end,
         case when g.n = 1 then g.subject end,
         case when g.n = 1 then g.detail
              else pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object('count', g.n, 'to', g.to_day)) end
  from (
    select r.dashboard_id, r.kind, count(*)::int as n,
           (pg_catalog.array_agg(r.objective_id))[1] as objective_id, (pg_catalog.array_agg(r.note_id))[1] as note_id,
           (pg_catalog.array_agg(r.subject))[1] as subject,
           (pg_catalog.array_agg(r.detail))[1] as detail,
           case when count(distinct r.detail ->> 'to') = 1 and count(r.detail ->> 'to') = count(*)
                then min(r.detail ->> 'to') end as to_day
    from pg_catalog.jsonb_to_recordset(p_rows) as r (dashboard_id uuid, kind text, objective_id uuid, note_id uuid, subject text,
                                                            detail jsonb)
    group by r.dashboard_id, r.kind
  ) g
  -- A dashboard being deleted takes its objectives and members with it: nothing to tell.
  where exists (select 1 from public.dashboards d where d.id = g.dashboard_id)
$$;

-- Added (an import's many at once: one entry), or restored (its deletion was told).
create function private.activity_notes_added()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform private.log_activity(coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'dashboard_id', a.dashboard_id, 'note_id', a.id, 'subject', a.title,
             'kind', case when exists (select 1 from public.activity p
                                       where p.note_id = a.id and p.kind = 'note_deleted') then 'note_restored'
                          else 'note_added' end,
             'detail', pg_catalog.jsonb_build_object('year', a.year)))
    from added a), '[]'));
  return null;
end;
$$;

-- Its title or text changed (not only its filters).
create function private.activity_notes_changed()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform private.log_activity(coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'dashboard_id', n.dashboard_id, 'note_id', n.id, 'subject', n.title, 'kind', 'note_edited',
             'detail', pg_catalog.jsonb_build_object('year', n.year)))
    from before_update o join after_update n on n.id = o.id
    where n.title <> o.title or n.body <> o.body or n.year <> o.year), '[]'));
  return null;
end;
$$;

-- A deletion the member asked for keeps a copy for Undo (private.deleted_notes).
create function private.activity_notes_removed()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform private.log_activity(coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'dashboard_id', r.dashboard_id, 'note_id', r.id, 'subject', r.title, 'kind', 'note_deleted',
             'detail', pg_catalog.jsonb_build_object('year', r.year)))
    from removed r where exists (select 1 from private.deleted_notes d where d.id = r.id)), '[]'));
  return null;
end;
$$;

create trigger activity_added after insert on public.notes
  referencing new table as added for each statement execute function private.activity_notes_added();
create trigger activity_changed after update on public.notes
  referencing old table as before_update new table as after_update
  for each statement execute function private.activity_notes_changed();
create trigger activity_removed after delete on public.notes
  referencing old table as removed for each statement execute function private.activity_notes_removed();

-- A note's change, too, holds the note's row and then writes the activity (a share lock on
-- the dashboard's row): as in the delete dashboard locks migration, the deletion takes the
-- notes' rows before the dashboard's.
create or replace function public.delete_dashboard(p_dashboard uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_admin(p_dashboard);
  perform private.lock_order(p_dashboard);
  perform 1 from public.objectives where dashboard_id = p_dashboard order by id for update;
  perform 1 from public.notes where dashboard_id = p_dashboard order by id for update;
  delete from public.dashboards where id = p_dashboard;
  return jsonb_build_object('id', p_dashboard);
end;
$$;

-- -----------------------------------------------------------------------------
-- Reading it
-- -----------------------------------------------------------------------------

-- As in the activity filters migration: "note" and whether it still exists, and p_what
-- 'notes'.
create or replace function public.get_activity_page(p_dashboard uuid, p_before bigint default null, p_limit int default 50,
                                         p_actor uuid default null, p_what text default null,
                                         p_objective uuid default null)
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_kinds text[] := case p_what
    when 'added' then array['added', 'added_many', 'restored']
    when 'completed' then array['completed', 'completed_many', 'reopened', 'reopened_many']
    when 'moved' then array['rescheduled', 'rescheduled_many', 'moved_in', 'moved_in_many', 'moved_out', 'moved_out_many']
    when 'renamed' then array['renamed', 'renamed_many']
    when 'deleted' then array['deleted', 'deleted_many']
    when 'comments' then array['commented']
    when 'members' then array['joined', 'left', 'removed']
    when 'notes' then array['note_added', 'note_added_many', 'note_edited', 'note_edited_many', 'note_deleted',
                            'note_deleted_many', 'note_restored']
  end;
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

revoke all on function private.activity_notes_added(), private.activity_notes_changed(),
  private.activity_notes_removed()
  from public, anon, authenticated, service_role;
