-- =============================================================================
-- Undo for a deleted objective or note
-- =============================================================================
-- Deleting an objective or a note keeps a copy of it for an hour. "Undo" on the
-- message that says it was deleted puts it back as it was: an objective in its
-- day and place, done or not; a note in its year; both with those of their
-- filters that still exist. Any member of the dashboard may undo (anyone of them
-- could add it again). The next delete purges copies older than an hour.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The copies of objectives
-- -----------------------------------------------------------------------------

create table private.deleted_objectives (
  id uuid primary key,
  dashboard_id uuid not null references public.dashboards (id) on delete cascade,
  day date not null,
  title text not null,
  done_at timestamptz,
  position double precision not null,
  marker_ids uuid[] not null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null,
  deleted_at timestamptz not null default now()
);

comment on table private.deleted_objectives is 'Objectives deleted in the last hour, kept so that their deletion can be undone.';
comment on column private.deleted_objectives.id is 'The objective''s id, which it gets back.';
comment on column private.deleted_objectives.dashboard_id is 'Its dashboard; deleting the dashboard deletes the copy.';
comment on column private.deleted_objectives.day is 'Its day.';
comment on column private.deleted_objectives.title is 'Its title.';
comment on column private.deleted_objectives.done_at is 'When it was marked done; null if it was not done.';
comment on column private.deleted_objectives.position is 'Its place in the day when it was deleted (1..n).';
comment on column private.deleted_objectives.marker_ids is 'Its filters when it was deleted.';
comment on column private.deleted_objectives.created_by is 'Who added it.';
comment on column private.deleted_objectives.created_at is 'When it was added.';
comment on column private.deleted_objectives.deleted_at is 'When it was deleted; an hour later it can no longer be restored.';

create index deleted_objectives_by_age on private.deleted_objectives (deleted_at);

-- Read and written only inside the functions below.
alter table private.deleted_objectives enable row level security;
revoke all on table private.deleted_objectives from public, anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Delete, keeping a copy
-- -----------------------------------------------------------------------------

-- Same arguments and answer as before.
create or replace function public.delete_objective(p_objective uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
begin
  delete from private.deleted_objectives where deleted_at < now() - interval '1 hour';
  insert into private.deleted_objectives (id, dashboard_id, day, title, done_at, position, marker_ids, created_by, created_at)
  values (v.id, v.dashboard_id, v.day, v.title, v.done_at, v.position, v.marker_ids, v.created_by, v.created_at)
  on conflict (id) do nothing;
  delete from public.objectives where id = v.id;
  perform private.renumber_day(v.dashboard_id, v.day);
  return private.objective_json(v);
end;
$$;

-- -----------------------------------------------------------------------------
-- Restore
-- -----------------------------------------------------------------------------

-- Puts a deleted objective back in its place. Restoring it twice (a double submit)
-- answers the restored objective again. Members only; a copy older than an hour,
-- or none at all, is refused.
create function public.restore_objective(p_objective uuid)
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
  insert into public.objectives (id, dashboard_id, day, title, done, done_at, position, created_by, created_at)
  values (d.id, d.dashboard_id, d.day, d.title, d.done_at is not null, d.done_at, d.position, d.created_by, d.created_at)
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

comment on function public.restore_objective(uuid) is 'Undoes the deletion of an objective within an hour: back in its day and place, with its filters that still exist.';

-- -----------------------------------------------------------------------------
-- The copies of notes
-- -----------------------------------------------------------------------------

create table private.deleted_notes (
  id uuid primary key,
  dashboard_id uuid not null references public.dashboards (id) on delete cascade,
  year int not null,
  title text not null,
  body text not null,
  marker_ids uuid[] not null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  deleted_at timestamptz not null default now()
);

comment on table private.deleted_notes is 'Notes deleted in the last hour, kept so that their deletion can be undone.';
comment on column private.deleted_notes.id is 'The note''s id, which it gets back.';
comment on column private.deleted_notes.dashboard_id is 'Its dashboard; deleting the dashboard deletes the copy.';
comment on column private.deleted_notes.year is 'Its year.';
comment on column private.deleted_notes.title is 'Its title.';
comment on column private.deleted_notes.body is 'Its text.';
comment on column private.deleted_notes.marker_ids is 'Its filters when it was deleted.';
comment on column private.deleted_notes.created_by is 'Who added it.';
comment on column private.deleted_notes.created_at is 'When it was added (its place among the year''s notes).';
comment on column private.deleted_notes.updated_at is 'When it was last changed.';
comment on column private.deleted_notes.deleted_at is 'When it was deleted; an hour later it can no longer be restored.';

create index deleted_notes_by_age on private.deleted_notes (deleted_at);

alter table private.deleted_notes enable row level security;
revoke all on table private.deleted_notes from public, anon, authenticated, service_role;

-- Same arguments and answer as before.
create or replace function public.delete_note(p_note uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.notes := private.find_note(p_note);
begin
  delete from private.deleted_notes where deleted_at < now() - interval '1 hour';
  insert into private.deleted_notes (id, dashboard_id, year, title, body, marker_ids, created_by, created_at, updated_at)
  values (v.id, v.dashboard_id, v.year, v.title, v.body, v.marker_ids, v.created_by, v.created_at, v.updated_at)
  on conflict (id) do nothing;
  delete from public.notes where id = v.id;
  return jsonb_build_object('id', v.id, 'year', v.year);
end;
$$;

-- As restore_objective: members only, within the hour; twice answers it again.
create function public.restore_note(p_note uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  d private.deleted_notes;
  v public.notes;
begin
  select * into d from private.deleted_notes where id = p_note;
  if d.id is null then
    return private.note_json(private.find_note(p_note));
  end if;
  perform private.require_member(d.dashboard_id);
  if d.deleted_at < now() - interval '1 hour' then
    raise exception using errcode = 'PT410', message = 'undo_expired';
  end if;
  perform private.enforce_limit('note', d.dashboard_id);
  -- A concurrent restore of the same copy finds it gone.
  delete from private.deleted_notes where id = d.id returning * into d;
  if d.id is null then
    return private.note_json(private.find_note(p_note));
  end if;
  insert into public.notes (id, dashboard_id, year, title, body, created_by, created_at, updated_at)
  values (d.id, d.dashboard_id, d.year, d.title, d.body, d.created_by, d.created_at, d.updated_at)
  returning * into v;
  perform private.set_note_markers(v, array(
    select m from unnest(d.marker_ids) with ordinality as x (m, i)
    where exists (select 1 from public.markers k where k.id = m and k.dashboard_id = d.dashboard_id)
    order by i
  ));
  select * into v from public.notes where id = d.id;
  return private.note_json(v);
end;
$$;

comment on function public.restore_note(uuid) is 'Undoes the deletion of a note within an hour: back in its year, with its filters that still exist.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

grant execute on function public.restore_objective(uuid), public.restore_note(uuid) to authenticated;
