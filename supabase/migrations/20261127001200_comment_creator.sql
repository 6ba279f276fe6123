-- =============================================================================
-- Whoever added an objective hears of comments on it
-- =============================================================================
-- "Ann adds 'Fix the sink' for Ben; Ben writes 'done, the washer was worn'": Ann is
-- the one waiting for that answer, yet she was told only if she had commented
-- before. Vikunja's users report exactly this (creators are not subscribed to
-- their own tasks, go-vikunja/vikunja#3610). The objective's creator joins those
-- add_comment tells (the comment followers migration), as the last reason:
-- 'created', when no other applies to them.
-- =============================================================================

-- As in the comment followers migration, plus the objective's creator ('created').
create or replace function private.comment_notices(p_objective public.objectives, p_body text)
returns jsonb language sql stable security definer set search_path = '' as $$
  with told as (
    select x.user_id, min(x.why) as why
    from (
      select u as user_id, 1 as why from private.mentioned_members(p_objective.dashboard_id, p_body) u
      union all
      select p_objective.assignee_id, 2 where p_objective.assignee_id is not null
      union all
      select c.author_id, 3 from public.comments c where c.objective_id = p_objective.id and c.author_id is not null
      union all
      select p_objective.created_by, 4 where p_objective.created_by is not null
    ) x
    group by x.user_id
  )
  select coalesce((
    select jsonb_build_object('notify', jsonb_agg(jsonb_build_object(
             'email', p.email, 'locale', p.locale, 'dashboard', d.name, 'title', p_objective.title,
             'by', (select private.member_name(b.display_name, b.email) from public.profiles b where b.id = (select auth.uid())),
             'why', (array['mentioned', 'assigned', 'commented', 'created'])[t.why])
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
