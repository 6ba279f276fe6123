-- =============================================================================
-- Undo of "Remove time" for several gives the length back (decisions 093, 095)
-- =============================================================================
-- The Select page's "Remove time" takes each objective's time away, and with it its length
-- (objectives_duration_needs_time). Its Undo gave the time back but not the length: a
-- meeting of 10:00 – 11:30 came back as 10:00. The record now keeps each one's length
-- (`minutes`), and Undo puts it back with the time; a "Set time" keeps lengths, so its Undo
-- gives back the same.
-- =============================================================================

comment on column private.objective_batches.before is
  'For "priority", "assign", "deadline" and "time": what the objective had before ({"priority": 1..4}, {"assignee": id or null}, {"deadline": day or null} or {"at": "HH:MM" or null, "minutes": its length or null}); for "reminder": {"user": whose, "at": "HH:MM" or null, "days": days before its day, "sent_at", "minutes": minutes before its time or null}; for "dashboard": {"assignee": id or null}, whom Undo gives it back to; for "forever": its rule ({"repeat", "every", "anchor", "from_done"}); null for the other kinds.';

-- -----------------------------------------------------------------------------
-- The record: each one's length
-- -----------------------------------------------------------------------------

-- As in the several times migration, plus "minutes" in `before`.
create or replace function public.set_objectives_time(p_dashboard uuid, p_objectives uuid[], p_at text)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_batch uuid := gen_random_uuid();
  -- "HH:MM", or null to take it off (time_invalid otherwise).
  v_at time := case when p_at is null then null else private.check_at(p_at) end;
  v_changed int;
begin
  delete from private.objective_batches where made_at < now() - interval '1 hour';
  -- `s` is the selection as it was before the update: each one's earlier time.
  with selected as (
    select * from private.selected_objectives(p_dashboard, p_objectives)
  ), changed as (
    update public.objectives o set at_time = v_at, updated_at = now()
    from selected s
    where o.id = s.id and o.at_time is distinct from v_at
    returning o.id, o.day, o.position, s.at_time as before, s.duration_minutes as before_minutes
  ), recorded as (
    insert into private.objective_batches (batch_id, kind, objective_id, turn, dashboard_id, before, after)
    select v_batch, 'time', c.id, row_number() over (order by c.day, c.position, c.id), p_dashboard,
           jsonb_build_object('at', to_char(c.before, 'HH24:MI'), 'minutes', c.before_minutes),
           jsonb_build_object('at', to_char(v_at, 'HH24:MI'))
    from changed c
    returning 1
  )
  select count(*) into v_changed from recorded;
  return jsonb_build_object('changed', v_changed, 'at', to_char(v_at, 'HH24:MI'),
           'batch', case when v_changed > 0 then v_batch end);
end;
$$;

-- -----------------------------------------------------------------------------
-- Undo: the length back with the time
-- -----------------------------------------------------------------------------

-- As in the several reminders undo count migration, plus the length for "time".
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
  elsif v_kind in ('priority', 'assign', 'deadline', 'time') then
    -- What each had before, where it still has what the change gave it (a later change stays;
    -- one made to repeat meanwhile keeps no deadline).
    update public.objectives o
    set priority = case when v_kind = 'priority' then (b.before ->> 'priority')::smallint else o.priority end,
        assignee_id = case when v_kind = 'assign' then (b.before ->> 'assignee')::uuid else o.assignee_id end,
        deadline = case when v_kind = 'deadline' then (b.before ->> 'deadline')::date else o.deadline end,
        at_time = case when v_kind = 'time' then (b.before ->> 'at')::time else o.at_time end,
        -- Its length back with its time ("Remove time" had taken it; a new time kept it).
        -- (A record from before lengths were kept has no "minutes": the length stays as it is.)
        duration_minutes = case when v_kind = 'time' and b.before ? 'minutes' then (b.before ->> 'minutes')::smallint
                                else o.duration_minutes end,
        updated_at = now()
    from private.objective_batches b
    where b.batch_id = p_batch and b.undone_at is null and o.id = b.objective_id and o.dashboard_id = v_dashboard
      and case when v_kind = 'priority' then o.priority = (b.after ->> 'priority')::smallint
               when v_kind = 'deadline' then o.deadline is not distinct from (b.after ->> 'deadline')::date
                 and (o.repeat is null or b.before ->> 'deadline' is null)
               when v_kind = 'time' then o.at_time is not distinct from (b.after ->> 'at')::time
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
             (b.before ->> 'sent_at')::timestamptz as sent_at, (b.before ->> 'minutes')::int as minutes
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
      -- A reminder that went a count of minutes before the objective's time gets its count
      -- back too (reminders_keep_minutes_before drops it if that time has changed since).
      insert into private.reminders as r (objective_id, user_id, local_time, days_before, minutes_before, remind_at, sent_at)
      select b.objective_id, p.id, b.at::time, b.days, b.minutes, (b.day - b.days + b.at::time) at time zone p.time_zone,
             b.sent_at
      from b join public.profiles p on p.id = (select auth.uid()) and p.time_zone is not null
      where b.at is not null
      on conflict (objective_id, user_id) do update
        set local_time = excluded.local_time, days_before = excluded.days_before,
            minutes_before = excluded.minutes_before, remind_at = excluded.remind_at,
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
