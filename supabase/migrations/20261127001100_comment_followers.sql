-- =============================================================================
-- A comment reaches whoever takes part: the assignee, earlier commenters, @mentions
-- =============================================================================
-- Until now only the objective's assignee heard of a new comment (the comment
-- emails migration). A conversation has more people in it: whoever asked a
-- question under an objective wants the answer, and "@Ben, can you?" is how one
-- asks a particular member (Planka's users ask for exactly this; Todoist and
-- GitHub notify a thread's participants and those mentioned). add_comment's first
-- answer now lists everyone to tell, each with why: mentioned, assigned or
-- commented (the first that applies), members only, never the writer, never
-- whoever turned these emails off (one setting, "Assignments", now worded for all
-- three). The app sends the emails, as before; a double submit sends none.
--
-- "@name" means what quick add's "+name" means (the assigning migration): a whole
-- name, email or email's first part; else a first name; else the start of a name
-- or email; a word matching two people at its first level tells neither.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- Who a comment mentions
-- -----------------------------------------------------------------------------

-- The members of p_dashboard that the text's "@name" words name. A word is what whitespace
-- separates; the punctuation a sentence puts after a name ("@Ben," "@Ben?") is not part of it.
create function private.mentioned_members(p_dashboard uuid, p_body text)
returns setof uuid language sql stable security definer set search_path = '' as $$
  with words as (
    select distinct lower(pg_catalog.rtrim(substr(w, 2), '.,;:!?)"''»”’')) as word
    from pg_catalog.regexp_split_to_table(coalesce(p_body, ''), '\s+') as w
    where starts_with(w, '@')
  ), m as (
    select m.user_id, lower(coalesce(pg_catalog.btrim(p.display_name), '')) as name, lower(p.email) as email,
           lower(pg_catalog.split_part(p.email, '@', 1)) as local
    from public.dashboard_members m join public.profiles p on p.id = m.user_id
    where m.dashboard_id = p_dashboard
  ), ranked as (
    select w.word, m.user_id,
           case when w.word in (m.name, m.email, m.local) then 1
                when w.word = pg_catalog.split_part(m.name, ' ', 1) then 2
                when pg_catalog.starts_with(m.name, w.word) or pg_catalog.starts_with(m.local, w.word) then 3
           end as level
    from words w cross join m
    where w.word <> ''
  ), best as (
    select r.word, array_agg(r.user_id) as ids
    from ranked r
    where r.level = (select min(x.level) from ranked x where x.word = r.word)
    group by r.word
  )
  select distinct b.ids[1] from best b where cardinality(b.ids) = 1
$$;

-- -----------------------------------------------------------------------------
-- Who hears of it
-- -----------------------------------------------------------------------------

-- {"notify": [{email, locale, dashboard, by, title, why}, …]}, else {}. why: 'mentioned',
-- 'assigned' or 'commented', the first that applies to them.
create function private.comment_notices(p_objective public.objectives, p_body text)
returns jsonb language sql stable security definer set search_path = '' as $$
  with told as (
    select x.user_id, min(x.why) as why
    from (
      select u as user_id, 1 as why from private.mentioned_members(p_objective.dashboard_id, p_body) u
      union all
      select p_objective.assignee_id, 2 where p_objective.assignee_id is not null
      union all
      select c.author_id, 3 from public.comments c where c.objective_id = p_objective.id and c.author_id is not null
    ) x
    group by x.user_id
  )
  select coalesce((
    select jsonb_build_object('notify', jsonb_agg(jsonb_build_object(
             'email', p.email, 'locale', p.locale, 'dashboard', d.name, 'title', p_objective.title,
             'by', (select private.member_name(b.display_name, b.email) from public.profiles b where b.id = (select auth.uid())),
             'why', (array['mentioned', 'assigned', 'commented'])[t.why])
           order by p.email))
    from told t
    join public.dashboard_members m on m.dashboard_id = p_objective.dashboard_id and m.user_id = t.user_id
    join public.profiles p on p.id = t.user_id
    join public.dashboards d on d.id = p_objective.dashboard_id
    where t.user_id <> (select auth.uid())
      and not exists (select 1 from private.assignment_email_optouts o where o.user_id = t.user_id)
    -- Nobody: no row, so no key (an aggregate over nothing would say "notify": null).
    having count(*) > 0
  ), '{}'::jsonb)
$$;

-- As in the comment edits migration; the first answer lists whom to tell.
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
  return private.remember_request(p_request_id, private.comment_json(v)) || private.comment_notices(v_objective, v_body);
end;
$$;

drop function private.comment_notice(public.objectives);

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.mentioned_members(uuid, text), private.comment_notices(public.objectives, text)
  from public, anon, authenticated, service_role;
