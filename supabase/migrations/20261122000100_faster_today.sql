-- =============================================================================
-- "Today" without scanning the time zone catalogue. pg_timezone_names reads every
-- zone file on each call (about 17 ms on PGlite, on every page); asking Postgres to
-- convert is enough to validate a zone name. The saved profile zone was checked when
-- it was saved (update_my_profile).
-- =============================================================================

create or replace function private.today(p_time_zone text)
returns date language plpgsql stable set search_path = '' as $$
declare
  v_zone text;
begin
  select p.time_zone into v_zone from public.profiles p where p.id = (select auth.uid());
  if v_zone is null and coalesce(p_time_zone, '') <> '' then
    begin
      return (now() at time zone p_time_zone)::date;
    exception when invalid_parameter_value then
      -- Not a zone Postgres knows: fall back to UTC like before.
      null;
    end;
  end if;
  return (now() at time zone coalesce(v_zone, 'UTC'))::date;
end;
$$;

revoke all on function private.today(text) from public, anon;
grant execute on function private.today(text) to authenticated, service_role;
