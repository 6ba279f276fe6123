import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { describeError, ErrorPage } from "./components/error-page";
import { Toasts } from "./components/toasts";
import { takeFlash } from "./lib/flash.server";
import { languageFromTag, languages } from "./lib/i18n";
import { revalidateAfterFetchers } from "./lib/revalidate";
import { getLocale, i18nextMiddleware } from "./lib/i18n.server";
import { sessionContext, sessionMiddleware } from "./lib/session.server";

export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware, sessionMiddleware];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const locale = languageFromTag(getLocale(context));
  const { user } = context.get(sessionContext);
  const { flash, clear } = await takeFlash(request, url);
  return data({ locale, user, flash }, clear ? { headers: { "Set-Cookie": clear } } : undefined);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  const locale = root?.locale ?? languageFromTag(i18n.language);
  return (
    <html lang={languages[locale].tag} data-locale={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  const { locale, flash } = loaderData;
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
  // From here on, forms are handled by JavaScript; before, a click submits the plain form.
  // (Tests wait for this before they expect a fetcher's requests.)
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <Outlet />
      <Toasts flash={flash} />
    </>
  );
}

// The flash of a fetcher's change is read by this loader.
export const shouldRevalidate = revalidateAfterFetchers;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage standalone {...describeError(error)} />;
}
