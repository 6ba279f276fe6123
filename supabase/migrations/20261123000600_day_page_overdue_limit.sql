-- =============================================================================
-- The day view builds only the overdue objectives it shows
-- =============================================================================
-- A long overdue list shows its oldest ten until "Show all" (decision 013). The
-- page function built every overdue row's JSON and the app dropped all but ten:
-- on PGlite that was a third of the function's time for 40 overdue objectives
-- (`npm run bench`, issue 12). It now takes the limit and answers the count.
-- PostgREST cannot choose between overloads called with named arguments, so the
-- old signature goes.
-- =============================================================================

drop function public.get_day_page(uuid, date, text, uuid[]);

-- -----------------------------------------------------------------------------
-- The page's function
-- -----------------------------------------------------------------------------

-- As in the planner API migration, plus p_overdue_limit (null: all) and 'overdue_count'.
create function public.get_day_page(
  p_dashboard uuid,
  p_day date default null,
  p_time_zone text default 'UTC',
  p_markers uuid[] default '{}',
  p_overdue_limit int default null
)
returns jsonb language plpgsql stable set search_path = '' as $$
declare
  v_dashboard jsonb;
  v_show_done boolean;
  v_today date := private.today(p_time_zone);
  v_filtered boolean := cardinality(coalesce(p_markers, '{}')) > 0;
begin
  perform private.require_member(p_dashboard);
  if p_overdue_limit < 0 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  p_day := coalesce(p_day, v_today);
  v_dashboard := private.dashboard_json(p_dashboard);
  v_show_done := (v_dashboard ->> 'show_done')::boolean;
  return jsonb_build_object(
    'dashboard', v_dashboard,
    'day', p_day,
    'today', v_today,
    'objectives', coalesce((
      select jsonb_agg(r.item order by r.sort_position, r.created_at)
      from private.objective_rows(p_dashboard, p_day, p_day, not v_show_done, p_markers) r), '[]'::jsonb),
    'done_hidden', case when v_show_done then 0 else (
      select count(*) from public.objectives o where o.dashboard_id = p_dashboard and o.day = p_day and o.done) end,
    -- The oldest first, each row's JSON built only for those within the limit.
    'overdue', coalesce((
      select jsonb_agg(private.objective_item(o.id, o.day, o.title, o.done, o.done_at,
               (select jsonb_agg(om.marker_id) from public.objective_markers om where om.objective_id = o.id))
             order by o.day, o.position, o.created_at)
      from (
        select o.* from public.objectives o
        where o.dashboard_id = p_dashboard and o.day < v_today and not o.done
          and (not v_filtered or exists (select 1 from public.objective_markers f
                                         where f.objective_id = o.id and f.marker_id = any(p_markers)))
        order by o.day, o.position, o.created_at
        limit p_overdue_limit
      ) o), '[]'::jsonb),
    'overdue_count', (
      select count(*) from public.objectives o
      where o.dashboard_id = p_dashboard and o.day < v_today and not o.done
        and (not v_filtered or exists (select 1 from public.objective_markers f
                                       where f.objective_id = o.id and f.marker_id = any(p_markers)))),
    'notes', private.notes_of_year(p_dashboard, extract(year from p_day)::int, p_markers),
    'markers', private.markers_json(p_dashboard)
  );
end;
$$;

comment on function public.get_day_page(uuid, date, text, uuid[], int) is
  'The day view: dashboard, the day''s objectives, the oldest overdue ones (up to p_overdue_limit) and their count, the year''s notes and markers.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

grant execute on function public.get_day_page(uuid, date, text, uuid[], int) to authenticated;
