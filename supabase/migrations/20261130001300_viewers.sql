-- =============================================================================
-- Members who can only view (the database's part)
-- =============================================================================
-- Sharing knew two roles: the admin and members, who change everything the
-- dashboard holds. A dashboard shown to a client, a family member or a manager
-- wants a third: someone who sees it all and changes nothing (Google Docs'
-- "Viewer", what Planka and Vikunja users ask for). This migration is the
-- database's part: the role, the admin's way to give it, and the rule, enforced
-- where the archive's rule is (one trigger on every table a dashboard holds, so
-- no function can forget it). The screens' part (the member dialog's choice, the
-- pages read-only for a viewer, viewers' dashboards out of /today's lists) follows
-- in its own change; until then nothing in the app gives the role.
--   * 'viewer': reads every page of the dashboard as a member does; every change
--     to what it holds (objectives, notes, filters, comments, steps) is refused
--     with PT403 'read_only'. Their own choices (favourite, notifications, view
--     options, calendar link, leaving) stay theirs.
--   * set_member_role: the admin makes a member a viewer or a member again. A
--     member made a viewer is taken off the open objectives assigned to them
--     (they could not complete them); done ones keep who did them. A viewer is
--     nobody's assignee from then on, whatever path would make them one.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The role
-- -----------------------------------------------------------------------------

alter table public.dashboard_members drop constraint dashboard_members_role_check;
alter table public.dashboard_members
  add constraint dashboard_members_role_check check (role in ('admin', 'member', 'viewer'));

comment on column public.dashboard_members.role is
  'admin (exactly one per dashboard), member, or viewer (reads everything, changes nothing of what the dashboard holds).';

-- -----------------------------------------------------------------------------
-- The rule
-- -----------------------------------------------------------------------------

-- As in the archive dashboards migration (the same triggers call it), plus: a viewer's own
-- change to what a dashboard holds, or moving anything into one they only view, is
-- refused. Rows a cascade or another trigger changes follow a change that was itself
-- checked (pg_trigger_depth() > 1): a viewer who leaves takes their assignments along.
create or replace function private.refuse_when_archived()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if pg_catalog.pg_trigger_depth() = 1 and exists (
    select 1 from public.dashboards d
    where d.archived_at is not null
      and d.id in (old.dashboard_id, new.dashboard_id)
  ) then
    raise exception using errcode = 'PT409', message = 'dashboard_archived';
  end if;
  if pg_catalog.pg_trigger_depth() = 1 and exists (
    select 1 from public.dashboard_members m
    where m.user_id = (select auth.uid()) and m.role = 'viewer'
      and m.dashboard_id in (old.dashboard_id, new.dashboard_id)
  ) then
    raise exception using errcode = 'PT403', message = 'read_only';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

comment on function private.refuse_when_archived() is
  'Trigger: refuses a change to what an archived dashboard holds (or moving anything into one), and a viewer''s change to what a dashboard they only view holds.';

-- A viewer is nobody's assignee: whatever path would make one (an assignment, an undo that
-- brings an objective back with its assignee, a move onto a dashboard they only view), the
-- objective is left to nobody instead, as it is for someone who left.
create function private.no_viewer_assignee()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if new.assignee_id is not null and exists (
    select 1 from public.dashboard_members m
    where m.dashboard_id = new.dashboard_id and m.user_id = new.assignee_id and m.role = 'viewer'
  ) then
    new.assignee_id := null;
  end if;
  return new;
end;
$$;

comment on function private.no_viewer_assignee() is 'Trigger: an objective assigned to a viewer of its dashboard is left to nobody.';

create trigger no_viewer_assignee before insert or update of assignee_id, dashboard_id on public.objectives
  for each row execute function private.no_viewer_assignee();

-- -----------------------------------------------------------------------------
-- Giving the role
-- -----------------------------------------------------------------------------

-- The admin, on another member: 'viewer' or 'member' again. The admin's own role is
-- passed with "Make admin", not here.
create function public.set_member_role(p_dashboard uuid, p_user uuid, p_role text)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_role text;
begin
  if p_role is null or p_role not in ('member', 'viewer') then
    raise exception using errcode = 'PT422', message = 'role_invalid';
  end if;
  perform private.begin_member_change(p_dashboard, p_user);
  select m.role into v_role from public.dashboard_members m where m.dashboard_id = p_dashboard and m.user_id = p_user;
  if v_role = 'admin' then
    raise exception using errcode = 'PT409', message = 'role_of_admin';
  end if;
  if v_role is distinct from p_role then
    update public.dashboard_members set role = p_role where dashboard_id = p_dashboard and user_id = p_user;
    -- An archived dashboard's objectives stay as they are (nothing there can change).
    if p_role = 'viewer' and not exists (
      select 1 from public.dashboards d where d.id = p_dashboard and d.archived_at is not null
    ) then
      update public.objectives set assignee_id = null
      where dashboard_id = p_dashboard and assignee_id = p_user and not done;
    end if;
  end if;
  return pg_catalog.jsonb_build_object('dashboard_id', p_dashboard, 'user_id', p_user, 'role', p_role);
end;
$$;

comment on function public.set_member_role(uuid, uuid, text) is
  'Admin: makes another member a viewer (taken off their open objectives) or a member again.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.set_member_role(uuid, uuid, text), private.no_viewer_assignee()
  from public, anon, authenticated, service_role;
grant execute on function public.set_member_role(uuid, uuid, text) to authenticated;
