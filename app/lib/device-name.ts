/** What kind of device a session runs on, for its icon. */
export type DeviceKind = "desktop" | "mobile" | "tablet";

/** How a device signed in, in words people use: Google, a password, or a link or code emailed. */
export type SignInWay = "google" | "password" | "email";

/** A device by name, from the User-Agent Auth recorded for its session (decisions 081, 082). */
export interface DeviceName {
  /** "Firefox", "Safari"…, or null when the browser is not known. */
  browser: string | null;
  /** "macOS", "Android"…, or null. */
  os: string | null;
  kind: DeviceKind;
  /** Our own mobile app (its web view says so in its User-Agent). */
  app: boolean;
}

/** Two User-Agents are the same device when they name the same browser on the same system (versions aside). */
export const sameDevice = (a: DeviceName, b: DeviceName) => a.browser === b.browser && a.os === b.os && a.app === b.app;

/** The settings page's Account texts a device's name and way of signing in are told with. */
type AccountText = (
  key: "deviceName" | "ourApp" | "unknownDevice" | "withTwoStep" | `signedInWith.${SignInWay}`,
  values?: Record<string, string>,
) => string;

/** "Firefox on Windows", "Planner app on Android", or "Unknown device". */
export function deviceLabel(d: DeviceName, text: AccountText): string {
  const browser = d.app ? text("ourApp") : d.browser;
  return browser && d.os ? text("deviceName", { browser, os: d.os }) : (browser ?? d.os ?? text("unknownDevice"));
}

/** "Google + two-step", "Password", or "" when Auth kept neither. */
export function signInLabel(way: SignInWay | null, twoStep: boolean, text: AccountText): string {
  return [way ? text(`signedInWith.${way}`) : null, twoStep ? text("withTwoStep") : null].filter(Boolean).join(" + ");
}
