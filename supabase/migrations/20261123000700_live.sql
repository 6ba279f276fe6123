-- =============================================================================
-- Live dashboards: who may watch, and the changes that name their dashboards
-- =============================================================================
-- Open pages of a dashboard hold a WebSocket to its Durable Object (decision
-- 014). Connecting asks the database once whether the caller is a member, through
-- the data API like every other read. Declining an invitation changes what the
-- dashboard's sharing settings show, so its answer names the dashboard; a sync
-- that changes a plan names the dashboards whose limits follow it.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Watching a dashboard
-- -----------------------------------------------------------------------------

-- A member's permission to watch: the dashboard and the caller, or 404 as for
-- every page of a dashboard that is not theirs.
create function public.watch_dashboard(p_dashboard uuid)
returns jsonb language plpgsql stable set search_path = '' as $$
begin
  perform private.require_member(p_dashboard);
  return jsonb_build_object('dashboard_id', p_dashboard, 'user_id', (select auth.uid()));
end;
$$;

comment on function public.watch_dashboard(uuid) is
  'Whether the caller may watch a dashboard live: its id and the caller''s, or PT404 dashboard_not_found.';

-- -----------------------------------------------------------------------------
-- Declining names the dashboard
-- -----------------------------------------------------------------------------

-- As in the sharing migration, plus 'dashboard_id' (the caller was invited to it,
-- and /dashboards already lists it with the invitation).
create or replace function public.decline_invitation(p_invitation uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.dashboard_invitations := private.my_invitation(p_invitation);
begin
  if v.status = 'pending' then
    update public.dashboard_invitations set status = 'declined', responded_at = now() where id = v.id;
  elsif v.status <> 'declined' then
    raise exception using errcode = 'PT409', message = 'invitation_used';
  end if;
  return jsonb_build_object('id', v.id, 'dashboard_id', v.dashboard_id,
                            'dashboard_name', (select name from public.dashboards where id = v.dashboard_id));
end;
$$;

-- -----------------------------------------------------------------------------
-- A plan change names the dashboards it changes
-- -----------------------------------------------------------------------------

-- As in the billing migration, plus 'dashboards': when this sync changed the
-- person's plan, the dashboards they administer (their limits follow the admin's
-- plan), so that the billing Worker can tell their open pages; else empty.
create or replace function public.sync_stripe_customer(p_user uuid, p_customer text, p_read_at timestamptz, p_subscriptions jsonb)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_current public.billing_customers;
  v_plan_before text;
  v_plan text;
begin
  if p_user is null or coalesce(p_customer, '') !~ '^cus_' or p_read_at is null or jsonb_typeof(p_subscriptions) <> 'array' then
    raise exception using errcode = 'PT422', message = 'sync_invalid';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('billing:' || p_user::text, 0));
  select * into v_current from public.billing_customers where user_id = p_user;
  if found and v_current.stripe_customer_id <> p_customer then
    raise exception using errcode = 'PT409', message = 'customer_mismatch';
  end if;
  if exists (select 1 from public.billing_customers where stripe_customer_id = p_customer and user_id <> p_user) then
    raise exception using errcode = 'PT409', message = 'customer_mismatch';
  end if;
  if found and v_current.synced_at > p_read_at then
    return jsonb_build_object('applied', false, 'plan', private.plan_of(p_user), 'dashboards', '[]'::jsonb);
  end if;
  v_plan_before := private.plan_of(p_user);
  insert into public.billing_customers (user_id, stripe_customer_id, synced_at) values (p_user, p_customer, p_read_at)
  on conflict (user_id) do update set synced_at = excluded.synced_at;

  delete from public.subscriptions
  where user_id = p_user and id not in (select s ->> 'id' from jsonb_array_elements(p_subscriptions) s);
  insert into public.subscriptions (id, user_id, status, price_lookup_key, billing_interval, current_period_end,
                                    cancel_at_period_end, trial_end, ended_at, created_at)
  select s ->> 'id', p_user, s ->> 'status', s ->> 'price_lookup_key', s ->> 'billing_interval',
         to_timestamp((s ->> 'current_period_end')::double precision),
         coalesce((s ->> 'cancel_at_period_end')::boolean, false),
         to_timestamp((s ->> 'trial_end')::double precision),
         to_timestamp((s ->> 'ended_at')::double precision),
         to_timestamp((s ->> 'created')::double precision)
  from jsonb_array_elements(p_subscriptions) s
  on conflict (id) do update set
    status = excluded.status, price_lookup_key = excluded.price_lookup_key,
    billing_interval = excluded.billing_interval, current_period_end = excluded.current_period_end,
    cancel_at_period_end = excluded.cancel_at_period_end, trial_end = excluded.trial_end,
    ended_at = excluded.ended_at
  where public.subscriptions.user_id = p_user;
  v_plan := private.plan_of(p_user);
  return jsonb_build_object('applied', true, 'plan', v_plan, 'dashboards', case when v_plan = v_plan_before then '[]'::jsonb else (
    select coalesce(jsonb_agg(m.dashboard_id order by m.dashboard_id), '[]'::jsonb)
    from public.dashboard_members m where m.user_id = p_user and m.role = 'admin') end);
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

grant execute on function public.watch_dashboard(uuid) to authenticated;
