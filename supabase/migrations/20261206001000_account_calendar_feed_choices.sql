-- =============================================================================
-- What one's calendar link to all shows (decisions 085, 087)
-- =============================================================================
-- One's link to all (decision 085) showed every dashboard one is a member of. Someone
-- on a busy shared dashboard they only look in on ("Office kitchen") had its every
-- objective in their calendar, and everyone else's on a shared one ("Home": the
-- partner's errands too). On /settings they now choose which of their dashboards it
-- shows (each one in unless left out, so a dashboard joined later comes in) and may
-- leave out objectives assigned to someone else (theirs and unassigned ones stay).
-- A dashboard's own link stays as it was: all of that dashboard.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The choices
-- -----------------------------------------------------------------------------

create table private.account_calendar_feed_choices (
  user_id uuid primary key references auth.users (id) on delete cascade,
  left_out uuid[] not null default '{}',
  only_mine boolean not null default false,
  updated_at timestamptz not null default now()
);

comment on table private.account_calendar_feed_choices is 'What one''s calendar link to all one''s dashboards shows; no row: everything.';
comment on column private.account_calendar_feed_choices.user_id is 'Whose choices; deleting the account deletes them.';
comment on column private.account_calendar_feed_choices.left_out is 'Dashboards left out of the link (only ones they were a member of when chosen); any other of theirs is in.';
comment on column private.account_calendar_feed_choices.only_mine is 'Leave out objectives assigned to someone else (one''s own and unassigned ones stay).';
comment on column private.account_calendar_feed_choices.updated_at is 'When they were last chosen.';

-- Read and written only inside the functions below. They outlive a reset of the link.
alter table private.account_calendar_feed_choices enable row level security;
revoke all on table private.account_calendar_feed_choices from public, anon, authenticated, service_role;

-- Leaves out the named dashboards of the caller's (any other id is ignored) and sets whether
-- others' objectives show. Choosing again replaces the choice: a double submit is the same.
create function public.set_account_calendar_feed_choices(p_left_out uuid[], p_only_mine boolean)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_left_out uuid[];
begin
  select coalesce(array_agg(m.dashboard_id order by m.dashboard_id), '{}') into v_left_out
  from public.dashboard_members m
  where m.user_id = v_me and m.dashboard_id = any (coalesce(p_left_out, '{}'));
  insert into private.account_calendar_feed_choices as c (user_id, left_out, only_mine)
  values (v_me, v_left_out, coalesce(p_only_mine, false))
  on conflict (user_id) do update
    set left_out = excluded.left_out, only_mine = excluded.only_mine, updated_at = now();
  return jsonb_build_object('left_out', to_jsonb(v_left_out), 'only_mine', coalesce(p_only_mine, false));
end;
$$;

comment on function public.set_account_calendar_feed_choices(uuid[], boolean) is
  'Chooses what the caller''s calendar link to all shows: the dashboards of theirs left out (other ids ignored) and whether objectives assigned to others are left out ({left_out, only_mine}).';

-- -----------------------------------------------------------------------------
-- The feed's rows: others' objectives left out when asked
-- -----------------------------------------------------------------------------

-- As in the account calendar feed migration (the reminders' day as in the days-before
-- migration), with p_others: false leaves out the objectives assigned to someone else
-- than p_user. A dashboard's link shows them all.
drop function private.feed_rows(uuid, uuid[]);
create function private.feed_rows(p_user uuid, p_dashboards uuid[], p_others boolean default true)
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
          and (p_others or o.assignee_id is null or o.assignee_id = p_user)
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
          and (p_others or o.assignee_id is null or o.assignee_id = p_user)
        order by p.day, o.position, o.created_at
        limit 2000
      ) u), '[]'),
    'reminders', coalesce((
      select jsonb_object_agg(r.objective_id, private.reminder_when(o.day, r.days_before, r.local_time))
      from private.reminders r join public.objectives o on o.id = r.objective_id
      where r.user_id = p_user and o.dashboard_id = any (p_dashboards) and not o.done
        and o.day >= current_date - 365), '{}'))
$$;

comment on function private.feed_rows(uuid, uuid[], boolean) is
  'A calendar feed''s rows of the dashboards given, for the link''s owner: {objectives, upcoming, reminders}; p_others false leaves out objectives assigned to others.';

-- -----------------------------------------------------------------------------
-- One's link to all: the dashboards chosen, others' objectives left out when chosen
-- -----------------------------------------------------------------------------

-- As in the account calendar feed migration.
create or replace function public.get_account_calendar_feed(p_token text)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v private.account_calendar_feeds;
  v_choices private.account_calendar_feed_choices;
  v_dashboards uuid[];
begin
  select * into v from private.account_calendar_feeds f where f.token_hash = private.token_hash(p_token);
  if not found then
    raise exception using errcode = 'PT404', message = 'feed_not_found';
  end if;
  if v.revoked_at is not null then
    raise exception using errcode = 'PT410', message = 'feed_revoked';
  end if;
  select * into v_choices from private.account_calendar_feed_choices c where c.user_id = v.user_id;
  select coalesce(array_agg(d.id), '{}') into v_dashboards
  from public.dashboard_members m join public.dashboards d on d.id = m.dashboard_id
  where m.user_id = v.user_id and d.archived_at is null
    and not (d.id = any (coalesce(v_choices.left_out, '{}')));
  return (jsonb_build_object(
            'dashboard', null,
            'dashboards', coalesce((
              select jsonb_object_agg(d.id, d.name) from public.dashboards d where d.id = any (v_dashboards)), '{}'),
            'locale', (select p.locale from public.profiles p where p.id = v.user_id))
          || private.feed_rows(v.user_id, v_dashboards, not coalesce(v_choices.only_mine, false)))::json;
end;
$$;

-- -----------------------------------------------------------------------------
-- /settings shows the choices
-- -----------------------------------------------------------------------------

-- As in the account calendar feed migration, plus 'calendar_choices'.
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
                      where f.user_id = (select auth.uid()) and f.revoked_at is null),
    'calendar_choices', coalesce((select jsonb_build_object('left_out', to_jsonb(c.left_out), 'only_mine', c.only_mine)
                                  from private.account_calendar_feed_choices c where c.user_id = (select auth.uid())),
                                 jsonb_build_object('left_out', '[]'::jsonb, 'only_mine', false)));
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.feed_rows(uuid, uuid[], boolean), public.set_account_calendar_feed_choices(uuid[], boolean)
  from public, anon, authenticated, service_role;
grant execute on function public.set_account_calendar_feed_choices(uuid[], boolean) to authenticated;
