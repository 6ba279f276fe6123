-- =============================================================================
-- Appearance: the theme colours people may choose (free for everyone, premium
-- for subscribers) and each person's choice of primary colour, neutral colour
-- and colour mode. The app keeps a copy in a cookie so the server renders the
-- right theme on the first byte; this is the authority.
-- =============================================================================

create table public.theme_colors (
  kind text not null check (kind in ('primary', 'neutral')),
  name text not null check (name ~ '^[a-z]{2,16}$'),
  premium boolean not null,
  position int not null,
  primary key (kind, name)
);

comment on table public.theme_colors is 'The palette of the theme picker; the app has a CSS block for each entry (checked by a test).';
comment on column public.theme_colors.kind is 'primary (buttons, links, focus) or neutral (backgrounds, borders and text).';
comment on column public.theme_colors.name is 'A Tailwind palette name, e.g. green or slate.';
comment on column public.theme_colors.premium is 'Only plans with premium_themes may choose it.';
comment on column public.theme_colors.position is 'Order in the picker.';

-- The first of each kind is the default: green and slate.
insert into public.theme_colors (kind, name, premium, position) values
  ('primary', 'green', false, 1), ('primary', 'blue', false, 2), ('primary', 'violet', false, 3),
  ('primary', 'orange', false, 4),
  ('primary', 'emerald', true, 5), ('primary', 'teal', true, 6), ('primary', 'cyan', true, 7),
  ('primary', 'sky', true, 8), ('primary', 'indigo', true, 9), ('primary', 'purple', true, 10),
  ('primary', 'fuchsia', true, 11), ('primary', 'pink', true, 12), ('primary', 'rose', true, 13),
  ('primary', 'red', true, 14), ('primary', 'amber', true, 15), ('primary', 'lime', true, 16),
  ('neutral', 'slate', false, 1), ('neutral', 'gray', false, 2), ('neutral', 'zinc', false, 3),
  ('neutral', 'stone', false, 4),
  ('neutral', 'mauve', true, 5), ('neutral', 'olive', true, 6), ('neutral', 'mist', true, 7),
  ('neutral', 'taupe', true, 8);

alter table public.profiles
  add column theme_primary text check (theme_primary is null or theme_primary ~ '^[a-z]{2,16}$'),
  add column theme_neutral text check (theme_neutral is null or theme_neutral ~ '^[a-z]{2,16}$'),
  add column color_mode text check (color_mode is null or color_mode in ('system', 'light', 'dark'));

comment on column public.profiles.theme_primary is 'Chosen primary colour (theme_colors); null is the default. Kept when a plan ends, shown as the default.';
comment on column public.profiles.theme_neutral is 'Chosen neutral colour (theme_colors); null is the default. Kept when a plan ends, shown as the default.';
comment on column public.profiles.color_mode is 'system, light or dark; null is system.';

alter table public.theme_colors enable row level security;

create policy "Everyone can read the palette"
  on public.theme_colors for select to anon, authenticated
  using (true);

-- -----------------------------------------------------------------------------
-- The theme a person sees: their choice, with a premium colour they may no
-- longer use shown as the default (nothing is rewritten, so subscribing again
-- brings it back).
-- -----------------------------------------------------------------------------

create function private.default_theme_color(p_kind text)
returns text language sql stable security definer set search_path = '' as $$
  select name from public.theme_colors where kind = p_kind order by position limit 1
$$;

create function private.appearance_of(p_user uuid)
returns jsonb language sql stable security definer set search_path = '' as $$
  with allowed as (
    select l.premium_themes as premium from public.plan_limits l where l.plan = private.plan_of(p_user)
  ), choice as (
    select p.theme_primary, p.theme_neutral, p.color_mode from public.profiles p where p.id = p_user
  )
  select jsonb_build_object(
    'primary', coalesce((select c.name from public.theme_colors c, allowed a, choice
                         where c.kind = 'primary' and c.name = choice.theme_primary and (not c.premium or a.premium)),
                        private.default_theme_color('primary')),
    'neutral', coalesce((select c.name from public.theme_colors c, allowed a, choice
                         where c.kind = 'neutral' and c.name = choice.theme_neutral and (not c.premium or a.premium)),
                        private.default_theme_color('neutral')),
    'mode', coalesce((select color_mode from choice), 'system')
  )
$$;

-- -----------------------------------------------------------------------------
-- /settings in one call: profile, appearance with the palette, plan and usage.
-- -----------------------------------------------------------------------------

create function public.get_account_page()
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
  v_billing jsonb := public.get_billing_page();
begin
  return jsonb_build_object(
    'profile', (select jsonb_build_object('id', p.id, 'email', p.email, 'display_name', p.display_name,
                  'time_zone', p.time_zone, 'locale', p.locale)
                from public.profiles p where p.id = v_user),
    -- The plan page's figures carry the appearance already.
    'appearance', v_billing -> 'appearance',
    'palette', (select jsonb_agg(jsonb_build_object('kind', kind, 'name', name, 'premium', premium) order by kind, position)
                from public.theme_colors),
    'billing', v_billing
  );
end;
$$;

comment on function public.get_account_page() is '/settings: the caller''s profile, appearance, the palette, and the plan page''s figures.';

-- A null argument keeps what is there. A premium colour needs a plan with premium_themes.
create function public.update_my_appearance(p_primary text default null, p_neutral text default null, p_mode text default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
  v_premium boolean := (select premium_themes from public.plan_limits where plan = private.plan_of(v_user));
  v_kind text;
  v_name text;
  v_color public.theme_colors;
begin
  foreach v_kind in array array['primary', 'neutral'] loop
    v_name := case v_kind when 'primary' then p_primary else p_neutral end;
    continue when v_name is null;
    select * into v_color from public.theme_colors where kind = v_kind and name = v_name;
    if not found then
      raise exception using errcode = 'PT422', message = 'theme_color_invalid', detail = v_kind;
    end if;
    if v_color.premium and not v_premium then
      raise exception using errcode = 'PT422', message = 'plan_limit_reached', detail = 'themes', hint = v_name;
    end if;
  end loop;
  if p_mode is not null and p_mode not in ('system', 'light', 'dark') then
    raise exception using errcode = 'PT422', message = 'color_mode_invalid';
  end if;
  update public.profiles
  set theme_primary = coalesce(p_primary, theme_primary),
      theme_neutral = coalesce(p_neutral, theme_neutral),
      color_mode = coalesce(p_mode, color_mode),
      updated_at = now()
  where id = v_user;
  return private.appearance_of(v_user);
end;
$$;

comment on function public.update_my_appearance(text, text, text) is 'Saves the caller''s theme; premium colours only on a plan that has them.';

-- -----------------------------------------------------------------------------
-- The dashboards page (where people land after signing in) also answers the
-- appearance, so a new device or an ended plan corrects the cookie there.
-- -----------------------------------------------------------------------------

create function public.get_my_appearance()
returns jsonb language sql stable security definer set search_path = '' as $$
  select private.appearance_of(private.require_user())
$$;

comment on function public.get_my_appearance() is 'The caller''s theme as shown (premium colours only while the plan has them).';

-- As in the billing migration, plus 'appearance': the plan page is where an ended plan's
-- premium colours are noticed first.
create or replace function public.get_billing_page()
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
begin
  return jsonb_build_object(
    'plan', private.plan_of(v_user),
    'appearance', private.appearance_of(v_user),
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

-- As in the sharing migration, plus 'appearance'.
create or replace function public.get_dashboards_page(p_time_zone text default 'UTC')
returns jsonb language sql stable set search_path = '' as $$
  with t as (select private.today(p_time_zone) as today)
  select jsonb_build_object(
    'today', (select today from t),
    'appearance', public.get_my_appearance(),
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

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on table public.theme_colors from public, anon, authenticated, service_role;
grant select on table public.theme_colors to anon, authenticated;
revoke all on function private.default_theme_color(text), private.appearance_of(uuid), public.get_account_page(),
  public.update_my_appearance(text, text, text), public.get_my_appearance()
  from public, anon, authenticated, service_role;
grant execute on function public.get_account_page(), public.update_my_appearance(text, text, text),
  public.get_my_appearance() to authenticated;
