-- =============================================================================
-- Undoing a delete gives the reminders back
-- =============================================================================
-- A reminder goes with its objective (on delete cascade), and "Undo" on the message
-- that says it was deleted put the objective back without it: the member who had
-- set "remind me at 2 pm" lost it silently. The copy kept for an hour now keeps the
-- reminders too, and restoring puts back those of people still members of the
-- dashboard. Deleting several and undoing them go through the same two functions.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The copy keeps them
-- -----------------------------------------------------------------------------

alter table private.deleted_objectives add column reminders jsonb not null default '[]';
comment on column private.deleted_objectives.reminders is
  'Its reminders when it was deleted: [{user, at: "HH:MM", sent_at, created_at}].';

-- -----------------------------------------------------------------------------
-- Delete and restore
-- -----------------------------------------------------------------------------

-- As in the deadlines migration, keeping the reminders too.
create or replace function public.delete_objective(p_objective uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
begin
  delete from private.deleted_objectives where deleted_at < now() - interval '1 hour';
  insert into private.deleted_objectives (id, dashboard_id, day, title, done_at, position, marker_ids, created_by, created_at, repeat,
                                          repeat_every, repeat_anchor, repeat_from_done, description, priority, assignee_id,
                                          comments, checklist, repeat_until, deadline, reminders)
  values (v.id, v.dashboard_id, v.day, v.title, v.done_at, v.position, v.marker_ids, v.created_by, v.created_at, v.repeat,
          v.repeat_every, v.repeat_anchor, v.repeat_from_done, v.description, v.priority, v.assignee_id,
          coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'author', c.author_id, 'body', c.body,
                                                        'created_at', c.created_at, 'edited_at', c.edited_at))
                    from public.comments c where c.objective_id = v.id), '[]'),
          coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'title', i.title, 'done', i.done, 'position', i.position,
                                                        'created_at', i.created_at))
                    from public.checklist_items i where i.objective_id = v.id), '[]'),
          v.repeat_until, v.deadline,
          coalesce((select jsonb_agg(jsonb_build_object('user', r.user_id, 'at', to_char(r.local_time, 'HH24:MI'),
                                                        'sent_at', r.sent_at, 'created_at', r.created_at))
                    from private.reminders r where r.objective_id = v.id), '[]'))
  on conflict (id) do nothing;
  delete from public.objectives where id = v.id;
  perform private.renumber_day(v.dashboard_id, v.day);
  return private.objective_json(v);
end;
$$;

-- As in the deadlines migration, giving the reminders back too.
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
                                 created_by, created_at, repeat, repeat_every, repeat_anchor, repeat_from_done,
                                 repeat_until, deadline)
  values (d.id, d.dashboard_id, d.day, d.title, d.description, d.priority,
          (select m.user_id from public.dashboard_members m where m.dashboard_id = d.dashboard_id and m.user_id = d.assignee_id),
          d.done_at is not null, d.done_at, d.position, d.created_by, d.created_at, d.repeat, d.repeat_every, d.repeat_anchor,
          d.repeat_from_done, d.repeat_until, d.deadline)
  returning * into v;
  -- The filters that still exist.
  perform private.set_objective_markers(v, array(
    select m from unnest(d.marker_ids) with ordinality as x (m, i)
    where exists (select 1 from public.markers k where k.id = m and k.dashboard_id = d.dashboard_id)
    order by i
  ));
  -- Its comments, as they were.
  insert into public.comments (id, dashboard_id, objective_id, author_id, body, created_at, edited_at)
  select (c->>'id')::uuid, d.dashboard_id, d.id, (select u.id from auth.users u where u.id = (c->>'author')::uuid),
         c->>'body', (c->>'created_at')::timestamptz, (c->>'edited_at')::timestamptz
  from jsonb_array_elements(d.comments) c;
  -- Its checklist, as it was.
  insert into public.checklist_items (id, dashboard_id, objective_id, title, done, position, created_at)
  select (i->>'id')::uuid, d.dashboard_id, d.id, i->>'title', (i->>'done')::boolean, (i->>'position')::int,
         (i->>'created_at')::timestamptz
  from jsonb_array_elements(d.checklist) i;
  -- Its reminders, for those still members with a time zone: at the same time of its day
  -- in their zone now; one already sent stays sent, one whose moment went by meanwhile goes
  -- as a late one would (the Worker takes those of the last hour).
  insert into private.reminders (objective_id, user_id, local_time, remind_at, sent_at, created_at)
  select d.id, p.id, (r->>'at')::time, (d.day + (r->>'at')::time) at time zone p.time_zone,
         (r->>'sent_at')::timestamptz, (r->>'created_at')::timestamptz
  from jsonb_array_elements(d.reminders) r
  join public.profiles p on p.id = (r->>'user')::uuid and p.time_zone is not null
  where exists (select 1 from public.dashboard_members m where m.dashboard_id = d.dashboard_id and m.user_id = p.id)
  on conflict do nothing;
  perform private.renumber_day(d.dashboard_id, d.day);
  select * into v from public.objectives where id = d.id;
  return private.objective_json(v);
end;
$$;
