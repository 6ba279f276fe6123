-- =============================================================================
-- The activity tells who archived a dashboard, and who brought it back
-- =============================================================================
-- On a shared dashboard, the day it leaves everyone's Today is worth a line:
-- "Ann archived the dashboard", and "Ann unarchived the dashboard" (decision
-- 059). Both are among the dashboard's own changes (the activity page's
-- "Dashboard" filter), beside its renames.
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
                  'unassigned', 'unassigned_many'));

-- -----------------------------------------------------------------------------
-- Writing it
-- -----------------------------------------------------------------------------

-- As in the activity filters and name migration, plus archived and unarchived (an
-- update of its other columns is not told).
create or replace function private.activity_dashboards_renamed()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform private.log_activity(coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'dashboard_id', n.id, 'subject', n.name, 'kind', x.kind, 'detail', x.detail))
    from before_update o
    join after_update n on n.id = o.id
    cross join lateral (values
      ('dashboard_renamed', pg_catalog.jsonb_build_object('from', o.name), n.name <> o.name),
      ('dashboard_archived', '{}'::jsonb, o.archived_at is null and n.archived_at is not null),
      ('dashboard_unarchived', '{}'::jsonb, o.archived_at is not null and n.archived_at is null)
    ) as x (kind, detail, happened)
    where x.happened), '[]'));
  return null;
end;
$$;

-- -----------------------------------------------------------------------------
-- Reading it
-- -----------------------------------------------------------------------------

-- As in the activity assignments migration, plus archived and unarchived among the dashboard's.
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
    when 'dashboard' then array['dashboard_renamed', 'dashboard_archived', 'dashboard_unarchived', 'filter_added',
                                'filter_added_many', 'filter_renamed', 'filter_renamed_many', 'filter_deleted',
                                'filter_deleted_many']
  end
$$;
