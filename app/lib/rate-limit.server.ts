import { data, type RouterContextProvider } from "react-router";
import { cloudflareContext } from "./cloudflare";
import type { FieldErrors } from "./forms";

/** The rate limits of wrangler.toml ([[ratelimits]]). */
export type Limiter =
  | "RATE_LIMIT_SIGN_IN_IP"
  | "RATE_LIMIT_SIGN_IN_ACCOUNT"
  | "RATE_LIMIT_EMAIL_IP"
  | "RATE_LIMIT_EMAIL_ACCOUNT"
  | "RATE_LIMIT_INVITE";

/**
 * The visitor, as Cloudflare saw them: CF-Connecting-IP is set by Cloudflare's edge (a
 * client cannot choose it there). An IPv6 address counts as its /64, which one person holds.
 */
export function clientIp(request: Request): string {
  const ip = request.headers.get("CF-Connecting-IP")?.trim() ?? "";
  if (!ip.includes(":")) return ip || "unknown";
  const groups = expandIpv6(ip);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : ip;
}

function expandIpv6(ip: string): string[] | null {
  const [head, tail] = ip.split("::");
  if (ip.split("::").length > 2) return null;
  const left = head ? head.split(":") : [];
  const right = tail !== undefined && tail !== "" ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""));
}

/** A key about a person (their email address, their id), hashed: the limiter never sees it. */
export async function accountKey(kind: string, value: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${kind}:${value.trim().toLowerCase()}`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Counts one request against each limit; false when any is exceeded. Every limit is
 * counted, so guessing at one account also spends the visitor's budget, and the reverse.
 */
export async function withinLimits(
  context: Readonly<RouterContextProvider>,
  checks: [Limiter, string][],
): Promise<boolean> {
  const { env } = context.get(cloudflareContext);
  const outcomes = await Promise.all(checks.map(([name, key]) => env[name].limit({ key })));
  return outcomes.every((outcome) => outcome.success);
}

/** The answer when a limit is exceeded: 429, the message above the form, the typed values kept. */
export function rateLimited(values: Record<string, string>, field = "_form", message = "auth:errors.rateLimited") {
  const errors: FieldErrors = { [field]: [message] };
  return data({ errors, values }, { status: 429, headers: { "Retry-After": "60" } });
}

/** Limits for requests that send an email to `email` (sign-up, sign-in link or code, reset). */
export async function emailLimits(request: Request, email: string): Promise<[Limiter, string][]> {
  return [
    ["RATE_LIMIT_EMAIL_IP", clientIp(request)],
    ["RATE_LIMIT_EMAIL_ACCOUNT", await accountKey("email", email)],
  ];
}

/** Limits for attempts to prove who one is (a password, a code) for `email`. */
export async function signInLimits(request: Request, email: string): Promise<[Limiter, string][]> {
  return [
    ["RATE_LIMIT_SIGN_IN_IP", clientIp(request)],
    ["RATE_LIMIT_SIGN_IN_ACCOUNT", await accountKey("sign-in", email)],
  ];
}
