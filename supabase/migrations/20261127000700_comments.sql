-- =============================================================================
-- Comments on objectives
-- =============================================================================
-- A shared dashboard's members talk about the work where it is: "called the
-- landlord, waiting for an answer" belongs under "Call the landlord", not in a
-- chat elsewhere. Todoist and Trello have comments on every task and card; ours
-- are a list under the objective's page (decision 044). Every member reads and
-- writes them; a comment is deleted by its author or by the dashboard's admin.
-- They follow their objective: to another dashboard when it moves, away when it
-- is deleted, back when the deletion is undone.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The table
-- -----------------------------------------------------------------------------

create table public.comments (
  id uuid primary key default gen_random_uuid(),
  dashboard_id uuid not null,
  objective_id uuid not null,
  author_id uuid references auth.users (id) on delete set null default auth.uid(),
  body text not null check (char_length(btrim(body)) between 1 and 2000),
  created_at timestamptz not null default now(),
  -- The objective's dashboard, kept in step when it moves (on update cascade).
  foreign key (objective_id, dashboard_id) references public.objectives (id, dashboard_id)
    on delete cascade on update cascade
);

comment on table public.comments is 'What members wrote about an objective, oldest first.';
comment on column public.comments.id is 'Identifier.';
comment on column public.comments.dashboard_id is 'Its objective''s dashboard: who may read it.';
comment on column public.comments.objective_id is 'The objective it is about.';
comment on column public.comments.author_id is 'Who wrote it; null once their account is deleted.';
comment on column public.comments.body is 'The text, 1 to 2,000 characters, line breaks kept.';
comment on column public.comments.created_at is 'When it was written.';

create index comments_by_objective on public.comments (objective_id, created_at);
-- The foreign key's own lookups when an objective moves or goes.
create index comments_by_dashboard on public.comments (dashboard_id);

alter table public.comments enable row level security;

create policy "Members can read comments" on public.comments for select to authenticated
  using (dashboard_id in (select private.my_dashboard_ids()));

-- -----------------------------------------------------------------------------
-- Writing and deleting
-- -----------------------------------------------------------------------------

create function private.comment_json(p_comment public.comments)
returns jsonb language sql stable set search_path = '' as $$
  select jsonb_build_object('id', p_comment.id, 'objective_id', p_comment.objective_id,
                            'dashboard_id', p_comment.dashboard_id, 'author', p_comment.author_id,
                            'body', p_comment.body, 'created_at', p_comment.created_at)
$$;

-- Any member, up to 500 an objective. A double submit (the same p_request_id) answers
-- the first one's comment and writes nothing.
create function public.add_comment(p_objective uuid, p_body text, p_request_id uuid default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_body text := private.clean_text(p_body, 2000, 'comment');
  v_objective public.objectives := private.find_objective(p_objective);
  v_prior jsonb;
  v public.comments;
begin
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  if (select count(*) from public.comments c where c.objective_id = v_objective.id) >= 500 then
    raise exception using errcode = 'PT422', message = 'limit_reached', detail = 'comments', hint = '500';
  end if;
  insert into public.comments (dashboard_id, objective_id, author_id, body)
  values (v_objective.dashboard_id, v_objective.id, (select auth.uid()), v_body)
  returning * into v;
  return private.remember_request(p_request_id, private.comment_json(v));
end;
$$;

comment on function public.add_comment(uuid, text, uuid) is
  'Adds a comment under an objective of one of the caller''s dashboards (PT404 otherwise); comment_required, comment_too_long (2,000), limit_reached (500 an objective).';

-- Its author, or the dashboard's admin. Another member's comment is refused (PT403);
-- one that is gone, or on a dashboard not the caller's, is not found (PT404).
create function public.delete_comment(p_comment uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.comments;
begin
  select * into v from public.comments c
  where c.id = p_comment and c.dashboard_id in (select private.my_dashboard_ids())
  for update;
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'comment_not_found';
  end if;
  if v.author_id is distinct from (select auth.uid()) and not exists (
      select 1 from public.dashboard_members m
      where m.dashboard_id = v.dashboard_id and m.user_id = (select auth.uid()) and m.role = 'admin') then
    raise exception using errcode = 'PT403', message = 'comment_not_yours';
  end if;
  delete from public.comments where id = v.id;
  return private.comment_json(v);
end;
$$;

comment on function public.delete_comment(uuid) is
  'Deletes a comment: its author or the dashboard''s admin (PT403 comment_not_yours otherwise; PT404 comment_not_found).';

-- -----------------------------------------------------------------------------
-- The objective's page lists them
-- -----------------------------------------------------------------------------

-- As in the move between dashboards migration, plus 'comments' (oldest first, each with
-- its author's name, null once they are no longer a member) and 'time_zone' (the
-- caller's own, null when unset: the page writes the comments' times in it).
create or replace function public.get_objective_page(p_objective uuid)
returns jsonb language plpgsql stable set search_path = '' as $$
declare
  v public.objectives;
begin
  select * into v from public.objectives where id = p_objective;
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'objective_not_found';
  end if;
  return jsonb_build_object(
    'dashboard', private.dashboard_json(v.dashboard_id),
    'objective', private.objective_json(v),
    'markers', private.markers_json(v.dashboard_id),
    'me', (select auth.uid()),
    'members', coalesce((
      select jsonb_agg(jsonb_build_object('id', m.user_id, 'name', private.member_name(p.display_name, p.email))
                       order by lower(private.member_name(p.display_name, p.email)))
      from public.dashboard_members m join public.profiles p on p.id = m.user_id
      where m.dashboard_id = v.dashboard_id), '[]'::jsonb),
    'dashboards', coalesce((
      select jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name) order by lower(d.name), d.created_at)
      from public.dashboard_members me join public.dashboards d on d.id = me.dashboard_id
      where me.user_id = (select auth.uid())), '[]'::jsonb),
    'comments', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', c.id, 'author', c.author_id, 'body', c.body, 'created_at', c.created_at,
               -- Named while they are a member (whose profile the caller may read).
               'name', (select private.member_name(p.display_name, p.email)
                        from public.dashboard_members m join public.profiles p on p.id = m.user_id
                        where m.dashboard_id = c.dashboard_id and m.user_id = c.author_id))
             order by c.created_at, c.id)
      from public.comments c where c.objective_id = v.id), '[]'::jsonb),
    'time_zone', (select p.time_zone from public.profiles p where p.id = (select auth.uid()))
  );
end;
$$;

-- -----------------------------------------------------------------------------
-- Deleting an objective keeps its comments for Undo
-- -----------------------------------------------------------------------------

alter table private.deleted_objectives add column comments jsonb not null default '[]';
comment on column private.deleted_objectives.comments is 'Its comments when it was deleted (author, body, written at), put back with it.';

create or replace function public.delete_objective(p_objective uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
begin
  delete from private.deleted_objectives where deleted_at < now() - interval '1 hour';
  insert into private.deleted_objectives (id, dashboard_id, day, title, done_at, position, marker_ids, created_by, created_at, repeat,
                                          repeat_every, repeat_anchor, repeat_from_done, description, priority, assignee_id,
                                          comments)
  values (v.id, v.dashboard_id, v.day, v.title, v.done_at, v.position, v.marker_ids, v.created_by, v.created_at, v.repeat,
          v.repeat_every, v.repeat_anchor, v.repeat_from_done, v.description, v.priority, v.assignee_id,
          coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'author', c.author_id, 'body', c.body,
                                                        'created_at', c.created_at))
                    from public.comments c where c.objective_id = v.id), '[]'))
  on conflict (id) do nothing;
  delete from public.objectives where id = v.id;
  perform private.renumber_day(v.dashboard_id, v.day);
  return private.objective_json(v);
end;
$$;

-- As in the repeat-from-done migration, putting its comments back.
create or replace function public.restore_objective(p_objective uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  d private.deleted_objectives;
  v public.objectives;
begin
  select * into d from private.deleted_objectives where id = p_objective;
  if d.id is null then
    -- Already back (a second submit), or never deleted: find_objective answers or refuses.
    return private.objective_json(private.find_objective(p_objective));
  end if;
  perform private.require_member(d.dashboard_id);
  if d.deleted_at < now() - interval '1 hour' then
    raise exception using errcode = 'PT410', message = 'undo_expired';
  end if;
  if d.done_at is null then
    perform private.enforce_limit('objective', d.dashboard_id);
  end if;
  perform private.lock_order(d.dashboard_id);
  -- Locked: a concurrent restore of the same copy waits here, then finds it gone.
  delete from private.deleted_objectives where id = d.id returning * into d;
  if d.id is null then
    return private.objective_json(private.find_objective(p_objective));
  end if;
  -- Its old place: those from there on move down one.
  update public.objectives set position = position + 1
  where dashboard_id = d.dashboard_id and day = d.day and position >= d.position;
  insert into public.objectives (id, dashboard_id, day, title, description, priority, assignee_id, done, done_at, position,
                                 created_by, created_at, repeat, repeat_every, repeat_anchor, repeat_from_done)
  values (d.id, d.dashboard_id, d.day, d.title, d.description, d.priority,
          (select m.user_id from public.dashboard_members m where m.dashboard_id = d.dashboard_id and m.user_id = d.assignee_id),
          d.done_at is not null, d.done_at, d.position, d.created_by, d.created_at, d.repeat, d.repeat_every, d.repeat_anchor,
          d.repeat_from_done)
  returning * into v;
  -- The filters that still exist.
  perform private.set_objective_markers(v, array(
    select m from unnest(d.marker_ids) with ordinality as x (m, i)
    where exists (select 1 from public.markers k where k.id = m and k.dashboard_id = d.dashboard_id)
    order by i
  ));
  -- Its comments, as they were.
  insert into public.comments (id, dashboard_id, objective_id, author_id, body, created_at)
  select (c->>'id')::uuid, d.dashboard_id, d.id, (select u.id from auth.users u where u.id = (c->>'author')::uuid),
         c->>'body', (c->>'created_at')::timestamptz
  from jsonb_array_elements(d.comments) c;
  perform private.renumber_day(d.dashboard_id, d.day);
  select * into v from public.objectives where id = d.id;
  return private.objective_json(v);
end;
$$;

-- -----------------------------------------------------------------------------
-- The export carries them
-- -----------------------------------------------------------------------------

-- As in the own time zone migration, plus each objective's 'comments' in the JSON file (the
-- spreadsheets keep their columns). Importing a file does not bring them back (decision 044).
create or replace function public.export_dashboard(p_dashboard uuid, p_format text default 'json')
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
                 'id', o.id, 'day', o.day, 'title', o.title, 'description', o.description, 'priority', o.priority,
                 'assignee', (select p.email from public.profiles p where p.id = o.assignee_id),
                 'done', o.done,
                 'done_at', private.utc_text(o.done_at),
                 'filters', private.marker_names(o.marker_ids), 'repeat', o.repeat,
                 'repeat_every', case when o.repeat is not null then o.repeat_every end,
                 'repeat_from_done', case when o.repeat is not null then o.repeat_from_done end,
                 'created_at', private.utc_text(o.created_at),
                 -- Who wrote what, by email (as 'assignee'), oldest first.
                 'comments', coalesce((
                   select json_agg(json_build_object(
                            'author', (select p.email from public.profiles p where p.id = c.author_id),
                            'body', c.body, 'created_at', private.utc_text(c.created_at))
                          order by c.created_at, c.id)
                   from public.comments c where c.objective_id = o.id), '[]'))
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
    select private.csv_line(array['day', 'title', 'description', 'priority', 'assignee', 'done', 'done_at', 'filters',
                                  'repeat', 'repeat_every', 'repeat_from_done', 'created_at']) || E'\r\n'
      || coalesce(string_agg(
           private.csv_line(array[o.day::text, o.title, o.description, o.priority::text,
                                  (select p.email from public.profiles p where p.id = o.assignee_id),
                                  o.done::text, private.utc_text(o.done_at),
                                  array_to_string(private.marker_names(o.marker_ids), ', '), o.repeat,
                                  case when o.repeat is not null then o.repeat_every::text end,
                                  case when o.repeat is not null then o.repeat_from_done::text end,
                                  private.utc_text(o.created_at)])
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

  return json_build_object('name', v_name, 'body', v_body,
    -- The caller's own zone, null when unset: the file is named after their today.
    'time_zone', (select p.time_zone from public.profiles p where p.id = (select auth.uid())));
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on table public.comments from public, anon, authenticated, service_role;
grant select on table public.comments to authenticated;

revoke all on function private.comment_json(public.comments), public.add_comment(uuid, text, uuid),
  public.delete_comment(uuid) from public, anon, authenticated, service_role;
grant execute on function public.add_comment(uuid, text, uuid), public.delete_comment(uuid) to authenticated;
