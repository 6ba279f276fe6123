import type { SupabaseClient } from "@supabase/supabase-js";
import { data, redirect, type RouterContextProvider } from "react-router";
import apiMessages from "../../locales/en/api.json";
import { cloudflareContext } from "./cloudflare";
import { dayIn } from "./dates";
import type { ApiArgs, ApiData, ApiFunction } from "./data-api";
import type { FieldErrors, FieldMessage } from "./forms";
import { sessionContext } from "./session.server";
import { isUuid } from "./uuid";
import { memberOfContext } from "./live-ticket.server";
import { twoStepPath } from "./two-step.server";
import { endedSession } from "./guard.server";

export type Context = Readonly<RouterContextProvider>;

/** A refusal from a database function: HTTP status plus the stable code it raised. */
export interface ApiError {
  status: number;
  /** e.g. "not_admin", "title_too_long"; the i18n key is `api:<code>`. */
  code: string;
  /** What the function said about it: the limit ("500"), or the value it refused. */
  hint: string | null;
  /** Which limit, for limit_reached and plan_limit_reached ("dashboards", "members", ...). */
  detail?: string | null;
}

export type ApiResult<T> = { data: T; error: null } | { data: null; error: ApiError };

/** Calls one function of the data API: the page's (or the action's) one round trip. */
export async function rpc<F extends ApiFunction>(
  context: Context,
  fn: F,
  args: ApiArgs<F>,
): Promise<ApiResult<ApiData<F>>> {
  const session = context.get(sessionContext);
  const result = await rpcWith(session.supabase, fn, args);
  // The database refuses a session short of its second step (decision 077): finish signing
  // in, then come back to this page.
  if (result.error?.code === "two_step_required")
    throw redirect(twoStepPath(session.url.pathname + session.url.search));
  // A session signed out elsewhere (decision 081): signed out here too, then back after signing in.
  if (result.error?.code === "session_ended") throw await endedSession(session);
  return result;
}

/** The same with a client of its own, outside React Router (the live connection). */
export async function rpcWith<F extends ApiFunction>(
  supabase: SupabaseClient,
  fn: F,
  args: ApiArgs<F>,
): Promise<ApiResult<ApiData<F>>> {
  const { data: result, error, status } = await supabase.rpc(fn, args);
  if (!error) return { data: result as ApiData<F>, error: null };
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
      detail: error.details ?? null,
    },
  };
}

/** Ids from a form or a query string: only well-formed UUIDs reach the database. */
export function uuids(values: unknown[]): string[] {
  return values.filter(isUuid);
}

/** An id from the URL's path: not even a UUID names nothing, so 404 without asking the database. */
export function urlId(value: string | undefined): string {
  if (!isUuid(value)) throw data("not_found", { status: 404 });
  return value;
}

/**
 * For loaders: the page's data, or the error page (404 for anything not yours). A page
 * function that answered for `p_dashboard` checked the membership (each refuses others):
 * the page may hand out a live ticket (live-ticket.server.ts).
 */
export async function loadPage<F extends ApiFunction>(context: Context, fn: F, args: ApiArgs<F>): Promise<ApiData<F>> {
  const { data: result, error } = await rpc(context, fn, args);
  if (error) throw data(error.code, { status: error.status === 403 || error.status === 404 ? 404 : error.status });
  const dashboard = (args as { p_dashboard?: unknown }).p_dashboard;
  if (typeof dashboard === "string") context.set(memberOfContext, dashboard);
  return result;
}

/** The request's time zone as Cloudflare sees it; the database prefers the user's own. */
export function requestTimeZone(context: Context): string {
  const cf = context.get(cloudflareContext).cf;
  return typeof cf?.timezone === "string" && cf.timezone ? cf.timezone : "UTC";
}

/** The caller's time zone: their own when the database named one (as private.today does), else the request's. */
export function ownTimeZone(context: Context, ownZone: string | null): string {
  return ownZone ?? requestTimeZone(context);
}

/** The caller's today, in that zone. */
export function ownDay(context: Context, ownZone: string | null): string {
  return dayIn(ownTimeZone(context, ownZone));
}

/** An action's 4xx answer for a refused change: the message on `field`, the typed values kept. */
export function apiFailure(error: ApiError, field: string, values: Record<string, string>) {
  const errors: FieldErrors = { [field]: [apiMessage(error)] };
  return data({ errors, values }, { status: error.status });
}

const PLAN_LIMITS = new Set(["dashboards", "members", "markers", "themes", "admin_dashboards"]);

/** Codes the app has words for: the keys of the api namespace. */
export const KNOWN_CODES: ReadonlySet<string> = new Set(Object.keys(apiMessages));

/** The message for an API error (`api:title_too_long`, with the limit it reported), else a generic one. */
export function apiMessage(error: Pick<ApiError, "code" | "hint" | "detail">): FieldMessage {
  if (!KNOWN_CODES.has(error.code)) return "api:unexpected";
  // A plan's limit names itself and offers the plan page (FieldMessages adds the link).
  if (error.code === "plan_limit_reached" && PLAN_LIMITS.has(error.detail ?? ""))
    return { key: `api:limit.${error.detail}`, values: { max: Number(error.hint) } };
  const key = `api:${error.code}`;
  if (error.hint === null || error.hint === "") return key;
  return { key, values: /^\d+$/.test(error.hint) ? { max: Number(error.hint) } : { value: error.hint } };
}
