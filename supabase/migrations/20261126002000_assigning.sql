-- =============================================================================
-- Assigning: quick add's "+name", the edit page, and "Ann assigned you …"
-- =============================================================================
-- add_objective takes an assignee by id or by the name quick add's "+name" gives;
-- update_objective changes it. When someone else assigns an objective to a
-- member, the change's answer carries a notice for the app to email them (their
-- address, language and name, the dashboard's name, who assigned it), as
-- Todoist tells people of tasks given to them. Nobody is told of their own
-- assignments, of an assignee kept as it was, or when they turned these emails
-- off in their settings (decision 037).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Naming a member
-- -----------------------------------------------------------------------------

-- p_user as an assignee of p_dashboard: null, or a member (else PT422 assignee_not_member).
create function private.check_assignee(p_dashboard uuid, p_user uuid)
returns uuid language plpgsql stable security definer set search_path = '' as $$
begin
  if p_user is not null and not exists (
    select 1 from public.dashboard_members m where m.dashboard_id = p_dashboard and m.user_id = p_user
  ) then
    raise exception using errcode = 'PT422', message = 'assignee_not_member';
  end if;
  return p_user;
end;
$$;

-- The member quick add's "+name" means, case-insensitively: whoever's whole name, email or
-- email's first part it is; else whose first name it is; else whose name or email begins
-- with it. Nobody: PT422 assignee_unknown; two people at the first level that matches:
-- assignee_ambiguous (the name in the hint, for the message).
create function private.member_named(p_dashboard uuid, p_name text)
returns uuid language plpgsql stable security definer set search_path = '' as $$
declare
  v_name text := lower(pg_catalog.btrim(coalesce(p_name, '')));
  v_ids uuid[];
begin
  if v_name = '' then
    return null;
  end if;
  with m as (
    select m.user_id, lower(coalesce(pg_catalog.btrim(p.display_name), '')) as name, lower(p.email) as email,
           lower(pg_catalog.split_part(p.email, '@', 1)) as local
    from public.dashboard_members m join public.profiles p on p.id = m.user_id
    where m.dashboard_id = p_dashboard
  ), ranked as (
    select m.user_id,
           case when v_name in (m.name, m.email, m.local) then 1
                when v_name = pg_catalog.split_part(m.name, ' ', 1) then 2
                when pg_catalog.starts_with(m.name, v_name) or pg_catalog.starts_with(m.local, v_name) then 3
           end as level
    from m
  )
  select array_agg(r.user_id) into v_ids from ranked r where r.level = (select min(level) from ranked);
  if v_ids is null then
    raise exception using errcode = 'PT422', message = 'assignee_unknown', hint = p_name;
  end if;
  if cardinality(v_ids) > 1 then
    raise exception using errcode = 'PT422', message = 'assignee_ambiguous', hint = p_name;
  end if;
  return v_ids[1];
end;
$$;

-- -----------------------------------------------------------------------------
-- The setting: on unless turned off
-- -----------------------------------------------------------------------------

create table private.assignment_email_optouts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table private.assignment_email_optouts is 'People who turned off the email sent when someone assigns them an objective; no row means on.';
comment on column private.assignment_email_optouts.user_id is 'Who turned it off; it goes with the account.';
comment on column private.assignment_email_optouts.created_at is 'When they turned it off.';

-- Read and written only inside the functions below.
alter table private.assignment_email_optouts enable row level security;
revoke all on table private.assignment_email_optouts from public, anon, authenticated, service_role;

create function public.set_assignment_emails(p_on boolean)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
begin
  if p_on is null then
    raise exception using errcode = 'PT422', message = 'assignment_emails_invalid';
  end if;
  if p_on then
    delete from private.assignment_email_optouts where user_id = v_user;
  else
    insert into private.assignment_email_optouts (user_id) values (v_user) on conflict (user_id) do nothing;
  end if;
  return jsonb_build_object('assignment_emails', p_on);
end;
$$;

comment on function public.set_assignment_emails(boolean) is
  'Turns on or off the email the caller gets when someone else assigns them an objective.';

-- As in the daily email migration, plus 'assignment_emails' (on or off) and the daily
-- email's 'weekdays'.
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
    -- The plan page's figures carry the appearance already.
    'appearance', v_billing -> 'appearance',
    'palette', (select jsonb_agg(jsonb_build_object('kind', kind, 'name', name, 'premium', premium) order by kind, position)
                from public.theme_colors),
    'billing', v_billing
  );
end;
$$;

-- -----------------------------------------------------------------------------
-- The notice
-- -----------------------------------------------------------------------------

-- {"notify": {email, name, locale, dashboard, by}} when the objective is now assigned to
-- someone other than the caller who was not its assignee before (p_before) and who wants
-- these emails; else {}.
create function private.assignment_notice(p_objective public.objectives, p_before uuid)
returns jsonb language sql stable security definer set search_path = '' as $$
  select coalesce((
    select jsonb_build_object('notify', jsonb_build_object(
             'email', p.email, 'name', private.member_name(p.display_name, p.email), 'locale', p.locale,
             'dashboard', d.name,
             'by', (select private.member_name(b.display_name, b.email) from public.profiles b where b.id = (select auth.uid()))))
    from public.profiles p
    join public.dashboards d on d.id = p_objective.dashboard_id
    where p.id = p_objective.assignee_id
      and p_objective.assignee_id is distinct from p_before
      and p_objective.assignee_id <> (select auth.uid())
      and not exists (select 1 from private.assignment_email_optouts o where o.user_id = p.id)
  ), '{}'::jsonb)
$$;

-- -----------------------------------------------------------------------------
-- Assigning
-- -----------------------------------------------------------------------------

-- As in the priorities migration, plus the assignee: p_assignee (a member's id) or
-- p_assignee_name (quick add's "+name", private.member_named); neither: nobody. The
-- answer carries the notice.
drop function public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int);
create function public.add_objective(
  p_dashboard uuid,
  p_day date,
  p_title text,
  p_marker_ids uuid[] default '{}',
  p_marker_names text[] default '{}',
  p_request_id uuid default null,
  p_repeat text default null,
  p_repeat_every int default 1,
  p_priority int default 4,
  p_assignee uuid default null,
  p_assignee_name text default null
)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_title text := private.clean_text(p_title, 500, 'title');
  v_repeat text := private.repeat_rule(p_repeat);
  v_every smallint := private.repeat_interval(v_repeat, p_repeat_every);
  v_priority smallint := private.check_priority(coalesce(p_priority, 4));
  v_assignee uuid;
  v_prior jsonb;
  v_markers uuid[];
  v public.objectives;
begin
  perform private.require_member(p_dashboard);
  if p_day is null then
    raise exception using errcode = 'PT422', message = 'day_required';
  end if;
  v_assignee := coalesce(private.check_assignee(p_dashboard, p_assignee), private.member_named(p_dashboard, p_assignee_name));
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  perform private.enforce_limit('objective', p_dashboard);
  v_markers := private.own_markers(p_dashboard, p_marker_ids);
  v_markers := v_markers || array(select x from unnest(private.markers_by_name(p_dashboard, p_marker_names)) x where not x = any(v_markers));
  perform private.lock_order(p_dashboard);
  insert into public.objectives (dashboard_id, day, title, position, repeat, repeat_every, priority, assignee_id)
  values (p_dashboard, p_day, v_title, private.next_position(p_dashboard, p_day), v_repeat, v_every, v_priority, v_assignee)
  returning * into v;
  perform private.set_objective_markers(v, v_markers);
  -- The notice stays out of the remembered answer: a double submit sends no second email.
  return private.remember_request(p_request_id, private.objective_json(v)) || private.assignment_notice(v, null);
end;
$$;

comment on function public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int, uuid, text) is
  'Adds an objective at the end of its day, with filters by id or name, an optional repeat rule, a priority and an assignee (by id, or by name as quick add''s "+name"); p_request_id makes a double submit add one.';

-- As in the priorities migration, plus p_assignee: null keeps it, 'none' leaves it to
-- nobody, a member's id assigns it to them (as p_repeat's 'none' ends a rule). The
-- answer carries the notice.
drop function public.update_objective(uuid, text, date, uuid[], text, int, text, int);
create function public.update_objective(
  p_objective uuid,
  p_title text default null,
  p_day date default null,
  p_marker_ids uuid[] default null,
  p_repeat text default null,
  p_repeat_every int default null,
  p_description text default null,
  p_priority int default null,
  p_assignee text default null
)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  -- A title-only edit leaves the order alone; anything that may move it locks first.
  v public.objectives := case when p_day is null then private.find_objective(p_objective) else private.find_objective_locked(p_objective) end;
  v_title text := case when p_title is null then v.title else private.clean_text(p_title, 500, 'title') end;
  v_description text := case when p_description is null then v.description
                             else private.clean_text(pg_catalog.btrim(p_description, E' \t\r\n'), 5000, 'description', false) end;
  v_priority smallint := case when p_priority is null then v.priority else private.check_priority(p_priority) end;
  v_repeat text := case when p_repeat is null then v.repeat else private.repeat_rule(p_repeat) end;
  v_every smallint := private.repeat_interval(v_repeat,
    case when p_repeat is null then coalesce(p_repeat_every, v.repeat_every) else coalesce(p_repeat_every, 1) end);
  v_assignee uuid := v.assignee_id;
  v_before uuid := v.assignee_id;
  v_from date := v.day;
  v_moves boolean := p_day is not null and p_day <> v.day;
begin
  if p_assignee = 'none' then
    v_assignee := null;
  elsif p_assignee is not null then
    if p_assignee !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception using errcode = 'PT422', message = 'assignee_not_member';
    end if;
    v_assignee := private.check_assignee(v.dashboard_id, p_assignee::uuid);
  end if;
  update public.objectives
  set title = v_title,
      description = v_description,
      priority = v_priority,
      assignee_id = v_assignee,
      day = coalesce(p_day, day),
      position = case when v_moves then private.next_position(v.dashboard_id, p_day) else position end,
      repeat = v_repeat,
      repeat_every = v_every,
      -- A new rule counts from the day; a new day keeps the series (keep_repeat_anchor).
      repeat_anchor = case when v_repeat is distinct from v.repeat or v_every <> v.repeat_every then null else repeat_anchor end,
      updated_at = now()
  where id = v.id
  returning * into v;
  if v_moves then
    perform private.renumber_day(v.dashboard_id, v_from);
  end if;
  if p_marker_ids is not null then
    perform private.set_objective_markers(v, private.own_markers(v.dashboard_id, p_marker_ids));
  end if;
  return private.objective_json(v) || private.assignment_notice(v, v_before);
end;
$$;

comment on function public.update_objective(uuid, text, date, uuid[], text, int, text, int, text) is
  'Changes an objective''s title, day, filters, repeat rule, description, priority or assignee; a null argument keeps what is there, p_repeat ''none'' ends the rule, p_assignee ''none'' leaves it to nobody.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.check_assignee(uuid, uuid),
  private.member_named(uuid, text),
  private.assignment_notice(public.objectives, uuid),
  public.set_assignment_emails(boolean),
  public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int, uuid, text),
  public.update_objective(uuid, text, date, uuid[], text, int, text, int, text) from public, anon, authenticated, service_role;
grant execute on function public.set_assignment_emails(boolean),
  public.add_objective(uuid, date, text, uuid[], text[], uuid, text, int, int, uuid, text),
  public.update_objective(uuid, text, date, uuid[], text, int, text, int, text) to authenticated;
