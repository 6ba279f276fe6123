-- =============================================================================
-- Search: objectives and notes by the words they contain
-- =============================================================================
-- "Where did I put that?": every word typed must appear in an objective's title,
-- or in a note's title or text, in any case and in any order ("plumber call"
-- finds "Call the plumber"). Substrings rather than stemmed words, so it works
-- the same in all seven languages, Chinese and Japanese included (no spaces
-- between their words). One search, over a list of dashboards: one dashboard's
-- page (`search_dashboard`) or all of the caller's (`search_my_dashboards`).
-- One call answers either page: the newest matches of each kind and how many
-- there are.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Helpers
-- -----------------------------------------------------------------------------

-- A word as an ILIKE pattern that matches it anywhere, its %, _ and \ taken literally.
create function private.contains_pattern(p_word text)
returns text language sql immutable set search_path = '' as $$
  select '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(p_word, '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;

comment on function private.contains_pattern(text) is 'An ILIKE pattern matching the word anywhere, its wildcards taken literally.';

-- About 160 characters of a text around the first place a word appears (the start
-- when it appears in the title only), cut between words where there are spaces.
create function private.snippet(p_text text, p_word text)
returns text language sql immutable set search_path = '' as $$
  select case
    when char_length(p_text) <= 160 then p_text
    else (
      select case when s.start > 1 then '…' else '' end
             || pg_catalog.btrim(pg_catalog.regexp_replace(pg_catalog.regexp_replace(
                  pg_catalog.substr(p_text, s.start, 160),
                  -- A word cut at either end goes (a short one: text without spaces stays whole).
                  case when s.start > 1 then '^\S{0,20}\s+' else '^' end, ''),
                  case when s.start + 160 <= char_length(p_text) then '\s+\S{0,20}$' else '$' end, ''))
             || case when s.start + 160 <= char_length(p_text) then '…' else '' end
      from (select greatest(1, pg_catalog.strpos(pg_catalog.lower(p_text), pg_catalog.lower(p_word)) - 50) as start) s
    )
  end
$$;

comment on function private.snippet(text, text) is 'About 160 characters of a text around the first place the word appears.';

-- -----------------------------------------------------------------------------
-- The search itself, over given dashboards
-- -----------------------------------------------------------------------------

-- For the callers below (security definer, after their own checks), which pass
-- only dashboards the user belongs to; it runs with their rights. At most ten
-- words count; an empty query matches nothing. Rows carry their dashboard's id.
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

-- Members only (PT404 for anyone else, as every page); reads as its owner after
-- that check (decision 022). With the dashboard and its filters, for the chips.
create function public.search_dashboard(p_dashboard uuid, p_query text default '', p_limit int default 50)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_dashboard json;
begin
  select m.dashboard into v_dashboard from private.member_dashboard(p_dashboard) m;
  return (
    jsonb_build_object(
      'dashboard', v_dashboard,
      'markers', private.markers_json(p_dashboard))
    || private.search_in(array[p_dashboard], p_query, p_limit)
  )::json;
end;
$$;

comment on function public.search_dashboard(uuid, text, int) is
  'Objectives and notes of a dashboard containing every word of p_query (up to 10 words, 200 characters): the newest p_limit of each, their counts, the dashboard and its markers.';

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

revoke all on function private.contains_pattern(text), private.snippet(text, text), private.search_in(uuid[], text, int),
  public.search_dashboard(uuid, text, int), public.search_my_dashboards(text, int)
  from public, anon, authenticated, service_role;
grant execute on function public.search_dashboard(uuid, text, int), public.search_my_dashboards(text, int) to authenticated;
