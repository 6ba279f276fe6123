-- =============================================================================
-- A reminder on a day before the objective's (decision 086)
-- =============================================================================
-- A reminder was a time of the objective's own day (decision 074). "Remind me the
-- evening before" is what people set most after "at 9 on the day": a birthday
-- present to buy, a form to print, a bag to pack. Todoist, TickTick and Things
-- all have it. A reminder now has the days before its objective's day it goes on
-- (0 to 30) beside its time, so it still follows its objective: to another day,
-- to the next one of a repeating series, back from Undo, onto a duplicate, into a
-- new time zone. Everything that reads or copies reminders is restated to carry it.
--   * The rows, the calendar feeds' alarms and the email say which day it goes
--     on when that is not the objective's own ("2031-03-09T18:00": private.reminder_when).
--   * "Remind me later" may now fall on a day before the objective's, never after it.
--   * For several at once (the Select page) the reminder stays on each one's day.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The days before
-- -----------------------------------------------------------------------------

alter table private.reminders
  add column days_before smallint not null default 0 constraint reminders_days_before_range check (days_before between 0 and 30);

comment on column private.reminders.days_before is
  'How many days before the objective''s day it goes (0: on its day), at local_time; it follows the objective''s day.';
comment on column private.reminders.local_time is
  'The time of the day it goes on (the objective''s day, less days_before), in the member''s time zone.';
comment on column private.reminders.remind_at is
  'The moment: the objective''s day less days_before, at local_time, in the member''s saved time zone. Kept in step by triggers when the day or the zone changes.';

-- What a page shows of one: "HH:MM" on the objective's day, else the day and time it goes
-- on ("YYYY-MM-DDTHH:MM"), as the rows' alarm clock and a feed's alarm need it.
create function private.reminder_when(p_day date, p_days_before smallint, p_at time)
returns text language sql immutable set search_path = '' as $$
  select case when p_days_before = 0 then to_char(p_at, 'HH24:MI')
              else to_char(p_day - p_days_before, 'YYYY-MM-DD') || 'T' || to_char(p_at, 'HH24:MI') end
$$;
comment on function private.reminder_when(date, smallint, time) is
  'A reminder as rows and feeds show it: "HH:MM" on the objective''s day, else "YYYY-MM-DDTHH:MM" of the day it goes on.';

-- -----------------------------------------------------------------------------
-- Following the objective and the member's zone (as in the reminders migration)
-- -----------------------------------------------------------------------------

create or replace function private.reminders_follow_day()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update private.reminders r
  set remind_at = (new.day - r.days_before + r.local_time) at time zone p.time_zone, sent_at = null, updated_at = now()
  from public.profiles p
  where r.objective_id = new.id and p.id = r.user_id and p.time_zone is not null;
  return null;
end;
$$;

create or replace function private.reminders_to_next()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  insert into private.reminders (objective_id, user_id, local_time, days_before, remind_at)
  select new.id, r.user_id, r.local_time, r.days_before, (new.day - r.days_before + r.local_time) at time zone p.time_zone
  from private.reminders r join public.profiles p on p.id = r.user_id
  where r.objective_id = new.repeat_from and p.time_zone is not null
  on conflict do nothing;
  return null;
end;
$$;

create or replace function private.reminders_follow_zone()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update private.reminders r
  set remind_at = (o.day - r.days_before + r.local_time) at time zone new.time_zone, updated_at = now()
  from public.objectives o
  where r.user_id = new.id and o.id = r.objective_id and r.sent_at is null;
  return null;
end;
$$;

-- -----------------------------------------------------------------------------
-- Set, read and take off one's own
-- -----------------------------------------------------------------------------

-- The days before come last and default to none, so a call that names only the time (quick
-- add, add by email) sets it on the objective's day as before.
drop function public.set_my_reminder(uuid, time, text);
create function public.set_my_reminder(p_objective uuid, p_at time default null, p_time_zone text default null,
                                       p_days_before int default 0)
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
  if p_days_before is null or p_days_before < 0 or p_days_before > 30 then
    raise exception using errcode = 'PT422', message = 'reminder_days_invalid';
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
  v_moment := (v.day - p_days_before + date_trunc('minute', p_at)::time) at time zone v_zone;
  if v_moment <= now() then
    raise exception using errcode = 'PT422', message = 'reminder_past';
  end if;
  insert into private.reminders as r (objective_id, user_id, local_time, days_before, remind_at)
  values (v.id, v_user, date_trunc('minute', p_at)::time, p_days_before, v_moment)
  on conflict (objective_id, user_id) do update
    set local_time = excluded.local_time, days_before = excluded.days_before, remind_at = excluded.remind_at,
        sent_at = null, updated_at = now();
  return jsonb_build_object('at', to_char(p_at, 'HH24:MI'), 'day', v.day, 'days_before', p_days_before,
                            'time_zone', v_zone);
end;
$$;
comment on function public.set_my_reminder(uuid, time, text, int) is
  'Sets the caller''s reminder of an objective at a time of its day, or of a day up to 30 before it (p_days_before), in their time zone (saving the request''s zone if none is saved), or takes it off (null). Refuses a moment gone (reminder_past), a done objective (reminder_done) and days out of range (reminder_days_invalid).';

revoke all on function public.set_my_reminder(uuid, time, text, int) from public, anon, authenticated, service_role;
grant execute on function public.set_my_reminder(uuid, time, text, int) to authenticated;

-- As in the remind-me-later migration; the moment may fall on a day before the objective's
-- (the email of a reminder set for the evening before is snoozed on that evening), never
-- after it nor more than 30 days before.
create or replace function public.set_my_reminder_in(p_objective uuid, p_minutes int, p_time_zone text default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
  v public.objectives := private.find_objective(p_objective);
  v_zone text;
  v_local timestamp;
begin
  if p_minutes is null or p_minutes < 1 or p_minutes > 1440 then
    raise exception using errcode = 'PT422', message = 'reminder_minutes_invalid';
  end if;
  -- The zone set_my_reminder will keep it in: the saved one, else the request's.
  select p.time_zone into v_zone from public.profiles p where p.id = v_user;
  v_zone := coalesce(v_zone, nullif(p_time_zone, ''));
  if v_zone is null or not exists (select 1 from pg_catalog.pg_timezone_names where name = v_zone) then
    raise exception using errcode = 'PT422', message = 'time_zone_invalid';
  end if;
  -- Up to the next whole minute: never sooner than asked.
  v_local := (now() + make_interval(mins => p_minutes)) at time zone v_zone;
  if v_local > date_trunc('minute', v_local) then
    v_local := date_trunc('minute', v_local) + interval '1 minute';
  end if;
  if v_local::date > v.day or v_local::date < v.day - 30 then
    raise exception using errcode = 'PT422', message = 'reminder_other_day';
  end if;
  return public.set_my_reminder(p_objective, v_local::time, v_zone, v.day - v_local::date);
end;
$$;
comment on function public.set_my_reminder_in(uuid, int, text) is
  'Sets the caller''s reminder of an objective at now plus p_minutes (1 to 1440), up to the next whole minute, in their time zone, as set_my_reminder does. Refuses a moment after the objective''s day or more than 30 days before it (reminder_other_day).';

create or replace function private.my_reminder(p_objective uuid)
returns json language sql stable security definer set search_path = '' as $$
  select json_build_object('at', to_char(r.local_time, 'HH24:MI'), 'days_before', r.days_before,
                           'remind_at', private.utc_text(r.remind_at), 'sent_at', private.utc_text(r.sent_at))
  from private.reminders r
  where r.objective_id = p_objective and r.user_id = (select auth.uid())
$$;
comment on function private.my_reminder(uuid) is
  'The calling member''s reminder of the objective ({at: "HH:MM", days_before, remind_at, sent_at}), or null.';

-- As in the reminders-on-rows migration; each one's day is read by its key.
create or replace function private.my_reminders_among(p_objectives uuid[])
returns json language sql stable security definer set search_path = '' as $$
  select coalesce(json_object_agg(r.objective_id, private.reminder_when(o.day, r.days_before, r.local_time)), '{}')
  from private.reminders r
  join public.objectives o on o.id = r.objective_id
  where r.user_id = (select auth.uid()) and r.sent_at is null and r.remind_at > now()
    and r.objective_id = any (p_objectives)
$$;
comment on function private.my_reminders_among(uuid[]) is
  'The caller''s reminders still to go among the given objectives, as {objective id: private.reminder_when}: the alarm clock on their rows (day view, /today, /upcoming).';

-- -----------------------------------------------------------------------------
-- The Worker's claim says which day (as in the reminders migration)
-- -----------------------------------------------------------------------------

create or replace function public.claim_reminders(p_limit int default 50, p_now timestamptz default now())
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
    returning r.objective_id, r.user_id, r.local_time, r.days_before, r.remind_at
  )
  select jsonb_build_object(
      'claimed', count(*),
      'reminders', coalesce(jsonb_agg(jsonb_build_object(
        'user_id', c.user_id,
        'email', p.email,
        'name', p.display_name,
        'locale', p.locale,
        'at', to_char(c.local_time, 'HH24:MI'),
        'days_before', c.days_before,
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

-- -----------------------------------------------------------------------------
-- For several, on each one's day (as in the several reminders migration)
-- -----------------------------------------------------------------------------

create or replace function public.set_my_reminders(p_dashboard uuid, p_objectives uuid[], p_at time, p_time_zone text default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
  v_batch uuid := gen_random_uuid();
  v_at time := date_trunc('minute', p_at)::time;
  v_zone text;
  v_changed int;
  v_skipped int;
begin
  delete from private.objective_batches where made_at < now() - interval '1 hour';
  -- Members only, and a selection of this dashboard's objectives.
  perform 1 from private.selected_objectives(p_dashboard, p_objectives) limit 1;
  if p_at is not null then
    -- As set_my_reminder does: the request's zone is saved when none is.
    select p.time_zone into v_zone from public.profiles p where p.id = v_user for update;
    if v_zone is null then
      if coalesce(p_time_zone, '') = ''
         or not exists (select 1 from pg_catalog.pg_timezone_names where name = p_time_zone) then
        raise exception using errcode = 'PT422', message = 'time_zone_invalid';
      end if;
      v_zone := p_time_zone;
      update public.profiles set time_zone = v_zone, updated_at = now() where id = v_user;
    end if;
  end if;
  with selected as (
    select s.id, s.day, s.position, s.done, r.local_time as before_at, r.days_before as before_days,
           r.sent_at as before_sent
    from private.selected_objectives(p_dashboard, p_objectives) s
    left join private.reminders r on r.objective_id = s.id and r.user_id = v_user
  ), target as (
    select * from selected s
    where case when p_at is null then s.before_at is not null
               else not s.done and (s.day + v_at) at time zone v_zone > now()
                    and (s.before_at, s.before_days) is distinct from (v_at, 0::smallint) end
  ), removed as (
    delete from private.reminders r using target t
    where p_at is null and r.objective_id = t.id and r.user_id = v_user
    returning r.objective_id
  ), upserted as (
    insert into private.reminders as r (objective_id, user_id, local_time, days_before, remind_at)
    select t.id, v_user, v_at, 0, (t.day + v_at) at time zone v_zone from target t where p_at is not null
    on conflict (objective_id, user_id) do update
      set local_time = excluded.local_time, days_before = 0, remind_at = excluded.remind_at, sent_at = null,
          updated_at = now()
    returning r.objective_id
  ), recorded as (
    insert into private.objective_batches (batch_id, kind, objective_id, turn, dashboard_id, before, after)
    select v_batch, 'reminder', t.id, row_number() over (order by t.day, t.position, t.id), p_dashboard,
           jsonb_build_object('user', v_user, 'at', to_char(t.before_at, 'HH24:MI'), 'days', t.before_days,
                              'sent_at', t.before_sent),
           jsonb_build_object('at', case when p_at is not null then to_char(v_at, 'HH24:MI') end, 'days', 0)
    from target t
    where t.id in (select objective_id from removed union all select objective_id from upserted)
    returning 1
  )
  select (select count(*) from recorded),
         -- Those it cannot go on: done, or its moment already gone on its day.
         case when p_at is null then 0
              else (select count(*) from selected s
                    where s.done or (s.day + v_at) at time zone v_zone <= now()) end
  into v_changed, v_skipped;
  return jsonb_build_object('changed', v_changed, 'skipped', v_skipped, 'at', to_char(v_at, 'HH24:MI'),
           'batch', case when v_changed > 0 then v_batch end);
end;
$$;

-- As in the several reminders migration; a reminder goes back to its day before too.
create or replace function public.undo_objectives(p_batch uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_dashboard uuid;
  v_kind text;
  v_made_at timestamptz;
  v_other uuid;
  v_id uuid;
  v_row public.objectives;
  v_assignee uuid;
  v_day date;
  v_place int;
  v_back int := 0;
  v_before jsonb;
begin
  select dashboard_id, min(kind), min(made_at) into v_dashboard, v_kind, v_made_at
  from private.objective_batches where batch_id = p_batch group by dashboard_id;
  if v_dashboard is null then
    raise exception using errcode = 'PT404', message = 'undo_not_found';
  end if;
  perform private.require_member(v_dashboard);
  if v_kind = 'dashboard' then
    select (after ->> 'dashboard')::uuid into v_other from private.objective_batches where batch_id = p_batch limit 1;
    perform private.require_member(v_other);
    perform private.lock_order(least(v_dashboard, v_other));
    perform private.lock_order(greatest(v_dashboard, v_other));
  else
    perform private.lock_order(v_dashboard);
  end if;
  if v_made_at < now() - interval '1 hour' then
    raise exception using errcode = 'PT410', message = 'undo_expired';
  end if;
  if v_kind = 'dashboard' then
    -- In the order they were in (the move took them by day and place): each one's place is
    -- then free when it comes back, as the ones before it are already there.
    for v_id, v_assignee, v_day, v_place in
      select b.objective_id, (b.before ->> 'assignee')::uuid, (b.before ->> 'day')::date, (b.before ->> 'position')::int
      from private.objective_batches b
      join public.objectives o on o.id = b.objective_id and o.dashboard_id = v_other
      where b.batch_id = p_batch and b.undone_at is null order by b.turn
    loop
      select * into v_row from public.objectives where id = v_id;
      v_row := private.move_objective(v_row, v_dashboard,
        array(select m.name from unnest(v_row.marker_ids) with ordinality x (id, i) join public.markers m on m.id = x.id order by x.i),
        array(select m.color from unnest(v_row.marker_ids) with ordinality x (id, i) join public.markers m on m.id = x.id order by x.i));
      if v_row.assignee_id is null and v_assignee is not null and exists (
        select 1 from public.dashboard_members m where m.dashboard_id = v_dashboard and m.user_id = v_assignee) then
        update public.objectives set assignee_id = v_assignee where id = v_row.id;
      end if;
      -- It came back to its day's end: to its own place, the ones from there on one down.
      if v_row.day = v_day and v_place < v_row.position then
        update public.objectives set position = position + 1
        where dashboard_id = v_dashboard and day = v_day and position >= v_place and id <> v_row.id;
        update public.objectives set position = v_place where id = v_row.id;
      end if;
      v_back := v_back + 1;
    end loop;
  elsif v_kind = 'filters' then
    -- A filter given is taken off again where it still is; one taken off is given back where
    -- the objective and the filter are still here (a later change stays).
    with b as (
      select b.objective_id, (b.after ->> 'marker')::uuid as marker, (b.after ->> 'added')::boolean as added
      from private.objective_batches b
      join public.objectives o on o.id = b.objective_id and o.dashboard_id = v_dashboard
      where b.batch_id = p_batch and b.undone_at is null
    ), unlinked as (
      delete from public.objective_markers l using b
      where b.added and l.objective_id = b.objective_id and l.marker_id = b.marker
      returning 1
    ), linked as (
      insert into public.objective_markers (dashboard_id, objective_id, marker_id)
      select v_dashboard, b.objective_id, b.marker from b
      where not b.added
        and exists (select 1 from public.markers m where m.id = b.marker and m.dashboard_id = v_dashboard)
        and not exists (select 1 from public.objective_markers l where l.objective_id = b.objective_id and l.marker_id = b.marker)
      returning 1
    )
    select (select count(*) from unlinked) + (select count(*) from linked) into v_back;
  elsif v_kind in ('priority', 'assign', 'deadline') then
    -- What each had before, where it still has what the change gave it (a later change stays;
    -- one made to repeat meanwhile keeps no deadline).
    update public.objectives o
    set priority = case when v_kind = 'priority' then (b.before ->> 'priority')::smallint else o.priority end,
        assignee_id = case when v_kind = 'assign' then (b.before ->> 'assignee')::uuid else o.assignee_id end,
        deadline = case when v_kind = 'deadline' then (b.before ->> 'deadline')::date else o.deadline end,
        updated_at = now()
    from private.objective_batches b
    where b.batch_id = p_batch and b.undone_at is null and o.id = b.objective_id and o.dashboard_id = v_dashboard
      and case when v_kind = 'priority' then o.priority = (b.after ->> 'priority')::smallint
               when v_kind = 'deadline' then o.deadline is not distinct from (b.after ->> 'deadline')::date
                 and (o.repeat is null or b.before ->> 'deadline' is null)
               else o.assignee_id is not distinct from (b.after ->> 'assignee')::uuid end
      -- Someone who left meanwhile is not given it back: it stays as it is.
      and (v_kind = 'priority' or b.before ->> 'assignee' is null or exists (
        select 1 from public.dashboard_members m
        where m.dashboard_id = v_dashboard and m.user_id = (b.before ->> 'assignee')::uuid));
    get diagnostics v_back = row_count;
  elsif v_kind = 'reminder' then
    -- One's own reminders: only who changed them undoes it (another member is told there is
    -- nothing to undo). Each goes back where it is still as the change left it: taken off
    -- again if it was new, given back (at its time of the day in one's zone now, sent or not
    -- as it was) if it was changed or removed.
    if exists (select 1 from private.objective_batches b
               where b.batch_id = p_batch and (b.before ->> 'user')::uuid is distinct from (select auth.uid())) then
      raise exception using errcode = 'PT404', message = 'undo_not_found';
    end if;
    with b as (
      select b.objective_id, o.day, b.before ->> 'at' as at, coalesce((b.before ->> 'days')::smallint, 0) as days,
             (b.before ->> 'sent_at')::timestamptz as sent_at
      from private.objective_batches b
      join public.objectives o on o.id = b.objective_id and o.dashboard_id = v_dashboard
      left join private.reminders r on r.objective_id = b.objective_id and r.user_id = (select auth.uid())
      where b.batch_id = p_batch and b.undone_at is null
        and to_char(r.local_time, 'HH24:MI') is not distinct from b.after ->> 'at'
        and (r.objective_id is null or r.days_before = coalesce((b.after ->> 'days')::smallint, 0))
    ), dropped as (
      delete from private.reminders r using b
      where b.at is null and r.objective_id = b.objective_id and r.user_id = (select auth.uid())
      returning 1
    ), restored as (
      insert into private.reminders as r (objective_id, user_id, local_time, days_before, remind_at, sent_at)
      select b.objective_id, p.id, b.at::time, b.days, (b.day - b.days + b.at::time) at time zone p.time_zone, b.sent_at
      from b join public.profiles p on p.id = (select auth.uid()) and p.time_zone is not null
      where b.at is not null
      on conflict (objective_id, user_id) do update
        set local_time = excluded.local_time, days_before = excluded.days_before, remind_at = excluded.remind_at,
            sent_at = excluded.sent_at, updated_at = now()
      returning 1
    )
    select (select count(*) from dropped) + (select count(*) from restored) into v_back;
  elsif v_kind = 'forever' then
    -- Still done, and still here: open again with the rule it had (no next was added).
    select objective_id, before into v_id, v_before from private.objective_batches
    where batch_id = p_batch and undone_at is null;
    update public.objectives
    set done = false, done_at = null, repeat = v_before ->> 'repeat', repeat_every = (v_before ->> 'every')::smallint,
        repeat_anchor = (v_before ->> 'anchor')::date, repeat_from_done = (v_before ->> 'from_done')::boolean,
        repeat_until = (v_before ->> 'until')::date,
        updated_at = now()
    where id = v_id and dashboard_id = v_dashboard and done;
    get diagnostics v_back = row_count;
  else
    -- Last first: each deleted one goes back to the place it had when it was deleted.
    for v_id in
      select objective_id from private.objective_batches
      where batch_id = p_batch and undone_at is null order by turn desc
    loop
      if v_kind = 'done' then
        -- Still done, and still here: marked not done (its next one goes, if untouched).
        if exists (select 1 from public.objectives where id = v_id and dashboard_id = v_dashboard and done) then
          perform public.set_objective_done(v_id, false);
          v_back := v_back + 1;
        end if;
      elsif exists (select 1 from private.deleted_objectives where id = v_id) then
        perform public.restore_objective(v_id);
        v_back := v_back + 1;
      end if;
    end loop;
  end if;
  update private.objective_batches set undone_at = now() where batch_id = p_batch and undone_at is null;
  return jsonb_build_object('back', v_back, 'kind', v_kind, 'dashboard', v_dashboard)
    || case when v_other is null then '{}'::jsonb else jsonb_build_object('moved_from', v_other) end;
end;
$$;

-- -----------------------------------------------------------------------------
-- Undo of a delete, and a duplicate, keep the days (as in the comment reactions and
-- duplicate-keeps-reminder migrations)
-- -----------------------------------------------------------------------------

create or replace function public.delete_objective(p_objective uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
begin
  delete from private.deleted_objectives where deleted_at < now() - interval '1 hour';
  insert into private.deleted_objectives (id, dashboard_id, day, title, done_at, position, marker_ids, created_by, created_at, repeat,
                                          repeat_every, repeat_anchor, repeat_from_done, description, priority, assignee_id,
                                          comments, checklist, repeat_until, deadline, reminders)
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
                                                        'sent_at', r.sent_at, 'created_at', r.created_at))
                    from private.reminders r where r.objective_id = v.id), '[]'))
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
                                 repeat_until, deadline)
  values (d.id, d.dashboard_id, d.day, d.title, d.description, d.priority,
          (select m.user_id from public.dashboard_members m where m.dashboard_id = d.dashboard_id and m.user_id = d.assignee_id),
          d.done_at is not null, d.done_at, d.position, d.created_by, d.created_at, d.repeat, d.repeat_every, d.repeat_anchor,
          d.repeat_from_done, d.repeat_until, d.deadline)
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
  insert into private.reminders (objective_id, user_id, local_time, days_before, remind_at, sent_at, created_at)
  select d.id, p.id, (r->>'at')::time, coalesce((r->>'days')::smallint, 0),
         (d.day - coalesce((r->>'days')::smallint, 0) + (r->>'at')::time) at time zone p.time_zone,
         (r->>'sent_at')::timestamptz, (r->>'created_at')::timestamptz
  from jsonb_array_elements(d.reminders) r
  join public.profiles p on p.id = (r->>'user')::uuid and p.time_zone is not null
  where exists (select 1 from public.dashboard_members m where m.dashboard_id = d.dashboard_id and m.user_id = p.id)
  on conflict do nothing;
  perform private.renumber_day(d.dashboard_id, d.day);
  select * into v from public.objectives where id = d.id;
  return private.objective_json(v);
end;
$$;

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
                                 repeat, repeat_every, repeat_anchor, repeat_from_done, repeat_until, deadline)
  values (v.dashboard_id, v.day, v.title, v.description, v.priority, v.assignee_id, v.position + 0.5,
          -- A done one's series went on in its next one (decision 028): its copy does not repeat.
          case when v.done then null else v.repeat end, case when v.done then 1 else v.repeat_every end,
          case when v.done then null else v.repeat_anchor end, not v.done and v.repeat_from_done,
          case when v.done then null else v.repeat_until end, v.deadline)
  returning * into c;
  perform private.set_objective_markers(c, v.marker_ids);
  insert into public.checklist_items (dashboard_id, objective_id, title, position)
  select c.dashboard_id, c.id, i.title, i.position from public.checklist_items i where i.objective_id = v.id;
  -- The caller's own reminder, while its moment is still to come (others' are theirs to set).
  insert into private.reminders (objective_id, user_id, local_time, days_before, remind_at)
  select c.id, r.user_id, r.local_time, r.days_before, r.remind_at from private.reminders r
  where r.objective_id = v.id and r.user_id = (select auth.uid()) and r.remind_at > now() and not v.done;
  perform private.renumber_day(v.dashboard_id, v.day);
  select * into c from public.objectives where id = c.id;
  return private.remember_request(p_request_id, private.objective_json(c));
end;
$$;

-- -----------------------------------------------------------------------------
-- The daily email lists those going today (as in the reminders in the daily email migration)
-- -----------------------------------------------------------------------------

create or replace function private.daily_email_json(p_user uuid, p_day date)
returns jsonb language sql stable set search_path = '' as $$
  with boards as (
    select d.id, d.name, d.created_at, m.favorite, m.position,
      (select count(*) from public.objectives o where o.dashboard_id = d.id and o.day = p_day and not o.done) as open_today,
      (select count(*) from public.objectives o where o.dashboard_id = d.id and o.day < p_day and not o.done) as overdue,
      exists (select 1 from public.objectives o
              where o.dashboard_id = d.id and o.deadline between p_day and p_day + 2 and not o.done) as due_soon
    from public.dashboard_members m
    join public.dashboards d on d.id = m.dashboard_id
    where m.user_id = p_user and m.in_daily_email and d.archived_at is null
  )
  select jsonb_agg(jsonb_build_object(
      'id', b.id,
      'name', b.name,
      'open_today', b.open_today,
      'overdue', b.overdue,
      'objectives', coalesce((
        select jsonb_agg(jsonb_build_object('title', o.title, 'priority', o.priority,
                                            'assignee', o.assignee, 'yours', coalesce(o.assignee_id = p_user, false),
                                            'reminder', o.reminder)
                         order by o.position)
        from (select o.title, o.priority, o.position, o.assignee_id,
                     (select private.member_name(p.display_name, p.email) from public.profiles p where p.id = o.assignee_id) as assignee,
                     -- The reader's own reminder still to go today ("HH:MM"), or null: one of
                     -- the days before went then.
                     (select to_char(r.local_time, 'HH24:MI') from private.reminders r
                      where r.objective_id = o.id and r.user_id = p_user and r.sent_at is null
                        and r.days_before = 0) as reminder
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
      ), '[]'::jsonb),
      'due', coalesce((
        select jsonb_agg(jsonb_build_object('title', o.title, 'priority', o.priority, 'deadline', o.deadline,
                                            'assignee', o.assignee, 'yours', coalesce(o.assignee_id = p_user, false))
                         order by o.deadline, o.day, o.position)
        from (select o.title, o.priority, o.deadline, o.day, o.position, o.assignee_id,
                     (select private.member_name(p.display_name, p.email) from public.profiles p where p.id = o.assignee_id) as assignee
              from public.objectives o
              where o.dashboard_id = b.id and o.deadline between p_day and p_day + 2 and not o.done
              order by o.deadline, o.day, o.position limit 5) o
      ), '[]'::jsonb)
    ) order by b.favorite desc, b.position nulls last, lower(b.name), b.created_at, b.id)
  from boards b
  where b.open_today > 0 or b.overdue > 0 or b.due_soon
$$;

-- -----------------------------------------------------------------------------
-- The feeds' alarms on the day they go (as in the account calendar feed migration)
-- -----------------------------------------------------------------------------

create or replace function private.feed_rows(p_user uuid, p_dashboards uuid[])
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
        order by p.day, o.position, o.created_at
        limit 2000
      ) u), '[]'),
    'reminders', coalesce((
      select jsonb_object_agg(r.objective_id, private.reminder_when(o.day, r.days_before, r.local_time))
      from private.reminders r join public.objectives o on o.id = r.objective_id
      where r.user_id = p_user and o.dashboard_id = any (p_dashboards) and not o.done
        and o.day >= current_date - 365), '{}'))
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.reminder_when(date, smallint, time) from public, anon, authenticated, service_role;
