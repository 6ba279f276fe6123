-- =============================================================================
-- Support tickets: the "Contact us" form of /support, open to visitors and to
-- signed-in people. Anyone may create a ticket through the function; nobody but
-- the service role (the support team's tools) may read them.
-- =============================================================================

create table public.support_tickets (
  id uuid primary key default gen_random_uuid(),
  number bigint generated always as identity unique,
  user_id uuid references auth.users (id) on delete set null,
  email text not null check (char_length(email) between 3 and 254),
  subject text not null check (char_length(subject) between 1 and 150),
  message text not null check (char_length(message) between 1 and 5000),
  locale text check (locale is null or locale in ('en', 'pt', 'de', 'es', 'fr', 'zh', 'ja')),
  client_key text check (client_key is null or char_length(client_key) <= 64),
  request_id uuid unique,
  created_at timestamptz not null default now()
);

comment on table public.support_tickets is 'Messages to the support team from /support.';
comment on column public.support_tickets.id is 'Ticket id.';
comment on column public.support_tickets.number is 'The number people see ("ticket #42") and quote in replies.';
comment on column public.support_tickets.user_id is 'The signed-in sender, if any; kept as null when the account goes.';
comment on column public.support_tickets.email is 'Where to answer: the account''s email when signed in, else what the visitor typed.';
comment on column public.support_tickets.subject is 'Subject line.';
comment on column public.support_tickets.message is 'The message.';
comment on column public.support_tickets.locale is 'The sender''s interface language, for the answer.';
comment on column public.support_tickets.client_key is 'A hash of the sender''s IP (from the app), for the hourly limit; never the IP.';
comment on column public.support_tickets.request_id is 'The form''s one-time key: a double submit creates one ticket.';
comment on column public.support_tickets.created_at is 'When it was sent.';

create index support_tickets_email_recent on public.support_tickets (lower(email), created_at);
create index support_tickets_client_recent on public.support_tickets (client_key, created_at);

alter table public.support_tickets enable row level security;
-- No policy for anon or authenticated: tickets are unreadable through the API; the
-- service role bypasses row-level security.

-- -----------------------------------------------------------------------------
-- Creating a ticket: checked, limited (5 an hour per address and per visitor,
-- and a ceiling for everyone together), idempotent.
-- -----------------------------------------------------------------------------

create function public.create_support_ticket(
  p_email text,
  p_subject text,
  p_message text,
  p_locale text default null,
  p_client_key text default null,
  p_request_id uuid default null
)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := (select auth.uid());
  v_email text;
  v_ticket public.support_tickets;
begin
  if p_request_id is not null then
    select * into v_ticket from public.support_tickets where request_id = p_request_id;
    if found then
      return jsonb_build_object('number', v_ticket.number, 'email', v_ticket.email, 'created', false);
    end if;
  end if;
  -- Signed in, the answer goes to the account's address, whatever the form said.
  if v_user is not null then
    select p.email into v_email from public.profiles p where p.id = v_user;
  else
    v_email := lower(trim(coalesce(p_email, '')));
    if v_email = '' then
      raise exception using errcode = 'PT422', message = 'email_required';
    end if;
    if char_length(v_email) > 254 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
      raise exception using errcode = 'PT422', message = 'email_invalid', hint = left(v_email, 254);
    end if;
  end if;
  if p_locale is not null and p_locale not in ('en', 'pt', 'de', 'es', 'fr', 'zh', 'ja') then
    raise exception using errcode = 'PT422', message = 'locale_invalid';
  end if;
  if (select count(*) from public.support_tickets t
      where lower(t.email) = lower(v_email) and t.created_at > now() - interval '1 hour') >= 5
     or (p_client_key is not null and (select count(*) from public.support_tickets t
      where t.client_key = p_client_key and t.created_at > now() - interval '1 hour') >= 5)
     or (select count(*) from public.support_tickets t where t.created_at > now() - interval '1 hour') >= 1000
  then
    raise exception using errcode = 'PT429', message = 'too_many_tickets', hint = '5';
  end if;
  insert into public.support_tickets (user_id, email, subject, message, locale, client_key, request_id)
  values (
    v_user,
    v_email,
    private.clean_text(p_subject, 150, 'subject', true),
    private.clean_text(p_message, 5000, 'message', true),
    p_locale,
    left(p_client_key, 64),
    p_request_id
  )
  returning * into v_ticket;
  return jsonb_build_object('number', v_ticket.number, 'email', v_ticket.email, 'created', true);
end;
$$;

comment on function public.create_support_ticket(text, text, text, text, text, uuid) is 'The contact form: stores a ticket and answers its number; 5 an hour per address and per visitor.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on table public.support_tickets from public, anon, authenticated, service_role;
grant select on table public.support_tickets to service_role;
revoke all on function public.create_support_ticket(text, text, text, text, text, uuid)
  from public, anon, authenticated, service_role;
grant execute on function public.create_support_ticket(text, text, text, text, text, uuid) to anon, authenticated;
