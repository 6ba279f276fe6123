import { useContext, useEffect } from "react";
import { useTranslation } from "~/lib/use-translation";
import { NEW_TAB } from "~/components/rich-text";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  UNSAFE_DataRouterDataContext,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { describeError, ErrorPage } from "./components/error-page";
import { BuildWatcher } from "./components/build-watcher";
import { ConnectionBar } from "./components/connection-bar";
import { PageScrollRestoration } from "./components/scroll-restoration";
import { IdleMarker } from "./components/idle-marker";
import { Toasts } from "./components/toasts";
import { Tooltips } from "./components/tooltips";
import { shownFlashes, takeFlash } from "./lib/flash.server";
import { languageFromTag, languages } from "./lib/i18n";
import { revalidateAfterFetchers } from "./lib/revalidate";
import { stayWhenUnreachable } from "./lib/connection";
import { getInstance, requestLanguage, i18nextMiddleware } from "./lib/i18n.server";
import { loadPageTexts } from "./lib/i18n.client";
import { pageNamespaces, showsRefusal } from "./lib/page-namespaces";
import { sessionContext, sessionMiddleware } from "./lib/session.server";
import { requestTimeZone } from "./lib/api.server";
import type { Appearance } from "./lib/data-api";
import { DEFAULT_APPEARANCE, themeAttributes } from "./lib/theme";
import { themeFromRequest } from "./lib/theme.server";

export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware, sessionMiddleware];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [loadPageTexts, stayWhenUnreachable];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const locale = requestLanguage(context);
  const { user } = context.get(sessionContext);
  const { flashes, clear } = await takeFlash(request, url);
  const headers = new Headers();
  for (const cookie of clear) headers.append("Set-Cookie", cookie);
  return data(
    // The visitor's time zone (Cloudflare's guess), for times of day such as "Loaded at".
    {
      locale,
      user,
      flashes: shownFlashes(flashes, getInstance(context).t),
      theme: themeFromRequest(request),
      timeZone: requestTimeZone(context),
    },
    { headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  const locale = root?.locale ?? languageFromTag(i18n.language);
  const theme = usePageAppearance() ?? root?.theme ?? DEFAULT_APPEARANCE;
  // The texts this page shows, which the browser loads before it hydrates (decision 040):
  // the data API's words too when it shows an error or a form's messages.
  const state = useContext(UNSAFE_DataRouterDataContext);
  const shown = [...Object.values(state?.loaderData ?? {}), ...Object.values(state?.actionData ?? {})];
  const refused = Boolean(state?.errors) || shown.some(showsRefusal);
  const namespaces = pageNamespaces(
    useMatches().map((match) => match.id),
    refused,
  ).join(" ");
  return (
    <html lang={languages[locale].tag} data-locale={locale} data-ns={namespaces} {...themeAttributes(theme)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme.mode === "system" ? "light dark" : theme.mode} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icon-192.png" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white text-neutral-900 antialiased dark:bg-neutral-950 dark:text-neutral-100">
        {children}
        <PageScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * A page that read the person's appearance from the database (settings, plans, dashboards)
 * wins over the cookie in the same response: the cookie it corrects arrives with it.
 */
function usePageAppearance(): Appearance | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const appearance = (match.loaderData as { appearance?: Appearance } | undefined)?.appearance;
    if (appearance) return appearance;
  }
  return undefined;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("common");
  const { locale, flashes } = loaderData;
  // The browser holds one language's texts (i18n.client.ts). Another one chosen meanwhile (in
  // another tab: the cookie changed) comes with a reload, as from the language switcher.
  useEffect(() => {
    if (i18n.language !== locale) window.location.reload();
  }, [i18n, locale]);
  // From here on, forms are handled by JavaScript; before, a click submits the plain form.
  // (Tests wait for this before they expect a fetcher's requests.)
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <Outlet />
      {/* Describes every link people wrote (rich-text.tsx): they open in a new tab. */}
      <span id={NEW_TAB} hidden>
        {t("newTab")}
      </span>
      <Toasts flashes={flashes} />
      <ConnectionBar />
      <Tooltips />
      <BuildWatcher />
      <IdleMarker />
    </>
  );
}

// The flash of a fetcher's change is read by this loader.
export const shouldRevalidate = revalidateAfterFetchers;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage standalone {...describeError(error)} />;
}
