-- =============================================================================
-- The roles of a hosted Supabase project, with the attributes, memberships and
-- login settings its image gives them. Roles belong to the whole server, so this
-- part runs once per server and skips roles that exist. Runs as supabase_admin,
-- the bootstrap superuser (initdb's user), exactly as on hosted.
-- Compared with the hosted catalogue by local/supabase/hosted/hosted.test.ts.
-- =============================================================================

do $$
declare
  v_role record;
begin
  for v_role in
    select * from (values
      -- Owner of the project's objects; runs the migrations. Not a superuser.
      ('postgres', 'login createdb createrole replication bypassrls inherit'),
      -- The API roles PostgREST switches to: signed out, signed in, secret key.
      ('anon', 'nologin inherit'),
      ('authenticated', 'nologin inherit'),
      ('service_role', 'nologin inherit bypassrls'),
      -- PostgREST logs in as authenticator, then switches to one of the API roles.
      ('authenticator', 'login noinherit'),
      -- Auth (GoTrue) and Storage log in as these; they own their schemas.
      ('supabase_auth_admin', 'login noinherit createrole noreplication'),
      ('supabase_storage_admin', 'login noinherit createrole noreplication'),
      ('supabase_replication_admin', 'login replication'),
      ('supabase_read_only_user', 'login bypassrls'),
      ('dashboard_user', 'nologin createdb createrole replication')
    ) as r(name, attributes)
  loop
    if not exists (select from pg_roles where rolname = v_role.name) then
      execute format('create role %I %s', v_role.name, v_role.attributes);
    end if;
  end loop;
end
$$;

alter role supabase_admin with superuser createdb createrole replication bypassrls;

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
grant supabase_auth_admin, supabase_storage_admin to postgres;
grant pg_monitor, pg_read_all_data, pg_signal_backend to postgres;
grant pg_read_all_data to supabase_read_only_user;
grant authenticator to supabase_storage_admin;

-- Login settings. PostgREST also applies the API roles' settings in each request's
-- transaction (the stand-in does the same), so the timeouts hold for API calls.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';
alter role supabase_auth_admin set search_path = auth;
alter role supabase_auth_admin set idle_in_transaction_session_timeout = 60000;
alter role supabase_storage_admin set search_path = storage;
-- Hosted's values, literal backslash included (psql passed "\$user" through as is).
alter role postgres set search_path = "\$user", public, extensions;
alter role supabase_admin set search_path = "\$user", public, auth, extensions;
