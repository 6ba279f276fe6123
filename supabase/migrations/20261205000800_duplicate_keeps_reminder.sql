-- =============================================================================
-- A duplicate keeps one's reminder (decision 074)
-- =============================================================================
-- "Duplicate" copies an objective's title, description, priority, filters, steps and
-- rule, as Todoist's does; the reminder its duplicator set on it was left behind, so the
-- copy of "Call the dentist" at 2 pm stayed silent. The copy now has the caller's own
-- reminder at the same time, while that moment is still to come; other members'
-- reminders stay theirs (they did not ask for a copy).
-- =============================================================================

-- As in the deadlines migration, plus the caller's reminder.
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
                                 repeat, repeat_every, repeat_anchor, repeat_from_done, repeat_until, deadline)
  values (v.dashboard_id, v.day, v.title, v.description, v.priority, v.assignee_id, v.position + 0.5,
          -- A done one's series went on in its next one (decision 028): its copy does not repeat.
          case when v.done then null else v.repeat end, case when v.done then 1 else v.repeat_every end,
          case when v.done then null else v.repeat_anchor end, not v.done and v.repeat_from_done,
          case when v.done then null else v.repeat_until end, v.deadline)
  returning * into c;
  perform private.set_objective_markers(c, v.marker_ids);
  insert into public.checklist_items (dashboard_id, objective_id, title, position)
  select c.dashboard_id, c.id, i.title, i.position from public.checklist_items i where i.objective_id = v.id;
  -- The caller's own reminder, while its moment is still to come (others' are theirs to set).
  insert into private.reminders (objective_id, user_id, local_time, remind_at)
  select c.id, r.user_id, r.local_time, r.remind_at from private.reminders r
  where r.objective_id = v.id and r.user_id = (select auth.uid()) and r.remind_at > now() and not v.done;
  perform private.renumber_day(v.dashboard_id, v.day);
  select * into c from public.objectives where id = c.id;
  return private.remember_request(p_request_id, private.objective_json(c));
end;
$$;
