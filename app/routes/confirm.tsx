import type { EmailOtpType, User } from "@supabase/supabase-js";
import { useTranslation } from "~/lib/use-translation";
import { data, Link } from "react-router";
import { getInstance, requestLanguage } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/meta";
import { safeRedirect } from "~/lib/safe-redirect";
import { sessionContext } from "~/lib/session.server";
import type { Route } from "./+types/confirm";
import { keepLanguage, redirectAfterSignIn } from "./login/auth.server";

const EMAIL_OTP_TYPES = new Set<EmailOtpType>(["signup", "invite", "magiclink", "recovery", "email_change", "email"]);

/**
 * Where every sign-in callback lands: the OAuth/PKCE `code` (Google, email links that went
 * through GoTrue's /verify, the mobile app's login-callback), or an email link carrying
 * `token_hash` and `type`. Success goes to `next` (same-origin only) or the saved path.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { supabase } = context.get(sessionContext);
  const params = url.searchParams;
  const next = params.get("next") ? safeRedirect(params.get("next"), "") || null : null;
  const code = params.get("code");
  const tokenHash = params.get("token_hash");
  const type = params.get("type") as EmailOtpType | null;

  let failed = Boolean(params.get("error") || params.get("error_description"));
  let user: User | null = null;
  if (!failed && code) {
    const { data, error } = await supabase.auth.exchangeCodeForSession(code);
    failed = Boolean(error);
    user = data.user;
  } else if (!failed && tokenHash && type && EMAIL_OTP_TYPES.has(type)) {
    const { data: answer, error } = await supabase.auth.verifyOtp({ type, token_hash: tokenHash });
    failed = Boolean(error);
    // The first of an email change's two links: Auth answers with a message and no session
    // (supabase-js hands the message on as the "user"). The other link finishes it.
    if (!failed && type === "email_change" && !answer.session) {
      const { t } = getInstance(context);
      return { title: t("auth:confirm.halfwayTitle"), halfway: true };
    }
    user = answer.user;
  } else {
    failed = true;
  }
  if (!failed && user) user = await keepLanguage(supabase, user, requestLanguage(context));
  if (!failed) {
    if (type === "email_change")
      return redirectAfterSignIn(request, url, {
        user,
        next: next ?? "/settings#account",
        flash: { kind: "success", message: "auth:flash.emailChanged", values: { email: user?.email ?? "" } },
      });
    const recovery = type === "recovery" ? "/login/reset-password" : null;
    return redirectAfterSignIn(request, url, { user, next: next ?? recovery });
  }
  const { t } = getInstance(context);
  return data({ title: t("auth:confirm.failedTitle"), halfway: false }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Confirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  if (loaderData.halfway)
    return (
      <div className="mx-auto flex max-w-md flex-col items-start gap-4 py-12">
        <h1 className="text-2xl font-bold tracking-tight">{t("confirm.halfwayTitle")}</h1>
        <p className="text-neutral-600 dark:text-neutral-300">{t("confirm.halfwayText")}</p>
      </div>
    );
  return (
    <div className="mx-auto flex max-w-md flex-col items-start gap-4 py-12">
      <h1 className="text-2xl font-bold tracking-tight">{t("confirm.failedTitle")}</h1>
      <p className="text-neutral-600 dark:text-neutral-300">{t("confirm.failedText")}</p>
      <Link to="/login" className="btn-primary">
        {t("confirm.backToLogin")}
      </Link>
    </div>
  );
}
