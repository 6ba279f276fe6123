/**
 * What the database functions answer with and take, thing by thing: objectives, notes,
 * filters, members, invitations, plans, the activity, notifications, files.
 */

import type { Repeat } from "../repeat";

export type Uuid = string;
/** A calendar day, "YYYY-MM-DD". */
export type IsoDay = string;
/** A moment, ISO 8601. */
export type Timestamp = string;
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
  /** The series' last day ('YYYY-MM-DD'), with a rule. */
  repeat_until?: IsoDay | null;
  /** The day it must be done by ('YYYY-MM-DD'); left out on one that goes on repeating. */
  deadline?: IsoDay | null;
  /** A time of its day, "HH:MM" (decision 093). */
  at?: string | null;
  /** How long it takes from `at`, in minutes, 1 to 1,440 (decision 095). */
  minutes?: number | null;
  filters?: string[];
  /** This planner's JSON export: what members wrote about it, oldest first. */
  comments?: ImportComment[];
  /** This planner's JSON export: its steps in order (decision 045). */
  checklist?: { title: string; done?: boolean }[];
}

/**
 * An objective of a template of one's own (decision 092), as saved: its day as days after the
 * template's first, a weekly rule's weekdays (`on`), and its deadline and series' end as days
 * after its own day. Filters and steps by name.
 */
export interface SavedTemplateRow {
  day: number;
  on?: number[];
  title: string;
  description?: string;
  priority: Priority;
  repeat?: Repeat;
  repeat_every?: number;
  repeat_from_done?: boolean;
  repeat_until?: number;
  deadline?: number;
  /** A time of its day, "HH:MM" (decision 093). */
  at?: string;
  /** How long it takes from `at`, in minutes (decision 095). */
  minutes?: number;
  filters: string[];
  steps: string[];
}

/** A template of one's own as its card shows it. */
export interface SavedTemplateCard {
  id: Uuid;
  name: string;
  /** The dashboard it was saved from, as it was called then. */
  source: string;
  created_at: Timestamp;
  objectives: number;
  repeating: number;
  /** Its last objective's day, in days after its first. */
  last_day: number;
}

/** A template of one's own, whole. */
export interface SavedTemplate extends SavedTemplateCard {
  filters: { name: string; color: string }[];
  rows: SavedTemplateRow[];
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

/** The theme as shown: a premium colour falls back to the default when the plan ends. */
export interface Appearance {
  primary: string;
  neutral: string;
  mode: "system" | "light" | "dark";
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
  /** Pages: the series' last day, when it has one. */
  until?: IsoDay;
  /** The day it must be done by (never with a rule): pages carry it when set, changes' answers as null (decision 072). */
  deadline?: IsoDay | null;
  /** A time of its day, "HH:MM": pages carry it when set, changes' answers as null (decision 093). */
  at?: string | null;
  /** How long it takes from its time, in minutes: pages carry it when set, changes' answers as null (decision 095). */
  minutes?: number | null;
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
  /** Changes' answers and the edit page: the series' last day, or null. */
  repeat_until?: IsoDay | null;
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
  /** This member's own colour for it, one of the filters' palette (decision 088). */
  color: string;
  /** How this member sees a day of it: its list or its hours (decision 098). */
  day_layout: DayLayout;
}

export const DAY_ORDERS = ["manual", "priority"] as const;
export type DayOrder = (typeof DAY_ORDERS)[number];

/** How a member sees a day of a dashboard: its list, or its hours (decision 098). */
export const DAY_LAYOUTS = ["list", "hours"] as const;
export type DayLayout = (typeof DAY_LAYOUTS)[number];

export interface DashboardSummary {
  id: Uuid;
  name: string;
  role: Role;
  /** The caller's favorite: first in their lists (decision 053). */
  favorite: boolean;
  /** The caller's own colour for it (decision 088). */
  color: string;
  members: number;
  /** Today's objectives, not done and done. */
  open_today: number;
  done_today: number;
  /** Today's objectives not done that are assigned to the caller (decision 037). */
  mine_today: number;
  /** Objectives of earlier days not done. */
  overdue: number;
  /** Open objectives whose deadline is today or has passed, on any day (decision 072). */
  due: number;
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

export interface InvitationBase {
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

/** A dashboard's public link on its settings page: admins get the token. */
export interface ShareLink {
  token?: string;
  created_at: Timestamp;
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
  /** Its reactions, in REACTIONS' order, only those someone chose (decision 079). */
  reactions: CommentReaction[];
}

/** The six answers to a comment (decision 079), in the order they are offered and shown. */
export const REACTIONS = ["thumbs_up", "heart", "party", "laugh", "eyes", "check"] as const;
export type Reaction = (typeof REACTIONS)[number];

/** One emoji's reactions to a comment: how many, whether the reader is among them, who (members only, first first). */
export interface CommentReaction {
  reaction: Reaction;
  count: number;
  mine: boolean;
  names: string[];
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
  | "made_editor"
  | "deadline_set"
  | "deadline_set_many"
  | "deadline_cleared"
  | "deadline_cleared_many"
  | "time_set"
  | "time_set_many"
  | "time_cleared"
  | "time_cleared_many";

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
   * {year} notes; {assignee, name?} assigned and unassigned (whom, by their name then); {to} deadline_set;
   * {to: "HH:MM", minutes?} time_set (decisions 093, 095); {count, to?} for `_many`.
   */
  detail: {
    day?: IsoDay;
    from?: string;
    to?: IsoDay;
    minutes?: number;
    comment?: Uuid;
    year?: number;
    assignee?: Uuid;
    name?: string;
    count?: number;
  };
  /** The objective or note is still on this dashboard (its title links to it). */
  exists?: boolean;
}

/** Why a notification reached its member (decision 052), in the order they are weighed. */
export const NOTIFICATION_WHYS = ["mentioned", "assigned", "commented", "created", "admin", "role"] as const;
export type NotificationWhy = (typeof NOTIFICATION_WHYS)[number];

/** An activity entry that concerns the caller, with its dashboard. */
export interface Notification {
  id: number;
  why: NotificationWhy;
  read: boolean;
  /** With the reader's colour for it (decision 088); none once they have left it. */
  dashboard: { id: Uuid; name: string; color?: string };
  /** As the activity page tells it (no `note`: notes notify nobody). */
  entry: ActivityEntry;
}

/** A person's goals for completed objectives (decision 055). */
export interface ProductivityGoals {
  daily: number;
  weekly: number;
  /** ISO weekdays (1 Monday … 7 Sunday) that neither break nor extend the daily streak. */
  days_off: number[];
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
