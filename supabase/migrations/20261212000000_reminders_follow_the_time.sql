-- =============================================================================
-- Reminders that follow the objective's time (decision 094)
-- =============================================================================
-- An objective may have a time of its day (decision 093), and its reminder's one-click
-- choices are "at its time", "30 minutes before" and "an hour before". Set that way, the
-- reminder was still a clock time of its own: move the dentist from 3 PM to 4 PM and the
-- "30 minutes before" email still came at 2:30. Todoist's relative reminders follow the
-- task's time; so do ours now. A reminder set so many minutes before the objective's time
-- keeps that count (minutes_before) and moves with the time; one set at a clock time stays
-- at it, as before. Everything else that reads a reminder (its moment, the rows' alarm
-- clock, feeds, the emails) keeps reading local_time and days_before, kept in step here.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The count of minutes
-- -----------------------------------------------------------------------------

alter table private.reminders
  add column minutes_before int constraint reminders_minutes_before_range check (minutes_before between 0 and 43200);
comment on column private.reminders.minutes_before is
  'Minutes before the objective''s time it goes (0: at its time), moving when that time changes; null when set at a clock time of its own. Kept only while local_time and days_before are that many minutes before the time.';

-- The time of day and the days before that are p_minutes before p_at: 00:15 less 30 minutes is
-- 23:45 the day before.
create function private.time_before(p_at time, p_minutes int, out local_time time, out days_before int)
language sql immutable set search_path = '' as $$
  select (make_interval(mins => ((extract(epoch from p_at)::int / 60 - p_minutes) % 1440 + 1440) % 1440))::time,
         greatest(0, ceil((p_minutes - extract(epoch from p_at) / 60) / 1440.0)::int)
$$;
comment on function private.time_before(time, int) is
  'The time of day and the days before an objective''s day that are p_minutes before p_at on it.';

-- -----------------------------------------------------------------------------
-- Kept only while true
-- -----------------------------------------------------------------------------

-- Whatever writes a reminder (set at a clock time, for several at once, an Undo, a copy),
-- the count stays only while the reminder sits that many minutes before the objective's
-- time: set at another time it is a clock time again, as its writer meant.
create function private.reminders_keep_minutes_before()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  v_at time;
begin
  -- Only when its time, its day or the count is written: a trigger moving only its moment
  -- (reminders_follow_day, which may run before reminders_follow_time) leaves it alone.
  if new.minutes_before is not null
     and (tg_op = 'INSERT' or (new.local_time, new.days_before, new.minutes_before)
                               is distinct from (old.local_time, old.days_before, old.minutes_before)) then
    select o.at_time into v_at from public.objectives o where o.id = new.objective_id;
    if v_at is null or (select (b.local_time, b.days_before) is distinct from (new.local_time, new.days_before::int)
                        from private.time_before(v_at, new.minutes_before) b) then
      new.minutes_before := null;
    end if;
  end if;
  return new;
end;
$$;
create trigger reminders_keep_minutes_before before insert or update on private.reminders
  for each row execute function private.reminders_keep_minutes_before();

-- -----------------------------------------------------------------------------
-- Following the time
-- -----------------------------------------------------------------------------

-- A new time: those set so many minutes before it go that many minutes before the new one,
-- to be sent again (as on another day). No time any more: they stay where they are.
create function private.reminders_follow_time()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if new.at_time is null then
    update private.reminders r set minutes_before = null
    where r.objective_id = new.id and r.minutes_before is not null;
    return null;
  end if;
  with moved as (
    select r.user_id, b.local_time, b.days_before,
           (new.day - b.days_before + b.local_time) at time zone p.time_zone as remind_at
    from private.reminders r
    join public.profiles p on p.id = r.user_id and p.time_zone is not null
    cross join lateral private.time_before(new.at_time, r.minutes_before) b
    where r.objective_id = new.id and r.minutes_before is not null
  )
  update private.reminders r
  set local_time = m.local_time, days_before = m.days_before, remind_at = m.remind_at, sent_at = null, updated_at = now()
  from moved m
  where r.objective_id = new.id and r.user_id = m.user_id;
  return null;
end;
$$;
create trigger reminders_follow_time after update of at_time on public.objectives
  for each row when (old.at_time is distinct from new.at_time) execute function private.reminders_follow_time();

-- The next one of a series has the same time: its reminders follow it too.
create or replace function private.reminders_to_next()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  insert into private.reminders (objective_id, user_id, local_time, days_before, remind_at, minutes_before)
  select new.id, r.user_id, r.local_time, r.days_before, (new.day - r.days_before + r.local_time) at time zone p.time_zone,
         r.minutes_before
  from private.reminders r join public.profiles p on p.id = r.user_id
  where r.objective_id = new.repeat_from and p.time_zone is not null
  on conflict do nothing;
  return null;
end;
$$;

-- -----------------------------------------------------------------------------
-- Setting one
-- -----------------------------------------------------------------------------

create function public.set_my_reminder_before(p_objective uuid, p_minutes int, p_time_zone text default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
  v public.objectives := private.find_objective(p_objective);
  b record;
  v_set jsonb;
begin
  if v.at_time is null then
    raise exception using errcode = 'PT422', message = 'reminder_no_time';
  end if;
  if p_minutes is null or p_minutes < 0 or p_minutes > 43200 then
    raise exception using errcode = 'PT422', message = 'reminder_before_invalid';
  end if;
  select * into b from private.time_before(v.at_time, p_minutes);
  -- Its checks (done, a moment gone, the zone) and its upsert, then the count it follows by.
  v_set := public.set_my_reminder(p_objective, b.local_time, p_time_zone, b.days_before);
  update private.reminders set minutes_before = p_minutes where objective_id = v.id and user_id = v_user;
  return v_set || jsonb_build_object('minutes_before', p_minutes);
end;
$$;
comment on function public.set_my_reminder_before(uuid, int, text) is
  'Sets the caller''s reminder of a timed objective p_minutes (0 to 43200) before its time, moving with that time; refuses an objective without one (reminder_no_time). Otherwise as set_my_reminder.';

create or replace function private.my_reminder(p_objective uuid)
returns json language sql stable security definer set search_path = '' as $$
  select json_build_object('at', to_char(r.local_time, 'HH24:MI'), 'days_before', r.days_before,
                           'minutes_before', r.minutes_before,
                           'remind_at', private.utc_text(r.remind_at), 'sent_at', private.utc_text(r.sent_at))
  from private.reminders r
  where r.objective_id = p_objective and r.user_id = (select auth.uid())
$$;
comment on function private.my_reminder(uuid) is
  'The calling member''s reminder of the objective ({at: "HH:MM", days_before, minutes_before, remind_at, sent_at}), or null.';

-- -----------------------------------------------------------------------------
-- Copies keep the count: a duplicate, and a deleted one back by Undo
-- -----------------------------------------------------------------------------

create or replace function public.duplicate_objective(p_objective uuid, p_request_id uuid default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
  v_prior jsonb;
  c public.objectives;
begin
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  perform private.enforce_limit('objective', v.dashboard_id);
  -- Between the original and the one after it; renumbering makes the day 1..n again.
  insert into public.objectives (dashboard_id, day, title, description, priority, assignee_id, position,
                                 repeat, repeat_every, repeat_anchor, repeat_from_done, repeat_until, deadline, at_time)
  values (v.dashboard_id, v.day, v.title, v.description, v.priority, v.assignee_id, v.position + 0.5,
          -- A done one's series went on in its next one (decision 028): its copy does not repeat.
          case when v.done then null else v.repeat end, case when v.done then 1 else v.repeat_every end,
          case when v.done then null else v.repeat_anchor end, not v.done and v.repeat_from_done,
          case when v.done then null else v.repeat_until end, v.deadline, v.at_time)
  returning * into c;
  perform private.set_objective_markers(c, v.marker_ids);
  insert into public.checklist_items (dashboard_id, objective_id, title, position)
  select c.dashboard_id, c.id, i.title, i.position from public.checklist_items i where i.objective_id = v.id;
  -- The caller's own reminder, while its moment is still to come (others' are theirs to set).
  insert into private.reminders (objective_id, user_id, local_time, days_before, remind_at, minutes_before)
  select c.id, r.user_id, r.local_time, r.days_before, r.remind_at, r.minutes_before from private.reminders r
  where r.objective_id = v.id and r.user_id = (select auth.uid()) and r.remind_at > now() and not v.done;
  perform private.renumber_day(v.dashboard_id, v.day);
  select * into c from public.objectives where id = c.id;
  return private.remember_request(p_request_id, private.objective_json(c));
end;
$$;

create or replace function public.delete_objective(p_objective uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
begin
  delete from private.deleted_objectives where deleted_at < now() - interval '1 hour';
  insert into private.deleted_objectives (id, dashboard_id, day, title, done_at, position, marker_ids, created_by, created_at, repeat,
                                          repeat_every, repeat_anchor, repeat_from_done, description, priority, assignee_id,
                                          comments, checklist, repeat_until, deadline, reminders, at_time)
  values (v.id, v.dashboard_id, v.day, v.title, v.done_at, v.position, v.marker_ids, v.created_by, v.created_at, v.repeat,
          v.repeat_every, v.repeat_anchor, v.repeat_from_done, v.description, v.priority, v.assignee_id,
          coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'author', c.author_id, 'body', c.body,
                                                        'created_at', c.created_at, 'edited_at', c.edited_at,
                                                        'reactions', coalesce((
                                                          select jsonb_agg(jsonb_build_object('user', r.user_id, 'reaction', r.reaction,
                                                                                              'created_at', r.created_at))
                                                          from public.comment_reactions r where r.comment_id = c.id), '[]')))
                    from public.comments c where c.objective_id = v.id), '[]'),
          coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'title', i.title, 'done', i.done, 'position', i.position,
                                                        'created_at', i.created_at))
                    from public.checklist_items i where i.objective_id = v.id), '[]'),
          v.repeat_until, v.deadline,
          coalesce((select jsonb_agg(jsonb_build_object('user', r.user_id, 'at', to_char(r.local_time, 'HH24:MI'), 'days', r.days_before,
                                                        'before', r.minutes_before, 'sent_at', r.sent_at,
                                                        'created_at', r.created_at))
                    from private.reminders r where r.objective_id = v.id), '[]'),
          v.at_time)
  on conflict (id) do nothing;
  delete from public.objectives where id = v.id;
  perform private.renumber_day(v.dashboard_id, v.day);
  return private.objective_json(v);
end;
$$;

create or replace function public.restore_objective(p_objective uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  d private.deleted_objectives;
  v public.objectives;
begin
  select * into d from private.deleted_objectives where id = p_objective;
  if d.id is null then
    -- Already back (a second submit), or never deleted: find_objective answers or refuses.
    return private.objective_json(private.find_objective(p_objective));
  end if;
  perform private.require_member(d.dashboard_id);
  if d.deleted_at < now() - interval '1 hour' then
    raise exception using errcode = 'PT410', message = 'undo_expired';
  end if;
  if d.done_at is null then
    perform private.enforce_limit('objective', d.dashboard_id);
  end if;
  perform private.lock_order(d.dashboard_id);
  -- Locked: a concurrent restore of the same copy waits here, then finds it gone.
  delete from private.deleted_objectives where id = d.id returning * into d;
  if d.id is null then
    return private.objective_json(private.find_objective(p_objective));
  end if;
  -- Its old place: those from there on move down one.
  update public.objectives set position = position + 1
  where dashboard_id = d.dashboard_id and day = d.day and position >= d.position;
  insert into public.objectives (id, dashboard_id, day, title, description, priority, assignee_id, done, done_at, position,
                                 created_by, created_at, repeat, repeat_every, repeat_anchor, repeat_from_done,
                                 repeat_until, deadline, at_time)
  values (d.id, d.dashboard_id, d.day, d.title, d.description, d.priority,
          (select m.user_id from public.dashboard_members m where m.dashboard_id = d.dashboard_id and m.user_id = d.assignee_id),
          d.done_at is not null, d.done_at, d.position, d.created_by, d.created_at, d.repeat, d.repeat_every, d.repeat_anchor,
          d.repeat_from_done, d.repeat_until, d.deadline, d.at_time)
  returning * into v;
  -- The filters that still exist.
  perform private.set_objective_markers(v, array(
    select m from unnest(d.marker_ids) with ordinality as x (m, i)
    where exists (select 1 from public.markers k where k.id = m and k.dashboard_id = d.dashboard_id)
    order by i
  ));
  -- Its comments, as they were.
  insert into public.comments (id, dashboard_id, objective_id, author_id, body, created_at, edited_at)
  select (c->>'id')::uuid, d.dashboard_id, d.id, (select u.id from auth.users u where u.id = (c->>'author')::uuid),
         c->>'body', (c->>'created_at')::timestamptz, (c->>'edited_at')::timestamptz
  from jsonb_array_elements(d.comments) c;
  -- Their reactions, of those still members.
  insert into public.comment_reactions (comment_id, dashboard_id, user_id, reaction, created_at)
  select (c->>'id')::uuid, d.dashboard_id, (r->>'user')::uuid, r->>'reaction', (r->>'created_at')::timestamptz
  from jsonb_array_elements(d.comments) c
  cross join lateral jsonb_array_elements(coalesce(c->'reactions', '[]')) r
  where exists (select 1 from public.dashboard_members m
                where m.dashboard_id = d.dashboard_id and m.user_id = (r->>'user')::uuid)
  on conflict do nothing;
  -- Its checklist, as it was.
  insert into public.checklist_items (id, dashboard_id, objective_id, title, done, position, created_at)
  select (i->>'id')::uuid, d.dashboard_id, d.id, i->>'title', (i->>'done')::boolean, (i->>'position')::int,
         (i->>'created_at')::timestamptz
  from jsonb_array_elements(d.checklist) i;
  -- Its reminders, for those still members with a time zone: at the same time of its day (or
  -- of the same day before it)
  -- in their zone now; one already sent stays sent, one whose moment went by meanwhile goes
  -- as a late one would (the Worker takes those of the last hour).
  insert into private.reminders (objective_id, user_id, local_time, days_before, remind_at, sent_at, created_at,
                               minutes_before)
  select d.id, p.id, (r->>'at')::time, coalesce((r->>'days')::smallint, 0),
         (d.day - coalesce((r->>'days')::smallint, 0) + (r->>'at')::time) at time zone p.time_zone,
         (r->>'sent_at')::timestamptz, (r->>'created_at')::timestamptz, (r->>'before')::int
  from jsonb_array_elements(d.reminders) r
  join public.profiles p on p.id = (r->>'user')::uuid and p.time_zone is not null
  where exists (select 1 from public.dashboard_members m where m.dashboard_id = d.dashboard_id and m.user_id = p.id)
  on conflict do nothing;
  perform private.renumber_day(d.dashboard_id, d.day);
  select * into v from public.objectives where id = d.id;
  return private.objective_json(v);
end;
$$;
-- -----------------------------------------------------------------------------
-- "Download your data" names the count beside its time (null: a clock time)
-- -----------------------------------------------------------------------------

create or replace function private.account_export_sections()
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_body text;
begin
  select json_build_object(
    'format', 'planner-account',
    'version', 1,
    'exported_at', private.utc_text(now()),
    'account', json_build_object(
      'id', p.id, 'email', p.email, 'display_name', p.display_name, 'time_zone', p.time_zone,
      'language', p.locale, 'color_mode', p.color_mode, 'theme_primary', p.theme_primary,
      'theme_neutral', p.theme_neutral, 'created_at', private.utc_text(p.created_at)),
    'settings', json_build_object(
      -- The first day of one's week (ISO: 1 Monday … 7 Sunday); null: the language's.
      'week_start', p.week_start,
      -- Where signing in leads: "dashboards", "today", "upcoming" or a dashboard's id (the
      -- account's metadata, decision 065); null: the dashboards, never chosen.
      'start_page', (select u.raw_user_meta_data ->> 'home_view' from auth.users u where u.id = v_me),
      -- The daily email's hour in the saved time zone and whether Monday to Friday only; null when off.
      'daily_email', (select json_build_object('hour', e.hour, 'weekdays_only', e.weekdays)
                      from private.daily_emails e where e.user_id = v_me),
      'assignment_emails', not exists (select 1 from private.assignment_email_optouts a where a.user_id = v_me),
      'notification_reasons', private.my_notification_reasons(),
      'productivity', (
        select json_build_object('daily_goal', coalesce(g.daily, 5), 'weekly_goal', coalesce(g.weekly, 25),
                                 'days_off', coalesce(to_json(g.days_off), '[]'::json),
                                 -- Every stretch vacation mode was on ('until' null: on now).
                                 'vacations', coalesce((
                                   select json_agg(json_build_object('from', v.from_day, 'until', v.until_day)
                                                   order by v.from_day)
                                   from private.productivity_vacations v where v.user_id = v_me), '[]'))
        from (select 1) one left join private.productivity_goals g on g.user_id = v_me),
      -- Searches saved by name: of a dashboard ('dashboard_id'), or of all of them (null).
      'saved_searches', coalesce((
        select json_agg(json_build_object('name', s.name, 'query', s.query, 'dashboard_id', s.dashboard_id,
                                          'created_at', private.utc_text(s.created_at))
                        order by lower(s.name), s.created_at)
        from private.saved_searches s where s.user_id = v_me), '[]')),
    'dashboards', coalesce((
      select json_agg(json_build_object(
               'role', m.role, 'joined_at', private.utc_text(m.joined_at), 'favorite', m.favorite, 'color', m.color,
               -- Where one placed it among one's own (null: never placed).
               'position', m.position,
               'notify', m.notify, 'in_daily_email', m.in_daily_email, 'show_done', m.show_done,
               -- The same object as the dashboard's own JSON export: a file to import again.
               'file', private.dashboard_file(m.dashboard_id))
             order by lower(d.name), d.id)
      from public.dashboard_members m join public.dashboards d on d.id = m.dashboard_id
      where m.user_id = v_me), '[]'),
    'notifications', coalesce((
      select json_agg(json_build_object(
               'dashboard_id', n.dashboard_id, 'why', n.why, 'kind', a.kind, 'subject', a.subject,
               'at', private.utc_text(a.at), 'read_at', private.utc_text(n.read_at))
             order by a.at desc, n.id desc)
      from private.notifications n join public.activity a on a.id = n.activity_id
      where n.user_id = v_me), '[]'),
    -- What the caller did, on the dashboards they can still see (as the activity page).
    'activity', coalesce((
      select json_agg(json_build_object(
               'dashboard_id', a.dashboard_id, 'kind', a.kind, 'subject', a.subject, 'detail', a.detail,
               'at', private.utc_text(a.at))
             order by a.at desc, a.id desc)
      from public.activity a
      where a.actor_id = v_me
        and exists (select 1 from public.dashboard_members m where m.dashboard_id = a.dashboard_id and m.user_id = v_me)), '[]'),
    -- One's own reminders (decision 074), of objectives on the dashboards one is still in:
    -- the time, the days before the objective's day it goes on (decision 086), the moment that
    -- is in one's zone, and when it went.
    'reminders', coalesce((
      select json_agg(json_build_object(
               'dashboard_id', o.dashboard_id, 'objective_id', o.id, 'title', o.title, 'day', o.day,
               'at', to_char(r.local_time, 'HH24:MI'), 'days_before', r.days_before,
               'minutes_before', r.minutes_before, 'remind_at', private.utc_text(r.remind_at),
               'sent_at', private.utc_text(r.sent_at), 'created_at', private.utc_text(r.created_at))
             order by r.remind_at, o.id)
      from private.reminders r join public.objectives o on o.id = r.objective_id
      where r.user_id = v_me
        and exists (select 1 from public.dashboard_members m where m.dashboard_id = o.dashboard_id and m.user_id = v_me)), '[]'),
    'subscriptions', coalesce((
      select json_agg(json_build_object(
               'plan', s.price_lookup_key, 'status', s.status, 'interval', s.billing_interval,
               'current_period_end', private.utc_text(s.current_period_end),
               'cancel_at_period_end', s.cancel_at_period_end, 'trial_end', private.utc_text(s.trial_end),
               'ended_at', private.utc_text(s.ended_at), 'created_at', private.utc_text(s.created_at))
             order by s.created_at desc)
      from public.subscriptions s where s.user_id = v_me), '[]'),
    'support_tickets', coalesce((
      select json_agg(json_build_object(
               'number', t.number, 'email', t.email, 'subject', t.subject, 'message', t.message,
               'created_at', private.utc_text(t.created_at))
             order by t.created_at desc)
      from public.support_tickets t where t.user_id = v_me), '[]')
  )::text
  into v_body
  from public.profiles p where p.id = v_me;

  return json_build_object('body', v_body,
    'time_zone', (select p.time_zone from public.profiles p where p.id = v_me));
end;
$$;

-- -----------------------------------------------------------------------------
-- Grants
-- -----------------------------------------------------------------------------

revoke all on function private.time_before(time, int), private.reminders_keep_minutes_before(),
  private.reminders_follow_time() from public, anon, authenticated, service_role;
revoke all on function public.set_my_reminder_before(uuid, int, text) from public, anon, service_role;
grant execute on function public.set_my_reminder_before(uuid, int, text) to authenticated;
