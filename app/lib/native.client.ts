import { loginCallbackUrl } from "./mobile";

/** What the Capacitor runtime puts on `window` in the app's web view (no import needed). */
interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  Plugins?: {
    App?: {
      addListener(event: "appUrlOpen", listener: (event: { url: string }) => void): unknown;
      getLaunchUrl(): Promise<{ url?: string } | undefined>;
    };
    Browser?: { close(): Promise<void> };
  };
}

/**
 * In the mobile app only: when the system opens the app with its login link (Google sent
 * the person back, `appUrlOpen`; or the link started the app, `getLaunchUrl`), close the
 * sign-in browser and open /login-callback?code=… here, where the verifier cookie is. Any
 * other link is ignored (see loginCallbackUrl). On the web this does nothing.
 */
export function followAppLinks() {
  const capacitor = (window as { Capacitor?: CapacitorGlobal }).Capacitor;
  if (!capacitor?.isNativePlatform?.()) return;
  const plugins = capacitor.Plugins ?? {};
  const open = (url: string | undefined) => {
    const target = url ? loginCallbackUrl(url, window.location.origin) : null;
    if (!target) return;
    void plugins.Browser?.close().catch(() => {}); // nothing to close on Android
    window.location.assign(target);
  };
  plugins.App?.addListener("appUrlOpen", ({ url }) => open(url));
  void plugins.App?.getLaunchUrl()
    .then((launch) => open(launch?.url))
    .catch(() => {});
}
