-- =============================================================================
-- An objective's assignee hears of new comments on it
-- =============================================================================
-- Whoever does an objective is the one a comment on it is usually for ("the code
-- is 4711", "can you do it on Monday instead?"). As with an assignment (the
-- assigning migration, decision 037), add_comment's answer carries a notice when
-- the objective's assignee is someone other than the writer who has not turned
-- these emails off (the same setting: "Assignments" in their settings); the app
-- sends the email. A double submit answers the first comment without the notice,
-- so the email goes once.
-- =============================================================================

-- {"notify": {email, locale, dashboard, by, title}} for the objective's assignee, else {}.
create function private.comment_notice(p_objective public.objectives)
returns jsonb language sql stable security definer set search_path = '' as $$
  select coalesce((
    select jsonb_build_object('notify', jsonb_build_object(
             'email', p.email, 'locale', p.locale, 'dashboard', d.name, 'title', p_objective.title,
             'by', (select private.member_name(b.display_name, b.email) from public.profiles b where b.id = (select auth.uid()))))
    from public.profiles p
    join public.dashboards d on d.id = p_objective.dashboard_id
    where p.id = p_objective.assignee_id
      and p_objective.assignee_id <> (select auth.uid())
      and not exists (select 1 from private.assignment_email_optouts o where o.user_id = p.id)
  ), '{}'::jsonb)
$$;

-- As in the comments migration; the first answer carries the notice.
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
  if (select count(*) from public.comments c where c.objective_id = v_objective.id) >= 500 then
    raise exception using errcode = 'PT422', message = 'limit_reached', detail = 'comments', hint = '500';
  end if;
  insert into public.comments (dashboard_id, objective_id, author_id, body)
  values (v_objective.dashboard_id, v_objective.id, (select auth.uid()), v_body)
  returning * into v;
  return private.remember_request(p_request_id, private.comment_json(v)) || private.comment_notice(v_objective);
end;
$$;

revoke all on function private.comment_notice(public.objectives) from public, anon, authenticated, service_role;
