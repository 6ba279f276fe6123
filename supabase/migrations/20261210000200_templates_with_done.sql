-- =============================================================================
-- A template of one's own with the done objectives too (decision 092)
-- =============================================================================
-- The moment to keep a plan is often when it is over: every objective done, and "Save as a
-- template" had nothing open to keep. Now it may take the done ones too, as to do again
-- (days still counted from the first it keeps). The function is replaced, not overloaded:
-- PostgREST cannot choose between overloads called with named arguments.
-- =============================================================================

drop function public.save_dashboard_as_template(uuid, text, uuid);

-- What a template keeps of a dashboard: its open objectives; asked, the done ones too, but of
-- a repeating series only its last (each done one of it added the next, which carries the rule).
create function private.template_keeps(p_row public.objectives, p_include_done boolean)
returns boolean language sql stable set search_path = '' as $$
  select not p_row.done
         or (p_include_done and not exists (select 1 from public.objectives n where n.repeat_from = p_row.id))
$$;

comment on function private.template_keeps(public.objectives, boolean) is
  'Whether "Save as a template" keeps the objective: open, or (asked) done and the last of its series.';

revoke all on function private.template_keeps(public.objectives, boolean) from public, anon, authenticated, service_role;

-- As in the saved templates migration, plus p_include_done: the done objectives too
-- ('template_nothing' when the dashboard has none at all).
create function public.save_dashboard_as_template(p_dashboard uuid, p_name text, p_include_done boolean default false,
                                                  p_request_id uuid default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_name text := private.clean_text(p_name, 100, 'name');
  v_prior jsonb;
  v_first date;
  v_count int;
  v_row private.saved_templates;
begin
  perform private.require_member(p_dashboard);
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  -- One person's saves wait for each other, so the count below holds.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(v_me::text || '/saved_templates', 0));
  delete from private.saved_templates t where t.user_id = v_me and t.deleted_at < now() - interval '1 hour';
  if (select count(*) from private.saved_templates t where t.user_id = v_me and t.deleted_at is null) >= 50 then
    raise exception using errcode = 'PT422', message = 'templates_full', hint = '50';
  end if;

  select min(o.day), count(*) into v_first, v_count
  from public.objectives o where o.dashboard_id = p_dashboard and private.template_keeps(o, p_include_done);
  if v_count = 0 then
    raise exception using errcode = 'PT422', message = case when p_include_done then 'template_nothing' else 'template_empty' end;
  end if;
  if v_count > 300 then
    raise exception using errcode = 'PT422', message = 'template_too_big', hint = '300';
  end if;

  insert into private.saved_templates (user_id, name, source_name, filters, objectives, objective_count)
  select v_me, v_name, d.name,
         coalesce((
           select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('name', m.name, 'color', m.color)
                                       order by pg_catalog.lower(m.name), m.id)
           from public.markers m
           where m.dashboard_id = p_dashboard
             and exists (select 1 from public.objectives o
                         where o.dashboard_id = p_dashboard and private.template_keeps(o, p_include_done) and m.id = any (o.marker_ids))), '[]'),
         (select pg_catalog.jsonb_agg(pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
                   'day', o.day - v_first,
                   'on', private.template_weekdays(o.repeat, o.day),
                   'title', o.title,
                   'description', nullif(o.description, ''),
                   'priority', o.priority,
                   'repeat', o.repeat,
                   'repeat_every', case when o.repeat is not null and o.repeat_every > 1 then o.repeat_every end,
                   'repeat_from_done', case when o.repeat is not null and o.repeat_from_done then true end,
                   'repeat_until', case when o.repeat is not null then o.repeat_until - o.day end,
                   -- A repeating one's deadline is not kept (an import leaves it out too).
                   'deadline', case when o.repeat is null then o.deadline - o.day end,
                   'filters', pg_catalog.to_jsonb(private.marker_names(o.marker_ids)),
                   'steps', coalesce((
                     select pg_catalog.jsonb_agg(i.title order by i.position, i.created_at)
                     from public.checklist_items i where i.objective_id = o.id), '[]')))
                 order by o.day, o.position, o.created_at)
          from public.objectives o where o.dashboard_id = p_dashboard and private.template_keeps(o, p_include_done)),
         v_count
  from public.dashboards d where d.id = p_dashboard
  returning * into v_row;

  return private.remember_request(p_request_id, pg_catalog.jsonb_build_object(
    'id', v_row.id, 'name', v_row.name, 'objectives', v_row.objective_count));
end;
$$;

comment on function public.save_dashboard_as_template(uuid, text, boolean, uuid) is
  'Saves the open objectives (with p_include_done, the done ones too, as to do) of a dashboard the caller belongs to as a template of theirs ({id, name, objectives}); at most 50, of 300 objectives.';

revoke all on function public.save_dashboard_as_template(uuid, text, boolean, uuid) from public, anon, authenticated, service_role;
grant execute on function public.save_dashboard_as_template(uuid, text, boolean, uuid) to authenticated;
