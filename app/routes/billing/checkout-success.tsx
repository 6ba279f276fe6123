import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { href, Link, useNavigate } from "react-router";
import { getInstance } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/meta";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/checkout-success";

const SECONDS = 5;

export function loader({ context }: Route.LoaderArgs) {
  return { title: getInstance(context).t("billing:checkout.successTitle") };
}
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** After a verified checkout: a countdown to /dashboards (a meta refresh without JavaScript). */
export default function CheckoutSuccess() {
  const { t } = useTranslation("billing");
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [left, setLeft] = useState(SECONDS);
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (stopped) return;
    if (left <= 0) {
      void navigate(href("/dashboards"));
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, stopped, navigate]);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 text-center">
      <noscript
        dangerouslySetInnerHTML={{
          __html: `<meta http-equiv="refresh" content="${SECONDS};url=${href("/dashboards")}">`,
        }}
      />
      <h1 className="text-2xl font-bold">{t("checkout.successTitle")}</h1>
      <p role="status">
        {stopped ? t("checkout.successStatic") : t("checkout.success", { count: hydrated ? left : SECONDS })}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={href("/dashboards")} className="btn-primary">
          {t("checkout.goNow")}
        </Link>
        {hydrated && !stopped ? (
          <button type="button" className="btn-secondary" onClick={() => setStopped(true)}>
            {t("checkout.stop")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
