-- =============================================================================
-- The search of all dashboards shows its rows' filters
-- =============================================================================
-- One dashboard's search answers its filters, so its rows show their chips; the
-- search of all of them answered none, and its rows showed no filters, while
-- "#work" could narrow it (the search by signs migration). It now answers the
-- filters its listed objectives and notes carry, whichever dashboard they are on.
-- =============================================================================

-- As in the search by signs migration, plus 'markers'. The grants stay.
create or replace function public.search_my_dashboards(p_query text default '', p_limit int default 50,
                                                       p_markers text[] default '{}', p_priority int default null,
                                                       p_mine boolean default false, p_assignee text default null)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_ids uuid[] := array(select private.my_dashboard_ids());
  v_found jsonb := private.search_in(v_ids, p_query, p_limit, p_markers, p_priority, p_mine, p_assignee);
begin
  return (
    jsonb_build_object(
      'dashboards', coalesce((
        select jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name) order by lower(d.name))
        from public.dashboards d where d.id = any (v_ids)), '[]'),
      -- Only those the listed rows carry: a person may have a hundred filters a dashboard.
      'markers', coalesce((
        select jsonb_agg(jsonb_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name), m.id)
        from public.markers m
        where m.dashboard_id = any (v_ids)
          and m.id in (select x.id::uuid
                       from (select r from jsonb_array_elements(v_found -> 'objectives') r
                             union all select r from jsonb_array_elements(v_found -> 'notes') r) rows,
                            jsonb_array_elements_text(coalesce(rows.r -> 'markers', '[]'::jsonb)) x(id))), '[]'))
    || v_found
  )::json;
end;
$$;

comment on function public.search_my_dashboards(text, int, text[], int, boolean, text) is
  'search_dashboard over every dashboard the caller belongs to, with their names and the filters the listed rows carry.';
