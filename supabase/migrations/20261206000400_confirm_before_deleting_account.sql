-- =============================================================================
-- Confirming it's you before the account goes (decision 080)
-- =============================================================================
-- Deleting the account asked only for its email typed out, which the settings page
-- itself shows: anyone holding an open session (a borrowed laptop, a stolen cookie)
-- could delete it, through the page or straight through the data API. Now the request
-- must come from a sign-in made moments ago: the app signs in afresh with what the
-- person proves (their password, or a code emailed to them; with two-step sign-in on,
-- also their authenticator's code) and deletes with that new session. The database
-- reads the proof from the token itself: Auth's `amr` claim lists how the session was
-- signed in and when, and refreshing a token never renews those times.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- How recently the caller proved who they are
-- -----------------------------------------------------------------------------

-- True when the caller's session was signed in by a first step (password, emailed code
-- or link, Google, a reset link…) within p_within. A second step (an authenticator's
-- code) alone does not count: it proves the phone, not the person's password or inbox.
-- Tokens without `amr` (the service role's, anon's) are never recent.
create function private.signed_in_within(p_within interval)
returns boolean language sql stable set search_path = '' as $$
  select coalesce(
    (select pg_catalog.max((a ->> 'timestamp')::bigint)
     from pg_catalog.jsonb_array_elements(
            case when pg_catalog.jsonb_typeof(auth.jwt() -> 'amr') = 'array' then auth.jwt() -> 'amr' else '[]' end
          ) a
     where pg_catalog.jsonb_typeof(a -> 'timestamp') = 'number'
       and (a ->> 'method') not in ('totp', 'mfa/phone', 'mfa/webauthn'))
      >= extract(epoch from pg_catalog.now() - p_within),
    false);
$$;

comment on function private.signed_in_within(interval) is
  'Whether the caller''s token records a first-step sign-in (Auth''s amr claim) within the interval.';

revoke all on function private.signed_in_within(interval) from public, anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Deleting one's own account: only from a fresh sign-in
-- -----------------------------------------------------------------------------

-- As before, refused first (reauthentication_needed) unless the session was signed in
-- within the last five minutes: the app's fresh session is seconds old when it calls.
create or replace function public.delete_my_account(p_email text)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_email text;
  v_shared text;
begin
  if not private.signed_in_within(interval '5 minutes') then
    raise exception using errcode = 'PT401', message = 'reauthentication_needed';
  end if;
  select u.email into v_email from auth.users u where u.id = v_me;
  -- Typed out, as the confirmation asks: a stray request cannot delete an account.
  if p_email is null or v_email is null or lower(btrim(p_email)) <> lower(v_email) then
    raise exception using errcode = 'PT422', message = 'account_email_mismatch';
  end if;
  if exists (select 1 from public.subscriptions s
             where s.user_id = v_me and not s.cancel_at_period_end
               and s.status in ('trialing', 'active', 'past_due', 'unpaid', 'incomplete', 'paused')) then
    raise exception using errcode = 'PT409', message = 'account_subscription_active';
  end if;
  select pg_catalog.string_agg(d.name, ', ' order by lower(d.name), d.id) into v_shared
  from public.dashboard_members m
  join public.dashboards d on d.id = m.dashboard_id
  where m.user_id = v_me and m.role = 'admin'
    and exists (select 1 from public.dashboard_members o where o.dashboard_id = m.dashboard_id and o.user_id <> v_me);
  if v_shared is not null then
    raise exception using errcode = 'PT409', message = 'account_admin_of_shared', hint = v_shared;
  end if;
  -- Their own dashboards, with everything in them.
  delete from public.dashboards d
  where exists (select 1 from public.dashboard_members m
                where m.dashboard_id = d.id and m.user_id = v_me and m.role = 'admin');
  -- The others, left while they still exist, so each dashboard's activity tells it.
  delete from public.dashboard_members where user_id = v_me;
  -- Then the person: their profile, settings, sessions and notifications follow (cascade);
  -- what they wrote elsewhere keeps no author (set null).
  delete from auth.users where id = v_me;
  return pg_catalog.jsonb_build_object('deleted', true);
end;
$$;

comment on function public.delete_my_account(text) is
  'Deletes the caller''s account (their email typed as confirmation, from a session signed in within five minutes), their own dashboards and memberships; refused while they administer a shared dashboard or a subscription would renew.';
