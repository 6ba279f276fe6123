import Bowser from "bowser";
import type { DeviceName, SignInWay } from "./device-name";
import { MOBILE_USER_AGENT } from "./mobile";

// Parsing stays on the server (the settings loader, the daily-email Worker): Bowser never
// reaches the browser's bundle, only the names it gives.

/** Names the device of a User-Agent (Bowser); an empty one is a device nobody knows. */
export function deviceName(userAgent: string): DeviceName {
  const parsed = userAgent ? Bowser.parse(userAgent) : null;
  const type = parsed?.platform.type;
  return {
    browser: parsed?.browser.name || null,
    os: parsed?.os.name || null,
    kind: type === "mobile" || type === "tablet" ? type : "desktop",
    app: userAgent.includes(MOBILE_USER_AGENT),
  };
}

/** Auth's method names (its AMR claims) by the way people say them. */
const WAYS: Record<string, SignInWay> = {
  oauth: "google",
  password: "password",
  otp: "email",
  magiclink: "email",
  signup: "email",
  "email/signup": "email",
  recovery: "email",
  invite: "email",
  email_change: "email",
};

/** How a session signed in, from Auth's first first-step method; null when unknown. */
export const signInWay = (method: string | null): SignInWay | null => (method && WAYS[method]) || null;
