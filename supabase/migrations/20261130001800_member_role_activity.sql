-- =============================================================================
-- The activity tells who made a member view-only, and who let them edit again
-- =============================================================================
-- A member made a viewer (decision 066) finds every page read-only; the team
-- should see who decided it and when, as it sees who joined, left or was
-- removed: "Ann made Ben view-only", "Ann let Ben edit again", among the
-- members' entries (the activity page's "Members" filter). Passing the admin's
-- role is not told here (it is a member's own choice, said in its flash).
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
                  'note_deleted', 'note_deleted_many', 'note_restored', 'dashboard_renamed', 'dashboard_archived',
                  'dashboard_unarchived', 'filter_added', 'filter_added_many', 'filter_renamed',
                  'filter_renamed_many', 'filter_deleted', 'filter_deleted_many', 'assigned', 'assigned_many',
                  'unassigned', 'unassigned_many', 'made_viewer', 'made_editor'));

-- -----------------------------------------------------------------------------
-- Writing it
-- -----------------------------------------------------------------------------

-- A member's role between member and viewer, changed (by set_member_role, the admin's only
-- way): the admin as actor, the member's name as the subject, their id in the detail.
create function private.activity_member_role()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  insert into public.activity (dashboard_id, actor_id, kind, subject, detail)
  select new.dashboard_id, (select auth.uid()),
         case new.role when 'viewer' then 'made_viewer' else 'made_editor' end,
         private.member_name(p.display_name, p.email),
         pg_catalog.jsonb_build_object('member', new.user_id)
  from public.profiles p where p.id = new.user_id;
  return null;
end;
$$;

create trigger activity_member_role after update of role on public.dashboard_members
  for each row
  when (old.role in ('member', 'viewer') and new.role in ('member', 'viewer') and old.role <> new.role)
  execute function private.activity_member_role();

-- -----------------------------------------------------------------------------
-- Reading it
-- -----------------------------------------------------------------------------

-- As in the activity archived migration, plus the roles' changes among the members'.
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
    when 'members' then array['joined', 'left', 'removed', 'made_viewer', 'made_editor']
    when 'notes' then array['note_added', 'note_added_many', 'note_edited', 'note_edited_many', 'note_deleted',
                            'note_deleted_many', 'note_restored']
    when 'dashboard' then array['dashboard_renamed', 'dashboard_archived', 'dashboard_unarchived', 'filter_added',
                                'filter_added_many', 'filter_renamed', 'filter_renamed_many', 'filter_deleted',
                                'filter_deleted_many']
  end
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.activity_member_role() from public, anon, authenticated, service_role;
