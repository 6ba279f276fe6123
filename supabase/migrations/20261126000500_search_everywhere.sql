-- =============================================================================
-- Search everywhere: all of one's dashboards at once
-- =============================================================================
-- The search of one dashboard (the search migration) now runs over a list of
-- dashboards, so the same words find the same rows in one dashboard or in all of
-- the caller's: `/search` looks through every dashboard they belong to.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The search itself, over given dashboards
-- -----------------------------------------------------------------------------

-- As search_dashboard did, for any dashboards: the callers (security definer,
-- after their own checks) pass only dashboards the user belongs to. Rows carry
-- their dashboard's id.
create function private.search_in(p_dashboards uuid[], p_query text, p_limit int)
returns jsonb language plpgsql stable set search_path = '' as $$
declare
  v_query text := private.clean_text(p_query, 200, 'query', false);
  v_words text[];
  v_patterns text[];
  v_limit int := least(greatest(coalesce(p_limit, 50), 1), 200);
begin
  v_words := array(
    select w from pg_catalog.regexp_split_to_table(v_query, '\s+') with ordinality t(w, i)
    where w <> '' group by w order by min(i) limit 10);
  v_patterns := array(select private.contains_pattern(w) from unnest(v_words) w);
  if cardinality(v_words) = 0 then
    return jsonb_build_object('query', v_query, 'words', '[]'::jsonb,
      'objectives', '[]'::jsonb, 'objectives_count', 0, 'notes', '[]'::jsonb, 'notes_count', 0);
  end if;
  return (
    with o as materialized (
      select o.dashboard_id, o.day, o.position, o.created_at, o.page_json
      from public.objectives o
      where o.dashboard_id = any (p_dashboards) and o.title ilike all (v_patterns)
    ), n as materialized (
      select n.id, n.dashboard_id, n.year, n.title, n.body, n.created_at, n.marker_ids
      from public.notes n
      where n.dashboard_id = any (p_dashboards) and (n.title || ' ' || n.body) ilike all (v_patterns)
    )
    select jsonb_build_object(
      'query', v_query,
      'words', to_jsonb(v_words),
      -- The latest days first: what is coming or just past is what people look for.
      'objectives', coalesce((
        select jsonb_agg(x.page_json::jsonb || jsonb_build_object('dashboard_id', x.dashboard_id)
                         order by x.day desc, x.position, x.created_at)
        from (select * from o order by o.day desc, o.position, o.created_at limit v_limit) x), '[]'),
      'objectives_count', (select count(*) from o),
      'notes', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', x.id, 'dashboard_id', x.dashboard_id, 'year', x.year, 'title', x.title,
                 'snippet', private.snippet(x.body, v_words[1]), 'markers', x.marker_ids)
               order by x.year desc, x.created_at desc)
        from (select * from n order by n.year desc, n.created_at desc limit v_limit) x), '[]'),
      'notes_count', (select count(*) from n)
    )
  );
end;
$$;

comment on function private.search_in(uuid[], text, int) is
  'Objectives and notes of the given dashboards containing every word of p_query (up to 10 words, 200 characters): the newest p_limit of each and their counts.';

-- -----------------------------------------------------------------------------
-- One dashboard, and all of them
-- -----------------------------------------------------------------------------

-- Same arguments and answer as before (rows now also carry dashboard_id).
create or replace function public.search_dashboard(p_dashboard uuid, p_query text default '', p_limit int default 50)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_dashboard json;
begin
  select m.dashboard into v_dashboard from private.member_dashboard(p_dashboard) m;
  return (
    jsonb_build_object(
      'dashboard', v_dashboard,
      'markers', coalesce((
        select jsonb_agg(jsonb_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name))
        from public.markers m where m.dashboard_id = p_dashboard), '[]'))
    || private.search_in(array[p_dashboard], p_query, p_limit)
  )::json;
end;
$$;

-- Every dashboard the caller belongs to, with their names for the results.
create function public.search_my_dashboards(p_query text default '', p_limit int default 50)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_ids uuid[] := array(select private.my_dashboard_ids());
begin
  return (
    jsonb_build_object(
      'dashboards', coalesce((
        select jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name) order by lower(d.name))
        from public.dashboards d where d.id = any (v_ids)), '[]'))
    || private.search_in(v_ids, p_query, p_limit)
  )::json;
end;
$$;

comment on function public.search_my_dashboards(text, int) is
  'search_dashboard over every dashboard the caller belongs to, with their names.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.search_in(uuid[], text, int), public.search_my_dashboards(text, int)
  from public, anon, authenticated, service_role;
grant execute on function public.search_my_dashboards(text, int) to authenticated;
