-- =============================================================================
-- One calendar link for all of one's dashboards (decision 085)
-- =============================================================================
-- Todoist has a feed per project and one for the whole account. A member's link of one
-- dashboard (the calendar feeds migration) stays; this adds one per person, made on
-- /settings, showing the objectives of every dashboard they are a member of and that is
-- not archived, each event naming its dashboard. Made, reset and turned off as the
-- dashboards' links are: only the token's hash is kept, the link is shown once, and a
-- reset or turned-off link answers 410. It follows the memberships as they are when a
-- calendar asks: a dashboard left or archived is gone from it, one joined comes in.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The links
-- -----------------------------------------------------------------------------

create table private.account_calendar_feeds (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);

comment on table private.account_calendar_feeds is 'People''s private calendar links to all their dashboards, by the hash of their token.';
comment on column private.account_calendar_feeds.id is 'The link.';
comment on column private.account_calendar_feeds.user_id is 'Whose link it is: it shows the dashboards they are a member of; deleting the account deletes it.';
comment on column private.account_calendar_feeds.token_hash is 'SHA-256 of the link''s token (private.token_hash); the token itself is shown once and kept nowhere.';
comment on column private.account_calendar_feeds.created_at is 'When the link was made.';
comment on column private.account_calendar_feeds.revoked_at is 'When it was reset or turned off; it then answers 410. Purged after 90 days.';

-- One live link per person.
create unique index account_calendar_feeds_one_live on private.account_calendar_feeds (user_id) where revoked_at is null;

-- Read and written only inside the functions below.
alter table private.account_calendar_feeds enable row level security;
revoke all on table private.account_calendar_feeds from public, anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Making, resetting and ending the link
-- -----------------------------------------------------------------------------

-- A new link for the caller (the one before, if any, stops), made as a dashboard's is.
create function public.create_account_calendar_feed()
returns json language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_token text := private.new_token();
  v_created timestamptz;
begin
  -- Two resets at once make one live link: the profile row is the lock.
  perform 1 from public.profiles p where p.id = v_me for update;
  delete from private.account_calendar_feeds where revoked_at < now() - interval '90 days';
  update private.account_calendar_feeds set revoked_at = now() where user_id = v_me and revoked_at is null;
  insert into private.account_calendar_feeds (user_id, token_hash)
  values (v_me, private.token_hash(v_token))
  returning created_at into v_created;
  return json_build_object('token', v_token, 'created_at', v_created);
end;
$$;

comment on function public.create_account_calendar_feed() is
  'A new private calendar link to all the caller''s dashboards ({token, created_at}); their link before stops (410).';

create function public.revoke_account_calendar_feed()
returns json language plpgsql security definer set search_path = '' as $$
declare
  v_count int;
begin
  update private.account_calendar_feeds set revoked_at = now()
  where user_id = private.require_user() and revoked_at is null;
  get diagnostics v_count = row_count;
  return json_build_object('revoked', v_count);
end;
$$;

comment on function public.revoke_account_calendar_feed() is 'Turns off the caller''s calendar link to all their dashboards ({revoked: 0 or 1}).';

-- -----------------------------------------------------------------------------
-- The feed
-- -----------------------------------------------------------------------------

-- What a feed shows of some dashboards, for its owner: the objectives from a year ago on
-- (at most 5,000, each with its dashboard), the days open repeating ones come back on over
-- the next 90 days (at most 2,000, the nearest kept), and the owner's own reminders of open
-- ones (decision 074). A dashboard's link and one's link to all share it.
create function private.feed_rows(p_user uuid, p_dashboards uuid[])
returns jsonb language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'objectives', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', o.id, 'dashboard', o.dashboard_id, 'day', o.day, 'title', o.title,
               'description', o.description, 'priority', o.priority, 'done', o.done, 'deadline', o.deadline,
               'assignee', private.assignee_name(o.assignee_id), 'filters', private.marker_names(o.marker_ids),
               'updated_at', private.utc_text(o.updated_at))
             order by o.day, o.dashboard_id, o.position, o.created_at)
      from (
        select * from public.objectives o
        where o.dashboard_id = any (p_dashboards) and o.day >= current_date - 365
        order by o.day limit 5000
      ) o), '[]'),
    -- After its own day and today, as the calendar page shows them.
    'upcoming', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', u.id, 'dashboard', u.dashboard_id, 'day', u.day, 'title', u.title,
               'description', u.description, 'priority', u.priority,
               'assignee', private.assignee_name(u.assignee_id), 'filters', private.marker_names(u.marker_ids),
               'updated_at', private.utc_text(u.updated_at))
             order by u.day, u.dashboard_id, u.position, u.created_at)
      from (
        select o.id, o.dashboard_id, p.day, o.title, o.description, o.priority, o.assignee_id, o.marker_ids,
               o.updated_at, o.position, o.created_at
        from public.objectives o
        cross join lateral private.projected_days(o.repeat, o.repeat_every, o.repeat_from_done,
                                                  private.series_start(o.day, o.repeat_anchor, o.repeat_from_done,
                                                                       current_date),
                                                  greatest(o.day, current_date),
                                                  least(current_date + 90, o.repeat_until)) p (day)
        where o.dashboard_id = any (p_dashboards) and o.repeat is not null and not o.done
        order by p.day, o.position, o.created_at
        limit 2000
      ) u), '[]'),
    'reminders', coalesce((
      select jsonb_object_agg(r.objective_id, to_char(r.local_time, 'HH24:MI'))
      from private.reminders r join public.objectives o on o.id = r.objective_id
      where r.user_id = p_user and o.dashboard_id = any (p_dashboards) and not o.done
        and o.day >= current_date - 365), '{}'))
$$;

comment on function private.feed_rows(uuid, uuid[]) is
  'A calendar feed''s rows of the dashboards given, for the link''s owner: {objectives, upcoming, reminders}.';

-- A dashboard's link, as in the reminders in calendar feeds migration, its rows from feed_rows.
create or replace function public.get_calendar_feed(p_token text)
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
    select (jsonb_build_object(
              'dashboard', jsonb_build_object('id', d.id, 'name', d.name),
              -- The link's owner's language, for the words the feed adds (null: theirs is not set).
              'locale', (select p.locale from public.profiles p where p.id = v.user_id))
            || private.feed_rows(v.user_id, array[v.dashboard_id]))::json
    from public.dashboards d where d.id = v.dashboard_id
  );
end;
$$;

-- One's link to all: every dashboard of its owner's that is not archived, their names once.
create function public.get_account_calendar_feed(p_token text)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v private.account_calendar_feeds;
  v_dashboards uuid[];
begin
  select * into v from private.account_calendar_feeds f where f.token_hash = private.token_hash(p_token);
  if not found then
    raise exception using errcode = 'PT404', message = 'feed_not_found';
  end if;
  if v.revoked_at is not null then
    raise exception using errcode = 'PT410', message = 'feed_revoked';
  end if;
  select coalesce(array_agg(d.id), '{}') into v_dashboards
  from public.dashboard_members m join public.dashboards d on d.id = m.dashboard_id
  where m.user_id = v.user_id and d.archived_at is null;
  return (jsonb_build_object(
            'dashboard', null,
            'dashboards', coalesce((
              select jsonb_object_agg(d.id, d.name) from public.dashboards d where d.id = any (v_dashboards)), '{}'),
            'locale', (select p.locale from public.profiles p where p.id = v.user_id))
          || private.feed_rows(v.user_id, v_dashboards))::json;
end;
$$;

comment on function public.get_account_calendar_feed(text) is
  'A calendar link''s owner''s dashboards (not archived) and their objectives (from a year ago, at most 5,000); PT404 unknown, PT410 reset or turned off.';

-- -----------------------------------------------------------------------------
-- /settings shows the caller's link
-- -----------------------------------------------------------------------------

-- As in the recovery codes migration, plus when the caller's live link was made (null: none).
create or replace function public.get_account_page()
returns jsonb language sql stable security definer set search_path = '' as $$
  select private.account_page_sections() || jsonb_build_object(
    'devices', private.my_devices(),
    'sign_in_alerts', not exists (select 1 from private.sign_in_alert_optouts o where o.user_id = (select auth.uid())),
    'recovery_codes', (select jsonb_build_object('left', count(*) filter (where r.used_at is null),
                                                 'created_at', private.utc_text(min(r.created_at)))
                       from private.recovery_codes r where r.user_id = (select auth.uid())
                       having count(*) > 0),
    'calendar_feed', (select jsonb_build_object('created_at', private.utc_text(f.created_at))
                      from private.account_calendar_feeds f
                      where f.user_id = (select auth.uid()) and f.revoked_at is null));
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.feed_rows(uuid, uuid[]), public.create_account_calendar_feed(),
  public.revoke_account_calendar_feed(), public.get_account_calendar_feed(text) from public, anon, authenticated, service_role;
grant execute on function public.create_account_calendar_feed(), public.revoke_account_calendar_feed() to authenticated;
-- The link is the credential: calendar servers fetch it without signing in.
grant execute on function public.get_account_calendar_feed(text) to anon, authenticated;
