/**
 * The data API: every database function the app calls (supabase/migrations), with its
 * arguments and the JSON it answers. `rpc` and `loadPage` accept only these names and
 * shapes; supabase/tests/data-api.test.ts compares this map with the functions the
 * migrations define, so a renamed or removed function fails the suite.
 */

import type { Repeat } from "./repeat";
import type { Language } from "./i18n";

// -----------------------------------------------------------------------------
// Shapes
// -----------------------------------------------------------------------------

export type Uuid = string;
/** A calendar day, "YYYY-MM-DD". */
type IsoDay = string;
/** A moment, ISO 8601. */
type Timestamp = string;
/** "viewer": reads everything, changes nothing of what the dashboard holds (decision 066). */
export type Role = "admin" | "member" | "viewer";

export type Plan = "free" | "paid";

/** As Todoist numbers them: 1 (urgent), 2, 3, and 4 for none (decision 032). */
export type Priority = 1 | 2 | 3 | 4;

/** An objective as a file brings it (import_into_dashboard): filters by name. */
export interface ImportObjective {
  day: IsoDay;
  title: string;
  description?: string;
  priority?: Priority;
  /** A member of the dashboard by email or whole name; anyone else leaves it to nobody. */
  assignee?: string;
  done?: boolean;
  repeat?: Repeat | null;
  repeat_every?: number;
  /** The rule counts from the day it is done. */
  repeat_from_done?: boolean;
  filters?: string[];
  /** This planner's JSON export: what members wrote about it, oldest first. */
  comments?: ImportComment[];
  /** This planner's JSON export: its steps in order (decision 045). */
  checklist?: { title: string; done?: boolean }[];
}

/** A comment as this planner's JSON export writes it. */
export interface ImportComment {
  /** Its author's email: a member of the dashboard is named, anyone else is "someone who has left". */
  author?: string;
  body: string;
  /** When it was written (UTC); the moment of the import when absent. */
  created_at?: string;
  /** When its author last changed it (UTC), if they did. */
  edited_at?: string;
}

/** A note as a file brings it. */
export interface ImportNote {
  year: number;
  title: string;
  body?: string;
  filters?: string[];
}

/** What `export_dashboard` writes: everything as JSON, or one list as CSV. */
export const EXPORT_FORMATS = ["json", "objectives-csv", "notes-csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface PlanLimits {
  /** Dashboards a person may administer. */
  dashboards: number;
  /** Members plus open invitations of one dashboard (its admin's plan). */
  members: number;
  /** Filters of one dashboard (its admin's plan). */
  markers: number;
  premium_themes: boolean;
  /** Days of a dashboard's activity its members see (its admin's plan); null: all of it. */
  activity_days: number | null;
}

export type SubscriptionStatus =
  "incomplete" | "incomplete_expired" | "trialing" | "active" | "past_due" | "canceled" | "unpaid" | "paused";

export interface BillingPage {
  plan: Plan;
  appearance: Appearance;
  limits: Record<Plan, PlanLimits>;
  usage: { dashboards: number };
  has_customer: boolean;
  /** No subscription yet: checkout starts with the free month. */
  trial_available: boolean;
  subscription: {
    status: SubscriptionStatus;
    interval: "day" | "week" | "month" | "year" | null;
    lookup_key: string | null;
    current_period_end: Timestamp | null;
    cancel_at_period_end: boolean;
    trial_end: Timestamp | null;
    ended_at: Timestamp | null;
  } | null;
}

/** The theme as shown: a premium colour falls back to the default when the plan ends. */
export interface Appearance {
  primary: string;
  neutral: string;
  mode: "system" | "light" | "dark";
}

export interface AccountPage {
  profile: Profile;
  /** The daily email's hour in the person's time zone, and whether on weekdays only; null when it is off. */
  daily_email: { hour: number; weekdays: boolean } | null;
  /** Whether they get an email when someone else assigns them an objective (decision 037). */
  assignment_emails: boolean;
  /** The notification reasons they keep on, in order (decision 054). */
  notification_reasons: NotificationWhy[];
  appearance: Appearance;
  palette: { kind: "primary" | "neutral"; name: string; premium: boolean }[];
  billing: BillingPage;
  /** Their open dashboards in their own order: what the start page may be besides the views. */
  dashboards: { id: Uuid; name: string }[];
}

export interface Profile {
  id: Uuid;
  email: string;
  display_name: string | null;
  time_zone: string | null;
  locale: string | null;
  /** The first day of their week (ISO: 1 Monday … 7 Sunday); null: their language's. */
  week_start: number | null;
}

export interface Marker {
  id: Uuid;
  name: string;
  color: string;
}

export interface MarkerUse extends Marker {
  objectives: number;
  notes: number;
}

/** An objective as pages list it (its stored `page_json`; changes answer with more). */
export interface Objective {
  id: Uuid;
  day: IsoDay;
  title: string;
  done: boolean;
  /** Marker ids, in no set order (pages draw them in their markers list's order). */
  markers: Uuid[];
  /** How it repeats; absent (pages) or null (changes' answers) when it does not. */
  repeat?: Repeat | null;
  /** Its interval, on pages only when above 1 ("every 2 weeks"). */
  every?: number;
  /** Pages: true when its rule counts from the day it is done ("every!"), absent otherwise. */
  fromDone?: true;
  /** Pages: its description's first line (at most 120 characters), when it has one. */
  summary?: string;
  /** Pages: 1 to 3 when set (absent: none); changes' answers and the edit page: 1 to 4. */
  priority?: Priority;
  /** Pages: how many comments it has, when it has some (decision 044). */
  comments?: number;
  /** Pages: its checklist's ticked items and all of them, when it has one (decision 045). */
  checklist?: [done: number, of: number];
  /** The member who does it: pages carry it when set, changes' answers as null when nobody (decision 037). */
  assignee?: Uuid | null;
  /** Changes' answers and the edit page: its description ("" when none). */
  description?: string;
  /** The same, in changes' answers (1 without a rule). */
  repeat_every?: number;
  /** Changes' answers and the edit page: whether its rule counts from the day it is done. */
  repeat_from_done?: boolean;
  /** Changes' answers: the dashboard it is on (decision 042). */
  dashboard?: Uuid;
  /** On the calendar: a day its series will come back on (the objective itself is on `id`'s day). */
  projected?: true;
}

/** A note as pages list it (its stored `page_json`). */
export interface Note {
  id: Uuid;
  title: string;
  body: string;
  markers: Uuid[];
}

/** The dashboard as the caller sees it: their role and view options. */
export interface DashboardInfo {
  id: Uuid;
  name: string;
  role: Role;
  show_done: boolean;
  /** This member's order of each day: theirs ("manual") or priority first (decision 035). */
  day_order: DayOrder;
  created_at: Timestamp;
  /** The caller's unread notifications, up to 100: the bell's count on the dashboard's pages (decision 058). */
  notifications_unread: number;
  /** When its admin archived it: read-only for everyone (decision 059); null while in use. */
  archived_at: Timestamp | null;
}

export const DAY_ORDERS = ["manual", "priority"] as const;
export type DayOrder = (typeof DAY_ORDERS)[number];

export interface DashboardSummary {
  id: Uuid;
  name: string;
  role: Role;
  /** The caller's favorite: first in their lists (decision 053). */
  favorite: boolean;
  members: number;
  /** Today's objectives, not done and done. */
  open_today: number;
  done_today: number;
  /** Today's objectives not done that are assigned to the caller (decision 037). */
  mine_today: number;
  /** Objectives of earlier days not done. */
  overdue: number;
  created_at: Timestamp;
  /** Archived (decision 059): listed apart, after those in use. */
  archived_at: Timestamp | null;
}

export interface Member {
  user_id: Uuid;
  role: Role;
  joined_at: Timestamp;
  display_name: string | null;
  email: string;
}

/** The role an invitation gives, or the admin gives another member: edit or only view. */
export type InvitationRole = Exclude<Role, "admin">;

interface InvitationBase {
  id: Uuid;
  email: string;
  role: InvitationRole;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** The inviter's name, else their email. */
  invited_by: string | null;
}

/** An invitation waiting for the caller, on /dashboards. */
export interface WaitingInvitation extends InvitationBase {
  dashboard_id: Uuid;
  dashboard_name: string;
}

/** A pending invitation as its dashboard's admin sees it. */
export interface PendingInvitation extends InvitationBase {
  expired: boolean;
}

/** What an invitation's link shows, to anyone holding it. */
export interface InvitationPreview extends InvitationBase {
  dashboard_id: Uuid;
  dashboard_name: string;
  state: "pending" | "expired" | "accepted" | "declined" | "revoked";
  signed_in: boolean;
  my_email: string | null;
  email_matches: boolean;
  member: boolean;
}

export interface DashboardsPage {
  today: IsoDay;
  appearance: Appearance;
  dashboards: DashboardSummary[];
  invitations: WaitingInvitation[];
  /** The caller's unread notifications, at most 100: the header's bell (decision 052). */
  notifications_unread: number;
  /** The caller's own time zone, null when unset (then the request's applies). */
  time_zone: string | null;
  /** The caller's searches saved for all their dashboards, by name (decision 027). */
  saved_searches: SavedSearch[];
}

export interface DayPage {
  dashboard: DashboardInfo;
  day: IsoDay;
  today: IsoDay;
  objectives: Objective[];
  /** Done objectives of the day left out because "show done" is off. */
  done_hidden: number;
  /** The oldest overdue objectives, up to the limit asked for. */
  overdue: Objective[];
  /** All overdue objectives (with the filter). */
  overdue_count: number;
  /** The year's newest notes, up to the limit asked for. */
  notes: Note[];
  /** All the year's notes (with the filter). */
  notes_count: number;
  markers: Marker[];
  /** The names of the members the listed objectives are assigned to, by id. */
  people: Record<Uuid, string>;
  /** Whether anything on the dashboard is assigned (then the "Assigned to" filter is offered). */
  assigned: boolean;
  /** The other members by name (quick add's "+", and the filter's choices once `assigned`); null when there are none. */
  members: MemberName[] | null;
  /** Whether anyone else is a member (then a row's menu offers "Assign to me"). */
  shared: boolean;
}

/** /today: what is due today and overdue on each of the caller's dashboards (decision 038). */
export interface TodayPage {
  today: IsoDay;
  /** Only dashboards with anything today or overdue, by name. */
  dashboards: TodaySection[];
  /** The names of the members the listed objectives are assigned to, by id. */
  people: Record<Uuid, string>;
  /** Whether anything on the caller's dashboards is assigned (then "Assigned to me" is offered). */
  assigned: boolean;
  /** Every dashboard of the caller's, by name: where quick add may put a new objective. */
  every_dashboard: QuickAddDashboard[];
  /** The caller's unread notifications, at most 100: the header's bell (decision 052). */
  notifications_unread: number;
}

/** /upcoming: the next days on every dashboard of the caller's, a list a day. */
export interface UpcomingPage {
  today: IsoDay;
  /** The days asked for, first and last. */
  from: IsoDay;
  to: IsoDay;
  /** Only the days with anything, in order. */
  days: UpcomingDay[];
  /** From tomorrow only: the open objectives before today, the oldest first, up to the limit, each naming its dashboard. */
  overdue: (Objective & { dashboard: Uuid })[];
  /** All of them, also past the limit. */
  overdue_count: number;
  /** The shown rows' dashboards' names, by id. */
  dashboards: Record<Uuid, string>;
  /** The filters the shown rows carry. */
  markers: Marker[];
  /** The names of the members the shown objectives are assigned to, by id. */
  people: Record<Uuid, string>;
  /** Whether anything on the caller's dashboards is assigned (then "Assigned to me" is offered). */
  assigned: boolean;
  /** Every dashboard of the caller's, by name: where quick add may put a new objective (and what the page follows live). */
  every_dashboard: QuickAddDashboard[];
  /** The caller's unread notifications, at most 100: the header's bell (decision 052). */
  notifications_unread: number;
}

/** A dashboard quick add on /today and /upcoming may put a line on, and what "#" and "+" offer there. */
export interface QuickAddDashboard {
  id: Uuid;
  name: string;
  /** Its filters, by name. */
  filters: Pick<Marker, "name" | "color">[];
  /** Its members other than the caller, by name. */
  members: MemberName[];
}

export interface UpcomingDay {
  day: IsoDay;
  /** Its objectives, and the repeating ones that come back on it (`projected`), each naming its dashboard, up to the limit. */
  objectives: (Objective & { dashboard: Uuid })[];
  /** All of them, also past the limit. */
  count: number;
}

export interface TodaySection {
  id: Uuid;
  name: string;
  /** Today's objectives in the caller's order, up to the limit asked for. */
  objectives: Objective[];
  /** Today's objectives listed (done ones only when the caller shows them), also past the limit. */
  count: number;
  /** All of today's, and those done. */
  total: number;
  done: number;
  /** The oldest overdue objectives, up to the limit asked for, and how many there are. */
  overdue: Objective[];
  overdue_count: number;
  /** The filters the rows carry. */
  markers: Marker[];
}

/**
 * In the answer of a change that gave an objective to someone other than the caller, who
 * wants to be told: whom to email, in which language, and about what (decision 037).
 */
export interface AssignmentNotice {
  notify?: { email: string; name: string; locale: string | null; dashboard: string; by: string };
}

/** A member as an assignee: their display name, else their email's first part. */
export interface MemberName {
  id: Uuid;
  name: string;
}

export interface NotesPage {
  dashboard: DashboardInfo;
  year: number;
  notes: Note[];
  markers: Marker[];
}

export interface CalendarPage {
  dashboard: DashboardInfo;
  /** The first day of the month shown. */
  month: IsoDay;
  /** The six weeks shown, first and last day. */
  from: IsoDay;
  to: IsoDay;
  today: IsoDay;
  /** Each day's first objectives (up to `p_per_day`), in their order. */
  objectives: Objective[];
  /** How many objectives each day has (days without any are absent). */
  day_counts: Record<IsoDay, number>;
  markers: Marker[];
  /** The names of the shown objectives' assignees, by id (their initials after the title). */
  people: Record<Uuid, string>;
  /** Whether anything on the dashboard is assigned (then the "Assigned to" filter is offered). */
  assigned: boolean;
  /** The other members by name, the filter's choices; null while nothing is assigned. */
  members: MemberName[] | null;
}

export interface SettingsPage {
  dashboard: DashboardInfo;
  /** The caller's user id. */
  me: Uuid;
  members: Member[];
  /** Empty unless the caller is the admin. */
  invitations: PendingInvitation[];
  counts: { objectives: number; notes: number; markers: number };
  /** The caller's live calendar link: when it was made (its token is shown once, never again). */
  feed: { created_at: Timestamp } | null;
  /** The dashboard's live public link, or null when it has none. */
  share: ShareLink | null;
  /** The caller's own time zone, null when unset (then the request's applies). */
  time_zone: string | null;
  /** This dashboard in the caller's daily email (their choice), and whether they get one at all. */
  daily_email: { included: boolean; on: boolean };
  /** Whether this dashboard may notify the caller (their choice, decision 054). */
  notify: boolean;
}

/** Objectives and notes that contain every word of a query, with their dashboard's id. */
export interface SearchResults {
  /** The query as searched (trimmed), and its words (at most ten, each once). */
  query: string;
  words: string[];
  /** The latest days first, up to the limit; the count is of all matches. */
  /** `snippet`: the words around the first in its description, when found there. */
  objectives: (Objective & { dashboard_id: Uuid; snippet?: string })[];
  objectives_count: number;
  /** The newest years first; `snippet` is about 160 characters around the first word. */
  notes: { id: Uuid; dashboard_id: Uuid; year: number; title: string; snippet: string; markers: Uuid[] }[];
  notes_count: number;
  /** The names of the listed objectives' assignees, by id (decision 037). */
  people: Record<Uuid, string>;
}

/** What a search line's signs ask besides its words (decision 027): "#work", "p1", "+me", "+ben", "repeating". */
export interface SearchSigns {
  /** Filter names, each required (any case). */
  p_markers?: string[];
  p_priority?: Priority | null;
  /** Assigned to the caller. */
  p_mine?: boolean;
  /** Assigned to someone whose name, a word of it, or address starts so. */
  p_assignee?: string | null;
  /** Which days, from the caller's today (p_time_zone): open ones before it, today, tomorrow, the next 7. */
  p_days?: SearchDays | null;
  p_time_zone?: string;
  /** Only objectives that carry a repeat rule. */
  p_repeating?: boolean;
}

/** The days a search line may name (decision 027). */
export type SearchDays = "overdue" | "today" | "tomorrow" | "week";

/** One dashboard's search page: the dashboard and its filters, for the chips. */
export interface SearchPage extends SearchResults {
  dashboard: DashboardInfo;
  markers: Marker[];
  /** The caller's saved searches of this dashboard, by name. */
  saved: SavedSearch[];
}

/** A search saved by name (decision 027): the line as typed, words and signs. */
export interface SavedSearch {
  id: Uuid;
  name: string;
  query: string;
}

/** The search of all the caller's dashboards, with their names and the filters the listed rows carry. */
export interface SearchEverywherePage extends SearchResults {
  dashboards: { id: Uuid; name: string }[];
  markers: Marker[];
  /** The caller's saved searches of all their dashboards, by name. */
  saved: SavedSearch[];
}

/** What a calendar link shows: the dashboard's objectives from a year ago on. */
export interface CalendarFeed {
  dashboard: { id: Uuid; name: string };
  /** The link's owner's language, for the words the feed adds; null when they have not chosen one. */
  locale?: Language | null;
  objectives: {
    id: Uuid;
    day: IsoDay;
    title: string;
    description: string;
    priority: Priority;
    done: boolean;
    /** Who does it, by name (never an email: anyone with the link reads it); null for nobody. */
    assignee?: string | null;
    filters: string[];
    updated_at: Timestamp;
  }[];
  /** The days open repeating objectives come back on, over the next 90 days (decision 033). */
  upcoming: {
    id: Uuid;
    day: IsoDay;
    title: string;
    description: string;
    priority: Priority;
    assignee?: string | null;
    filters: string[];
    updated_at: Timestamp;
  }[];
}

/** What a public link shows: days of the dashboard's objectives, read-only (decision 030). */
export interface SharedDays {
  dashboard: { name: string };
  /** The first day shown, and today where the reader is. */
  from: IsoDay;
  today: IsoDay;
  /** Every day of the range, empty ones too; `count` includes objectives past the page's cut. */
  days: { day: IsoDay; objectives: Objective[]; count: number }[];
  /** The filters the shown objectives carry. */
  markers: Marker[];
}

/** A dashboard's public link on its settings page: admins get the token. */
export interface ShareLink {
  token?: string;
  created_at: Timestamp;
}

export interface ObjectivePage {
  dashboard: DashboardInfo;
  objective: Objective;
  markers: Marker[];
  /** The caller, and the members it may be assigned to (by name). */
  me: Uuid;
  members: MemberName[];
  /** The caller's dashboards, by name: where it may move to. */
  dashboards: { id: Uuid; name: string }[];
  /** Its steps, in order (decision 045). */
  checklist: ChecklistItem[];
  /** What members wrote about it, oldest first (decision 044). */
  comments: ObjectiveComment[];
  /** The caller's own time zone, null when unset (then the request's applies). */
  time_zone: string | null;
}

/** A step of an objective's checklist. */
export interface ChecklistItem {
  id: Uuid;
  title: string;
  done: boolean;
  /** Its place, 1 first (gaps allowed). */
  position: number;
}

/** What the checklist functions answer: the item, with its objective and dashboard. */
export interface ChecklistItemAnswer extends ChecklistItem {
  objective_id: Uuid;
  dashboard_id: Uuid;
}

/** A comment on an objective; `name` is null once its author is no longer a member. */
export interface ObjectiveComment {
  id: Uuid;
  /** Its author's id; null once their account is deleted. */
  author: Uuid | null;
  name: string | null;
  body: string;
  created_at: Timestamp;
  /** When its author last changed it; null when never. */
  edited_at: Timestamp | null;
}

export interface MarkersPage {
  dashboard: DashboardInfo;
  markers: MarkerUse[];
}

/** What happened on a dashboard (decision 046); a `_many` kind is one change of several objectives. */
export type ActivityKind =
  | "added"
  | "added_many"
  | "completed"
  | "completed_many"
  | "reopened"
  | "reopened_many"
  | "rescheduled"
  | "rescheduled_many"
  | "renamed"
  | "renamed_many"
  | "deleted"
  | "deleted_many"
  | "restored"
  | "moved_in"
  | "moved_in_many"
  | "moved_out"
  | "moved_out_many"
  | "commented"
  | "joined"
  | "left"
  | "removed"
  | "note_added"
  | "note_added_many"
  | "note_edited"
  | "note_edited_many"
  | "note_deleted"
  | "note_deleted_many"
  | "note_restored"
  | "dashboard_renamed"
  | "dashboard_archived"
  | "dashboard_unarchived"
  | "filter_added"
  | "filter_added_many"
  | "filter_renamed"
  | "filter_renamed_many"
  | "filter_deleted"
  | "filter_deleted_many"
  | "assigned"
  | "assigned_many"
  | "unassigned"
  | "unassigned_many"
  | "made_viewer"
  | "made_editor";

/** The activity page's kinds of change to show alone (get_activity_page's p_what). */
export const ACTIVITY_WHAT = [
  "added",
  "completed",
  "moved",
  "renamed",
  "deleted",
  "assigned",
  "comments",
  "notes",
  "dashboard",
  "members",
] as const;
export type ActivityWhat = (typeof ACTIVITY_WHAT)[number];

export interface ActivityEntry {
  id: number;
  kind: ActivityKind;
  at: Timestamp;
  /** Who did it; absent for the service role or a deleted account. */
  actor?: Uuid;
  /** The actor's name while they are a member. */
  name?: string;
  objective?: Uuid;
  /** The note, for the note_ kinds. */
  note?: Uuid;
  /** The objective's or note's title then, the member's name (joined, left, removed), the filter's or dashboard's name. */
  subject?: string;
  /**
   * {day} added; {from, to} rescheduled; {from} renamed (also a filter, the dashboard); {comment} commented;
   * {year} notes; {assignee, name?} assigned and unassigned (whom, by their name then); {count, to?} for `_many`.
   */
  detail: {
    day?: IsoDay;
    from?: string;
    to?: IsoDay;
    comment?: Uuid;
    year?: number;
    assignee?: Uuid;
    name?: string;
    count?: number;
  };
  /** The objective or note is still on this dashboard (its title links to it). */
  exists?: boolean;
}

export interface ActivityPage {
  dashboard: DashboardInfo;
  /** Newest first. */
  entries: ActivityEntry[];
  /** Older entries within the plan's window: the next page starts before the last entry's id. */
  more: boolean;
  /** Older entries the dashboard's plan does not show. */
  hidden: boolean;
  /** Days the plan shows; null: all. */
  days_kept: number | null;
  /** The dashboard's members, by name: the person filter. */
  members: MemberName[];
  /** With p_objective: its title (the last one told, if it is gone); null when there is none. */
  objective: string | null;
  time_zone: string | null;
}

/** Why a notification reached its member (decision 052), in the order they are weighed. */
export const NOTIFICATION_WHYS = ["mentioned", "assigned", "commented", "created", "admin", "role"] as const;
export type NotificationWhy = (typeof NOTIFICATION_WHYS)[number];

/** An activity entry that concerns the caller, with its dashboard. */
export interface Notification {
  id: number;
  why: NotificationWhy;
  read: boolean;
  dashboard: { id: Uuid; name: string };
  /** As the activity page tells it (no `note`: notes notify nobody). */
  entry: ActivityEntry;
}

export interface NotificationsPage {
  /** Newest first. */
  notifications: Notification[];
  /** Older ones: the next page starts before the last one's id. */
  more: boolean;
  /** Unread, at most 100. */
  unread: number;
  time_zone: string | null;
  /** Every dashboard of the caller's: what the page follows live. */
  dashboards: Uuid[];
}

/** A person's goals for completed objectives (decision 055). */
export interface ProductivityGoals {
  daily: number;
  weekly: number;
  /** ISO weekdays (1 Monday … 7 Sunday) that neither break nor extend the daily streak. */
  days_off: number[];
}

/** Objectives the caller completed less those they reopened, on their dashboards (decision 055). */
export interface ProductivityPage {
  today: IsoDay;
  /** The zone the days are counted in: their own, else the request's, else UTC. */
  time_zone: string;
  goals: ProductivityGoals;
  /** The last 7 days, oldest first, today last; `away`: a day of a vacation. */
  days: { day: IsoDay; done: number; away: boolean }[];
  /** The last 4 weeks (from the first day of the week), oldest first, this week last; `away`: with a day of a vacation. */
  weeks: { start: IsoDay; done: number; away: boolean }[];
  /** Days (weeks) in a row that met the goal, days off, vacations and today (this week) not breaking it; over the last year. */
  streak: { current: number; longest: number };
  week_streak: { current: number; longest: number };
  /** The last 7 days by dashboard, most first; only those with any. */
  dashboards: { id: Uuid; name: string; done: number }[];
  vacation: Vacation;
}

/** Vacation mode: on now, and since when (the day it was turned on). */
export interface Vacation {
  on: boolean;
  since: IsoDay | null;
}

/** What add_comment, edit_comment and delete_comment answer: the comment, with its objective's dashboard. */
export interface CommentAnswer {
  id: Uuid;
  objective_id: Uuid;
  dashboard_id: Uuid;
  author: Uuid | null;
  body: string;
  created_at: Timestamp;
  edited_at: Timestamp | null;
  /** add_comment's first answer: the members to email (others than the writer who want it), if any. */
  notify?: CommentNotice[];
}

/** Someone a new comment is emailed to, and why: @mentioned, the assignee, an earlier commenter, or who added it. */
export interface CommentNotice {
  email: string;
  locale: string | null;
  dashboard: string;
  by: string;
  title: string;
  why: "mentioned" | "assigned" | "commented" | "created";
}

/** What invite_members answers; tokens only on the first submit of a form. */
export interface InviteResult {
  dashboard_name: string;
  /** The role accepting gives everyone invited by this submit. */
  role: InvitationRole;
  invited: string[];
  already_members: string[];
  already_invited: string[];
  tokens: { id: Uuid; email: string; token: string }[];
}

// -----------------------------------------------------------------------------
// The functions
// -----------------------------------------------------------------------------

interface Fn<Args, Result> {
  args: Args;
  result: Result;
}

type MarkerFilter = { p_markers?: Uuid[] };
/** Only one member's objectives (the caller's for "Assigned to me"), or only nobody's. */
type AssigneeFilter = { p_assignee?: Uuid | null; p_unassigned?: boolean };

export interface DataApi {
  get_my_profile: Fn<Record<never, never>, Profile | null>;
  update_my_profile: Fn<
    {
      p_display_name?: string | null;
      p_time_zone?: string | null;
      p_locale?: string | null;
      /** 1 (Monday) to 7 (Sunday); 0 clears it. */
      p_week_start?: number | null;
    },
    Profile
  >;

  get_account_page: Fn<Record<never, never>, AccountPage>;
  /** Turns the daily email on at an hour (0–23), or off (null). */
  update_my_daily_email: Fn<
    { p_hour?: number | null; p_time_zone?: string | null; p_locale?: string | null; p_weekdays?: boolean },
    { hour: number; weekdays: boolean; time_zone: string } | null
  >;
  /** The daily email's "turn off" link (no session needed): whether it turned one off. */
  turn_off_daily_email: Fn<{ p_token: string }, boolean>;
  set_assignment_emails: Fn<{ p_on: boolean }, { assignment_emails: boolean }>;
  set_notification_reasons: Fn<{ p_on: NotificationWhy[] }, { notification_reasons: NotificationWhy[] }>;
  /** Its weeks begin on the caller's saved first day, else `p_week_start` (decision 064). */
  get_productivity_page: Fn<{ p_time_zone?: string; p_week_start?: number }, ProductivityPage>;
  delete_my_account: Fn<{ p_email: string }, { deleted: true }>;
  /** Everything of the caller's as one JSON file's text (decision 057). */
  export_my_data: Fn<
    Record<never, never>,
    { body: string; /** The caller's own zone, null when unset. */ time_zone: string | null }
  >;
  set_productivity_goals: Fn<{ p_daily: number; p_weekly: number; p_days_off?: number[] }, ProductivityGoals>;
  /** Streaks wait while it is on; every stretch it was on is kept. */
  set_productivity_vacation: Fn<{ p_on: boolean; p_time_zone?: string }, Vacation>;
  update_my_appearance: Fn<
    { p_primary?: string | null; p_neutral?: string | null; p_mode?: Appearance["mode"] | null },
    Appearance
  >;
  get_my_appearance: Fn<Record<never, never>, Appearance>;

  get_dashboards_page: Fn<{ p_time_zone?: string }, DashboardsPage>;
  create_dashboard: Fn<{ p_name: string; p_request_id?: Uuid | null }, { id: Uuid; name: string }>;
  rename_dashboard: Fn<{ p_dashboard: Uuid; p_name: string }, { id: Uuid; name: string }>;
  delete_dashboard: Fn<{ p_dashboard: Uuid }, { id: Uuid }>;
  /** A dashboard of the caller's own from one they belong to: filters, open objectives, notes. */
  duplicate_dashboard: Fn<
    { p_dashboard: Uuid; p_name: string; p_start?: IsoDay | null; p_request_id?: Uuid | null },
    { id: Uuid; name: string; objectives: number; notes: number; filters: number; shift: number }
  >;
  set_dashboard_favorite: Fn<{ p_dashboard: Uuid; p_favorite: boolean }, { id: Uuid; favorite: boolean }>;
  move_dashboard: Fn<{ p_dashboard: Uuid; p_index: number }, { id: Uuid; index: number }>;
  set_dashboard_archived: Fn<{ p_dashboard: Uuid; p_archived: boolean }, { id: Uuid; archived_at: Timestamp | null }>;
  set_show_done: Fn<{ p_dashboard: Uuid; p_show_done: boolean }, { id: Uuid; show_done: boolean }>;
  set_daily_email_dashboard: Fn<{ p_dashboard: Uuid; p_included: boolean }, { id: Uuid; in_daily_email: boolean }>;
  set_dashboard_notifications: Fn<{ p_dashboard: Uuid; p_on: boolean }, { id: Uuid; notify: boolean }>;
  set_day_order: Fn<{ p_dashboard: Uuid; p_order: DayOrder }, { id: Uuid; day_order: DayOrder }>;

  get_day_page: Fn<
    {
      p_dashboard: Uuid;
      p_day?: IsoDay | null;
      p_time_zone?: string;
      p_overdue_limit?: number | null;
      p_notes_limit?: number | null;
    } & MarkerFilter &
      AssigneeFilter,
    DayPage
  >;
  /** The day's page for ticking (the whole overdue list, no notes) and the caller's other dashboards. */
  get_select_page: Fn<
    { p_dashboard: Uuid; p_day?: IsoDay | null; p_time_zone?: string } & MarkerFilter & AssigneeFilter,
    DayPage & { dashboards: { id: Uuid; name: string }[] }
  >;
  get_notes_page: Fn<{ p_dashboard: Uuid; p_year?: number | null; p_time_zone?: string } & MarkerFilter, NotesPage>;
  get_calendar_page: Fn<
    {
      p_dashboard: Uuid;
      p_month?: IsoDay | null;
      p_week_start?: number;
      p_time_zone?: string;
      p_per_day?: number | null;
    } & MarkerFilter &
      AssigneeFilter,
    CalendarPage
  >;
  get_objective_page: Fn<{ p_objective: Uuid }, ObjectivePage>;
  get_markers_page: Fn<{ p_dashboard: Uuid }, MarkersPage>;
  get_activity_page: Fn<
    {
      p_dashboard: Uuid;
      p_before?: number | null;
      p_limit?: number;
      /** One person's doings only. */
      p_actor?: Uuid | null;
      /** One kind of change only. */
      p_what?: ActivityWhat | null;
      /** One objective's history only. */
      p_objective?: Uuid | null;
    },
    ActivityPage
  >;
  get_notifications_page: Fn<
    { p_before?: number | null; p_limit?: number; /** The unread ones only. */ p_unread?: boolean },
    NotificationsPage
  >;
  /** Up to p_upto (those that came later stay new), or the one p_id. */
  mark_notifications_read: Fn<{ p_upto?: number | null; p_id?: number | null }, { marked: number }>;
  get_settings_page: Fn<{ p_dashboard: Uuid }, SettingsPage>;
  /** The dashboard as a file's text (built by the database), with its name for the file's. */
  search_dashboard: Fn<{ p_dashboard: Uuid; p_query?: string; p_limit?: number } & SearchSigns, SearchPage>;
  search_my_dashboards: Fn<{ p_query?: string; p_limit?: number } & SearchSigns, SearchEverywherePage>;
  get_today_page: Fn<
    {
      p_time_zone?: string;
      /** Only the objectives assigned to the caller ("Assigned to me"). */
      p_mine?: boolean;
      p_per_day?: number;
      p_overdue_limit?: number;
    },
    TodayPage
  >;
  get_upcoming_page: Fn<
    {
      p_time_zone?: string;
      /** The first day (tomorrow when absent) and how many. */
      p_from?: IsoDay | null;
      p_days?: number;
      /** Only the objectives assigned to the caller ("Assigned to me"). */
      p_mine?: boolean;
      p_per_day?: number;
      /** The overdue ones listed (the first week only), of overdue_count. */
      p_overdue_limit?: number;
    },
    UpcomingPage
  >;
  export_dashboard: Fn<
    { p_dashboard: Uuid; p_format?: ExportFormat },
    { name: string; body: string; /** The caller's own zone, null when unset. */ time_zone: string | null }
  >;
  /** A file's rows added all or none (decision 029); answers how many of each were added. */
  import_into_dashboard: Fn<
    {
      p_dashboard: Uuid;
      p_filters?: { name: string; color?: string }[];
      p_objectives?: ImportObjective[];
      p_notes?: ImportNote[];
      p_request_id?: Uuid | null;
    },
    { objectives: number; notes: number; filters: number }
  >;
  /** A new calendar link for the caller; their link before stops. */
  create_calendar_feed: Fn<{ p_dashboard: Uuid }, { token: string; created_at: Timestamp }>;
  revoke_calendar_feed: Fn<{ p_dashboard: Uuid }, { revoked: number }>;
  /** For whoever holds the link (no session needed). */
  get_calendar_feed: Fn<{ p_token: string }, CalendarFeed>;
  /** The dashboard's public link (admins): the live one, or with p_replace a new one. */
  create_share_link: Fn<{ p_dashboard: Uuid; p_replace?: boolean }, { token: string; created_at: Timestamp }>;
  revoke_share_link: Fn<{ p_dashboard: Uuid }, { revoked: number }>;
  /** For whoever holds the link (no session needed): days of objectives, read-only. */
  get_shared_days: Fn<
    { p_token: string; p_from?: IsoDay | null; p_time_zone?: string; p_days?: number; p_per_day?: number },
    SharedDays
  >;
  /** Whether the caller may open the dashboard's live connection (a member). */
  watch_dashboard: Fn<{ p_dashboard: Uuid }, { dashboard_id: Uuid; user_id: Uuid }>;

  add_objective: Fn<
    {
      p_dashboard: Uuid;
      p_day: IsoDay;
      p_title: string;
      p_marker_ids?: Uuid[];
      p_marker_names?: string[];
      p_request_id?: Uuid | null;
      /** A rule of REPEATS, or "none" / null for none. */
      p_repeat?: Repeat | "none" | null;
      /** Its interval, 1 to 99 (1 for weekdays). */
      p_repeat_every?: number;
      /** 1 (urgent) to 3, or 4 for none (the default). */
      p_priority?: Priority;
      /** A member's id; or p_assignee_name, a name quick add's "+name" gave. */
      p_assignee?: Uuid | null;
      p_assignee_name?: string | null;
      /** The rule counts from the day it is marked done ("every!"), not from its day. */
      p_repeat_from_done?: boolean;
    },
    Objective & AssignmentNotice
  >;
  /** Done, a repeating objective adds its next one; p_time_zone names today (decision 028). */
  set_objective_done: Fn<
    /** `p_week_start`: the language's first day of the week, unless the caller saved one. */
    { p_objective: Uuid; p_done: boolean; p_time_zone?: string; p_week_start?: number },
    /** `goal`, `week_goal`: the caller's daily and weekly goals, when this completion met them (decision 055). */
    Objective & { next?: { id: Uuid; day: IsoDay }; goal?: number; week_goal?: number }
  >;
  /** Done without its next one (a series ends); `batch` is what undo_objectives takes to open it
   * again with its rule (the first call's again for a double submit; absent when it did not repeat). */
  complete_objective_forever: Fn<
    { p_objective: Uuid; p_time_zone?: string; p_week_start?: number },
    Objective & { batch?: Uuid; goal?: number; week_goal?: number }
  >;
  /** A null argument keeps what is there; p_repeat "none" ends the rule. */
  update_objective: Fn<
    {
      p_objective: Uuid;
      p_title?: string | null;
      p_day?: IsoDay | null;
      p_marker_ids?: Uuid[] | null;
      p_repeat?: Repeat | "none" | null;
      p_repeat_every?: number | null;
      /** Plain text; "" clears it. */
      p_description?: string | null;
      p_priority?: Priority | null;
      /** A member's id, or "none" for nobody. */
      p_assignee?: Uuid | "none" | null;
      /** Another of the caller's dashboards to move it to (decision 039). */
      p_dashboard?: Uuid | null;
      /** Whether the rule counts from the day it is marked done. */
      p_repeat_from_done?: boolean | null;
    },
    /**
     * `dashboard`: where it is now; after a move, `moved_to` names it, `unassigned` says its
     * assignee stayed behind (not a member there), and `batch` is what undo_objectives takes.
     */
    Objective & AssignmentNotice & { dashboard: Uuid; moved_to?: string; unassigned?: boolean; batch?: Uuid }
  >;
  reorder_objective: Fn<{ p_objective: Uuid; p_index: number }, { id: Uuid; day: IsoDay; index: number }>;
  delete_objective: Fn<{ p_objective: Uuid }, Objective>;
  restore_objective: Fn<{ p_objective: Uuid }, Objective>;
  duplicate_objective: Fn<{ p_objective: Uuid; p_request_id?: Uuid }, Objective>;
  add_comment: Fn<{ p_objective: Uuid; p_body: string; p_request_id?: Uuid }, CommentAnswer>;
  delete_comment: Fn<{ p_comment: Uuid }, CommentAnswer>;
  save_search: Fn<
    { p_query: string; p_name?: string | null; p_dashboard?: Uuid | null },
    SavedSearch & { dashboard_id: Uuid | null }
  >;
  delete_saved_search: Fn<{ p_id: Uuid }, { id: Uuid; name: string }>;
  edit_comment: Fn<{ p_comment: Uuid; p_body: string }, CommentAnswer>;
  add_checklist_item: Fn<{ p_objective: Uuid; p_title: string; p_request_id?: Uuid }, ChecklistItemAnswer>;
  /** A pasted list's lines as steps, at the end: all or none. */
  add_checklist_items: Fn<
    { p_objective: Uuid; p_titles: string[]; p_request_id?: Uuid },
    { objective_id: Uuid; dashboard_id: Uuid; added: number }
  >;
  set_checklist_item_done: Fn<{ p_item: Uuid; p_done: boolean }, ChecklistItemAnswer>;
  rename_checklist_item: Fn<{ p_item: Uuid; p_title: string }, ChecklistItemAnswer>;
  delete_checklist_item: Fn<{ p_item: Uuid }, ChecklistItemAnswer>;
  restore_checklist_item: Fn<{ p_item: Uuid }, ChecklistItemAnswer>;
  move_checklist_item: Fn<{ p_item: Uuid; p_position: number }, ChecklistItemAnswer>;
  /** The objective the step became, right below its own; `item` names the step (its Undo: restore_checklist_item). */
  checklist_item_to_objective: Fn<{ p_item: Uuid; p_request_id?: Uuid }, Objective & { dashboard: Uuid; item: Uuid }>;
  move_overdue_to_today: Fn<
    /** The day view's filter: "Move all" moves what the list shows. */
    /** `p_day`: where they go, today or later ("Reschedule"); today when left out. */
    { p_dashboard: Uuid; p_time_zone?: string; p_objective?: Uuid | null; p_day?: IsoDay | null } & MarkerFilter &
      AssigneeFilter,
    /** `move` names the move for undo_move; null when nothing moved. */
    { moved: number; day: IsoDay; move: Uuid | null }
  >;
  /** /upcoming's "Reschedule": every dashboard's overdue (the caller's own only with `p_mine`) to `p_day`, as one move. */
  move_overdue_everywhere: Fn<
    { p_time_zone?: string; p_day?: IsoDay | null; p_mine?: boolean },
    { moved: number; day: IsoDay; move: Uuid | null; dashboards: Uuid[] }
  >;
  undo_move: Fn<{ p_move: Uuid }, { back: number; day: IsoDay }>;

  // Several at once (decision 062): the dashboard's objectives among those named; others are left out.
  /** `batch` names the change for undo_objectives; null when none was open. */
  complete_objectives: Fn<
    { p_dashboard: Uuid; p_objectives: Uuid[]; p_time_zone?: string; p_week_start?: number },
    { done: number; batch: Uuid | null; goal?: number; week_goal?: number }
  >;
  delete_objectives: Fn<{ p_dashboard: Uuid; p_objectives: Uuid[] }, { deleted: number; batch: Uuid }>;
  /** Reopens those still done, restores those still deleted, gives back earlier priorities or
   * assignees, or brings back those moved to another dashboard (`moved_from`). */
  undo_objectives: Fn<
    { p_batch: Uuid },
    {
      back: number;
      kind: "done" | "delete" | "priority" | "assign" | "dashboard" | "forever";
      dashboard: Uuid;
      moved_from?: Uuid;
    }
  >;
  /** `dashboard` is where they went; `unassigned`: how many left their assignee behind. */
  move_objectives_to_dashboard: Fn<
    { p_dashboard: Uuid; p_objectives: Uuid[]; p_to: Uuid },
    { moved: number; unassigned: number; batch: Uuid; dashboard: Uuid; name: string }
  >;
  /** `move` names the move for undo_move; null when all were on the day already. */
  move_objectives: Fn<
    { p_dashboard: Uuid; p_objectives: Uuid[]; p_day: IsoDay },
    { moved: number; day: IsoDay; move: Uuid | null }
  >;
  set_objectives_priority: Fn<
    { p_dashboard: Uuid; p_objectives: Uuid[]; p_priority: number },
    { changed: number; priority: number; batch: Uuid | null }
  >;
  /** `p_assignee` null: nobody. `titles`: the first ten changed, `day` the first one's; `notify`: the one email to send. */
  assign_objectives: Fn<
    { p_dashboard: Uuid; p_objectives: Uuid[]; p_assignee: Uuid | null },
    {
      changed: number;
      assignee: Uuid | null;
      titles: string[];
      name: string | null;
      day: IsoDay | null;
      batch: Uuid | null;
    } & AssignmentNotice
  >;

  add_note: Fn<
    {
      p_dashboard: Uuid;
      p_year: number;
      p_title: string;
      p_body?: string;
      p_marker_ids?: Uuid[];
      p_request_id?: Uuid | null;
    },
    Note
  >;
  update_note: Fn<{ p_note: Uuid; p_title: string; p_body?: string | null; p_marker_ids?: Uuid[] | null }, Note>;
  delete_note: Fn<{ p_note: Uuid }, { id: Uuid; year: number }>;
  restore_note: Fn<{ p_note: Uuid }, Note>;

  add_marker: Fn<{ p_dashboard: Uuid; p_name: string; p_color: string; p_request_id?: Uuid | null }, Marker>;
  update_marker: Fn<{ p_marker: Uuid; p_name: string; p_color: string }, Marker>;
  delete_marker: Fn<{ p_marker: Uuid }, { id: Uuid; name: string }>;

  invite_members: Fn<
    { p_dashboard: Uuid; p_emails: string[]; p_role?: InvitationRole; p_request_id?: Uuid | null },
    InviteResult
  >;
  resend_invitation: Fn<
    { p_invitation: Uuid },
    { id: Uuid; email: string; role: InvitationRole; token: string; dashboard_name: string }
  >;
  revoke_invitation: Fn<{ p_invitation: Uuid }, { id: Uuid; email: string }>;
  set_invitation_role: Fn<
    { p_invitation: Uuid; p_role: InvitationRole },
    { id: Uuid; email: string; role: InvitationRole; dashboard: Uuid }
  >;
  get_invitation: Fn<{ p_token: string }, InvitationPreview>;
  accept_invitation: Fn<{ p_invitation: Uuid }, { dashboard_id: Uuid; dashboard_name: string }>;
  decline_invitation: Fn<{ p_invitation: Uuid }, { id: Uuid; dashboard_id: Uuid; dashboard_name: string }>;
  remove_member: Fn<{ p_dashboard: Uuid; p_user: Uuid }, { dashboard_id: Uuid; user_id: Uuid }>;
  set_member_role: Fn<
    { p_dashboard: Uuid; p_user: Uuid; p_role: InvitationRole },
    { dashboard_id: Uuid; user_id: Uuid; role: Role }
  >;
  make_admin: Fn<{ p_dashboard: Uuid; p_user: Uuid }, { dashboard_id: Uuid; admin: Uuid }>;
  leave_dashboard: Fn<{ p_dashboard: Uuid }, { dashboard_id: Uuid }>;

  get_billing_page: Fn<Record<never, never>, BillingPage>;

  create_support_ticket: Fn<
    {
      p_email: string;
      p_subject: string;
      p_message: string;
      p_locale?: string | null;
      p_client_key?: string | null;
      p_request_id?: Uuid | null;
    },
    { number: number; email: string; created: boolean }
  >;
}

export type ApiFunction = keyof DataApi;
export type ApiArgs<F extends ApiFunction> = DataApi[F]["args"];
export type ApiData<F extends ApiFunction> = DataApi[F]["result"];

/** An argument's name, with "?" when it may be left out (the SQL gives it a default). */
type Marked<A> = { [K in keyof A & string]-?: object extends Pick<A, K> ? `${K}?` : K }[keyof A & string];
type Unmarked<S> = S extends `${infer Name}?` ? Name : S;

/**
 * Every function's arguments at run time, "?" marking those with a default: the test
 * compares them with pg_proc. The types make this list and the map above agree.
 */
export const API_ARGUMENTS = {
  get_my_profile: [],
  update_my_profile: ["p_display_name?", "p_time_zone?", "p_locale?", "p_week_start?"],
  get_account_page: [],
  update_my_daily_email: ["p_hour?", "p_time_zone?", "p_locale?", "p_weekdays?"],
  turn_off_daily_email: ["p_token"],
  set_assignment_emails: ["p_on"],
  set_notification_reasons: ["p_on"],
  get_productivity_page: ["p_time_zone?", "p_week_start?"],
  delete_my_account: ["p_email"],
  export_my_data: [],
  set_productivity_goals: ["p_daily", "p_weekly", "p_days_off?"],
  set_productivity_vacation: ["p_on", "p_time_zone?"],
  update_my_appearance: ["p_primary?", "p_neutral?", "p_mode?"],
  get_my_appearance: [],
  get_dashboards_page: ["p_time_zone?"],
  create_dashboard: ["p_name", "p_request_id?"],
  rename_dashboard: ["p_dashboard", "p_name"],
  delete_dashboard: ["p_dashboard"],
  duplicate_dashboard: ["p_dashboard", "p_name", "p_start?", "p_request_id?"],
  set_show_done: ["p_dashboard", "p_show_done"],
  set_dashboard_favorite: ["p_dashboard", "p_favorite"],
  move_dashboard: ["p_dashboard", "p_index"],
  set_dashboard_archived: ["p_dashboard", "p_archived"],
  set_daily_email_dashboard: ["p_dashboard", "p_included"],
  set_dashboard_notifications: ["p_dashboard", "p_on"],
  set_day_order: ["p_dashboard", "p_order"],
  get_day_page: [
    "p_dashboard",
    "p_day?",
    "p_time_zone?",
    "p_markers?",
    "p_overdue_limit?",
    "p_notes_limit?",
    "p_assignee?",
    "p_unassigned?",
  ],
  get_select_page: ["p_dashboard", "p_day?", "p_time_zone?", "p_markers?", "p_assignee?", "p_unassigned?"],
  get_notes_page: ["p_dashboard", "p_year?", "p_time_zone?", "p_markers?"],
  get_calendar_page: [
    "p_dashboard",
    "p_month?",
    "p_week_start?",
    "p_time_zone?",
    "p_markers?",
    "p_per_day?",
    "p_assignee?",
    "p_unassigned?",
  ],
  get_objective_page: ["p_objective"],
  get_markers_page: ["p_dashboard"],
  get_activity_page: ["p_dashboard", "p_before?", "p_limit?", "p_actor?", "p_what?", "p_objective?"],
  get_notifications_page: ["p_before?", "p_limit?", "p_unread?"],
  mark_notifications_read: ["p_upto?", "p_id?"],
  get_settings_page: ["p_dashboard"],
  search_dashboard: [
    "p_dashboard",
    "p_query?",
    "p_limit?",
    "p_markers?",
    "p_priority?",
    "p_mine?",
    "p_assignee?",
    "p_days?",
    "p_time_zone?",
    "p_repeating?",
  ],
  search_my_dashboards: [
    "p_query?",
    "p_limit?",
    "p_markers?",
    "p_priority?",
    "p_mine?",
    "p_assignee?",
    "p_days?",
    "p_time_zone?",
    "p_repeating?",
  ],
  get_today_page: ["p_time_zone?", "p_mine?", "p_per_day?", "p_overdue_limit?"],
  get_upcoming_page: ["p_time_zone?", "p_from?", "p_days?", "p_mine?", "p_per_day?", "p_overdue_limit?"],
  export_dashboard: ["p_dashboard", "p_format?"],
  import_into_dashboard: ["p_dashboard", "p_filters?", "p_objectives?", "p_notes?", "p_request_id?"],
  create_calendar_feed: ["p_dashboard"],
  revoke_calendar_feed: ["p_dashboard"],
  get_calendar_feed: ["p_token"],
  create_share_link: ["p_dashboard", "p_replace?"],
  revoke_share_link: ["p_dashboard"],
  get_shared_days: ["p_token", "p_from?", "p_time_zone?", "p_days?", "p_per_day?"],
  add_objective: [
    "p_dashboard",
    "p_day",
    "p_title",
    "p_marker_ids?",
    "p_marker_names?",
    "p_request_id?",
    "p_repeat?",
    "p_repeat_every?",
    "p_priority?",
    "p_assignee?",
    "p_assignee_name?",
    "p_repeat_from_done?",
  ],
  set_objective_done: ["p_objective", "p_done", "p_time_zone?", "p_week_start?"],
  complete_objective_forever: ["p_objective", "p_time_zone?", "p_week_start?"],
  update_objective: [
    "p_objective",
    "p_title?",
    "p_day?",
    "p_marker_ids?",
    "p_repeat?",
    "p_repeat_every?",
    "p_description?",
    "p_priority?",
    "p_assignee?",
    "p_dashboard?",
    "p_repeat_from_done?",
  ],
  reorder_objective: ["p_objective", "p_index"],
  delete_objective: ["p_objective"],
  restore_objective: ["p_objective"],
  duplicate_objective: ["p_objective", "p_request_id?"],
  add_comment: ["p_objective", "p_body", "p_request_id?"],
  delete_comment: ["p_comment"],
  save_search: ["p_query", "p_name?", "p_dashboard?"],
  delete_saved_search: ["p_id"],
  edit_comment: ["p_comment", "p_body"],
  add_checklist_item: ["p_objective", "p_title", "p_request_id?"],
  add_checklist_items: ["p_objective", "p_titles", "p_request_id?"],
  set_checklist_item_done: ["p_item", "p_done"],
  rename_checklist_item: ["p_item", "p_title"],
  delete_checklist_item: ["p_item"],
  restore_checklist_item: ["p_item"],
  move_checklist_item: ["p_item", "p_position"],
  checklist_item_to_objective: ["p_item", "p_request_id?"],
  move_overdue_to_today: [
    "p_dashboard",
    "p_time_zone?",
    "p_objective?",
    "p_markers?",
    "p_assignee?",
    "p_unassigned?",
    "p_day?",
  ],
  move_overdue_everywhere: ["p_time_zone?", "p_day?", "p_mine?"],
  undo_move: ["p_move"],
  complete_objectives: ["p_dashboard", "p_objectives", "p_time_zone?", "p_week_start?"],
  delete_objectives: ["p_dashboard", "p_objectives"],
  undo_objectives: ["p_batch"],
  move_objectives: ["p_dashboard", "p_objectives", "p_day"],
  set_objectives_priority: ["p_dashboard", "p_objectives", "p_priority"],
  assign_objectives: ["p_dashboard", "p_objectives", "p_assignee"],
  move_objectives_to_dashboard: ["p_dashboard", "p_objectives", "p_to"],
  add_note: ["p_dashboard", "p_year", "p_title", "p_body?", "p_marker_ids?", "p_request_id?"],
  update_note: ["p_note", "p_title", "p_body?", "p_marker_ids?"],
  delete_note: ["p_note"],
  restore_note: ["p_note"],
  add_marker: ["p_dashboard", "p_name", "p_color", "p_request_id?"],
  update_marker: ["p_marker", "p_name", "p_color"],
  delete_marker: ["p_marker"],
  invite_members: ["p_dashboard", "p_emails", "p_role?", "p_request_id?"],
  resend_invitation: ["p_invitation"],
  revoke_invitation: ["p_invitation"],
  set_invitation_role: ["p_invitation", "p_role"],
  get_invitation: ["p_token"],
  accept_invitation: ["p_invitation"],
  decline_invitation: ["p_invitation"],
  watch_dashboard: ["p_dashboard"],
  remove_member: ["p_dashboard", "p_user"],
  set_member_role: ["p_dashboard", "p_user", "p_role"],
  make_admin: ["p_dashboard", "p_user"],
  leave_dashboard: ["p_dashboard"],
  get_billing_page: [],
  create_support_ticket: ["p_email", "p_subject", "p_message", "p_locale?", "p_client_key?", "p_request_id?"],
} as const satisfies { [F in ApiFunction]: readonly Marked<ApiArgs<F>>[] };

// Compile-time: no argument of the map above is missing from the list.
type Unlisted = {
  [F in ApiFunction]: Exclude<keyof ApiArgs<F>, Unmarked<(typeof API_ARGUMENTS)[F][number]>>;
}[ApiFunction];
export const EVERY_ARGUMENT_LISTED: [Unlisted] extends [never] ? true : Unlisted = true;
