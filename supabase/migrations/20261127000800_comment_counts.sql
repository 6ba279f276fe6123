-- =============================================================================
-- Rows say how many comments an objective has
-- =============================================================================
-- Comments (the comments migration, decision 044) are read on the objective's page.
-- A list should say where there is something to read, as Todoist's rows do with a
-- speech bubble and a count. Rows come from the stored page JSON (decision 019), a
-- generated column, so the count is kept on the objective by triggers on comments
-- (any insert or delete: writing, deleting, Undo of an objective's deletion) and the
-- row JSON carries "comments" only when there are some: a day without comments sends
-- exactly the bytes it sent before (issue 12's budget).
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The count
-- -----------------------------------------------------------------------------

alter table public.objectives add column comment_count int not null default 0 check (comment_count >= 0);
comment on column public.objectives.comment_count is 'How many comments it has; kept by the triggers on public.comments.';

create function private.comments_added()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update public.objectives o set comment_count = o.comment_count + a.n
  from (select objective_id, count(*)::int as n from added group by objective_id) a
  where o.id = a.objective_id;
  return null;
end;
$$;

-- An objective deleted with its comments (the cascade) is already gone: nothing to update.
create function private.comments_removed()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update public.objectives o set comment_count = greatest(o.comment_count - r.n, 0)
  from (select objective_id, count(*)::int as n from removed group by objective_id) r
  where o.id = r.objective_id;
  return null;
end;
$$;

create trigger comments_added after insert on public.comments
  referencing new table as added for each statement execute function private.comments_added();
create trigger comments_removed after delete on public.comments
  referencing old table as removed for each statement execute function private.comments_removed();

-- What is already written.
update public.objectives o set comment_count = c.n
from (select objective_id, count(*)::int as n from public.comments group by objective_id) c
where o.id = c.objective_id;

-- -----------------------------------------------------------------------------
-- The rows' JSON: "comments" when there are some
-- -----------------------------------------------------------------------------

-- As in the repeat-from-done migration, plus "comments": the count, when above 0.
create function private.objective_page_json(p_id uuid, p_day date, p_title text, p_done boolean, p_markers uuid[],
                                            p_repeat text, p_every smallint, p_summary text, p_priority smallint,
                                            p_assignee uuid, p_from_done boolean, p_comments int)
returns json language sql immutable set search_path = '' as $$
  select case
    when p_comments > 0
      then (private.objective_page_json(p_id, p_day, p_title, p_done, p_markers, p_repeat, p_every, p_summary, p_priority,
                                        p_assignee, p_from_done)::jsonb
            || pg_catalog.jsonb_build_object('comments', p_comments))::json
    else private.objective_page_json(p_id, p_day, p_title, p_done, p_markers, p_repeat, p_every, p_summary, p_priority,
                                     p_assignee, p_from_done)
  end
$$;

alter table public.objectives drop column page_json;
alter table public.objectives
  add column page_json json not null
  generated always as (private.objective_page_json(id, day, title, done, marker_ids, repeat, repeat_every,
                                                   private.description_summary(description), priority, assignee_id,
                                                   repeat_from_done, comment_count)) stored;
comment on column public.objectives.page_json is
  'The objective as pages list it ({id, day, title, done, markers; repeat, every, fromDone, summary, priority, assignee and comments when set}), generated from the row.';

-- -----------------------------------------------------------------------------
-- A public link never says there are comments
-- -----------------------------------------------------------------------------

-- As in the assignees migration, the count taken out as the description's line and the
-- assignee are: comments are the members' (decision 030).
create or replace function public.get_shared_days(
  p_token text,
  p_from date default null,
  p_time_zone text default 'UTC',
  p_days int default 7,
  p_per_day int default 50
)
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v private.share_links;
  v_today date := private.today(p_time_zone);
begin
  select * into v from private.share_links l where l.token = p_token;
  if not found then
    raise exception using errcode = 'PT404', message = 'share_link_not_found';
  end if;
  if v.revoked_at is not null then
    raise exception using errcode = 'PT410', message = 'share_link_revoked';
  end if;
  if p_days not between 1 and 31 or p_per_day not between 1 and 500 then
    raise exception using errcode = 'PT422', message = 'range_invalid';
  end if;
  p_from := coalesce(p_from, v_today);
  return (
    with o as materialized (
      select o.day, o.marker_ids, o.page_json,
             row_number() over (partition by o.day order by o.position, o.created_at) as n
      from public.objectives o
      where o.dashboard_id = v.dashboard_id and o.day between p_from and p_from + (p_days - 1)
    )
    select json_build_object(
      'dashboard', json_build_object('name', d.name),
      'from', p_from,
      'today', v_today,
      'days', (
        select json_agg(json_build_object(
                 'day', s.day,
                 'objectives', coalesce((
                   select json_agg((o.page_json::jsonb - 'summary' - 'assignee' - 'comments') order by o.n) from o where o.day = s.day and o.n <= p_per_day), '[]'),
                 'count', (select count(*) from o where o.day = s.day))
               order by s.day)
        from (select g::date as day from generate_series(p_from, p_from + (p_days - 1), interval '1 day') g) s),
      -- Only the filters the shown objectives carry.
      'markers', coalesce((
        select json_agg(json_build_object('id', m.id, 'name', m.name, 'color', m.color) order by lower(m.name))
        from public.markers m
        where m.dashboard_id = v.dashboard_id
          and exists (select 1 from o where o.n <= p_per_day and m.id = any (o.marker_ids))), '[]'))
    from public.dashboards d where d.id = v.dashboard_id
  );
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.comments_added(), private.comments_removed(),
  private.objective_page_json(uuid, date, text, boolean, uuid[], text, smallint, text, smallint, uuid, boolean, int)
  from public, anon, authenticated, service_role;
