-- =============================================================================
-- Add by email: a range of times in the subject too (decision 095)
-- =============================================================================
-- "Workshop Friday 10:00-11:30" sent to a dashboard's address: the mail Worker reads the
-- subject as quick add does, which now reads the range as a time and how long it takes; the
-- length reaches the objective (p_minutes) as its time does.
-- =============================================================================

-- As in the add by email times migration, plus p_minutes (given to add_objective).
drop function public.add_objective_by_email(text, date, text, text, text, text[], int, text, int, boolean, date, date, text, boolean, time, text);
create function public.add_objective_by_email(
  p_token text,
  p_day date,
  p_title text,
  p_message_id text default null,
  p_description text default null,
  p_marker_names text[] default '{}',
  p_priority int default 4,
  p_repeat text default null,
  p_repeat_every int default 1,
  p_repeat_from_done boolean default false,
  p_repeat_until date default null,
  p_deadline date default null,
  p_assignee_name text default null,
  p_assignee_me boolean default false,
  p_reminder time default null,
  p_at text default null,
  p_minutes int default null
)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v private.email_addresses := private.email_address(p_token);
  v_key uuid := case when nullif(p_message_id, '') is not null then md5('email:' || p_message_id)::uuid end;
  v_again boolean;
  v_added jsonb;
begin
  -- A day's share per address: a mail loop, or an address that got out, stops here (the
  -- address's row is the lock, so two deliveries at once count two).
  update private.email_addresses a
  set added_on = current_date, added_count = case when a.added_on = current_date then a.added_count + 1 else 1 end
  where a.id = v.id and (a.added_on is distinct from current_date or a.added_count < private.email_adds_per_day());
  if not found then
    raise exception using errcode = 'PT429', message = 'address_limit_reached', hint = private.email_adds_per_day()::text;
  end if;
  perform set_config('request.jwt.claims',
    json_build_object('sub', v.user_id, 'role', 'authenticated')::text, true);
  perform set_config('request.jwt.claim.sub', v.user_id::text, true);
  v_again := exists (select 1 from private.idempotency_keys k where k.user_id = v.user_id and k.key = v_key);
  v_added := public.add_objective(
    p_dashboard => v.dashboard_id, p_day => p_day, p_title => p_title,
    p_marker_names => coalesce(p_marker_names, '{}'), p_request_id => v_key,
    p_repeat => p_repeat, p_repeat_every => coalesce(p_repeat_every, 1), p_priority => coalesce(p_priority, 4),
    p_assignee => case when p_assignee_me then v.user_id end, p_assignee_name => p_assignee_name,
    p_repeat_from_done => coalesce(p_repeat_from_done, false), p_repeat_until => p_repeat_until,
    p_deadline => p_deadline, p_at => p_at, p_minutes => p_minutes);
  if not v_again and nullif(btrim(coalesce(p_description, '')), '') is not null then
    v_added := public.update_objective(p_objective => (v_added ->> 'id')::uuid,
                                       p_description => left(p_description, 5000));
  end if;
  if not v_again and p_reminder is not null then
    begin
      v_added := v_added || jsonb_build_object('reminder',
        public.set_my_reminder(p_objective => (v_added ->> 'id')::uuid, p_at => p_reminder));
    exception when sqlstate 'PT422' then
      v_added := v_added || jsonb_build_object('reminder', null);
    end;
  end if;
  return v_added;
end;
$$;

comment on function public.add_objective_by_email(text, date, text, text, text, text[], int, text, int, boolean, date, date, text, boolean, time, text, int) is
  'For the mail Worker: adds an objective read from an email to an add-by-email address''s dashboard as its owner (as add_objective, with its time of day p_at and how long it takes p_minutes, then the text as its description and its owner''s reminder at p_reminder when it can be set); the same p_message_id adds once.';

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.add_objective_by_email(text, date, text, text, text, text[], int, text, int, boolean, date, date, text, boolean, time, text, int) from public, anon, authenticated, service_role;
grant execute on function public.add_objective_by_email(text, date, text, text, text, text[], int, text, int, boolean, date, date, text, boolean, time, text, int) to service_role;
