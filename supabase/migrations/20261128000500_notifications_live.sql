-- =============================================================================
-- The notifications page follows the dashboards live
-- =============================================================================
-- /today and /upcoming reload when anything changes on one of the member's
-- dashboards (decision 014): their person's live object follows the dashboards
-- the page's function listed. The notifications page does the same, so a new
-- one shows while it is open (decision 052's addendum): its function lists the
-- caller's dashboards too.
-- =============================================================================

-- As in the notifications migration, plus dashboards: every dashboard of the caller's (ids).
create or replace function public.get_notifications_page(p_before bigint default null, p_limit int default 50,
                                              p_unread boolean default false)
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_entries jsonb;
  v_count int;
begin
  if p_limit is null or p_limit < 1 or p_limit > 200 or p_before < 1 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  select coalesce(pg_catalog.jsonb_agg(e.entry order by e.id desc), '[]'), count(*) into v_entries, v_count
  from (
    select n.id, pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
             'id', n.id, 'why', n.why, 'read', n.read_at is not null,
             'dashboard', pg_catalog.jsonb_build_object('id', d.id, 'name', d.name),
             'entry', pg_catalog.jsonb_build_object(
               'id', a.id, 'kind', a.kind, 'at', a.at, 'actor', a.actor_id,
               -- The actor by name while they are a member (as on the activity page).
               'name', (select private.member_name(p.display_name, p.email)
                        from public.dashboard_members m join public.profiles p on p.id = m.user_id
                        where m.dashboard_id = a.dashboard_id and m.user_id = a.actor_id),
               'objective', a.objective_id, 'subject', a.subject, 'detail', a.detail,
               -- Still on this dashboard: its title links to it.
               'exists', a.objective_id is not null and exists (
                 select 1 from public.objectives o where o.id = a.objective_id and o.dashboard_id = a.dashboard_id))
           )) as entry
    from private.notifications n
    join public.activity a on a.id = n.activity_id
    join public.dashboards d on d.id = n.dashboard_id
    where n.user_id = v_me and (p_before is null or n.id < p_before) and (not p_unread or n.read_at is null)
    order by n.id desc
    limit p_limit + 1
  ) e;
  if v_count > p_limit then
    v_entries := v_entries - p_limit;
  end if;
  return pg_catalog.jsonb_build_object(
    'notifications', v_entries,
    'more', v_count > p_limit,
    'unread', private.unread_notifications(),
    'time_zone', (select p.time_zone from public.profiles p where p.id = v_me),
    -- What the page follows live.
    'dashboards', (select coalesce(pg_catalog.jsonb_agg(m.dashboard_id), '[]'::jsonb)
                   from public.dashboard_members m where m.user_id = v_me)
  );
end;
$$;

comment on function public.get_notifications_page(bigint, integer, boolean) is
  'The notifications page: the caller''s notifications newest first (p_limit, older ones by p_before; p_unread: the unread ones only), each with its activity entry, dashboard, reason and read state; more; the unread count (at most 100); the caller''s time zone; the ids of the caller''s dashboards (what the page follows live).';
