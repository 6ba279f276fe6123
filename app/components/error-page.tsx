import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "./logo";

/** The 404/500 page. Rendered by the root error boundary and by the catch-all route. */
export function ErrorPage({ status, message, standalone = false }: { status: number; message?: string; standalone?: boolean }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const title = notFound ? t("errors.notFoundTitle") : status >= 500 ? t("errors.serverTitle") : t("errors.status", { status });
  const text = notFound ? t("errors.notFoundText") : message || t("errors.generic");
  const content = (
    <div className="mx-auto flex w-full max-w-xl flex-col items-start gap-4 py-16">
      <p className="text-sm font-semibold text-primary-700 dark:text-primary-500">{status}</p>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-slate-600 dark:text-slate-300">{text}</p>
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
