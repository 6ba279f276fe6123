-- =============================================================================
-- One project's database before any migration of ours: who owns it, the schemas
-- the API reaches, the extensions schema, and the default privileges the image's
-- init script sets in public. Runs as supabase_admin after roles.sql; auth.sql and
-- (for a project created today) new-project.sql follow.
-- =============================================================================

-- postgres owns the database, so it owns public (pg_database_owner) and may create there.
do $$ begin execute format('alter database %I owner to postgres', current_database()); end $$;

grant usage on schema public to postgres, anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Extensions live in their own schema, on the API roles' search path.
-- -----------------------------------------------------------------------------

create schema extensions authorization postgres;
grant usage on schema extensions to anon, authenticated, service_role;
grant all on schema extensions to dashboard_user;
set role postgres;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgcrypto with schema extensions;
reset role;
alter default privileges for role supabase_admin in schema extensions grant all on tables to postgres with grant option;
alter default privileges for role supabase_admin in schema extensions grant all on routines to postgres with grant option;
alter default privileges for role supabase_admin in schema extensions grant all on sequences to postgres with grant option;

-- -----------------------------------------------------------------------------
-- The image's default privileges in public: everything that postgres or
-- supabase_admin creates there is granted to the API roles. Projects created
-- since 2026-05-30 lose postgres's part at creation (new-project.sql).
-- -----------------------------------------------------------------------------

alter default privileges for role postgres in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on sequences to postgres, anon, authenticated, service_role;
