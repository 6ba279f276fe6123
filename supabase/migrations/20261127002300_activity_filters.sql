-- =============================================================================
-- A dashboard's activity, by person and by kind
-- =============================================================================
-- "What did Ben do this week?", "what was completed?", "who moved this one?":
-- Todoist's activity log filters by collaborator and by action, and a task has
-- its own. get_activity_page takes all three (decision 046's addendum); the
-- entries themselves are unchanged.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- One person's entries, newest first, without reading everyone's
-- -----------------------------------------------------------------------------

create index activity_by_actor on public.activity (dashboard_id, actor_id, id desc);

-- -----------------------------------------------------------------------------
-- The page
-- -----------------------------------------------------------------------------

drop function public.get_activity_page(uuid, bigint, int);

-- As in the activity migration, with three filters: p_actor, one person's doings (for
-- joined and left, the member themself); p_what, a kind of change: added (and restored),
-- completed (and reopened), moved (to another day or dashboard), renamed, deleted,
-- comments, members; and p_objective, one objective's history ("objective": its title
-- now, or the last one told if it is gone). "hidden" counts only what the filters would
-- show. The members are answered too, for the person filter.
create function public.get_activity_page(p_dashboard uuid, p_before bigint default null, p_limit int default 50,
                                         p_actor uuid default null, p_what text default null,
                                         p_objective uuid default null)
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_kinds text[] := case p_what
    when 'added' then array['added', 'added_many', 'restored']
    when 'completed' then array['completed', 'completed_many', 'reopened', 'reopened_many']
    when 'moved' then array['rescheduled', 'rescheduled_many', 'moved_in', 'moved_in_many', 'moved_out', 'moved_out_many']
    when 'renamed' then array['renamed', 'renamed_many']
    when 'deleted' then array['deleted', 'deleted_many']
    when 'comments' then array['commented']
    when 'members' then array['joined', 'left', 'removed']
  end;
  v_days int;
  v_since timestamptz;
  v_entries jsonb;
  v_count int;
begin
  perform private.require_member(p_dashboard);
  if p_limit is null or p_limit < 1 or p_limit > 200 or p_before < 1 or (p_what is not null and v_kinds is null) then
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
      and (p_actor is null or a.actor_id = p_actor) and (v_kinds is null or a.kind = any (v_kinds))
      and (p_objective is null or a.objective_id = p_objective)
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
      where a.dashboard_id = p_dashboard and a.at < v_since and (p_before is null or a.id < p_before)
        and (p_actor is null or a.actor_id = p_actor) and (v_kinds is null or a.kind = any (v_kinds))
        and (p_objective is null or a.objective_id = p_objective)),
    'days_kept', v_days,
    'objective', case when p_objective is not null then coalesce(
      (select o.title from public.objectives o where o.id = p_objective and o.dashboard_id = p_dashboard),
      (select a.subject from public.activity a
       where a.dashboard_id = p_dashboard and a.objective_id = p_objective order by a.id desc limit 1)) end,
    'members', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', m.user_id, 'name', private.member_name(p.display_name, p.email))
                                  order by pg_catalog.lower(private.member_name(p.display_name, p.email)), m.user_id)
      from public.dashboard_members m join public.profiles p on p.id = m.user_id
      where m.dashboard_id = p_dashboard), '[]'::jsonb),
    'time_zone', (select p.time_zone from public.profiles p where p.id = (select auth.uid()))
  );
end;
$$;

comment on function public.get_activity_page(uuid, bigint, int, uuid, text, uuid) is
  'A dashboard''s activity page: newest first, p_limit older than p_before, of one person, kind or objective if asked, within its plan''s window (members only).';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.get_activity_page(uuid, bigint, int, uuid, text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_activity_page(uuid, bigint, int, uuid, text, uuid) to authenticated;
