-- =============================================================================
-- A dashboard's activity
-- =============================================================================
-- On a shared dashboard people ask "who moved this?", "did Ben finish the
-- shopping?". Todoist keeps an activity log (a week of it on its free plan, all
-- of it on Pro), Trello a card's and a board's activity. Ours is one page per
-- dashboard, newest first (decision 046): objectives added, completed, reopened,
-- moved to another day, renamed, deleted and restored, moved between
-- dashboards, commented on, and members who joined or left.
--
-- Triggers write it, whichever function made the change, so no path forgets
-- it. They run once per statement: a statement that adds or moves many
-- objectives (an import, a duplicated dashboard, "move overdue to today") is
-- one entry with its count, not a page of them. Nobody reads the table
-- directly: get_activity_page shows what the dashboard's plan keeps in view
-- (its admin's plan: 7 days on the free plan, everything on a paid one).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The table
-- -----------------------------------------------------------------------------

create table public.activity (
  id bigint generated always as identity primary key,
  dashboard_id uuid not null references public.dashboards (id) on delete cascade,
  actor_id uuid references auth.users (id) on delete set null,
  kind text not null check (kind in ('added', 'added_many', 'completed', 'completed_many', 'reopened', 'reopened_many',
                                     'rescheduled', 'rescheduled_many', 'renamed', 'renamed_many', 'deleted',
                                     'deleted_many', 'restored', 'moved_in', 'moved_in_many', 'moved_out',
                                     'moved_out_many', 'commented', 'joined', 'left', 'removed')),
  objective_id uuid,
  subject text check (subject is null or char_length(subject) <= 500),
  detail jsonb not null default '{}' check (jsonb_typeof(detail) = 'object'),
  at timestamptz not null default now()
);

comment on table public.activity is 'What happened on a dashboard, newest last; written by triggers, read through get_activity_page.';
comment on column public.activity.id is 'Identifier, increasing: the page''s order and its "older" cursor.';
comment on column public.activity.dashboard_id is 'The dashboard it happened on; its members read it.';
comment on column public.activity.actor_id is 'Who did it (the request''s user); null for the service role or a deleted account.';
comment on column public.activity.kind is 'What happened; a kind ending in _many is one statement''s change of several objectives.';
comment on column public.activity.objective_id is 'The objective it was about (no foreign key: the entry outlives it); null for _many kinds and members.';
comment on column public.activity.subject is 'The objective''s title then, or the member''s name for joined, left and removed.';
comment on column public.activity.detail is 'Per kind: {day} added, {from, to} rescheduled, {from} renamed, {comment} commented, {count} and {to} for _many.';
comment on column public.activity.at is 'When (the transaction''s time).';

create index activity_by_dashboard on public.activity (dashboard_id, id desc);
-- "Restored" is told from "added" by an earlier "deleted" of the same objective.
create index activity_by_objective on public.activity (objective_id) where objective_id is not null;

alter table public.activity enable row level security;
-- No policy: only the page's function reads it (it keeps the plan's window).

-- -----------------------------------------------------------------------------
-- How much of it the page shows, by plan
-- -----------------------------------------------------------------------------

alter table public.plan_limits add column activity_days int check (activity_days is null or activity_days > 0);
comment on column public.plan_limits.activity_days is 'Days of a dashboard''s activity its members see (null: all); follows its admin''s plan.';
update public.plan_limits set activity_days = 7 where plan = 'free';

-- -----------------------------------------------------------------------------
-- Writing it: objectives
-- -----------------------------------------------------------------------------

-- One statement's entries for one kind: a single change names its objective; several make
-- one entry with their count (and the day they went to, when they all went to one).
create function private.log_activity(p_rows jsonb)
returns void language sql security definer set search_path = '' as $$
  insert into public.activity (dashboard_id, actor_id, kind, objective_id, subject, detail)
  select g.dashboard_id, (select auth.uid()),
         case when g.n = 1 then g.kind else g.kind || '_many' end,
         case when g.n = 1 then g.objective_id end,
         case when g.n = 1 then g.subject end,
         case when g.n = 1 then g.detail
              else pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object('count', g.n, 'to', g.to_day)) end
  from (
    select r.dashboard_id, r.kind, count(*)::int as n,
           (pg_catalog.array_agg(r.objective_id))[1] as objective_id, (pg_catalog.array_agg(r.subject))[1] as subject,
           (pg_catalog.array_agg(r.detail))[1] as detail,
           case when count(distinct r.detail ->> 'to') = 1 and count(r.detail ->> 'to') = count(*)
                then min(r.detail ->> 'to') end as to_day
    from pg_catalog.jsonb_to_recordset(p_rows) as r (dashboard_id uuid, kind text, objective_id uuid, subject text, detail jsonb)
    group by r.dashboard_id, r.kind
  ) g
  -- A dashboard being deleted takes its objectives and members with it: nothing to tell.
  where exists (select 1 from public.dashboards d where d.id = g.dashboard_id)
$$;

-- Added, or restored (its deletion was told). The next one of a repeating objective, which
-- its completion adds (repeat_from), is part of "completed".
create function private.activity_objectives_added()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform private.log_activity(coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'dashboard_id', a.dashboard_id, 'objective_id', a.id, 'subject', a.title,
             'kind', case when exists (select 1 from public.activity p
                                       where p.objective_id = a.id and p.kind = 'deleted') then 'restored' else 'added' end,
             'detail', pg_catalog.jsonb_build_object('day', a.day)))
    from added a where a.repeat_from is null), '[]'));
  return null;
end;
$$;

create function private.activity_objectives_changed()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform private.log_activity(coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'dashboard_id', x.dashboard_id, 'objective_id', n.id, 'subject', n.title, 'kind', x.kind, 'detail', x.detail))
    from before_update o
    join after_update n on n.id = o.id
    cross join lateral (values
      (n.dashboard_id, 'completed', '{}'::jsonb, n.done and not o.done),
      (n.dashboard_id, 'reopened', '{}'::jsonb, o.done and not n.done),
      (n.dashboard_id, 'rescheduled', pg_catalog.jsonb_build_object('from', o.day, 'to', n.day), n.day <> o.day),
      (n.dashboard_id, 'renamed', pg_catalog.jsonb_build_object('from', o.title), n.title <> o.title),
      (o.dashboard_id, 'moved_out', '{}'::jsonb, true),
      (n.dashboard_id, 'moved_in', '{}'::jsonb, true)
    ) as x (dashboard_id, kind, detail, happened)
    -- Within a dashboard, what changed; between two, only the move.
    where x.happened
      and (o.dashboard_id = n.dashboard_id) = (x.kind not in ('moved_out', 'moved_in'))), '[]'));
  return null;
end;
$$;

-- A deletion the member asked for keeps a copy for Undo (private.deleted_objectives); one
-- without (the next of a series taken back when its completion is undone) is not told.
create function private.activity_objectives_removed()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform private.log_activity(coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'dashboard_id', r.dashboard_id, 'objective_id', r.id, 'subject', r.title, 'kind', 'deleted',
             'detail', '{}'::jsonb))
    from removed r where exists (select 1 from private.deleted_objectives d where d.id = r.id)), '[]'));
  return null;
end;
$$;

create trigger activity_added after insert on public.objectives
  referencing new table as added for each statement execute function private.activity_objectives_added();
create trigger activity_changed after update on public.objectives
  referencing old table as before_update new table as after_update
  for each statement execute function private.activity_objectives_changed();
create trigger activity_removed after delete on public.objectives
  referencing old table as removed for each statement execute function private.activity_objectives_removed();

-- -----------------------------------------------------------------------------
-- Writing it: comments and members
-- -----------------------------------------------------------------------------

-- A comment written now: not one put back with its objective, or imported from a file,
-- which keep the time they were written.
create function private.activity_commented()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  insert into public.activity (dashboard_id, actor_id, kind, objective_id, subject, detail)
  select c.dashboard_id, (select auth.uid()), 'commented', c.objective_id, o.title,
         pg_catalog.jsonb_build_object('comment', c.id)
  from added c join public.objectives o on o.id = c.objective_id
  where c.created_at = pg_catalog.now();
  return null;
end;
$$;

create trigger activity_commented after insert on public.comments
  referencing new table as added for each statement execute function private.activity_commented();

-- Joined (an invitation accepted; the admin who creates a dashboard is not told), left, or
-- removed by the admin. The name is kept: a former member's profile is no longer shown.
create function private.activity_members()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  v_member public.dashboard_members := case when tg_op = 'INSERT' then new else old end;
  v_actor uuid := (select auth.uid());
begin
  if (tg_op = 'INSERT' and v_member.role = 'admin')
     or not exists (select 1 from public.dashboards d where d.id = v_member.dashboard_id) then
    return null;
  end if;
  insert into public.activity (dashboard_id, actor_id, kind, subject)
  -- Without a user (the service role), the member themself, unless their account is what
  -- is being deleted (the foreign key would refuse a user already gone).
  select v_member.dashboard_id, coalesce(v_actor, (select u.id from auth.users u where u.id = v_member.user_id)),
         case when tg_op = 'INSERT' then 'joined'
              when v_actor is null or v_actor = v_member.user_id then 'left' else 'removed' end,
         (select private.member_name(p.display_name, p.email) from public.profiles p where p.id = v_member.user_id);
  return null;
end;
$$;

create trigger activity_members after insert or delete on public.dashboard_members
  for each row execute function private.activity_members();

-- -----------------------------------------------------------------------------
-- Reading it
-- -----------------------------------------------------------------------------

-- Newest first, p_limit entries older than p_before (the last entry of the page before).
-- "more": there are older ones in the plan's window; "hidden": older ones the plan does
-- not show. An actor is named while they are a member (as comments are).
create function public.get_activity_page(p_dashboard uuid, p_before bigint default null, p_limit int default 50)
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_days int;
  v_since timestamptz;
  v_entries jsonb;
  v_count int;
begin
  perform private.require_member(p_dashboard);
  if p_limit is null or p_limit < 1 or p_limit > 200 or p_before < 1 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  select l.activity_days into v_days
  from public.plan_limits l where l.plan = private.plan_of(private.dashboard_admin(p_dashboard));
  v_since := case when v_days is null then '-infinity'::timestamptz else pg_catalog.now() - pg_catalog.make_interval(days => v_days) end;
  select coalesce(pg_catalog.jsonb_agg(e.entry order by e.id desc), '[]'), count(*) into v_entries, v_count
  from (
    select a.id, pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
             'id', a.id, 'kind', a.kind, 'at', a.at, 'actor', a.actor_id,
             'name', (select private.member_name(p.display_name, p.email)
                      from public.dashboard_members m join public.profiles p on p.id = m.user_id
                      where m.dashboard_id = a.dashboard_id and m.user_id = a.actor_id),
             'objective', a.objective_id, 'subject', a.subject, 'detail', a.detail,
             -- Still on this dashboard: its title links to it.
             'exists', case when a.objective_id is not null then exists (
               select 1 from public.objectives o where o.id = a.objective_id and o.dashboard_id = a.dashboard_id) end)) as entry
    from public.activity a
    where a.dashboard_id = p_dashboard and a.at >= v_since and (p_before is null or a.id < p_before)
    order by a.id desc
    limit p_limit + 1
  ) e;
  if v_count > p_limit then
    v_entries := v_entries - p_limit;
  end if;
  return pg_catalog.jsonb_build_object(
    'dashboard', private.dashboard_json(p_dashboard),
    'entries', v_entries,
    'more', v_count > p_limit,
    'hidden', v_count <= p_limit and v_days is not null and exists (
      select 1 from public.activity a
      where a.dashboard_id = p_dashboard and a.at < v_since and (p_before is null or a.id < p_before)),
    'days_kept', v_days,
    'time_zone', (select p.time_zone from public.profiles p where p.id = (select auth.uid()))
  );
end;
$$;

comment on function public.get_activity_page(uuid, bigint, int) is
  'A dashboard''s activity page: newest first, p_limit older than p_before, within its plan''s window (members only).';

-- As in the appearance migration, plus each plan's days of activity.
create or replace function public.get_billing_page()
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
begin
  return jsonb_build_object(
    'plan', private.plan_of(v_user),
    'appearance', private.appearance_of(v_user),
    'limits', (select jsonb_object_agg(plan, jsonb_build_object('dashboards', dashboards, 'members', members,
                 'markers', markers, 'premium_themes', premium_themes, 'activity_days', activity_days))
               from public.plan_limits),
    'usage', jsonb_build_object('dashboards', (select count(*) from public.dashboard_members
                                               where user_id = v_user and role = 'admin')),
    'has_customer', exists (select 1 from public.billing_customers where user_id = v_user),
    -- The free month is for a first subscription only (the billing Worker asks Stripe the same).
    'trial_available', not exists (select 1 from public.subscriptions where user_id = v_user),
    -- The subscription that decides the plan, else the latest one.
    'subscription', (
      select jsonb_build_object('status', s.status, 'interval', s.billing_interval, 'lookup_key', s.price_lookup_key,
               'current_period_end', s.current_period_end, 'cancel_at_period_end', s.cancel_at_period_end,
               'trial_end', s.trial_end, 'ended_at', s.ended_at)
      from public.subscriptions s where s.user_id = v_user
      order by (s.status in ('trialing', 'active', 'past_due')) desc, s.created_at desc limit 1)
  );
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on table public.activity from public, anon, authenticated, service_role;

revoke all on function private.log_activity(jsonb), private.activity_objectives_added(),
  private.activity_objectives_changed(), private.activity_objectives_removed(), private.activity_commented(),
  private.activity_members()
  from public, anon, authenticated, service_role;

revoke all on function public.get_activity_page(uuid, bigint, int) from public, anon, authenticated, service_role;
grant execute on function public.get_activity_page(uuid, bigint, int) to authenticated;
