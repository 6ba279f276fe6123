-- =============================================================================
-- Reminders in the calendar feed
-- =============================================================================
-- A member's calendar link shows the dashboard's objectives as all-day events; the
-- reminders they set (decision 074) now come with it, so the calendar on their phone
-- rings at the same time as the email goes. Each feed is one member's, so only that
-- member's own reminders are in it, of objectives still open.
-- =============================================================================

-- As in the deadlines ahead migration, plus 'reminders'.
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
                 'done', o.done, 'deadline', o.deadline, 'assignee', private.assignee_name(o.assignee_id),
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
                                                    greatest(o.day, current_date),
                                                    least(current_date + 90, o.repeat_until)) p (day)
          where o.dashboard_id = v.dashboard_id and o.repeat is not null and not o.done
          order by p.day, o.position, o.created_at
          limit 2000
        ) u), '[]'),
      -- The link's owner's own reminders of its open objectives: "HH:MM" by objective id,
      -- an alarm at that time of the objective's day in the calendar (decision 074).
      'reminders', coalesce((
        select json_object_agg(r.objective_id, to_char(r.local_time, 'HH24:MI'))
        from private.reminders r join public.objectives o on o.id = r.objective_id
        where r.user_id = v.user_id and o.dashboard_id = v.dashboard_id and not o.done
          and o.day >= current_date - 365), '{}'))
    from public.dashboards d where d.id = v.dashboard_id
  );
end;
$$;
