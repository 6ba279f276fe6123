-- =============================================================================
-- Calendar feeds: a dashboard's objectives in any calendar app
-- =============================================================================
-- A member makes a private link (`/feeds/{token}.ics`) that Google Calendar,
-- Apple Calendar or Outlook subscribe to: the dashboard's objectives as all-day
-- events. The link is a secret, so only its hash is kept and the link is shown
-- once; "Reset" makes a new one and the old one answers 410 (Gone); "Turn off"
-- ends it. A feed shows what its owner may read: it dies with their membership.
-- Free on every plan.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The feeds
-- -----------------------------------------------------------------------------

create table private.calendar_feeds (
  id uuid primary key default gen_random_uuid(),
  dashboard_id uuid not null,
  user_id uuid not null,
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  foreign key (dashboard_id, user_id) references public.dashboard_members (dashboard_id, user_id) on delete cascade
);

comment on table private.calendar_feeds is 'Members'' private calendar links, by the hash of their token.';
comment on column private.calendar_feeds.id is 'The feed.';
comment on column private.calendar_feeds.dashboard_id is 'The dashboard whose objectives it shows.';
comment on column private.calendar_feeds.user_id is 'Whose link it is; leaving or being removed deletes it.';
comment on column private.calendar_feeds.token_hash is 'SHA-256 of the link''s token (private.token_hash); the token itself is shown once and kept nowhere.';
comment on column private.calendar_feeds.created_at is 'When the link was made.';
comment on column private.calendar_feeds.revoked_at is 'When it was reset or turned off; it then answers 410. Purged after 90 days.';

-- One live link per member and dashboard.
create unique index calendar_feeds_one_live on private.calendar_feeds (dashboard_id, user_id) where revoked_at is null;

-- Read and written only inside the functions below.
alter table private.calendar_feeds enable row level security;
revoke all on table private.calendar_feeds from public, anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Making, resetting and ending a link
-- -----------------------------------------------------------------------------

-- A new link for the caller (the one before, if any, stops). Tokens and their hashes
-- as for invitation links (private.new_token: 244 random bits, base64url).
create function public.create_calendar_feed(p_dashboard uuid)
returns json language plpgsql security definer set search_path = '' as $$
declare
  v_token text := private.new_token();
  v_created timestamptz;
begin
  perform private.member_dashboard(p_dashboard);
  -- Two resets at once make one live link: the membership row is the lock.
  perform 1 from public.dashboard_members m
  where m.dashboard_id = p_dashboard and m.user_id = (select auth.uid()) for update;
  delete from private.calendar_feeds where revoked_at < now() - interval '90 days';
  update private.calendar_feeds set revoked_at = now()
  where dashboard_id = p_dashboard and user_id = (select auth.uid()) and revoked_at is null;
  insert into private.calendar_feeds (dashboard_id, user_id, token_hash)
  values (p_dashboard, (select auth.uid()), private.token_hash(v_token))
  returning created_at into v_created;
  return json_build_object('token', v_token, 'created_at', v_created);
end;
$$;

comment on function public.create_calendar_feed(uuid) is
  'A new private calendar link for the calling member ({token, created_at}); their link before stops (410).';

create function public.revoke_calendar_feed(p_dashboard uuid)
returns json language plpgsql security definer set search_path = '' as $$
declare
  v_count int;
begin
  perform private.member_dashboard(p_dashboard);
  update private.calendar_feeds set revoked_at = now()
  where dashboard_id = p_dashboard and user_id = (select auth.uid()) and revoked_at is null;
  get diagnostics v_count = row_count;
  return json_build_object('revoked', v_count);
end;
$$;

comment on function public.revoke_calendar_feed(uuid) is 'Turns off the calling member''s calendar link ({revoked: 0 or 1}).';

-- The caller's live link for the settings page: when it was made, never the token.
create function private.my_calendar_feed(p_dashboard uuid)
returns json language sql stable security definer set search_path = '' as $$
  select json_build_object('created_at', f.created_at)
  from private.calendar_feeds f
  where f.dashboard_id = p_dashboard and f.user_id = (select auth.uid()) and f.revoked_at is null
$$;

comment on function private.my_calendar_feed(uuid) is 'The calling member''s live calendar link ({created_at}), or null.';

-- -----------------------------------------------------------------------------
-- The feed
-- -----------------------------------------------------------------------------

-- For whoever holds the token (calendar servers have no session): the dashboard's
-- objectives from a year ago on, at most 5,000, with their filters' names.
create function public.get_calendar_feed(p_token text)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v private.calendar_feeds;
begin
  select * into v from private.calendar_feeds f where f.token_hash = private.token_hash(p_token);
  if not found then
    raise exception using errcode = 'PT404', message = 'feed_not_found';
  end if;
  if v.revoked_at is not null then
    raise exception using errcode = 'PT410', message = 'feed_revoked';
  end if;
  return (
    select json_build_object(
      'dashboard', json_build_object('id', d.id, 'name', d.name),
      'objectives', coalesce((
        select json_agg(json_build_object(
                 'id', o.id, 'day', o.day, 'title', o.title, 'done', o.done,
                 'filters', private.marker_names(o.marker_ids), 'updated_at', private.utc_text(o.updated_at))
               order by o.day, o.position, o.created_at)
        from (
          select * from public.objectives o
          where o.dashboard_id = v.dashboard_id and o.day >= current_date - 365
          order by o.day limit 5000
        ) o), '[]'))
    from public.dashboards d where d.id = v.dashboard_id
  );
end;
$$;

comment on function public.get_calendar_feed(text) is
  'A calendar link''s dashboard and objectives (from a year ago, at most 5,000); PT404 unknown, PT410 reset or turned off.';

-- -----------------------------------------------------------------------------
-- The settings page shows the caller's link
-- -----------------------------------------------------------------------------

-- As in the sharing migration, plus 'feed'.
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
    'feed', private.my_calendar_feed(p_dashboard)
  );
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.my_calendar_feed(uuid), public.create_calendar_feed(uuid),
  public.revoke_calendar_feed(uuid), public.get_calendar_feed(text) from public, anon, authenticated, service_role;
grant execute on function public.create_calendar_feed(uuid), public.revoke_calendar_feed(uuid),
  private.my_calendar_feed(uuid) to authenticated;
-- The link is the credential: calendar servers fetch it without signing in.
grant execute on function public.get_calendar_feed(text) to anon, authenticated;
