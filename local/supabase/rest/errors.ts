import { json, type HttpResponse } from "../http.ts";

export interface PgError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

/** PostgREST's SQLSTATE → HTTP status table (docs/references/errors.rst). */
export function statusFor(code: string, role: string): number {
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (code === "23505" || code === "23503") return 409;
  if (code === "P0001") return 400;
  if (code === "42883" || code === "42P01") return 404;
  if (code === "42P17") return 500;
  if (code === "25006") return 405;
  if (code === "53400") return 500;
  if (/^(08|53)/.test(code)) return 503;
  if (/^(0L|0P|28)/.test(code)) return 403;
  if (/^(P0|09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|XX)/.test(code)) return 500;
  return 400;
}

export function pgErrorResponse(error: PgError, role: string): HttpResponse {
  const code = error.code ?? "XX000";
  const status = statusFor(code, role);
  const headers: Record<string, string> = {};
  if (status === 401) headers["WWW-Authenticate"] = "Bearer";
  return json(
    status,
    { code, details: error.detail ?? null, hint: error.hint ?? null, message: error.message ?? "" },
    headers,
  );
}

export const pgrst = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
) => json(status, { code, details, hint, message }, headers);
