-- =============================================================================
-- Templates of one's own (decision 092)
-- =============================================================================
-- Todoist saves a project as a template and starts new projects from it. Here a member
-- saves a dashboard as a template of their own: a snapshot of its open objectives (their
-- days counted from the first of them, rules, priorities, deadlines, descriptions, steps and
-- filters), kept apart from the dashboard, so it outlives the dashboard's changes. It is
-- listed beside the app's templates and used as they are: the app dates its rows from a
-- start day and sends them to create_dashboard_from_template or import_into_dashboard.
-- Nobody else sees one's templates. At most 50 a person, of at most 300 objectives each.
-- A deleted one may be brought back for an hour (Undo); the account's go with it.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The table
-- -----------------------------------------------------------------------------

create table private.saved_templates (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  source_name text not null,
  filters jsonb not null default '[]' check (jsonb_typeof(filters) = 'array'),
  objectives jsonb not null check (jsonb_typeof(objectives) = 'array'),
  objective_count int not null check (objective_count between 1 and 300),
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);

comment on table private.saved_templates is 'Dashboards saved as templates by a person (decision 092): their own, read and written only through the functions below.';
comment on column private.saved_templates.user_id is 'Whose; they go with the account.';
comment on column private.saved_templates.name is 'What it is called, and the name a dashboard made from it is given first.';
comment on column private.saved_templates.source_name is 'The dashboard it was saved from, as it was called then.';
comment on column private.saved_templates.filters is 'The filters its objectives carry: [{name, color}], by name.';
comment on column private.saved_templates.objectives is
  'Its objectives in the dashboard''s order: [{day (days after the first), on (ISO weekdays a weekly rule keeps), title, description, priority, repeat, repeat_every, repeat_from_done, repeat_until and deadline (days after its own day), filters (names), steps (titles)}].';
comment on column private.saved_templates.objective_count is 'How many objectives it holds (the length of objectives).';
comment on column private.saved_templates.created_at is 'When it was saved.';
comment on column private.saved_templates.deleted_at is 'When it was deleted: Undo brings it back within the hour; later ones are purged.';

create index saved_templates_by_user on private.saved_templates (user_id, lower(name)) where deleted_at is null;

alter table private.saved_templates enable row level security;
revoke all on table private.saved_templates from public, anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- Saving
-- -----------------------------------------------------------------------------

-- A weekly rule's weekdays: "days:1,4" its days, "weekdays" Monday to Friday, "weekly" the
-- weekday of its day. A template started on another weekday lands them on these (rows.ts).
create function private.template_weekdays(p_repeat text, p_day date)
returns jsonb language sql immutable set search_path = '' as $$
  select case
    when p_repeat like 'days:%' then pg_catalog.to_jsonb(pg_catalog.string_to_array(substr(p_repeat, 6), ',')::int[])
    when p_repeat = 'weekdays' then '[1, 2, 3, 4, 5]'::jsonb
    when p_repeat = 'weekly' then pg_catalog.jsonb_build_array(extract(isodow from p_day)::int)
  end
$$;

comment on function private.template_weekdays(text, date) is 'The ISO weekdays a weekly rule comes back on (null for the other rules).';

-- Saves what a member can read of the dashboard as a template of the caller's: its open
-- objectives, days counted from the first of them. A double submit saves one.
create function public.save_dashboard_as_template(p_dashboard uuid, p_name text, p_request_id uuid default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_name text := private.clean_text(p_name, 100, 'name');
  v_prior jsonb;
  v_first date;
  v_count int;
  v_row private.saved_templates;
begin
  perform private.require_member(p_dashboard);
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  -- One person's saves wait for each other, so the count below holds.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(v_me::text || '/saved_templates', 0));
  delete from private.saved_templates t where t.user_id = v_me and t.deleted_at < now() - interval '1 hour';
  if (select count(*) from private.saved_templates t where t.user_id = v_me and t.deleted_at is null) >= 50 then
    raise exception using errcode = 'PT422', message = 'templates_full', hint = '50';
  end if;

  select min(o.day), count(*) into v_first, v_count
  from public.objectives o where o.dashboard_id = p_dashboard and not o.done;
  if v_count = 0 then
    raise exception using errcode = 'PT422', message = 'template_empty';
  end if;
  if v_count > 300 then
    raise exception using errcode = 'PT422', message = 'template_too_big', hint = '300';
  end if;

  insert into private.saved_templates (user_id, name, source_name, filters, objectives, objective_count)
  select v_me, v_name, d.name,
         coalesce((
           select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('name', m.name, 'color', m.color)
                                       order by pg_catalog.lower(m.name), m.id)
           from public.markers m
           where m.dashboard_id = p_dashboard
             and exists (select 1 from public.objectives o
                         where o.dashboard_id = p_dashboard and not o.done and m.id = any (o.marker_ids))), '[]'),
         (select pg_catalog.jsonb_agg(pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
                   'day', o.day - v_first,
                   'on', private.template_weekdays(o.repeat, o.day),
                   'title', o.title,
                   'description', nullif(o.description, ''),
                   'priority', o.priority,
                   'repeat', o.repeat,
                   'repeat_every', case when o.repeat is not null and o.repeat_every > 1 then o.repeat_every end,
                   'repeat_from_done', case when o.repeat is not null and o.repeat_from_done then true end,
                   'repeat_until', case when o.repeat is not null then o.repeat_until - o.day end,
                   -- A repeating one's deadline is not kept (an import leaves it out too).
                   'deadline', case when o.repeat is null then o.deadline - o.day end,
                   'filters', pg_catalog.to_jsonb(private.marker_names(o.marker_ids)),
                   'steps', coalesce((
                     select pg_catalog.jsonb_agg(i.title order by i.position, i.created_at)
                     from public.checklist_items i where i.objective_id = o.id), '[]')))
                 order by o.day, o.position, o.created_at)
          from public.objectives o where o.dashboard_id = p_dashboard and not o.done),
         v_count
  from public.dashboards d where d.id = p_dashboard
  returning * into v_row;

  return private.remember_request(p_request_id, pg_catalog.jsonb_build_object(
    'id', v_row.id, 'name', v_row.name, 'objectives', v_row.objective_count));
end;
$$;

comment on function public.save_dashboard_as_template(uuid, text, uuid) is
  'Saves the open objectives of a dashboard the caller belongs to as a template of theirs ({id, name, objectives}); at most 50, of 300 objectives.';

-- -----------------------------------------------------------------------------
-- Reading
-- -----------------------------------------------------------------------------

-- What a card says of a template: its size, how many repeat, how many days it spans.
create function private.saved_template_card(p_row private.saved_templates)
returns jsonb language sql stable set search_path = '' as $$
  select pg_catalog.jsonb_build_object(
    'id', p_row.id, 'name', p_row.name, 'source', p_row.source_name, 'created_at', private.utc_text(p_row.created_at),
    'objectives', p_row.objective_count,
    'repeating', (select count(*) from pg_catalog.jsonb_array_elements(p_row.objectives) e where e ? 'repeat'),
    'last_day', (select max((e ->> 'day')::int) from pg_catalog.jsonb_array_elements(p_row.objectives) e))
$$;

comment on function private.saved_template_card(private.saved_templates) is 'A saved template as its card shows it.';

-- The templates page: the caller's templates, by name.
create function public.get_my_templates()
returns jsonb language sql stable security definer set search_path = '' as $$
  select coalesce(pg_catalog.jsonb_agg(private.saved_template_card(t) order by pg_catalog.lower(t.name), t.created_at),
                  '[]'::jsonb)
  from private.saved_templates t
  where t.user_id = (select auth.uid()) and t.deleted_at is null
$$;

comment on function public.get_my_templates() is 'The caller''s saved templates as cards, by name.';

-- One of the caller's templates with its rows, and the dashboards it may be added to (those
-- the caller may change, as get_dashboard_list orders them). Anyone else's is not found.
create function public.get_my_template(p_template uuid)
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_row private.saved_templates;
begin
  select * into v_row from private.saved_templates t
  where t.id = p_template and t.user_id = v_me and t.deleted_at is null;
  if not found then
    raise exception using errcode = 'PT404', message = 'template_not_found';
  end if;
  return pg_catalog.jsonb_build_object(
    'template', private.saved_template_card(v_row)
                || pg_catalog.jsonb_build_object('filters', v_row.filters, 'rows', v_row.objectives),
    'dashboards', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', d.id, 'name', d.name, 'color', me.color)
                                  order by me.favorite desc, me.position nulls last, pg_catalog.lower(d.name), d.created_at)
      from public.dashboard_members me
      join public.dashboards d on d.id = me.dashboard_id
      where me.user_id = v_me and me.role <> 'viewer' and d.archived_at is null), '[]'));
end;
$$;

comment on function public.get_my_template(uuid) is
  'One of the caller''s saved templates with its filters and rows ({template, dashboards}: those the caller may add it to).';

-- -----------------------------------------------------------------------------
-- Deleting, and Undo
-- -----------------------------------------------------------------------------

create function public.delete_saved_template(p_template uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_row private.saved_templates;
begin
  update private.saved_templates t set deleted_at = now()
  where t.id = p_template and t.user_id = private.require_user() and t.deleted_at is null
  returning * into v_row;
  if not found then
    raise exception using errcode = 'PT404', message = 'template_not_found';
  end if;
  return pg_catalog.jsonb_build_object('id', v_row.id, 'name', v_row.name);
end;
$$;

comment on function public.delete_saved_template(uuid) is 'Deletes one of the caller''s templates; restore_saved_template brings it back within the hour.';

create function public.restore_saved_template(p_template uuid)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_row private.saved_templates;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(v_me::text || '/saved_templates', 0));
  select * into v_row from private.saved_templates t
  where t.id = p_template and t.user_id = v_me and t.deleted_at > now() - interval '1 hour';
  if not found then
    raise exception using errcode = 'PT404', message = 'template_not_found';
  end if;
  -- Fifty saved since it was deleted: it would be the fifty-first.
  if (select count(*) from private.saved_templates t where t.user_id = v_me and t.deleted_at is null) >= 50 then
    raise exception using errcode = 'PT422', message = 'templates_full', hint = '50';
  end if;
  update private.saved_templates t set deleted_at = null where t.id = v_row.id;
  return pg_catalog.jsonb_build_object('id', v_row.id, 'name', v_row.name);
end;
$$;

comment on function public.restore_saved_template(uuid) is 'Brings back one of the caller''s templates deleted within the hour (Undo).';

-- -----------------------------------------------------------------------------
-- In "Download your data"
-- -----------------------------------------------------------------------------

-- As in the sign-in alerts migration, plus "templates" at the end: one's templates whole.
create or replace function public.export_my_data()
returns json language plpgsql stable security definer set search_path = '' as $$
declare
  v_sections json := private.account_export_sections();
  v_me uuid := private.require_user();
  v_body text := v_sections ->> 'body';
begin
  return json_build_object(
    'body', left(v_body, -1) || ', "sign_in_alerts" : '
            || (not exists (select 1 from private.sign_in_alert_optouts o where o.user_id = v_me))::text
            || ', "sign_ins" : ' || coalesce((
                 select json_agg(json_build_object('signed_in_at', private.utc_text(s.signed_in_at),
                                                   'user_agent', s.user_agent, 'ip', s.ip)
                                 order by s.signed_in_at desc, s.session_id)
                 from private.sign_ins s where s.user_id = v_me), '[]')::text
            -- Its rows as saved: days after the template's first, filters by name.
            || ', "templates" : ' || coalesce((
                 select json_agg(json_build_object('name', t.name, 'saved_from', t.source_name,
                                                   'created_at', private.utc_text(t.created_at),
                                                   'filters', t.filters, 'objectives', t.objectives)
                                 order by lower(t.name), t.created_at)
                 from private.saved_templates t where t.user_id = v_me and t.deleted_at is null), '[]')::text || '}',
    'time_zone', v_sections -> 'time_zone');
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.template_weekdays(text, date), private.saved_template_card(private.saved_templates),
  public.save_dashboard_as_template(uuid, text, uuid), public.get_my_templates(), public.get_my_template(uuid),
  public.delete_saved_template(uuid), public.restore_saved_template(uuid)
  from public, anon, authenticated, service_role;
grant execute on function public.save_dashboard_as_template(uuid, text, uuid), public.get_my_templates(),
  public.get_my_template(uuid), public.delete_saved_template(uuid), public.restore_saved_template(uuid)
  to authenticated;
