-- =============================================================================
-- The activity tells who an objective is assigned to
-- =============================================================================
-- On a shared dashboard "who gave me this?" is the question the activity is
-- for: an objective assigned to someone (on its edit page, "Assign to me", a
-- "+name" on an existing line) or to nobody any more is told, with the
-- assignee's name as it was then (decision 046's fourth addendum). A member who
-- leaves clears their assignments: that is told as their leaving, not as many
-- objectives unassigned. An objective added already assigned is told as added.
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
                  'filter_deleted_many', 'assigned', 'assigned_many', 'unassigned', 'unassigned_many'));
comment on column public.activity.detail is
  'Per kind: {day} added, {from, to} rescheduled, {from} renamed (objective, filter, dashboard), {comment} commented, {year} for notes, {assignee, name} assigned and unassigned (who it went to or came off, by id and by name then), {count} and {to} for _many.';

-- -----------------------------------------------------------------------------
-- Writing it
-- -----------------------------------------------------------------------------

-- The assignee by id and by the name they had then (the entry outlives their membership).
create function private.activity_assignee(p_user uuid)
returns jsonb language sql stable security definer set search_path = '' as $$
  select pg_catalog.jsonb_build_object('assignee', p_user,
           'name', (select private.member_name(p.display_name, p.email) from public.profiles p where p.id = p_user))
$$;

comment on function private.activity_assignee(uuid) is
  'The detail of an assigned or unassigned entry: the assignee''s id and their name then.';

-- As in the activity migration, plus assigned and unassigned.
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
-- Reading it
-- -----------------------------------------------------------------------------

-- As in the activity filters and name migration, plus "assigned".
create or replace function private.activity_kinds(p_what text)
returns text[] language sql immutable set search_path = '' as $$
  select case p_what
    when 'added' then array['added', 'added_many', 'restored']
    when 'completed' then array['completed', 'completed_many', 'reopened', 'reopened_many']
    when 'moved' then array['rescheduled', 'rescheduled_many', 'moved_in', 'moved_in_many', 'moved_out', 'moved_out_many']
    when 'renamed' then array['renamed', 'renamed_many']
    when 'deleted' then array['deleted', 'deleted_many']
    when 'assigned' then array['assigned', 'assigned_many', 'unassigned', 'unassigned_many']
    when 'comments' then array['commented']
    when 'members' then array['joined', 'left', 'removed']
    when 'notes' then array['note_added', 'note_added_many', 'note_edited', 'note_edited_many', 'note_deleted',
                            'note_deleted_many', 'note_restored']
    when 'dashboard' then array['dashboard_renamed', 'filter_added', 'filter_added_many', 'filter_renamed',
                                'filter_renamed_many', 'filter_deleted', 'filter_deleted_many']
  end
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

-- Only the trigger (security definer) calls it.
revoke all on function private.activity_assignee(uuid) from public, anon, authenticated, service_role;
