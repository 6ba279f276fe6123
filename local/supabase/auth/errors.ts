import { json, type HttpResponse } from "../http.ts";

export const API_VERSION = "2024-01-01";

/**
 * A GoTrue API error. `toResponse` picks the body shape the caller asked for: auth-js sends
 * X-Supabase-Api-Version 2024-01-01 and gets {code, message}; others get the legacy shape.
 */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }

  toResponse(apiVersion: string | undefined): HttpResponse {
    const headers = { "x-sb-error-code": this.code };
    if (apiVersion && apiVersion >= API_VERSION) {
      return json(
        this.status,
        { code: this.code, message: this.message, ...this.extra },
        { ...headers, "X-Supabase-Api-Version": API_VERSION },
      );
    }
    return json(this.status, { code: this.status, error_code: this.code, msg: this.message, ...this.extra }, headers);
  }
}

/** OAuth-style errors (refresh grant with no token), always this shape. */
export class OAuthError extends Error {
  readonly error: string;
  readonly description: string;
  constructor(error: string, description: string) {
    super(description);
    this.error = error;
    this.description = description;
  }
  toResponse(): HttpResponse {
    return json(400, { error: this.error, error_description: this.description });
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const validationFailed = (message: string) => new AuthError(400, "validation_failed", message);
