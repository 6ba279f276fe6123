import type { AuthError } from "@supabase/supabase-js";
import { redirect } from "react-router";
import { intent, type IntentArgs, type Intents } from "~/lib/actions.server";
import { apiFailure, rpcWith } from "~/lib/api.server";
import { flashHeader } from "~/lib/flash.server";
import { typedValues } from "~/lib/forms";
import { end, oneOffClient } from "~/lib/fresh-sign-in.server";
import { emailLimits, rateLimited, signInLimits, withinLimits } from "~/lib/rate-limit.server";
import { sessionContext } from "~/lib/session.server";
import { secondSteps } from "~/lib/two-step.server";
import { authErrorResponse, callbackUrl } from "../login/auth.server";
import { deleteAccountCodeSchema, deleteAccountSchema } from "./schemas";

/** Where the form is, with the emailed code's field instead of the password's. */
const DELETE_WITH_CODE = "/settings?delete=code#delete-account";

/**
 * /settings, Account → Delete account (decisions 056 and 080). The browser's session is not
 * enough: the person signs in again here, with their password or a code emailed to them
 * (and their authenticator's code when two-step sign-in is on), and the account is deleted
 * with that new session, which the database checks was signed in moments ago.
 */
export const deleteAccountIntents: Intents = {
  "delete-account": intent(deleteAccountSchema, {
    async run(form, { context, request, url, formData, refuse }) {
      const { supabase, user } = context.get(sessionContext);
      const email = user!.email;
      // The password never comes back into the page; the rest of what was typed does.
      const values = typedValues(formData);
      const proof = form.password !== undefined ? "password" : "emailCode";
      if (form.password === undefined && form.emailCode === undefined)
        return refuse({ _form: ["settings:account.deleteProofNeeded"] });
      // A password or a code is a guess like a sign-in's: the same few tries a minute.
      if (!(await withinLimits(context, await signInLimits(request, email)))) return rateLimited(values, proof);

      const fresh = oneOffClient(context, request);
      const signedIn =
        form.password !== undefined
          ? await fresh.auth.signInWithPassword({ email, password: form.password })
          : await fresh.auth.verifyOtp({ email, token: form.emailCode!, type: "email" });
      if (signedIn.error) return proofRefused(signedIn.error, values, proof, refuse);

      const apps = secondSteps(signedIn.data.user);
      if (apps.length > 0) {
        // The database answers a session short of its second step with two_step_required.
        const factorId = form.factor ?? apps[0]!.id;
        const verified =
          form.code === undefined ? null : await fresh.auth.mfa.challengeAndVerify({ factorId, code: form.code });
        if (!verified || verified.error) {
          await end(fresh);
          if (!verified) return refuse({ code: ["auth:errors.twoStepCode"] });
          return authErrorResponse(verified.error!, values);
        }
      }

      const { error } = await rpcWith(fresh, "delete_my_account", { p_email: form.confirmEmail });
      if (error) {
        await end(fresh);
        return apiFailure(error, error.code === "reauthentication_needed" ? "_form" : "confirmEmail", values);
      }
      // The user is gone, and every session with them; supabase-js clears this one's cookies
      // all the same (Auth refuses the sign-out), and the session middleware sends them.
      await supabase.auth.signOut({ scope: "local" });
      const flash = await flashHeader({ kind: "info", message: "settings:account.deleted" }, url);
      return redirect("/", { headers: { "Set-Cookie": flash } });
    },
  }),
  "delete-account-code": intent(deleteAccountCodeSchema, {
    async run(_form, { context, request, url }) {
      const { supabase, user } = context.get(sessionContext);
      const email = user!.email;
      const values = { intent: "delete-account-code" };
      if (!(await withinLimits(context, await emailLimits(request, email)))) return rateLimited(values);
      // Auth's sign-in email: its code proves the inbox (its link signs in on this browser).
      const { error } = await supabase.auth.signInWithOtp({
        email,
        options: { shouldCreateUser: false, emailRedirectTo: callbackUrl(url, "/settings") },
      });
      if (error) return authErrorResponse(error, values);
      return {
        flash: { kind: "info", message: "settings:account.deleteCodeSent", values: { email } },
        to: DELETE_WITH_CODE,
      };
    },
  }),
};

/** A wrong password or code, next to its own field (Auth's "invalid credentials" names neither). */
function proofRefused(
  error: AuthError,
  values: Record<string, string>,
  field: "password" | "emailCode",
  refuse: IntentArgs["refuse"],
) {
  if (error.code === "invalid_credentials") return refuse({ [field]: ["settings:account.deletePasswordWrong"] }, 400);
  if (error.code === "otp_expired") return refuse({ [field]: ["auth:errors.otpExpired"] }, 400);
  return authErrorResponse(error, values);
}
