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
-- Row-level security: a user reads and changes their own profile. Sharing
-- (a later migration) adds reading the profiles of fellow dashboard members.
-- -----------------------------------------------------------------------------

alter table public.profiles enable row level security;

create policy "Users can read their own profile"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()));

create policy "Users can update their own profile"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- Only the trigger creates profiles, and they go with their user.
revoke insert, delete on public.profiles from anon, authenticated;
revoke all on public.profiles from anon;
-- The email is owned by Auth: users change it through Auth, never here.
revoke update on public.profiles from authenticated;
grant update (display_name, time_zone, locale, updated_at) on public.profiles to authenticated;

-- -----------------------------------------------------------------------------
-- Triggers on auth.users. They run as supabase_auth_admin (GoTrue's role),
-- hence SECURITY DEFINER with an empty search_path.
-- -----------------------------------------------------------------------------

create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = coalesce(new.email, ''), updated_at = now() where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();

revoke execute on function public.handle_new_user() from anon, authenticated, public;
revoke execute on function public.handle_user_email_change() from anon, authenticated, public;

-- -----------------------------------------------------------------------------
-- Data API: the signed-in user's own profile.
-- -----------------------------------------------------------------------------

create function public.get_my_profile()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
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
revoke execute on function public.get_my_profile() from anon, public;
grant execute on function public.get_my_profile() to authenticated;
