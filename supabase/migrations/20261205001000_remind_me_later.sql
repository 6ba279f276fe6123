-- =============================================================================
-- Remind me later: a reminder a number of minutes from now (decision 074)
-- =============================================================================
-- A reminder is set at a time of the objective's day (set_my_reminder). When the
-- email comes and the moment is wrong ("not now, in an hour"), typing the time an
-- hour on is arithmetic a person should not do: Todoist and TickTick snooze.
-- set_my_reminder_in sets the caller's reminder at now plus p_minutes, up to the
-- next whole minute, in their own zone, by set_my_reminder, so every rule of a
-- reminder stays in one place (done, membership, the zone saved when none is).
--   * Only on the objective's day: "in 3 hours" late in the evening would be
--     tomorrow, which is another objective's day to be reminded on
--     (reminder_other_day).
--   * A day at most: snoozing is for later today.
-- =============================================================================

create function public.set_my_reminder_in(p_objective uuid, p_minutes int, p_time_zone text default null)
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
  if v_local::date <> v.day then
    raise exception using errcode = 'PT422', message = 'reminder_other_day';
  end if;
  return public.set_my_reminder(p_objective, v_local::time, v_zone);
end;
$$;
comment on function public.set_my_reminder_in(uuid, int, text) is
  'Sets the caller''s reminder of an objective at now plus p_minutes (1 to 1440), up to the next whole minute, in their time zone, as set_my_reminder does. Refuses a moment that would fall on another day than the objective''s (reminder_other_day).';

revoke all on function public.set_my_reminder_in(uuid, int, text) from public, anon, authenticated, service_role;
grant execute on function public.set_my_reminder_in(uuid, int, text) to authenticated;
