-- =============================================================================
-- Choosing which dashboards the daily email covers
-- =============================================================================
-- The daily email (decision 026) lists every dashboard of one's own with anything
-- open today or late. Someone on a busy shared dashboard they only look at now and
-- then ("Office kitchen") gets its list every morning with their own. Each member
-- now chooses, per dashboard, in its settings' "View" section: "Include in my daily
-- email" (on by default, as before). It is the member's own choice, as "Show done"
-- is, and changes nothing for the others.
-- =============================================================================

alter table public.dashboard_members add column in_daily_email boolean not null default true;
comment on column public.dashboard_members.in_daily_email is
  'Whether the member''s daily email lists this dashboard (their choice; on unless turned off).';

-- -----------------------------------------------------------------------------
-- The member's choice
-- -----------------------------------------------------------------------------

create function public.set_daily_email_dashboard(p_dashboard uuid, p_included boolean)
returns jsonb language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_member(p_dashboard);
  update public.dashboard_members set in_daily_email = coalesce(p_included, true)
  where dashboard_id = p_dashboard and user_id = (select auth.uid());
  return jsonb_build_object('id', p_dashboard, 'in_daily_email', coalesce(p_included, true));
end;
$$;

comment on function public.set_daily_email_dashboard(uuid, boolean) is
  'Includes a dashboard of the caller''s in their daily email, or leaves it out (PT404 for a dashboard not theirs).';

-- -----------------------------------------------------------------------------
-- The email lists only those included
-- -----------------------------------------------------------------------------

-- As in the assignee daily email migration, without the dashboards left out.
create or replace function private.daily_email_json(p_user uuid, p_day date)
returns jsonb language sql stable set search_path = '' as $$
  with boards as (
    select d.id, d.name,
      (select count(*) from public.objectives o where o.dashboard_id = d.id and o.day = p_day and not o.done) as open_today,
      (select count(*) from public.objectives o where o.dashboard_id = d.id and o.day < p_day and not o.done) as overdue
    from public.dashboard_members m
    join public.dashboards d on d.id = m.dashboard_id
    where m.user_id = p_user and m.in_daily_email
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

-- -----------------------------------------------------------------------------
-- The settings page shows the choice
-- -----------------------------------------------------------------------------

-- Whether the caller gets the daily email at all (the table is closed to them).
create function private.my_daily_email_on()
returns boolean language sql stable security definer set search_path = '' as $$
  select exists (select 1 from private.daily_emails e where e.user_id = (select auth.uid()))
$$;

-- As in the own time zone migration, plus 'daily_email': {included, on}.
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
    'share', private.share_link_json(p_dashboard),
    -- The caller's own zone, null when unset (then the request's applies, as in private.today).
    'time_zone', (select p.time_zone from public.profiles p where p.id = (select auth.uid())),
    -- Whether this dashboard is in the caller's daily email, and whether they get one at all.
    'daily_email', jsonb_build_object(
      'included', (select m.in_daily_email from public.dashboard_members m
                   where m.dashboard_id = p_dashboard and m.user_id = (select auth.uid())),
      'on', private.my_daily_email_on())
  );
end;
$$;

revoke all on function public.set_daily_email_dashboard(uuid, boolean), private.my_daily_email_on()
  from public, anon, authenticated, service_role;
grant execute on function public.set_daily_email_dashboard(uuid, boolean), private.my_daily_email_on() to authenticated;
