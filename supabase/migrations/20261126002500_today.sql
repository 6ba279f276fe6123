-- =============================================================================
-- Today, across every dashboard
-- =============================================================================
-- /today shows what is due today and still overdue on every dashboard the caller
-- belongs to, a section per dashboard, as Todoist's Today does across projects
-- (decision 038). One call answers the page; rows are the day view's own
-- (objectives.page_json), so the page draws them as the day view does.
-- =============================================================================

-- Each dashboard's section: its objectives of today in the caller's order of that
-- dashboard (priority first when they chose it, decision 035), done ones only when the
-- caller shows them there, up to p_per_day; its oldest open objectives before today, up to
-- p_overdue_limit; the counts of both; and the filters its rows carry. Dashboards with
-- nothing today and nothing overdue are left out. p_mine: only the caller's objectives
-- ("Assigned to me"). Runs as the caller: row-level security picks the rows, and the join
-- on the caller's memberships keeps the page to their own dashboards.
create function public.get_today_page(
  p_time_zone text default 'UTC',
  p_mine boolean default false,
  p_per_day int default 30,
  p_overdue_limit int default 10
)
returns json language plpgsql stable set search_path = '' as $$
declare
  v_me uuid := (select auth.uid());
  v_today date := private.today(p_time_zone);
  v_mine uuid := case when p_mine then (select auth.uid()) end;
begin
  if p_per_day not between 1 and 500 or p_overdue_limit not between 0 and 500 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  return (
    -- Today's objectives and the open ones before today, of every dashboard, read once.
    with o as materialized (
      select o.dashboard_id, o.day, o.done, o.position, o.created_at, o.page_json, o.assignee_id, o.marker_ids,
             case when me.day_order = 'priority' then o.priority end as rank,
             o.day = v_today and (me.show_done or not o.done) as listed
      from public.dashboard_members me
      join public.objectives o on o.dashboard_id = me.dashboard_id
      where me.user_id = v_me
        and (o.day = v_today or (o.day < v_today and not o.done))
        and (v_mine is null or o.assignee_id = v_mine)
    )
    select json_build_object(
      'today', v_today,
      'dashboards', coalesce((
        select json_agg(json_build_object(
            'id', d.id,
            'name', d.name,
            'objectives', coalesce((
              select json_agg(x.page_json order by x.rank, x.position, x.created_at)
              from (select o.* from o where o.dashboard_id = d.id and o.listed
                    order by o.rank, o.position, o.created_at limit p_per_day) x), '[]'),
            -- Listed today (also those past p_per_day), and done today.
            'count', (select count(*) from o where o.dashboard_id = d.id and o.listed),
            'total', (select count(*) from o where o.dashboard_id = d.id and o.day = v_today),
            'done', (select count(*) from o where o.dashboard_id = d.id and o.day = v_today and o.done),
            -- The oldest first.
            'overdue', coalesce((
              select json_agg(x.page_json order by x.day, x.rank, x.position, x.created_at)
              from (select o.* from o where o.dashboard_id = d.id and o.day < v_today
                    order by o.day, o.rank, o.position, o.created_at limit p_overdue_limit) x), '[]'),
            'overdue_count', (select count(*) from o where o.dashboard_id = d.id and o.day < v_today),
            -- Only the filters its rows carry.
            'markers', coalesce((
              select json_agg(json_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name))
              from public.markers m
              where m.dashboard_id = d.id
                and exists (select 1 from o where o.dashboard_id = d.id and m.id = any (o.marker_ids))), '[]')
          ) order by lower(d.name), d.created_at)
        from public.dashboards d
        where d.id in (select o.dashboard_id from o)), '[]'),
      -- The assignees' names, by id (as the day view's "people").
      'people', coalesce((
        select json_object_agg(p.id, private.member_name(p.display_name, p.email))
        from (select distinct o.assignee_id from o where o.assignee_id is not null) a
        join public.profiles p on p.id = a.assignee_id), '{}'),
      -- Anything on the caller's dashboards is assigned: "Assigned to me" is offered.
      'assigned', v_mine is not null or exists (
        select 1 from public.dashboard_members me
        join public.objectives a on a.dashboard_id = me.dashboard_id and a.assignee_id is not null
        where me.user_id = v_me)
    )
  );
end;
$$;

comment on function public.get_today_page(text, boolean, int, int) is
  'The today page: per dashboard of the caller with anything today or overdue, today''s objectives (up to p_per_day), the oldest overdue ones (up to p_overdue_limit), their counts and filters; the assignees'' names; p_mine: only the caller''s objectives.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.get_today_page(text, boolean, int, int) from public, anon, authenticated, service_role;
grant execute on function public.get_today_page(text, boolean, int, int) to authenticated;
