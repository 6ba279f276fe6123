import Bowser from "bowser";
import { intent, type Intents } from "~/lib/actions.server";
import type { Device } from "~/lib/data-api";
import { MOBILE_USER_AGENT } from "~/lib/mobile";
import { endSessionSchema } from "./schemas";

/** What kind of device a session runs on, for its icon. */
export type DeviceKind = "desktop" | "mobile" | "tablet";

/** How a device signed in, in words the page has: Google, a password, or a link or code emailed. */
export type SignInWay = "google" | "password" | "email";

/** A device as /settings lists it: the browser and system Auth recorded, by name (decision 081). */
export interface NamedDevice extends Omit<Device, "user_agent" | "signed_in_with"> {
  /** "Firefox", "Safari"…, or null when the browser is not known. */
  browser: string | null;
  /** "macOS", "Android"…, or null. */
  os: string | null;
  kind: DeviceKind;
  /** Our own mobile app (its web view says so in its User-Agent). */
  app: boolean;
  signedInWith: SignInWay | null;
}

/** Auth's method names (its AMR claims) by the way the page words them. */
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

/** Names a session's device from the User-Agent Auth recorded (Bowser; nothing reaches the browser but names). */
export function namedDevice({ user_agent, signed_in_with, ...device }: Device): NamedDevice {
  const parsed = user_agent ? Bowser.parse(user_agent) : null;
  const type = parsed?.platform.type;
  return {
    ...device,
    browser: parsed?.browser.name || null,
    os: parsed?.os.name || null,
    kind: type === "mobile" || type === "tablet" ? type : "desktop",
    app: user_agent.includes(MOBILE_USER_AGENT),
    signedInWith: (signed_in_with && WAYS[signed_in_with]) || null,
  };
}

/** /settings, Account → Where you're signed in: one other device signed out. */
export const deviceIntents: Intents = {
  "end-session": intent(endSessionSchema, {
    async run(form, { call }) {
      await call("end_my_session", { p_session: form.session });
      return { flash: { kind: "success", message: "settings:account.deviceSignedOut" }, to: "/settings#devices" };
    },
  }),
};
