/** The JSON of each page's one call (`loadPage`): what a screen shows, read at once. */

import type { Language } from "../i18n";
import type {
  ActivityEntry,
  Appearance,
  ChecklistItem,
  DashboardInfo,
  DashboardSummary,
  IsoDay,
  Marker,
  MarkerUse,
  Member,
  MemberName,
  Note,
  Notification,
  NotificationWhy,
  Objective,
  ObjectiveComment,
  PendingInvitation,
  Plan,
  PlanLimits,
  Priority,
  ProductivityGoals,
  Profile,
  ShareLink,
  SubscriptionStatus,
  Timestamp,
  Uuid,
  Vacation,
  WaitingInvitation,
} from "./records";

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
  /** The authenticator apps that sign them in (verified TOTP factors), oldest first (decision 077). */
  two_step: { id: Uuid; name: string; created_at: Timestamp }[];
  /** Whether the account has a password to change (decision 078); none yet for one from Google or an invitation. */
  has_password: boolean;
  /** The devices signed in (Auth's sessions), the most recently active first, at most 50 (decision 081). */
  devices: Device[];
  /** Whether a sign-in on a device the account has not used lately is emailed to them (decision 082). */
  sign_in_alerts: boolean;
  /** Their recovery codes: how many are left unused, and when the set was made; null when none (decision 083). */
  recovery_codes: { left: number; created_at: Timestamp } | null;
  /** Their calendar link to all their dashboards: when it was made, never its token; null when none (decision 085). */
  calendar_feed: { created_at: Timestamp } | null;
  /** What that link shows (decision 087): the dashboards left out, and whether others' objectives are. */
  calendar_choices: { left_out: Uuid[]; only_mine: boolean };
}

/** One of the caller's Auth sessions: the browser Auth recorded ("" when none), and this one marked. */
export interface Device {
  id: Uuid;
  user_agent: string;
  signed_in_at: Timestamp;
  /** Its last token refresh, or its sign-in. */
  active_at: Timestamp;
  current: boolean;
  /** How it signed in, as Auth names it ("password", "oauth", "otp", "magiclink"…); null when unknown. */
  signed_in_with: string | null;
  /** Whether it passed an authenticator's code. */
  two_step: boolean;
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
  /** The reader's own reminders still to go among the day's rows, "HH:MM" by objective, or "YYYY-MM-DDTHH:MM" on a day before its own (decisions 074, 086). */
  reminders: Record<Uuid, string>;
}

/** The day view's own (not the Select page's): the time it is, for the hours' line (decision 098). */
export interface DayView extends DayPage {
  /** The time of day ("14:32") in the zone `today` is taken in. */
  now: string;
}

/** /today: what is due today and overdue on each of the caller's dashboards (decision 038). */
export interface TodayPage {
  today: IsoDay;
  /** The time of day it is ("14:32") in the zone `today` is taken in (decision 097). */
  now: string;
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
  /** The reader's own reminders still to go among today's rows, "HH:MM" by objective, or "YYYY-MM-DDTHH:MM" on a day before its own (decisions 074, 086). */
  reminders: Record<Uuid, string>;
  /** Open objectives planned after today whose deadline is today or has passed, the earliest due first, the first few. */
  due: { id: Uuid; title: string; day: IsoDay; deadline: IsoDay; dashboard: Uuid; name: string; color: string }[];
  /** All of them, also past the few. */
  due_count: number;
}

/** /upcoming: the next days on every dashboard of the caller's, a list a day. */
export interface UpcomingPage {
  today: IsoDay;
  /** The days asked for, first and last. */
  from: IsoDay;
  to: IsoDay;
  /** The month asked for (its first day), its grid `from`–`to`; null for days from a day. */
  month: IsoDay | null;
  /** Only the days with anything, in order. */
  days: UpcomingDay[];
  /** From tomorrow only: the open objectives before today, the oldest first, up to the limit, each naming its dashboard. */
  overdue: (Objective & { dashboard: Uuid })[];
  /** All of them, also past the limit. */
  overdue_count: number;
  /** The open objectives due on the days shown, each day's first few, on their deadline's day (decision 072). */
  deadlines: { id: Uuid; day: IsoDay; title: string; dashboard: Uuid }[];
  /** The shown rows' dashboards' names, by id. */
  dashboards: Record<Uuid, string>;
  /** The reader's own reminders still to go among the days' rows (not the projected ones), as `reminders` above. */
  reminders: Record<Uuid, string>;
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
  /** The caller's own colour for it (decision 088): its sections' and rows' dot. */
  color: string;
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
  /** The caller's own colour for it (decision 088). */
  color: string;
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
  /** The open objectives due in the six weeks, on their deadline's day (each day's first `p_per_day`; decision 072). */
  deadlines: { id: Uuid; day: IsoDay; title: string }[];
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
  /** The caller's live add-by-email address: since when, never its token (decision 075). */
  email_address: { created_at: Timestamp } | null;
  /** The dashboard's live public link, or null when it has none. */
  share: ShareLink | null;
  /** The caller's own time zone, null when unset (then the request's applies). */
  time_zone: string | null;
  /** This dashboard in the caller's daily email (their choice), and whether they get one at all. */
  daily_email: { included: boolean; on: boolean };
  /** Whether this dashboard may notify the caller (their choice, decision 054). */
  notify: boolean;
  /** The caller's last import here while undo_import still takes it (decision 029), or null. */
  last_import: { batch: Uuid; made_at: Timestamp; until: Timestamp; objectives: number; notes: number } | null;
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
  /**
   * Which days, from the caller's today (p_time_zone): open ones before it, today, tomorrow, the
   * next 7; several, comma-separated ("overdue,today"), are any of them.
   */
  p_days?: SearchDays | `${SearchDays},${string}` | null;
  p_time_zone?: string;
  /** Only objectives that carry a repeat rule. */
  p_repeating?: boolean;
  /** Only open objectives with a deadline, the soonest due first (decision 072). */
  p_deadline?: boolean;
  /** None that carries one of these filters, by name ("-#waiting"). */
  p_without?: string[];
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
  /** With the caller's colour for each (decision 088). */
  dashboards: { id: Uuid; name: string; color: string }[];
  markers: Marker[];
  /** The caller's saved searches of all their dashboards, by name. */
  saved: SavedSearch[];
}

/**
 * What a calendar link shows: the dashboard's objectives from a year ago on; or, for one's
 * link to all one's dashboards (decision 085), theirs, each row naming its dashboard.
 */
export interface CalendarFeed {
  /** The dashboard of a dashboard's link; null for one's link to all of them. */
  dashboard: { id: Uuid; name: string } | null;
  /** One's link to all: the dashboards' names by id (those not archived). */
  dashboards?: Record<Uuid, string>;
  /** The link's owner's language, for the words the feed adds; null when they have not chosen one. */
  locale?: Language | null;
  objectives: {
    id: Uuid;
    /** One's link to all: its dashboard. */
    dashboard?: Uuid;
    day: IsoDay;
    title: string;
    description: string;
    priority: Priority;
    done: boolean;
    /** The day it must be done by, or null (decision 072). */
    deadline?: IsoDay | null;
    /** Its time of day, "HH:MM", or null (decision 093). */
    at?: string | null;
    /** How long it takes from that time, in minutes, or null (decision 095). */
    minutes?: number | null;
    /** Who does it, by name (never an email: anyone with the link reads it); null for nobody. */
    assignee?: string | null;
    filters: string[];
    updated_at: Timestamp;
  }[];
  /** The days open repeating objectives come back on, over the next 90 days (decision 033). */
  upcoming: {
    id: Uuid;
    dashboard?: Uuid;
    day: IsoDay;
    title: string;
    description: string;
    priority: Priority;
    /** Its time of day, "HH:MM", or null (decision 093). */
    at?: string | null;
    /** How long it takes from that time, in minutes, or null (decision 095). */
    minutes?: number | null;
    assignee?: string | null;
    filters: string[];
    updated_at: Timestamp;
  }[];
  /** The link's owner's reminders of open objectives: as the rows' `reminders` (decisions 074, 086). */
  reminders?: Record<Uuid, string>;
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
  /**
   * The caller's own reminder of it (decision 074): the time, of its day or of a day that many
   * before it (decision 086), and when its email went.
   */
  reminder: {
    at: string;
    days_before: number;
    /** Minutes before the objective's time, which it moves with (decision 094); null: a clock time of its own. */
    minutes_before: number | null;
    remind_at: Timestamp;
    sent_at: Timestamp | null;
  } | null;
}

export interface MarkersPage {
  dashboard: DashboardInfo;
  markers: MarkerUse[];
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
  /** With the caller's colour for each (decision 088); null for one they have left. */
  dashboards: { id: Uuid; name: string; color: string | null; done: number }[];
  /** The last 7 days' completions by name, newest first (up to 50), less those reopened since. */
  completed: Completed[];
  vacation: Vacation;
}

/** One completion: an objective by its title then, or (`title` null) several at once. */
export interface Completed {
  /** The day it was completed, in the reader's time zone. */
  day: IsoDay;
  title: string | null;
  count: number;
  /** Its page's objective, while it is on the same dashboard; else null. */
  objective_id: Uuid | null;
  dashboard: { id: Uuid; name: string; color: string };
}
