-- =============================================================================
-- The daily email: the day's objectives in the inbox at an hour of one's choice
-- =============================================================================
-- A person may ask for one email a day, at an hour of their own time zone: what
-- is open today and what is overdue, on every dashboard they belong to. Off by
-- default. The daily-email Worker (workers/daily-email.ts) runs every quarter of an
-- hour with the secret key, claims the emails that are due and sends them; a
-- claim is taken back when the email could not be sent, so the next run tries
-- again. The email's own link turns it off without signing in (decision 034).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Who asked for it
-- -----------------------------------------------------------------------------

-- Not on profiles: fellow members read each other's profiles.
create table private.daily_emails (
  user_id uuid primary key references auth.users (id) on delete cascade,
  hour smallint not null check (hour between 0 and 23),
  sent_on date,
  off_token text not null unique default replace(gen_random_uuid()::text, '-', ''),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table private.daily_emails is 'People who asked for the daily email; no row means off.';
comment on column private.daily_emails.user_id is 'Whose email it is; it goes with the account.';
comment on column private.daily_emails.hour is 'The hour (0 to 23) of the person''s saved time zone from which it is sent.';
comment on column private.daily_emails.sent_on is 'The local day it was last sent (or skipped, for a day that had nothing); one a day.';
comment on column private.daily_emails.off_token is 'The secret in the email''s "turn off" link (122 random bits); kept, since every email carries it.';
comment on column private.daily_emails.created_at is 'When it was turned on.';
comment on column private.daily_emails.updated_at is 'Last change of the hour or of sent_on.';

-- Read and written only inside the functions below.
alter table private.daily_emails enable row level security;
revoke all on table private.daily_emails from public, anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- The person's setting
-- -----------------------------------------------------------------------------

-- p_hour null turns it off. Turning it on needs a time zone: the saved one, else the
-- request's, which is then saved (the day page and the email must agree on "today").
-- The email speaks the saved language, else the page's (p_locale), saved the same way.
-- The first email comes the next time the hour comes: not at once for an hour gone by.
create function public.update_my_daily_email(p_hour int default null, p_time_zone text default null,
                                             p_locale text default null)
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
  insert into private.daily_emails as e (user_id, hour, sent_on)
  values (v_user, p_hour, case when extract(hour from v_now) >= p_hour then v_now::date end)
  on conflict (user_id) do update
    set hour = excluded.hour,
        -- A later hour today may still bring today's email, unless it came already.
        sent_on = case when e.sent_on >= v_now::date then e.sent_on else excluded.sent_on end,
        updated_at = now();
  return jsonb_build_object('hour', p_hour, 'time_zone', v_zone);
end;
$$;

comment on function public.update_my_daily_email(int, text, text) is
  'Turns the caller''s daily email on at an hour of their time zone (saving the request''s zone if none is saved), or off (null).';

-- As in the appearance migration, plus 'daily_email' ({hour} or null).
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
    'daily_email', (select jsonb_build_object('hour', e.hour) from private.daily_emails e where e.user_id = v_user),
    -- The plan page's figures carry the appearance already.
    'appearance', v_billing -> 'appearance',
    'palette', (select jsonb_agg(jsonb_build_object('kind', kind, 'name', name, 'premium', premium) order by kind, position)
                from public.theme_colors),
    'billing', v_billing
  );
end;
$$;

-- -----------------------------------------------------------------------------
-- Turning it off from the email, without signing in
-- -----------------------------------------------------------------------------

-- True when a daily email was turned off, false for a link that turns nothing off
-- (already off, or never a link): both read as "off" to the person.
create function public.turn_off_daily_email(p_token text)
returns boolean language sql security definer set search_path = '' as $$
  with gone as (delete from private.daily_emails where off_token = p_token returning 1)
  select exists (select 1 from gone)
$$;

comment on function public.turn_off_daily_email(text) is
  'The daily email''s "turn off" link: deletes the setting its token belongs to.';

-- -----------------------------------------------------------------------------
-- Sending (the daily-email Worker, with the secret key)
-- -----------------------------------------------------------------------------

-- What one email says: every dashboard with something open today or overdue, with
-- today's first ten open objectives in the dashboard's order. Null when there is nothing.
create function private.daily_email_json(p_user uuid, p_day date)
returns jsonb language sql stable set search_path = '' as $$
  with boards as (
    select d.id, d.name,
      (select count(*) from public.objectives o where o.dashboard_id = d.id and o.day = p_day and not o.done) as open_today,
      (select count(*) from public.objectives o where o.dashboard_id = d.id and o.day < p_day and not o.done) as overdue
    from public.dashboard_members m
    join public.dashboards d on d.id = m.dashboard_id
    where m.user_id = p_user
  )
  select jsonb_agg(jsonb_build_object(
      'id', b.id,
      'name', b.name,
      'open_today', b.open_today,
      'overdue', b.overdue,
      'objectives', coalesce((
        select jsonb_agg(jsonb_build_object('title', o.title, 'priority', o.priority) order by o.position)
        from (select o.title, o.priority, o.position from public.objectives o
              where o.dashboard_id = b.id and o.day = p_day and not o.done
              order by o.position limit 10) o
      ), '[]'::jsonb)
    ) order by lower(b.name), b.id)
  from boards b
  where b.open_today > 0 or b.overdue > 0
$$;

-- Claims up to p_limit emails that are due at p_now: the person's local hour is their
-- hour or one of the three after it (a late run still sends; one after that waits for
-- tomorrow) and today's has not gone. Claiming marks the day sent, so two runs at once
-- never send one twice (skip locked). Returns how many were claimed and the emails to
-- send: a day with nothing open or overdue is claimed and not sent.
create function public.claim_daily_emails(p_limit int default 50, p_now timestamptz default now())
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
    returning e.user_id, due.day, e.hour, e.off_token
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
        'off_token', c.off_token,
        'dashboards', private.daily_email_json(c.user_id, c.day)
      ) as mail
    from claimed c
    join public.profiles p on p.id = c.user_id
  ) x;
  return v_result;
end;
$$;

comment on function public.claim_daily_emails(int, timestamptz) is
  'The daily-email Worker''s queue: claims the emails due now (marking their day sent) and returns what each says.';

-- An email that could not be sent goes back to the queue for its day.
create function public.release_daily_emails(p_users uuid[], p_day date)
returns void language sql security definer set search_path = '' as $$
  update private.daily_emails set sent_on = null, updated_at = now()
  where user_id = any (p_users) and sent_on = p_day
$$;

comment on function public.release_daily_emails(uuid[], date) is
  'Takes back the claim of emails that could not be sent, so the next run sends them.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.update_my_daily_email(int, text, text), public.turn_off_daily_email(text),
  public.claim_daily_emails(int, timestamptz), public.release_daily_emails(uuid[], date),
  private.daily_email_json(uuid, date)
  from public, anon, authenticated, service_role;
grant execute on function public.update_my_daily_email(int, text, text) to authenticated;
-- The link works signed in or not.
grant execute on function public.turn_off_daily_email(text) to anon, authenticated;
grant execute on function public.claim_daily_emails(int, timestamptz), public.release_daily_emails(uuid[], date)
  to service_role;
