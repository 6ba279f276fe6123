-- =============================================================================
-- Recovery codes for two-step sign-in (decision 083)
-- =============================================================================
-- Someone whose phone is lost, reset or stolen had one way back in: writing to support.
-- GitHub, Google and Todoist give ten one-time recovery codes to print or keep in a password
-- manager. Auth has none (Supabase suggests a second factor), so they are ours: ten codes made
-- on /settings while two-step is on (shown once; only their salted hashes are kept), and on
-- the sign-in's second step one of them, instead of the app's code, turns two-step off and
-- lets the session in, to set it up again on the new phone.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The codes
-- -----------------------------------------------------------------------------

create table private.recovery_codes (
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash bytea not null,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  primary key (user_id, code_hash)
);
comment on table private.recovery_codes is
  'Each person''s one-time recovery codes for two-step sign-in, as hashes; a new set replaces the old.';
comment on column private.recovery_codes.user_id is 'Whose; they go with the account.';
comment on column private.recovery_codes.code_hash is 'sha256 of the person''s id, a colon and the code (16 hex digits, lower case).';
comment on column private.recovery_codes.created_at is 'When the set was made.';
comment on column private.recovery_codes.used_at is 'When it signed someone in; null while unused.';

alter table private.recovery_codes enable row level security;
revoke all on table private.recovery_codes from public, anon, authenticated, service_role;

-- The hash of a code as typed: spaces and dashes dropped, any case; null when it cannot be one.
create function private.recovery_code_hash(p_user uuid, p_code text)
returns bytea language sql immutable set search_path = '' as $$
  select case when x ~ '^[0-9a-f]{16}$' then pg_catalog.sha256(pg_catalog.convert_to(p_user::text || ':' || x, 'UTF8')) end
  from (select pg_catalog.lower(pg_catalog.regexp_replace(coalesce(p_code, ''), '[\s-]', '', 'g')) as x) c
$$;
revoke all on function private.recovery_code_hash(uuid, text) from public, anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Making a set
-- -----------------------------------------------------------------------------

-- Ten new codes for the caller, who has two-step on (so this session passed it: the check at
-- the door lets no other in), answered once as "xxxx-xxxx-xxxx-xxxx"; the old set stops
-- working. Each code is 64 random bits of gen_random_uuid() (its 12 first and 4 of its last
-- hex digits: none of its fixed version and variant bits).
create function public.create_recovery_codes()
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_codes text[];
begin
  if not exists (select 1 from auth.mfa_factors f where f.user_id = v_me and f.status = 'verified') then
    raise exception using errcode = 'PT409', message = 'two_step_off';
  end if;
  delete from private.recovery_codes where user_id = v_me;
  select array_agg(pg_catalog.substr(h, 1, 4) || '-' || pg_catalog.substr(h, 5, 4) || '-' || pg_catalog.substr(h, 9, 4)
                   || '-' || pg_catalog.substr(h, 18, 4))
    into v_codes
  from (select pg_catalog.replace(gen_random_uuid()::text, '-', '') as h from pg_catalog.generate_series(1, 10)) g;
  insert into private.recovery_codes (user_id, code_hash)
  select v_me, private.recovery_code_hash(v_me, c) from pg_catalog.unnest(v_codes) c;
  return jsonb_build_object('codes', to_jsonb(v_codes));
end;
$$;
comment on function public.create_recovery_codes() is
  'Ten new one-time recovery codes for the caller (two-step on), answered once; the old ones stop working.';

-- -----------------------------------------------------------------------------
-- Using one
-- -----------------------------------------------------------------------------

-- On the sign-in's second step (a session short of it: the check at the door lets this one
-- function through), a code of the caller's not used yet turns two-step off (Auth's factors
-- of the caller go, as unenrolling them would, and the sessions that passed one are aal1
-- again) and is spent, with the rest of the set: the
-- session then passes the check. A wrong or spent code changes nothing (the app limits the
-- tries as it does a password's).
create function public.use_recovery_code(p_code text)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_used int;
begin
  if not exists (select 1 from auth.mfa_factors f where f.user_id = v_me and f.status = 'verified') then
    raise exception using errcode = 'PT409', message = 'two_step_off';
  end if;
  update private.recovery_codes set used_at = pg_catalog.now()
  where user_id = v_me and code_hash = private.recovery_code_hash(v_me, p_code) and used_at is null;
  get diagnostics v_used = row_count;
  if v_used = 0 then
    raise exception using errcode = 'PT422', message = 'recovery_code_invalid';
  end if;
  -- As Auth's unenroll does (DowngradeSessionsToAAL1): the sessions that passed a factor
  -- lose its claim and level, then the factors go (their challenges with them).
  delete from auth.mfa_amr_claims c using auth.sessions s
  where c.session_id = s.id and s.user_id = v_me and c.authentication_method in ('totp', 'mfa/phone', 'mfa/webauthn');
  update auth.sessions set aal = 'aal1', factor_id = null where user_id = v_me and factor_id is not null;
  delete from auth.mfa_factors where user_id = v_me;
  delete from private.recovery_codes where user_id = v_me and used_at is null;
  return jsonb_build_object('two_step', false);
end;
$$;
comment on function public.use_recovery_code(text) is
  'Signs in with a recovery code instead of an authenticator''s: turns two-step off for the caller and spends the set.';

-- -----------------------------------------------------------------------------
-- The check at the door lets the code through
-- -----------------------------------------------------------------------------

-- As in the devices migration, but a session short of its second step may call
-- use_recovery_code (PostgREST's request.path names the function called), and only it.
create or replace function public.check_request()
returns void language plpgsql stable security definer set search_path = '' as $$
declare
  v_claims jsonb := auth.jwt();
begin
  if not (v_claims ? 'session_id') then
    return;
  end if;
  if not exists (select 1 from auth.sessions s
                 where s.id = (v_claims ->> 'session_id')::uuid and s.user_id = (v_claims ->> 'sub')::uuid) then
    raise exception using errcode = 'PT401', message = 'session_ended';
  end if;
  if coalesce(v_claims ->> 'aal', 'aal1') <> 'aal2'
     and exists (
       select 1 from auth.mfa_factors f
       where f.user_id = (v_claims ->> 'sub')::uuid and f.status = 'verified'
     )
     and current_setting('request.path', true) is distinct from '/rpc/use_recovery_code' then
    raise exception using errcode = 'PT401', message = 'two_step_required';
  end if;
end;
$$;

-- -----------------------------------------------------------------------------
-- On the settings page
-- -----------------------------------------------------------------------------

-- As in the sign-in alerts migration, plus the caller's recovery codes: how many are left
-- unused of the set, and when it was made; null when there is none.
create or replace function public.get_account_page()
returns jsonb language sql stable security definer set search_path = '' as $$
  select private.account_page_sections() || jsonb_build_object(
    'devices', private.my_devices(),
    'sign_in_alerts', not exists (select 1 from private.sign_in_alert_optouts o where o.user_id = (select auth.uid())),
    'recovery_codes', (select jsonb_build_object('left', count(*) filter (where r.used_at is null),
                                                 'created_at', private.utc_text(min(r.created_at)))
                       from private.recovery_codes r where r.user_id = (select auth.uid())
                       having count(*) > 0));
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.create_recovery_codes(), public.use_recovery_code(text)
  from public, anon, authenticated, service_role;
grant execute on function public.create_recovery_codes(), public.use_recovery_code(text) to authenticated;
