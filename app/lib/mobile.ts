/**
 * The mobile app (mobile/, Capacitor): a web view on this site. It marks its requests with
 * this user agent, and the OAuth provider sends people back to it through its URL scheme.
 * mobile/capacitor.config.ts uses the same values (app/lib/mobile.test.ts checks).
 */
export const MOBILE_SCHEME = "app.planner";
export const MOBILE_USER_AGENT = "PlannerApp/1";
/** Any version of the app. */
const MOBILE_PRODUCT = "PlannerApp/";

/** Where Google sends someone who signed in from the app: the app, by its scheme. */
export const MOBILE_LOGIN_CALLBACK = `${MOBILE_SCHEME}://login-callback`;

/** Whether a request comes from the app's web view. */
export const fromMobileApp = (request: Request) => (request.headers.get("User-Agent") ?? "").includes(MOBILE_PRODUCT);

const CODE = /^[A-Za-z0-9._~-]{1,512}$/;

/**
 * The page the app's web view opens for a link the system hands it (`appUrlOpen`, or the
 * launch URL on a cold start): `app.planner://login-callback?code=…` (or the site's own
 * https `/login-callback?code=…`) becomes `{site}/login-callback?code=…`, where the code is
 * exchanged with the verifier the web view kept. Anything else is refused (null): another
 * host or path, another site, no code, a code that is not a code, or a code in the fragment
 * (implicit-flow tokens do not belong in a URL the app passes on).
 */
export function loginCallbackUrl(opened: string, site: string): string | null {
  let url: URL;
  let origin: URL;
  try {
    url = new URL(opened);
    origin = new URL(site);
  } catch {
    return null;
  }
  const fromScheme =
    url.protocol === `${MOBILE_SCHEME}:` && url.host === "login-callback" && /^\/?$/.test(url.pathname);
  const fromSite = url.origin === origin.origin && url.pathname === "/login-callback";
  if (!fromScheme && !fromSite) return null;
  if (url.hash) return null;
  const code = url.searchParams.get("code");
  if (!code || !CODE.test(code)) return null;
  const target = new URL("/login-callback", origin);
  target.searchParams.set("code", code);
  return target.toString();
}

/**
 * Where a link someone wrote (decision 084) leads, when the app should open it in the
 * system's browser view rather than the web view: a web address of another site, or null.
 * A mail link goes to the system as it is; the site's own pages stay in the app.
 */
export function elsewhereUrl(href: string, site: string): string | null {
  try {
    const url = new URL(href, site);
    return /^https?:$/.test(url.protocol) && url.origin !== new URL(site).origin ? url.toString() : null;
  } catch {
    return null;
  }
}
