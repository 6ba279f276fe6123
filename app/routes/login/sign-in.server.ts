import { redirect } from "react-router";
import { invalidForm, parseForm, typedValues } from "~/lib/forms";
import { fromMobileApp, MOBILE_LOGIN_CALLBACK } from "~/lib/mobile";
import { emailLimits, rateLimited, signInLimits, withinLimits } from "~/lib/rate-limit.server";
import { sessionContext } from "~/lib/session.server";
import { requestLanguage } from "~/lib/i18n.server";
import type { Route } from "./+types/sign-in";
import {
  authErrorResponse,
  callbackUrl,
  pendingEmailHeader,
  redirectAfterSignIn,
  sendSignInEmail,
} from "./auth.server";
import { emailOnlySchema, signInSchema } from "./schemas";
import { readForm } from "~/lib/request";

export async function signInAction({ request, url, context }: Route.ActionArgs) {
  const { supabase } = context.get(sessionContext);
  const formData = await readForm(request);
  const intent = formData.get("intent") ?? "password";

  if (intent === "google") {
    // From the mobile app, Google sends the person back to the app (its URL scheme); the
    // app then opens /login-callback?code=… in its web view, which holds the verifier.
    const redirectTo = fromMobileApp(request) ? MOBILE_LOGIN_CALLBACK : callbackUrl(url);
    const { data, error } = await supabase.auth.signInWithOAuth({ provider: "google", options: { redirectTo } });
    if (error) return authErrorResponse(error, {});
    // The PKCE verifier cookie was set during the call; the session middleware sends it.
    return redirect(data.url);
  }

  if (intent === "magic-link") {
    const form = parseForm(emailOnlySchema, formData);
    if (!form.ok) return invalidForm(form);
    if (!(await withinLimits(context, await emailLimits(request, form.data.email))))
      return rateLimited(typedValues(formData));
    const { error } = await sendSignInEmail(supabase, form.data.email, url, requestLanguage(context));
    if (error) return authErrorResponse(error, typedValues(formData));
    return redirect("/login/code", { headers: { "Set-Cookie": await pendingEmailHeader(form.data.email, url) } });
  }

  if (intent !== "password") throw new Response("Unknown intent", { status: 400 });
  const form = parseForm(signInSchema, formData);
  if (!form.ok) return invalidForm(form);
  // Guessing passwords slows down per account and per visitor, right or wrong.
  if (!(await withinLimits(context, await signInLimits(request, form.data.email))))
    return rateLimited(typedValues(formData));
  const { data, error } = await supabase.auth.signInWithPassword(form.data);
  if (error) return authErrorResponse(error, typedValues(formData));
  return redirectAfterSignIn(request, url, { user: data.user });
}
