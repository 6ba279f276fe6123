-- =============================================================================
-- The daily email says who
-- =============================================================================
-- On a shared dashboard the daily email lists everyone's objectives. Each one
-- assigned now says to whom: the reader ("for you") or the member by name
-- (decision 037).
-- =============================================================================

-- As in the daily email overdue migration, each objective with 'assignee' (the member's
-- name, or null for nobody) and 'yours' (assigned to the reader).
create or replace function private.daily_email_json(p_user uuid, p_day date)
returns jsonb language sql stable set search_path = '' as $$
  with boards as (
    select d.id, d.name,
      (select count(*) from public.objectives o where o.dashboard_id = d.id and o.day = p_day and not o.done) as open_today,
      (select count(*) from public.objectives o where o.dashboard_id = d.id and o.day < p_day and not o.done) as overdue
    from public.dashboard_members m
    join public.dashboards d on d.id = m.dashboard_id
    where m.user_id = p_user
  )
  select jsonb_agg(jsonb_build_object(
      'id', b.id,
      'name', b.name,
      'open_today', b.open_today,
      'overdue', b.overdue,
      'objectives', coalesce((
        select jsonb_agg(jsonb_build_object('title', o.title, 'priority', o.priority,
                                            'assignee', o.assignee, 'yours', coalesce(o.assignee_id = p_user, false))
                         order by o.position)
        from (select o.title, o.priority, o.position, o.assignee_id,
                     (select private.member_name(p.display_name, p.email) from public.profiles p where p.id = o.assignee_id) as assignee
              from public.objectives o
              where o.dashboard_id = b.id and o.day = p_day and not o.done
              order by o.position limit 10) o
      ), '[]'::jsonb),
      'overdue_objectives', coalesce((
        select jsonb_agg(jsonb_build_object('title', o.title, 'priority', o.priority, 'day', o.day,
                                            'assignee', o.assignee, 'yours', coalesce(o.assignee_id = p_user, false))
                         order by o.day, o.position)
        from (select o.title, o.priority, o.day, o.position, o.assignee_id,
                     (select private.member_name(p.display_name, p.email) from public.profiles p where p.id = o.assignee_id) as assignee
              from public.objectives o
              where o.dashboard_id = b.id and o.day < p_day and not o.done
              order by o.day, o.position limit 5) o
      ), '[]'::jsonb)
    ) order by lower(b.name), b.id)
  from boards b
  where b.open_today > 0 or b.overdue > 0
$$;

revoke all on function private.daily_email_json(uuid, date) from public, anon, authenticated, service_role;
