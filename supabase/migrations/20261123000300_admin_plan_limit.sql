-- =============================================================================
-- Passing admin counts against the new admin's plan: "dashboards that you
-- administer" is a plan limit, and receiving one is another way to get one.
-- Same signature and answer as in the sharing migration.
-- =============================================================================

create or replace function public.make_admin(p_dashboard uuid, p_user uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_max int;
begin
  perform private.begin_member_change(p_dashboard, p_user);
  v_max := private.plan_limit(p_user, 'dashboards');
  if (select count(*) from public.dashboard_members where user_id = p_user and role = 'admin') >= v_max then
    raise exception using errcode = 'PT422', message = 'plan_limit_reached', detail = 'admin_dashboards', hint = v_max::text;
  end if;
  update public.dashboard_members set role = 'member' where dashboard_id = p_dashboard and user_id = (select auth.uid());
  update public.dashboard_members set role = 'admin' where dashboard_id = p_dashboard and user_id = p_user;
  return jsonb_build_object('dashboard_id', p_dashboard, 'admin', p_user);
end;
$$;
