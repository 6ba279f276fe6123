import { data, href, redirect } from "react-router";
import { rpc } from "~/lib/api.server";
import { getInstance } from "~/lib/i18n.server";
import type { Route } from "./+types/off";

const TOKEN = /^[0-9a-f]{32}$/;

/**
 * /daily-email/off/{token}: the daily email's "turn off" link. Opening it changes nothing
 * (mail scanners open links); the button, or a mail app's one-click POST (RFC 8058,
 * `List-Unsubscribe=One-Click`), turns it off. Without a token: the page that says it is off.
 */
export function dailyEmailOffLoader({ params, context }: Route.LoaderArgs) {
  const t = getInstance(context).t;
  if (params.token === undefined) return { state: "off" as const, title: t("settings:dailyEmail.offPage.doneTitle") };
  // An unknown token gets the same page: the button then turns nothing off and says "off".
  return { state: "ask" as const, title: t("settings:dailyEmail.offPage.title") };
}

export async function dailyEmailOffAction({ params, request, context }: Route.ActionArgs) {
  const token = params.token ?? "";
  if (TOKEN.test(token)) {
    const { error } = await rpc(context, "turn_off_daily_email", { p_token: token });
    if (error) throw data(error.code, { status: error.status });
  }
  const form = await request.formData().catch(() => null);
  // A mail app's one-click request wants a plain answer, not a page.
  if (form?.get("List-Unsubscribe") === "One-Click") return new Response(null, { status: 204 });
  return redirect(href("/daily-email/off/:token?"));
}
