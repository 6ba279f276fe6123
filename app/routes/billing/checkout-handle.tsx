import { Icon } from "~/components/icons";
import { useEffect } from "react";
import { useTranslation } from "~/lib/use-translation";
import { href, Link, useNavigate } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/checkout-handle";
import { checkoutHandleLoader } from "./checkout-handle.server";

export const loader = (args: Route.LoaderArgs) => checkoutHandleLoader(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function CheckoutHandle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("billing");
  const navigate = useNavigate();
  const { sessionId, error } = loaderData;
  const next = `${href("/checkout/handle")}?${new URLSearchParams({ session_id: sessionId, step: "verify" })}`;
  useEffect(() => {
    if (!error) void navigate(next, { replace: true });
  }, [error, navigate, next]);
  if (error) {
    return (
      <div className="mx-auto flex max-w-lg flex-col gap-4 text-center">
        <h1 className="text-2xl font-bold">{t("checkout.failedTitle")}</h1>
        <p role="alert">{t(`errors.${error}`)}</p>
        <Link to={href("/subscription/portal")} className="btn-primary self-center">
          {t("checkout.back")}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 text-center" role="status">
      {/* Without JavaScript the browser moves on by itself; with it, the effect above does. */}
      <noscript
        dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="0;url=${escapeAttr(next)}">` }}
      />
      <Icon name="loader-circle" className="size-10 animate-spin text-primary-600" />
      <h1 className="text-2xl font-bold">{t("checkout.verifyingTitle")}</h1>
      <p className="text-neutral-600 dark:text-neutral-300">{t("checkout.verifying")}</p>
      <noscript>
        <a href={next} className="btn-primary">
          {t("checkout.continue")}
        </a>
      </noscript>
    </div>
  );
}

const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
