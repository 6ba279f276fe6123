-- =============================================================================
-- Deleting one's own account
-- =============================================================================
-- The privacy policy promised deletion through the support page. Todoist, like
-- every product people trust with their days, lets a person delete their account
-- themselves, at once (decision 056). What goes with it: the person, their profile
-- and settings, the dashboards they administer alone (as "Delete dashboard" does),
-- and their memberships elsewhere (each dashboard's activity says they left). What
-- stays: what they wrote on shared dashboards (objectives, notes, comments; "Someone
-- who has left", as after leaving). Refused, with the reason, while they are the
-- admin of a dashboard others share (pass admin first, as leaving asks) or while a
-- subscription would still renew (cancel it in the portal first: Stripe keeps
-- billing a customer whose account is gone).
-- =============================================================================

create function public.delete_my_account(p_email text)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_email text;
  v_shared text;
begin
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
  'Deletes the caller''s account (their email typed as confirmation), their own dashboards and memberships; refused while they administer a shared dashboard or a subscription would renew.';

revoke all on function public.delete_my_account(text) from public, anon, authenticated, service_role;
grant execute on function public.delete_my_account(text) to authenticated;
