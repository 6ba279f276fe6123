-- =============================================================================
-- Calendar feeds say who does each objective
-- =============================================================================
-- A shared dashboard's feed showed what is on each day, not who does it, which the
-- day view, /today and the calendar show (decision 037). Each event now names its
-- assignee ("assignee": the member's name as pages show it, never their email: anyone
-- with the link reads the feed), and the feed says its owner's language ("locale"), in
-- which the app words "Assigned to Ann" in the event's description.
-- =============================================================================

-- A member's name as pages show it, or null for nobody.
create function private.assignee_name(p_user uuid)
returns text language sql stable set search_path = '' as $$
  select private.member_name(p.display_name, p.email) from public.profiles p where p.id = p_user
$$;

-- As in the repeat from done migration, plus "locale" and each event's "assignee".
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
    select json_build_object(
      'dashboard', json_build_object('id', d.id, 'name', d.name),
      -- The link's owner's language, for the words the feed adds (null: theirs is not set).
      'locale', (select p.locale from public.profiles p where p.id = v.user_id),
      'objectives', coalesce((
        select json_agg(json_build_object(
                 'id', o.id, 'day', o.day, 'title', o.title, 'description', o.description, 'priority', o.priority,
                 'done', o.done, 'assignee', private.assignee_name(o.assignee_id),
                 'filters', private.marker_names(o.marker_ids), 'updated_at', private.utc_text(o.updated_at))
               order by o.day, o.position, o.created_at)
        from (
          select * from public.objectives o
          where o.dashboard_id = v.dashboard_id and o.day >= current_date - 365
          order by o.day limit 5000
        ) o), '[]'),
      -- After its own day and today, as the calendar page shows them.
      'upcoming', coalesce((
        select json_agg(json_build_object(
                 'id', u.id, 'day', u.day, 'title', u.title, 'description', u.description, 'priority', u.priority,
                 'assignee', private.assignee_name(u.assignee_id),
                 'filters', private.marker_names(u.marker_ids), 'updated_at', private.utc_text(u.updated_at))
               order by u.day, u.position, u.created_at)
        from (
          select o.id, p.day, o.title, o.description, o.priority, o.assignee_id, o.marker_ids, o.updated_at, o.position,
                 o.created_at
          from public.objectives o
          cross join lateral private.projected_days(o.repeat, o.repeat_every, o.repeat_from_done,
                                                    private.series_start(o.day, o.repeat_anchor, o.repeat_from_done,
                                                                         current_date),
                                                    greatest(o.day, current_date), current_date + 90) p (day)
          where o.dashboard_id = v.dashboard_id and o.repeat is not null and not o.done
          order by p.day, o.position, o.created_at
          limit 2000
        ) u), '[]'))
    from public.dashboards d where d.id = v.dashboard_id
  );
end;
$$;

revoke all on function private.assignee_name(uuid) from public, anon, authenticated, service_role;
