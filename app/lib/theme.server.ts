import { parseCookieHeader, serializeCookieHeader } from "@supabase/ssr";
import type { RouterContextProvider } from "react-router";
import type { Appearance } from "./data-api";
import { isSecureRequest } from "./request";
import { sessionContext } from "./session.server";
import { formatTheme, parseTheme, THEME_COOKIE } from "./theme";

const cookieValue = (request: Request) =>
  parseCookieHeader(request.headers.get("Cookie") ?? "").find((c) => c.name === THEME_COOKIE)?.value;

/** The theme to render, from the cookie alone: no round trip, right on the first byte. */
export function themeFromRequest(request: Request): Appearance {
  return parseTheme(cookieValue(request));
}

export function themeCookie(appearance: Appearance, url: URL): string {
  return serializeCookieHeader(THEME_COOKIE, formatTheme(appearance), {
    path: "/",
    // As long as Supabase's session cookie: the theme outlives a sign-out on this device.
    maxAge: 400 * 24 * 60 * 60,
    sameSite: "lax",
    httpOnly: true,
    secure: isSecureRequest(url),
  });
}

/**
 * Brings the cookie in line with what the database says the person sees (a new device, a
 * change on another one, a premium colour after the plan ended). Pages that read the
 * appearance anyway call it; the response carries the cookie only when it differs.
 */
export function keepThemeCookie(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
  appearance: Appearance,
) {
  if (cookieValue(request) === formatTheme(appearance)) return;
  context.get(sessionContext).headers.append("Set-Cookie", themeCookie(appearance, url));
}
