-- =============================================================================
-- Search: a dashboard's objectives and notes by the words they contain
-- =============================================================================
-- "Where did I put that?": every word typed must appear in an objective's title,
-- or in a note's title or text, in any case and in any order ("plumber call"
-- finds "Call the plumber"). Substrings rather than stemmed words, so it works
-- the same in all seven languages, Chinese and Japanese included (no spaces
-- between their words). One call answers the page: the dashboard, the newest
-- matches of each kind and how many there are.
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
-- The search page's function
-- -----------------------------------------------------------------------------

-- Members only (PT404 for anyone else, as every page); reads as its owner after
-- that check, only rows of p_dashboard (decision 022). At most ten words count.
-- An empty query answers the dashboard and no matches.
create function public.search_dashboard(p_dashboard uuid, p_query text default '', p_limit int default 50)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_dashboard json;
  v_query text := private.clean_text(p_query, 200, 'query', false);
  v_words text[];
  v_patterns text[];
  v_limit int := least(greatest(coalesce(p_limit, 50), 1), 200);
begin
  select m.dashboard into v_dashboard from private.member_dashboard(p_dashboard) m;
  v_words := array(
    select w from pg_catalog.regexp_split_to_table(v_query, '\s+') with ordinality t(w, i)
    where w <> '' group by w order by min(i) limit 10);
  v_patterns := array(select private.contains_pattern(w) from unnest(v_words) w);
  if cardinality(v_words) = 0 then
    return json_build_object('dashboard', v_dashboard, 'query', v_query, 'words', '[]'::json,
      'objectives', '[]'::json, 'objectives_count', 0, 'notes', '[]'::json, 'notes_count', 0, 'markers', '[]'::json);
  end if;
  return (
    with o as materialized (
      select o.id, o.day, o.position, o.created_at, o.page_json
      from public.objectives o
      where o.dashboard_id = p_dashboard and o.title ilike all (v_patterns)
    ), n as materialized (
      select n.id, n.year, n.title, n.body, n.created_at, n.marker_ids
      from public.notes n
      where n.dashboard_id = p_dashboard and (n.title || ' ' || n.body) ilike all (v_patterns)
    )
    select json_build_object(
      'dashboard', v_dashboard,
      'query', v_query,
      'words', to_json(v_words),
      -- The latest days first: what is coming or just past is what people look for.
      'objectives', coalesce((
        select json_agg(x.page_json order by x.day desc, x.position, x.created_at)
        from (select * from o order by o.day desc, o.position, o.created_at limit v_limit) x), '[]'),
      'objectives_count', (select count(*) from o),
      'notes', coalesce((
        select json_agg(json_build_object(
                 'id', x.id, 'year', x.year, 'title', x.title,
                 'snippet', private.snippet(x.body, v_words[1]), 'markers', x.marker_ids)
               order by x.year desc, x.created_at desc)
        from (select * from n order by n.year desc, n.created_at desc limit v_limit) x), '[]'),
      'notes_count', (select count(*) from n),
      'markers', coalesce((
        select json_agg(json_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name))
        from public.markers m where m.dashboard_id = p_dashboard), '[]')
    )
  );
end;
$$;

comment on function public.search_dashboard(uuid, text, int) is
  'Objectives and notes of a dashboard containing every word of p_query (up to 10 words, 200 characters): the newest p_limit of each, their counts, the markers.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.contains_pattern(text), private.snippet(text, text),
  public.search_dashboard(uuid, text, int) from public, anon, authenticated, service_role;
grant execute on function public.search_dashboard(uuid, text, int) to authenticated;
