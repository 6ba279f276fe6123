-- =============================================================================
-- Auth's multi-factor tables (TOTP), as hosted Supabase Auth's migrations leave them
-- (`supabase/auth` migrations 20221003041349 add_mfa_schema to 20250925093508; the
-- phone and WebAuthn columns kept, though the stand-in enrols TOTP only). Owned by
-- supabase_auth_admin, row-level security on, readable by postgres (with grant
-- option) as on hosted. Runs as supabase_admin after auth.sql, and once on a local
-- database bootstrapped before these tables were added.
-- =============================================================================

set role supabase_auth_admin;

create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
create type auth.factor_status as enum ('unverified', 'verified');

create table auth.mfa_factors (
  id uuid not null,
  user_id uuid not null,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text default null,
  last_challenged_at timestamptz unique default null,
  web_authn_credential jsonb,
  web_authn_aaguid uuid,
  last_webauthn_challenge_data jsonb,
  constraint mfa_factors_pkey primary key (id),
  constraint mfa_factors_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade
);
comment on table auth.mfa_factors is 'auth: stores metadata about factors';
comment on column auth.mfa_factors.last_webauthn_challenge_data is 'Stores the latest WebAuthn challenge data including attestation/assertion for customer verification';
create unique index mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create index mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index unique_verified_phone_factor on auth.mfa_factors (user_id, phone);

create table auth.mfa_challenges (
  id uuid not null,
  factor_id uuid not null,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text,
  web_authn_session_data jsonb,
  constraint mfa_challenges_pkey primary key (id),
  constraint mfa_challenges_auth_factor_id_fkey foreign key (factor_id) references auth.mfa_factors (id) on delete cascade
);
comment on table auth.mfa_challenges is 'auth: stores metadata about challenge requests made';
create index mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

create table auth.mfa_amr_claims (
  session_id uuid not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null,
  constraint amr_id_pk primary key (id),
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method),
  constraint mfa_amr_claims_session_id_fkey foreign key (session_id) references auth.sessions (id) on delete cascade
);
comment on table auth.mfa_amr_claims is 'auth: stores authenticator method reference claims for multi factor authentication';

alter table auth.mfa_factors enable row level security;
alter table auth.mfa_challenges enable row level security;
alter table auth.mfa_amr_claims enable row level security;
grant select on auth.mfa_factors, auth.mfa_challenges, auth.mfa_amr_claims to postgres with grant option;

reset role;
