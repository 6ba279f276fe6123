-- =============================================================================
-- Comments can be corrected by their author
-- =============================================================================
-- A comment with a typo or a wrong number ("the code is 4771") had to be deleted
-- and written again, losing its place in the conversation. Todoist, Trello and
-- GitHub let the author edit their own comment and mark it "edited"; so do we
-- (decision 044). Only the author: the admin may remove anyone's comment, but
-- nobody puts words in another member's mouth.
--
-- The 500-comment limit is also counted under a lock on the objective now: two
-- comments written at the same moment on the 499th could both pass the count.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- When it was edited
-- -----------------------------------------------------------------------------

alter table public.comments add column edited_at timestamptz;
comment on column public.comments.edited_at is 'When its author last changed its text; null when never.';

-- As in the comments migration, plus 'edited_at'.
create or replace function private.comment_json(p_comment public.comments)
returns jsonb language sql stable set search_path = '' as $$
  select jsonb_build_object('id', p_comment.id, 'objective_id', p_comment.objective_id,
                            'dashboard_id', p_comment.dashboard_id, 'author', p_comment.author_id,
                            'body', p_comment.body, 'created_at', p_comment.created_at,
                            'edited_at', p_comment.edited_at)
$$;

-- -----------------------------------------------------------------------------
-- Editing
-- -----------------------------------------------------------------------------

-- Its author only (PT403 comment_not_author); one that is gone, or on a dashboard not the
-- caller's, is not found (PT404). The same text again (a double submit) changes nothing and
-- does not mark it edited.
create function public.edit_comment(p_comment uuid, p_body text)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_body text := private.clean_text(p_body, 2000, 'comment');
  v public.comments;
begin
  select * into v from public.comments c
  where c.id = p_comment and c.dashboard_id in (select private.my_dashboard_ids())
  for update;
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'comment_not_found';
  end if;
  if v.author_id is distinct from (select auth.uid()) then
    raise exception using errcode = 'PT403', message = 'comment_not_author';
  end if;
  if v.body is distinct from v_body then
    update public.comments set body = v_body, edited_at = now() where id = v.id returning * into v;
  end if;
  return private.comment_json(v);
end;
$$;

comment on function public.edit_comment(uuid, text) is
  'Changes the text of one''s own comment and marks it edited (PT403 comment_not_author; PT404 comment_not_found; comment_required, comment_too_long).';

-- -----------------------------------------------------------------------------
-- The limit, counted under a lock
-- -----------------------------------------------------------------------------

-- As in the comment emails migration, counting after taking the objective's row: a second
-- comment at the same moment waits, then counts the first.
create or replace function public.add_comment(p_objective uuid, p_body text, p_request_id uuid default null)
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
  -- The count's own trigger takes this lock anyway; taking it first makes the count exact.
  perform 1 from public.objectives o where o.id = v_objective.id for no key update;
  if (select count(*) from public.comments c where c.objective_id = v_objective.id) >= 500 then
    raise exception using errcode = 'PT422', message = 'limit_reached', detail = 'comments', hint = '500';
  end if;
  insert into public.comments (dashboard_id, objective_id, author_id, body)
  values (v_objective.dashboard_id, v_objective.id, (select auth.uid()), v_body)
  returning * into v;
  return private.remember_request(p_request_id, private.comment_json(v)) || private.comment_notice(v_objective);
end;
$$;

-- -----------------------------------------------------------------------------
-- The objective's page says which were edited
-- -----------------------------------------------------------------------------

-- As in the comments migration, each comment with its 'edited_at'.
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
               'edited_at', c.edited_at,
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
-- Undo of an objective's deletion keeps the mark
-- -----------------------------------------------------------------------------

-- As in the comments migration, each kept comment with its 'edited_at'.
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
                                                        'created_at', c.created_at, 'edited_at', c.edited_at))
                    from public.comments c where c.objective_id = v.id), '[]'))
  on conflict (id) do nothing;
  delete from public.objectives where id = v.id;
  perform private.renumber_day(v.dashboard_id, v.day);
  return private.objective_json(v);
end;
$$;

-- As in the comments migration, putting back each comment's 'edited_at'.
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
  insert into public.comments (id, dashboard_id, objective_id, author_id, body, created_at, edited_at)
  select (c->>'id')::uuid, d.dashboard_id, d.id, (select u.id from auth.users u where u.id = (c->>'author')::uuid),
         c->>'body', (c->>'created_at')::timestamptz, (c->>'edited_at')::timestamptz
  from jsonb_array_elements(d.comments) c;
  perform private.renumber_day(d.dashboard_id, d.day);
  select * into v from public.objectives where id = d.id;
  return private.objective_json(v);
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.edit_comment(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.edit_comment(uuid, text) to authenticated;
