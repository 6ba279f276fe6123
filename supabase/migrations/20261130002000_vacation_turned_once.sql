-- =============================================================================
-- Vacation mode turned on and off at once keeps its stretches whole
-- =============================================================================
-- "Off" ends the stretch that is on: it drops one begun today, then ends the
-- others yesterday, in two statements. An "On" from another tab committing
-- between them added a stretch from today that the second statement then ended
-- yesterday, before it began: refused by the table's check (seen on PostgreSQL
-- 15 in concurrency.test.ts). Now each person's calls wait for each other (an
-- advisory lock per person, as the goals' are), and "Off" ends only stretches
-- begun before today in any case.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Turning it on and off
-- -----------------------------------------------------------------------------

-- As in the vacation mode migration, one call at a time per person. The grants stay.
create or replace function public.set_productivity_vacation(p_on boolean, p_time_zone text default 'UTC')
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_today date := (now() at time zone private.my_zone(p_time_zone))::date;
  v_since date;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(v_me::text || '/vacation', 0));
  if coalesce(p_on, false) then
    if not exists (select 1 from private.productivity_vacations where user_id = v_me and until_day is null) then
      update private.productivity_vacations set until_day = null
      where user_id = v_me and until_day >= v_today - 1
        and from_day = (select max(from_day) from private.productivity_vacations where user_id = v_me);
      if not found then
        -- Another call turning it on at the same moment: one stretch.
        insert into private.productivity_vacations (user_id, from_day) values (v_me, v_today) on conflict do nothing;
      end if;
    end if;
  else
    delete from private.productivity_vacations where user_id = v_me and until_day is null and from_day >= v_today;
    update private.productivity_vacations set until_day = v_today - 1
    where user_id = v_me and until_day is null and from_day < v_today;
  end if;
  select from_day into v_since from private.productivity_vacations where user_id = v_me and until_day is null;
  return jsonb_build_object('on', v_since is not null, 'since', v_since);
end;
$$;
