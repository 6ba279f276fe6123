-- =============================================================================
-- Add by email: an address per member and dashboard (decision 075)
-- =============================================================================
-- Todoist gives each project an address: an email sent or forwarded there becomes a
-- task, its subject read like quick add. Here a member makes a private address for a
-- dashboard on its settings page ("add-<token>@<the product's inbound domain>"); the
-- mail Worker (workers/daily-email.ts, its `email` handler) reads what arrives and adds
-- it as that member, with their rights at that moment. The address is the credential,
-- as a calendar link is (decision 026): only its hash is kept, it is shown once, "Reset"
-- makes a new one, and it ends with the membership.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The addresses
-- -----------------------------------------------------------------------------

create table private.email_addresses (
  id uuid primary key default gen_random_uuid(),
  dashboard_id uuid not null,
  user_id uuid not null,
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  foreign key (dashboard_id, user_id) references public.dashboard_members (dashboard_id, user_id) on delete cascade
);

comment on table private.email_addresses is 'Members'' private addresses that add objectives to a dashboard, by the hash of their token.';
comment on column private.email_addresses.id is 'The address.';
comment on column private.email_addresses.dashboard_id is 'The dashboard what arrives is added to.';
comment on column private.email_addresses.user_id is 'Whose address it is: what arrives is added as them. Leaving or being removed deletes it.';
comment on column private.email_addresses.token_hash is 'SHA-256 of the token, the address''s part after "add-" (private.token_hash); the token is shown once and kept nowhere.';
comment on column private.email_addresses.created_at is 'When the address was made.';
comment on column private.email_addresses.revoked_at is 'When it was reset or turned off; mail to it is then refused. Purged after 90 days.';

-- One live address per member and dashboard.
create unique index email_addresses_one_live on private.email_addresses (dashboard_id, user_id) where revoked_at is null;

-- Read and written only inside the functions below.
alter table private.email_addresses enable row level security;
revoke all on table private.email_addresses from public, anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Making, resetting and ending an address
-- -----------------------------------------------------------------------------

-- 40 lowercase hex digits (about 150 random bits): mail systems may change the case of
-- an address's local part, which a base64url token would not survive.
create function private.new_address_token()
returns text language sql volatile set search_path = '' as $$
  select substr(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 1, 40)
$$;

comment on function private.new_address_token() is 'A new token for an add-by-email address: 40 lowercase hex digits.';

-- A new address for the caller (the one before, if any, stops). Someone who may not add
-- (a viewer, anyone on an archived dashboard) gets none: mail to it would only bounce.
create function public.create_email_address(p_dashboard uuid)
returns json language plpgsql security definer set search_path = '' as $$
declare
  v_token text := private.new_address_token();
  v_created timestamptz;
begin
  perform private.member_dashboard(p_dashboard);
  if exists (select 1 from public.dashboards d where d.id = p_dashboard and d.archived_at is not null) then
    raise exception using errcode = 'PT409', message = 'dashboard_archived';
  end if;
  -- Two resets at once make one live address: the membership row is the lock.
  perform 1 from public.dashboard_members m
  where m.dashboard_id = p_dashboard and m.user_id = (select auth.uid()) for update;
  if exists (select 1 from public.dashboard_members m
             where m.dashboard_id = p_dashboard and m.user_id = (select auth.uid()) and m.role = 'viewer') then
    raise exception using errcode = 'PT403', message = 'read_only';
  end if;
  delete from private.email_addresses where revoked_at < now() - interval '90 days';
  update private.email_addresses set revoked_at = now()
  where dashboard_id = p_dashboard and user_id = (select auth.uid()) and revoked_at is null;
  insert into private.email_addresses (dashboard_id, user_id, token_hash)
  values (p_dashboard, (select auth.uid()), private.token_hash(v_token))
  returning created_at into v_created;
  return json_build_object('token', v_token, 'created_at', v_created);
end;
$$;

comment on function public.create_email_address(uuid) is
  'A new add-by-email address for the calling member ({token, created_at}); their address before stops. Refused to viewers and on an archived dashboard.';

create function public.revoke_email_address(p_dashboard uuid)
returns json language plpgsql security definer set search_path = '' as $$
declare
  v_count int;
begin
  perform private.member_dashboard(p_dashboard);
  update private.email_addresses set revoked_at = now()
  where dashboard_id = p_dashboard and user_id = (select auth.uid()) and revoked_at is null;
  get diagnostics v_count = row_count;
  return json_build_object('revoked', v_count);
end;
$$;

comment on function public.revoke_email_address(uuid) is 'Turns off the calling member''s add-by-email address ({revoked: 0 or 1}).';

-- The caller's live address for the settings page: when it was made, never the token.
create function private.my_email_address(p_dashboard uuid)
returns json language sql stable security definer set search_path = '' as $$
  select json_build_object('created_at', a.created_at)
  from private.email_addresses a
  where a.dashboard_id = p_dashboard and a.user_id = (select auth.uid()) and a.revoked_at is null
$$;

comment on function private.my_email_address(uuid) is 'The calling member''s live add-by-email address ({created_at}), or null.';

-- -----------------------------------------------------------------------------
-- What arrives (the mail Worker, with the secret key)
-- -----------------------------------------------------------------------------

-- The live address of a token: PT404 unknown, PT410 reset or turned off.
create function private.email_address(p_token text)
returns private.email_addresses language plpgsql stable security definer set search_path = '' as $$
declare
  v private.email_addresses;
begin
  select * into v from private.email_addresses a where a.token_hash = private.token_hash(lower(p_token));
  if not found then
    raise exception using errcode = 'PT404', message = 'address_not_found';
  end if;
  if v.revoked_at is not null then
    raise exception using errcode = 'PT410', message = 'address_revoked';
  end if;
  return v;
end;
$$;

comment on function private.email_address(text) is 'The live add-by-email address of a token; PT404 unknown, PT410 reset or turned off.';

-- What the Worker needs to read a subject as its owner's quick add would (their language
-- and their today), and to tell them, at their own address, when it was refused.
create function public.email_address_owner(p_token text)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v private.email_addresses := private.email_address(p_token);
begin
  return (
    select json_build_object(
      'dashboard', json_build_object('id', d.id, 'name', d.name),
      'email', p.email,
      'locale', p.locale,
      'today', (now() at time zone coalesce(p.time_zone, 'UTC'))::date)
    from public.dashboards d, public.profiles p
    where d.id = v.dashboard_id and p.id = v.user_id
  );
end;
$$;

comment on function public.email_address_owner(text) is
  'For the mail Worker: an add-by-email address''s dashboard, its owner''s address, language and today ({dashboard, email, locale, today}); PT404 unknown, PT410 reset or turned off.';

-- Adds what the Worker read from an email as the address's owner: add_objective itself
-- runs, as them (their claims set for this transaction only), so membership, a viewer's
-- and an archived dashboard's refusals, the plan's limits and the activity's "who" are
-- the same as from quick add. The message's id makes a delivery tried twice add once.
-- A reminder ("!9:30") is set as quick add sets it; one refused (its time gone, or no
-- zone saved yet) leaves the objective added without it, and the answer says so.
create function public.add_objective_by_email(
  p_token text,
  p_day date,
  p_title text,
  p_message_id text default null,
  p_description text default null,
  p_marker_names text[] default '{}',
  p_priority int default 4,
  p_repeat text default null,
  p_repeat_every int default 1,
  p_repeat_from_done boolean default false,
  p_repeat_until date default null,
  p_deadline date default null,
  p_assignee_name text default null,
  p_assignee_me boolean default false,
  p_reminder time default null
)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v private.email_addresses := private.email_address(p_token);
  v_key uuid := case when nullif(p_message_id, '') is not null then md5('email:' || p_message_id)::uuid end;
  v_again boolean;
  v_added jsonb;
begin
  perform set_config('request.jwt.claims',
    json_build_object('sub', v.user_id, 'role', 'authenticated')::text, true);
  perform set_config('request.jwt.claim.sub', v.user_id::text, true);
  v_again := exists (select 1 from private.idempotency_keys k where k.user_id = v.user_id and k.key = v_key);
  v_added := public.add_objective(
    p_dashboard => v.dashboard_id, p_day => p_day, p_title => p_title,
    p_marker_names => coalesce(p_marker_names, '{}'), p_request_id => v_key,
    p_repeat => p_repeat, p_repeat_every => coalesce(p_repeat_every, 1), p_priority => coalesce(p_priority, 4),
    p_assignee => case when p_assignee_me then v.user_id end, p_assignee_name => p_assignee_name,
    p_repeat_from_done => coalesce(p_repeat_from_done, false), p_repeat_until => p_repeat_until,
    p_deadline => p_deadline);
  if not v_again and nullif(btrim(coalesce(p_description, '')), '') is not null then
    v_added := public.update_objective(p_objective => (v_added ->> 'id')::uuid,
                                       p_description => left(p_description, 5000));
  end if;
  if not v_again and p_reminder is not null then
    begin
      v_added := v_added || jsonb_build_object('reminder',
        public.set_my_reminder(p_objective => (v_added ->> 'id')::uuid, p_at => p_reminder));
    exception when sqlstate 'PT422' then
      v_added := v_added || jsonb_build_object('reminder', null);
    end;
  end if;
  return v_added;
end;
$$;

comment on function public.add_objective_by_email(text, date, text, text, text, text[], int, text, int, boolean, date, date, text, boolean, time) is
  'For the mail Worker: adds an objective read from an email to an add-by-email address''s dashboard as its owner (as add_objective, then the text as its description and its owner''s reminder at p_reminder when it can be set); the same p_message_id adds once.';

-- -----------------------------------------------------------------------------
-- The settings page shows the caller's address
-- -----------------------------------------------------------------------------

-- As in the last import on settings migration, plus 'email_address'.
create or replace function public.get_settings_page(p_dashboard uuid)
returns jsonb language plpgsql stable set search_path = '' as $$
begin
  perform private.require_member(p_dashboard);
  return jsonb_build_object(
    'dashboard', private.dashboard_json(p_dashboard),
    'me', (select auth.uid()),
    'members', coalesce((
      select jsonb_agg(jsonb_build_object(
          'user_id', m.user_id, 'role', m.role, 'joined_at', m.joined_at,
          'display_name', p.display_name, 'email', p.email
        ) order by m.role, lower(coalesce(p.display_name, p.email)))
      from public.dashboard_members m
      left join public.profiles p on p.id = m.user_id
      where m.dashboard_id = p_dashboard), '[]'::jsonb),
    'invitations', private.dashboard_invitations_json(p_dashboard),
    'counts', jsonb_build_object(
      'objectives', (select count(*) from public.objectives where dashboard_id = p_dashboard),
      'notes', (select count(*) from public.notes where dashboard_id = p_dashboard),
      'markers', (select count(*) from public.markers where dashboard_id = p_dashboard)),
    'feed', private.my_calendar_feed(p_dashboard),
    'email_address', private.my_email_address(p_dashboard),
    'share', private.share_link_json(p_dashboard),
    -- The caller's own zone, null when unset (then the request's applies, as in private.today).
    'time_zone', (select p.time_zone from public.profiles p where p.id = (select auth.uid())),
    -- Whether this dashboard is in the caller's daily email, and whether they get one at all.
    'daily_email', jsonb_build_object(
      'included', (select m.in_daily_email from public.dashboard_members m
                   where m.dashboard_id = p_dashboard and m.user_id = (select auth.uid())),
      'on', private.my_daily_email_on()),
    'notify', (select m.notify from public.dashboard_members m
               where m.dashboard_id = p_dashboard and m.user_id = (select auth.uid())),
    -- The caller's own import here that can still be undone, or null.
    'last_import', private.my_last_import(p_dashboard)
  );
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.new_address_token(), private.my_email_address(uuid), private.email_address(text),
  public.create_email_address(uuid), public.revoke_email_address(uuid), public.email_address_owner(text),
  public.add_objective_by_email(text, date, text, text, text, text[], int, text, int, boolean, date, date, text, boolean, time)
  from public, anon, authenticated, service_role;
grant execute on function public.create_email_address(uuid), public.revoke_email_address(uuid)
  to authenticated;
-- get_settings_page runs as its caller (security invoker): it reads the caller's own.
grant execute on function private.my_email_address(uuid) to authenticated;
grant execute on function public.email_address_owner(text),
  public.add_objective_by_email(text, date, text, text, text, text[], int, text, int, boolean, date, date, text, boolean, time)
  to service_role;
