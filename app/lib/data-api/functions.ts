/**
 * The data API: every database function the app calls (supabase/migrations), with its
 * arguments and the JSON it answers. `rpc` and `loadPage` accept only these names and
 * shapes; supabase/tests/data-api.test.ts compares this map with the functions the
 * migrations define, so a renamed or removed function fails the suite.
 */

import type { Repeat } from "../repeat";
import type {
  ActivityWhat,
  Appearance,
  AssignmentNotice,
  ChecklistItemAnswer,
  CommentAnswer,
  CommentReaction,
  DayLayout,
  DayOrder,
  ExportFormat,
  ImportNote,
  ImportObjective,
  InvitationPreview,
  InvitationRole,
  InviteResult,
  IsoDay,
  Marker,
  Note,
  NotificationWhy,
  Objective,
  Priority,
  ProductivityGoals,
  SavedTemplate,
  SavedTemplateCard,
  Profile,
  Reaction,
  Role,
  Timestamp,
  Uuid,
  Vacation,
} from "./records";
import type {
  AccountPage,
  ActivityPage,
  BillingPage,
  CalendarFeed,
  CalendarPage,
  DashboardsPage,
  DayPage,
  DayView,
  MarkersPage,
  NotesPage,
  NotificationsPage,
  ObjectivePage,
  ProductivityPage,
  SavedSearch,
  SearchEverywherePage,
  SearchPage,
  SearchSigns,
  SettingsPage,
  SharedDays,
  TodayPage,
  UpcomingPage,
} from "./pages";

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
  /** PostgREST's pre-request check (decision 077): every request runs it; nothing calls it by name. */
  check_request: Fn<Record<never, never>, null>;
  /** Turns the daily email on at an hour (0–23), or off (null). */
  update_my_daily_email: Fn<
    { p_hour?: number | null; p_time_zone?: string | null; p_locale?: string | null; p_weekdays?: boolean },
    { hour: number; weekdays: boolean; time_zone: string } | null
  >;
  /** The daily email's "turn off" link (no session needed): whether it turned one off. */
  turn_off_daily_email: Fn<{ p_token: string }, boolean>;
  set_assignment_emails: Fn<{ p_on: boolean }, { assignment_emails: boolean }>;
  set_sign_in_alerts: Fn<{ p_on: boolean }, { sign_in_alerts: boolean }>;
  /** Ten new one-time recovery codes, answered once (decision 083). */
  create_recovery_codes: Fn<Record<never, never>, { codes: string[] }>;
  /** Signs in by a recovery code: two-step is off after. */
  use_recovery_code: Fn<{ p_code: string }, { two_step: false }>;
  set_notification_reasons: Fn<{ p_on: NotificationWhy[] }, { notification_reasons: NotificationWhy[] }>;
  /** Its weeks begin on the caller's saved first day, else `p_week_start` (decision 064). */
  get_productivity_page: Fn<{ p_time_zone?: string; p_week_start?: number }, ProductivityPage>;
  delete_my_account: Fn<{ p_email: string }, { deleted: true }>;
  /** Signs one of the caller's other devices out (decision 081); `ended` is false when it was gone already. */
  end_my_session: Fn<{ p_session: string }, { ended: boolean }>;
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
  /** The dashboard switcher's list: one's dashboards (not archived), favorites first, in one's order. */
  get_dashboard_list: Fn<
    Record<never, never>,
    { id: Uuid; name: string; favorite: boolean; color: string; role: Role }[]
  >;
  create_dashboard: Fn<{ p_name: string; p_request_id?: Uuid | null }, { id: Uuid; name: string }>;
  /** A new dashboard with a template's rows, as an import takes them, all or nothing (decision 091). */
  create_dashboard_from_template: Fn<
    {
      p_name: string;
      p_filters?: { name: string; color?: string }[];
      p_objectives?: ImportObjective[];
      p_notes?: ImportNote[];
      p_request_id?: Uuid | null;
    },
    { id: Uuid; name: string; objectives: number; notes: number; filters: number }
  >;
  /** A dashboard's open objectives (and the done ones, asked) saved as a template of the caller's (decision 092). */
  save_dashboard_as_template: Fn<
    { p_dashboard: Uuid; p_name: string; p_include_done?: boolean; p_request_id?: Uuid | null },
    { id: Uuid; name: string; objectives: number }
  >;
  /** The caller's templates, by name. */
  get_my_templates: Fn<Record<never, never>, SavedTemplateCard[]>;
  /** One of the caller's templates, and the dashboards it may be added to (not those one only views). */
  get_my_template: Fn<
    { p_template: Uuid },
    {
      template: SavedTemplate & { share_token: string | null };
      dashboards: { id: Uuid; name: string; color: string }[];
    }
  >;
  rename_saved_template: Fn<{ p_template: Uuid; p_name: string }, { id: Uuid; name: string }>;
  /** Makes (or ends) the link of one of the caller's templates. */
  share_saved_template: Fn<{ p_template: Uuid; p_on: boolean }, { id: Uuid; name: string; share_token: string | null }>;
  /** A template shared by link: whose (`by`, a display name), `mine` (its id, for its owner). */
  get_shared_template: Fn<
    { p_token: string },
    {
      template: SavedTemplate;
      by: string | null;
      mine: Uuid | null;
      dashboards: { id: Uuid; name: string; color: string }[];
    }
  >;
  /** A copy among the caller's own templates. */
  copy_shared_template: Fn<
    { p_token: string; p_request_id?: Uuid | null },
    { id: Uuid; name: string; objectives: number }
  >;
  delete_saved_template: Fn<{ p_template: Uuid }, { id: Uuid; name: string }>;
  /** Undo of a delete, within the hour. */
  restore_saved_template: Fn<{ p_template: Uuid }, { id: Uuid; name: string }>;
  rename_dashboard: Fn<{ p_dashboard: Uuid; p_name: string }, { id: Uuid; name: string }>;
  delete_dashboard: Fn<{ p_dashboard: Uuid }, { id: Uuid }>;
  /** A dashboard of the caller's own from one they belong to: filters, open objectives, notes. */
  duplicate_dashboard: Fn<
    { p_dashboard: Uuid; p_name: string; p_start?: IsoDay | null; p_request_id?: Uuid | null },
    { id: Uuid; name: string; objectives: number; notes: number; filters: number; shift: number }
  >;
  set_dashboard_favorite: Fn<{ p_dashboard: Uuid; p_favorite: boolean }, { id: Uuid; favorite: boolean }>;
  /** The caller's own colour for one of their dashboards (decision 088). */
  set_dashboard_color: Fn<{ p_dashboard: Uuid; p_color: string }, { id: Uuid; color: string }>;
  move_dashboard: Fn<{ p_dashboard: Uuid; p_index: number }, { id: Uuid; index: number }>;
  set_dashboard_archived: Fn<{ p_dashboard: Uuid; p_archived: boolean }, { id: Uuid; archived_at: Timestamp | null }>;
  set_show_done: Fn<{ p_dashboard: Uuid; p_show_done: boolean }, { id: Uuid; show_done: boolean }>;
  set_daily_email_dashboard: Fn<{ p_dashboard: Uuid; p_included: boolean }, { id: Uuid; in_daily_email: boolean }>;
  set_dashboard_notifications: Fn<{ p_dashboard: Uuid; p_on: boolean }, { id: Uuid; notify: boolean }>;
  set_day_order: Fn<{ p_dashboard: Uuid; p_order: DayOrder }, { id: Uuid; day_order: DayOrder }>;
  /** The caller's layout of a dashboard's day (decision 098). */
  set_day_layout: Fn<{ p_dashboard: Uuid; p_layout: DayLayout }, { id: Uuid; day_layout: DayLayout }>;

  get_day_page: Fn<
    {
      p_dashboard: Uuid;
      p_day?: IsoDay | null;
      p_time_zone?: string;
      p_overdue_limit?: number | null;
      p_notes_limit?: number | null;
    } & MarkerFilter &
      AssigneeFilter,
    DayView
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
      /** A month's six weeks instead (its first day; decision 089): no overdue list. */
      p_month?: IsoDay | null;
      /** The grid's first weekday (1 Monday … 7 Sunday) unless the caller saved one. */
      p_week_start?: number;
      /** A month without p_month: the one the caller's own today is in. */
      p_as_month?: boolean;
    },
    UpcomingPage
  >;
  export_dashboard: Fn<
    { p_dashboard: Uuid; p_format?: ExportFormat },
    { name: string; body: string; /** The caller's own zone, null when unset. */ time_zone: string | null }
  >;
  /** A file's rows added all or none (decision 029); answers how many of each were added, and
   * `batch`, what undo_import takes (null when the file added nothing). */
  import_into_dashboard: Fn<
    {
      p_dashboard: Uuid;
      p_filters?: { name: string; color?: string }[];
      p_objectives?: ImportObjective[];
      p_notes?: ImportNote[];
      p_request_id?: Uuid | null;
    },
    { objectives: number; notes: number; filters: number; batch: Uuid | null }
  >;
  /** The importer, within the hour: what an import added taken away again (decision 029). */
  undo_import: Fn<{ p_batch: Uuid }, { objectives: number; notes: number; filters: number; dashboard: Uuid }>;
  /**
   * The caller's reminder of an objective at "HH:MM" of its day (decision 074), or of a day up
   * to 30 before it (decision 086), or taken off (null).
   */
  set_my_reminder: Fn<
    { p_objective: Uuid; p_at?: string | null; p_time_zone?: string | null; p_days_before?: number },
    { at: string; day: IsoDay; days_before: number; time_zone: string } | null
  >;
  /** …at now plus some minutes, up to the whole minute, on the objective's day or before it ("remind me later"). */
  set_my_reminder_in: Fn<
    { p_objective: Uuid; p_minutes: number; p_time_zone?: string | null },
    { at: string; day: IsoDay; days_before: number; time_zone: string }
  >;
  /** …so many minutes before the objective's time (0: at it), moving with that time (decision 094). */
  set_my_reminder_before: Fn<
    { p_objective: Uuid; p_minutes: number; p_time_zone?: string | null },
    { at: string; day: IsoDay; days_before: number; time_zone: string; minutes_before: number }
  >;
  /** A new calendar link for the caller; their link before stops. */
  create_calendar_feed: Fn<{ p_dashboard: Uuid }, { token: string; created_at: Timestamp }>;
  revoke_calendar_feed: Fn<{ p_dashboard: Uuid }, { revoked: number }>;
  /** For whoever holds the link (no session needed). */
  get_calendar_feed: Fn<{ p_token: string }, CalendarFeed>;
  /** One calendar link for all the caller's dashboards (decision 085): made (its token, shown once), ended, read by whoever holds it. */
  create_account_calendar_feed: Fn<Record<never, never>, { token: string; created_at: Timestamp }>;
  revoke_account_calendar_feed: Fn<Record<never, never>, { revoked: number }>;
  /** What that link shows (decision 087): the caller's dashboards left out, and others' objectives left out or not. */
  set_account_calendar_feed_choices: Fn<
    { p_left_out: Uuid[]; p_only_mine: boolean },
    { left_out: Uuid[]; only_mine: boolean }
  >;
  get_account_calendar_feed: Fn<{ p_token: string }, CalendarFeed>;
  /** A new add-by-email address for the caller (its token, shown once); their address before stops. */
  create_email_address: Fn<{ p_dashboard: Uuid }, { token: string; created_at: Timestamp }>;
  revoke_email_address: Fn<{ p_dashboard: Uuid }, { revoked: number }>;
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
      /** The series' last day, on or after p_day ("until Dec 31"); null: no end. */
      p_repeat_until?: IsoDay | null;
      /** The day it must be done by; refused with a rule (deadline_with_repeat). */
      p_deadline?: IsoDay | null;
      /** A time of its day, "HH:MM" (decision 093); refused otherwise (time_invalid). */
      p_at?: string | null;
      /** How long it takes from p_at, 1 to 1440 minutes (decision 095); never without p_at. */
      p_minutes?: number | null;
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
      /** The series' last day, on or after its day; "none" for no end. */
      p_repeat_until?: IsoDay | "none" | null;
      /** The day it must be done by, "none" for none; refused with a rule (deadline_with_repeat). */
      p_deadline?: IsoDay | "none" | null;
      /** A time of its day, "HH:MM", "none" for none (decision 093). */
      p_at?: string | null;
      /** How long it takes from its time, 1 to 1440 minutes, 0 for none (decision 095). */
      p_minutes?: number | null;
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
  /** On or off for the caller, idempotent (decision 079). */
  set_comment_reaction: Fn<
    { p_comment: Uuid; p_reaction: Reaction; p_on: boolean },
    { comment_id: Uuid; objective_id: Uuid; dashboard_id: Uuid; reactions: CommentReaction[] }
  >;
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
      kind:
        | "done"
        | "delete"
        | "priority"
        | "assign"
        | "deadline"
        | "time"
        | "filters"
        | "reminder"
        | "dashboard"
        | "forever";
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
  /** One time of day ("HH:MM") for the chosen ones, or none (null), with an Undo (decision 093). */
  set_objectives_time: Fn<
    { p_dashboard: Uuid; p_objectives: Uuid[]; p_at: string | null },
    { changed: number; at: string | null; batch: Uuid | null }
  >;
  /** `p_deadline` null takes deadlines away; repeating ones are left out (`repeating`: how many). */
  set_objectives_deadline: Fn<
    { p_dashboard: Uuid; p_objectives: Uuid[]; p_deadline: IsoDay | null },
    { changed: number; repeating: number; deadline: IsoDay | null; batch: Uuid | null }
  >;
  /**
   * The caller's reminder at `p_at` ("HH:MM") on each one's day, or that many days before it
   * (decision 086), or theirs off (null); done and past ones are `skipped`.
   */
  set_my_reminders: Fn<
    { p_dashboard: Uuid; p_objectives: Uuid[]; p_at: string | null; p_time_zone?: string; p_days_before?: number },
    { changed: number; skipped: number; at: string | null; days_before: number; batch: Uuid | null }
  >;
  /** One of the dashboard's filters given to them (`p_add` true) or taken off them; `name` the filter's. */
  set_objectives_filter: Fn<
    { p_dashboard: Uuid; p_objectives: Uuid[]; p_marker: Uuid; p_add: boolean },
    { changed: number; name: string; batch: Uuid | null }
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
  check_request: [],
  get_my_profile: [],
  update_my_profile: ["p_display_name?", "p_time_zone?", "p_locale?", "p_week_start?"],
  get_account_page: [],
  update_my_daily_email: ["p_hour?", "p_time_zone?", "p_locale?", "p_weekdays?"],
  turn_off_daily_email: ["p_token"],
  set_assignment_emails: ["p_on"],
  set_sign_in_alerts: ["p_on"],
  create_recovery_codes: [],
  use_recovery_code: ["p_code"],
  set_notification_reasons: ["p_on"],
  get_productivity_page: ["p_time_zone?", "p_week_start?"],
  delete_my_account: ["p_email"],
  end_my_session: ["p_session"],
  export_my_data: [],
  set_productivity_goals: ["p_daily", "p_weekly", "p_days_off?"],
  set_productivity_vacation: ["p_on", "p_time_zone?"],
  update_my_appearance: ["p_primary?", "p_neutral?", "p_mode?"],
  get_my_appearance: [],
  get_dashboards_page: ["p_time_zone?"],
  get_dashboard_list: [],
  create_dashboard: ["p_name", "p_request_id?"],
  create_dashboard_from_template: ["p_name", "p_filters?", "p_objectives?", "p_notes?", "p_request_id?"],
  save_dashboard_as_template: ["p_dashboard", "p_name", "p_include_done?", "p_request_id?"],
  get_my_templates: [],
  get_my_template: ["p_template"],
  rename_saved_template: ["p_template", "p_name"],
  share_saved_template: ["p_template", "p_on"],
  get_shared_template: ["p_token"],
  copy_shared_template: ["p_token", "p_request_id?"],
  delete_saved_template: ["p_template"],
  restore_saved_template: ["p_template"],
  rename_dashboard: ["p_dashboard", "p_name"],
  delete_dashboard: ["p_dashboard"],
  duplicate_dashboard: ["p_dashboard", "p_name", "p_start?", "p_request_id?"],
  set_show_done: ["p_dashboard", "p_show_done"],
  set_dashboard_favorite: ["p_dashboard", "p_favorite"],
  set_dashboard_color: ["p_dashboard", "p_color"],
  move_dashboard: ["p_dashboard", "p_index"],
  set_dashboard_archived: ["p_dashboard", "p_archived"],
  set_daily_email_dashboard: ["p_dashboard", "p_included"],
  set_dashboard_notifications: ["p_dashboard", "p_on"],
  set_day_order: ["p_dashboard", "p_order"],
  set_day_layout: ["p_dashboard", "p_layout"],
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
    "p_deadline?",
    "p_without?",
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
    "p_deadline?",
    "p_without?",
  ],
  get_today_page: ["p_time_zone?", "p_mine?", "p_per_day?", "p_overdue_limit?"],
  get_upcoming_page: [
    "p_time_zone?",
    "p_from?",
    "p_days?",
    "p_mine?",
    "p_per_day?",
    "p_overdue_limit?",
    "p_month?",
    "p_week_start?",
    "p_as_month?",
  ],
  export_dashboard: ["p_dashboard", "p_format?"],
  import_into_dashboard: ["p_dashboard", "p_filters?", "p_objectives?", "p_notes?", "p_request_id?"],
  create_calendar_feed: ["p_dashboard"],
  revoke_calendar_feed: ["p_dashboard"],
  get_calendar_feed: ["p_token"],
  create_account_calendar_feed: [],
  revoke_account_calendar_feed: [],
  set_account_calendar_feed_choices: ["p_left_out", "p_only_mine"],
  get_account_calendar_feed: ["p_token"],
  create_email_address: ["p_dashboard"],
  revoke_email_address: ["p_dashboard"],
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
    "p_repeat_until?",
    "p_deadline?",
    "p_at?",
    "p_minutes?",
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
    "p_repeat_until?",
    "p_deadline?",
    "p_at?",
    "p_minutes?",
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
  set_comment_reaction: ["p_comment", "p_reaction", "p_on"],
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
  undo_import: ["p_batch"],
  set_my_reminder: ["p_objective", "p_at?", "p_time_zone?", "p_days_before?"],
  set_my_reminder_in: ["p_objective", "p_minutes", "p_time_zone?"],
  set_my_reminder_before: ["p_objective", "p_minutes", "p_time_zone?"],
  move_objectives: ["p_dashboard", "p_objectives", "p_day"],
  set_objectives_priority: ["p_dashboard", "p_objectives", "p_priority"],
  set_objectives_deadline: ["p_dashboard", "p_objectives", "p_deadline"],
  set_objectives_time: ["p_dashboard", "p_objectives", "p_at"],
  set_objectives_filter: ["p_dashboard", "p_objectives", "p_marker", "p_add"],
  set_my_reminders: ["p_dashboard", "p_objectives", "p_at", "p_time_zone?", "p_days_before?"],
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
