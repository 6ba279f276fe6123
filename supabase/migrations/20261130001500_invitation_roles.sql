-- =============================================================================
-- Invitations carry the role one joins with
-- =============================================================================
-- Viewers (decision 066) could only be made after joining: one accepted as a
-- member and the admin then made them a viewer, so for a while a client could
-- change what they were meant only to see. The admin now chooses in "Invite
-- people" whether the people invited may edit or only view; accepting joins
-- with that role.
--   * dashboard_invitations.role: 'member' (the default, as before) or 'viewer'.
--   * invite_members(…, p_role): every address of one submit gets the same
--     role; an expired invitation renewed by it takes the new role. Addresses
--     invited already keep theirs ("Revoke" and invite again to change it).
--   * accept_invitation joins with the invitation's role; the invitation's
--     answers (its page, /dashboards, the admin's list, "Send again") say it.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The column
-- -----------------------------------------------------------------------------

alter table public.dashboard_invitations
  add column role text not null default 'member' check (role in ('member', 'viewer'));

comment on column public.dashboard_invitations.role is
  'The role accepting gives: member (edits what the dashboard holds) or viewer (only views it).';

-- -----------------------------------------------------------------------------
-- What an invitation says
-- -----------------------------------------------------------------------------

-- As in the sharing migration, plus "role".
create or replace function private.invitation_json(p_invitation public.dashboard_invitations)
returns jsonb language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'id', p_invitation.id,
    'email', p_invitation.email,
    'role', p_invitation.role,
    'created_at', p_invitation.created_at,
    'expires_at', p_invitation.expires_at,
    'invited_by', (select coalesce(p.display_name, p.email) from public.profiles p where p.id = p_invitation.invited_by)
  )
$$;

-- -----------------------------------------------------------------------------
-- Inviting with a role
-- -----------------------------------------------------------------------------

drop function public.invite_members(uuid, text[], uuid);

-- As in the sharing migration, plus p_role (given to every address invited now) and
-- "role" in the answer.
create function public.invite_members(
  p_dashboard uuid,
  p_emails text[],
  p_role text default 'member',
  p_request_id uuid default null
)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_prior jsonb;
  v_emails text[];
  v_email text;
  v_token text;
  v_id uuid;
  v_invited jsonb := '[]';
  v_tokens jsonb := '[]';
  v_members jsonb := '[]';
  v_pending jsonb := '[]';
  v_result jsonb;
begin
  perform private.require_manager(p_dashboard);
  if p_role is null or p_role not in ('member', 'viewer') then
    raise exception using errcode = 'PT422', message = 'role_invalid';
  end if;
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  select coalesce(array_agg(distinct e order by e), '{}') into v_emails
  from (select lower(btrim(x)) as e from unnest(coalesce(p_emails, '{}')) x) s where e <> '';
  if cardinality(v_emails) = 0 then
    raise exception using errcode = 'PT422', message = 'emails_required';
  end if;
  if cardinality(v_emails) > 20 then
    raise exception using errcode = 'PT422', message = 'too_many_emails', hint = '20';
  end if;
  foreach v_email in array v_emails loop
    if char_length(v_email) > 254 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
      raise exception using errcode = 'PT422', message = 'email_invalid', hint = v_email;
    end if;
  end loop;
  perform private.lock_dashboard(p_dashboard);
  foreach v_email in array v_emails loop
    if exists (select 1 from public.dashboard_members m join public.profiles p on p.id = m.user_id
               where m.dashboard_id = p_dashboard and lower(p.email) = v_email) then
      v_members := v_members || to_jsonb(v_email);
    elsif exists (select 1 from public.dashboard_invitations
                  where dashboard_id = p_dashboard and email = v_email and status = 'pending' and expires_at > now()) then
      v_pending := v_pending || to_jsonb(v_email);
    else
      perform private.enforce_seat_limit(p_dashboard, 1);
      v_token := private.new_token();
      -- An expired invitation to the same address is renewed rather than duplicated.
      update public.dashboard_invitations
      set token_hash = private.token_hash(v_token), invited_by = (select auth.uid()), created_at = now(),
          expires_at = default, role = p_role
      where dashboard_id = p_dashboard and email = v_email and status = 'pending'
      returning id into v_id;
      if v_id is null then
        insert into public.dashboard_invitations (dashboard_id, email, token_hash, invited_by, role)
        values (p_dashboard, v_email, private.token_hash(v_token), (select auth.uid()), p_role)
        returning id into v_id;
      end if;
      v_invited := v_invited || to_jsonb(v_email);
      v_tokens := v_tokens || jsonb_build_object('id', v_id, 'email', v_email, 'token', v_token);
      v_id := null;
    end if;
  end loop;
  v_result := jsonb_build_object('dashboard_name', (select name from public.dashboards where id = p_dashboard),
    'role', p_role, 'invited', v_invited, 'already_members', v_members, 'already_invited', v_pending,
    'tokens', '[]'::jsonb);
  if p_request_id is not null then
    perform private.remember_request(p_request_id, v_result);
  end if;
  return v_result || jsonb_build_object('tokens', v_tokens);
end;
$$;

comment on function public.invite_members(uuid, text[], text, uuid) is
  'Admin only: invites addresses by email to join as members or viewers; returns one-time tokens for the emails.';

-- As in the answers name their dashboard migration, plus "role" (the email says it).
create or replace function public.resend_invitation(p_invitation uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.dashboard_invitations;
  v_token text := private.new_token();
begin
  perform private.require_user();
  select * into v from public.dashboard_invitations where id = p_invitation;
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'invitation_not_found';
  end if;
  perform private.require_manager(v.dashboard_id);
  if v.status <> 'pending' then
    raise exception using errcode = 'PT409', message = 'invitation_used';
  end if;
  update public.dashboard_invitations
  set token_hash = private.token_hash(v_token), invited_by = (select auth.uid()), created_at = now(), expires_at = default
  where id = v.id;
  return jsonb_build_object('id', v.id, 'email', v.email, 'role', v.role, 'token', v_token, 'dashboard', v.dashboard_id,
    'dashboard_name', (select name from public.dashboards where id = v.dashboard_id));
end;
$$;

-- -----------------------------------------------------------------------------
-- Accepting joins with the role
-- -----------------------------------------------------------------------------

-- As in the sharing migration; the new member's role is the invitation's.
create or replace function public.accept_invitation(p_invitation uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.dashboard_invitations := private.my_invitation(p_invitation);
  v_result jsonb;
begin
  v_result := jsonb_build_object('dashboard_id', v.dashboard_id, 'dashboard_name', (select name from public.dashboards where id = v.dashboard_id));
  if v.status = 'accepted' and private.is_member(v.dashboard_id) then
    return v_result;
  end if;
  if v.status <> 'pending' then
    raise exception using errcode = 'PT409', message = 'invitation_used';
  end if;
  if v.expires_at <= now() then
    raise exception using errcode = 'PT410', message = 'invitation_expired';
  end if;
  perform private.lock_dashboard(v.dashboard_id);
  if not private.is_member(v.dashboard_id) then
    perform private.enforce_limit('membership');
    perform private.enforce_seat_limit(v.dashboard_id, 0);
    insert into public.dashboard_members (dashboard_id, user_id, role) values (v.dashboard_id, (select auth.uid()), v.role);
  end if;
  update public.dashboard_invitations set status = 'accepted', responded_at = now() where id = v.id;
  return v_result;
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.invite_members(uuid, text[], text, uuid)
  from public, anon, authenticated, service_role;
grant execute on function public.invite_members(uuid, text[], text, uuid) to authenticated;
