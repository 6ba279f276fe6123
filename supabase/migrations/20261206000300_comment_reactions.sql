-- =============================================================================
-- Reactions to comments (decision 079)
-- =============================================================================
-- "Sounds good", "thanks", "seen it" need not be comments of their own: Todoist,
-- Slack and GitHub let one answer a comment with an emoji, and everyone sees who
-- did. Each member (not a viewer, not on an archived dashboard: the same trigger as
-- the comments') may add each of six reactions once to a comment and take it back.
-- A comment's reactions go with it, follow its objective to another dashboard, and
-- come back with it when its deletion is undone.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The table
-- -----------------------------------------------------------------------------

-- The key the reactions' foreign key needs (ids are unique already).
alter table public.comments add constraint comments_id_dashboard_key unique (id, dashboard_id);

create table public.comment_reactions (
  comment_id uuid not null,
  dashboard_id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade default auth.uid(),
  reaction text not null check (reaction in ('thumbs_up', 'heart', 'party', 'laugh', 'eyes', 'check')),
  created_at timestamptz not null default now(),
  primary key (comment_id, user_id, reaction),
  -- The comment's dashboard, kept in step when its objective moves (on update cascade).
  foreign key (comment_id, dashboard_id) references public.comments (id, dashboard_id)
    on delete cascade on update cascade
);

comment on table public.comment_reactions is 'Who answered a comment with which emoji.';
comment on column public.comment_reactions.comment_id is 'The comment reacted to.';
comment on column public.comment_reactions.dashboard_id is 'Its comment''s dashboard: who may read it.';
comment on column public.comment_reactions.user_id is 'Who reacted; the reaction goes with their account.';
comment on column public.comment_reactions.reaction is 'Which of the six: thumbs_up, heart, party, laugh, eyes, check.';
comment on column public.comment_reactions.created_at is 'When; the names are listed in this order.';

-- The foreign keys' own lookups when a dashboard's comments move or an account goes.
create index comment_reactions_by_dashboard on public.comment_reactions (dashboard_id);
create index comment_reactions_by_user on public.comment_reactions (user_id);

alter table public.comment_reactions enable row level security;

create policy "Members can read reactions" on public.comment_reactions for select to authenticated
  using (dashboard_id in (select private.my_dashboard_ids()));

-- A viewer's reaction, or one on an archived dashboard, is refused as a comment is.
create trigger refuse_when_archived before insert or update or delete on public.comment_reactions
  for each row execute function private.refuse_when_archived();

-- -----------------------------------------------------------------------------
-- Reading them
-- -----------------------------------------------------------------------------

-- A comment's reactions in the fixed order: how many, whether the caller is among them,
-- and the names of those still members, first come first.
create function private.comment_reactions_json(p_comment uuid)
returns jsonb language sql stable set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object('reaction', x.reaction, 'count', x.n, 'mine', x.mine, 'names', x.names)
                            order by array_position(array['thumbs_up', 'heart', 'party', 'laugh', 'eyes', 'check'], x.reaction)), '[]'::jsonb)
  from (
    select r.reaction, count(*) as n, bool_or(r.user_id = (select auth.uid())) as mine,
           coalesce(jsonb_agg(private.member_name(p.display_name, p.email) order by r.created_at)
                      filter (where p.id is not null), '[]'::jsonb) as names
    from public.comment_reactions r
    left join public.dashboard_members m on m.dashboard_id = r.dashboard_id and m.user_id = r.user_id
    left join public.profiles p on p.id = m.user_id
    where r.comment_id = p_comment
    group by r.reaction
  ) x
$$;

-- As in the reminders migration, with each comment's reactions.
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
      -- Who it may be assigned to: not a viewer (decision 066), unless one did it already.
      where m.dashboard_id = v.dashboard_id and (m.role <> 'viewer' or m.user_id = v.assignee_id)), '[]'::jsonb),
    'dashboards', coalesce((
      select jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name)
                       order by me.favorite desc, me.position nulls last, lower(d.name), d.created_at)
      from public.dashboard_members me join public.dashboards d on d.id = me.dashboard_id
      where me.user_id = (select auth.uid()) and ((d.archived_at is null and me.role <> 'viewer') or d.id = v.dashboard_id)), '[]'::jsonb),
    'checklist', coalesce((
      select jsonb_agg(jsonb_build_object('id', i.id, 'title', i.title, 'done', i.done, 'position', i.position)
                       order by i.position, i.created_at, i.id)
      from public.checklist_items i where i.objective_id = v.id), '[]'::jsonb),
    'comments', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', c.id, 'author', c.author_id, 'body', c.body, 'created_at', c.created_at,
               'edited_at', c.edited_at, 'reactions', private.comment_reactions_json(c.id),
               -- Named while they are a member (whose profile the caller may read).
               'name', (select private.member_name(p.display_name, p.email)
                        from public.dashboard_members m join public.profiles p on p.id = m.user_id
                        where m.dashboard_id = c.dashboard_id and m.user_id = c.author_id))
             order by c.created_at, c.id)
      from public.comments c where c.objective_id = v.id), '[]'::jsonb),
    'time_zone', (select p.time_zone from public.profiles p where p.id = (select auth.uid())),
    'reminder', private.my_reminder(v.id)
  );
end;
$$;

-- -----------------------------------------------------------------------------
-- Reacting
-- -----------------------------------------------------------------------------

-- On (p_on true) or off, for the caller: saying it twice changes nothing, so a double
-- submit never takes back what the first one added. Answers the comment's reactions.
create function public.set_comment_reaction(p_comment uuid, p_reaction text, p_on boolean)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.comments;
begin
  if p_reaction is null or p_reaction not in ('thumbs_up', 'heart', 'party', 'laugh', 'eyes', 'check') or p_on is null then
    raise exception using errcode = 'PT422', message = 'reaction_invalid';
  end if;
  select * into v from public.comments c
  where c.id = p_comment and c.dashboard_id in (select private.my_dashboard_ids());
  if v.id is null then
    raise exception using errcode = 'PT404', message = 'comment_not_found';
  end if;
  if p_on then
    insert into public.comment_reactions (comment_id, dashboard_id, user_id, reaction)
    values (v.id, v.dashboard_id, (select auth.uid()), p_reaction)
    on conflict do nothing;
  else
    delete from public.comment_reactions r
    where r.comment_id = v.id and r.user_id = (select auth.uid()) and r.reaction = p_reaction;
  end if;
  return jsonb_build_object('comment_id', v.id, 'objective_id', v.objective_id, 'dashboard_id', v.dashboard_id,
                            'reactions', private.comment_reactions_json(v.id));
end;
$$;

-- -----------------------------------------------------------------------------
-- Undo keeps them
-- -----------------------------------------------------------------------------

-- As in the undo-keeps-reminders migration, each comment's reactions in the copy.
create or replace function public.delete_objective(p_objective uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v public.objectives := private.find_objective_locked(p_objective);
begin
  delete from private.deleted_objectives where deleted_at < now() - interval '1 hour';
  insert into private.deleted_objectives (id, dashboard_id, day, title, done_at, position, marker_ids, created_by, created_at, repeat,
                                          repeat_every, repeat_anchor, repeat_from_done, description, priority, assignee_id,
                                          comments, checklist, repeat_until, deadline, reminders)
  values (v.id, v.dashboard_id, v.day, v.title, v.done_at, v.position, v.marker_ids, v.created_by, v.created_at, v.repeat,
          v.repeat_every, v.repeat_anchor, v.repeat_from_done, v.description, v.priority, v.assignee_id,
          coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'author', c.author_id, 'body', c.body,
                                                        'created_at', c.created_at, 'edited_at', c.edited_at,
                                                        'reactions', coalesce((
                                                          select jsonb_agg(jsonb_build_object('user', r.user_id, 'reaction', r.reaction,
                                                                                              'created_at', r.created_at))
                                                          from public.comment_reactions r where r.comment_id = c.id), '[]')))
                    from public.comments c where c.objective_id = v.id), '[]'),
          coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'title', i.title, 'done', i.done, 'position', i.position,
                                                        'created_at', i.created_at))
                    from public.checklist_items i where i.objective_id = v.id), '[]'),
          v.repeat_until, v.deadline,
          coalesce((select jsonb_agg(jsonb_build_object('user', r.user_id, 'at', to_char(r.local_time, 'HH24:MI'),
                                                        'sent_at', r.sent_at, 'created_at', r.created_at))
                    from private.reminders r where r.objective_id = v.id), '[]'))
  on conflict (id) do nothing;
  delete from public.objectives where id = v.id;
  perform private.renumber_day(v.dashboard_id, v.day);
  return private.objective_json(v);
end;
$$;

-- As in the undo-keeps-reminders migration, giving the reactions back too.
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
                                 created_by, created_at, repeat, repeat_every, repeat_anchor, repeat_from_done,
                                 repeat_until, deadline)
  values (d.id, d.dashboard_id, d.day, d.title, d.description, d.priority,
          (select m.user_id from public.dashboard_members m where m.dashboard_id = d.dashboard_id and m.user_id = d.assignee_id),
          d.done_at is not null, d.done_at, d.position, d.created_by, d.created_at, d.repeat, d.repeat_every, d.repeat_anchor,
          d.repeat_from_done, d.repeat_until, d.deadline)
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
  -- Their reactions, of those still members.
  insert into public.comment_reactions (comment_id, dashboard_id, user_id, reaction, created_at)
  select (c->>'id')::uuid, d.dashboard_id, (r->>'user')::uuid, r->>'reaction', (r->>'created_at')::timestamptz
  from jsonb_array_elements(d.comments) c
  cross join lateral jsonb_array_elements(coalesce(c->'reactions', '[]')) r
  where exists (select 1 from public.dashboard_members m
                where m.dashboard_id = d.dashboard_id and m.user_id = (r->>'user')::uuid)
  on conflict do nothing;
  -- Its checklist, as it was.
  insert into public.checklist_items (id, dashboard_id, objective_id, title, done, position, created_at)
  select (i->>'id')::uuid, d.dashboard_id, d.id, i->>'title', (i->>'done')::boolean, (i->>'position')::int,
         (i->>'created_at')::timestamptz
  from jsonb_array_elements(d.checklist) i;
  -- Its reminders, for those still members with a time zone: at the same time of its day
  -- in their zone now; one already sent stays sent, one whose moment went by meanwhile goes
  -- as a late one would (the Worker takes those of the last hour).
  insert into private.reminders (objective_id, user_id, local_time, remind_at, sent_at, created_at)
  select d.id, p.id, (r->>'at')::time, (d.day + (r->>'at')::time) at time zone p.time_zone,
         (r->>'sent_at')::timestamptz, (r->>'created_at')::timestamptz
  from jsonb_array_elements(d.reminders) r
  join public.profiles p on p.id = (r->>'user')::uuid and p.time_zone is not null
  where exists (select 1 from public.dashboard_members m where m.dashboard_id = d.dashboard_id and m.user_id = p.id)
  on conflict do nothing;
  perform private.renumber_day(d.dashboard_id, d.day);
  select * into v from public.objectives where id = d.id;
  return private.objective_json(v);
end;
$$;

-- -----------------------------------------------------------------------------
-- Grants
-- -----------------------------------------------------------------------------

revoke all on table public.comment_reactions from public, anon, authenticated, service_role;
grant select on table public.comment_reactions to authenticated;
revoke all on function private.comment_reactions_json(uuid), public.set_comment_reaction(uuid, text, boolean)
  from public, anon, authenticated, service_role;
grant execute on function private.comment_reactions_json(uuid), public.set_comment_reaction(uuid, text, boolean)
  to authenticated;
