-- =============================================================================
-- Saved searches
-- =============================================================================
-- A search narrowed by signs ("#work p1 +me", the search by signs migration) is
-- Todoist's custom filter; Todoist keeps them by name in its sidebar. Here a person
-- saves a search by name, on one dashboard's search page (kept for that dashboard)
-- or on the search of all of them, and finds it again on that page (decision 027
-- amendment). They are one's own: nobody else sees them. Saving the same line again
-- renames it (a double submit saves one). At most 30 a person. Leaving a dashboard
-- takes its saved searches along; the account's go with it.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The table
-- -----------------------------------------------------------------------------

create table private.saved_searches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  dashboard_id uuid references public.dashboards (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60),
  query text not null check (char_length(query) between 1 and 200),
  created_at timestamptz not null default now()
);

comment on table private.saved_searches is 'Searches a person saved by name (decision 027): their own, read and written only through the functions below.';
comment on column private.saved_searches.user_id is 'Whose; they go with the account.';
comment on column private.saved_searches.dashboard_id is 'The dashboard searched (its search page lists it); null: all of one''s dashboards.';
comment on column private.saved_searches.name is 'What it is called in the list, as the person named it.';
comment on column private.saved_searches.query is 'The search line as typed, words and signs ("report #work p1").';
comment on column private.saved_searches.created_at is 'When it was first saved.';

-- One per line and place: saving it again renames it.
create unique index saved_searches_once on private.saved_searches
  (user_id, coalesce(dashboard_id, '00000000-0000-0000-0000-000000000000'::uuid), query);

alter table private.saved_searches enable row level security;
revoke all on table private.saved_searches from public, anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Saving and removing
-- -----------------------------------------------------------------------------

-- Saves the line by name (the line itself when no name is given) for the dashboard, or
-- for all of one's dashboards when p_dashboard is null. The same line again: renamed.
create function public.save_search(p_query text, p_name text default null, p_dashboard uuid default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_query text := private.clean_text(p_query, 200, 'query');
  v_name text := private.clean_text(coalesce(nullif(pg_catalog.btrim(p_name), ''), v_query), 60, 'name');
  v_row private.saved_searches;
begin
  if p_dashboard is not null then
    perform private.require_member(p_dashboard);
  end if;
  -- One person's saves wait for each other, so the count below holds.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(v_me::text || '/saved_searches', 0));
  update private.saved_searches s set name = v_name
  where s.user_id = v_me and s.dashboard_id is not distinct from p_dashboard and s.query = v_query
  returning * into v_row;
  if not found then
    if (select count(*) from private.saved_searches s where s.user_id = v_me) >= 30 then
      raise exception using errcode = 'PT422', message = 'saved_searches_full', hint = '30';
    end if;
    insert into private.saved_searches (user_id, dashboard_id, name, query)
    values (v_me, p_dashboard, v_name, v_query)
    returning * into v_row;
  end if;
  return pg_catalog.jsonb_build_object('id', v_row.id, 'name', v_row.name, 'query', v_row.query,
                                       'dashboard_id', v_row.dashboard_id);
end;
$$;

comment on function public.save_search(text, text, uuid) is
  'Saves the caller''s search line by name, for a dashboard of theirs or (null) all of them; the same line again renames it. At most 30.';

-- Removes one of the caller's saved searches; anyone else's, or one gone, is not found.
create function public.delete_saved_search(p_id uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_row private.saved_searches;
begin
  delete from private.saved_searches s where s.id = p_id and s.user_id = v_me returning * into v_row;
  if not found then
    raise exception using errcode = 'PT404', message = 'saved_search_not_found';
  end if;
  return pg_catalog.jsonb_build_object('id', v_row.id, 'name', v_row.name);
end;
$$;

comment on function public.delete_saved_search(uuid) is 'Removes one of the caller''s saved searches.';

-- The caller's saved searches of a dashboard (null: of all of them), by name.
create function private.my_saved_searches(p_dashboard uuid)
returns jsonb language sql stable security definer set search_path = '' as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', s.id, 'name', s.name, 'query', s.query)
                                       order by pg_catalog.lower(s.name), s.created_at), '[]'::jsonb)
  from private.saved_searches s
  where s.user_id = (select auth.uid()) and s.dashboard_id is not distinct from p_dashboard
$$;

comment on function private.my_saved_searches(uuid) is 'The caller''s saved searches of a dashboard (null: of all their dashboards), by name.';

-- Leaving a dashboard (or being removed) takes one's saved searches of it along.
create function private.saved_searches_member_left()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  delete from private.saved_searches s where s.user_id = old.user_id and s.dashboard_id = old.dashboard_id;
  return old;
end;
$$;

create trigger saved_searches_member_left after delete on public.dashboard_members
  for each row execute function private.saved_searches_member_left();

-- -----------------------------------------------------------------------------
-- The search pages list them
-- -----------------------------------------------------------------------------

-- As in the search by signs migration, plus 'saved': the caller's saved searches of it.
-- The grants stay.
create or replace function public.search_dashboard(p_dashboard uuid, p_query text default '', p_limit int default 50,
                                                   p_markers text[] default '{}', p_priority int default null,
                                                   p_mine boolean default false, p_assignee text default null)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_dashboard json;
begin
  select m.dashboard into v_dashboard from private.member_dashboard(p_dashboard) m;
  return (
    jsonb_build_object(
      'dashboard', v_dashboard,
      'markers', private.markers_json(p_dashboard),
      'saved', private.my_saved_searches(p_dashboard))
    || private.search_in(array[p_dashboard], p_query, p_limit, p_markers, p_priority, p_mine, p_assignee)
  )::json;
end;
$$;

-- As in the search everywhere filters migration, plus 'saved'. The grants stay.
create or replace function public.search_my_dashboards(p_query text default '', p_limit int default 50,
                                                       p_markers text[] default '{}', p_priority int default null,
                                                       p_mine boolean default false, p_assignee text default null)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_ids uuid[] := array(select private.my_dashboard_ids());
  v_found jsonb := private.search_in(v_ids, p_query, p_limit, p_markers, p_priority, p_mine, p_assignee);
begin
  return (
    jsonb_build_object(
      'dashboards', coalesce((
        select jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name) order by lower(d.name))
        from public.dashboards d where d.id = any (v_ids)), '[]'),
      -- Only those the listed rows carry: a person may have a hundred filters a dashboard.
      'markers', coalesce((
        select jsonb_agg(jsonb_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name), m.id)
        from public.markers m
        where m.dashboard_id = any (v_ids)
          and m.id in (select x.id::uuid
                       from (select r from jsonb_array_elements(v_found -> 'objectives') r
                             union all select r from jsonb_array_elements(v_found -> 'notes') r) rows,
                            jsonb_array_elements_text(coalesce(rows.r -> 'markers', '[]'::jsonb)) x(id))), '[]'),
      'saved', private.my_saved_searches(null))
    || v_found
  )::json;
end;
$$;

-- -----------------------------------------------------------------------------
-- One's data
-- -----------------------------------------------------------------------------

-- As in the vacation mode migration, plus settings.saved_searches. The grants stay.
create or replace function public.export_my_data()
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_body text;
begin
  select json_build_object(
    'format', 'planner-account',
    'version', 1,
    'exported_at', private.utc_text(now()),
    'account', json_build_object(
      'id', p.id, 'email', p.email, 'display_name', p.display_name, 'time_zone', p.time_zone,
      'language', p.locale, 'color_mode', p.color_mode, 'theme_primary', p.theme_primary,
      'theme_neutral', p.theme_neutral, 'created_at', private.utc_text(p.created_at)),
    'settings', json_build_object(
      -- The first day of one's week (ISO: 1 Monday … 7 Sunday); null: the language's.
      'week_start', p.week_start,
      -- Where signing in leads: "dashboards", "today", "upcoming" or a dashboard's id (the
      -- account's metadata, decision 065); null: the dashboards, never chosen.
      'start_page', (select u.raw_user_meta_data ->> 'home_view' from auth.users u where u.id = v_me),
      -- The daily email's hour in the saved time zone and whether Monday to Friday only; null when off.
      'daily_email', (select json_build_object('hour', e.hour, 'weekdays_only', e.weekdays)
                      from private.daily_emails e where e.user_id = v_me),
      'assignment_emails', not exists (select 1 from private.assignment_email_optouts a where a.user_id = v_me),
      'notification_reasons', private.my_notification_reasons(),
      'productivity', (
        select json_build_object('daily_goal', coalesce(g.daily, 5), 'weekly_goal', coalesce(g.weekly, 25),
                                 'days_off', coalesce(to_json(g.days_off), '[]'::json),
                                 -- Every stretch vacation mode was on ('until' null: on now).
                                 'vacations', coalesce((
                                   select json_agg(json_build_object('from', v.from_day, 'until', v.until_day)
                                                   order by v.from_day)
                                   from private.productivity_vacations v where v.user_id = v_me), '[]'))
        from (select 1) one left join private.productivity_goals g on g.user_id = v_me),
      -- Searches saved by name: of a dashboard ('dashboard_id'), or of all of them (null).
      'saved_searches', coalesce((
        select json_agg(json_build_object('name', s.name, 'query', s.query, 'dashboard_id', s.dashboard_id,
                                          'created_at', private.utc_text(s.created_at))
                        order by lower(s.name), s.created_at)
        from private.saved_searches s where s.user_id = v_me), '[]')),
    'dashboards', coalesce((
      select json_agg(json_build_object(
               'role', m.role, 'joined_at', private.utc_text(m.joined_at), 'favorite', m.favorite,
               -- Where one placed it among one's own (null: never placed).
               'position', m.position,
               'notify', m.notify, 'in_daily_email', m.in_daily_email, 'show_done', m.show_done,
               -- The same object as the dashboard's own JSON export: a file to import again.
               'file', private.dashboard_file(m.dashboard_id))
             order by lower(d.name), d.id)
      from public.dashboard_members m join public.dashboards d on d.id = m.dashboard_id
      where m.user_id = v_me), '[]'),
    'notifications', coalesce((
      select json_agg(json_build_object(
               'dashboard_id', n.dashboard_id, 'why', n.why, 'kind', a.kind, 'subject', a.subject,
               'at', private.utc_text(a.at), 'read_at', private.utc_text(n.read_at))
             order by a.at desc, n.id desc)
      from private.notifications n join public.activity a on a.id = n.activity_id
      where n.user_id = v_me), '[]'),
    -- What the caller did, on the dashboards they can still see (as the activity page).
    'activity', coalesce((
      select json_agg(json_build_object(
               'dashboard_id', a.dashboard_id, 'kind', a.kind, 'subject', a.subject, 'detail', a.detail,
               'at', private.utc_text(a.at))
             order by a.at desc, a.id desc)
      from public.activity a
      where a.actor_id = v_me
        and exists (select 1 from public.dashboard_members m where m.dashboard_id = a.dashboard_id and m.user_id = v_me)), '[]'),
    'subscriptions', coalesce((
      select json_agg(json_build_object(
               'plan', s.price_lookup_key, 'status', s.status, 'interval', s.billing_interval,
               'current_period_end', private.utc_text(s.current_period_end),
               'cancel_at_period_end', s.cancel_at_period_end, 'trial_end', private.utc_text(s.trial_end),
               'ended_at', private.utc_text(s.ended_at), 'created_at', private.utc_text(s.created_at))
             order by s.created_at desc)
      from public.subscriptions s where s.user_id = v_me), '[]'),
    'support_tickets', coalesce((
      select json_agg(json_build_object(
               'number', t.number, 'email', t.email, 'subject', t.subject, 'message', t.message,
               'created_at', private.utc_text(t.created_at))
             order by t.created_at desc)
      from public.support_tickets t where t.user_id = v_me), '[]')
  )::text
  into v_body
  from public.profiles p where p.id = v_me;

  return json_build_object('body', v_body,
    'time_zone', (select p.time_zone from public.profiles p where p.id = v_me));
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.save_search(text, text, uuid), public.delete_saved_search(uuid),
  private.my_saved_searches(uuid), private.saved_searches_member_left()
  from public, anon, authenticated, service_role;
grant execute on function public.save_search(text, text, uuid), public.delete_saved_search(uuid) to authenticated;
