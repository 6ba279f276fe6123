-- =============================================================================
-- Calendar feeds show the days a repeating objective will come back on
-- =============================================================================
-- A calendar app subscribed to a dashboard (decision 026) showed a repeating
-- objective once, on its own day: the weeks ahead looked empty until each one was
-- done. The feed now also lists, for each open repeating objective, the days its
-- series comes back on over the next 90 days (the calendar page's projections,
-- private.occurrences), at most 2,000 in all. They are events of their own, named
-- by the objective and the day, so a calendar replaces one with the objective
-- itself once it is added (decision 033).
-- =============================================================================

-- As in the priorities migration, plus "upcoming": [{id, day, title, description,
-- priority, filters, updated_at}] for the days ahead, the objective's id with each.
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
      'objectives', coalesce((
        select json_agg(json_build_object(
                 'id', o.id, 'day', o.day, 'title', o.title, 'description', o.description, 'priority', o.priority,
                 'done', o.done,
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
                 'filters', private.marker_names(u.marker_ids), 'updated_at', private.utc_text(u.updated_at))
               order by u.day, u.position, u.created_at)
        from (
          select o.id, p.day, o.title, o.description, o.priority, o.marker_ids, o.updated_at, o.position, o.created_at
          from public.objectives o
          cross join lateral private.occurrences(o.repeat, o.repeat_every, coalesce(o.repeat_anchor, o.day),
                                                 greatest(o.day, current_date), current_date + 90) p (day)
          where o.dashboard_id = v.dashboard_id and o.repeat is not null and not o.done
          order by p.day, o.position, o.created_at
          limit 2000
        ) u), '[]'))
    from public.dashboards d where d.id = v.dashboard_id
  );
end;
$$;
