-- =============================================================================
-- Search by several days
-- =============================================================================
-- A search line may name several days, any of them: "overdue today" (Todoist's
-- "today | overdue", the day's work and what was left of it), "today tomorrow". p_days
-- carries them comma-separated ("overdue,today"); one alone is as before.
-- The same arguments: the function is replaced, its grants stay.
-- =============================================================================

-- As in the search without filters migration, with p_days a list.
create or replace function private.search_in(p_dashboards uuid[], p_query text, p_limit int, p_markers text[],
                                  p_priority int, p_mine boolean, p_assignee text, p_days text, p_time_zone text,
                                  p_repeating boolean, p_deadline boolean, p_without text[])
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
  -- The filters whose objectives and notes are left out ("-#waiting"), the same way.
  v_without text[] := array(
    select n from (select distinct pg_catalog.lower(pg_catalog.btrim(n)) as n from unnest(p_without) n) x
    where n <> '' order by n limit 10);
  v_who text := nullif(pg_catalog.lower(pg_catalog.btrim(coalesce(p_assignee, ''))), '');
  v_mine boolean := coalesce(p_mine, false);
  v_today date := private.today(p_time_zone);
  -- The days named, any of them ("overdue,today").
  v_days text[] := pg_catalog.string_to_array(p_days, ',');
  -- Signs that notes cannot match: then no note is searched.
  v_objectives_only boolean;
begin
  if p_priority is not null and p_priority not between 1 and 4 then
    raise exception using errcode = 'PT422', message = 'priority_invalid';
  end if;
  if p_days is not null and (cardinality(v_days) not between 1 and 4 or exists (
       select 1 from unnest(v_days) d where d not in ('overdue', 'today', 'tomorrow', 'week'))) then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  if char_length(coalesce(v_who, '')) > 100 then
    raise exception using errcode = 'PT422', message = 'query_too_long';
  end if;
  v_objectives_only := p_priority is not null or v_mine or v_who is not null or p_days is not null
                       or coalesce(p_repeating, false) or coalesce(p_deadline, false);
  v_words := array(
    select w from pg_catalog.regexp_split_to_table(v_query, '\s+') with ordinality t(w, i)
    where w <> '' group by w order by min(i) limit 10);
  v_patterns := array(select private.contains_pattern(w) from unnest(v_words) w);
  if cardinality(v_words) = 0 and cardinality(v_markers) = 0 and cardinality(v_without) = 0
     and not v_objectives_only then
    return jsonb_build_object('query', v_query, 'words', '[]'::jsonb,
      'objectives', '[]'::jsonb, 'objectives_count', 0, 'notes', '[]'::jsonb, 'notes_count', 0, 'people', '{}'::jsonb);
  end if;
  return (
    with o as materialized (
      select o.dashboard_id, o.day, o.position, o.created_at, o.page_json, o.description, o.assignee_id,
             -- Asked for deadlines, the soonest due come first.
             case when p_deadline then o.deadline end as due
      from public.objectives o
      where o.dashboard_id = any (p_dashboards)
        -- No words: every objective (ILIKE ALL over none holds).
        and (o.title || ' ' || o.description) ilike all (v_patterns)
        and (p_priority is null or o.priority = p_priority)
        -- The days asked for, any of them, from the caller's today: open ones before it,
        -- today, tomorrow, or today and the six days after it. Asked for deadlines, the days
        -- are the deadline's ("deadline today": due today; "deadline overdue": missed).
        and (v_days is null or exists (
              select 1 from unnest(v_days) d, (select case when p_deadline then o.deadline else o.day end) w (at)
              where case d
                      when 'overdue' then w.at < v_today and not o.done
                      when 'today' then w.at = v_today
                      when 'tomorrow' then w.at = v_today + 1
                      else w.at between v_today and v_today + 6
                    end))
        -- Repeating: those that carry a rule (a done one gave its rule to the next).
        and (not coalesce(p_repeating, false) or o.repeat is not null)
        -- With a deadline: the open ones that have one (decision 072).
        and (not coalesce(p_deadline, false) or (o.deadline is not null and not o.done))
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
        -- None of those left out.
        and not exists (
          select 1 from public.markers m
          where m.id = any (o.marker_ids) and pg_catalog.lower(m.name) = any (v_without))
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
        and not exists (
          select 1 from public.markers m
          where m.id = any (n.marker_ids) and pg_catalog.lower(m.name) = any (v_without))
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
                         order by x.due, x.day desc, x.position, x.created_at)
        from (select * from o order by o.due, o.day desc, o.position, o.created_at limit v_limit) x), '[]'),
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

comment on function private.search_in(uuid[], text, int, text[], int, boolean, text, text, text, boolean, boolean, text[]) is
  'Objectives and notes of the given dashboards containing every word of p_query (up to 10 words, 200 characters), carrying every filter named in p_markers and none named in p_without, of priority p_priority, assigned to the caller (p_mine) or to someone whose name starts p_assignee, on any of the days p_days names (comma-separated) from the caller''s today (the deadline''s, with p_deadline), repeating (p_repeating), with a deadline, open (p_deadline: the soonest due first) (no notes with any of these): the newest p_limit of each and their counts.';
