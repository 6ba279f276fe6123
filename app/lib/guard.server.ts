import { createCookie, redirect, type MiddlewareFunction } from "react-router";
import { isSecureRequest } from "./request";
import { safeRedirect } from "./safe-redirect";
import { flashHeader } from "./flash.server";
import { sessionContext, type Session } from "./session.server";

/** Where visitors without a user are sent. */
export const LOGIN_PATH = "/login";

/** Where a visitor was going when we sent them to sign in. */
export const returnToCookie = createCookie("return-to", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60,
});

/**
 * The longest path kept to return to: the cookie (base64 of its JSON) stays under the 4 KB a
 * browser keeps. A longer link (a pasted search of thousands of characters) leads to the
 * default page after signing in.
 */
const RETURN_TO_MAX = 2000;

/**
 * The middleware of the protected layout (routes/layouts/protected.tsx): every route below it
 * needs a signed-in user, whatever its path, so a route is protected by where it sits in
 * app/routes.ts and by nothing else. tests/e2e/routes.test.ts walks the whole table.
 */
export const requireUserMiddleware: MiddlewareFunction<Response> = async ({ url, context }) => {
  const { user } = context.get(sessionContext);
  if (user) return;
  throw await toSignIn(url.pathname + url.search, isSecureRequest(url));
};

/** The sign-in page, remembering `path` to come back to after it. */
async function toSignIn(path: string | undefined, secure: boolean, headers = new Headers()) {
  const returnTo = safeRedirect(path, "");
  if (returnTo && returnTo.length <= RETURN_TO_MAX) {
    headers.append("Set-Cookie", await returnToCookie.serialize(returnTo, { secure }));
  }
  return redirect(LOGIN_PATH, { headers });
}

/**
 * A session Auth has ended while its token is still fresh (signed out from another device,
 * decision 081): the database refused it (session_ended). This browser's session cookies
 * go, and the page asked for waits behind signing in, which says why.
 */
export async function endedSession(session: Session): Promise<Response> {
  // Auth no longer knows the session; supabase-js clears the cookies all the same.
  await session.supabase.auth.signOut({ scope: "local" });
  const headers = new Headers();
  headers.append("Set-Cookie", await flashHeader({ kind: "info", message: "auth:flash.sessionEnded" }, session.url));
  return toSignIn(session.url.pathname + session.url.search, isSecureRequest(session.url), headers);
}

/**
 * After any kind of sign-in: where to go (the saved path, else `fallback`), and the
 * header that forgets the saved path.
 */
export async function consumeReturnTo(request: Request, url: URL, fallback = "/dashboards") {
  const saved = await returnToCookie.parse(request.headers.get("Cookie"));
  const to = safeRedirect(saved, fallback);
  const clear = await returnToCookie.serialize("", { maxAge: 0, secure: isSecureRequest(url) });
  // Never send someone back to a sign-in screen after signing in.
  return { to: to.startsWith(LOGIN_PATH) ? fallback : to, clear };
}
