-- =============================================================================
-- Renaming a template of one's own (decision 092)
-- =============================================================================
-- Its page's "This template" card renames it in place; the name is the first one a
-- dashboard made from it is given.
-- =============================================================================

create function public.rename_saved_template(p_template uuid, p_name text)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  v_name text := private.clean_text(p_name, 100, 'name');
  v_row private.saved_templates;
begin
  update private.saved_templates t set name = v_name
  where t.id = p_template and t.user_id = private.require_user() and t.deleted_at is null
  returning * into v_row;
  if not found then
    raise exception using errcode = 'PT404', message = 'template_not_found';
  end if;
  return pg_catalog.jsonb_build_object('id', v_row.id, 'name', v_row.name);
end;
$$;

comment on function public.rename_saved_template(uuid, text) is 'Renames one of the caller''s templates ({id, name}).';

revoke all on function public.rename_saved_template(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.rename_saved_template(uuid, text) to authenticated;
