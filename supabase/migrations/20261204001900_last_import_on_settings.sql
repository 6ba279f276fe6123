-- =============================================================================
-- An import's Undo on the settings page, for its hour
-- =============================================================================
-- An import's Undo was only in its message, which goes after five seconds with
-- JavaScript: someone who saw too late that the file went to the wrong dashboard had
-- no Undo left. The Import section of the settings page now shows the caller's last
-- import there while it can be undone (what it brought, when, until when) with an
-- "Undo import" button: the same undo_import, the same hour.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The caller's last import that can still be undone
-- -----------------------------------------------------------------------------

create function private.my_last_import(p_dashboard uuid)
returns json language sql stable security definer set search_path = '' as $$
  select json_build_object('batch', b.batch_id, 'made_at', private.utc_text(b.made_at),
                           'objectives', cardinality(b.objective_ids), 'notes', cardinality(b.note_ids))
  from private.import_batches b
  where b.dashboard_id = p_dashboard and b.made_by = (select auth.uid())
    and b.undone_at is null and b.made_at >= now() - interval '1 hour'
  order by b.made_at desc
  limit 1
$$;
comment on function private.my_last_import(uuid) is
  'The calling member''s last import into the dashboard that undo_import still takes ({batch, made_at, objectives, notes}), or null.';

-- -----------------------------------------------------------------------------
-- The settings page
-- -----------------------------------------------------------------------------

-- As in the notification settings migration, plus "last_import".
create or replace function public.get_settings_page(p_dashboard uuid)
returns jsonb language plpgsql stable set search_path = '' as $$
begin
  perform private.require_member(p_dashboard);
  return jsonb_build_object(
    'dashboard', private.dashboard_json(p_dashboard),
    'me', (select auth.uid()),
    'members', coalesce((
      select jsonb_agg(jsonb_build_object(
          'user_id', m.user_id, 'role', m.role, 'joined_at', m.joined_at,
          'display_name', p.display_name, 'email', p.email
        ) order by m.role, lower(coalesce(p.display_name, p.email)))
      from public.dashboard_members m
      left join public.profiles p on p.id = m.user_id
      where m.dashboard_id = p_dashboard), '[]'::jsonb),
    'invitations', private.dashboard_invitations_json(p_dashboard),
    'counts', jsonb_build_object(
      'objectives', (select count(*) from public.objectives where dashboard_id = p_dashboard),
      'notes', (select count(*) from public.notes where dashboard_id = p_dashboard),
      'markers', (select count(*) from public.markers where dashboard_id = p_dashboard)),
    'feed', private.my_calendar_feed(p_dashboard),
    'share', private.share_link_json(p_dashboard),
    -- The caller's own zone, null when unset (then the request's applies, as in private.today).
    'time_zone', (select p.time_zone from public.profiles p where p.id = (select auth.uid())),
    -- Whether this dashboard is in the caller's daily email, and whether they get one at all.
    'daily_email', jsonb_build_object(
      'included', (select m.in_daily_email from public.dashboard_members m
                   where m.dashboard_id = p_dashboard and m.user_id = (select auth.uid())),
      'on', private.my_daily_email_on()),
    'notify', (select m.notify from public.dashboard_members m
               where m.dashboard_id = p_dashboard and m.user_id = (select auth.uid())),
    -- The caller's own import here that can still be undone, or null.
    'last_import', private.my_last_import(p_dashboard)
  );
end;
$$;


-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on function private.my_last_import(uuid) from public, anon, authenticated, service_role;
grant execute on function private.my_last_import(uuid) to authenticated;
