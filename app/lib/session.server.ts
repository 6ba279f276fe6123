import { createServerClient, parseCookieHeader, serializeCookieHeader } from "@supabase/ssr";
import type { JwtPayload, SupabaseClient } from "@supabase/supabase-js";
import { isAuthRetryableFetchError } from "@supabase/supabase-js";
import { createContext, type MiddlewareFunction } from "react-router";
import { cloudflareContext } from "./cloudflare";
import { isSecureRequest } from "./request";
import { timedFetch, timingContext } from "./server-timing.server";
import { homePath } from "./home-view";

/** The signed-in person as the pages need them, read from verified JWT claims. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** Their start page's path (`homePath`): where signing in and the logo lead. */
  home: string;
}

export interface Session {
  supabase: SupabaseClient;
  user: SessionUser | null;
  /** Set-Cookie and cache headers that the response must carry. */
  headers: Headers;
  /** The request's address: the page to come back to after a detour (two-step sign-in, signing in again), its cookies' Secure flag. */
  url: URL;
}

export const sessionContext = createContext<Session>();

export function createSupabase(request: Request, url: URL, env: Env, fetchImpl?: typeof fetch) {
  const headers = new Headers();
  // The library may write the same cookie twice in one request (PKCE verifier, then the
  // session flush); only the last value of each cookie is sent.
  const latest = new Map<string, string>();
  const supabase = createServerClient(env.SUPABASE_URL, env.SUPABASE_PUBLISHABLE_KEY, {
    global: { headers: visitorHeaders(request), ...(fetchImpl ? { fetch: fetchImpl } : {}) },
    cookieOptions: { httpOnly: true, secure: isSecureRequest(url), sameSite: "lax", path: "/" },
    cookies: {
      getAll() {
        return parseCookieHeader(request.headers.get("Cookie") ?? "").map(({ name, value }) => ({
          name,
          value: value ?? "",
        }));
      },
      setAll(cookies, cacheHeaders) {
        for (const { name, value, options } of cookies) latest.set(name, serializeCookieHeader(name, value, options));
        headers.delete("Set-Cookie");
        for (const cookie of latest.values()) headers.append("Set-Cookie", cookie);
        for (const [key, value] of Object.entries(cacheHeaders ?? {})) headers.set(key, value);
      },
    },
  });
  return { supabase, headers };
}

/**
 * Every call to Auth comes from this Worker, so tell it whose request it is: the visitor's
 * IP, which its rate limits count (GoTrue's Sb-Forwarded-For; ignored where the project does
 * not enable it), and their browser, which it records on the sessions it starts and
 * refreshes (the devices listed on /settings, decision 081).
 */
export function visitorHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  const visitor = request.headers.get("CF-Connecting-IP");
  if (visitor) headers["Sb-Forwarded-For"] = visitor;
  const browser = request.headers.get("User-Agent");
  if (browser) headers["User-Agent"] = browser.slice(0, 512);
  return headers;
}

export function userFromClaims(claims: JwtPayload): SessionUser {
  const meta = (claims.user_metadata ?? {}) as Record<string, unknown>;
  const email = typeof claims.email === "string" ? claims.email : "";
  const name = [meta.full_name, meta.name].find((v): v is string => typeof v === "string" && v.trim() !== "");
  return { id: claims.sub, email, name: name?.trim() || email.split("@")[0] || email, home: homePath(meta.home_view) };
}

/** Supabase's own no-cache headers, for any response that sets session cookies. */
const NO_CACHE = {
  "Cache-Control": "private, no-cache, no-store, must-revalidate, max-age=0",
  Expires: "0",
  Pragma: "no-cache",
};

/**
 * Makes one Supabase client per request and learns the user from the session cookie.
 * `getClaims()` verifies the ES256 token against the cached JWKS (no round trip) and
 * refreshes it when it is within 90 s of expiry. A cookie that cannot be verified (tampered,
 * or signed by a key that no longer exists) means "signed out": its cookies are cleared.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const { env } = context.get(cloudflareContext);
  const timing = context.get(timingContext);
  const { supabase, headers } = createSupabase(request, url, env, timing ? timedFetch(timing) : undefined);
  let user: SessionUser | null = null;
  const { data, error } = await supabase.auth.getClaims();
  if (data?.claims) {
    user = userFromClaims(data.claims);
  } else if (error) {
    if (isAuthRetryableFetchError(error)) {
      throw new Response("Authentication service unavailable", { status: 503 });
    }
    clearAuthCookies(request, headers, isSecureRequest(url));
  }
  context.set(sessionContext, { supabase, user, headers, url });
  const response = await next();
  return withSessionHeaders(response, headers);
};

function clearAuthCookies(request: Request, headers: Headers, secure: boolean) {
  const cookies = parseCookieHeader(request.headers.get("Cookie") ?? "");
  let cleared = false;
  for (const { name } of cookies) {
    if (/^sb-.+-auth-token/.test(name)) {
      headers.append(
        "Set-Cookie",
        serializeCookieHeader(name, "", { path: "/", maxAge: 0, httpOnly: true, secure, sameSite: "lax" }),
      );
      cleared = true;
    }
  }
  if (cleared) for (const [k, v] of Object.entries(NO_CACHE)) headers.set(k, v);
}

/**
 * Copies the session's Set-Cookie and cache headers onto a response. Any response that sets
 * a cookie (session, flash, language…) gets Supabase's no-cache headers, so no CDN or shared
 * cache ever stores one.
 */
export function withSessionHeaders(response: Response, headers: Headers): Response {
  const cookies = headers.getSetCookie();
  if (cookies.length === 0) {
    if (response.headers.getSetCookie().length === 0) return response;
    return withNoCache(response);
  }
  let out = response;
  try {
    for (const c of cookies) out.headers.append("Set-Cookie", c);
  } catch {
    // Some responses carry immutable headers; copy them into a fresh one.
    out = new Response(response.body, response);
    for (const c of cookies) out.headers.append("Set-Cookie", c);
  }
  for (const [key, value] of headers) {
    if (key !== "set-cookie") out.headers.set(key, value);
  }
  return withNoCache(out);
}

function withNoCache(response: Response): Response {
  let out = response;
  try {
    for (const [k, v] of Object.entries(NO_CACHE)) out.headers.set(k, v);
  } catch {
    out = new Response(response.body, response);
    for (const [k, v] of Object.entries(NO_CACHE)) out.headers.set(k, v);
  }
  return out;
}
