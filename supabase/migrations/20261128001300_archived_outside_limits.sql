-- =============================================================================
-- Archived dashboards are outside the plan's limit
-- =============================================================================
-- "Dashboards you administer" (3 free, 100 paid) counts those in use: as in
-- Todoist, where archived projects do not count, someone on the free plan may
-- archive last season's dashboard and start this season's (decision 059's
-- addendum). Unarchiving brings one back into use, so it is checked as creating
-- one is; passing admin of an archived dashboard adds nothing in use to the new
-- admin. The plans page counts the same way.
-- =============================================================================

-- As in the import migration; "dashboards" counts those in use.
create or replace function private.enforce_limit(p_kind text, p_dashboard uuid default null, p_adding int default 1)
returns void language plpgsql stable security definer set search_path = '' as $$
declare
  v_count int;
  v_max int;
  v_plan boolean := false;
begin
  case p_kind
    when 'membership' then
      select count(*) into v_count from public.dashboard_members where user_id = (select auth.uid());
      v_max := 200;
    when 'dashboards' then
      select count(*) into v_count
      from public.dashboard_members m
      join public.dashboards d on d.id = m.dashboard_id and d.archived_at is null
      where m.user_id = (select auth.uid()) and m.role = 'admin';
      v_max := private.plan_limit((select auth.uid()), 'dashboards');
      v_plan := true;
    when 'objective' then
      select count(*) into v_count from public.objectives where dashboard_id = p_dashboard and not done;
      v_max := 5000;
    when 'note' then
      select count(*) into v_count from public.notes where dashboard_id = p_dashboard;
      v_max := 5000;
    when 'markers' then
      select count(*) into v_count from public.markers where dashboard_id = p_dashboard;
      v_max := private.plan_limit(private.dashboard_admin(p_dashboard), 'markers');
      v_plan := true;
    else
      raise exception 'unknown limit kind %', p_kind;
  end case;
  if v_count + p_adding > v_max then
    raise exception using errcode = 'PT422', message = case when v_plan then 'plan_limit_reached' else 'limit_reached' end,
      detail = p_kind, hint = v_max::text;
  end if;
end;
$$;

-- As in the admin plan limit migration; an archived dashboard received is not checked.
create or replace function public.make_admin(p_dashboard uuid, p_user uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_max int;
begin
  perform private.begin_member_change(p_dashboard, p_user);
  v_max := private.plan_limit(p_user, 'dashboards');
  -- An archived dashboard is not one more in use for them.
  if (select d.archived_at is null from public.dashboards d where d.id = p_dashboard)
     and (select count(*) from public.dashboard_members m
          join public.dashboards d on d.id = m.dashboard_id and d.archived_at is null
          where m.user_id = p_user and m.role = 'admin') >= v_max then
    raise exception using errcode = 'PT422', message = 'plan_limit_reached', detail = 'admin_dashboards', hint = v_max::text;
  end if;
  update public.dashboard_members set role = 'member' where dashboard_id = p_dashboard and user_id = (select auth.uid());
  update public.dashboard_members set role = 'admin' where dashboard_id = p_dashboard and user_id = p_user;
  return jsonb_build_object('dashboard_id', p_dashboard, 'admin', p_user);
end;
$$;

-- As in the activity migration; the usage counts the dashboards in use.
create or replace function public.get_billing_page()
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
begin
  return jsonb_build_object(
    'plan', private.plan_of(v_user),
    'appearance', private.appearance_of(v_user),
    'limits', (select jsonb_object_agg(plan, jsonb_build_object('dashboards', dashboards, 'members', members,
                 'markers', markers, 'premium_themes', premium_themes, 'activity_days', activity_days))
               from public.plan_limits),
    'usage', jsonb_build_object('dashboards', (select count(*) from public.dashboard_members m
                                               join public.dashboards d on d.id = m.dashboard_id and d.archived_at is null
                                               where m.user_id = v_user and m.role = 'admin')),
    'has_customer', exists (select 1 from public.billing_customers where user_id = v_user),
    -- The free month is for a first subscription only (the billing Worker asks Stripe the same).
    'trial_available', not exists (select 1 from public.subscriptions where user_id = v_user),
    -- The subscription that decides the plan, else the latest one.
    'subscription', (
      select jsonb_build_object('status', s.status, 'interval', s.billing_interval, 'lookup_key', s.price_lookup_key,
               'current_period_end', s.current_period_end, 'cancel_at_period_end', s.cancel_at_period_end,
               'trial_end', s.trial_end, 'ended_at', s.ended_at)
      from public.subscriptions s where s.user_id = v_user
      order by (s.status in ('trialing', 'active', 'past_due')) desc, s.created_at desc limit 1)
  );
end;
$$;

-- As in the archive dashboards migration, plus the plan's limit when unarchiving.
create or replace function public.set_dashboard_archived(p_dashboard uuid, p_archived boolean)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_at timestamptz;
begin
  perform private.require_admin(p_dashboard);
  -- Back in use, it counts again: within the plan's limit, as creating one.
  if not coalesce(p_archived, false)
     and (select d.archived_at is not null from public.dashboards d where d.id = p_dashboard) then
    perform private.enforce_limit('dashboards');
  end if;
  update public.dashboards
  set archived_at = case when coalesce(p_archived, false) then coalesce(archived_at, now()) end
  where id = p_dashboard
  returning archived_at into v_at;
  return pg_catalog.jsonb_build_object('id', p_dashboard, 'archived_at', v_at);
end;
$$;
