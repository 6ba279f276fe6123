-- =============================================================================
-- An email when the account is signed in on a new device (decision 082)
-- =============================================================================
-- "Where you're signed in" (decision 081) shows a stranger's session only to someone who
-- looks. Now each sign-in is written down as Auth makes its session, whatever signed in
-- (this app, the mobile app, or Auth's API called directly with a stolen password), and the
-- daily-email Worker emails the account's owner, in their language, when a sign-in comes
-- from a device (browser, system) the account has not signed in on in the last 180 days:
-- "If this was not you, sign it out and change your password". On unless turned off in
-- /settings. The very first sign-in recorded for an account (its sign-up, or its first since
-- this began) is the one later ones are compared with: no email for it.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The sign-ins
-- -----------------------------------------------------------------------------

create table private.sign_ins (
  session_id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  user_agent text not null default '',
  ip text,
  signed_in_at timestamptz not null default now(),
  checked_at timestamptz
);
comment on table private.sign_ins is
  'Each Auth session as it began (written by a trigger on auth.sessions), kept 180 days (an account''s newest always): what a new sign-in is compared with.';
comment on column private.sign_ins.session_id is 'Auth''s session id; the row stays when the session ends.';
comment on column private.sign_ins.user_id is 'Whose account; the rows go with it.';
comment on column private.sign_ins.user_agent is 'The browser Auth recorded (the app sends the visitor''s User-Agent); empty when none.';
comment on column private.sign_ins.ip is 'The address Auth recorded, as text; null when none.';
comment on column private.sign_ins.signed_in_at is 'When the session began.';
comment on column private.sign_ins.checked_at is
  'When the Worker looked at it (emailed, or a device already known); null: still to look at. The first of an account is checked as it is written.';

create index sign_ins_by_user on private.sign_ins (user_id, signed_in_at desc);
create index sign_ins_to_check on private.sign_ins (signed_in_at) where checked_at is null;

create table private.sign_in_alert_optouts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table private.sign_in_alert_optouts is 'People who turned off the new-device email; no row means on.';
comment on column private.sign_in_alert_optouts.user_id is 'Who turned it off; it goes with the account.';
comment on column private.sign_in_alert_optouts.created_at is 'When they turned it off.';

-- Read and written only inside the functions below.
alter table private.sign_ins enable row level security;
alter table private.sign_in_alert_optouts enable row level security;
revoke all on table private.sign_ins, private.sign_in_alert_optouts from public, anon, authenticated, service_role;

-- Auth inserts each session as a user signs in (GoTrue's createRefreshToken, with the
-- User-Agent and IP of the request; hosted Supabase lets a project put triggers on
-- auth.sessions). A failure here must never fail a sign-in: it is logged and the sign-in
-- goes on unrecorded.
create function private.record_sign_in()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  insert into private.sign_ins (session_id, user_id, user_agent, ip, signed_in_at, checked_at)
  values (new.id, new.user_id, coalesce(new.user_agent, ''), pg_catalog.host(new.ip::inet),
          coalesce(new.created_at, pg_catalog.now()),
          -- The account's first: nothing to compare it with.
          case when exists (select 1 from private.sign_ins s where s.user_id = new.user_id)
               then null else pg_catalog.now() end)
  on conflict (session_id) do nothing;
  return null;
exception when others then
  raise warning 'sign-in of session % not recorded: %', new.id, sqlerrm;
  return null;
end;
$$;
revoke all on function private.record_sign_in() from public, anon, authenticated, service_role;

create trigger record_sign_in after insert on auth.sessions
  for each row execute function private.record_sign_in();

-- The sessions open now are the devices every account already knows.
insert into private.sign_ins (session_id, user_id, user_agent, ip, signed_in_at, checked_at)
select s.id, s.user_id, coalesce(s.user_agent, ''), pg_catalog.host(s.ip::inet), coalesce(s.created_at, now()), now()
from auth.sessions s
on conflict (session_id) do nothing;

-- -----------------------------------------------------------------------------
-- For the daily-email Worker
-- -----------------------------------------------------------------------------

-- Claims the accounts with sign-ins to look at (up to p_limit accounts, each once however
-- many sign-ins it has): those at least a minute old (Auth has written how it signed in,
-- and a two-step code typed right after counts) and at most a day (older ones are passed
-- over: news that late helps nobody). Answers, per account, where to write and in what
-- language and zone, its new sign-ins (how each signed in, from Auth's AMR claims while the
-- session lasts), and the browsers of its earlier ones in the last 180 days: the Worker
-- names the devices and writes only about those it does not know. Those who turned it off
-- are checked without an answer. Old rows go on the way (an account's newest stays).
create function public.claim_sign_in_alerts(p_limit int default 50, p_now timestamptz default now())
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_result jsonb;
begin
  update private.sign_ins s set checked_at = p_now
  where s.checked_at is null
    and (s.signed_in_at <= p_now - interval '1 day'
         or exists (select 1 from private.sign_in_alert_optouts o where o.user_id = s.user_id));

  delete from private.sign_ins s
  where s.signed_in_at < p_now - interval '180 days'
    and exists (select 1 from private.sign_ins n where n.user_id = s.user_id and n.signed_in_at > s.signed_in_at);

  with users as (
    select s.user_id
    from private.sign_ins s
    where s.checked_at is null and s.signed_in_at <= p_now - interval '1 minute'
    group by s.user_id
    order by min(s.signed_in_at), s.user_id
    limit greatest(p_limit, 0)
  ),
  claimed as (
    update private.sign_ins s set checked_at = p_now
    from users u
    where s.user_id = u.user_id and s.checked_at is null and s.signed_in_at <= p_now - interval '1 minute'
    returning s.*
  )
  select jsonb_build_object(
      'claimed', count(*),
      'alerts', coalesce(jsonb_agg(jsonb_build_object(
        'user_id', p.id,
        'email', p.email,
        'name', p.display_name,
        'locale', p.locale,
        'time_zone', p.time_zone,
        'sign_ins', (
          select jsonb_agg(jsonb_build_object(
                   'at', private.utc_text(c.signed_in_at),
                   'user_agent', c.user_agent,
                   'ip', c.ip,
                   'signed_in_with', (select a.authentication_method from auth.mfa_amr_claims a
                                      where a.session_id = c.session_id
                                        and a.authentication_method not in ('totp', 'mfa/phone', 'mfa/webauthn')
                                      order by a.created_at, a.authentication_method limit 1),
                   'two_step', exists (select 1 from auth.mfa_amr_claims a
                                       where a.session_id = c.session_id
                                         and a.authentication_method in ('totp', 'mfa/phone', 'mfa/webauthn')))
                 order by c.signed_in_at, c.session_id)
          from claimed c where c.user_id = p.id),
        'known', coalesce((
          select jsonb_agg(k.user_agent order by k.user_agent)
          from (select distinct e.user_agent from private.sign_ins e
                where e.user_id = p.id and e.signed_in_at > p_now - interval '180 days'
                  -- (the query sees the rows as they were before it claimed them)
                  and e.session_id not in (select c.session_id from claimed c)
                limit 200) k), '[]'::jsonb)
      ) order by p.id), '[]'::jsonb))
    into v_result
  from public.profiles p
  where p.id in (select c.user_id from claimed c);
  return v_result;
end;
$$;
comment on function public.claim_sign_in_alerts(int, timestamptz) is
  'For the daily-email Worker: marks the new sign-ins of up to p_limit accounts looked at and answers them with the browsers each account signed in with before ({claimed, alerts}).';

-- Gives back what a run claimed and could not send (its moment names the run).
create function public.release_sign_in_alerts(p_users uuid[], p_at timestamptz)
returns void language sql security definer set search_path = '' as $$
  update private.sign_ins s set checked_at = null
  where s.user_id = any (p_users) and s.checked_at = p_at
$$;
comment on function public.release_sign_in_alerts(uuid[], timestamptz) is
  'For the daily-email Worker: gives back the sign-ins it claimed at p_at for these accounts, whose email could not go.';

-- -----------------------------------------------------------------------------
-- The setting
-- -----------------------------------------------------------------------------

create function public.set_sign_in_alerts(p_on boolean)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
begin
  if p_on is null then
    raise exception using errcode = 'PT422', message = 'sign_in_alerts_invalid';
  end if;
  if p_on then
    delete from private.sign_in_alert_optouts where user_id = v_user;
  else
    insert into private.sign_in_alert_optouts (user_id) values (v_user) on conflict (user_id) do nothing;
  end if;
  return jsonb_build_object('sign_in_alerts', p_on);
end;
$$;
comment on function public.set_sign_in_alerts(boolean) is 'Turns the caller''s new-device email on or off.';

-- As in the devices migration, plus whether the new-device email is on.
create or replace function public.get_account_page()
returns jsonb language sql stable security definer set search_path = '' as $$
  select private.account_page_sections() || jsonb_build_object(
    'devices', private.my_devices(),
    'sign_in_alerts', not exists (select 1 from private.sign_in_alert_optouts o where o.user_id = (select auth.uid())));
$$;

-- -----------------------------------------------------------------------------
-- In "Download your data"
-- -----------------------------------------------------------------------------

-- The sign-ins are one's own (decision 057): the file holds them, with whether the email is
-- on. The export stays what it was, under a private name, and this wrapper adds them at the
-- end of its JSON text (json_build_object's, which always ends with its closing brace), so the
-- file keeps its order and a later addition changes this wrapper, not the whole.
alter function public.export_my_data() set schema private;
alter function private.export_my_data() rename to account_export_sections;
revoke all on function private.account_export_sections() from public, anon, authenticated, service_role;

create function public.export_my_data()
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_sections json := private.account_export_sections();
  v_me uuid := private.require_user();
  v_body text := v_sections ->> 'body';
begin
  return json_build_object(
    'body', left(v_body, -1) || ', "sign_in_alerts" : '
            || (not exists (select 1 from private.sign_in_alert_optouts o where o.user_id = v_me))::text
            || ', "sign_ins" : ' || coalesce((
                 select json_agg(json_build_object('signed_in_at', private.utc_text(s.signed_in_at),
                                                   'user_agent', s.user_agent, 'ip', s.ip)
                                 order by s.signed_in_at desc, s.session_id)
                 from private.sign_ins s where s.user_id = v_me), '[]')::text || '}',
    'time_zone', v_sections -> 'time_zone');
end;
$$;
comment on function public.export_my_data() is
  'Download your data: everything of one''s own as one JSON file ({body, time_zone}), the sign-ins of the last 180 days included.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.claim_sign_in_alerts(int, timestamptz), public.release_sign_in_alerts(uuid[], timestamptz),
  public.set_sign_in_alerts(boolean)
  from public, anon, authenticated, service_role;
grant execute on function public.claim_sign_in_alerts(int, timestamptz), public.release_sign_in_alerts(uuid[], timestamptz)
  to service_role;
grant execute on function public.set_sign_in_alerts(boolean) to authenticated;
revoke all on function public.export_my_data() from public, anon, authenticated, service_role;
grant execute on function public.export_my_data() to authenticated;
