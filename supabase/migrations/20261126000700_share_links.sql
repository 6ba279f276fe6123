-- =============================================================================
-- Public links: a dashboard's week, read-only, for anyone with the link
-- =============================================================================
-- An admin turns on a link (`/shared/{token}`) that shows the dashboard's
-- objectives a week at a time to people without an account: a client following
-- a project, a family reading the week's plan, a team's wiki. Nothing can be
-- changed through it, and it shows neither members, notes nor anyone's email.
-- "New link" replaces it (the old one answers 410, Gone) and "Turn off" ends it.
-- Unlike calendar links (one per member, kept as a hash and shown once), the
-- token is kept so that admins can copy it again: a public link is passed on to
-- many people, and replacing a lost one would break it for all of them
-- (decision 030). Free on every plan.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The links
-- -----------------------------------------------------------------------------

create table private.share_links (
  id uuid primary key default gen_random_uuid(),
  dashboard_id uuid not null references public.dashboards (id) on delete cascade,
  token text not null unique,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);

comment on table private.share_links is 'Dashboards'' public read-only links.';
comment on column private.share_links.id is 'The link.';
comment on column private.share_links.dashboard_id is 'The dashboard it shows; deleting the dashboard deletes its links.';
comment on column private.share_links.token is 'The secret in the link (private.new_token: 244 random bits, base64url); admins see it on the settings page.';
comment on column private.share_links.created_by is 'The admin who turned it on, while their account exists.';
comment on column private.share_links.created_at is 'When the link was made.';
comment on column private.share_links.revoked_at is 'When it was replaced or turned off; it then answers 410. Purged after 90 days.';

-- One live link per dashboard.
create unique index share_links_one_live on private.share_links (dashboard_id) where revoked_at is null;

-- Read and written only inside the functions below.
alter table private.share_links enable row level security;
revoke all on table private.share_links from public, anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Turning a link on, replacing it and turning it off: the admin's
-- -----------------------------------------------------------------------------

-- The dashboard's link. Without p_replace it answers the live one if there is one, so a
-- double submit of "Create" makes one link; with p_replace a new one replaces it.
create function public.create_share_link(p_dashboard uuid, p_replace boolean default false)
returns json language plpgsql security definer set search_path = '' as $$
declare
  v private.share_links;
begin
  perform private.require_admin(p_dashboard);
  -- Two presses at once make one live link: the dashboard's row is the lock.
  perform private.lock_dashboard(p_dashboard);
  if not p_replace then
    select * into v from private.share_links where dashboard_id = p_dashboard and revoked_at is null;
    if found then
      return json_build_object('token', v.token, 'created_at', v.created_at);
    end if;
  end if;
  delete from private.share_links where revoked_at < now() - interval '90 days';
  update private.share_links set revoked_at = now() where dashboard_id = p_dashboard and revoked_at is null;
  insert into private.share_links (dashboard_id, token, created_by)
  values (p_dashboard, private.new_token(), (select auth.uid()))
  returning * into v;
  return json_build_object('token', v.token, 'created_at', v.created_at);
end;
$$;

comment on function public.create_share_link(uuid, boolean) is
  'The dashboard''s public read-only link ({token, created_at}): the live one, or with p_replace a new one (the one before answers 410). Admins only.';

create function public.revoke_share_link(p_dashboard uuid)
returns json language plpgsql security definer set search_path = '' as $$
declare
  v_count int;
begin
  perform private.require_admin(p_dashboard);
  update private.share_links set revoked_at = now() where dashboard_id = p_dashboard and revoked_at is null;
  get diagnostics v_count = row_count;
  return json_build_object('revoked', v_count);
end;
$$;

comment on function public.revoke_share_link(uuid) is 'Turns off the dashboard''s public link ({revoked: 0 or 1}). Admins only.';

-- The live link for the settings page: admins get the token, other members only
-- when it was made (they should know that the dashboard can be read from outside).
create function private.share_link_json(p_dashboard uuid)
returns json language sql stable security definer set search_path = '' as $$
  select case when private.is_admin(p_dashboard)
    then json_build_object('token', l.token, 'created_at', l.created_at)
    else json_build_object('created_at', l.created_at)
  end
  from private.share_links l
  where l.dashboard_id = p_dashboard and l.revoked_at is null and private.is_member(p_dashboard)
$$;

comment on function private.share_link_json(uuid) is
  'The dashboard''s live public link for a member: {token, created_at} for admins, {created_at} for others; null when off.';

-- -----------------------------------------------------------------------------
-- What the link shows
-- -----------------------------------------------------------------------------

-- For whoever holds the token: the dashboard's name and p_days days of objectives
-- from p_from (today in p_time_zone by default, or the signed-in viewer's own zone),
-- each day's first p_per_day in the dashboard's order with the day's count, and the
-- filters they carry.
create function public.get_shared_days(
  p_token text,
  p_from date default null,
  p_time_zone text default 'UTC',
  p_days int default 7,
  p_per_day int default 50
)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v private.share_links;
  v_today date := private.today(p_time_zone);
begin
  select * into v from private.share_links l where l.token = p_token;
  if not found then
    raise exception using errcode = 'PT404', message = 'share_link_not_found';
  end if;
  if v.revoked_at is not null then
    raise exception using errcode = 'PT410', message = 'share_link_revoked';
  end if;
  if p_days not between 1 and 31 or p_per_day not between 1 and 500 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  p_from := coalesce(p_from, v_today);
  return (
    with o as materialized (
      select o.day, o.marker_ids, o.page_json,
             row_number() over (partition by o.day order by o.position, o.created_at) as n
      from public.objectives o
      where o.dashboard_id = v.dashboard_id and o.day between p_from and p_from + (p_days - 1)
    )
    select json_build_object(
      'dashboard', json_build_object('name', d.name),
      'from', p_from,
      'today', v_today,
      'days', (
        select json_agg(json_build_object(
                 'day', s.day,
                 'objectives', coalesce((
                   select json_agg(o.page_json order by o.n) from o where o.day = s.day and o.n <= p_per_day), '[]'),
                 'count', (select count(*) from o where o.day = s.day))
               order by s.day)
        from (select g::date as day from generate_series(p_from, p_from + (p_days - 1), interval '1 day') g) s),
      -- Only the filters the shown objectives carry.
      'markers', coalesce((
        select json_agg(json_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name))
        from public.markers m
        where m.dashboard_id = v.dashboard_id
          and exists (select 1 from o where o.n <= p_per_day and m.id = any (o.marker_ids))), '[]'))
    from public.dashboards d where d.id = v.dashboard_id
  );
end;
$$;

comment on function public.get_shared_days(text, date, text, int, int) is
  'A public link''s dashboard name and days of objectives (read-only); PT404 unknown, PT410 replaced or turned off.';

-- -----------------------------------------------------------------------------
-- The settings page shows the link
-- -----------------------------------------------------------------------------

-- As in the calendar feeds migration, plus 'share'.
create or replace function public.get_settings_page(p_dashboard uuid)
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
      'markers', (select count(*) from public.markers where dashboard_id = p_dashboard)),
    'feed', private.my_calendar_feed(p_dashboard),
    'share', private.share_link_json(p_dashboard)
  );
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.share_link_json(uuid), public.create_share_link(uuid, boolean), public.revoke_share_link(uuid),
  public.get_shared_days(text, date, text, int, int) from public, anon, authenticated, service_role;
grant execute on function public.create_share_link(uuid, boolean), public.revoke_share_link(uuid),
  private.share_link_json(uuid) to authenticated;
-- The link is the credential: its readers need no account.
grant execute on function public.get_shared_days(text, date, text, int, int) to anon, authenticated;
