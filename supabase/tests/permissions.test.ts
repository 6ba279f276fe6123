import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StandIn } from "../../local/supabase/server.ts";
import { clientFor, codeFor, startTestStandIn, uniqueEmail } from "../../local/supabase/test-helpers.ts";
import { subscribe } from "./helpers.ts";

// The permission matrix: every function of the data API and every table operation, called
// through the stand-in's REST API (real supabase-js, the caller's own token) by each kind of
// caller. Each cell is asserted; the printed table is the product's permission model.
// A function or table without a row fails the suite, so new API surface needs a decision here.

// "pending" is the admin signed in without their second step (decision 077): the data API's
// pre-request check refuses every request of that session, so its column is not written in
// the rows: it is refused everywhere.
const CALLERS = ["anon", "outsider", "invited", "member", "admin", "removed", "service", "pending"] as const;
type Caller = (typeof CALLERS)[number];

interface Fixture {
  dashboard: string;
  objective: string;
  spareObjective: string;
  /** An objective deleted a moment ago, which members may restore. */
  deletedObjective: string;
  /** A note deleted a moment ago, which members may restore. */
  deletedNote: string;
  /** A "move to today" of a moment ago (the objective, from two days ago), which members may undo. */
  move: string;
  /** A "complete several" of a moment ago (the objective), which members may undo. */
  batch: string;
  note: string;
  spareNote: string;
  /** A comment the member wrote on the objective. */
  comment: string;
  /** A step of the objective's checklist. */
  item: string;
  marker: string;
  invitation: string;
  token: string;
  /** A user with a profile who belongs to nothing: the target of profile deletion. */
  bystander: string;
  /** A support ticket someone sent. */
  ticket: string;
  /** The admin's calendar link's token. */
  feedToken: string;
  /** The bystander's calendar link to all their dashboards (decision 085). */
  accountFeedToken: string;
  /** The dashboard's public link's token. */
  shareToken: string;
  /** The admin's add-by-email address's token. */
  addressToken: string;
  /** Another dashboard of the admin and the member: where objectives may move to. */
  elsewhere: string;
}

interface Row {
  /** "fn" for a function, "table op" for a table operation. */
  name: string;
  /** One letter per caller in CALLERS order: y = allowed, - = refused. */
  expect: string;
  run(client: SupabaseClient, fx: Fixture): PromiseLike<{ error: any; data?: any; status: number }>;
  /** Table operations are allowed when they return (read, wrote) at least one row. */
  rows?: true;
}

/** The fixture's rows, written by one function (test-only: its own schema, no grants). */
const FIXTURE_FUNCTION = `
create schema permission_matrix;
create function permission_matrix.fixture(fx jsonb, admin uuid, member uuid, removed uuid, invited_email text)
returns void language plpgsql as $$
declare
  dashboard uuid := fx->>'dashboard';
  objective uuid := fx->>'objective';
  note uuid := fx->>'note';
  marker uuid := fx->>'marker';
begin
  insert into auth.users (id, email, email_confirmed_at, created_at, updated_at)
    values ((fx->>'bystander')::uuid, (fx->>'bystander') || '@example.com', now(), now(), now());
  insert into public.support_tickets (id, email, subject, message)
    values ((fx->>'ticket')::uuid, 'someone@example.com', 'Hi', 'Hello there');
  insert into public.dashboards (id, name, created_by) values (dashboard, 'Matrix', admin);
  insert into public.dashboard_members (dashboard_id, user_id, role)
    values (dashboard, admin, 'admin'), (dashboard, member, 'member'), (dashboard, removed, 'member');
  insert into public.dashboards (id, name, created_by) values ((fx->>'elsewhere')::uuid, 'Elsewhere', admin);
  insert into public.dashboard_members (dashboard_id, user_id, role)
    values ((fx->>'elsewhere')::uuid, admin, 'admin'), ((fx->>'elsewhere')::uuid, member, 'member');
  insert into public.dashboard_invitations (id, dashboard_id, email, token_hash, invited_by)
    values ((fx->>'invitation')::uuid, dashboard, invited_email, sha256(convert_to(fx->>'token', 'UTF8')), admin);
  insert into private.calendar_feeds (dashboard_id, user_id, token_hash)
    values (dashboard, admin, private.token_hash(fx->>'feedToken'));
  -- One live link per person: the bystander's, new with each fixture (a caller's own
  -- "create" would end an admin's the shared fixture holds).
  insert into private.account_calendar_feeds (user_id, token_hash)
    values ((fx->>'bystander')::uuid, private.token_hash(fx->>'accountFeedToken'));
  insert into private.email_addresses (dashboard_id, user_id, token_hash)
    values (dashboard, admin, private.token_hash(fx->>'addressToken'));
  insert into private.share_links (dashboard_id, token, created_by) values (dashboard, fx->>'shareToken', admin);
  insert into public.markers (id, dashboard_id, name, color) values (marker, dashboard, 'Work', 'blue');
  -- The removed member wrote some of the content: writing it gives no lasting rights.
  insert into public.objectives (id, dashboard_id, day, title, created_by)
    values (objective, dashboard, current_date, 'One', removed),
           ((fx->>'spareObjective')::uuid, dashboard, current_date - 1, 'Two', removed);
  insert into public.notes (id, dashboard_id, year, title, created_by)
    values (note, dashboard, 2026, 'One', removed), ((fx->>'spareNote')::uuid, dashboard, 2026, 'Two', removed);
  insert into public.comments (id, dashboard_id, objective_id, author_id, body)
    values ((fx->>'comment')::uuid, dashboard, objective, member, 'Called them');
  insert into public.comment_reactions (comment_id, dashboard_id, user_id, reaction)
    values ((fx->>'comment')::uuid, dashboard, member, 'thumbs_up');
  insert into public.checklist_items (id, dashboard_id, objective_id, title, position)
    values ((fx->>'item')::uuid, dashboard, objective, 'Passports', 1);
  insert into private.deleted_objectives (id, dashboard_id, day, title, position, marker_ids, created_at)
    values ((fx->>'deletedObjective')::uuid, dashboard, current_date, 'Gone', 1, '{}', now());
  insert into private.deleted_notes (id, dashboard_id, year, title, body, marker_ids, created_at, updated_at)
    values ((fx->>'deletedNote')::uuid, dashboard, 2026, 'Gone', '', '{}', now(), now());
  insert into private.moved_objectives (move_id, objective_id, dashboard_id, from_day, from_position, to_day)
    values ((fx->>'move')::uuid, objective, dashboard, current_date - 2, 1, current_date);
  insert into private.objective_batches (batch_id, kind, objective_id, turn, dashboard_id)
    values ((fx->>'batch')::uuid, 'done', objective, 1, dashboard);
  insert into public.objective_markers (dashboard_id, objective_id, marker_id) values (dashboard, objective, marker);
  insert into public.note_markers (dashboard_id, note_id, marker_id) values (dashboard, note, marker);
  delete from public.dashboard_members where dashboard_id = dashboard and user_id = removed;
end $$;
`;

let s: StandIn;
const clients = {} as Record<Caller, SupabaseClient>;
const ids = {} as Record<Caller, string>;
const emails = {} as Record<Caller, string>;

async function signedInClient(): Promise<[SupabaseClient, string, string]> {
  const client = clientFor(s);
  const email = uniqueEmail("matrix");
  const { data, error } = await client.auth.signUp({
    email,
    password: "correct1horse",
    options: { data: { full_name: "Matrix" } },
  });
  if (error || !data.session) throw error ?? new Error("no session");
  return [client, data.user!.id, email];
}

beforeAll(async () => {
  s = await startTestStandIn();
  await s.db.exec(FIXTURE_FUNCTION);
  for (const caller of ["outsider", "invited", "member", "admin", "removed"] as const) {
    [clients[caller], ids[caller], emails[caller]] = await signedInClient();
  }
  clients.anon = clientFor(s);
  clients.service = clientFor(s, s.keys.secretKey);
  // The admin subscribes: the rows billing_customers and subscriptions show, and room to
  // create every dashboard the matrix asks for.
  await subscribe(s.db, { id: ids.admin });
  // The admin turns two-step sign-in on (their client passes it), then signs in elsewhere
  // with the password alone.
  const { data: factor } = await clients.admin.auth.mfa.enroll({ factorType: "totp", friendlyName: "Matrix" });
  if (factor?.type !== "totp") throw new Error("no factor");
  const verified = await clients.admin.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: codeFor(factor.totp.secret),
  });
  if (verified.error) throw verified.error;
  clients.pending = clientFor(s);
  const pending = await clients.pending.auth.signInWithPassword({ email: emails.admin, password: "correct1horse" });
  if (pending.error) throw pending.error;
  [ids.pending, emails.pending] = [ids.admin, emails.admin];
});
afterAll(() => s?.close());

/** The dashboards of the fresh fixtures of the row being checked. */
const created: string[] = [];

/**
 * A dashboard where each caller has their part: admin, member, pending invitation, removed
 * member. A fresh one (for an allowed call that may write) goes after its row.
 */
async function fixture(fresh = true): Promise<Fixture> {
  const id = () => crypto.randomUUID();
  const fx: Fixture = {
    dashboard: id(),
    objective: id(),
    spareObjective: id(),
    deletedObjective: id(),
    deletedNote: id(),
    move: id(),
    batch: id(),
    note: id(),
    spareNote: id(),
    comment: id(),
    item: id(),
    marker: id(),
    invitation: id(),
    token: `matrix-${id()}`,
    bystander: id(),
    ticket: id(),
    feedToken: `feed-${id()}`,
    accountFeedToken: `all-${id()}`,
    addressToken: id().replaceAll("-", ""),
    shareToken: `share-${id()}`,
    elsewhere: id(),
  };
  if (fresh) created.push(fx.dashboard, fx.elsewhere);
  // One round trip: made some 500 times, its 22 statements one by one were a third of the file's time.
  await s.db.query("select permission_matrix.fixture($1::jsonb, $2, $3, $4, $5)", [
    JSON.stringify(fx),
    ids.admin,
    ids.member,
    ids.removed,
    emails.invited,
  ]);
  return fx;
}

// The service role (the secret key) may execute only the billing Worker's two functions and
// the daily-email Worker's two, and touch no table: the app never uses it (supabase/migrations/*_foundation.sql, *_billing.sql).
const MEMBERS = "---yy--";
const BY_ID = MEMBERS;
const ADMIN = "----y--";
const SIGNED_IN = "-yyyyy-";
const NOBODY = "-------";
const SERVICE = "------y";
const ADMIN_ONLY_OWN = ADMIN;
/** The member wrote the fixture's comment: only they may change its words. */
const AUTHOR = "---y---";

const fn = (name: string, expect: string, args: (fx: Fixture) => Record<string, unknown>): Row => ({
  name,
  expect,
  run: (c, fx) => c.rpc(name, args(fx)),
});

const FUNCTIONS: Row[] = [
  // PostgREST's pre-request check; it refuses only a session short of its second step.
  fn("check_request", "yyyyyyy", () => ({})),
  fn("get_my_profile", SIGNED_IN, () => ({})),
  fn("get_billing_page", SIGNED_IN, () => ({})),
  fn("get_account_page", SIGNED_IN, () => ({})),
  // Nobody's session: changes nothing (devices.test.ts ends one's own, never another's).
  fn("end_my_session", SIGNED_IN, () => ({ p_session: "00000000-0000-4000-8000-000000000000" })),
  fn("get_my_appearance", SIGNED_IN, () => ({})),
  fn("update_my_appearance", SIGNED_IN, () => ({ p_primary: "blue", p_mode: "dark" })),
  // Everyone with the publishable key may write to support; the service role has no need to.
  fn("create_support_ticket", "yyyyyy-", () => ({
    p_email: `${crypto.randomUUID()}@example.com`,
    p_subject: "Help",
    p_message: "A question about sharing.",
  })),
  fn("billing_customer_of", SERVICE, () => ({ p_user: ids.admin })),
  fn("sync_stripe_customer", SERVICE, (fx) => ({
    p_user: fx.bystander,
    p_customer: `cus_${fx.bystander.slice(0, 8)}`,
    p_read_at: new Date().toISOString(),
    p_subscriptions: [],
  })),
  fn("update_my_profile", SIGNED_IN, () => ({ p_time_zone: "Europe/Lisbon" })),
  fn("update_my_daily_email", SIGNED_IN, () => ({ p_hour: 7, p_time_zone: "UTC" })),
  fn("set_assignment_emails", SIGNED_IN, () => ({ p_on: false })),
  fn("set_sign_in_alerts", SIGNED_IN, () => ({ p_on: false })),
  // Only with two-step on (the admin here has it), and a code of one's own (recovery-codes.test.ts
  // makes and uses them).
  fn("create_recovery_codes", ADMIN, () => ({})),
  fn("use_recovery_code", NOBODY, () => ({ p_code: "0000-0000-0000-0000" })),
  // The email's link is the credential, signed in or not.
  fn("turn_off_daily_email", "yyyyyy-", () => ({ p_token: "0".repeat(32) })),
  fn("claim_daily_emails", SERVICE, () => ({ p_limit: 0 })),
  fn("release_daily_emails", SERVICE, () => ({ p_users: [], p_day: "2026-01-01" })),
  // One's own reminder of an objective one can see (reminders.test.ts sets them; here, taken off).
  fn("set_my_reminder", MEMBERS, (fx) => ({ p_objective: fx.objective, p_at: null })),
  // A minute on: the objective is first moved to the caller's own day then (in the zone an
  // earlier row may have saved, else UTC), so the row never depends on the hour it runs at.
  // Only allowed callers can move it, on their own fresh fixture.
  {
    name: "set_my_reminder_in",
    expect: MEMBERS,
    async run(client, fx) {
      const zone = ((await client.rpc("get_my_profile")).data as { time_zone?: string } | null)?.time_zone ?? "UTC";
      const day = new Date(Date.now() + 120_000).toLocaleDateString("en-CA", { timeZone: zone });
      await client.rpc("update_objective", { p_objective: fx.objective, p_day: day });
      return client.rpc("set_my_reminder_in", { p_objective: fx.objective, p_minutes: 1, p_time_zone: "UTC" });
    },
  },
  // Before the objective's time: it is first given a time on a day to come (as above, only
  // allowed callers can).
  {
    name: "set_my_reminder_before",
    expect: MEMBERS,
    async run(client, fx) {
      await client.rpc("update_objective", { p_objective: fx.objective, p_day: "2099-01-01", p_at: "10:00" });
      return client.rpc("set_my_reminder_before", { p_objective: fx.objective, p_minutes: 30, p_time_zone: "UTC" });
    },
  },
  fn("claim_reminders", SERVICE, () => ({ p_limit: 0 })),
  fn("release_reminders", SERVICE, () => ({ p_objectives: [], p_users: [] })),
  fn("claim_sign_in_alerts", SERVICE, () => ({ p_limit: 0 })),
  fn("release_sign_in_alerts", SERVICE, () => ({ p_users: [], p_at: "2026-01-01T00:00:00Z" })),
  fn("get_dashboards_page", SIGNED_IN, () => ({ p_time_zone: "UTC" })),
  // The caller's own list (dashboard-list.test.ts: never another's).
  fn("get_dashboard_list", SIGNED_IN, () => ({})),
  fn("create_dashboard", SIGNED_IN, () => ({ p_name: "Mine" })),
  {
    // Taken away again: each caller's new dashboard would count against their plan in the rows below.
    ...fn("create_dashboard_from_template", SIGNED_IN, () => ({ p_name: "Mine" })),
    run: async (c) => {
      const answer = await c.rpc("create_dashboard_from_template", { p_name: "From a template" });
      if (answer.data?.id) await s.db.query("delete from public.dashboards where id = $1", [answer.data.id]);
      return answer;
    },
  },
  // One's own templates (saved-templates.test.ts: never another's), of a dashboard one is in.
  fn("save_dashboard_as_template", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard, p_name: "Matrix" })),
  fn("get_my_templates", SIGNED_IN, () => ({})),
  fn("get_my_template", NOBODY, () => ({ p_template: "00000000-0000-4000-8000-000000000000" })),
  fn("rename_saved_template", NOBODY, () => ({ p_template: "00000000-0000-4000-8000-000000000000", p_name: "New" })),
  fn("share_saved_template", NOBODY, () => ({ p_template: "00000000-0000-4000-8000-000000000000", p_on: true })),
  // A link nobody made finds nothing (saved-templates.test.ts shares and opens them).
  fn("get_shared_template", NOBODY, () => ({ p_token: "no-such-link" })),
  fn("copy_shared_template", NOBODY, () => ({ p_token: "no-such-link" })),
  fn("delete_saved_template", NOBODY, () => ({ p_template: "00000000-0000-4000-8000-000000000000" })),
  fn("restore_saved_template", NOBODY, () => ({ p_template: "00000000-0000-4000-8000-000000000000" })),
  fn("get_day_page", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard })),
  fn("get_select_page", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard })),
  fn("search_my_dashboards", SIGNED_IN, () => ({ p_query: "One" })),
  // Each reads and marks the caller's own notifications (notifications.test.ts: never another's).
  fn("get_notifications_page", SIGNED_IN, () => ({})),
  fn("mark_notifications_read", SIGNED_IN, () => ({ p_upto: 1 })),
  fn("set_notification_reasons", SIGNED_IN, () => ({ p_on: ["mentioned"] })),
  fn("get_productivity_page", SIGNED_IN, () => ({ p_time_zone: "UTC" })),
  fn("set_productivity_goals", SIGNED_IN, () => ({ p_daily: 3, p_weekly: 15 })),
  fn("set_productivity_vacation", SIGNED_IN, () => ({ p_on: false, p_time_zone: "UTC" })),
  // Granted to the signed-in (catalogue.allowed.ts), who are each refused here by its own
  // check: the email typed is not theirs. Deleting is delete-account.test.ts's.
  // Each exports only the caller's own (account-export.test.ts: nothing of anyone else's).
  fn("export_my_data", SIGNED_IN, () => ({})),
  fn("delete_my_account", NOBODY, () => ({ p_email: "nobody@example.com" })),
  fn("get_today_page", SIGNED_IN, () => ({ p_time_zone: "UTC" })),
  fn("get_upcoming_page", SIGNED_IN, () => ({ p_time_zone: "UTC" })),
  fn("search_dashboard", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard, p_query: "One" })),
  // One's own saved searches (saved-searches.test.ts: never another's; of all dashboards for anyone signed in).
  fn("save_search", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard, p_query: "One" })),
  fn("delete_saved_search", NOBODY, () => ({ p_id: "00000000-0000-4000-8000-000000000000" })),
  fn("export_dashboard", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard, p_format: "objectives-csv" })),
  fn("import_into_dashboard", MEMBERS, (fx) => ({
    p_dashboard: fx.dashboard,
    p_objectives: [{ day: "2026-05-02", title: "Imported" }],
  })),
  // Only the one who imported (import.test.ts); nobody with a batch that is not theirs.
  fn("undo_import", NOBODY, () => ({ p_batch: "00000000-0000-4000-8000-000000000000" })),
  fn("get_notes_page", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard })),
  fn("get_calendar_page", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard })),
  fn("get_settings_page", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard })),
  fn("get_objective_page", BY_ID, (fx) => ({ p_objective: fx.objective })),
  fn("get_markers_page", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard })),
  fn("get_activity_page", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard })),
  fn("create_calendar_feed", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard })),
  fn("revoke_calendar_feed", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard })),
  // The link is the credential: whoever holds it reads the feed, as a calendar server does.
  fn("get_calendar_feed", "yyyyyy-", (fx) => ({ p_token: fx.feedToken })),
  // One's link to all one's dashboards: made and ended by oneself, read by whoever holds it.
  fn("create_account_calendar_feed", SIGNED_IN, () => ({})),
  fn("revoke_account_calendar_feed", SIGNED_IN, () => ({})),
  fn("set_account_calendar_feed_choices", SIGNED_IN, () => ({ p_left_out: [], p_only_mine: false })),
  fn("get_account_calendar_feed", "yyyyyy-", (fx) => ({ p_token: fx.accountFeedToken })),
  // Add by email: one's own address; what arrives is the mail Worker's (the secret key).
  fn("create_email_address", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard })),
  fn("revoke_email_address", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard })),
  fn("email_address_owner", SERVICE, (fx) => ({ p_token: fx.addressToken })),
  fn("add_objective_by_email", SERVICE, (fx) => ({
    p_token: fx.addressToken,
    p_day: "2026-01-01",
    p_title: "From an email",
  })),
  fn("create_share_link", ADMIN, (fx) => ({ p_dashboard: fx.dashboard })),
  fn("revoke_share_link", ADMIN, (fx) => ({ p_dashboard: fx.dashboard })),
  // A public link: whoever holds it reads the week, with or without an account.
  fn("get_shared_days", "yyyyyy-", (fx) => ({ p_token: fx.shareToken })),
  fn("watch_dashboard", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard })),
  fn("rename_dashboard", ADMIN, (fx) => ({ p_dashboard: fx.dashboard, p_name: "Renamed" })),
  fn("set_dashboard_archived", ADMIN, (fx) => ({ p_dashboard: fx.dashboard, p_archived: true })),
  fn("delete_dashboard", ADMIN, (fx) => ({ p_dashboard: fx.dashboard })),
  fn("duplicate_dashboard", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard, p_name: "Copy" })),
  fn("set_show_done", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard, p_show_done: false })),
  fn("set_dashboard_favorite", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard, p_favorite: true })),
  fn("set_dashboard_color", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard, p_color: "teal" })),
  fn("move_dashboard", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard, p_index: 0 })),
  fn("set_dashboard_notifications", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard, p_on: false })),
  fn("set_daily_email_dashboard", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard, p_included: false })),
  fn("set_day_order", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard, p_order: "priority" })),
  fn("set_day_layout", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard, p_layout: "hours" })),
  fn("add_objective", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard, p_day: "2026-05-01", p_title: "New" })),
  fn("set_objective_done", BY_ID, (fx) => ({ p_objective: fx.objective, p_done: true, p_time_zone: "UTC" })),
  // Done already (the line above): the answer is the objective as it is, for whoever may see it.
  fn("complete_objective_forever", BY_ID, (fx) => ({ p_objective: fx.objective, p_time_zone: "UTC" })),
  fn("update_objective", BY_ID, (fx) => ({ p_objective: fx.objective, p_title: "Changed", p_repeat: "weekly" })),
  fn("reorder_objective", BY_ID, (fx) => ({ p_objective: fx.objective, p_index: 0 })),
  fn("delete_objective", BY_ID, (fx) => ({ p_objective: fx.objective })),
  fn("restore_objective", MEMBERS, (fx) => ({ p_objective: fx.deletedObjective })),
  fn("duplicate_objective", BY_ID, (fx) => ({ p_objective: fx.objective })),
  fn("add_comment", MEMBERS, (fx) => ({ p_objective: fx.objective, p_body: "On it" })),
  // Its author (the member) or the admin; see comments.test.ts for another member.
  fn("delete_comment", MEMBERS, (fx) => ({ p_comment: fx.comment })),
  fn("edit_comment", AUTHOR, (fx) => ({ p_comment: fx.comment, p_body: "Called them twice" })),
  // Any member, on their own behalf (viewers: comments.test.ts).
  fn("set_comment_reaction", MEMBERS, (fx) => ({ p_comment: fx.comment, p_reaction: "heart", p_on: true })),
  fn("add_checklist_item", MEMBERS, (fx) => ({ p_objective: fx.objective, p_title: "Tickets" })),
  fn("add_checklist_items", MEMBERS, (fx) => ({ p_objective: fx.objective, p_titles: ["Tickets", "Visa"] })),
  fn("set_checklist_item_done", MEMBERS, (fx) => ({ p_item: fx.item, p_done: true })),
  fn("rename_checklist_item", MEMBERS, (fx) => ({ p_item: fx.item, p_title: "Both passports" })),
  fn("move_checklist_item", MEMBERS, (fx) => ({ p_item: fx.item, p_position: 1 })),
  fn("delete_checklist_item", MEMBERS, (fx) => ({ p_item: fx.item })),
  // The item is back where it was (the test before deleted it); see checklists.test.ts for Undo.
  fn("restore_checklist_item", MEMBERS, (fx) => ({ p_item: fx.item })),
  fn("checklist_item_to_objective", MEMBERS, (fx) => ({ p_item: fx.item })),
  fn("move_overdue_to_today", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard })),
  fn("undo_move", MEMBERS, (fx) => ({ p_move: fx.move })),
  // Only the caller's own dashboards, so anyone signed in (nothing late: nothing moves).
  fn("move_overdue_everywhere", SIGNED_IN, () => ({ p_time_zone: "UTC" })),
  // Several at once (decision 062): another dashboard's objectives are never among them.
  fn("complete_objectives", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard, p_objectives: [fx.spareObjective] })),
  fn("delete_objectives", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard, p_objectives: [fx.spareObjective] })),
  fn("move_objectives", MEMBERS, (fx) => ({
    p_dashboard: fx.dashboard,
    p_objectives: [fx.spareObjective],
    p_day: "2026-05-03",
  })),
  fn("set_objectives_priority", MEMBERS, (fx) => ({
    p_dashboard: fx.dashboard,
    p_objectives: [fx.spareObjective],
    p_priority: 1,
  })),
  fn("assign_objectives", MEMBERS, (fx) => ({
    p_dashboard: fx.dashboard,
    p_objectives: [fx.spareObjective],
    p_assignee: null,
  })),
  fn("set_objectives_deadline", MEMBERS, (fx) => ({
    p_dashboard: fx.dashboard,
    p_objectives: [fx.spareObjective],
    p_deadline: "2026-05-08",
  })),
  fn("set_objectives_time", MEMBERS, (fx) => ({
    p_dashboard: fx.dashboard,
    p_objectives: [fx.spareObjective],
    p_at: "14:00",
  })),
  fn("set_objectives_filter", MEMBERS, (fx) => ({
    p_dashboard: fx.dashboard,
    p_objectives: [fx.spareObjective],
    p_marker: fx.marker,
    p_add: true,
  })),
  fn("set_my_reminders", MEMBERS, (fx) => ({
    p_dashboard: fx.dashboard,
    p_objectives: [fx.spareObjective],
    p_at: null,
  })),
  fn("move_objectives_to_dashboard", MEMBERS, (fx) => ({
    p_dashboard: fx.dashboard,
    p_objectives: [fx.spareObjective],
    p_to: fx.elsewhere,
  })),
  fn("undo_objectives", MEMBERS, (fx) => ({ p_batch: fx.batch })),
  fn("add_note", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard, p_year: 2026, p_title: "New" })),
  fn("update_note", BY_ID, (fx) => ({ p_note: fx.note, p_title: "Changed" })),
  fn("delete_note", BY_ID, (fx) => ({ p_note: fx.note })),
  fn("restore_note", MEMBERS, (fx) => ({ p_note: fx.deletedNote })),
  fn("add_marker", MEMBERS, (fx) => ({ p_dashboard: fx.dashboard, p_name: "Home", p_color: "red" })),
  fn("update_marker", BY_ID, (fx) => ({ p_marker: fx.marker, p_name: "Job", p_color: "green" })),
  fn("delete_marker", BY_ID, (fx) => ({ p_marker: fx.marker })),
  fn("invite_members", ADMIN, (fx) => ({ p_dashboard: fx.dashboard, p_emails: ["someone@example.com"] })),
  fn("resend_invitation", ADMIN, (fx) => ({ p_invitation: fx.invitation })),
  fn("revoke_invitation", ADMIN, (fx) => ({ p_invitation: fx.invitation })),
  fn("set_invitation_role", ADMIN, (fx) => ({ p_invitation: fx.invitation, p_role: "viewer" })),
  // Anyone holding the link sees what it invites to; only the invitee may answer it.
  fn("get_invitation", "yyyyyy-", (fx) => ({ p_token: fx.token })),
  fn("accept_invitation", "--y----", (fx) => ({ p_invitation: fx.invitation })),
  fn("decline_invitation", "--y----", (fx) => ({ p_invitation: fx.invitation })),
  fn("remove_member", ADMIN, () => ({ p_dashboard: currentFixture.dashboard, p_user: ids.member })),
  fn("set_member_role", ADMIN, () => ({ p_dashboard: currentFixture.dashboard, p_user: ids.member, p_role: "viewer" })),
  fn("make_admin", ADMIN, () => ({ p_dashboard: currentFixture.dashboard, p_user: ids.member })),
  // The admin must pass admin first; see sharing.test.ts.
  fn("leave_dashboard", "---y---", (fx) => ({ p_dashboard: fx.dashboard })),
];
let currentFixture: Fixture;

// Table operations through PostgREST. Members read their dashboards' rows (row-level
// security); nobody writes a table directly, so every write meets a function's checks.
const CONTENT = "---yy--";

type Key = (fx: Fixture) => Record<string, string>;

const select = (table: string, expect: string, key: Key): Row => ({
  name: `${table} select`,
  expect,
  rows: true,
  run: (c, fx) => c.from(table).select("*").match(key(fx)),
});
const insert = (
  table: string,
  expect: string,
  row: (fx: Fixture) => Promise<Record<string, unknown>> | Record<string, unknown>,
): Row => ({
  name: `${table} insert`,
  expect,
  rows: true,
  run: async (c, fx) =>
    c
      .from(table)
      .insert(await row(fx))
      .select("*"),
});
const update = (table: string, expect: string, key: Key, change: (fx: Fixture) => Record<string, unknown>): Row => ({
  name: `${table} update`,
  expect,
  rows: true,
  run: (c, fx) => c.from(table).update(change(fx)).match(key(fx)).select("*"),
});
const remove = (table: string, expect: string, key: Key): Row => ({
  name: `${table} delete`,
  expect,
  rows: true,
  run: (c, fx) => c.from(table).delete().match(key(fx)).select("*"),
});

/** An auth user whose profile was removed, so that inserting one is possible at all. */
async function userWithoutProfile() {
  const id = crypto.randomUUID();
  await s.db.query("insert into auth.users (id, email, created_at, updated_at) values ($1, $2, now(), now())", [
    id,
    `${id}@example.com`,
  ]);
  await s.db.query("delete from public.profiles where id = $1", [id]);
  return { id, email: `${id}@example.com` };
}

const TABLES: Row[] = [
  // Tickets are written by create_support_ticket and read only by the service role.
  select("support_tickets", "------y", (fx) => ({ id: fx.ticket })),
  insert("support_tickets", NOBODY, () => ({ email: "direct@example.com", subject: "x", message: "y" })),
  update(
    "support_tickets",
    NOBODY,
    (fx) => ({ id: fx.ticket }),
    () => ({ subject: "Changed" }),
  ),
  remove("support_tickets", NOBODY, (fx) => ({ id: fx.ticket })),
  // The theme palette is public: the picker and the landing pages may show it.
  select("theme_colors", "yyyyyy-", () => ({ kind: "primary", name: "green" })),
  insert("theme_colors", NOBODY, () => ({ kind: "primary", name: "gold", premium: false, position: 99 })),
  update(
    "theme_colors",
    NOBODY,
    () => ({ kind: "primary", name: "rose" }),
    () => ({ premium: false }),
  ),
  remove("theme_colors", NOBODY, () => ({ kind: "primary", name: "lime" })),
  // Plans are public data for everyone signed in; billing rows are their person's only.
  select("plan_limits", SIGNED_IN, () => ({ plan: "free" })),
  insert("plan_limits", NOBODY, () => ({ plan: "gold", dashboards: 1, members: 2, markers: 1, premium_themes: true })),
  update(
    "plan_limits",
    NOBODY,
    () => ({ plan: "free" }),
    () => ({ dashboards: 1000 }),
  ),
  remove("plan_limits", NOBODY, () => ({ plan: "paid" })),
  select("billing_customers", ADMIN_ONLY_OWN, () => ({ user_id: ids.admin })),
  insert("billing_customers", NOBODY, (fx) => ({
    user_id: fx.bystander,
    stripe_customer_id: "cus_direct",
    synced_at: "2026-01-01",
  })),
  update(
    "billing_customers",
    NOBODY,
    () => ({ user_id: ids.admin }),
    () => ({ stripe_customer_id: "cus_direct" }),
  ),
  remove("billing_customers", NOBODY, () => ({ user_id: ids.admin })),
  select("subscriptions", ADMIN_ONLY_OWN, () => ({ user_id: ids.admin })),
  insert("subscriptions", NOBODY, (fx) => ({
    id: `sub_${fx.bystander}`,
    user_id: fx.bystander,
    status: "active",
    created_at: "2026-01-01",
  })),
  update(
    "subscriptions",
    NOBODY,
    () => ({ user_id: ids.admin }),
    () => ({ status: "active", current_period_end: "2099-01-01" }),
  ),
  remove("subscriptions", NOBODY, () => ({ user_id: ids.admin })),
  // Profiles: your own, and those of people you share a dashboard with (here: the admin's).
  select("profiles", CONTENT, () => ({ id: ids.admin })),
  insert("profiles", NOBODY, () => userWithoutProfile()),
  update(
    "profiles",
    NOBODY,
    () => ({ id: ids.admin }),
    () => ({ display_name: "Matrix" }),
  ),
  remove("profiles", NOBODY, (fx) => ({ id: fx.bystander })),
  select("dashboards", CONTENT, (fx) => ({ id: fx.dashboard })),
  insert("dashboards", NOBODY, () => ({ name: "Direct" })),
  update(
    "dashboards",
    NOBODY,
    (fx) => ({ id: fx.dashboard }),
    () => ({ name: "Direct" }),
  ),
  remove("dashboards", NOBODY, (fx) => ({ id: fx.dashboard })),
  // Memberships: everyone on the dashboard sees them.
  select("dashboard_members", CONTENT, (fx) => ({ dashboard_id: fx.dashboard })),
  insert("dashboard_members", NOBODY, (fx) => ({ dashboard_id: fx.dashboard, user_id: ids.outsider, role: "member" })),
  update(
    "dashboard_members",
    NOBODY,
    (fx) => ({ dashboard_id: fx.dashboard, user_id: ids.member }),
    () => ({ show_done: false }),
  ),
  remove("dashboard_members", NOBODY, (fx) => ({ dashboard_id: fx.dashboard, user_id: ids.member })),
  select("dashboard_invitations", NOBODY, (fx) => ({ id: fx.invitation })),
  insert("dashboard_invitations", NOBODY, (fx) => ({
    dashboard_id: fx.dashboard,
    email: "direct@example.com",
    token_hash: "\\x00" + crypto.randomUUID().replace(/-/g, ""),
  })),
  update(
    "dashboard_invitations",
    NOBODY,
    (fx) => ({ id: fx.invitation }),
    () => ({ status: "accepted" }),
  ),
  remove("dashboard_invitations", NOBODY, (fx) => ({ id: fx.invitation })),
  select("objectives", CONTENT, (fx) => ({ id: fx.objective })),
  insert("objectives", NOBODY, (fx) => ({ dashboard_id: fx.dashboard, day: "2026-05-01", title: "Direct" })),
  update(
    "objectives",
    NOBODY,
    (fx) => ({ id: fx.objective }),
    () => ({ title: "Direct" }),
  ),
  remove("objectives", NOBODY, (fx) => ({ id: fx.objective })),
  select("comments", CONTENT, (fx) => ({ id: fx.comment })),
  insert("comments", NOBODY, (fx) => ({ dashboard_id: fx.dashboard, objective_id: fx.objective, body: "Direct" })),
  update(
    "comments",
    NOBODY,
    (fx) => ({ id: fx.comment }),
    () => ({ body: "Direct" }),
  ),
  remove("comments", NOBODY, (fx) => ({ id: fx.comment })),
  // Written through set_comment_reaction only.
  select("comment_reactions", CONTENT, (fx) => ({ comment_id: fx.comment })),
  insert("comment_reactions", NOBODY, (fx) => ({
    comment_id: fx.comment,
    dashboard_id: fx.dashboard,
    reaction: "party",
  })),
  update(
    "comment_reactions",
    NOBODY,
    (fx) => ({ comment_id: fx.comment }),
    () => ({ reaction: "eyes" }),
  ),
  remove("comment_reactions", NOBODY, (fx) => ({ comment_id: fx.comment })),
  // The activity is read through get_activity_page only (the plan's window); triggers write it.
  select("activity", NOBODY, (fx) => ({ dashboard_id: fx.dashboard })),
  insert("activity", NOBODY, (fx) => ({ dashboard_id: fx.dashboard, kind: "added" })),
  update(
    "activity",
    NOBODY,
    (fx) => ({ dashboard_id: fx.dashboard }),
    () => ({ kind: "deleted" }),
  ),
  remove("activity", NOBODY, (fx) => ({ dashboard_id: fx.dashboard })),
  select("checklist_items", CONTENT, (fx) => ({ id: fx.item })),
  insert("checklist_items", NOBODY, (fx) => ({
    dashboard_id: fx.dashboard,
    objective_id: fx.objective,
    title: "Direct",
    position: 9,
  })),
  update(
    "checklist_items",
    NOBODY,
    (fx) => ({ id: fx.item }),
    () => ({ done: true }),
  ),
  remove("checklist_items", NOBODY, (fx) => ({ id: fx.item })),
  select("notes", CONTENT, (fx) => ({ id: fx.note })),
  insert("notes", NOBODY, (fx) => ({ dashboard_id: fx.dashboard, year: 2026, title: "Direct" })),
  update(
    "notes",
    NOBODY,
    (fx) => ({ id: fx.note }),
    () => ({ title: "Direct" }),
  ),
  remove("notes", NOBODY, (fx) => ({ id: fx.note })),
  select("markers", CONTENT, (fx) => ({ id: fx.marker })),
  insert("markers", NOBODY, (fx) => ({ dashboard_id: fx.dashboard, name: "Direct", color: "red" })),
  update(
    "markers",
    NOBODY,
    (fx) => ({ id: fx.marker }),
    () => ({ name: "Direct" }),
  ),
  remove("markers", NOBODY, (fx) => ({ id: fx.marker })),
  select("objective_markers", CONTENT, (fx) => ({ objective_id: fx.objective })),
  insert("objective_markers", NOBODY, (fx) => ({
    dashboard_id: fx.dashboard,
    objective_id: fx.spareObjective,
    marker_id: fx.marker,
  })),
  update(
    "objective_markers",
    NOBODY,
    (fx) => ({ objective_id: fx.objective }),
    (fx) => ({ marker_id: fx.marker }),
  ),
  remove("objective_markers", NOBODY, (fx) => ({ objective_id: fx.objective })),
  select("note_markers", CONTENT, (fx) => ({ note_id: fx.note })),
  insert("note_markers", NOBODY, (fx) => ({ dashboard_id: fx.dashboard, note_id: fx.spareNote, marker_id: fx.marker })),
  update(
    "note_markers",
    NOBODY,
    (fx) => ({ note_id: fx.note }),
    (fx) => ({ marker_id: fx.marker }),
  ),
  remove("note_markers", NOBODY, (fx) => ({ note_id: fx.note })),
];

const results = new Map<string, string>();

/** Runs one cell: true when allowed, false when refused; anything else fails the test. */
async function cell(row: Row, caller: Caller, fx: Fixture): Promise<boolean> {
  currentFixture = fx;
  const { error, data, status } = await row.run(clients[caller], fx);
  if (status >= 500) throw new Error(`${row.name} as ${caller}: HTTP ${status} ${JSON.stringify(error)}`);
  if (error) return false;
  return row.rows === undefined ? true : Array.isArray(data) && data.length > 0;
}

/**
 * The functions Postgres itself keeps from writing (stable or immutable: a data-changing
 * statement in one is an error), read from the catalogue once.
 */
let readOnlyFunctions: Promise<Set<string>> | undefined;
const readsOnly = async (row: Row) =>
  row.name.endsWith(" select") ||
  (
    await (readOnlyFunctions ??= s.db
      .query<{ name: string }>(
        `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.provolatile <> 'v'`,
      )
      .then((r) => new Set(r.rows.map((f) => f.name))))
  ).has(row.name);

let shared: Fixture | undefined;

async function check(row: Row) {
  expect(row.expect, row.name).toMatch(/^[y-]{7}$/);
  // Refusals change nothing, so they share one fixture, the whole matrix long, and so do
  // reads; each allowed call that may write gets a fresh one.
  shared ??= await fixture(false);
  const fresh = !(await readsOnly(row));
  let line = "";
  for (const [i, caller] of CALLERS.entries()) {
    const allowed = caller !== "pending" && row.expect[i] === "y";
    const actual = await cell(row, caller, allowed && fresh ? await fixture() : shared);
    line += actual ? "y" : "-";
    expect(actual, `${row.name} as ${caller}`).toBe(allowed);
  }
  results.set(row.name, line);
  // Accepting an invitation made a fellow member of the admin: the next row starts without.
  await s.db.query("delete from public.dashboards where id = any($1)", [created.splice(0)]);
}

describe("permission matrix", () => {
  it("has a row for every function of the data API and every table", async () => {
    const fns = await s.db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype order by 1`,
    );
    expect(FUNCTIONS.map((r) => r.name).sort()).toEqual(fns.rows.map((r) => r.name));
    const tables = await s.db.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by 1",
    );
    const ops = tables.rows.flatMap((t) => ["select", "insert", "update", "delete"].map((op) => `${t.name} ${op}`));
    expect(TABLES.map((r) => r.name).sort()).toEqual(ops.sort());
  });

  for (const row of FUNCTIONS) it(`${row.name}()`, () => check(row));
  for (const row of TABLES) it(row.name, () => check(row));

  afterAll(() => {
    const width = Math.max(...[...results.keys()].map((k) => k.length)) + 2;
    const head = "".padEnd(width) + CALLERS.map((c) => c.padEnd(9)).join("");
    const lines = [...results].map(
      ([name, line]) =>
        name.padEnd(width) + [...line].map((c) => (c === "y" ? "allowed" : "refused").padEnd(9)).join(""),
    );
    console.log(`\nPermission matrix (through the REST API, one caller per column)\n${head}\n${lines.join("\n")}\n`);
  });
});
