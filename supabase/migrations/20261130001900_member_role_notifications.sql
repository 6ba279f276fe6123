-- =============================================================================
-- A member hears in their bell that their role changed
-- =============================================================================
-- The activity tells the team who made a member view-only (the member role
-- activity migration). The member concerned should hear it where they hear what
-- concerns them: "Ann made you view-only" in their bell, for a sixth reason,
-- 'role', which they may turn off as the others (decision 054).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The reason
-- -----------------------------------------------------------------------------

alter table private.notifications drop constraint notifications_why_check;
alter table private.notifications add constraint notifications_why_check
  check (why in ('mentioned', 'assigned', 'commented', 'created', 'admin', 'role'));
comment on column private.notifications.why is 'Why it reached them: mentioned (in a comment), assigned (the objective is or was theirs), commented (they commented on it before), created (they added it), admin (their dashboard''s members), role (their own role changed).';

alter table private.notification_mutes drop constraint notification_mutes_reason_check;
alter table private.notification_mutes add constraint notification_mutes_reason_check
  check (reason in ('mentioned', 'assigned', 'commented', 'created', 'admin', 'role'));

-- -----------------------------------------------------------------------------
-- The choices know it
-- -----------------------------------------------------------------------------

-- As in the notification settings migration, plus 'role'.
create or replace function private.my_notification_reasons()
returns jsonb language sql stable security definer set search_path = '' as $$
  select coalesce(pg_catalog.jsonb_agg(r order by i), '[]'::jsonb)
  from pg_catalog.unnest(array['mentioned', 'assigned', 'commented', 'created', 'admin', 'role']) with ordinality as a (r, i)
  where not exists (select 1 from private.notification_mutes m where m.user_id = (select auth.uid()) and m.reason = a.r)
$$;

-- As in the notification settings migration, plus 'role'.
create or replace function public.set_notification_reasons(p_on text[])
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
  v_all constant text[] := array['mentioned', 'assigned', 'commented', 'created', 'admin', 'role'];
begin
  if p_on is null or not (p_on <@ v_all) then
    raise exception using errcode = 'PT422', message = 'notification_reason_invalid';
  end if;
  delete from private.notification_mutes where user_id = v_user and reason = any (p_on);
  insert into private.notification_mutes (user_id, reason)
  select v_user, r from pg_catalog.unnest(v_all) r where r <> all (p_on)
  on conflict (user_id, reason) do nothing;
  return pg_catalog.jsonb_build_object('notification_reasons', private.my_notification_reasons());
end;
$$;

comment on function public.set_notification_reasons(text[]) is
  'Keeps on the caller''s notification reasons listed (mentioned, assigned, commented, created, admin, role) and turns off the others.';

-- -----------------------------------------------------------------------------
-- Whom an entry reaches now
-- -----------------------------------------------------------------------------

-- As in the notification settings migration, plus the member whose role changed (reason 6).
create or replace function private.notified_by(p_kind text, p_dashboard uuid, p_actor uuid, p_objective uuid, p_detail jsonb)
returns table (user_id uuid, why text) language sql stable security definer set search_path = '' as $$
  with o as (
    -- The objective now (also moved to another dashboard), else its copy kept for Undo.
    select o.assignee_id, o.created_by from public.objectives o where o.id = p_objective
    union all
    select d.assignee_id, d.created_by from private.deleted_objectives d
    where d.id = p_objective and not exists (select 1 from public.objectives x where x.id = p_objective)
  ), c as (
    select c.id, c.body from public.comments c
    where p_kind = 'commented' and c.id = (p_detail ->> 'comment')::uuid
  ), r (user_id, reason) as (
    select (p_detail ->> 'assignee')::uuid, 2 where p_kind in ('assigned', 'unassigned')
    union all
    -- Added already assigned (quick add's "+name"): the activity says "added".
    select o.assignee_id, 2 from o where p_kind = 'added'
    union all
    select u, 1 from c cross join lateral private.mentioned_members(p_dashboard, c.body) u
    union all
    select o.assignee_id, 2 from o
    where p_kind in ('commented', 'completed', 'reopened', 'rescheduled', 'renamed', 'deleted', 'moved_out')
    union all
    select e.author_id, 3 from c join public.comments e on e.objective_id = p_objective and e.id <> c.id
    union all
    select o.created_by, 4 from o
    where p_kind in ('commented', 'completed', 'reopened', 'rescheduled', 'renamed', 'deleted', 'moved_out')
    union all
    select private.dashboard_admin(p_dashboard), 5 where p_kind in ('joined', 'left')
    union all
    select (p_detail ->> 'member')::uuid, 6 where p_kind in ('made_viewer', 'made_editor')
  ), reasons (names) as (
    select array['mentioned', 'assigned', 'commented', 'created', 'admin', 'role']
  )
  select r.user_id, names[min(r.reason)]
  from r cross join reasons
  where r.user_id is not null and r.user_id is distinct from p_actor
    and exists (select 1 from public.dashboard_members m
                where m.dashboard_id = p_dashboard and m.user_id = r.user_id and m.notify)
    and not exists (select 1 from private.notification_mutes x
                    where x.user_id = r.user_id and x.reason = names[r.reason])
  group by r.user_id, names
$$;

-- As in the notifications migration, plus the roles' changes among the kinds that notify.
create or replace function private.notify_activity()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  insert into private.notifications (user_id, dashboard_id, activity_id, why)
  select n.user_id, a.dashboard_id, a.id, n.why
  from added a
  cross join lateral private.notified_by(a.kind, a.dashboard_id, a.actor_id, a.objective_id, a.detail) n
  where a.kind in ('added', 'assigned', 'unassigned', 'commented', 'completed', 'reopened', 'rescheduled', 'renamed',
                   'deleted', 'moved_out', 'joined', 'left', 'made_viewer', 'made_editor');
  return null;
end;
$$;
