-- =============================================================================
-- Duplicating an objective
-- =============================================================================
-- "Same as this, for the other bathroom": Todoist's task menu and Trello's card
-- menu have "Duplicate", and Planka's users ask for it (peers.md, plankanban/planka
-- #149). A row's menu now has it too: a copy right below the original, open (not
-- done), with its title, description, priority, assignee, filters and repeat rule
-- (none for a done one, whose series went on in its next one); without its
-- comments, which were about the original. It counts against the dashboard's open
-- objectives as any new one does.
-- =============================================================================

-- A double submit (the same p_request_id) answers the first copy and makes no second one.
create function public.duplicate_objective(p_objective uuid, p_request_id uuid default null)
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
  perform private.renumber_day(v.dashboard_id, v.day);
  select * into c from public.objectives where id = c.id;
  return private.remember_request(p_request_id, private.objective_json(c));
end;
$$;

comment on function public.duplicate_objective(uuid, uuid) is
  'Adds an open copy of an objective right below it (title, description, priority, assignee, filters, repeat rule; not its comments); PT404 objective_not_found; limit_reached.';

revoke all on function public.duplicate_objective(uuid, uuid) from public, anon, authenticated, service_role;
grant execute on function public.duplicate_objective(uuid, uuid) to authenticated;
