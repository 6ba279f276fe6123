-- =============================================================================
-- Dashboards and their members. A dashboard has exactly one admin (its creator
-- until admin is passed on); every member sees and edits its content, only the
-- admin renames or deletes it and manages members. Helpers live in `private`,
-- which the API does not expose.
-- =============================================================================

create schema if not exists private;
grant usage on schema private to authenticated, service_role;

create table public.dashboards (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 100),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.dashboards is 'A shared planner: objectives by day, notes by year, markers.';
comment on column public.dashboards.id is 'Identifier used in URLs (/dashboards/{id}).';
comment on column public.dashboards.name is 'Display name, 1 to 100 characters.';
comment on column public.dashboards.created_by is 'Who created it; kept for history, not for permissions.';
comment on column public.dashboards.created_at is 'When it was created.';
comment on column public.dashboards.updated_at is 'Last rename.';

create table public.dashboard_members (
  dashboard_id uuid not null references public.dashboards (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null default 'member' check (role in ('admin', 'member')),
  show_done boolean not null default true,
  joined_at timestamptz not null default now(),
  primary key (dashboard_id, user_id)
);

comment on table public.dashboard_members is 'Who belongs to a dashboard, with which role and view options.';
comment on column public.dashboard_members.dashboard_id is 'The dashboard.';
comment on column public.dashboard_members.user_id is 'The member.';
comment on column public.dashboard_members.role is 'admin (exactly one per dashboard) or member.';
comment on column public.dashboard_members.show_done is 'This member''s "Show done tasks" option for this dashboard.';
comment on column public.dashboard_members.joined_at is 'When they created the dashboard or accepted the invitation.';

-- At most one admin per dashboard; "at least one" is checked at commit below.
create unique index dashboard_members_one_admin on public.dashboard_members (dashboard_id) where role = 'admin';
create index dashboard_members_by_user on public.dashboard_members (user_id);

-- Invitations are designed here and put to use by the sharing migration.
create table public.dashboard_invitations (
  id uuid primary key default gen_random_uuid(),
  dashboard_id uuid not null references public.dashboards (id) on delete cascade,
  email text not null check (email = lower(email) and char_length(email) between 3 and 254),
  token_hash bytea not null unique,
  invited_by uuid references auth.users (id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'revoked')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '14 days',
  responded_at timestamptz
);

comment on table public.dashboard_invitations is 'An invitation by email to join a dashboard; used once, expires after 14 days.';
comment on column public.dashboard_invitations.id is 'Identifier.';
comment on column public.dashboard_invitations.dashboard_id is 'The dashboard to join.';
comment on column public.dashboard_invitations.email is 'Invited address, lower case; compared with the signed-in user''s confirmed email.';
comment on column public.dashboard_invitations.token_hash is 'SHA-256 of the link token; the token itself is never stored.';
comment on column public.dashboard_invitations.invited_by is 'The admin who sent it.';
comment on column public.dashboard_invitations.status is 'pending, accepted, declined or revoked.';
comment on column public.dashboard_invitations.created_at is 'When it was sent.';
comment on column public.dashboard_invitations.expires_at is 'After this it can no longer be accepted.';
comment on column public.dashboard_invitations.responded_at is 'When it was accepted, declined or revoked.';

create unique index dashboard_invitations_one_pending on public.dashboard_invitations (dashboard_id, email) where status = 'pending';
create index dashboard_invitations_by_email on public.dashboard_invitations (email) where status = 'pending';

-- A create form carries a key minted by the server; the second submit of the same form
-- gets the first result back instead of a second row.
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

-- -----------------------------------------------------------------------------
-- Helpers for policies and functions (SECURITY DEFINER so policies on
-- dashboard_members do not recurse).
-- -----------------------------------------------------------------------------

create function private.is_member(p_dashboard uuid)
returns boolean language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.dashboard_members m
    where m.dashboard_id = p_dashboard and m.user_id = (select auth.uid())
  )
$$;

create function private.is_admin(p_dashboard uuid)
returns boolean language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.dashboard_members m
    where m.dashboard_id = p_dashboard and m.user_id = (select auth.uid()) and m.role = 'admin'
  )
$$;

-- Errors the app turns into localized messages. PostgREST answers PTxyz with status xyz.
create function private.require_member(p_dashboard uuid)
returns void language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.is_member(p_dashboard) then
    -- Outsiders learn nothing, not even that the dashboard exists.
    raise exception using errcode = 'PT404', message = 'dashboard_not_found';
  end if;
end;
$$;

create function private.require_admin(p_dashboard uuid)
returns void language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_member(p_dashboard);
  if not private.is_admin(p_dashboard) then
    raise exception using errcode = 'PT403', message = 'not_admin';
  end if;
end;
$$;

-- The one gate every create path goes through. Today it holds the hard limits of
-- every plan; the billing migration makes the numbers depend on the user's plan.
create function private.enforce_limit(p_kind text, p_dashboard uuid default null)
returns void language plpgsql stable security definer set search_path = '' as $$
declare
  v_count int;
  v_max int;
begin
  case p_kind
    when 'dashboard' then
      select count(*) into v_count from public.dashboard_members where user_id = (select auth.uid());
      v_max := 200;
    when 'objective' then
      select count(*) into v_count from public.objectives where dashboard_id = p_dashboard and not done;
      v_max := 5000;
    when 'note' then
      select count(*) into v_count from public.notes where dashboard_id = p_dashboard;
      v_max := 5000;
    when 'marker' then
      select count(*) into v_count from public.markers where dashboard_id = p_dashboard;
      v_max := 100;
    else
      raise exception 'unknown limit kind %', p_kind;
  end case;
  if v_count >= v_max then
    raise exception using errcode = 'PT422', message = 'limit_reached', detail = p_kind, hint = v_max::text;
  end if;
end;
$$;

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

revoke all on all functions in schema private from public, anon;
grant execute on all functions in schema private to authenticated, service_role;

-- Exactly one admin while a dashboard has members (checked at commit, so passing admin
-- can demote and promote in one transaction).
create function private.check_one_admin()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  v_dashboard uuid := coalesce(new.dashboard_id, old.dashboard_id);
  v_admins int;
  v_members int;
begin
  if not exists (select 1 from public.dashboards where id = v_dashboard) then
    return null;
  end if;
  select count(*) filter (where role = 'admin'), count(*) into v_admins, v_members
  from public.dashboard_members where dashboard_id = v_dashboard;
  if v_members > 0 and v_admins <> 1 then
    raise exception using errcode = 'PT409', message = 'one_admin_required';
  end if;
  return null;
end;
$$;

create constraint trigger dashboard_members_one_admin_check
  after insert or update or delete on public.dashboard_members
  deferrable initially deferred
  for each row execute function private.check_one_admin();

-- -----------------------------------------------------------------------------
-- Row-level security
-- -----------------------------------------------------------------------------

alter table public.dashboards enable row level security;
alter table public.dashboard_members enable row level security;
alter table public.dashboard_invitations enable row level security;

create policy "Members can read their dashboards"
  on public.dashboards for select to authenticated using ((select private.is_member(id)));
create policy "The admin can rename a dashboard"
  on public.dashboards for update to authenticated using ((select private.is_admin(id))) with check ((select private.is_admin(id)));
create policy "The admin can delete a dashboard"
  on public.dashboards for delete to authenticated using ((select private.is_admin(id)));

create policy "Members can see who else is a member"
  on public.dashboard_members for select to authenticated using ((select private.is_member(dashboard_id)));
create policy "Members can change their own view options"
  on public.dashboard_members for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- Creating dashboards and memberships goes through functions; no direct inserts.
revoke all on public.dashboards, public.dashboard_members, public.dashboard_invitations from anon;
revoke insert on public.dashboards, public.dashboard_members, public.dashboard_invitations from authenticated;
revoke update on public.dashboards, public.dashboard_members from authenticated;
grant update (name, updated_at) on public.dashboards to authenticated;
grant update (show_done) on public.dashboard_members to authenticated;
revoke all on public.dashboard_invitations from authenticated;
