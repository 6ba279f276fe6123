-- =============================================================================
-- A reminder on a day before, for several at once (decisions 062, 086)
-- =============================================================================
-- The Select page set one's reminder at one time of each ticked objective's own day.
-- Its reminder now takes the days before as the objective's page does ("the evening
-- before, at 20:00"): each ticked one is reminded that many days before its own day.
-- Undo already puts back the days each had (the days-before migration).
-- =============================================================================

-- As in the days-before migration, with p_days_before (0 to 30, its default 0).
drop function public.set_my_reminders(uuid, uuid[], time, text);
create function public.set_my_reminders(p_dashboard uuid, p_objectives uuid[], p_at time, p_time_zone text default null,
                                        p_days_before int default 0)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
  v_batch uuid := gen_random_uuid();
  v_at time := date_trunc('minute', p_at)::time;
  v_days smallint;
  v_zone text;
  v_changed int;
  v_skipped int;
begin
  if p_at is not null and (p_days_before is null or p_days_before < 0 or p_days_before > 30) then
    raise exception using errcode = 'PT422', message = 'reminder_days_invalid';
  end if;
  v_days := coalesce(p_days_before, 0);
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
               else not s.done and (s.day - v_days + v_at) at time zone v_zone > now()
                    and (s.before_at, s.before_days) is distinct from (v_at, v_days) end
  ), removed as (
    delete from private.reminders r using target t
    where p_at is null and r.objective_id = t.id and r.user_id = v_user
    returning r.objective_id
  ), upserted as (
    insert into private.reminders as r (objective_id, user_id, local_time, days_before, remind_at)
    select t.id, v_user, v_at, v_days, (t.day - v_days + v_at) at time zone v_zone from target t where p_at is not null
    on conflict (objective_id, user_id) do update
      set local_time = excluded.local_time, days_before = excluded.days_before, remind_at = excluded.remind_at, sent_at = null,
          updated_at = now()
    returning r.objective_id
  ), recorded as (
    insert into private.objective_batches (batch_id, kind, objective_id, turn, dashboard_id, before, after)
    select v_batch, 'reminder', t.id, row_number() over (order by t.day, t.position, t.id), p_dashboard,
           jsonb_build_object('user', v_user, 'at', to_char(t.before_at, 'HH24:MI'), 'days', t.before_days,
                              'sent_at', t.before_sent),
           jsonb_build_object('at', case when p_at is not null then to_char(v_at, 'HH24:MI') end, 'days', v_days)
    from target t
    where t.id in (select objective_id from removed union all select objective_id from upserted)
    returning 1
  )
  select (select count(*) from recorded),
         -- Those it cannot go on: done, or its moment already gone on its day.
         case when p_at is null then 0
              else (select count(*) from selected s
                    where s.done or (s.day - v_days + v_at) at time zone v_zone <= now()) end
  into v_changed, v_skipped;
  return jsonb_build_object('changed', v_changed, 'skipped', v_skipped, 'at', to_char(v_at, 'HH24:MI'),
           'days_before', v_days,
           'batch', case when v_changed > 0 then v_batch end);
end;
$$;

comment on function public.set_my_reminders(uuid, uuid[], time, text, int) is
  'Sets the caller''s reminder at one time of each one''s day, or of the day p_days_before before it, on the named objectives of the dashboard (saving the request''s zone if none is saved), or takes theirs off (p_at null); done ones and those whose moment is gone are left out. Answers how many changed, how many were left out, and the id undo_objectives takes (null when none changed).';

revoke all on function public.set_my_reminders(uuid, uuid[], time, text, int) from public, anon, authenticated, service_role;
grant execute on function public.set_my_reminders(uuid, uuid[], time, text, int) to authenticated;
