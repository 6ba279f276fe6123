-- =============================================================================
-- A template of one's own shared by link (decision 092)
-- =============================================================================
-- Todoist's "Export as a template" gives a link as well as a file: whoever opens it sees the
-- template and may start a project from it. Here the owner of a template makes its link on
-- the template's page; anyone signed in who opens it sees what it adds (as it is now: a rename
-- reaches them), makes a dashboard of it, adds it to one of theirs, or keeps a copy among their
-- own templates. The owner's name shown is their display name, never their email. Stopping
-- ends the link; a new one is another. A deleted template's link finds nothing.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The link
-- -----------------------------------------------------------------------------

alter table private.saved_templates add column share_token text unique;
alter table private.saved_templates add column shared_at timestamptz;

comment on column private.saved_templates.share_token is 'The secret of its link (private.new_token: 244 random bits, base64url); null: not shared. Its owner sees it on the template''s page.';
comment on column private.saved_templates.shared_at is 'When its link was made; null: not shared.';

-- Makes the link of one of the caller's templates (the same one again while it is on), or
-- (p_on false) ends it.
create function public.share_saved_template(p_template uuid, p_on boolean)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_row private.saved_templates;
begin
  update private.saved_templates t
  set share_token = case when p_on then coalesce(t.share_token, private.new_token()) end,
      shared_at = case when p_on then coalesce(t.shared_at, now()) end
  where t.id = p_template and t.user_id = private.require_user() and t.deleted_at is null
  returning * into v_row;
  if not found then
    raise exception using errcode = 'PT404', message = 'template_not_found';
  end if;
  return pg_catalog.jsonb_build_object('id', v_row.id, 'name', v_row.name, 'share_token', v_row.share_token);
end;
$$;

comment on function public.share_saved_template(uuid, boolean) is
  'Makes (or, p_on false, ends) the link of one of the caller''s templates ({id, name, share_token}).';

-- -----------------------------------------------------------------------------
-- Its page, for whoever has the link
-- -----------------------------------------------------------------------------

-- The dashboards a template may be added to: the caller's that they may change, not archived,
-- as get_dashboard_list orders them.
create function private.template_dashboards(p_user uuid)
returns jsonb language sql stable set search_path = '' as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', d.id, 'name', d.name, 'color', me.color)
                                       order by me.favorite desc, me.position nulls last, pg_catalog.lower(d.name),
                                                d.created_at), '[]')
  from public.dashboard_members me
  join public.dashboards d on d.id = me.dashboard_id
  where me.user_id = p_user and me.role <> 'viewer' and d.archived_at is null
$$;

comment on function private.template_dashboards(uuid) is 'The dashboards a person may add a template to.';

-- A shared template by its link: as its owner's page has it (without its link), whose it is
-- (their display name; 'mine' for the owner), and the caller's dashboards to add it to.
create function public.get_shared_template(p_token text)
returns jsonb language plpgsql stable security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_row private.saved_templates;
begin
  select * into v_row from private.saved_templates t
  where t.share_token = p_token and t.deleted_at is null;
  if not found then
    raise exception using errcode = 'PT404', message = 'template_not_found';
  end if;
  return pg_catalog.jsonb_build_object(
    'template', private.saved_template_card(v_row)
                || pg_catalog.jsonb_build_object('filters', v_row.filters, 'rows', v_row.objectives),
    'by', (select p.display_name from public.profiles p where p.id = v_row.user_id),
    'mine', case when v_row.user_id = v_me then v_row.id end,
    'dashboards', private.template_dashboards(v_me));
end;
$$;

comment on function public.get_shared_template(text) is
  'A template shared by link, for anyone signed in ({template, by, mine: its id for its owner, dashboards}).';

-- Keeps a copy of a shared template among the caller's own (within their 50); a double
-- submit keeps one.
create function public.copy_shared_template(p_token text, p_request_id uuid default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := private.require_user();
  v_prior jsonb;
  v_from private.saved_templates;
  v_row private.saved_templates;
begin
  select * into v_from from private.saved_templates t
  where t.share_token = p_token and t.deleted_at is null;
  if not found then
    raise exception using errcode = 'PT404', message = 'template_not_found';
  end if;
  v_prior := private.claim_request(p_request_id);
  if v_prior is not null then
    return v_prior;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(v_me::text || '/saved_templates', 0));
  delete from private.saved_templates t where t.user_id = v_me and t.deleted_at < now() - interval '1 hour';
  if (select count(*) from private.saved_templates t where t.user_id = v_me and t.deleted_at is null) >= 50 then
    raise exception using errcode = 'PT422', message = 'templates_full', hint = '50';
  end if;
  insert into private.saved_templates (user_id, name, source_name, filters, objectives, objective_count)
  values (v_me, v_from.name, v_from.source_name, v_from.filters, v_from.objectives, v_from.objective_count)
  returning * into v_row;
  return private.remember_request(p_request_id, pg_catalog.jsonb_build_object(
    'id', v_row.id, 'name', v_row.name, 'objectives', v_row.objective_count));
end;
$$;

comment on function public.copy_shared_template(text, uuid) is
  'Keeps a copy of a template shared by link among the caller''s own ({id, name, objectives}).';

-- -----------------------------------------------------------------------------
-- The owner's page shows its link
-- -----------------------------------------------------------------------------

-- As in the saved templates migration, plus the template's 'share_token'. The grants stay.
create or replace function public.get_my_template(p_template uuid)
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
                || pg_catalog.jsonb_build_object('filters', v_row.filters, 'rows', v_row.objectives,
                                                 'share_token', v_row.share_token),
    'dashboards', private.template_dashboards(v_me));
end;
$$;

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function public.share_saved_template(uuid, boolean), private.template_dashboards(uuid),
  public.get_shared_template(text), public.copy_shared_template(text, uuid)
  from public, anon, authenticated, service_role;
grant execute on function public.share_saved_template(uuid, boolean), public.get_shared_template(text),
  public.copy_shared_template(text, uuid)
  to authenticated;
