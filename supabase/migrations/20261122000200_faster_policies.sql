-- =============================================================================
-- Cheaper row-level security for content. The policies called private.is_member
-- once per row (a SECURITY DEFINER function cannot be inlined), which was more than
-- half the time of the day view. They now compare with the caller's dashboards,
-- computed once per query (a hashed subplan): the same rule, evaluated once.
-- =============================================================================

create function private.my_dashboard_ids()
returns setof uuid language sql stable security definer set search_path = '' as $$
  select m.dashboard_id from public.dashboard_members m where m.user_id = (select auth.uid())
$$;

revoke all on function private.my_dashboard_ids() from public, anon;
grant execute on function private.my_dashboard_ids() to authenticated, service_role;

drop policy "Members can work with objectives" on public.objectives;
drop policy "Members can work with notes" on public.notes;
drop policy "Members can work with markers" on public.markers;
drop policy "Members can tag objectives" on public.objective_markers;
drop policy "Members can tag notes" on public.note_markers;
drop policy "Members can read their dashboards" on public.dashboards;
drop policy "Members can see who else is a member" on public.dashboard_members;

create policy "Members can work with objectives" on public.objectives for all to authenticated
  using (dashboard_id in (select private.my_dashboard_ids())) with check (dashboard_id in (select private.my_dashboard_ids()));
create policy "Members can work with notes" on public.notes for all to authenticated
  using (dashboard_id in (select private.my_dashboard_ids())) with check (dashboard_id in (select private.my_dashboard_ids()));
create policy "Members can work with markers" on public.markers for all to authenticated
  using (dashboard_id in (select private.my_dashboard_ids())) with check (dashboard_id in (select private.my_dashboard_ids()));
create policy "Members can tag objectives" on public.objective_markers for all to authenticated
  using (dashboard_id in (select private.my_dashboard_ids())) with check (dashboard_id in (select private.my_dashboard_ids()));
create policy "Members can tag notes" on public.note_markers for all to authenticated
  using (dashboard_id in (select private.my_dashboard_ids())) with check (dashboard_id in (select private.my_dashboard_ids()));
create policy "Members can read their dashboards" on public.dashboards for select to authenticated
  using (id in (select private.my_dashboard_ids()));
create policy "Members can see who else is a member" on public.dashboard_members for select to authenticated
  using (dashboard_id in (select private.my_dashboard_ids()));
