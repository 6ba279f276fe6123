-- =============================================================================
-- Search by filter, priority and assignee
-- =============================================================================
-- Search found words only. Todoist's filters narrow by label, priority and
-- assignee ("#work & p1", "assigned to: me"); here a search line takes quick add's
-- signs for the same (decision 027 amendment): "#work p1 +me report" finds the
-- objectives with the filter "work", priority 1, assigned to the caller, and the
-- word "report". The app reads the signs out of the line; the words go on as
-- before. Any of them alone searches too ("p1" lists every urgent objective).
--   * p_markers: filter names (any case); an objective (or a note) must carry
--     every one of them, by name, on its own dashboard.
--   * p_priority: 1 to 4; p_mine: assigned to the caller; p_assignee: the start of
--     an assignee's name, of a word of it or of their address. Notes have none of
--     these, so any of them leaves the notes out.
-- New arguments make new functions: the old ones go, their grants given again.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The search itself, over given dashboards
-- -----------------------------------------------------------------------------

drop function public.search_dashboard(uuid, text, int);
drop function public.search_my_dashboards(text, int);
drop function private.search_in(uuid[], text, int);

-- As in the assignee search migration, with the signs. Searches nothing when given
-- neither words nor signs.
create function private.search_in(p_dashboards uuid[], p_query text, p_limit int, p_markers text[],
                                  p_priority int, p_mine boolean, p_assignee text)
returns jsonb language plpgsql stable set search_path = '' as $$
declare
  v_query text := private.clean_text(p_query, 200, 'query', false);
  v_words text[];
  v_patterns text[];
  v_limit int := least(greatest(coalesce(p_limit, 50), 1), 200);
  -- Each name once, lower case; at most ten count, as words do.
  v_markers text[] := array(
    select n from (select distinct pg_catalog.lower(pg_catalog.btrim(n)) as n from unnest(p_markers) n) x
    where n <> '' order by n limit 10);
  v_who text := nullif(pg_catalog.lower(pg_catalog.btrim(coalesce(p_assignee, ''))), '');
  v_mine boolean := coalesce(p_mine, false);
  -- Signs that notes cannot match: then no note is searched.
  v_objectives_only boolean;
begin
  if p_priority is not null and p_priority not between 1 and 4 then
    raise exception using errcode = 'PT422', message = 'priority_invalid';
  end if;
  if char_length(coalesce(v_who, '')) > 100 then
    raise exception using errcode = 'PT422', message = 'query_too_long';
  end if;
  v_objectives_only := p_priority is not null or v_mine or v_who is not null;
  v_words := array(
    select w from pg_catalog.regexp_split_to_table(v_query, '\s+') with ordinality t(w, i)
    where w <> '' group by w order by min(i) limit 10);
  v_patterns := array(select private.contains_pattern(w) from unnest(v_words) w);
  if cardinality(v_words) = 0 and cardinality(v_markers) = 0 and not v_objectives_only then
    return jsonb_build_object('query', v_query, 'words', '[]'::jsonb,
      'objectives', '[]'::jsonb, 'objectives_count', 0, 'notes', '[]'::jsonb, 'notes_count', 0, 'people', '{}'::jsonb);
  end if;
  return (
    with o as materialized (
      select o.dashboard_id, o.day, o.position, o.created_at, o.page_json, o.description, o.assignee_id
      from public.objectives o
      where o.dashboard_id = any (p_dashboards)
        -- No words: every objective (ILIKE ALL over none holds).
        and (o.title || ' ' || o.description) ilike all (v_patterns)
        and (p_priority is null or o.priority = p_priority)
        and (not v_mine or o.assignee_id = (select auth.uid()))
        and (v_who is null or exists (
          select 1 from public.profiles p
          where p.id = o.assignee_id
            and (pg_catalog.starts_with(pg_catalog.lower(coalesce(p.display_name, '')), v_who)
                 or v_who = any (pg_catalog.regexp_split_to_array(pg_catalog.lower(coalesce(p.display_name, '')), '\s+'))
                 or pg_catalog.starts_with(pg_catalog.lower(p.email), v_who))))
        -- Every filter named, by name, among its own.
        and not exists (
          select 1 from unnest(v_markers) n
          where not exists (
            select 1 from public.markers m
            where m.id = any (o.marker_ids) and pg_catalog.lower(m.name) = n))
    ), n as materialized (
      select n.id, n.dashboard_id, n.year, n.title, n.body, n.created_at, n.marker_ids
      from public.notes n
      where not v_objectives_only
        and n.dashboard_id = any (p_dashboards) and (n.title || ' ' || n.body) ilike all (v_patterns)
        and not exists (
          select 1 from unnest(v_markers) x
          where not exists (
            select 1 from public.markers m
            where m.id = any (n.marker_ids) and pg_catalog.lower(m.name) = x))
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

comment on function private.search_in(uuid[], text, int, text[], int, boolean, text) is
  'Objectives and notes of the given dashboards containing every word of p_query (up to 10 words, 200 characters), carrying every filter named in p_markers, of priority p_priority, assigned to the caller (p_mine) or to someone whose name starts p_assignee (no notes then): the newest p_limit of each and their counts.';

-- -----------------------------------------------------------------------------
-- One dashboard, and all of them
-- -----------------------------------------------------------------------------

-- As in the search migration, with the signs.
create function public.search_dashboard(p_dashboard uuid, p_query text default '', p_limit int default 50,
                                        p_markers text[] default '{}', p_priority int default null,
                                        p_mine boolean default false, p_assignee text default null)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_dashboard json;
begin
  select m.dashboard into v_dashboard from private.member_dashboard(p_dashboard) m;
  return (
    jsonb_build_object(
      'dashboard', v_dashboard,
      'markers', private.markers_json(p_dashboard))
    || private.search_in(array[p_dashboard], p_query, p_limit, p_markers, p_priority, p_mine, p_assignee)
  )::json;
end;
$$;

comment on function public.search_dashboard(uuid, text, int, text[], int, boolean, text) is
  'Objectives and notes of a dashboard containing every word of p_query, with every filter of p_markers, of p_priority, assigned to the caller (p_mine) or to p_assignee: the newest p_limit of each, their counts, the dashboard and its markers.';

-- As in the search migration, with the signs.
create function public.search_my_dashboards(p_query text default '', p_limit int default 50,
                                            p_markers text[] default '{}', p_priority int default null,
                                            p_mine boolean default false, p_assignee text default null)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_ids uuid[] := array(select private.my_dashboard_ids());
begin
  return (
    jsonb_build_object(
      'dashboards', coalesce((
        select jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name) order by lower(d.name))
        from public.dashboards d where d.id = any (v_ids)), '[]'))
    || private.search_in(v_ids, p_query, p_limit, p_markers, p_priority, p_mine, p_assignee)
  )::json;
end;
$$;

comment on function public.search_my_dashboards(text, int, text[], int, boolean, text) is
  'search_dashboard over every dashboard the caller belongs to, with their names.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.search_in(uuid[], text, int, text[], int, boolean, text),
  public.search_dashboard(uuid, text, int, text[], int, boolean, text),
  public.search_my_dashboards(text, int, text[], int, boolean, text)
  from public, anon, authenticated, service_role;
grant execute on function public.search_dashboard(uuid, text, int, text[], int, boolean, text),
  public.search_my_dashboards(text, int, text[], int, boolean, text) to authenticated;
