-- =============================================================================
-- Checklists: an objective's steps
-- =============================================================================
-- "Pack for the trip" is one thing to do on Friday, made of ten small ones:
-- passports, chargers, the cat's food. Todoist has sub-tasks, Microsoft To Do
-- "steps", Trello and Planka checklists on a card (peers.md). Ours is a checklist
-- on the objective's page (decision 045): items with a title, ticked or not, in
-- the order they were added. Every member reads, adds, ticks, renames and
-- deletes them, as they do the objective itself. Rows show "2/5" (how many are
-- ticked of how many) from counts kept on the objective, so a day without
-- checklists sends the same bytes as before (issue 12's budget).
--
-- Items go where their objective goes: to another dashboard when it moves, away
-- when it is deleted and back with Undo. A repeating objective's next one gets
-- the same list, unticked; so do a duplicate and a duplicated dashboard's copy.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The table
-- -----------------------------------------------------------------------------

create table public.checklist_items (
  id uuid primary key default gen_random_uuid(),
  dashboard_id uuid not null,
  objective_id uuid not null,
  title text not null check (char_length(btrim(title)) between 1 and 500),
  done boolean not null default false,
  position int not null,
  created_at timestamptz not null default now(),
  -- The objective's dashboard, kept in step when it moves (on update cascade).
  foreign key (objective_id, dashboard_id) references public.objectives (id, dashboard_id)
    on delete cascade on update cascade
);

comment on table public.checklist_items is 'The steps of an objective, in order.';
comment on column public.checklist_items.id is 'Identifier.';
comment on column public.checklist_items.dashboard_id is 'Its objective''s dashboard: who may read it.';
comment on column public.checklist_items.objective_id is 'The objective it is a step of.';
comment on column public.checklist_items.title is 'What to do, 1 to 500 characters.';
comment on column public.checklist_items.done is 'Ticked.';
comment on column public.checklist_items.position is 'Its place in the list (1 first; gaps allowed).';
comment on column public.checklist_items.created_at is 'When it was added.';

create index checklist_items_by_objective on public.checklist_items (objective_id, position);
-- The foreign key's own lookups when an objective moves or goes.
create index checklist_items_by_dashboard on public.checklist_items (dashboard_id);

alter table public.checklist_items enable row level security;

create policy "Members can read checklists" on public.checklist_items for select to authenticated
  using (dashboard_id in (select private.my_dashboard_ids()));

-- -----------------------------------------------------------------------------
-- Rows say "2/5": counts kept on the objective
-- -----------------------------------------------------------------------------

alter table public.objectives
  add column checklist_items int not null default 0 check (checklist_items >= 0),
  add column checklist_done int not null default 0 check (checklist_done >= 0);
comment on column public.objectives.checklist_items is 'How many checklist items it has; kept by the triggers on public.checklist_items.';
comment on column public.objectives.checklist_done is 'How many of them are ticked; kept by the same triggers.';

create function private.checklist_added()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update public.objectives o
  set checklist_items = o.checklist_items + a.n, checklist_done = o.checklist_done + a.done
  from (select objective_id, count(*)::int as n, (count(*) filter (where done))::int as done
        from added group by objective_id) a
  where o.id = a.objective_id;
  return null;
end;
$$;

-- An objective deleted with its items (the cascade) is already gone: nothing to update.
create function private.checklist_removed()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update public.objectives o
  set checklist_items = greatest(o.checklist_items - r.n, 0), checklist_done = greatest(o.checklist_done - r.done, 0)
  from (select objective_id, count(*)::int as n, (count(*) filter (where done))::int as done
        from removed group by objective_id) r
  where o.id = r.objective_id;
  return null;
end;
$$;

-- Ticking and unticking. A move's cascade changes no tick: the objective is left alone.
create function private.checklist_ticked()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update public.objectives o set checklist_done = greatest(o.checklist_done + d.n, 0)
  from (select objective_id, sum(n)::int as n
        from (select objective_id, count(*) filter (where done) as n from after_update group by objective_id
              union all
              select objective_id, -count(*) filter (where done) from before_update group by objective_id) x
        group by objective_id) d
  where o.id = d.objective_id and d.n <> 0;
  return null;
end;
$$;

create trigger checklist_added after insert on public.checklist_items
  referencing new table as added for each statement execute function private.checklist_added();
create trigger checklist_removed after delete on public.checklist_items
  referencing old table as removed for each statement execute function private.checklist_removed();
create trigger checklist_ticked after update on public.checklist_items
  referencing old table as before_update new table as after_update
  for each statement execute function private.checklist_ticked();

-- -----------------------------------------------------------------------------
-- The rows' JSON: "checklist": [ticked, of] when there is one
-- -----------------------------------------------------------------------------

-- As in the comment counts migration, plus "checklist" when it has items.
create function private.objective_page_json(p_id uuid, p_day date, p_title text, p_done boolean, p_markers uuid[],
                                            p_repeat text, p_every smallint, p_summary text, p_priority smallint,
                                            p_assignee uuid, p_from_done boolean, p_comments int, p_items int,
                                            p_items_done int)
returns json language sql immutable set search_path = '' as $$
  select case
    when p_items > 0
      then (private.objective_page_json(p_id, p_day, p_title, p_done, p_markers, p_repeat, p_every, p_summary, p_priority,
                                        p_assignee, p_from_done, p_comments)::jsonb
            || pg_catalog.jsonb_build_object('checklist', pg_catalog.jsonb_build_array(p_items_done, p_items)))::json
    else private.objective_page_json(p_id, p_day, p_title, p_done, p_markers, p_repeat, p_every, p_summary, p_priority,
                                     p_assignee, p_from_done, p_comments)
  end
$$;

alter table public.objectives drop column page_json;
alter table public.objectives
  add column page_json json not null
  generated always as (private.objective_page_json(id, day, title, done, marker_ids, repeat, repeat_every,
                                                   private.description_summary(description), priority, assignee_id,
                                                   repeat_from_done, comment_count, checklist_items,
                                                   checklist_done)) stored;
comment on column public.objectives.page_json is
  'The objective as pages list it ({id, day, title, done, markers; repeat, every, fromDone, summary, priority, assignee, comments and checklist when set}), generated from the row.';

-- -----------------------------------------------------------------------------
-- Adding, ticking, renaming and deleting
-- -----------------------------------------------------------------------------

create function private.checklist_item_json(p_item public.checklist_items)
returns jsonb language sql stable set search_path = '' as $$
  select jsonb_build_object('id', p_item.id, 'objective_id', p_item.objective_id, 'dashboard_id', p_item.dashboard_id,
                            'title', p_item.title, 'done', p_item.done, 'position', p_item.position)
$$;

-- An item of one of the caller's dashboards, locked; else PT404.
create function private.find_checklist_item(p_item uuid)
returns public.checklist_items language plpgsql set search_path = '' as $$
declare
  v public.checklist_items;
begin
  select * into v from public.checklist_items i
  where i.id = p_item and i.dashboard_id in (select private.my_dashboard_ids())
  for update;
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'checklist_item_not_found';
  end if;
  return v;
end;
$$;

-- Any member, up to 100 an objective, at the end. A double submit (the same p_request_id)
-- answers the first one's item and adds nothing.
create function public.add_checklist_item(p_objective uuid, p_title text, p_request_id uuid default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_title text := private.clean_text(p_title, 500, 'checklist_item');
  v_objective public.objectives := private.find_objective(p_objective);
  v_prior jsonb;
  v public.checklist_items;
begin
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  -- Taken first, the objective's row makes the count and the places exact: a second item
  -- added at the same moment waits, then counts the first.
  perform 1 from public.objectives o where o.id = v_objective.id for no key update;
  if (select count(*) from public.checklist_items i where i.objective_id = v_objective.id) >= 100 then
    raise exception using errcode = 'PT422', message = 'checklist_full', hint = '100';
  end if;
  insert into public.checklist_items (dashboard_id, objective_id, title, position)
  values (v_objective.dashboard_id, v_objective.id, v_title,
          (select coalesce(max(i.position), 0) + 1 from public.checklist_items i where i.objective_id = v_objective.id))
  returning * into v;
  return private.remember_request(p_request_id, private.checklist_item_json(v));
end;
$$;

comment on function public.add_checklist_item(uuid, text, uuid) is
  'Adds a step at the end of an objective''s checklist on one of the caller''s dashboards (PT404 otherwise); checklist_item_required, checklist_item_too_long (500), checklist_full (100).';

create function public.set_checklist_item_done(p_item uuid, p_done boolean)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.checklist_items := private.find_checklist_item(p_item);
begin
  if v.done is distinct from coalesce(p_done, false) then
    update public.checklist_items set done = coalesce(p_done, false) where id = v.id returning * into v;
  end if;
  return private.checklist_item_json(v);
end;
$$;

comment on function public.set_checklist_item_done(uuid, boolean) is
  'Ticks or unticks a checklist item of one of the caller''s dashboards (PT404 checklist_item_not_found otherwise).';

create function public.rename_checklist_item(p_item uuid, p_title text)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_title text := private.clean_text(p_title, 500, 'checklist_item');
  v public.checklist_items := private.find_checklist_item(p_item);
begin
  if v.title is distinct from v_title then
    update public.checklist_items set title = v_title where id = v.id returning * into v;
  end if;
  return private.checklist_item_json(v);
end;
$$;

comment on function public.rename_checklist_item(uuid, text) is
  'Changes a checklist item''s title (PT404 checklist_item_not_found; checklist_item_required, checklist_item_too_long).';

-- -----------------------------------------------------------------------------
-- Deleting, with an Undo for an hour
-- -----------------------------------------------------------------------------

-- A deleted item, for its Undo (as private.deleted_objectives keeps objectives).
create table private.deleted_checklist_items (
  id uuid primary key,
  dashboard_id uuid not null,
  objective_id uuid not null,
  title text not null,
  done boolean not null,
  position int not null,
  created_at timestamptz not null,
  deleted_at timestamptz not null default now()
);

comment on table private.deleted_checklist_items is 'Checklist items deleted in the last hour, which their Undo puts back.';
comment on column private.deleted_checklist_items.id is 'The item''s own id, kept.';
comment on column private.deleted_checklist_items.dashboard_id is 'Its dashboard when deleted: whose members may put it back.';
comment on column private.deleted_checklist_items.objective_id is 'Its objective.';
comment on column private.deleted_checklist_items.title is 'Its title.';
comment on column private.deleted_checklist_items.done is 'Whether it was ticked.';
comment on column private.deleted_checklist_items.position is 'Its place in the list.';
comment on column private.deleted_checklist_items.created_at is 'When it was first added.';
comment on column private.deleted_checklist_items.deleted_at is 'When it was deleted; kept an hour.';

-- The list stays numbered 1..n.
create function private.renumber_checklist(p_objective uuid)
returns void language sql set search_path = '' as $$
  update public.checklist_items i set position = r.n
  from (select id, row_number() over (order by position, created_at, id) as n
        from public.checklist_items where objective_id = p_objective) r
  where i.id = r.id and i.position is distinct from r.n
$$;

create function public.delete_checklist_item(p_item uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.checklist_items := private.find_checklist_item(p_item);
begin
  delete from private.deleted_checklist_items where deleted_at < now() - interval '1 hour';
  insert into private.deleted_checklist_items (id, dashboard_id, objective_id, title, done, position, created_at)
  values (v.id, v.dashboard_id, v.objective_id, v.title, v.done, v.position, v.created_at)
  on conflict (id) do nothing;
  delete from public.checklist_items where id = v.id;
  perform private.renumber_checklist(v.objective_id);
  return private.checklist_item_json(v);
end;
$$;

comment on function public.delete_checklist_item(uuid) is
  'Deletes a checklist item of one of the caller''s dashboards, which restore_checklist_item puts back within an hour (PT404 checklist_item_not_found).';

-- Where it was, ticked as it was; a second submit answers the item that is back.
create function public.restore_checklist_item(p_item uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  d private.deleted_checklist_items;
  v public.checklist_items;
begin
  select * into d from private.deleted_checklist_items where id = p_item;
  if d.id is null or d.dashboard_id not in (select private.my_dashboard_ids()) then
    -- Already back (a second submit), or never deleted: find_checklist_item answers or refuses.
    return private.checklist_item_json(private.find_checklist_item(p_item));
  end if;
  if d.deleted_at < now() - interval '1 hour' then
    raise exception using errcode = 'PT410', message = 'undo_expired';
  end if;
  -- Its objective, where it is now (it may have moved); gone with it otherwise.
  perform 1 from public.objectives o where o.id = (private.find_objective(d.objective_id)).id for no key update;
  -- Locked: a concurrent Undo of the same item waits here, then finds it gone.
  delete from private.deleted_checklist_items where id = d.id returning * into d;
  if d.id is null then
    return private.checklist_item_json(private.find_checklist_item(p_item));
  end if;
  if (select count(*) from public.checklist_items i where i.objective_id = d.objective_id) >= 100 then
    raise exception using errcode = 'PT422', message = 'checklist_full', hint = '100';
  end if;
  update public.checklist_items set position = position + 1 where objective_id = d.objective_id and position >= d.position;
  insert into public.checklist_items (id, dashboard_id, objective_id, title, done, position, created_at)
  select d.id, o.dashboard_id, o.id, d.title, d.done, d.position, d.created_at
  from public.objectives o where o.id = d.objective_id
  returning * into v;
  perform private.renumber_checklist(d.objective_id);
  select * into v from public.checklist_items where id = v.id;
  return private.checklist_item_json(v);
end;
$$;

comment on function public.restore_checklist_item(uuid) is
  'Puts a checklist item deleted in the last hour back in its place (PT410 undo_expired; PT404 checklist_item_not_found or objective_not_found; checklist_full).';

-- -----------------------------------------------------------------------------
-- The objective's page lists them
-- -----------------------------------------------------------------------------

-- As in the comment edits migration, plus 'checklist' (in order).
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
    'checklist', coalesce((
      select jsonb_agg(jsonb_build_object('id', i.id, 'title', i.title, 'done', i.done, 'position', i.position)
                       order by i.position, i.created_at, i.id)
      from public.checklist_items i where i.objective_id = v.id), '[]'::jsonb),
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
-- Deleting an objective keeps its checklist for Undo
-- -----------------------------------------------------------------------------

alter table private.deleted_objectives add column checklist jsonb not null default '[]';
comment on column private.deleted_objectives.checklist is 'Its checklist when it was deleted (title, ticked, place), put back with it.';

-- As in the comment edits migration, keeping its checklist too.
create or replace function public.delete_objective(p_objective uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
begin
  delete from private.deleted_objectives where deleted_at < now() - interval '1 hour';
  insert into private.deleted_objectives (id, dashboard_id, day, title, done_at, position, marker_ids, created_by, created_at, repeat,
                                          repeat_every, repeat_anchor, repeat_from_done, description, priority, assignee_id,
                                          comments, checklist)
  values (v.id, v.dashboard_id, v.day, v.title, v.done_at, v.position, v.marker_ids, v.created_by, v.created_at, v.repeat,
          v.repeat_every, v.repeat_anchor, v.repeat_from_done, v.description, v.priority, v.assignee_id,
          coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'author', c.author_id, 'body', c.body,
                                                        'created_at', c.created_at, 'edited_at', c.edited_at))
                    from public.comments c where c.objective_id = v.id), '[]'),
          coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'title', i.title, 'done', i.done, 'position', i.position,
                                                        'created_at', i.created_at))
                    from public.checklist_items i where i.objective_id = v.id), '[]'))
  on conflict (id) do nothing;
  delete from public.objectives where id = v.id;
  perform private.renumber_day(v.dashboard_id, v.day);
  return private.objective_json(v);
end;
$$;

-- As in the comment edits migration, putting its checklist back too.
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
  -- Its checklist, as it was.
  insert into public.checklist_items (id, dashboard_id, objective_id, title, done, position, created_at)
  select (i->>'id')::uuid, d.dashboard_id, d.id, i->>'title', (i->>'done')::boolean, (i->>'position')::int,
         (i->>'created_at')::timestamptz
  from jsonb_array_elements(d.checklist) i;
  perform private.renumber_day(d.dashboard_id, d.day);
  select * into v from public.objectives where id = d.id;
  return private.objective_json(v);
end;
$$;


-- -----------------------------------------------------------------------------
-- A repeating objective's next one has the same steps, unticked
-- -----------------------------------------------------------------------------

-- As in the repeat-from-done migration, copying the checklist to the next one; marking it
-- not done takes that next one back only while none of its steps is ticked.
create or replace function public.set_objective_done(p_objective uuid, p_done boolean, p_time_zone text default 'UTC')
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
  v_done boolean := coalesce(p_done, false);
  v_next public.objectives;
begin
  if v.done = v_done then
    return private.objective_json(v);
  end if;
  if v_done then
    update public.objectives
    set done = true, done_at = now(), repeat = null, repeat_every = 1, repeat_anchor = null, repeat_from_done = false,
        updated_at = now()
    where id = v.id;
    if v.repeat is not null then
      v_next.day := case
        when v.repeat_from_done then private.next_from_done(v.repeat, v.repeat_every, private.today(p_time_zone))
        else private.next_occurrence(v.repeat, v.repeat_every, coalesce(v.repeat_anchor, v.day),
                                     greatest(v.day, private.today(p_time_zone)))
      end;
      -- The series' own day goes with it: after 28 February, a monthly 31st is back on 31 March.
      insert into public.objectives (dashboard_id, day, title, description, priority, assignee_id, position, repeat,
                                     repeat_every, repeat_anchor, repeat_from_done, repeat_from)
      values (v.dashboard_id, v_next.day, v.title, v.description, v.priority, v.assignee_id,
              private.next_position(v.dashboard_id, v_next.day),
              v.repeat, v.repeat_every,
              case when not v.repeat_from_done then nullif(coalesce(v.repeat_anchor, v.day), v_next.day) end,
              v.repeat_from_done, v.id)
      returning * into v_next;
      perform private.set_objective_markers(v_next, v.marker_ids);
      -- The same steps, to do again.
      insert into public.checklist_items (dashboard_id, objective_id, title, position)
      select v_next.dashboard_id, v_next.id, i.title, i.position from public.checklist_items i where i.objective_id = v.id;
    end if;
  else
    -- The next one, if its completion added one that is still as it was added.
    select * into v_next from public.objectives n
    where n.repeat_from = v.id and not n.done and n.title = v.title and n.description = v.description
      and n.priority = v.priority and n.assignee_id is not distinct from v.assignee_id
      and n.repeat is not null and n.marker_ids @> v.marker_ids and n.marker_ids <@ v.marker_ids
      -- Nobody has ticked a step of it yet.
      and n.checklist_done = 0;
    if v_next.id is not null then
      delete from public.objectives where id = v_next.id;
      perform private.renumber_day(v_next.dashboard_id, v_next.day);
    end if;
    update public.objectives
    set done = false, done_at = null, repeat = coalesce(v_next.repeat, repeat),
        repeat_every = case when v_next.id is null then repeat_every else v_next.repeat_every end,
        repeat_anchor = case when v_next.id is null then repeat_anchor else nullif(v_next.repeat_anchor, day) end,
        repeat_from_done = case when v_next.id is null then repeat_from_done else v_next.repeat_from_done end,
        updated_at = now()
    where id = v.id;
  end if;
  select * into v from public.objectives where id = v.id;
  return private.objective_json(v)
    || case when v_done and v_next.id is not null
         then jsonb_build_object('next', jsonb_build_object('id', v_next.id, 'day', v_next.day))
         else '{}'::jsonb end;
end;
$$;


-- -----------------------------------------------------------------------------
-- Copies have the same steps, unticked
-- -----------------------------------------------------------------------------

-- As in the duplicate objective migration, with its checklist, unticked: a copy is work
-- still to do.
create or replace function public.duplicate_objective(p_objective uuid, p_request_id uuid default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
  v_prior jsonb;
  c public.objectives;
begin
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  perform private.enforce_limit('objective', v.dashboard_id);
  -- Between the original and the one after it; renumbering makes the day 1..n again.
  insert into public.objectives (dashboard_id, day, title, description, priority, assignee_id, position,
                                 repeat, repeat_every, repeat_anchor, repeat_from_done)
  values (v.dashboard_id, v.day, v.title, v.description, v.priority, v.assignee_id, v.position + 0.5,
          -- A done one's series went on in its next one (decision 028): its copy does not repeat.
          case when v.done then null else v.repeat end, case when v.done then 1 else v.repeat_every end,
          case when v.done then null else v.repeat_anchor end, not v.done and v.repeat_from_done)
  returning * into c;
  perform private.set_objective_markers(c, v.marker_ids);
  insert into public.checklist_items (dashboard_id, objective_id, title, position)
  select c.dashboard_id, c.id, i.title, i.position from public.checklist_items i where i.objective_id = v.id;
  perform private.renumber_day(v.dashboard_id, v.day);
  select * into c from public.objectives where id = c.id;
  return private.remember_request(p_request_id, private.objective_json(c));
end;
$$;

-- As in the repeat-from-done migration, each copied objective with its checklist, unticked.
create or replace function public.duplicate_dashboard(p_dashboard uuid, p_name text, p_start date default null,
                                           p_request_id uuid default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.require_user();
  v_name text := private.clean_text(p_name, 100, 'name');
  v_prior jsonb;
  v_id uuid;
  v_markers int;
  v_max int;
  v_objectives int;
  v_notes int;
  v_shift int;
begin
  perform private.require_member(p_dashboard);
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  perform private.enforce_limit('membership');
  perform private.enforce_limit('dashboards');
  -- The copy's filters count against the caller's plan, not the original admin's.
  select count(*) into v_markers from public.markers where dashboard_id = p_dashboard;
  v_max := private.plan_limit(v_user, 'markers');
  if v_markers > v_max then
    raise exception using errcode = 'PT422', message = 'plan_limit_reached', detail = 'markers', hint = v_max::text;
  end if;

  -- A start day moves every copied objective by as many days as the earliest needs.
  v_shift := coalesce(p_start - (select min(o.day) from public.objectives o where o.dashboard_id = p_dashboard and not o.done), 0);

  insert into public.dashboards (name, created_by) values (v_name, v_user) returning id into v_id;
  insert into public.dashboard_members (dashboard_id, user_id, role) values (v_id, v_user, 'admin');

  -- One statement: new ids first, then the rows and their links (checked at its end).
  with m as materialized (
    select m.id as old_id, gen_random_uuid() as id, m.name, m.color, m.created_at
    from public.markers m where m.dashboard_id = p_dashboard
  ), o as materialized (
    select o.id as old_id, gen_random_uuid() as id, o.day + v_shift as day, o.title, o.description, o.priority,
           o.repeat, o.repeat_every, o.repeat_anchor + v_shift as repeat_anchor, o.repeat_from_done, o.created_at,
           o.marker_ids,
           -- Done ones stay behind: each day's order is renumbered 1..n.
           row_number() over (partition by o.day order by o.position, o.created_at) as position
    from public.objectives o where o.dashboard_id = p_dashboard and not o.done
  ), n as materialized (
    select n.id as old_id, gen_random_uuid() as id, n.year, n.title, n.body, n.created_at, n.updated_at, n.marker_ids
    from public.notes n where n.dashboard_id = p_dashboard
  ), markers_added as (
    insert into public.markers (id, dashboard_id, name, color, created_at)
    select m.id, v_id, m.name, m.color, m.created_at from m
  ), objectives_added as (
    insert into public.objectives (id, dashboard_id, day, title, description, priority, position, repeat, repeat_every,
                                   repeat_anchor, repeat_from_done, created_by, created_at)
    select o.id, v_id, o.day, o.title, o.description, o.priority, o.position, o.repeat, o.repeat_every, o.repeat_anchor,
           o.repeat_from_done, v_user, o.created_at
    from o
    returning 1
  ), items_added as (
    insert into public.checklist_items (dashboard_id, objective_id, title, position, created_at)
    select v_id, o.id, i.title, i.position, i.created_at
    from o join public.checklist_items i on i.objective_id = o.old_id
  ), notes_added as (
    insert into public.notes (id, dashboard_id, year, title, body, created_by, created_at, updated_at)
    select n.id, v_id, n.year, n.title, n.body, v_user, n.created_at, n.updated_at from n
    returning 1
  -- Links in each row's own order (its marker_ids), which the rows' triggers copy.
  ), objective_links as (
    insert into public.objective_markers (dashboard_id, objective_id, marker_id)
    select v_id, o.id, m.id
    from o
    cross join lateral unnest(o.marker_ids) with ordinality as l (marker_id, i)
    join m on m.old_id = l.marker_id
    order by o.id, l.i
  ), note_links as (
    insert into public.note_markers (dashboard_id, note_id, marker_id)
    select v_id, n.id, m.id
    from n
    cross join lateral unnest(n.marker_ids) with ordinality as l (marker_id, i)
    join m on m.old_id = l.marker_id
    order by n.id, l.i
  )
  -- Data-changing parts of a WITH run to the end whether read or not.
  select (select count(*) from objectives_added), (select count(*) from notes_added) into v_objectives, v_notes;

  return private.remember_request(p_request_id, jsonb_build_object(
    'id', v_id, 'name', v_name, 'objectives', v_objectives, 'notes', v_notes, 'filters', v_markers,
    'shift', v_shift));
end;
$$;


-- -----------------------------------------------------------------------------
-- A public link does not show checklists' counts
-- -----------------------------------------------------------------------------

-- As in the comment counts migration: a checklist is the members' working detail, as the
-- description is (decision 030).
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
                   select json_agg((o.page_json::jsonb - 'summary' - 'assignee' - 'comments' - 'checklist') order by o.n) from o where o.day = s.day and o.n <= p_per_day), '[]'),
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

revoke all on table public.checklist_items from public, anon, authenticated, service_role;
grant select on table public.checklist_items to authenticated;
revoke all on table private.deleted_checklist_items from public, anon, authenticated, service_role;

revoke all on function private.checklist_added(), private.checklist_removed(), private.checklist_ticked(),
  private.checklist_item_json(public.checklist_items), private.find_checklist_item(uuid), private.renumber_checklist(uuid),
  private.objective_page_json(uuid, date, text, boolean, uuid[], text, smallint, text, smallint, uuid, boolean, int, int, int)
  from public, anon, authenticated, service_role;

revoke all on function public.add_checklist_item(uuid, text, uuid), public.set_checklist_item_done(uuid, boolean),
  public.rename_checklist_item(uuid, text), public.delete_checklist_item(uuid), public.restore_checklist_item(uuid)
  from public, anon, authenticated, service_role;
grant execute on function public.add_checklist_item(uuid, text, uuid), public.set_checklist_item_done(uuid, boolean),
  public.rename_checklist_item(uuid, text), public.delete_checklist_item(uuid), public.restore_checklist_item(uuid)
  to authenticated;
