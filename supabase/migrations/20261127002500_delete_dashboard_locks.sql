-- =============================================================================
-- Deleting a dashboard waits for the changes under way on it
-- =============================================================================
-- A change to an objective holds the objective's row, then writes the
-- dashboard's activity (decision 046), whose foreign key takes a share lock on
-- the dashboard's row. Deleting the dashboard took its row first and then, by
-- cascade, each objective's: the two waited for each other (a race test on
-- PostgreSQL 17 found the deadlock). The deletion now takes what a change takes,
-- in the same order: the dashboard's day order, then its objectives' rows (by
-- id, one order for every deletion), and only then the dashboard's.
-- =============================================================================

-- As in the planner API migration, taking the locks first.
create or replace function public.delete_dashboard(p_dashboard uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_admin(p_dashboard);
  perform private.lock_order(p_dashboard);
  perform 1 from public.objectives where dashboard_id = p_dashboard order by id for update;
  delete from public.dashboards where id = p_dashboard;
  return jsonb_build_object('id', p_dashboard);
end;
$$;

-- -----------------------------------------------------------------------------
-- A comment on an objective deleted meanwhile is told so
-- -----------------------------------------------------------------------------

-- As in the comment followers migration. The objective's row, locked before counting, may
-- have gone while this waited for it (its dashboard or itself deleted): the same refusal
-- as for an objective that was never there, not the comment's foreign key error.
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
  if not found then
    raise exception using errcode = 'PT404', message = 'objective_not_found';
  end if;
  if (select count(*) from public.comments c where c.objective_id = v_objective.id) >= 500 then
    raise exception using errcode = 'PT422', message = 'limit_reached', detail = 'comments', hint = '500';
  end if;
  insert into public.comments (dashboard_id, objective_id, author_id, body)
  values (v_objective.dashboard_id, v_objective.id, (select auth.uid()), v_body)
  returning * into v;
  return private.remember_request(p_request_id, private.comment_json(v)) || private.comment_notices(v_objective, v_body);
end;
$$;
