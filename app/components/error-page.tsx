import { useTranslation } from "~/lib/use-translation";
import { isRouteErrorResponse, Link } from "react-router";
import { Logo } from "./logo";

/**
 * What a thrown error says: its status, and its code when the server threw one
 * (`data("dashboard_not_found", { status: 404 })`); anything else is a 500.
 */
export function describeError(error: unknown): { status: number; code?: string } {
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
}

/** The 404/500 page. Rendered by the error boundaries and by the catch-all route. */
export function ErrorPage({ status, code, standalone = false }: Props) {
  const { t, i18n } = useTranslation();
  const notFound = status === 404;
  const title = notFound
    ? t("errors.notFoundTitle")
    : status >= 500
      ? t("errors.serverTitle")
      : t("errors.status", { status });
  const known = code && i18n.exists(`api:${code}`) ? t(`api:${code}`) : undefined;
  const text = known ?? (notFound ? t("errors.notFoundText") : t("errors.generic"));
  const content = (
    <div className="mx-auto flex w-full max-w-xl flex-col items-start gap-4 py-16">
      <p className="text-sm font-semibold text-primary-700 dark:text-primary-400">{status}</p>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-neutral-600 dark:text-neutral-300">{text}</p>
      <Link to="/" className="btn-primary">
        {t("errors.backHome")}
      </Link>
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
