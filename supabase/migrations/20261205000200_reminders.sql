-- =============================================================================
-- Reminders: an email at a time of an objective's day (decision 074)
-- =============================================================================
-- Objectives belong to a day, and the daily email tells the morning what the day
-- holds; but "call the dentist at 2 pm" needs a nudge at 2 pm, which every planner
-- people leave us for has (peers.md: due-date reminders). A member sets, on an
-- objective's page, a time of its day for themself; the daily-email Worker, which
-- runs every minute, sends the email when that moment comes in the member's time
-- zone. The reminder follows its objective: to another day, to the next one of a
-- repeating series, and into a new time zone; a done objective's stays silent.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The reminders
-- -----------------------------------------------------------------------------

create table private.reminders (
  objective_id uuid not null references public.objectives (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  local_time time(0) not null,
  remind_at timestamptz not null,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (objective_id, user_id)
);

comment on table private.reminders is 'A member''s reminder of an objective: one each, their own, read and written only through functions.';
comment on column private.reminders.objective_id is 'What it reminds of; it goes with the objective.';
comment on column private.reminders.user_id is 'Who is reminded (who set it); it goes with the account.';
comment on column private.reminders.local_time is 'The time of the objective''s day, in the member''s time zone.';
comment on column private.reminders.remind_at is 'The moment: the objective''s day at local_time in the member''s saved time zone. Kept in step by triggers when the day or the zone changes.';
comment on column private.reminders.sent_at is 'When its email was claimed to go; null while still to go. A new day or time clears it.';
comment on column private.reminders.created_at is 'When it was first set.';
comment on column private.reminders.updated_at is 'When its time was last set.';

-- The Worker's question every minute: which unsent ones are due.
create index reminders_due on private.reminders (remind_at) where sent_at is null;
-- The account's own, when its time zone changes.
create index reminders_user on private.reminders (user_id);

-- -----------------------------------------------------------------------------
-- Following the objective and the member's zone
-- -----------------------------------------------------------------------------

-- On another day, the same time of that day, to be sent again.
create function private.reminders_follow_day()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update private.reminders r
  set remind_at = (new.day + r.local_time) at time zone p.time_zone, sent_at = null, updated_at = now()
  from public.profiles p
  where r.objective_id = new.id and p.id = r.user_id and p.time_zone is not null;
  return null;
end;
$$;
create trigger reminders_follow_day after update of day on public.objectives
  for each row when (old.day is distinct from new.day) execute function private.reminders_follow_day();

-- The next one of a repeating series (repeat_from: the one whose completion added it) has
-- the same reminders, on its own day.
create function private.reminders_to_next()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  insert into private.reminders (objective_id, user_id, local_time, remind_at)
  select new.id, r.user_id, r.local_time, (new.day + r.local_time) at time zone p.time_zone
  from private.reminders r join public.profiles p on p.id = r.user_id
  where r.objective_id = new.repeat_from and p.time_zone is not null
  on conflict do nothing;
  return null;
end;
$$;
create trigger reminders_to_next after insert on public.objectives
  for each row when (new.repeat_from is not null) execute function private.reminders_to_next();

-- A member who moves to another zone is reminded at the same local time there.
create function private.reminders_follow_zone()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update private.reminders r
  set remind_at = (o.day + r.local_time) at time zone new.time_zone, updated_at = now()
  from public.objectives o
  where r.user_id = new.id and o.id = r.objective_id and r.sent_at is null;
  return null;
end;
$$;
create trigger reminders_follow_zone after update of time_zone on public.profiles
  for each row when (new.time_zone is not null and old.time_zone is distinct from new.time_zone)
  execute function private.reminders_follow_zone();

-- -----------------------------------------------------------------------------
-- Set, read and take off one's own
-- -----------------------------------------------------------------------------

create function public.set_my_reminder(p_objective uuid, p_at time default null, p_time_zone text default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
  v public.objectives := private.find_objective(p_objective);
  v_zone text;
  v_moment timestamptz;
begin
  if p_at is null then
    delete from private.reminders where objective_id = v.id and user_id = v_user;
    return null;
  end if;
  if v.done then
    raise exception using errcode = 'PT422', message = 'reminder_done';
  end if;
  -- As the daily email does: the request's zone is saved when none is.
  select p.time_zone into v_zone from public.profiles p where p.id = v_user for update;
  if v_zone is null then
    if coalesce(p_time_zone, '') = '' or not exists (select 1 from pg_catalog.pg_timezone_names where name = p_time_zone) then
      raise exception using errcode = 'PT422', message = 'time_zone_invalid';
    end if;
    v_zone := p_time_zone;
    update public.profiles set time_zone = v_zone, updated_at = now() where id = v_user;
  end if;
  v_moment := (v.day + date_trunc('minute', p_at)::time) at time zone v_zone;
  if v_moment <= now() then
    raise exception using errcode = 'PT422', message = 'reminder_past';
  end if;
  insert into private.reminders as r (objective_id, user_id, local_time, remind_at)
  values (v.id, v_user, date_trunc('minute', p_at)::time, v_moment)
  on conflict (objective_id, user_id) do update
    set local_time = excluded.local_time, remind_at = excluded.remind_at, sent_at = null, updated_at = now();
  return jsonb_build_object('at', to_char(p_at, 'HH24:MI'), 'day', v.day, 'time_zone', v_zone);
end;
$$;
comment on function public.set_my_reminder(uuid, time, text) is
  'Sets the caller''s reminder of an objective at a time of its day in their time zone (saving the request''s zone if none is saved), or takes it off (null). Refuses a moment gone (reminder_past) and a done objective (reminder_done).';

create function private.my_reminder(p_objective uuid)
returns json language sql stable security definer set search_path = '' as $$
  select json_build_object('at', to_char(r.local_time, 'HH24:MI'), 'remind_at', private.utc_text(r.remind_at),
                           'sent_at', private.utc_text(r.sent_at))
  from private.reminders r
  where r.objective_id = p_objective and r.user_id = (select auth.uid())
$$;
comment on function private.my_reminder(uuid) is
  'The calling member''s reminder of the objective ({at: "HH:MM", remind_at, sent_at}), or null.';

-- -----------------------------------------------------------------------------
-- The Worker: claim what is due, give back what could not go
-- -----------------------------------------------------------------------------

-- Due: its moment came within the last hour (a run that missed more tries no more), the
-- objective is open, its dashboard not archived, and the person still a member of it.
create function public.claim_reminders(p_limit int default 50, p_now timestamptz default now())
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_result jsonb;
begin
  with due as (
    select r.objective_id, r.user_id
    from private.reminders r
    join public.objectives o on o.id = r.objective_id
    join public.dashboards d on d.id = o.dashboard_id
    where r.sent_at is null and r.remind_at <= p_now and r.remind_at > p_now - interval '1 hour'
      and not o.done and d.archived_at is null
      and exists (select 1 from public.dashboard_members m where m.dashboard_id = d.id and m.user_id = r.user_id)
    order by r.remind_at, r.objective_id, r.user_id
    limit greatest(p_limit, 0)
    for update of r skip locked
  ),
  claimed as (
    update private.reminders r set sent_at = p_now
    from due where r.objective_id = due.objective_id and r.user_id = due.user_id
    returning r.objective_id, r.user_id, r.local_time, r.remind_at
  )
  select jsonb_build_object(
      'claimed', count(*),
      'reminders', coalesce(jsonb_agg(jsonb_build_object(
        'user_id', c.user_id,
        'email', p.email,
        'name', p.display_name,
        'locale', p.locale,
        'at', to_char(c.local_time, 'HH24:MI'),
        'objective', jsonb_build_object('id', o.id, 'title', o.title, 'day', o.day, 'priority', o.priority,
                                        'description', o.description),
        'dashboard', jsonb_build_object('id', d.id, 'name', d.name)
      ) order by c.remind_at, c.objective_id, c.user_id), '[]'::jsonb))
    into v_result
  from claimed c
  join public.objectives o on o.id = c.objective_id
  join public.dashboards d on d.id = o.dashboard_id
  join public.profiles p on p.id = c.user_id;
  return v_result;
end;
$$;
comment on function public.claim_reminders(int, timestamptz) is
  'For the daily-email Worker: marks up to p_limit due reminders sent and answers what each email says ({claimed, reminders}).';

create function public.release_reminders(p_objectives uuid[], p_users uuid[])
returns void language sql security definer set search_path = '' as $$
  update private.reminders r set sent_at = null
  from unnest(p_objectives, p_users) as x(objective_id, user_id)
  where r.objective_id = x.objective_id and r.user_id = x.user_id
$$;
comment on function public.release_reminders(uuid[], uuid[]) is
  'For the daily-email Worker: gives back claimed reminders (pairs of objective and person) whose email could not go.';

-- -----------------------------------------------------------------------------
-- The objective's page
-- -----------------------------------------------------------------------------

-- As in the viewers-out-of-lists migration, plus "reminder" (the caller's own).
create or replace function public.get_objective_page(p_objective uuid)
returns jsonb language plpgsql stable set search_path = '' as $$
declare
  v public.objectives;
begin
  select * into v from public.objectives where id = p_objective;
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'objective_not_found';
  end if;
  return jsonb_build_object(
    'dashboard', private.dashboard_json(v.dashboard_id),
    'objective', private.objective_json(v),
    'markers', private.markers_json(v.dashboard_id),
    'me', (select auth.uid()),
    'members', coalesce((
      select jsonb_agg(jsonb_build_object('id', m.user_id, 'name', private.member_name(p.display_name, p.email))
                       order by lower(private.member_name(p.display_name, p.email)))
      from public.dashboard_members m join public.profiles p on p.id = m.user_id
      -- Who it may be assigned to: not a viewer (decision 066), unless one did it already.
      where m.dashboard_id = v.dashboard_id and (m.role <> 'viewer' or m.user_id = v.assignee_id)), '[]'::jsonb),
    'dashboards', coalesce((
      select jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name)
                       order by me.favorite desc, me.position nulls last, lower(d.name), d.created_at)
      from public.dashboard_members me join public.dashboards d on d.id = me.dashboard_id
      where me.user_id = (select auth.uid()) and ((d.archived_at is null and me.role <> 'viewer') or d.id = v.dashboard_id)), '[]'::jsonb),
    'checklist', coalesce((
      select jsonb_agg(jsonb_build_object('id', i.id, 'title', i.title, 'done', i.done, 'position', i.position)
                       order by i.position, i.created_at, i.id)
      from public.checklist_items i where i.objective_id = v.id), '[]'::jsonb),
    'comments', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', c.id, 'author', c.author_id, 'body', c.body, 'created_at', c.created_at,
               'edited_at', c.edited_at,
               -- Named while they are a member (whose profile the caller may read).
               'name', (select private.member_name(p.display_name, p.email)
                        from public.dashboard_members m join public.profiles p on p.id = m.user_id
                        where m.dashboard_id = c.dashboard_id and m.user_id = c.author_id))
             order by c.created_at, c.id)
      from public.comments c where c.objective_id = v.id), '[]'::jsonb),
    'time_zone', (select p.time_zone from public.profiles p where p.id = (select auth.uid())),
    'reminder', private.my_reminder(v.id)
  );
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on table private.reminders from public, anon, authenticated, service_role;
revoke all on function private.reminders_follow_day(), private.reminders_to_next(), private.reminders_follow_zone()
  from public, anon, authenticated, service_role;
revoke all on function public.set_my_reminder(uuid, time, text), private.my_reminder(uuid),
  public.claim_reminders(int, timestamptz), public.release_reminders(uuid[], uuid[])
  from public, anon, authenticated, service_role;
grant execute on function public.set_my_reminder(uuid, time, text), private.my_reminder(uuid) to authenticated;
grant execute on function public.claim_reminders(int, timestamptz), public.release_reminders(uuid[], uuid[]) to service_role;
