-- =============================================================================
-- Two-step sign-in (decision 077). Someone who turned it on (a verified TOTP factor
-- in Auth's auth.mfa_factors) reaches nothing of theirs with a session that has not
-- passed the second step: the data API refuses every request of such a session
-- (two_step_required, 401). The app sends that session to /login/two-step; this makes
-- sure a token that skips the page gets nothing either.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The check, at the door of every request
-- -----------------------------------------------------------------------------

-- PostgREST's pre-request function (db-pre-request): it runs in each request's
-- transaction, as the request's role with its claims, before the request itself; raising
-- refuses the request. So every function and table read, today's and tomorrow's, is
-- behind it. It refuses a token of an Auth session (one that names its session) at aal1
-- when its user has a verified factor; anon's and the service role's tokens name no
-- session. In public because anon and service_role requests call it too; as an RPC it
-- does nothing more than it does before every request.
create function public.check_request()
returns void language plpgsql stable security definer set search_path = '' as $$
declare
  v_claims jsonb := auth.jwt();
begin
  if v_claims ? 'session_id'
     and coalesce(v_claims ->> 'aal', 'aal1') <> 'aal2'
     and exists (
       select 1 from auth.mfa_factors f
       where f.user_id = (v_claims ->> 'sub')::uuid and f.status = 'verified'
     ) then
    raise exception using errcode = 'PT401', message = 'two_step_required';
  end if;
end;
$$;

revoke all on function public.check_request() from public, anon, authenticated, service_role;
grant execute on function public.check_request() to anon, authenticated, service_role;

-- Hosted lets the project's postgres role change this setting of authenticator
-- (supautils: pgrst.* is among privileged_role_allowed_configs); PostgREST reads it on
-- the reload.
alter role authenticator set pgrst.db_pre_request = 'public.check_request';
notify pgrst, 'reload config';

-- -----------------------------------------------------------------------------
-- Settings: the authenticator apps that sign one in
-- -----------------------------------------------------------------------------

-- As before, with `two_step`: the caller's verified TOTP factors (Auth's id, the name they
-- gave it, when), oldest first. Read here so the settings page stays one call.
create or replace function public.get_account_page()
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
  v_billing jsonb := public.get_billing_page();
begin
  return jsonb_build_object(
    'profile', (select jsonb_build_object('id', p.id, 'email', p.email, 'display_name', p.display_name,
                  'time_zone', p.time_zone, 'locale', p.locale, 'week_start', p.week_start)
                from public.profiles p where p.id = v_user),
    'daily_email', (select jsonb_build_object('hour', e.hour, 'weekdays', e.weekdays)
                    from private.daily_emails e where e.user_id = v_user),
    'assignment_emails', not exists (select 1 from private.assignment_email_optouts o where o.user_id = v_user),
    'notification_reasons', private.my_notification_reasons(),
    -- The plan page's figures carry the appearance already.
    'appearance', v_billing -> 'appearance',
    'palette', (select jsonb_agg(jsonb_build_object('kind', kind, 'name', name, 'premium', premium) order by kind, position)
                from public.theme_colors),
    'billing', v_billing,
    'dashboards', (select coalesce(jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name)
                     order by me.favorite desc, me.position nulls last, lower(d.name), d.created_at), '[]'::jsonb)
                   from public.dashboards d
                   join public.dashboard_members me on me.dashboard_id = d.id and me.user_id = v_user
                   where d.archived_at is null),
    'two_step', (select coalesce(jsonb_agg(jsonb_build_object('id', f.id, 'name', coalesce(f.friendly_name, ''),
                                                             'created_at', private.utc_text(f.created_at))
                   order by f.created_at, f.id), '[]'::jsonb)
                 from auth.mfa_factors f
                 where f.user_id = v_user and f.status = 'verified' and f.factor_type = 'totp')
  );
end;
$$;
