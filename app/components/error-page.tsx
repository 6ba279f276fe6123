import { useTranslation } from "~/lib/use-translation";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { isNetworkFailure } from "~/lib/connection";
import { Logo } from "./logo";

/**
 * What a thrown error says: its status, and its code when the server threw one
 * (`data("dashboard_not_found", { status: 404 })`); no answer at all is `offline` (the
 * browser's back button without a connection: app/lib/connection.ts); anything else is a 500.
 */
export function describeError(error: unknown): { status: number; code?: string; offline?: boolean } {
  if (isNetworkFailure(error)) return { status: 503, offline: true };
  if (isRouteErrorResponse(error))
    return { status: error.status, code: typeof error.data === "string" ? error.data : undefined };
  if (error && typeof error === "object" && "status" in error) {
    const status = Number((error as { status: unknown }).status);
    if (Number.isInteger(status) && status >= 400 && status < 600) return { status };
  }
  return { status: 500 };
}

interface Props {
  status: number;
  /** An error code; its words are `api:<code>` when the app has them (never shown raw). */
  code?: string;
  standalone?: boolean;
  /** No answer came: the page says so, and offers it again. */
  offline?: boolean;
}

/** The 404/500 page. Rendered by the error boundaries and by the catch-all route. */
export function ErrorPage({ status, code, standalone = false, offline = false }: Props) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const notFound = status === 404;
  const title = offline
    ? t("errors.offlineTitle")
    : notFound
      ? t("errors.notFoundTitle")
      : status >= 500
        ? t("errors.serverTitle")
        : t("errors.status", { status });
  const known = code && i18n.exists(`api:${code}`) ? t(`api:${code}`) : undefined;
  const text = offline
    ? t("errors.offlineText")
    : (known ?? (notFound ? t("errors.notFoundText") : t("errors.generic")));
  const content = (
    <div className="mx-auto flex w-full max-w-xl flex-col items-start gap-4 py-16">
      {offline ? null : <p className="text-sm font-semibold text-primary-700 dark:text-primary-400">{status}</p>}
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-neutral-600 dark:text-neutral-300">{text}</p>
      {offline ? (
        // The whole page asked for again, as the browser's reload button would.
        <a href={location.pathname + location.search} className="btn-primary">
          {t("offline.retry")}
        </a>
      ) : (
        <Link to="/" className="btn-primary">
          {t("errors.backHome")}
        </Link>
      )}
    </div>
  );
  if (!standalone) return content;
  // Rendered by the root error boundary, outside every layout.
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto w-full max-w-6xl px-4 py-4 sm:px-6">
        <Logo />
      </header>
      <main id="main" className="flex-1 px-4">
        {content}
      </main>
    </div>
  );
}
