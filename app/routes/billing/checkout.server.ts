import { redirect } from "react-router";
import { handleIntents, intent } from "~/lib/actions.server";
import { billing, reachBilling } from "~/lib/billing.server";
import { getInstance, requestLanguage } from "~/lib/i18n.server";
import { sessionContext } from "~/lib/session.server";
import type { Route } from "./+types/checkout";
import { checkoutSchema } from "./schemas";

export function checkoutLoader({ context }: Route.LoaderArgs) {
  return { title: getInstance(context).t("billing:checkout.waitingTitle") };
}

/** POST /checkout: a Checkout Session for the chosen plan, then 303 to Stripe's page. */
export async function checkoutAction(args: Route.ActionArgs) {
  return handleIntents(args, {
    "": intent(checkoutSchema, {
      field: "plan",
      async run(form, { context, url }) {
        const { user } = context.get(sessionContext);
        const answer = await reachBilling(() =>
          billing(context).checkout({
            userId: user!.id,
            email: user!.email,
            lookupKey: form.plan,
            origin: url.origin,
            locale: requestLanguage(context),
          }),
        );
        if (!answer.ok)
          return { flash: { kind: "error", message: `billing:errors.${answer.error}` }, to: "/subscription/portal" };
        return redirect(answer.url, 303);
      },
    }),
  });
}
