-- =============================================================================
-- Where you're signed in (decision 081)
-- =============================================================================
-- /settings listed nothing of one's sessions: "Sign out of other devices" was all or
-- nothing, and a signed-out device's access token still opened pages for up to an hour.
-- Now the settings page lists each device signed in (Auth's auth.sessions: the browser it
-- recorded, when it signed in and was last active), any one of them can be signed out,
-- and a token whose session Auth no longer has (signed out, here or anywhere) is refused
-- at the door of every request.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The check at the door: a session that ended is over at once
-- -----------------------------------------------------------------------------

-- As before (decision 077), and first: a token naming a session Auth no longer has
-- (signed out, "Sign out of other devices", one device signed out from the list, two-step
-- turned on, the account deleted) is refused (session_ended, 401), though it has not
-- expired yet. One lookup by primary key per request (measured: 15–20 µs more per request
-- than the two-step check alone, on PGlite, PostgreSQL 17 and 15). The claims are Auth's,
-- signed: its ids are uuids (one that is not is refused all the same; devices.test.ts).
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
     ) then
    raise exception using errcode = 'PT401', message = 'two_step_required';
  end if;
end;
$$;

-- -----------------------------------------------------------------------------
-- The devices one is signed in on
-- -----------------------------------------------------------------------------

-- The caller's sessions still open, this one first, then the most recently active (at most
-- 50): Auth's id, the browser Auth recorded (the app sends the visitor's User-Agent), when
-- it signed in and was last active (its last token refresh, or its sign-in), how it signed
-- in (`signed_in_with`: its first first-step method in Auth's AMR claims, as Auth names it:
-- password, oauth, otp, magiclink, recovery, invite…; null when Auth kept none) and whether
-- it passed an authenticator's code (`two_step`). "Google" on an account only ever opened
-- with a password stands out.
create function private.my_devices()
returns jsonb language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', d.id, 'user_agent', coalesce(d.user_agent, ''),
                                               'signed_in_at', private.utc_text(d.created_at),
                                               'active_at', private.utc_text(d.active),
                                               'current', d.current,
                                               'signed_in_with', (select c.authentication_method
                                                                  from auth.mfa_amr_claims c
                                                                  where c.session_id = d.id
                                                                    and c.authentication_method not in ('totp', 'mfa/phone', 'mfa/webauthn')
                                                                  order by c.created_at, c.authentication_method
                                                                  limit 1),
                                               'two_step', exists (select 1 from auth.mfa_amr_claims c
                                                                   where c.session_id = d.id
                                                                     and c.authentication_method in ('totp', 'mfa/phone', 'mfa/webauthn')))
                            order by d.current desc, d.active desc, d.id), '[]'::jsonb)
  from (
    select s.id, s.user_agent, s.created_at,
           -- refreshed_at is a timestamp without time zone in Auth's schema, written in UTC.
           greatest(s.created_at, s.refreshed_at at time zone 'UTC') as active,
           s.id is not distinct from (auth.jwt() ->> 'session_id')::uuid as current
    from auth.sessions s
    where s.user_id = (select auth.uid())
      and (s.not_after is null or s.not_after > pg_catalog.now())
    order by current desc, active desc, s.id
    limit 50
  ) d;
$$;

revoke all on function private.my_devices() from public, anon, authenticated, service_role;

-- The settings page's function stays what it was, under a private name, and the page adds
-- its devices to it: a later section of the page changes this wrapper, not the whole.
alter function public.get_account_page() set schema private;
alter function private.get_account_page() rename to account_page_sections;
revoke all on function private.account_page_sections() from public, anon, authenticated, service_role;

create function public.get_account_page()
returns jsonb language sql stable security definer set search_path = '' as $$
  select private.account_page_sections() || jsonb_build_object('devices', private.my_devices());
$$;

comment on function public.get_account_page() is
  'The settings page: profile, emails, notifications, appearance, plan, dashboards, authenticator apps, password, and the devices signed in.';

revoke all on function public.get_account_page() from public, anon, authenticated, service_role;
grant execute on function public.get_account_page() to authenticated;

-- -----------------------------------------------------------------------------
-- Signing one device out
-- -----------------------------------------------------------------------------

-- Ends one of the caller's other sessions, as Auth's logout does (its refresh tokens and
-- AMR claims go with it, by cascade): its next request is refused (session_ended) and its
-- refresh fails. This one is signed out by signing out. A session that is not the caller's,
-- or already ended, changes nothing, the same answer either way (a double submit, and no
-- telling whose sessions exist).
create function public.end_my_session(p_session uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_ended int;
begin
  if p_session = (auth.jwt() ->> 'session_id')::uuid then
    raise exception using errcode = 'PT409', message = 'session_is_current';
  end if;
  delete from auth.sessions s where s.id = p_session and s.user_id = v_me;
  get diagnostics v_ended = row_count;
  return pg_catalog.jsonb_build_object('ended', v_ended > 0);
end;
$$;

comment on function public.end_my_session(uuid) is
  'Signs one of the caller''s other devices out (deletes that Auth session); the current one is refused.';

revoke all on function public.end_my_session(uuid) from public, anon, authenticated, service_role;
grant execute on function public.end_my_session(uuid) to authenticated;
