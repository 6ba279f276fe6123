-- =============================================================================
-- The last import's Undo says until when, from the database
-- =============================================================================
-- The settings page added an hour to the import's time itself, a second copy of the
-- hour that undo_import keeps. The database, which decides, now answers the end too.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The caller's last import that can still be undone
-- -----------------------------------------------------------------------------

-- As in the last-import-on-settings migration, plus "until".
create or replace function private.my_last_import(p_dashboard uuid)
returns json language sql stable security definer set search_path = '' as $$
  select json_build_object('batch', b.batch_id, 'made_at', private.utc_text(b.made_at),
                           'until', private.utc_text(b.made_at + interval '1 hour'),
                           'objectives', cardinality(b.objective_ids), 'notes', cardinality(b.note_ids))
  from private.import_batches b
  where b.dashboard_id = p_dashboard and b.made_by = (select auth.uid())
    and b.undone_at is null and b.made_at >= now() - interval '1 hour'
  order by b.made_at desc
  limit 1
$$;
comment on function private.my_last_import(uuid) is
  'The calling member''s last import into the dashboard that undo_import still takes ({batch, made_at, until, objectives, notes}), or null.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.my_last_import(uuid) from public, anon, authenticated, service_role;
grant execute on function private.my_last_import(uuid) to authenticated;
