import { intent, type Intents } from "~/lib/actions.server";
import type { Device } from "~/lib/data-api";
import type { DeviceName, SignInWay } from "~/lib/device-name";
import { deviceName, signInWay } from "~/lib/device-name.server";
import { endSessionSchema, signInAlertsSchema } from "./schemas";

/** A device as /settings lists it: the browser and system Auth recorded, by name (decision 081). */
export interface NamedDevice extends Omit<Device, "user_agent" | "signed_in_with">, DeviceName {
  signedInWith: SignInWay | null;
}

/** Names a session's device from the User-Agent Auth recorded (nothing reaches the browser but names). */
export function namedDevice({ user_agent, signed_in_with, ...device }: Device): NamedDevice {
  return { ...device, ...deviceName(user_agent), signedInWith: signInWay(signed_in_with) };
}

/** /settings, Account → Where you're signed in: one other device signed out; the new-device email on or off. */
export const deviceIntents: Intents = {
  "end-session": intent(endSessionSchema, {
    async run(form, { call }) {
      await call("end_my_session", { p_session: form.session });
      return { flash: { kind: "success", message: "settings:account.deviceSignedOut" }, to: "/settings#devices" };
    },
  }),
  "sign-in-alerts": intent(signInAlertsSchema, {
    async run(form, { call }) {
      const on = form.on === "true";
      await call("set_sign_in_alerts", { p_on: on });
      const message = on ? "settings:account.signInAlertsOn" : "settings:account.signInAlertsOff";
      return { flash: { kind: "success", message }, to: "/settings#devices" };
    },
  }),
};
