/**
 * The app's side of every limit: lengths, counts and durations. The database holds the
 * same numbers and decides (supabase/migrations); the forms use these for their HTML
 * constraints and early messages, and the messages take their numbers from the error that
 * carries them. supabase/tests/limits.test.ts checks that both sides agree. What each plan
 * allows (dashboards, members, filters) is data in the database (`plan_limits`).
 */
export const LIMITS = {
  /** An objective's title. */
  objectiveTitle: 500,
  /** The quick-add line: a title plus the dates and #filters taken out of it. */
  quickAdd: 600,
  /** An objective's description (decision 031), and the first line its rows show. */
  objectiveDescription: 5000,
  /** A comment on an objective (decision 044). */
  commentBody: 2000,
  /** Comments on one objective (add_comment's limit; an import keeps the first so many). */
  objectiveComments: 500,
  /** A step of an objective's checklist (decision 045). */
  checklistItem: 500,
  /** Steps on one objective's checklist. */
  checklistItems: 100,
  /** Comments one imported file brings, in all. */
  importComments: 10000,
  noteTitle: 200,
  noteBody: 20_000,
  /** A note's year. */
  yearMin: 1900,
  yearMax: 9999,
  /** A dashboard's name. */
  dashboardName: 100,
  /** A search's query (at most ten of its words count). */
  searchQuery: 200,
  /** A saved search's name (decision 027). */
  savedSearchName: 60,
  /** Searches one person may save. */
  savedSearches: 30,
  /** A filter's (marker's) name. */
  markerName: 40,
  /** A person's display name. */
  displayName: 100,
  /** An email address (RFC 5321). */
  email: 254,
  /** Addresses in one "Invite people" submit. */
  invitesPerSubmit: 20,
  /** How long an invitation's link works. */
  invitationDays: 14,
  /** Objectives a calendar cell shows before "+N more". */
  calendarPerDay: 3,
  /** Days a public link shows at a time, and objectives of each day (decision 030). */
  sharedDays: 7,
  sharedPerDay: 50,
  /** …and one day shown whole ("Show them all"): get_shared_days's own upper bound. */
  sharedWholeDay: 500,
  /** Overdue objectives the day view shows before "Show all" (decision 013). */
  overduePreview: 10,
  /** Today's objectives /today shows of each dashboard before "N more" (decision 038). */
  todayPerDashboard: 30,
  /** /upcoming: how many days it shows at once, and each day's rows before "N more". */
  upcomingDays: 7,
  upcomingPerDay: 50,
  /** The year's notes the day view shows before "All notes" (decision 013). */
  notesPreview: 5,
  /** Dashboards one person belongs to. */
  dashboardsPerPerson: 200,
  /** Open (not done) objectives and notes of one dashboard (for every plan). */
  openObjectivesPerDashboard: 5000,
  notesPerDashboard: 5000,
  /** Objectives, and notes, one imported file may bring (decision 029), and its size. */
  importRows: 2000,
  importBytes: 5_000_000,
  /** Passwords: `[auth] minimum_password_length` in supabase/config.toml; bcrypt reads 72 bytes. */
  passwordMin: 8,
  passwordMax: 72,
  /** Digits of an emailed sign-in code (`[auth.email] otp_length`). */
  otpLength: 6,
} as const;
