-- =============================================================================
-- Every change's activity entry and notifications, planned once per connection
-- =============================================================================
-- Each change to an objective or a note writes its activity entry (log_activity), and
-- each entry finds whom it concerns (notified_by). Both were SQL functions with their
-- own search_path, which PostgreSQL cannot inline and, before version 18, plans again
-- on every call: on PostgreSQL 17 (hosted's default) that was half of an objective's
-- insert or rename (2.9 → 1.3 ms; on 15, 3.9–6.4 → 1.8–2.0 ms). The same statements in
-- PL/pgSQL keep their plans for the connection's life, as PostgREST's pooled
-- connections live long. Same arguments, same answers, same grants (decision 068).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The activity entry
-- -----------------------------------------------------------------------------

-- As in the activity notes migration, in PL/pgSQL.
create or replace function private.log_activity(p_rows jsonb)
returns void language plpgsql security definer set search_path = '' as $$
begin
  insert into public.activity (dashboard_id, actor_id, kind, objective_id, note_id, subject, detail)
  select g.dashboard_id, (select auth.uid()),
         case when g.n = 1 then g.kind else g.kind || '_many' end,
         case when g.n = 1 then g.objective_id end,
         case when g.n = 1 then g.note_id end,
         case when g.n = 1 then g.subject end,
         case when g.n = 1 then g.detail
              else pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object('count', g.n, 'to', g.to_day)) end
  from (
    select r.dashboard_id, r.kind, count(*)::int as n,
           (pg_catalog.array_agg(r.objective_id))[1] as objective_id, (pg_catalog.array_agg(r.note_id))[1] as note_id,
           (pg_catalog.array_agg(r.subject))[1] as subject,
           (pg_catalog.array_agg(r.detail))[1] as detail,
           case when count(distinct r.detail ->> 'to') = 1 and count(r.detail ->> 'to') = count(*)
                then min(r.detail ->> 'to') end as to_day
    from pg_catalog.jsonb_to_recordset(p_rows) as r (dashboard_id uuid, kind text, objective_id uuid, note_id uuid, subject text,
                                                            detail jsonb)
    group by r.dashboard_id, r.kind
  ) g
  -- A dashboard being deleted takes its objectives and members with it: nothing to tell.
  where exists (select 1 from public.dashboards d where d.id = g.dashboard_id);
end;
$$;

-- -----------------------------------------------------------------------------
-- Whom an entry reaches
-- -----------------------------------------------------------------------------

-- As in the member role notifications migration, in PL/pgSQL. The result's columns are
-- also variables here: the statement's own columns win where a name is both.
create or replace function private.notified_by(p_kind text, p_dashboard uuid, p_actor uuid, p_objective uuid, p_detail jsonb)
returns table (user_id uuid, why text) language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return query
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
  group by r.user_id, names;
end;
$$;
