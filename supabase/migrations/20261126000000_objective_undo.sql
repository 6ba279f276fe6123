-- =============================================================================
-- Undo for a deleted objective
-- =============================================================================
-- Deleting an objective keeps a copy of it for an hour. "Undo" on the message
-- that says it was deleted puts it back as it was: its day, its place in the
-- day, done or not, and those of its filters that still exist. Any member of
-- the dashboard may undo (anyone of them could add it again). The next delete
-- purges copies older than an hour.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The copies
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

-- Read and written only inside the two functions below.
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
-- Who may do what
-- -----------------------------------------------------------------------------

grant execute on function public.restore_objective(uuid) to authenticated;
