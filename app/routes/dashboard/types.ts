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

export interface SettingsPage {
  dashboard: DashboardInfo;
  members: Member[];
  counts: { objectives: number; notes: number; markers: number };
}
