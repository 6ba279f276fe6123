import Bowser from "bowser";
import { intent, type Intents } from "~/lib/actions.server";
import type { Device } from "~/lib/data-api";
import { endSessionSchema } from "./schemas";

/** What kind of device a session runs on, for its icon. */
export type DeviceKind = "desktop" | "mobile" | "tablet";

/** A device as /settings lists it: the browser and system Auth recorded, by name (decision 081). */
export interface NamedDevice extends Omit<Device, "user_agent"> {
  /** "Firefox", "Safari"…, or null when the browser is not known. */
  browser: string | null;
  /** "macOS", "Android"…, or null. */
  os: string | null;
  kind: DeviceKind;
}

/** Names a session's device from the User-Agent Auth recorded (Bowser; nothing reaches the browser but names). */
export function namedDevice({ user_agent, ...device }: Device): NamedDevice {
  const parsed = user_agent ? Bowser.parse(user_agent) : null;
  const type = parsed?.platform.type;
  return {
    ...device,
    browser: parsed?.browser.name || null,
    os: parsed?.os.name || null,
    kind: type === "mobile" || type === "tablet" ? type : "desktop",
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
