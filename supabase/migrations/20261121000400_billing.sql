-- =============================================================================
-- Plans and billing. What each plan allows is data (plan_limits). Stripe is the
-- source of truth for subscriptions: the billing Worker re-reads a customer's
-- whole state from Stripe and writes it through sync_stripe_customer, the only
-- writer, callable by the service role alone. People read their own rows.
-- =============================================================================

create table public.plan_limits (
  plan text primary key check (plan in ('free', 'paid')),
  dashboards int not null check (dashboards > 0),
  members int not null check (members > 1),
  markers int not null check (markers > 0),
  premium_themes boolean not null
);

comment on table public.plan_limits is 'What each plan allows; the database''s limit gates read it.';
comment on column public.plan_limits.plan is 'free, or paid (Monthly and Yearly allow the same).';
comment on column public.plan_limits.dashboards is 'Dashboards a person may administer.';
comment on column public.plan_limits.members is 'Members plus open invitations of one dashboard; follows its admin''s plan.';
comment on column public.plan_limits.markers is 'Filters (markers) of one dashboard; follows its admin''s plan.';
comment on column public.plan_limits.premium_themes is 'Whether the premium theme colours may be chosen.';

insert into public.plan_limits (plan, dashboards, members, markers, premium_themes) values
  ('free', 3, 5, 10, false),
  ('paid', 100, 50, 100, true);

create table public.billing_customers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  stripe_customer_id text not null unique,
  synced_at timestamptz not null,
  created_at timestamptz not null default now()
);

comment on table public.billing_customers is 'One Stripe customer per person.';
comment on column public.billing_customers.user_id is 'The person.';
comment on column public.billing_customers.stripe_customer_id is 'Stripe''s cus_… id.';
comment on column public.billing_customers.synced_at is 'When the billing Worker began reading the state last written; an older read is ignored.';
comment on column public.billing_customers.created_at is 'When the customer was first recorded.';

create table public.subscriptions (
  id text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  status text not null check (status in ('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused')),
  price_lookup_key text,
  billing_interval text check (billing_interval in ('day', 'week', 'month', 'year')),
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  trial_end timestamptz,
  ended_at timestamptz,
  created_at timestamptz not null
);

comment on table public.subscriptions is 'A person''s Stripe subscriptions, as Stripe last reported them.';
comment on column public.subscriptions.id is 'Stripe''s sub_… id.';
comment on column public.subscriptions.user_id is 'Whose it is (from the customer).';
comment on column public.subscriptions.status is 'Stripe''s status; trialing, active and past_due (Stripe still retrying) count as paid.';
comment on column public.subscriptions.price_lookup_key is 'The price''s lookup key: monthly or yearly.';
comment on column public.subscriptions.billing_interval is 'The price''s interval.';
comment on column public.subscriptions.current_period_end is 'End of the period paid for (of the trial while trialing): the renewal or end date.';
comment on column public.subscriptions.cancel_at_period_end is 'Cancelled by the customer; ends at current_period_end.';
comment on column public.subscriptions.trial_end is 'End of the free month, if any.';
comment on column public.subscriptions.ended_at is 'When it ended, once canceled.';
comment on column public.subscriptions.created_at is 'When it was created at Stripe.';

create index subscriptions_by_user on public.subscriptions (user_id);

alter table public.plan_limits enable row level security;
alter table public.billing_customers enable row level security;
alter table public.subscriptions enable row level security;

create policy "Everyone signed in can read the plans" on public.plan_limits for select to authenticated using (true);
create policy "People can read their own customer" on public.billing_customers for select to authenticated
  using (user_id = (select auth.uid()));
create policy "People can read their own subscriptions" on public.subscriptions for select to authenticated
  using (user_id = (select auth.uid()));

-- -----------------------------------------------------------------------------
-- A person's plan, and the limit of one kind under it
-- -----------------------------------------------------------------------------

create function private.plan_of(p_user uuid)
returns text language sql stable security definer set search_path = '' as $$
  select case when exists (
    select 1 from public.subscriptions
    where user_id = p_user and status in ('trialing', 'active', 'past_due')
  ) then 'paid' else 'free' end
$$;

-- kind: dashboards, members or markers (the columns of plan_limits).
create function private.plan_limit(p_user uuid, p_kind text)
returns int language sql stable security definer set search_path = '' as $$
  select case p_kind
    when 'dashboards' then l.dashboards
    when 'members' then l.members
    when 'markers' then l.markers
  end
  from public.plan_limits l where l.plan = private.plan_of(p_user)
$$;

-- The admin, whose plan sets a dashboard's member and filter limits.
create function private.dashboard_admin(p_dashboard uuid)
returns uuid language sql stable security definer set search_path = '' as $$
  select user_id from public.dashboard_members where dashboard_id = p_dashboard and role = 'admin'
$$;

-- -----------------------------------------------------------------------------
-- The billing Worker's side (service role only)
-- -----------------------------------------------------------------------------

create function public.billing_customer_of(p_user uuid)
returns text language sql stable security definer set search_path = '' as $$
  select stripe_customer_id from public.billing_customers where user_id = p_user
$$;

comment on function public.billing_customer_of(uuid) is 'Service role: the Stripe customer of a person, or null.';

-- Writes a customer's whole state as read from Stripe at p_read_at. Deliveries
-- come in any order and more than once; each sync carries the full state, so the
-- last read wins and a read older than the one stored is ignored.
create function public.sync_stripe_customer(p_user uuid, p_customer text, p_read_at timestamptz, p_subscriptions jsonb)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_current public.billing_customers;
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
    return jsonb_build_object('applied', false, 'plan', private.plan_of(p_user));
  end if;
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
  return jsonb_build_object('applied', true, 'plan', private.plan_of(p_user));
end;
$$;

comment on function public.sync_stripe_customer(uuid, text, timestamptz, jsonb) is 'Service role: a customer''s state as read from Stripe (the billing Worker''s one writer).';

-- -----------------------------------------------------------------------------
-- The plan page: plan, limits of both plans, usage and subscription, in one call
-- -----------------------------------------------------------------------------

create function public.get_billing_page()
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
begin
  return jsonb_build_object(
    'plan', private.plan_of(v_user),
    'limits', (select jsonb_object_agg(plan, jsonb_build_object('dashboards', dashboards, 'members', members,
                 'markers', markers, 'premium_themes', premium_themes)) from public.plan_limits),
    'usage', jsonb_build_object('dashboards', (select count(*) from public.dashboard_members
                                               where user_id = v_user and role = 'admin')),
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

comment on function public.get_billing_page() is 'The plan page: the caller''s plan, both plans'' limits, usage and subscription.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on table public.plan_limits, public.billing_customers, public.subscriptions from public, anon, authenticated, service_role;
grant select on table public.plan_limits, public.billing_customers, public.subscriptions to authenticated;
revoke all on function private.plan_of(uuid), private.plan_limit(uuid, text), private.dashboard_admin(uuid),
  public.billing_customer_of(uuid), public.sync_stripe_customer(uuid, text, timestamptz, jsonb), public.get_billing_page()
  from public, anon, authenticated, service_role;
grant execute on function public.get_billing_page() to authenticated;
grant execute on function public.billing_customer_of(uuid), public.sync_stripe_customer(uuid, text, timestamptz, jsonb) to service_role;
