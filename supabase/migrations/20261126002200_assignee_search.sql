-- =============================================================================
-- Search says who
-- =============================================================================
-- Search results list objectives as the day does; those assigned now show their
-- assignee's initials too, named once per answer ("people", decision 037).
-- =============================================================================

-- As in the descriptions migration, plus "people": the listed objectives' assignees by name.
create or replace function private.search_in(p_dashboards uuid[], p_query text, p_limit int)
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
      'objectives', '[]'::jsonb, 'objectives_count', 0, 'notes', '[]'::jsonb, 'notes_count', 0, 'people', '{}'::jsonb);
  end if;
  return (
    with o as materialized (
      select o.dashboard_id, o.day, o.position, o.created_at, o.page_json, o.description, o.assignee_id
      from public.objectives o
      where o.dashboard_id = any (p_dashboards) and (o.title || ' ' || o.description) ilike all (v_patterns)
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
                         -- Found in its description: the words there, as for a note.
                         || case when x.description ilike any (v_patterns)
                              then jsonb_build_object('snippet', private.snippet(x.description, v_words[1]))
                              else '{}'::jsonb end
                         order by x.day desc, x.position, x.created_at)
        from (select * from o order by o.day desc, o.position, o.created_at limit v_limit) x), '[]'),
      'objectives_count', (select count(*) from o),
      'notes', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', x.id, 'dashboard_id', x.dashboard_id, 'year', x.year, 'title', x.title,
                 'snippet', private.snippet(x.body, v_words[1]), 'markers', x.marker_ids)
               order by x.year desc, x.created_at desc)
        from (select * from n order by n.year desc, n.created_at desc limit v_limit) x), '[]'),
      'notes_count', (select count(*) from n),
      -- The names of the found objectives' assignees, by id.
      'people', coalesce((
        select jsonb_object_agg(p.id, private.member_name(p.display_name, p.email))
        from public.profiles p
        where p.id in (select o.assignee_id from o)
      ), '{}'::jsonb)
    )
  );
end;
$$;
