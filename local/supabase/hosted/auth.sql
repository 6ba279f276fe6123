-- =============================================================================
-- The auth schema as hosted Supabase Auth (GoTrue) leaves it after its own
-- migrations: the tables the stand-in's Auth uses, column for column with hosted's
-- types, defaults and constraints (so a trigger on auth.users meets the same row),
-- owned by supabase_auth_admin, with row-level security on and no grants to the
-- API roles. Tables for features the stand-in lacks (SSO, OAuth server,
-- passkeys) are left out; MFA's are in auth-mfa.sql. Runs as supabase_admin after project.sql.
-- =============================================================================

create schema auth authorization supabase_admin;
grant usage on schema auth to anon, authenticated, service_role;
grant all on schema auth to supabase_auth_admin, dashboard_user, postgres;
alter default privileges for role supabase_auth_admin in schema auth grant all on tables to postgres, dashboard_user;
alter default privileges for role supabase_auth_admin in schema auth grant all on sequences to postgres, dashboard_user;
alter default privileges for role supabase_auth_admin in schema auth grant all on routines to postgres, dashboard_user;

set role supabase_auth_admin;

create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
create type auth.code_challenge_method as enum ('s256', 'plain');
create type auth.one_time_token_type as enum (
  'confirmation_token', 'reauthentication_token', 'recovery_token',
  'email_change_token_new', 'email_change_token_current', 'phone_change_token'
);

-- -----------------------------------------------------------------------------
-- Users. GoTrue writes '' into the token columns that have no default here;
-- rows inserted by other means get NULL, as on hosted.
-- -----------------------------------------------------------------------------

create table auth.users (
  instance_id uuid,
  id uuid not null,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text default null::character varying,
  phone_confirmed_at timestamptz,
  phone_change text default ''::character varying,
  phone_change_token varchar(255) default ''::character varying,
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default ''::character varying,
  email_change_confirm_status smallint default 0,
  banned_until timestamptz,
  reauthentication_token varchar(255) default ''::character varying,
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false,
  constraint users_pkey primary key (id),
  constraint users_phone_key unique (phone),
  constraint users_email_change_confirm_status_check check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2)
);
comment on table auth.users is 'Auth: Stores user login data within a secure schema.';
create unique index users_email_partial_key on auth.users (email) where is_sso_user = false;
create index users_instance_id_email_idx on auth.users (instance_id, lower(email::text));
create index users_instance_id_idx on auth.users (instance_id);
create index users_is_anonymous_idx on auth.users (is_anonymous);
create unique index confirmation_token_idx on auth.users (confirmation_token) where confirmation_token::text !~ '^[0-9 ]*$';
create unique index recovery_token_idx on auth.users (recovery_token) where recovery_token::text !~ '^[0-9 ]*$';
create unique index email_change_token_current_idx on auth.users (email_change_token_current) where email_change_token_current::text !~ '^[0-9 ]*$';
create unique index email_change_token_new_idx on auth.users (email_change_token_new) where email_change_token_new::text !~ '^[0-9 ]*$';
create unique index reauthentication_token_idx on auth.users (reauthentication_token) where reauthentication_token::text !~ '^[0-9 ]*$';

create table auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid(),
  constraint identities_pkey primary key (id),
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
comment on table auth.identities is 'Auth: Stores identities associated to a user.';
create index identities_email_idx on auth.identities (email text_pattern_ops);
create index identities_user_id_idx on auth.identities (user_id);

-- -----------------------------------------------------------------------------
-- Sessions and their rotating refresh tokens.
-- -----------------------------------------------------------------------------

create table auth.sessions (
  id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text,
  oauth_client_id uuid,
  refresh_token_hmac_key text,
  refresh_token_counter bigint,
  scopes text,
  constraint sessions_pkey primary key (id),
  constraint sessions_scopes_length check (char_length(scopes) <= 4096)
);
comment on table auth.sessions is 'Auth: Stores session data associated to a user.';
create index sessions_not_after_idx on auth.sessions (not_after desc);
create index sessions_user_id_idx on auth.sessions (user_id);
create index user_id_created_at_idx on auth.sessions (user_id, created_at);

create table auth.refresh_tokens (
  instance_id uuid,
  id bigserial not null,
  token varchar(255),
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade,
  constraint refresh_tokens_pkey primary key (id),
  constraint refresh_tokens_token_unique unique (token)
);
comment on table auth.refresh_tokens is 'Auth: Store of tokens used to refresh JWT tokens once they expire.';
create index refresh_tokens_instance_id_idx on auth.refresh_tokens (instance_id);
create index refresh_tokens_instance_id_user_id_idx on auth.refresh_tokens (instance_id, user_id);
create index refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index refresh_tokens_updated_at_idx on auth.refresh_tokens (updated_at desc);

-- -----------------------------------------------------------------------------
-- PKCE flows (OAuth and email links) and one-time tokens.
-- -----------------------------------------------------------------------------

create table auth.flow_state (
  id uuid not null,
  user_id uuid,
  auth_code text,
  code_challenge_method auth.code_challenge_method,
  code_challenge text,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz,
  invite_token text,
  referrer text,
  oauth_client_state_id uuid,
  linking_target_id uuid,
  email_optional boolean not null default false,
  constraint flow_state_pkey primary key (id)
);
comment on table auth.flow_state is 'Stores metadata for all OAuth/SSO login flows';
create index flow_state_created_at_idx on auth.flow_state (created_at desc);
create index idx_auth_code on auth.flow_state (auth_code);
create index idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);

create table auth.one_time_tokens (
  id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type auth.one_time_token_type not null,
  token_hash text not null,
  relates_to text not null,
  created_at timestamp not null default now(),
  updated_at timestamp not null default now(),
  constraint one_time_tokens_pkey primary key (id),
  constraint one_time_tokens_token_hash_check check (char_length(token_hash) > 0)
);
create index one_time_tokens_relates_to_hash_idx on auth.one_time_tokens using hash (relates_to);
create index one_time_tokens_token_hash_hash_idx on auth.one_time_tokens using hash (token_hash);
create unique index one_time_tokens_user_id_token_type_key on auth.one_time_tokens (user_id, token_type);

-- -----------------------------------------------------------------------------
-- Bookkeeping tables GoTrue keeps.
-- -----------------------------------------------------------------------------

create table auth.audit_log_entries (
  instance_id uuid,
  id uuid not null,
  payload json,
  created_at timestamptz,
  ip_address varchar(64) not null default ''::character varying,
  constraint audit_log_entries_pkey primary key (id)
);
comment on table auth.audit_log_entries is 'Auth: Audit trail for user actions.';
create index audit_logs_instance_id_idx on auth.audit_log_entries (instance_id);

create table auth.instances (
  id uuid not null,
  uuid uuid,
  raw_base_config text,
  created_at timestamptz,
  updated_at timestamptz,
  constraint instances_pkey primary key (id)
);
comment on table auth.instances is 'Auth: Manages users across multiple sites.';

create table auth.schema_migrations (
  version varchar(255) not null,
  constraint schema_migrations_pkey primary key (version)
);
comment on table auth.schema_migrations is 'Auth: Manages updates to the auth system.';

-- -----------------------------------------------------------------------------
-- The claims helpers policies call. Executable by everyone (Postgres's default).
-- -----------------------------------------------------------------------------

create function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
comment on function auth.uid() is 'Deprecated. Use auth.jwt() -> ''sub'' instead.';

create function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
comment on function auth.role() is 'Deprecated. Use auth.jwt() -> ''role'' instead.';

create function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
comment on function auth.email() is 'Deprecated. Use auth.jwt() -> ''email'' instead.';

create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

-- Row-level security on, no policies: only their owner and BYPASSRLS roles read them.
alter table auth.users enable row level security;
alter table auth.identities enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.flow_state enable row level security;
alter table auth.one_time_tokens enable row level security;
alter table auth.audit_log_entries enable row level security;
alter table auth.instances enable row level security;
alter table auth.schema_migrations enable row level security;

-- postgres may read auth and pass reading on (for views and functions of its own).
grant select on all tables in schema auth to postgres with grant option;

reset role;
