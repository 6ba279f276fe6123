-- =============================================================================
-- Times of day in a dashboard's activity (decision 093)
-- =============================================================================
-- "Who moved the dentist to 4 PM?": a time of day given or changed ('time_set', {to}:
-- "HH:MM") and one taken away ('time_cleared') are activity entries among the moves, as a
-- deadline's are; they tell whom a move of its day tells (its assignee, who added it).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The table: two kinds more
-- -----------------------------------------------------------------------------

alter table public.activity drop constraint activity_kind_check;
alter table public.activity add constraint activity_kind_check
  check (kind in ('added', 'added_many', 'completed', 'completed_many', 'reopened', 'reopened_many',
                  'rescheduled', 'rescheduled_many', 'renamed', 'renamed_many', 'deleted', 'deleted_many',
                  'restored', 'moved_in', 'moved_in_many', 'moved_out', 'moved_out_many', 'commented', 'joined',
                  'left', 'removed', 'note_added', 'note_added_many', 'note_edited', 'note_edited_many',
                  'note_deleted', 'note_deleted_many', 'note_restored', 'dashboard_renamed', 'dashboard_archived',
                  'dashboard_unarchived', 'filter_added', 'filter_added_many', 'filter_renamed',
                  'filter_renamed_many', 'filter_deleted', 'filter_deleted_many', 'assigned', 'assigned_many',
                  'unassigned', 'unassigned_many', 'made_viewer', 'made_editor', 'deadline_set',
                  'deadline_set_many', 'deadline_cleared', 'deadline_cleared_many', 'time_set', 'time_set_many',
                  'time_cleared', 'time_cleared_many'));

-- -----------------------------------------------------------------------------
-- The trigger: a time's changes
-- -----------------------------------------------------------------------------

-- As in the activity deadlines migration, plus 'time_set' and 'time_cleared'.
create or replace function private.activity_objectives_changed()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform private.log_activity(coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'dashboard_id', x.dashboard_id, 'objective_id', n.id, 'subject', n.title, 'kind', x.kind, 'detail', x.detail))
    from before_update o
    join after_update n on n.id = o.id
    cross join lateral (values
      (n.dashboard_id, 'completed', '{}'::jsonb, n.done and not o.done),
      (n.dashboard_id, 'reopened', '{}'::jsonb, o.done and not n.done),
      (n.dashboard_id, 'rescheduled', pg_catalog.jsonb_build_object('from', o.day, 'to', n.day), n.day <> o.day),
      (n.dashboard_id, 'renamed', pg_catalog.jsonb_build_object('from', o.title), n.title <> o.title),
      -- To someone (also another than before), or to nobody while the one it was assigned
      -- to is still a member: a member who leaves is told, not the assignments it clears.
      (n.dashboard_id, 'assigned', private.activity_assignee(n.assignee_id),
       n.assignee_id is not null and n.assignee_id is distinct from o.assignee_id),
      (n.dashboard_id, 'unassigned', private.activity_assignee(o.assignee_id),
       o.assignee_id is not null and n.assignee_id is null and exists (
         select 1 from public.dashboard_members m where m.dashboard_id = n.dashboard_id and m.user_id = o.assignee_id)),
      -- A deadline given or changed, or taken away (decision 072).
      (n.dashboard_id, 'deadline_set', pg_catalog.jsonb_build_object('to', n.deadline),
       n.deadline is not null and n.deadline is distinct from o.deadline),
      (n.dashboard_id, 'deadline_cleared', '{}'::jsonb, o.deadline is not null and n.deadline is null),
      -- A time of day given or changed ({to}: "HH:MM"), or taken away (decision 093).
      (n.dashboard_id, 'time_set', pg_catalog.jsonb_build_object('to', pg_catalog.left(n.at_time::text, 5)),
       n.at_time is not null and n.at_time is distinct from o.at_time),
      (n.dashboard_id, 'time_cleared', '{}'::jsonb, o.at_time is not null and n.at_time is null),
      (o.dashboard_id, 'moved_out', '{}'::jsonb, true),
      (n.dashboard_id, 'moved_in', '{}'::jsonb, true)
    ) as x (dashboard_id, kind, detail, happened)
    -- Within a dashboard, what changed; between two, only the move.
    where x.happened
      and (o.dashboard_id = n.dashboard_id) = (x.kind not in ('moved_out', 'moved_in'))), '[]'));
  return null;
end;
$$;

-- -----------------------------------------------------------------------------
-- Reading it: among the moves
-- -----------------------------------------------------------------------------

-- As in the activity deadlines migration, with the times' changes among the moves.
create or replace function private.activity_kinds(p_what text)
returns text[] language sql immutable set search_path = '' as $$
  select case p_what
    when 'added' then array['added', 'added_many', 'restored']
    when 'completed' then array['completed', 'completed_many', 'reopened', 'reopened_many']
    when 'moved' then array['rescheduled', 'rescheduled_many', 'moved_in', 'moved_in_many', 'moved_out', 'moved_out_many',
                            'deadline_set', 'deadline_set_many', 'deadline_cleared', 'deadline_cleared_many',
                            'time_set', 'time_set_many', 'time_cleared', 'time_cleared_many']
    when 'renamed' then array['renamed', 'renamed_many']
    when 'deleted' then array['deleted', 'deleted_many']
    when 'assigned' then array['assigned', 'assigned_many', 'unassigned', 'unassigned_many']
    when 'comments' then array['commented']
    when 'members' then array['joined', 'left', 'removed', 'made_viewer', 'made_editor']
    when 'notes' then array['note_added', 'note_added_many', 'note_edited', 'note_edited_many', 'note_deleted',
                            'note_deleted_many', 'note_restored']
    when 'dashboard' then array['dashboard_renamed', 'dashboard_archived', 'dashboard_unarchived', 'filter_added',
                                'filter_added_many', 'filter_renamed', 'filter_renamed_many', 'filter_deleted',
                                'filter_deleted_many']
  end
$$;

-- -----------------------------------------------------------------------------
-- Notifications: as a move of its day
-- -----------------------------------------------------------------------------

-- As in the activity deadlines migration, a time's changes told as a move is.
create or replace function private.notified_by(p_kind text, p_dashboard uuid, p_actor uuid, p_objective uuid, p_detail jsonb)
returns table (user_id uuid, why text) language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return query
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
    where p_kind in ('commented', 'completed', 'reopened', 'rescheduled', 'renamed', 'deleted', 'moved_out',
                     'deadline_set', 'deadline_cleared', 'time_set', 'time_cleared')
    union all
    select e.author_id, 3 from c join public.comments e on e.objective_id = p_objective and e.id <> c.id
    union all
    select o.created_by, 4 from o
    where p_kind in ('commented', 'completed', 'reopened', 'rescheduled', 'renamed', 'deleted', 'moved_out',
                     'deadline_set', 'deadline_cleared', 'time_set', 'time_cleared')
    union all
    select private.dashboard_admin(p_dashboard), 5 where p_kind in ('joined', 'left')
    union all
    select (p_detail ->> 'member')::uuid, 6 where p_kind in ('made_viewer', 'made_editor')
  ), reasons (names) as (
    select array['mentioned', 'assigned', 'commented', 'created', 'admin', 'role']
  )
  select r.user_id, names[min(r.reason)]
  from r cross join reasons
  where r.user_id is not null and r.user_id is distinct from p_actor
    and exists (select 1 from public.dashboard_members m
                where m.dashboard_id = p_dashboard and m.user_id = r.user_id and m.notify)
    and not exists (select 1 from private.notification_mutes x
                    where x.user_id = r.user_id and x.reason = names[r.reason])
  group by r.user_id, names;
end;
$$;

-- As in the activity deadlines migration, plus a time's changes.
create or replace function private.notify_activity()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  insert into private.notifications (user_id, dashboard_id, activity_id, why)
  select n.user_id, a.dashboard_id, a.id, n.why
  from added a
  cross join lateral private.notified_by(a.kind, a.dashboard_id, a.actor_id, a.objective_id, a.detail) n
  where a.kind in ('added', 'assigned', 'unassigned', 'commented', 'completed', 'reopened', 'rescheduled', 'renamed',
                   'deleted', 'moved_out', 'joined', 'left', 'made_viewer', 'made_editor', 'deadline_set',
                   'deadline_cleared', 'time_set', 'time_cleared');
  return null;
end;
$$;
