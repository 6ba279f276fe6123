-- =============================================================================
-- Foundation: how privileges work in this database, the `private` schema, and the
-- helpers every domain's functions share.
--
-- Grants model (docs/decisions/007). Whatever the project's defaults (projects
-- created since 2026-05-30 grant nothing to the API roles, older ones granted
-- everything), the API roles hold exactly what these migrations grant:
--   * Tables: signed-in users may read the tables the page functions read, and
--     row-level security picks the rows. No API role writes a table directly.
--   * Writes: SECURITY DEFINER functions with `search_path = ''` that check the
--     caller first (member, admin, owner of the row).
--   * EXECUTE: revoked from PUBLIC by default, granted per function at the end of
--     each migration. anon executes only get_invitation; service_role nothing.
-- supabase/tests/catalogue.test.ts fails when a table, grant or function drifts.
--
-- Errors the app shows raise SQLSTATE PTxyz with a stable code as message;
-- PostgREST answers them with HTTP status xyz and the app shows `api:<code>`.
-- =============================================================================

-- What postgres creates from here on starts closed, whatever the project's defaults.
alter default privileges for role postgres in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke all on functions from anon, authenticated, service_role;
-- Without a schema: only this form replaces Postgres's built-in EXECUTE for PUBLIC.
alter default privileges for role postgres revoke execute on functions from public;

-- Helpers live in `private`, which the API does not expose. Signed-in users may use
-- it: the page functions (running as the caller) and the policies call some helpers.
create schema private;
grant usage on schema private to authenticated;

-- -----------------------------------------------------------------------------
-- Shared helpers
-- -----------------------------------------------------------------------------

-- Trimmed text, or an error naming what is missing or too long (the limit in the hint).
create function private.clean_text(p_value text, p_max int, p_what text, p_required boolean default true)
returns text language plpgsql immutable set search_path = '' as $$
declare
  v text := btrim(coalesce(p_value, ''));
begin
  if p_required and v = '' then
    raise exception using errcode = 'PT422', message = p_what || '_required';
  end if;
  if char_length(v) > p_max then
    raise exception using errcode = 'PT422', message = p_what || '_too_long', hint = p_max::text;
  end if;
  return v;
end;
$$;

-- The caller's id; signed-out callers are refused.
create function private.require_user()
returns uuid language plpgsql stable set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    raise exception using errcode = 'PT401', message = 'not_signed_in';
  end if;
  return (select auth.uid());
end;
$$;

-- -----------------------------------------------------------------------------
-- Double submits: a create form carries a key minted by the server; the second
-- submit of the same form gets the first result back instead of a second row.
-- -----------------------------------------------------------------------------

create table private.idempotency_keys (
  user_id uuid not null references auth.users (id) on delete cascade,
  key uuid not null,
  result jsonb,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);

comment on table private.idempotency_keys is 'Results of create requests by (user, form key), so a double submit creates one thing.';
comment on column private.idempotency_keys.user_id is 'Who submitted.';
comment on column private.idempotency_keys.key is 'The key rendered into the form.';
comment on column private.idempotency_keys.result is 'What the first submit returned.';
comment on column private.idempotency_keys.created_at is 'When; old keys can be purged after a day.';

-- Returns the stored result of an earlier submit with this key, or claims the key.
create function private.claim_request(p_key uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_result jsonb;
begin
  if p_key is null then
    return null;
  end if;
  insert into private.idempotency_keys (user_id, key) values ((select auth.uid()), p_key)
  on conflict do nothing;
  if found then
    return null;
  end if;
  -- A concurrent twin waited on the insert above until the first one committed.
  select result into v_result from private.idempotency_keys where user_id = (select auth.uid()) and key = p_key;
  return coalesce(v_result, 'null'::jsonb);
end;
$$;

create function private.remember_request(p_key uuid, p_result jsonb)
returns jsonb language sql security definer set search_path = '' as $$
  update private.idempotency_keys set result = p_result where user_id = (select auth.uid()) and key = p_key;
  select p_result;
$$;

revoke all on table private.idempotency_keys from public, anon, authenticated, service_role;
