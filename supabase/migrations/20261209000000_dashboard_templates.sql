-- =============================================================================
-- Templates: a new dashboard with a template's objectives, in one call (decision 091)
-- =============================================================================
-- The templates themselves (their days, rules, filters, steps and words in seven languages)
-- are the app's (app/routes/templates/): it sends the rows, dated from the start day the
-- person chose, as an import sends a file's. The database makes the dashboard and adds them
-- in one transaction, so a refusal (the plan's dashboards, a row it cannot add) leaves
-- nothing behind, and checks them as every import is checked.
-- =============================================================================

create function public.create_dashboard_from_template(
  p_name text,
  p_filters jsonb default '[]',
  p_objectives jsonb default '[]',
  p_notes jsonb default '[]',
  p_request_id uuid default null
)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_dashboard jsonb;
  v_added jsonb;
begin
  -- The dashboard as "Add dashboard" makes it: the caller's plan, and a double submit answered
  -- with the first one's dashboard.
  v_dashboard := public.create_dashboard(p_name, p_request_id);
  -- Its rows as an import adds them. The import's own request id is derived from this one, so
  -- the double submit adds nothing twice (its answer is the first one's too).
  v_added := public.import_into_dashboard(
    (v_dashboard->>'id')::uuid, p_filters, p_objectives, p_notes,
    case when p_request_id is not null then pg_catalog.md5(p_request_id::text || ':template')::uuid end
  );
  return v_dashboard || pg_catalog.jsonb_build_object(
    'objectives', v_added->'objectives', 'notes', v_added->'notes', 'filters', v_added->'filters');
end;
$$;

comment on function public.create_dashboard_from_template(text, jsonb, jsonb, jsonb, uuid) is
  'A new dashboard of the caller''s with a template''s filters, objectives and notes (rows as import_into_dashboard takes them), all or nothing ({id, name, objectives, notes, filters}).';

revoke all on function public.create_dashboard_from_template(text, jsonb, jsonb, jsonb, uuid) from public, anon, authenticated, service_role;
grant execute on function public.create_dashboard_from_template(text, jsonb, jsonb, jsonb, uuid) to authenticated;
