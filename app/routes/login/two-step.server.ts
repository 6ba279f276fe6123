import { isAuthRetryableFetchError } from "@supabase/supabase-js";
import { href, redirect } from "react-router";
import { apiFailure, rpc } from "~/lib/api.server";
import { flashHeader } from "~/lib/flash.server";
import { sendMailsLater, simpleMail } from "~/lib/mail.server";
import { consumeReturnTo, LOGIN_PATH } from "~/lib/guard.server";
import { invalidForm, parseForm, typedValues } from "~/lib/forms";
import { getInstance } from "~/lib/i18n.server";
import { homePath } from "~/lib/home-view";
import { rateLimited, signInLimits, withinLimits } from "~/lib/rate-limit.server";
import { readForm } from "~/lib/request";
import { safeRedirect } from "~/lib/safe-redirect";
import { sessionContext } from "~/lib/session.server";
import { secondSteps } from "~/lib/two-step.server";
import type { Route } from "./+types/two-step";
import { authErrorResponse } from "./auth.server";
import { authenticatorCodeSchema, recoveryCodeSchema } from "./schemas";

/**
 * Whether this session still owes its second step. Auth answers (one round trip, on this page
 * only): the cookie's copy of the user may predate an app set up on another device, and a
 * session Auth ended (turning two-step on ends the others) is signed out here, not sent on
 * to a page the database would refuse and back.
 */
async function pending(context: Route.LoaderArgs["context"]) {
  const { supabase, user } = context.get(sessionContext);
  // Below the protected layout: a visitor without a session went to /login already.
  if (!user) throw redirect(LOGIN_PATH);
  const { data, error } = await supabase.auth.getUser();
  if (error && isAuthRetryableFetchError(error))
    throw new Response("Authentication service unavailable", { status: 503 });
  if (error || !data.user) {
    await supabase.auth.signOut({ scope: "local" });
    throw redirect(LOGIN_PATH);
  }
  const factors = secondSteps(data.user);
  const { data: level } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  const owed = level?.currentLevel === "aal1" && factors.length > 0;
  return { supabase, user, owed, factors };
}

/** Where to go once signed in: `?next=`, else the saved path, else the start page. */
async function onwards(request: Request, url: URL, home: string) {
  const { to, clear } = await consumeReturnTo(request, url, home);
  const next = safeRedirect(url.searchParams.get("next"), "");
  return redirect(next || to, { headers: { "Set-Cookie": clear } });
}

export async function twoStepLoader({ request, url, context }: Route.LoaderArgs) {
  const { user, owed, factors } = await pending(context);
  if (!owed) throw await onwards(request, url, user.home);
  return {
    title: getInstance(context).t("auth:twoStep.title"),
    factors: factors.map((f) => ({ id: f.id, name: f.friendly_name ?? "" })),
    // A recovery code instead of the app's (decision 083).
    recovery: url.searchParams.has("recovery"),
  };
}

export async function twoStepAction({ request, url, context }: Route.ActionArgs) {
  const signingIn = await pending(context);
  const { supabase, user, owed } = signingIn;
  if (!owed) return onwards(request, url, user.home);
  const formData = await readForm(request);
  if (formData.get("intent") === "recovery-code") return recover({ request, url, context }, signingIn, formData);
  const form = parseForm(authenticatorCodeSchema, formData);
  if (!form.ok) return invalidForm(form);
  // Six digits are guessable without a limit: the sign-in's few tries a minute apply.
  if (!(await withinLimits(context, await signInLimits(request, user.email))))
    return rateLimited(typedValues(formData));
  const { data, error } = await supabase.auth.mfa.challengeAndVerify({
    factorId: form.data.factor,
    code: form.data.code,
  });
  if (error) return authErrorResponse(error, typedValues(formData));
  return onwards(request, url, homePath(data.user?.user_metadata?.home_view));
}

/**
 * A recovery code instead of the app's (decision 083): the database spends it and turns
 * two-step off, which lets this session in; the person is told by email (it may not have
 * been them) and sent to set two-step up again.
 */
async function recover(
  { request, url, context }: Pick<Route.ActionArgs, "request" | "url" | "context">,
  { user }: Awaited<ReturnType<typeof pending>>,
  formData: FormData,
) {
  const form = parseForm(recoveryCodeSchema, formData);
  if (!form.ok) return invalidForm(form);
  // Guessing stays as slow as for a password: the sign-in's limits apply.
  if (!(await withinLimits(context, await signInLimits(request, user.email))))
    return rateLimited(typedValues(formData));
  // The data API's one pipeline (a session ended elsewhere is signed out here too).
  const { error } = await rpc(context, "use_recovery_code", { p_code: form.data.recovery });
  if (error) return apiFailure(error, "recovery", typedValues(formData));
  const { t } = getInstance(context);
  sendMailsLater(
    context,
    [
      simpleMail(
        user.email,
        t("auth:recoveryMail.subject"),
        [t("auth:recoveryMail.lead", { email: user.email }), t("auth:recoveryMail.again")],
        { label: t("auth:recoveryMail.setUp"), href: new URL(`${href("/settings")}#two-step`, url.origin).href },
        [t("auth:recoveryMail.notYou")],
      ),
    ],
    "recovery code email",
  );
  const flash = await flashHeader({ kind: "success", message: "settings:twoStep.recovered" }, url);
  return redirect(`${href("/settings")}#two-step`, { headers: { "Set-Cookie": flash } });
}
