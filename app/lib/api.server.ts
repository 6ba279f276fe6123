import { data, type RouterContextProvider } from "react-router";
import type { FieldErrors } from "./forms";
import { cloudflareContext } from "./cloudflare";
import { sessionContext } from "./session.server";

/** A refusal from a database function: HTTP status plus the stable code it raised. */
export interface ApiError {
  status: number;
  /** e.g. "not_admin", "title_too_long"; the i18n key is `api:<code>`. */
  code: string;
  hint: string | null;
}

export type ApiResult<T> = { data: T; error: null } | { data: null; error: ApiError };

/** Calls one function of the data API: the page's (or the action's) one round trip. */
export async function rpc<T>(context: Readonly<RouterContextProvider>, fn: string, args: Record<string, unknown> = {}): Promise<ApiResult<T>> {
  const { supabase } = context.get(sessionContext);
  const { data: result, error, status } = await supabase.rpc(fn, args);
  if (!error) return { data: result as T, error: null };
  // Our functions raise PTxyz with a code as message; anything else is unexpected.
  const ours = /^PT\d{3}$/.test(error.code) || error.code === "42501";
  if (!ours || status >= 500) {
    console.error(`rpc ${fn} failed`, status, error.code, error.message);
  }
  return {
    data: null,
    error: {
      status: status >= 400 && status < 600 ? status : 500,
      code: ours ? error.message : "unexpected",
      hint: error.hint ?? null,
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from a URL or form: only well-formed UUIDs reach the database. */
export function uuids(values: unknown[]): string[] {
  return values.filter((v): v is string => typeof v === "string" && UUID.test(v));
}

/** For loaders: the page's data, or the error page (404 for anything not yours). */
export async function loadPage<T>(context: Readonly<RouterContextProvider>, fn: string, args: Record<string, unknown> = {}): Promise<T> {
  // An id in the URL that is not even a UUID names nothing: 404 without asking the database.
  for (const [name, value] of Object.entries(args)) {
    if ((name === "p_dashboard" || name === "p_objective") && (typeof value !== "string" || !UUID.test(value))) {
      throw data("not_found", { status: 404 });
    }
  }
  const { data: result, error } = await rpc<T>(context, fn, args);
  if (error) throw data(error.code, { status: error.status === 403 || error.status === 404 ? 404 : error.status });
  return result;
}

/** The request's time zone as Cloudflare sees it; the database prefers the user's own. */
export function requestTimeZone(context: Readonly<RouterContextProvider>): string {
  const cf = context.get(cloudflareContext).cf;
  return typeof cf?.timezone === "string" && cf.timezone ? cf.timezone : "UTC";
}

/** An action's 4xx answer for a refused change: the message on `field`, the typed values kept. */
export function apiFailure(error: ApiError, field: string, values: Record<string, string>) {
  const errors: FieldErrors = { [field]: [apiMessage(error)] };
  return data({ errors, values }, { status: error.status });
}

/** The i18n key for an API error code ("api:title_too_long"), with a generic fallback. */
export function apiMessage(error: ApiError): string {
  return KNOWN_CODES.has(error.code) ? `api:${error.code}` : "api:unexpected";
}

export const KNOWN_CODES = new Set([
  "dashboard_not_found",
  "not_admin",
  "name_required",
  "name_too_long",
  "title_required",
  "title_too_long",
  "body_too_long",
  "day_required",
  "year_invalid",
  "marker_name_required",
  "marker_name_too_long",
  "marker_exists",
  "marker_not_found",
  "color_invalid",
  "objective_not_found",
  "note_not_found",
  "limit_reached",
  "range_invalid",
  "time_zone_invalid",
  "locale_invalid",
  "display_name_too_long",
  "not_signed_in",
  "members_admin_only",
  "member_not_found",
  "cannot_manage_self",
  "pass_admin_first",
  "last_member",
  "emails_required",
  "email_invalid",
  "too_many_emails",
  "invitation_not_found",
  "invitation_expired",
  "invitation_used",
  "invitation_wrong_email",
  "unexpected",
]);
