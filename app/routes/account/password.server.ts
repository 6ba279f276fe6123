import { intent, type Intents } from "~/lib/actions.server";
import { emailLimits, rateLimited, signInLimits, withinLimits } from "~/lib/rate-limit.server";
import { sessionContext } from "~/lib/session.server";
import { authErrorResponse, callbackUrl } from "../login/auth.server";
import { changePasswordSchema, passwordLinkSchema } from "./schemas";

const TO = "/settings#account";

/**
 * /settings, Account → Password (decision 078). Auth does the work: it checks the current
 * password (the project's "Require current password when updating"), refuses a weak or
 * unchanged one, and signs every other session out.
 */
export const passwordIntents: Intents = {
  "change-password": intent(changePasswordSchema, {
    async run(form, { context, request }) {
      const { supabase, user } = context.get(sessionContext);
      const values = { intent: "change-password" };
      // The current password is a guess like a sign-in's: the same few tries a minute.
      if (
        form.currentPassword !== undefined &&
        !(await withinLimits(context, await signInLimits(request, user!.email)))
      )
        return rateLimited(values, "currentPassword");
      const { error } = await supabase.auth.updateUser({
        password: form.password,
        ...(form.currentPassword === undefined ? {} : { current_password: form.currentPassword }),
      });
      // Passwords never come back in the page: the fields start empty again.
      if (error) return authErrorResponse(error, values);
      const message =
        form.currentPassword === undefined ? "settings:account.passwordSet" : "settings:account.passwordChanged";
      return { flash: { kind: "success", message }, to: TO };
    },
  }),
  "password-link": intent(passwordLinkSchema, {
    async run(_form, { context, request, url }) {
      const { supabase, user } = context.get(sessionContext);
      const email = user!.email;
      const values = { intent: "password-link" };
      if (!(await withinLimits(context, await emailLimits(request, email)))) return rateLimited(values);
      // The link opens /login/reset-password with a recovery session, which needs no current password.
      const { error } = await supabase.auth.resetPasswordForEmail(email, {
        redirectTo: callbackUrl(url, "/login/reset-password"),
      });
      if (error) return authErrorResponse(error, values);
      return { flash: { kind: "info", message: "settings:account.linkSent", values: { email } }, to: TO };
    },
  }),
};
