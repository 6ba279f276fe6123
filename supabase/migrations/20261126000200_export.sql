-- =============================================================================
-- Export: a dashboard's objectives, notes and filters as a file
-- =============================================================================
-- Any member may download what the dashboard holds, whatever the plan: as JSON
-- (everything), or as CSV for a spreadsheet (objectives, or notes). Nothing is
-- ever stranded behind a plan or a deletion ("Delete dashboard" cannot be
-- undone; the file is the way to keep a copy). The database writes the file's
-- text, so the Worker passes it on without parsing it, however long it is: its
-- CPU stays the same for ten objectives or fifty thousand.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- CSV cells and lines (RFC 4180)
-- -----------------------------------------------------------------------------

-- Every cell quoted, quotes doubled: commas, quotes and line breaks stay inside
-- their cell. A text that a spreadsheet would run as a formula (it starts with
-- =, +, -, @, a tab or a carriage return) gets a leading apostrophe, as OWASP
-- advises against CSV injection: the file is opened by people who trust it.
create function private.csv_cell(p_value text)
returns text language sql immutable set search_path = '' as $$
  select case
    when p_value is null then ''
    when p_value ~ '^[-=+@\t\r]' then '"''' || pg_catalog.replace(p_value, '"', '""') || '"'
    else '"' || pg_catalog.replace(p_value, '"', '""') || '"'
  end
$$;

comment on function private.csv_cell(text) is
  'One CSV cell: quoted, quotes doubled, a leading apostrophe before what a spreadsheet would run as a formula; null is empty.';

create function private.csv_line(p_cells text[])
returns text language sql immutable set search_path = '' as $$
  select pg_catalog.string_agg(private.csv_cell(c), ',' order by i) from pg_catalog.unnest(p_cells) with ordinality u(c, i)
$$;

comment on function private.csv_line(text[]) is 'One CSV line (without its line break) from its cells.';

-- A moment as ISO 8601 in UTC, the same whatever the session's TimeZone.
create function private.utc_text(p_moment timestamptz)
returns text language sql stable set search_path = '' as $$
  select pg_catalog.to_char(p_moment at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
$$;

comment on function private.utc_text(timestamptz) is 'A moment as ISO 8601 in UTC (2026-11-26T09:30:00Z); null stays null.';

-- The names of a row's filters, alphabetically (marker_ids hold only the row's
-- own dashboard's filters, kept by triggers).
create function private.marker_names(p_ids uuid[])
returns text[] language sql stable set search_path = '' as $$
  select coalesce(array_agg(m.name order by lower(m.name)), '{}') from public.markers m where m.id = any(p_ids)
$$;

comment on function private.marker_names(uuid[]) is 'The names of the given filters, alphabetically.';

-- -----------------------------------------------------------------------------
-- The export
-- -----------------------------------------------------------------------------

-- Members only (private.member_dashboard raises PT404 for anyone else, as every
-- page does); it then reads as its owner, only rows of p_dashboard (decision 022).
-- Answers {name, body}: the dashboard's name, for the file's name, and the text.
create function public.export_dashboard(p_dashboard uuid, p_format text default 'json')
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_name text;
  v_body text;
begin
  perform private.member_dashboard(p_dashboard);
  select d.name into v_name from public.dashboards d where d.id = p_dashboard;

  if p_format = 'json' then
    select json_build_object(
      'format', 'planner-dashboard',
      'version', 1,
      'exported_at', private.utc_text(now()),
      'dashboard', json_build_object('id', d.id, 'name', d.name, 'created_at', private.utc_text(d.created_at)),
      'filters', private.markers_json(p_dashboard),
      'objectives', coalesce((
        select json_agg(json_build_object(
                 'id', o.id, 'day', o.day, 'title', o.title, 'done', o.done, 'done_at', private.utc_text(o.done_at),
                 'filters', private.marker_names(o.marker_ids), 'created_at', private.utc_text(o.created_at))
               order by o.day, o.position, o.created_at)
        from public.objectives o where o.dashboard_id = p_dashboard), '[]'),
      'notes', coalesce((
        select json_agg(json_build_object(
                 'id', n.id, 'year', n.year, 'title', n.title, 'body', n.body,
                 'filters', private.marker_names(n.marker_ids),
                 'created_at', private.utc_text(n.created_at), 'updated_at', private.utc_text(n.updated_at))
               order by n.year, n.created_at)
        from public.notes n where n.dashboard_id = p_dashboard), '[]')
    )::text
    into v_body
    from public.dashboards d where d.id = p_dashboard;
  elsif p_format = 'objectives-csv' then
    select private.csv_line(array['day', 'title', 'done', 'done_at', 'filters', 'created_at']) || E'\r\n'
      || coalesce(string_agg(
           private.csv_line(array[o.day::text, o.title, o.done::text, private.utc_text(o.done_at),
                                  array_to_string(private.marker_names(o.marker_ids), ', '), private.utc_text(o.created_at)])
           || E'\r\n',
           '' order by o.day, o.position, o.created_at), '')
    into v_body
    from public.objectives o where o.dashboard_id = p_dashboard;
  elsif p_format = 'notes-csv' then
    select private.csv_line(array['year', 'title', 'body', 'filters', 'created_at', 'updated_at']) || E'\r\n'
      || coalesce(string_agg(
           private.csv_line(array[n.year::text, n.title, n.body, array_to_string(private.marker_names(n.marker_ids), ', '),
                                  private.utc_text(n.created_at), private.utc_text(n.updated_at)])
           || E'\r\n',
           '' order by n.year, n.created_at), '')
    into v_body
    from public.notes n where n.dashboard_id = p_dashboard;
  else
    raise exception using errcode = 'PT422', message = 'format_invalid';
  end if;

  return json_build_object('name', v_name, 'body', v_body);
end;
$$;

comment on function public.export_dashboard(uuid, text) is
  'A dashboard as a file''s text, for its members: p_format json (everything), objectives-csv or notes-csv. Answers {name, body}.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.csv_cell(text), private.csv_line(text[]), private.utc_text(timestamptz),
  private.marker_names(uuid[]) from public, anon, authenticated, service_role;
revoke all on function public.export_dashboard(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.export_dashboard(uuid, text) to authenticated;
