/**
 * What the API roles may do, exactly. The catalogue test compares the database with these
 * lists after the migrations, on every database the tests use, with a project's defaults of
 * today (nothing granted) and of older projects (everything granted). Adding a table or a
 * function means deciding here who may use it.
 */
export type ApiRole = "anon" | "authenticated" | "service_role";
export const API_ROLES: ApiRole[] = ["anon", "authenticated", "service_role"];

/** Privileges on every table (and sequence) in public and private; {} means none at all. */
export const TABLE_GRANTS: Record<string, Partial<Record<ApiRole, string[]>>> = {
  "public.profiles": { authenticated: ["SELECT"] },
  "public.dashboards": { authenticated: ["SELECT"] },
  "public.dashboard_members": { authenticated: ["SELECT"] },
  "public.dashboard_invitations": {},
  "public.objectives": { authenticated: ["SELECT"] },
  "public.comments": { authenticated: ["SELECT"] },
  "public.checklist_items": { authenticated: ["SELECT"] },
  // Read only through get_activity_page, which keeps the plan's window.
  "public.activity": {},
  "public.notes": { authenticated: ["SELECT"] },
  "public.markers": { authenticated: ["SELECT"] },
  "public.objective_markers": { authenticated: ["SELECT"] },
  "public.note_markers": { authenticated: ["SELECT"] },
  "public.plan_limits": { authenticated: ["SELECT"] },
  "public.billing_customers": { authenticated: ["SELECT"] },
  "public.subscriptions": { authenticated: ["SELECT"] },
  "public.theme_colors": { anon: ["SELECT"], authenticated: ["SELECT"] },
  // The support team's tools read tickets with the secret key; nobody else reads them.
  "public.support_tickets": { service_role: ["SELECT"] },
  "private.idempotency_keys": {},
  "private.deleted_objectives": {},
  "private.deleted_checklist_items": {},
  "private.deleted_notes": {},
  "private.moved_objectives": {},
  "private.objective_batches": {},
  "private.calendar_feeds": {},
  "private.share_links": {},
  "private.daily_emails": {},
  "private.assignment_email_optouts": {},
  "private.notification_mutes": {},
  "private.productivity_goals": {},
  // Read and marked only through get_notifications_page and mark_notifications_read.
  "private.notifications": {},
};

/** Schemas the API roles may use (PostgREST exposes public only). */
export const SCHEMA_USAGE: Record<string, ApiRole[]> = {
  public: ["anon", "authenticated", "service_role"],
  private: ["authenticated"],
};

const SIGNED_IN: ApiRole[] = ["authenticated"];

/**
 * Every function of the data API (public) and every private helper that an API role may
 * execute. Trigger functions and helpers used only inside SECURITY DEFINER functions are
 * executable by no API role and are not listed.
 */
export const EXECUTE: Record<string, ApiRole[]> = {
  // The invitation link's page, also for signed-out visitors.
  "public.get_invitation(text)": ["anon", "authenticated"],
  "public.get_my_profile()": SIGNED_IN,
  "public.update_my_profile(text,text,text,integer)": SIGNED_IN,
  "public.get_dashboards_page(text)": SIGNED_IN,
  "public.create_dashboard(text,uuid)": SIGNED_IN,
  "public.rename_dashboard(uuid,text)": SIGNED_IN,
  "public.delete_dashboard(uuid)": SIGNED_IN,
  "public.duplicate_dashboard(uuid,text,date,uuid)": SIGNED_IN,
  "public.set_show_done(uuid,boolean)": SIGNED_IN,
  "public.set_dashboard_favorite(uuid,boolean)": SIGNED_IN,
  "public.move_dashboard(uuid,integer)": SIGNED_IN,
  "public.set_dashboard_archived(uuid,boolean)": SIGNED_IN,
  "public.set_dashboard_notifications(uuid,boolean)": SIGNED_IN,
  "public.set_daily_email_dashboard(uuid,boolean)": SIGNED_IN,
  "public.set_day_order(uuid,text)": SIGNED_IN,
  "public.get_day_page(uuid,date,text,uuid[],integer,integer,uuid,boolean)": SIGNED_IN,
  "public.get_notes_page(uuid,integer,text,uuid[])": SIGNED_IN,
  "public.get_calendar_page(uuid,date,integer,text,uuid[],integer,uuid,boolean)": SIGNED_IN,
  "public.get_settings_page(uuid)": SIGNED_IN,
  "public.get_objective_page(uuid)": SIGNED_IN,
  "public.get_markers_page(uuid)": SIGNED_IN,
  "public.export_dashboard(uuid,text)": SIGNED_IN,
  "public.import_into_dashboard(uuid,jsonb,jsonb,jsonb,uuid)": SIGNED_IN,
  "public.search_dashboard(uuid,text,integer)": SIGNED_IN,
  "public.search_my_dashboards(text,integer)": SIGNED_IN,
  "public.get_today_page(text,boolean,integer,integer)": SIGNED_IN,
  "public.get_upcoming_page(text,date,integer,boolean,integer,integer)": SIGNED_IN,
  "public.create_calendar_feed(uuid)": SIGNED_IN,
  "public.revoke_calendar_feed(uuid)": SIGNED_IN,
  // A calendar link, fetched by calendar servers without a session.
  "public.get_calendar_feed(text)": ["anon", "authenticated"],
  "public.create_share_link(uuid,boolean)": SIGNED_IN,
  "public.revoke_share_link(uuid)": SIGNED_IN,
  // A public read-only link: its readers need no account.
  "public.get_shared_days(text,date,text,integer,integer)": ["anon", "authenticated"],
  "public.add_objective(uuid,date,text,uuid[],text[],uuid,text,integer,integer,uuid,text,boolean)": SIGNED_IN,
  "public.set_objective_done(uuid,boolean,text)": SIGNED_IN,
  "public.update_objective(uuid,text,date,uuid[],text,integer,text,integer,text,uuid,boolean)": SIGNED_IN,
  "public.reorder_objective(uuid,integer)": SIGNED_IN,
  "public.delete_objective(uuid)": SIGNED_IN,
  "public.restore_objective(uuid)": SIGNED_IN,
  "public.duplicate_objective(uuid,uuid)": SIGNED_IN,
  "public.add_comment(uuid,text,uuid)": SIGNED_IN,
  "public.delete_comment(uuid)": SIGNED_IN,
  "public.edit_comment(uuid,text)": SIGNED_IN,
  "public.add_checklist_item(uuid,text,uuid)": SIGNED_IN,
  "public.set_checklist_item_done(uuid,boolean)": SIGNED_IN,
  "public.rename_checklist_item(uuid,text)": SIGNED_IN,
  "public.delete_checklist_item(uuid)": SIGNED_IN,
  "public.restore_checklist_item(uuid)": SIGNED_IN,
  "public.move_checklist_item(uuid,integer)": SIGNED_IN,
  "public.checklist_item_to_objective(uuid,uuid)": SIGNED_IN,
  "public.add_checklist_items(uuid,text[],uuid)": SIGNED_IN,
  "public.get_activity_page(uuid,bigint,integer,uuid,text,uuid)": SIGNED_IN,
  "public.get_notifications_page(bigint,integer,boolean)": SIGNED_IN,
  "public.set_notification_reasons(text[])": SIGNED_IN,
  "public.get_productivity_page(text,integer)": SIGNED_IN,
  "public.set_productivity_goals(integer,integer,integer[])": SIGNED_IN,
  "public.delete_my_account(text)": SIGNED_IN,
  "public.export_my_data()": SIGNED_IN,
  "public.mark_notifications_read(bigint,bigint)": SIGNED_IN,
  "public.restore_note(uuid)": SIGNED_IN,
  "public.undo_move(uuid)": SIGNED_IN,
  "public.complete_objectives(uuid,uuid[],text)": SIGNED_IN,
  "public.delete_objectives(uuid,uuid[])": SIGNED_IN,
  "public.move_objectives(uuid,uuid[],date)": SIGNED_IN,
  "public.set_objectives_priority(uuid,uuid[],integer)": SIGNED_IN,
  "public.undo_objectives(uuid)": SIGNED_IN,
  "public.assign_objectives(uuid,uuid[],uuid)": SIGNED_IN,
  "public.move_objectives_to_dashboard(uuid,uuid[],uuid)": SIGNED_IN,
  "public.get_select_page(uuid,date,text,uuid[],uuid,boolean)": SIGNED_IN,
  "public.move_overdue_to_today(uuid,text,uuid,uuid[],uuid,boolean,date)": SIGNED_IN,
  "public.move_overdue_everywhere(text,date,boolean)": SIGNED_IN,
  "public.add_note(uuid,integer,text,text,uuid[],uuid)": SIGNED_IN,
  "public.update_note(uuid,text,text,uuid[])": SIGNED_IN,
  "public.delete_note(uuid)": SIGNED_IN,
  "public.add_marker(uuid,text,text,uuid)": SIGNED_IN,
  "public.update_marker(uuid,text,text)": SIGNED_IN,
  "public.delete_marker(uuid)": SIGNED_IN,
  "public.invite_members(uuid,text[],uuid)": SIGNED_IN,
  "public.resend_invitation(uuid)": SIGNED_IN,
  "public.revoke_invitation(uuid)": SIGNED_IN,
  "public.accept_invitation(uuid)": SIGNED_IN,
  "public.decline_invitation(uuid)": SIGNED_IN,
  "public.watch_dashboard(uuid)": SIGNED_IN,
  "public.remove_member(uuid,uuid)": SIGNED_IN,
  "public.make_admin(uuid,uuid)": SIGNED_IN,
  "public.leave_dashboard(uuid)": SIGNED_IN,
  "public.get_billing_page()": SIGNED_IN,
  "public.get_account_page()": SIGNED_IN,
  "public.get_my_appearance()": SIGNED_IN,
  "public.update_my_appearance(text,text,text)": SIGNED_IN,
  "public.update_my_daily_email(integer,text,text,boolean)": SIGNED_IN,
  "public.set_assignment_emails(boolean)": SIGNED_IN,
  // The daily email's "turn off" link works signed out.
  "public.turn_off_daily_email(text)": ["anon", "authenticated"],
  // The contact form, for visitors too.
  "public.create_support_ticket(text,text,text,text,text,uuid)": ["anon", "authenticated"],
  // The billing Worker's, with the secret key: the only writer of billing state.
  "public.billing_customer_of(uuid)": ["service_role"],
  "public.sync_stripe_customer(uuid,text,timestamp with time zone,jsonb)": ["service_role"],
  // The daily-email Worker's, with the secret key.
  "public.claim_daily_emails(integer,timestamp with time zone)": ["service_role"],
  "public.release_daily_emails(uuid[],date)": ["service_role"],
  // Reached by the page functions (which run as the caller) and by row-level security.
  "private.my_dashboard_ids()": SIGNED_IN,
  "private.require_member(uuid)": SIGNED_IN,
  "private.today(text)": SIGNED_IN,
  "private.occurrences(text,integer,date,date,date)": SIGNED_IN,
  "private.next_occurrence(text,integer,date,date)": SIGNED_IN,
  "private.next_from_done(text,integer,date)": SIGNED_IN,
  "private.series_start(date,date,boolean,date)": SIGNED_IN,
  "private.projected_days(text,integer,boolean,date,date,date)": SIGNED_IN,
  "private.dashboard_json(uuid)": SIGNED_IN,
  "private.markers_json(uuid)": SIGNED_IN,
  "private.member_name(text,text)": SIGNED_IN,
  "private.other_members(uuid)": SIGNED_IN,
  "private.quick_add_dashboards()": SIGNED_IN,
  "private.objective_item(uuid,date,text,boolean,timestamp with time zone,jsonb)": SIGNED_IN,
  "private.note_item(uuid,integer,text,text,timestamp with time zone,timestamp with time zone,jsonb)": SIGNED_IN,
  "private.objective_json(public.objectives)": SIGNED_IN,
  "private.objective_rows(uuid,date,date,boolean,uuid[])": SIGNED_IN,
  "private.notes_of_year(uuid,integer,uuid[])": SIGNED_IN,
  "private.member_dashboard(uuid)": SIGNED_IN,
  "private.my_calendar_feed(uuid)": SIGNED_IN,
  "private.my_daily_email_on()": SIGNED_IN,
  "private.share_link_json(uuid)": SIGNED_IN,
  "private.my_invitations()": SIGNED_IN,
  // The bell's count in the home pages, which run as their caller.
  "private.unread_notifications()": SIGNED_IN,
  "private.dashboard_invitations_json(uuid)": SIGNED_IN,
};
