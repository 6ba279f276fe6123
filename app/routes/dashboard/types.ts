/** Shapes of the data API's JSON (see supabase/migrations/*_planner_api.sql). */
export interface Marker {
  id: string;
  name: string;
  color: string;
}

export interface Objective {
  id: string;
  day: string;
  title: string;
  done: boolean;
  done_at: string | null;
  markers: string[];
}

export interface Note {
  id: string;
  year: number;
  title: string;
  body: string;
  created_at: string;
  updated_at: string;
  markers: string[];
}

export interface DashboardInfo {
  id: string;
  name: string;
  role: "admin" | "member";
  show_done: boolean;
}

export interface DayPage {
  dashboard: DashboardInfo;
  day: string;
  today: string;
  objectives: Objective[];
  done_hidden: number;
  overdue: Objective[];
  notes: Note[];
  markers: Marker[];
}

export interface Member {
  user_id: string;
  role: "admin" | "member";
  joined_at: string;
  display_name: string | null;
  email: string;
}

/** A pending invitation as its dashboard's admin sees it (see *_sharing.sql). */
export interface PendingInvitation {
  id: string;
  email: string;
  created_at: string;
  expires_at: string;
  invited_by: string | null;
  expired: boolean;
}

export interface SettingsPage {
  dashboard: DashboardInfo;
  /** The caller's user id. */
  me: string;
  members: Member[];
  /** Empty unless the caller is the admin. */
  invitations: PendingInvitation[];
  counts: { objectives: number; notes: number; markers: number };
}

/** What invite_members answers; tokens only on the first submit of a form. */
export interface InviteResult {
  dashboard_name: string;
  invited: string[];
  already_members: string[];
  already_invited: string[];
  tokens: { id: string; email: string; token: string }[];
}
