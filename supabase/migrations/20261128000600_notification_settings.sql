-- =============================================================================
-- Choosing what reaches the bell
-- =============================================================================
-- Notifications (decision 052) reach a member for five reasons. Someone who adds
-- the household's shopping for everyone does not want a notification each time
-- one is ticked; someone on a busy club dashboard wants nothing from it but still
-- to be a member. Todoist lets each kind of notification be turned off; here a
-- person turns off a reason for all their dashboards (in /settings), and a member
-- turns off one dashboard altogether (in its settings' "View"), each their own
-- choice (decision 054). A notification still comes for the first reason left on:
-- with "Objectives I added" off, a comment on one assigned to me still arrives.
-- What arrived before stays; the emails keep their own settings.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The choices
-- -----------------------------------------------------------------------------

create table private.notification_mutes (
  user_id uuid not null references auth.users (id) on delete cascade,
  reason text not null check (reason in ('mentioned', 'assigned', 'commented', 'created', 'admin')),
  created_at timestamptz not null default now(),
  primary key (user_id, reason)
);

comment on table private.notification_mutes is 'The reasons a person turned off: no notification reaches them for these; no row means on.';
comment on column private.notification_mutes.user_id is 'Whose choice; it goes with the account.';
comment on column private.notification_mutes.reason is 'The reason turned off, as in private.notifications.why.';
comment on column private.notification_mutes.created_at is 'When they turned it off.';

-- Read and written only inside the functions below.
alter table private.notification_mutes enable row level security;
revoke all on table private.notification_mutes from public, anon, authenticated, service_role;

alter table public.dashboard_members add column notify boolean not null default true;
comment on column public.dashboard_members.notify is
  'Whether what happens on this dashboard may notify the member (their choice; on unless turned off).';

-- -----------------------------------------------------------------------------
-- Setting them
-- -----------------------------------------------------------------------------

-- The reasons the caller has on, in the list's order.
create function private.my_notification_reasons()
returns jsonb language sql stable security definer set search_path = '' as $$
  select coalesce(pg_catalog.jsonb_agg(r order by i), '[]'::jsonb)
  from pg_catalog.unnest(array['mentioned', 'assigned', 'commented', 'created', 'admin']) with ordinality as a (r, i)
  where not exists (select 1 from private.notification_mutes m where m.user_id = (select auth.uid()) and m.reason = a.r)
$$;

comment on function private.my_notification_reasons() is
  'The notification reasons the caller keeps on, in order ([] when every one is off).';

-- The caller's reasons that stay on: every other one is turned off. The same list again
-- changes nothing.
create function public.set_notification_reasons(p_on text[])
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
  v_all constant text[] := array['mentioned', 'assigned', 'commented', 'created', 'admin'];
begin
  if p_on is null or not (p_on <@ v_all) then
    raise exception using errcode = 'PT422', message = 'notification_reason_invalid';
  end if;
  delete from private.notification_mutes where user_id = v_user and reason = any (p_on);
  insert into private.notification_mutes (user_id, reason)
  select v_user, r from pg_catalog.unnest(v_all) r where r <> all (p_on)
  on conflict (user_id, reason) do nothing;
  return pg_catalog.jsonb_build_object('notification_reasons', private.my_notification_reasons());
end;
$$;

comment on function public.set_notification_reasons(text[]) is
  'Keeps on the caller''s notification reasons listed (mentioned, assigned, commented, created, admin) and turns off the others.';

-- One of the caller's dashboards may notify them, or not.
create function public.set_dashboard_notifications(p_dashboard uuid, p_on boolean)
returns jsonb language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_member(p_dashboard);
  update public.dashboard_members set notify = coalesce(p_on, true)
  where dashboard_id = p_dashboard and user_id = (select auth.uid());
  return pg_catalog.jsonb_build_object('id', p_dashboard, 'notify', coalesce(p_on, true));
end;
$$;

comment on function public.set_dashboard_notifications(uuid, boolean) is
  'Lets one of the caller''s dashboards notify them, or not (PT404 for a dashboard not theirs).';

-- -----------------------------------------------------------------------------
-- Whom an entry reaches now
-- -----------------------------------------------------------------------------

-- As in the notifications migration, without the members who turned this dashboard off,
-- and with the first reason each recipient keeps on.
create or replace function private.notified_by(p_kind text, p_dashboard uuid, p_actor uuid, p_objective uuid, p_detail jsonb)
returns table (user_id uuid, why text) language sql stable security definer set search_path = '' as $$
  with o as (
    -- The objective now (also moved to another dashboard), else its copy kept for Undo.
    select o.assignee_id, o.created_by from public.objectives o where o.id = p_objective
    union all
    select d.assignee_id, d.created_by from private.deleted_objectives d
    where d.id = p_objective and not exists (select 1 from public.objectives x where x.id = p_objective)
  ), c as (
    select c.id, c.body from public.comments c
    where p_kind = 'commented' and c.id = (p_detail ->> 'comment')::uuid
  ), r (user_id, reason) as (
    select (p_detail ->> 'assignee')::uuid, 2 where p_kind in ('assigned', 'unassigned')
    union all
    -- Added already assigned (quick add's "+name"): the activity says "added".
    select o.assignee_id, 2 from o where p_kind = 'added'
    union all
    select u, 1 from c cross join lateral private.mentioned_members(p_dashboard, c.body) u
    union all
    select o.assignee_id, 2 from o
    where p_kind in ('commented', 'completed', 'reopened', 'rescheduled', 'renamed', 'deleted', 'moved_out')
    union all
    select e.author_id, 3 from c join public.comments e on e.objective_id = p_objective and e.id <> c.id
    union all
    select o.created_by, 4 from o
    where p_kind in ('commented', 'completed', 'reopened', 'rescheduled', 'renamed', 'deleted', 'moved_out')
    union all
    select private.dashboard_admin(p_dashboard), 5 where p_kind in ('joined', 'left')
  ), reasons (names) as (
    select array['mentioned', 'assigned', 'commented', 'created', 'admin']
  )
  select r.user_id, names[min(r.reason)]
  from r cross join reasons
  where r.user_id is not null and r.user_id is distinct from p_actor
    and exists (select 1 from public.dashboard_members m
                where m.dashboard_id = p_dashboard and m.user_id = r.user_id and m.notify)
    and not exists (select 1 from private.notification_mutes x
                    where x.user_id = r.user_id and x.reason = names[r.reason])
  group by r.user_id, names
$$;

-- -----------------------------------------------------------------------------
-- The pages show the choices
-- -----------------------------------------------------------------------------

-- As in the assigning migration, plus 'notification_reasons' (those on, in order; [] when none).
create or replace function public.get_account_page()
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
  v_billing jsonb := public.get_billing_page();
begin
  return jsonb_build_object(
    'profile', (select jsonb_build_object('id', p.id, 'email', p.email, 'display_name', p.display_name,
                  'time_zone', p.time_zone, 'locale', p.locale)
                from public.profiles p where p.id = v_user),
    'daily_email', (select jsonb_build_object('hour', e.hour, 'weekdays', e.weekdays)
                    from private.daily_emails e where e.user_id = v_user),
    'assignment_emails', not exists (select 1 from private.assignment_email_optouts o where o.user_id = v_user),
    'notification_reasons', private.my_notification_reasons(),
    -- The plan page's figures carry the appearance already.
    'appearance', v_billing -> 'appearance',
    'palette', (select jsonb_agg(jsonb_build_object('kind', kind, 'name', name, 'premium', premium) order by kind, position)
                from public.theme_colors),
    'billing', v_billing
  );
end;
$$;

-- As in the daily email dashboards migration, plus 'notify' (this dashboard may notify the caller).
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
      'on', private.my_daily_email_on()),
    'notify', (select m.notify from public.dashboard_members m
               where m.dashboard_id = p_dashboard and m.user_id = (select auth.uid()))
  );
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.set_notification_reasons(text[]), private.my_notification_reasons(),
  public.set_dashboard_notifications(uuid, boolean) from public, anon, authenticated, service_role;
grant execute on function public.set_notification_reasons(text[]), public.set_dashboard_notifications(uuid, boolean)
  to authenticated;
