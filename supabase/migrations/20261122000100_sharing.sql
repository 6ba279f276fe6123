-- =============================================================================
-- Sharing: invitations by email, removing members, passing admin, leaving, and
-- the pages that show them (the dashboards list, a dashboard's settings).
-- Every rule is enforced here. The invitation table stays closed to the API
-- (no grants, no policies): these SECURITY DEFINER functions are the only way
-- in, and each checks who is calling before it touches a row.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Helpers
-- -----------------------------------------------------------------------------

-- The caller's email, lower case, only once Auth has confirmed it: an invitation
-- is for whoever proved they read that mailbox.
create function private.my_email()
returns text language sql stable security definer set search_path = '' as $$
  select lower(u.email) from auth.users u
  where u.id = (select auth.uid()) and u.email_confirmed_at is not null
$$;

-- 32 random bytes as base64url (two v4 UUIDs: 244 random bits). Only its hash is stored.
create function private.new_token()
returns text language sql volatile set search_path = '' as $$
  select rtrim(translate(encode(decode(
    replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=')
$$;

create function private.token_hash(p_token text)
returns bytea language sql immutable set search_path = '' as $$
  select sha256(convert_to(coalesce(p_token, ''), 'UTF8'))
$$;

-- Managing members is the admin's; everyone else gets one message for it.
create function private.require_manager(p_dashboard uuid)
returns void language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_member(p_dashboard);
  if not private.is_admin(p_dashboard) then
    raise exception using errcode = 'PT403', message = 'members_admin_only';
  end if;
end;
$$;

create function private.invitation_json(p_invitation public.dashboard_invitations)
returns jsonb language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'id', p_invitation.id,
    'email', p_invitation.email,
    'created_at', p_invitation.created_at,
    'expires_at', p_invitation.expires_at,
    'invited_by', (select coalesce(p.display_name, p.email) from public.profiles p where p.id = p_invitation.invited_by)
  )
$$;

-- Members plus open invitations per dashboard, under its admin's plan.
create function private.enforce_seat_limit(p_dashboard uuid, p_adding int)
returns void language plpgsql stable security definer set search_path = '' as $$
declare
  v_max constant int := private.plan_limit(private.dashboard_admin(p_dashboard), 'members');
  v_taken int;
begin
  select (select count(*) from public.dashboard_members where dashboard_id = p_dashboard)
       + (select count(*) from public.dashboard_invitations
          where dashboard_id = p_dashboard and status = 'pending' and expires_at > now())
  into v_taken;
  if v_taken + p_adding > v_max then
    raise exception using errcode = 'PT422', message = 'plan_limit_reached', detail = 'members', hint = v_max::text;
  end if;
end;
$$;

-- -----------------------------------------------------------------------------
-- Invitations: the admin's side
-- -----------------------------------------------------------------------------

-- Invites each address once. Returns which were invited (with their one-time
-- tokens, for the emails), which are members already and which were invited
-- already. A repeated submit (same request id) gets the first answer without
-- tokens, so no second email goes out.
create function public.invite_members(p_dashboard uuid, p_emails text[], p_request_id uuid default null)
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
          expires_at = default
      where dashboard_id = p_dashboard and email = v_email and status = 'pending'
      returning id into v_id;
      if v_id is null then
        insert into public.dashboard_invitations (dashboard_id, email, token_hash, invited_by)
        values (p_dashboard, v_email, private.token_hash(v_token), (select auth.uid()))
        returning id into v_id;
      end if;
      v_invited := v_invited || to_jsonb(v_email);
      v_tokens := v_tokens || jsonb_build_object('id', v_id, 'email', v_email, 'token', v_token);
      v_id := null;
    end if;
  end loop;
  v_result := jsonb_build_object('dashboard_name', (select name from public.dashboards where id = p_dashboard), 'invited', v_invited, 'already_members', v_members, 'already_invited', v_pending, 'tokens', '[]'::jsonb);
  if p_request_id is not null then
    perform private.remember_request(p_request_id, v_result);
  end if;
  return v_result || jsonb_build_object('tokens', v_tokens);
end;
$$;

comment on function public.invite_members(uuid, text[], uuid) is 'Admin only: invites addresses by email; returns one-time tokens for the emails.';

-- A new token and 14 more days for a pending invitation (the old link stops working).
create function public.resend_invitation(p_invitation uuid)
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
  return jsonb_build_object('id', v.id, 'email', v.email, 'token', v_token,
    'dashboard_name', (select name from public.dashboards where id = v.dashboard_id));
end;
$$;

create function public.revoke_invitation(p_invitation uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.dashboard_invitations;
begin
  perform private.require_user();
  select * into v from public.dashboard_invitations where id = p_invitation;
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'invitation_not_found';
  end if;
  perform private.require_manager(v.dashboard_id);
  -- Revoking twice is fine: the second click finds it revoked already.
  update public.dashboard_invitations set status = 'revoked', responded_at = now()
  where id = v.id and status = 'pending';
  return jsonb_build_object('id', v.id, 'email', v.email);
end;
$$;

-- -----------------------------------------------------------------------------
-- Invitations: the invitee's side
-- -----------------------------------------------------------------------------

-- What the link in the email shows, to anyone holding the token: which dashboard,
-- who invited, for which address, and whether the signed-in caller can accept it.
create function public.get_invitation(p_token text)
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v public.dashboard_invitations;
  v_email text := private.my_email();
begin
  select * into v from public.dashboard_invitations where token_hash = private.token_hash(p_token);
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'invitation_not_found';
  end if;
  return private.invitation_json(v) || jsonb_build_object(
    'dashboard_id', v.dashboard_id,
    'dashboard_name', (select name from public.dashboards where id = v.dashboard_id),
    'state', case when v.status = 'pending' and v.expires_at <= now() then 'expired' else v.status end,
    'signed_in', (select auth.uid()) is not null,
    'my_email', (select lower(email) from auth.users where id = (select auth.uid())),
    'email_matches', v_email is not null and v_email = v.email,
    'member', private.is_member(v.dashboard_id)
  );
end;
$$;

comment on function public.get_invitation(text) is 'The invitation page: what a token invites to, and whether the caller may accept it.';

-- The invitation the caller may answer: theirs by confirmed email, else refused.
create function private.my_invitation(p_invitation uuid)
returns public.dashboard_invitations language plpgsql security definer set search_path = '' as $$
declare
  v public.dashboard_invitations;
  v_email text := private.my_email();
begin
  perform private.require_user();
  select * into v from public.dashboard_invitations where id = p_invitation for update;
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'invitation_not_found';
  end if;
  if v_email is null or v.email <> v_email then
    raise exception using errcode = 'PT403', message = 'invitation_wrong_email';
  end if;
  return v;
end;
$$;

-- Accepting twice (a double submit) answers like the first time.
create function public.accept_invitation(p_invitation uuid)
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
    insert into public.dashboard_members (dashboard_id, user_id, role) values (v.dashboard_id, (select auth.uid()), 'member');
  end if;
  update public.dashboard_invitations set status = 'accepted', responded_at = now() where id = v.id;
  return v_result;
end;
$$;

create function public.decline_invitation(p_invitation uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.dashboard_invitations := private.my_invitation(p_invitation);
begin
  if v.status = 'pending' then
    update public.dashboard_invitations set status = 'declined', responded_at = now() where id = v.id;
  elsif v.status <> 'declined' then
    raise exception using errcode = 'PT409', message = 'invitation_used';
  end if;
  return jsonb_build_object('id', v.id, 'dashboard_name', (select name from public.dashboards where id = v.dashboard_id));
end;
$$;

-- Pending, unexpired invitations to the caller's confirmed email, for /dashboards.
create function private.my_invitations()
returns jsonb language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(private.invitation_json(i) || jsonb_build_object('dashboard_id', d.id, 'dashboard_name', d.name) order by i.created_at desc), '[]'::jsonb)
  from public.dashboard_invitations i
  join public.dashboards d on d.id = i.dashboard_id
  where i.email = private.my_email() and i.status = 'pending' and i.expires_at > now()
    and not private.is_member(i.dashboard_id)
$$;

-- -----------------------------------------------------------------------------
-- Members: remove, pass admin, leave
-- -----------------------------------------------------------------------------

create function private.require_other_member(p_dashboard uuid, p_user uuid)
returns void language plpgsql stable security definer set search_path = '' as $$
begin
  if p_user = (select auth.uid()) then
    raise exception using errcode = 'PT422', message = 'cannot_manage_self';
  end if;
  if not exists (select 1 from public.dashboard_members where dashboard_id = p_dashboard and user_id = p_user) then
    raise exception using errcode = 'PT404', message = 'member_not_found';
  end if;
end;
$$;

-- The admin acting on another member, with the dashboard locked; the role is checked
-- again under the lock, since a concurrent "Make admin" may have won.
create function private.begin_member_change(p_dashboard uuid, p_user uuid)
returns void language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_manager(p_dashboard);
  perform private.lock_dashboard(p_dashboard);
  perform private.require_manager(p_dashboard);
  perform private.require_other_member(p_dashboard, p_user);
end;
$$;

-- The removed member's next request is refused: access is looked up per request.
create function public.remove_member(p_dashboard uuid, p_user uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
begin
  perform private.begin_member_change(p_dashboard, p_user);
  delete from public.dashboard_members where dashboard_id = p_dashboard and user_id = p_user;
  return jsonb_build_object('dashboard_id', p_dashboard, 'user_id', p_user);
end;
$$;

-- The caller stops being admin and `p_user` becomes it, in one transaction.
create function public.make_admin(p_dashboard uuid, p_user uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
begin
  perform private.begin_member_change(p_dashboard, p_user);
  update public.dashboard_members set role = 'member' where dashboard_id = p_dashboard and user_id = (select auth.uid());
  update public.dashboard_members set role = 'admin' where dashboard_id = p_dashboard and user_id = p_user;
  return jsonb_build_object('dashboard_id', p_dashboard, 'admin', p_user);
end;
$$;

-- Members leave freely; the admin passes admin first, and the last member deletes instead.
create function public.leave_dashboard(p_dashboard uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_member(p_dashboard);
  perform private.lock_dashboard(p_dashboard);
  perform private.require_member(p_dashboard);
  if private.is_admin(p_dashboard) then
    if exists (select 1 from public.dashboard_members where dashboard_id = p_dashboard and user_id <> (select auth.uid())) then
      raise exception using errcode = 'PT409', message = 'pass_admin_first';
    end if;
    raise exception using errcode = 'PT409', message = 'last_member';
  end if;
  delete from public.dashboard_members where dashboard_id = p_dashboard and user_id = (select auth.uid());
  return jsonb_build_object('dashboard_id', p_dashboard);
end;
$$;

-- -----------------------------------------------------------------------------
-- Pages that show sharing
-- -----------------------------------------------------------------------------

create function public.get_dashboards_page(p_time_zone text default 'UTC')
returns jsonb language sql stable set search_path = '' as $$
  with t as (select private.today(p_time_zone) as today)
  select jsonb_build_object(
    'today', (select today from t),
    'invitations', private.my_invitations(),
    'dashboards', coalesce(jsonb_agg(jsonb_build_object(
        'id', d.id,
        'name', d.name,
        'role', me.role,
        'members', (select count(*) from public.dashboard_members m where m.dashboard_id = d.id),
        'open_today', (select count(*) from public.objectives o where o.dashboard_id = d.id and o.day = (select today from t) and not o.done),
        'created_at', d.created_at
      ) order by lower(d.name), d.created_at), '[]'::jsonb)
  )
  from public.dashboards d
  join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = (select auth.uid())
$$;

comment on function public.get_dashboards_page(text) is 'The /dashboards page: the caller''s dashboards and the invitations waiting for them.';

-- Pending invitations of a dashboard, for its admin only.
create function private.dashboard_invitations_json(p_dashboard uuid)
returns jsonb language sql stable security definer set search_path = '' as $$
  select case when private.is_admin(p_dashboard) then coalesce((
    select jsonb_agg(private.invitation_json(i) || jsonb_build_object('expired', i.expires_at <= now()) order by i.created_at desc)
    from public.dashboard_invitations i where i.dashboard_id = p_dashboard and i.status = 'pending'), '[]'::jsonb)
  else '[]'::jsonb end
$$;

create function public.get_settings_page(p_dashboard uuid)
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
      'markers', (select count(*) from public.markers where dashboard_id = p_dashboard))
  );
end;
$$;

comment on function public.get_settings_page(uuid) is 'Dashboard settings: options, members, pending invitations (admin) and what deleting would remove.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

grant execute on function
  public.get_dashboards_page(text),
  public.get_settings_page(uuid),
  public.invite_members(uuid, text[], uuid),
  public.resend_invitation(uuid),
  public.revoke_invitation(uuid),
  public.accept_invitation(uuid),
  public.decline_invitation(uuid),
  public.remove_member(uuid, uuid),
  public.make_admin(uuid, uuid),
  public.leave_dashboard(uuid),
  private.my_invitations(),
  private.dashboard_invitations_json(uuid)
to authenticated;

-- The invitation page is for anyone holding the link, signed in or not.
grant execute on function public.get_invitation(text) to anon, authenticated;
