-- =============================================================================
-- The activity tells how long it takes (decision 095)
-- =============================================================================
-- "Ann set the time of Workshop to 10:00 – 11:30 AM": a time given with a duration says the
-- span ({to, minutes}), and a duration given, changed or taken off alone is told as a new
-- time too (the same span, or the time alone).
-- =============================================================================

-- As in the activity times migration, with "minutes" in time_set.
create or replace function private.activity_objectives_changed()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform private.log_activity(coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'dashboard_id', x.dashboard_id, 'objective_id', n.id, 'subject', n.title, 'kind', x.kind, 'detail', x.detail))
    from before_update o
    join after_update n on n.id = o.id
    cross join lateral (values
      (n.dashboard_id, 'completed', '{}'::jsonb, n.done and not o.done),
      (n.dashboard_id, 'reopened', '{}'::jsonb, o.done and not n.done),
      (n.dashboard_id, 'rescheduled', pg_catalog.jsonb_build_object('from', o.day, 'to', n.day), n.day <> o.day),
      (n.dashboard_id, 'renamed', pg_catalog.jsonb_build_object('from', o.title), n.title <> o.title),
      -- To someone (also another than before), or to nobody while the one it was assigned
      -- to is still a member: a member who leaves is told, not the assignments it clears.
      (n.dashboard_id, 'assigned', private.activity_assignee(n.assignee_id),
       n.assignee_id is not null and n.assignee_id is distinct from o.assignee_id),
      (n.dashboard_id, 'unassigned', private.activity_assignee(o.assignee_id),
       o.assignee_id is not null and n.assignee_id is null and exists (
         select 1 from public.dashboard_members m where m.dashboard_id = n.dashboard_id and m.user_id = o.assignee_id)),
      -- A deadline given or changed, or taken away (decision 072).
      (n.dashboard_id, 'deadline_set', pg_catalog.jsonb_build_object('to', n.deadline),
       n.deadline is not null and n.deadline is distinct from o.deadline),
      (n.dashboard_id, 'deadline_cleared', '{}'::jsonb, o.deadline is not null and n.deadline is null),
      -- A time of day given or changed ({to}: "HH:MM"), or taken away (decision 093); with how
      -- long it takes ({minutes}), also when only that changed (decision 095).
      (n.dashboard_id, 'time_set',
       pg_catalog.jsonb_build_object('to', pg_catalog.left(n.at_time::text, 5))
         || case when n.duration_minutes is not null
                 then pg_catalog.jsonb_build_object('minutes', n.duration_minutes) else '{}'::jsonb end,
       n.at_time is not null
         and (n.at_time is distinct from o.at_time or n.duration_minutes is distinct from o.duration_minutes)),
      (n.dashboard_id, 'time_cleared', '{}'::jsonb, o.at_time is not null and n.at_time is null),
      (o.dashboard_id, 'moved_out', '{}'::jsonb, true),
      (n.dashboard_id, 'moved_in', '{}'::jsonb, true)
    ) as x (dashboard_id, kind, detail, happened)
    -- Within a dashboard, what changed; between two, only the move.
    where x.happened
      and (o.dashboard_id = n.dashboard_id) = (x.kind not in ('moved_out', 'moved_in'))), '[]'));
  return null;
end;
$$;
