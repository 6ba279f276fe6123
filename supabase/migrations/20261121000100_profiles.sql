-- =============================================================================
-- Profiles: one row per auth user, created by a trigger when the user signs up.
-- Display name, time zone and locale live here, not in auth metadata, so that
-- row-level security and our functions can read them.
-- =============================================================================

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  display_name text check (display_name is null or char_length(display_name) <= 100),
  email text not null,
  time_zone text check (time_zone is null or char_length(time_zone) <= 64),
  locale text check (locale is null or locale in ('en', 'pt', 'de', 'es', 'fr', 'zh', 'ja')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.profiles is 'Public face of an auth user: what other members of a shared dashboard may see.';
comment on column public.profiles.id is 'The auth.users id; the profile goes when the user goes.';
comment on column public.profiles.display_name is 'Name shown to others; from sign-up or the Google profile, editable.';
comment on column public.profiles.email is 'Copy of the sign-in email, kept in step by triggers on auth.users.';
comment on column public.profiles.time_zone is 'IANA time zone chosen by the user; null means "use the request''s".';
comment on column public.profiles.locale is 'Interface language chosen by the user; null means "use the cookie or browser".';
comment on column public.profiles.created_at is 'When the profile was created (sign-up).';
comment on column public.profiles.updated_at is 'Last change to the profile.';

-- -----------------------------------------------------------------------------
-- Row-level security: a user reads their own profile. The dashboards migration
-- adds reading the profiles of fellow members. Changes go through
-- update_my_profile; only the trigger creates profiles.
-- -----------------------------------------------------------------------------

alter table public.profiles enable row level security;

create policy "Users can read their own profile"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()));

-- -----------------------------------------------------------------------------
-- Triggers on auth.users. They run as supabase_auth_admin (GoTrue's role),
-- hence SECURITY DEFINER with an empty search_path.
-- -----------------------------------------------------------------------------

create function public.handle_new_user()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  insert into public.profiles (id, email, display_name)
  values (
    new.id,
    coalesce(new.email, ''),
    nullif(trim(coalesce(new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'name', '')), '')
  );
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

create function public.handle_user_email_change()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles set email = coalesce(new.email, ''), updated_at = now() where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();

-- -----------------------------------------------------------------------------
-- The caller's own profile, and their "today".
-- -----------------------------------------------------------------------------

create function public.get_my_profile()
returns jsonb language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'id', p.id,
    'email', p.email,
    'display_name', p.display_name,
    'time_zone', p.time_zone,
    'locale', p.locale
  )
  from public.profiles p
  where p.id = (select auth.uid());
$$;

comment on function public.get_my_profile() is 'The caller''s profile as JSON, or null for anonymous callers.';

-- Name, time zone and language; a null argument keeps what is there, '' clears it.
create function public.update_my_profile(p_display_name text default null, p_time_zone text default null, p_locale text default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
begin
  if p_time_zone is not null and p_time_zone <> '' and not exists (select 1 from pg_catalog.pg_timezone_names where name = p_time_zone) then
    raise exception using errcode = 'PT422', message = 'time_zone_invalid';
  end if;
  if p_locale is not null and p_locale <> '' and p_locale not in ('en', 'pt', 'de', 'es', 'fr', 'zh', 'ja') then
    raise exception using errcode = 'PT422', message = 'locale_invalid';
  end if;
  update public.profiles
  set display_name = case when p_display_name is null then display_name else nullif(private.clean_text(p_display_name, 100, 'display_name', false), '') end,
      time_zone = case when p_time_zone is null then time_zone else nullif(p_time_zone, '') end,
      locale = case when p_locale is null then locale else nullif(p_locale, '') end,
      updated_at = now()
  where id = v_user;
  return public.get_my_profile();
end;
$$;

-- "Today" in the user's saved time zone, else the request's (Cloudflare's guess), else
-- UTC. Converting is enough to validate a zone name: scanning pg_timezone_names reads
-- every zone file (17 ms on PGlite, on every page). The saved zone was checked on saving.
create function private.today(p_time_zone text)
returns date language plpgsql stable set search_path = '' as $$
declare
  v_zone text;
begin
  select p.time_zone into v_zone from public.profiles p where p.id = (select auth.uid());
  if v_zone is null and coalesce(p_time_zone, '') <> '' then
    begin
      return (now() at time zone p_time_zone)::date;
    exception when invalid_parameter_value then
      -- Not a zone Postgres knows: UTC.
      null;
    end;
  end if;
  return (now() at time zone coalesce(v_zone, 'UTC'))::date;
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on table public.profiles from public, anon, authenticated, service_role;
grant select on table public.profiles to authenticated;
grant execute on function public.get_my_profile(), public.update_my_profile(text, text, text), private.today(text) to authenticated;
