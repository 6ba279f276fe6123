-- =============================================================================
-- Changing one's password on /settings (decision 078)
-- =============================================================================
-- Auth changes the password (PUT /user with the current one, as the project's "Require
-- current password when updating" asks); the settings page only needs to know whether the
-- account has a password to change, or none yet to set.

-- -----------------------------------------------------------------------------
-- Settings: whether there is a password
-- -----------------------------------------------------------------------------

-- As before, with `has_password`.
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
                 where f.user_id = v_user and f.status = 'verified' and f.factor_type = 'totp'),
    -- Auth keeps a hash for a password set at sign-up or since, and for an account a sign-in
    -- link opened (one nobody was told); none for one from Google or an invitation.
    'has_password', (select coalesce(u.encrypted_password, '') <> '' from auth.users u where u.id = v_user)
  );
end;
$$;
