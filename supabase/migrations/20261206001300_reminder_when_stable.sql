-- =============================================================================
-- private.reminder_when is stable, not immutable (decision 086)
-- =============================================================================
-- It calls to_char, which PostgreSQL marks stable (its output may follow the session's
-- settings); a function that calls one may not promise more. Nothing it answers changes:
-- its patterns ('YYYY-MM-DD', 'HH24:MI') read no setting.
-- =============================================================================

alter function private.reminder_when(date, smallint, time) stable;
