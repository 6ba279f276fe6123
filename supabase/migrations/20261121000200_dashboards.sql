-- =============================================================================
-- Dashboards and their members. A dashboard has exactly one admin (its creator
-- until admin is passed on); every member sees and edits its content, only the
-- admin renames or deletes it and manages members. Invitations are stored here
-- and put to use by the sharing migration.
-- =============================================================================

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
comment on column public.dashboard_invitations.expires_at is 'After this it can no longer be accepted. The default is the one place of the 14 days: sending again sets it back to default.';
comment on column public.dashboard_invitations.responded_at is 'When it was accepted, declined or revoked.';

create unique index dashboard_invitations_one_pending on public.dashboard_invitations (dashboard_id, email) where status = 'pending';
create index dashboard_invitations_by_email on public.dashboard_invitations (email) where status = 'pending';

-- -----------------------------------------------------------------------------
-- Membership helpers (SECURITY DEFINER, so policies on dashboard_members do not
-- recurse). Outsiders learn nothing, not even that a dashboard exists.
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

-- The caller's dashboards, for policies: computed once per query (a hashed subplan),
-- where a per-row call of is_member cost more than half of the day view's time.
create function private.my_dashboard_ids()
returns setof uuid language sql stable security definer set search_path = '' as $$
  select m.dashboard_id from public.dashboard_members m where m.user_id = (select auth.uid())
$$;

create function private.require_member(p_dashboard uuid)
returns void language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.is_member(p_dashboard) then
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

-- Membership changes of one dashboard happen one at a time: two "Make admin"
-- requests, or "Leave" racing "Make admin", queue here and the second sees the
-- first one's result (READ COMMITTED gives each later statement a new snapshot).
create function private.lock_dashboard(p_dashboard uuid)
returns void language sql security definer set search_path = '' as $$
  select 1 from public.dashboards where id = p_dashboard for update
$$;

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
-- Row-level security: members read their dashboards and who else belongs, and the
-- profiles of fellow members. Creating, renaming, deleting and every membership
-- change go through functions; invitations are read by the sharing functions only.
-- -----------------------------------------------------------------------------

alter table public.dashboards enable row level security;
alter table public.dashboard_members enable row level security;
alter table public.dashboard_invitations enable row level security;

create policy "Members can read their dashboards" on public.dashboards for select to authenticated
  using (id in (select private.my_dashboard_ids()));

create policy "Members can see who else is a member" on public.dashboard_members for select to authenticated
  using (dashboard_id in (select private.my_dashboard_ids()));

create policy "Members can read the profiles of fellow members"
  on public.profiles for select to authenticated
  using (exists (
    select 1 from public.dashboard_members mine
    join public.dashboard_members theirs on theirs.dashboard_id = mine.dashboard_id
    where mine.user_id = (select auth.uid()) and theirs.user_id = profiles.id
  ));

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on table public.dashboards, public.dashboard_members, public.dashboard_invitations from public, anon, authenticated, service_role;
grant select on table public.dashboards, public.dashboard_members to authenticated;
-- Policies call it as the caller; the page functions call require_member as the caller.
grant execute on function private.my_dashboard_ids(), private.require_member(uuid) to authenticated;
