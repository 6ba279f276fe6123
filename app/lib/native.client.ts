import { elsewhereUrl, loginCallbackUrl } from "./mobile";

/** What the Capacitor runtime puts on `window` in the app's web view (no import needed). */
interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  Plugins?: {
    App?: {
      addListener(event: "appUrlOpen", listener: (event: { url: string }) => void): unknown;
      getLaunchUrl(): Promise<{ url?: string } | undefined>;
    };
    Browser?: { open(options: { url: string }): Promise<void>; close(): Promise<void> };
  };
}

/**
 * In the mobile app only: "Continue with Google" opens Google's page in the system's
 * browser view (@capacitor/browser). When the system opens the app with its login link
 * (Google sent the person back, `appUrlOpen`; or the link started the app, `getLaunchUrl`),
 * close that browser and open /login-callback?code=… here, where the verifier cookie is.
 * Any other link is ignored (see loginCallbackUrl). Links to other sites open in the
 * system's browser view. On the web this does nothing.
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
  // "Continue with Google" opens Google in the system's browser view instead of the web
  // view; the verifier cookie is set by /login/google here.
  const browser = plugins.Browser;
  if (browser)
    document.addEventListener(
      "submit",
      (event) => {
        const button = (event as SubmitEvent).submitter;
        if (!(button instanceof HTMLButtonElement) || button.name !== "intent" || button.value !== "google") return;
        event.preventDefault();
        event.stopImmediatePropagation();
        void fetch("/login/google", { headers: { Accept: "application/json" } })
          .then((res) => res.json() as Promise<{ url?: string }>)
          .then(({ url }) => (url ? browser.open({ url }) : undefined))
          .catch(() => {});
      },
      true,
    );
  // A link someone wrote (decision 084) to another site opens in the system's browser view,
  // over the app, as Google's page does: the web view stays on the planner.
  if (browser)
    document.addEventListener("click", (event) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
      const url = link ? elsewhereUrl(link.href, window.location.origin) : null;
      if (!url) return;
      event.preventDefault();
      void browser.open({ url }).catch(() => {});
    });
  void plugins.App?.getLaunchUrl()
    .then((launch) => open(launch?.url))
    .catch(() => {});
}
