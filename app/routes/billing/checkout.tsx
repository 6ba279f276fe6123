import { useTranslation } from "~/lib/use-translation";
import { href, Link } from "react-router";
import { FormErrors } from "~/components/field";
import { refusal } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/checkout";
import { checkoutAction, checkoutLoader } from "./checkout.server";

export const loader = (args: Route.LoaderArgs) => checkoutLoader(args);
export const action = (args: Route.ActionArgs) => checkoutAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** GET /checkout: the waiting page, for anyone who lands here while Stripe's page is open. */
export default function Checkout({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("billing");
  const refused = refusal(actionData);
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-4 text-center">
      <FormErrors errors={refused ? [...(refused.errors.plan ?? []), ...(refused.errors._form ?? [])] : undefined} />
      <h1 className="text-2xl font-bold">{t("checkout.waitingTitle")}</h1>
      <p className="text-neutral-600 dark:text-neutral-300">{t("checkout.waiting")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={href("/subscription/portal")} className="btn-primary">
          {t("checkout.back")}
        </Link>
        <a href={href("/checkout")} className="btn-secondary">
          {t("checkout.refresh")}
        </a>
      </div>
    </div>
  );
}
