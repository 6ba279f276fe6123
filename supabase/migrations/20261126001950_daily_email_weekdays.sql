-- =============================================================================
-- The daily email on weekdays only
-- =============================================================================
-- People who plan their work days asked for their day in the inbox from Monday
-- to Friday only. The setting gains "only on weekdays": a Saturday or Sunday in
-- the person's time zone is claimed as sent and no email goes (decision 034).
-- =============================================================================

alter table private.daily_emails add column weekdays boolean not null default false;
comment on column private.daily_emails.weekdays is 'Monday to Friday only (of the person''s time zone); false: every day.';

-- As in the daily email migration, plus p_weekdays (false: every day).
drop function public.update_my_daily_email(int, text, text);
create function public.update_my_daily_email(p_hour int default null, p_time_zone text default null,
                                             p_locale text default null, p_weekdays boolean default false)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
  v_zone text;
  v_now timestamp;
begin
  if p_hour is null then
    delete from private.daily_emails where user_id = v_user;
    return null;
  end if;
  if p_hour not between 0 and 23 then
    raise exception using errcode = 'PT422', message = 'daily_email_hour_invalid';
  end if;
  select p.time_zone into v_zone from public.profiles p where p.id = v_user for update;
  if p_locale in ('en', 'pt', 'de', 'es', 'fr', 'zh', 'ja') then
    update public.profiles set locale = p_locale, updated_at = now() where id = v_user and locale is null;
  end if;
  if v_zone is null then
    if coalesce(p_time_zone, '') = '' or not exists (select 1 from pg_catalog.pg_timezone_names where name = p_time_zone) then
      raise exception using errcode = 'PT422', message = 'time_zone_invalid';
    end if;
    v_zone := p_time_zone;
    update public.profiles set time_zone = v_zone, updated_at = now() where id = v_user;
  end if;
  v_now := now() at time zone v_zone;
  insert into private.daily_emails as e (user_id, hour, weekdays, sent_on)
  values (v_user, p_hour, coalesce(p_weekdays, false), case when extract(hour from v_now) >= p_hour then v_now::date end)
  on conflict (user_id) do update
    set hour = excluded.hour,
        weekdays = excluded.weekdays,
        -- A later hour today may still bring today's email, unless it came already.
        sent_on = case when e.sent_on >= v_now::date then e.sent_on else excluded.sent_on end,
        updated_at = now();
  return jsonb_build_object('hour', p_hour, 'weekdays', coalesce(p_weekdays, false), 'time_zone', v_zone);
end;
$$;

comment on function public.update_my_daily_email(int, text, text, boolean) is
  'Turns the caller''s daily email on at an hour of their time zone, every day or on weekdays only (saving the request''s zone if none is saved), or off (null).';

-- As in the daily email migration, a weekend day of those who chose weekdays claimed without an email.
create or replace function public.claim_daily_emails(p_limit int default 50, p_now timestamptz default now())
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_result jsonb;
begin
  with due as (
    select e.user_id, (p_now at time zone p.time_zone)::date as day
    from private.daily_emails e
    join public.profiles p on p.id = e.user_id
    where p.time_zone is not null
      and extract(hour from p_now at time zone p.time_zone) between e.hour and e.hour + 3
      and (e.sent_on is null or e.sent_on < (p_now at time zone p.time_zone)::date)
    order by e.user_id
    limit greatest(p_limit, 0)
    for update of e skip locked
  ),
  claimed as (
    update private.daily_emails e set sent_on = due.day, updated_at = now()
    from due where e.user_id = due.user_id
    returning e.user_id, due.day, e.hour, e.weekdays, e.off_token
  )
  select jsonb_build_object(
      'claimed', count(*),
      'emails', coalesce(jsonb_agg(x.mail order by x.user_id) filter (where x.mail -> 'dashboards' <> 'null'::jsonb), '[]'::jsonb))
    into v_result
  from (
    select c.user_id, jsonb_build_object(
        'user_id', c.user_id,
        'email', p.email,
        'name', p.display_name,
        'locale', p.locale,
        'day', c.day,
        'hour', c.hour,
        'weekdays', c.weekdays,
        'off_token', c.off_token,
        -- Saturday and Sunday are claimed and not sent to those who chose weekdays.
        'dashboards', case when c.weekdays and extract(isodow from c.day) > 5 then null
                           else private.daily_email_json(c.user_id, c.day) end
      ) as mail
    from claimed c
    join public.profiles p on p.id = c.user_id
  ) x;
  return v_result;
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.update_my_daily_email(int, text, text, boolean) from public, anon, authenticated, service_role;
grant execute on function public.update_my_daily_email(int, text, text, boolean) to authenticated;
