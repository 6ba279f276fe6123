import { redirect } from "react-router";
import { handleIntents, intent } from "~/lib/actions.server";
import { loadPage } from "~/lib/api.server";
import { billing, reachBilling } from "~/lib/billing.server";
import { getInstance, requestLanguage } from "~/lib/i18n.server";
import { sessionContext } from "~/lib/session.server";
import { keepThemeCookie } from "~/lib/theme.server";
import type { Route } from "./+types/plans";
import { manageSchema } from "./schemas";

export async function plansLoader({ context, request, url }: Route.LoaderArgs) {
  // The page's one database round trip; prices come from Stripe through the billing Worker.
  const [page, prices] = await Promise.all([
    loadPage(context, "get_billing_page", {}),
    billing(context)
      .prices()
      .catch((error: unknown) => {
        console.error("billing prices failed", error);
        return null;
      }),
  ]);
  // An ended plan's premium colours are noticed here first.
  keepThemeCookie(context, request, url, page.appearance);
  return { title: getInstance(context).t("billing:plans.title"), page, prices, appearance: page.appearance };
}

export async function plansAction(args: Route.ActionArgs) {
  return handleIntents(args, {
    manage: intent(manageSchema, {
      async run(_form, { context, url, refuse }) {
        const { user } = context.get(sessionContext);
        const answer = await reachBilling(() =>
          billing(context).portal({
            userId: user!.id,
            returnUrl: `${url.origin}/subscription/portal`,
            locale: requestLanguage(context),
          }),
        );
        if (!answer.ok)
          return refuse(
            { _form: [`billing:errors.${answer.error}`] },
            answer.error === "billing_unavailable" ? 503 : 409,
          );
        // Stripe's customer portal, on its own origin.
        return redirect(answer.url, 303);
      },
    }),
  });
}
