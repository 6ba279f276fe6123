-- =============================================================================
-- A pending invitation's role, changed by the admin
-- =============================================================================
-- An invitation carries the role one joins with (migration invitation_roles).
-- Sent with the wrong one, the admin should not have to revoke it and invite
-- again (a second email, a new link): set_invitation_role changes it while it
-- waits, and the link already sent joins with the new role.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The function
-- -----------------------------------------------------------------------------

-- The admin only (as for "Send again" and "Revoke"); a used invitation is past changing.
-- Setting the role it has already answers the same (a double submit changes nothing).
create function public.set_invitation_role(p_invitation uuid, p_role text)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.dashboard_invitations;
begin
  perform private.require_user();
  select * into v from public.dashboard_invitations where id = p_invitation for update;
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'invitation_not_found';
  end if;
  perform private.require_manager(v.dashboard_id);
  if p_role is null or p_role not in ('member', 'viewer') then
    raise exception using errcode = 'PT422', message = 'role_invalid';
  end if;
  if v.status <> 'pending' then
    raise exception using errcode = 'PT409', message = 'invitation_used';
  end if;
  update public.dashboard_invitations set role = p_role where id = v.id;
  return jsonb_build_object('id', v.id, 'email', v.email, 'role', p_role, 'dashboard', v.dashboard_id);
end;
$$;

comment on function public.set_invitation_role(uuid, text) is
  'Admin: whether a pending invitation joins as a member or a viewer.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.set_invitation_role(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.set_invitation_role(uuid, text) to authenticated;
