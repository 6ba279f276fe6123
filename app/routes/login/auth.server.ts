import type { AuthError, SupabaseClient, User } from "@supabase/supabase-js";
import { isAuthWeakPasswordError } from "@supabase/supabase-js";
import { createCookie, data, redirect } from "react-router";
import { flashHeader, type NewFlash } from "~/lib/flash.server";
import { isLanguage } from "~/lib/i18n";
import { localeCookie } from "~/lib/i18n.server";
import { consumeReturnTo } from "~/lib/guard.server";
import { homePath } from "~/lib/home-view";
import { hasSecondStep, twoStepPath } from "~/lib/two-step.server";
import type { FieldErrors } from "~/lib/forms";
import { isSecureRequest } from "~/lib/request";

/** The email a sign-in code was sent to, so the code form can be prefilled. */
export const pendingEmailCookie = createCookie("pending-email", {
  path: "/login",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60,
});

export async function pendingEmailHeader(email: string, url: URL) {
  return pendingEmailCookie.serialize(email, { secure: isSecureRequest(url) });
}

/**
 * Emails a magic link and a 6-digit code (a signup confirmation for a new address). A new
 * account keeps `locale`, the language of Auth's emails (supabase/templates).
 */
export function sendSignInEmail(supabase: SupabaseClient, email: string, url: URL, locale: string) {
  return supabase.auth.signInWithOtp({
    email,
    options: { emailRedirectTo: callbackUrl(url), shouldCreateUser: true, data: { locale } },
  });
}

/** Where every email link and OAuth flow comes back to. */
export function callbackUrl(url: URL, next?: string): string {
  const target = new URL("/confirm", url.origin);
  if (next) target.searchParams.set("next", next);
  return target.toString();
}

const WEAK_REASON_KEYS: Record<string, string> = {
  length: "auth:errors.weakLength",
  characters: "auth:errors.weakCharacters",
  pwned: "auth:errors.weakPwned",
};

/** Turns a GoTrue error into messages for the form's fields (i18n keys) and a 4xx status. */
export function authErrorResponse(error: AuthError, values: Record<string, string>, passwordField = "password") {
  let errors: FieldErrors;
  let status = error.status && error.status >= 400 && error.status < 500 ? error.status : 400;
  if (isAuthWeakPasswordError(error)) {
    const reasons = error.reasons.map((r) => WEAK_REASON_KEYS[r] ?? "auth:errors.weakPassword");
    errors = { [passwordField]: reasons.length ? reasons : ["auth:errors.weakPassword"] };
    status = 422;
  } else {
    errors = fieldErrorsFor(error.code);
  }
  if (!error.status || error.status >= 500) {
    console.error("Auth service error", error.code, error.message);
    status = 503;
  }
  return data({ errors, values }, { status });
}

function fieldErrorsFor(code: string | undefined): FieldErrors {
  switch (code) {
    case "invalid_credentials":
      return { _form: ["auth:errors.invalidCredentials"] };
    case "email_not_confirmed":
      return { email: ["auth:errors.emailNotConfirmed"] };
    case "user_already_exists":
    case "email_exists":
      return { email: ["auth:errors.userExists"] };
    case "same_password":
      return { password: ["auth:errors.samePassword"] };
    // /settings' password change (decision 078): Auth checked the current one.
    case "current_password_required":
      return { currentPassword: ["settings:account.currentRequired"] };
    case "current_password_invalid":
      return { currentPassword: ["settings:account.currentWrong"] };
    case "otp_expired":
      return { code: ["auth:errors.otpExpired"] };
    case "over_email_send_rate_limit":
    case "over_request_rate_limit":
      return { _form: ["auth:errors.rateLimited"] };
    case "signup_disabled":
    case "otp_disabled":
      return { _form: ["auth:errors.signupsDisabled"] };
    case "validation_failed":
    case "email_address_invalid":
      return { email: ["auth:errors.emailInvalid"] };
    // Two-step sign-in (decision 077): a wrong, stale or reused authenticator code.
    case "mfa_verification_failed":
    case "mfa_challenge_expired":
    case "mfa_ip_address_mismatch":
    case "mfa_factor_not_found":
      return { code: ["auth:errors.twoStepInvalid"] };
    case "mfa_factor_name_conflict":
      return { name: ["settings:twoStep.nameTaken"] };
    case "too_many_enrolled_mfa_factors":
      return { _form: ["settings:twoStep.tooMany"] };
    case "insufficient_aal":
      return { _form: ["auth:errors.twoStepNeeded"] };
    default:
      return { _form: ["auth:errors.generic"] };
  }
}

/**
 * An account without a language yet (a first sign-in with Google, whose profile does not
 * say) takes this browser's, so that Auth's later emails speak it. Best effort: the sign-in
 * stands if saving fails.
 */
export async function keepLanguage(supabase: SupabaseClient, user: User, lng: string): Promise<User> {
  if (isLanguage(user.user_metadata?.locale)) return user;
  const { data } = await supabase.auth.updateUser({ data: { locale: lng } });
  return data.user ?? user;
}

/**
 * The redirect after any kind of sign-in: back to the saved path, else one's start page. The
 * account's language (in the user's metadata: the one it signed up in, or chosen since in
 * /settings; Auth's emails speak it too) becomes this browser's.
 */
export async function redirectAfterSignIn(
  request: Request,
  url: URL,
  { user, flash, next }: { user: User | null; flash?: NewFlash; next?: string | null },
) {
  const headers = new Headers();
  if (flash) headers.append("Set-Cookie", await flashHeader(flash, url));
  const saved: unknown = user?.user_metadata?.locale;
  if (isLanguage(saved))
    headers.append("Set-Cookie", await localeCookie.serialize(saved, { secure: isSecureRequest(url) }));
  // With two-step sign-in on, the password (or link, or Google) was the first step only: the
  // code comes next, and the saved path waits for it (decision 077).
  if (hasSecondStep(user)) return redirect(twoStepPath(next), { headers });
  // Else the person's start page (decision 065).
  const { to, clear } = await consumeReturnTo(request, url, homePath(user?.user_metadata?.home_view));
  headers.append("Set-Cookie", clear);
  return redirect(next ?? to, { headers });
}
