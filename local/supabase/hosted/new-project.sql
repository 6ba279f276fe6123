-- =============================================================================
-- What creating a project on hosted Supabase adds today (new projects since
-- 2026-05-30; the platform's data_api_revoke_default_privileges): tables,
-- functions and sequences that postgres creates in public are no longer granted
-- to the API roles. PUBLIC keeps Postgres's own EXECUTE on new functions, and the
-- tables keep TRUNCATE, REFERENCES, TRIGGER (and MAINTAIN) from the image's
-- "grant all": our migrations revoke those themselves.
-- =============================================================================

alter default privileges for role postgres in schema public revoke select, insert, update, delete on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke execute on functions from anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke usage, select on sequences from anon, authenticated, service_role;
