import { data } from "react-router";
import { intent, type Intents } from "~/lib/actions.server";
import { typedValues } from "~/lib/forms";
import { getInstance } from "~/lib/i18n.server";
import { sessionContext } from "~/lib/session.server";
import { authErrorResponse } from "../login/auth.server";
import { recoveryCodesSchema, twoStepConfirmSchema, twoStepFactorSchema, twoStepStartSchema } from "./schemas";

/** An authenticator app being set up: what the page shows once (decision 077). */
export interface TwoStepSetup {
  factor: string;
  name: string;
  /** The QR code as an SVG data URI (Auth draws it), or null when shown again after a refused code. */
  qr: string | null;
  /** The key, for typing into the app by hand (base32). */
  secret: string;
}

/**
 * supabase-js hands the SVG over as `data:image/svg+xml;utf-8,<svg…>`, raw: its "#" colours
 * would end the URL in an <img>, so the markup is percent-encoded.
 */
export function svgDataUri(qr: string): string {
  const svg = qr.startsWith("data:") ? qr.slice(qr.indexOf(",") + 1) : qr;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * /settings, Two-step sign-in: Auth (its /factors API) keeps the apps and checks the codes;
 * the database reads the list for the page and refuses a session short of its second step.
 */
export const twoStepIntents: Intents = {
  "two-step-start": intent(twoStepStartSchema, {
    async run(form, { context, formData }) {
      const { supabase } = context.get(sessionContext);
      const issuer = getInstance(context).t("common:appName");
      const { data: factor, error } = await supabase.auth.mfa.enroll({
        factorType: "totp",
        friendlyName: form.name,
        issuer,
      });
      if (error) return authErrorResponse(error, typedValues(formData));
      if (factor.type !== "totp") throw new Error("Auth enrolled another kind of factor");
      // Shown now, never again: the key is Auth's secret from here on (no redirect, no flash).
      const setup: TwoStepSetup = {
        factor: factor.id,
        name: form.name,
        qr: svgDataUri(factor.totp.qr_code),
        secret: factor.totp.secret,
      };
      return data({ setup });
    },
  }),
  "two-step-confirm": intent(twoStepConfirmSchema, {
    async run(form, { context, formData }) {
      const { supabase } = context.get(sessionContext);
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: form.factor, code: form.code });
      if (error) return authErrorResponse(error, typedValues(formData));
      // This session passed the step (aal2); Auth ended the others that had not.
      return { flash: { kind: "success", message: "settings:twoStep.turnedOn" }, to: "/settings#two-step" };
    },
  }),
  "two-step-cancel": intent(twoStepFactorSchema, {
    async run(form, { context }) {
      // An app not yet confirmed: Auth forgets it at any level (and by itself after 5 minutes).
      await context.get(sessionContext).supabase.auth.mfa.unenroll({ factorId: form.factor });
      return { to: "/settings#two-step" };
    },
  }),
  "recovery-codes": intent(recoveryCodesSchema, {
    async run(_form, { call }) {
      // Shown now, never again: only their hashes are kept (no redirect, no flash).
      const { codes } = await call("create_recovery_codes", {});
      return data({ recoveryCodes: codes });
    },
  }),
  "two-step-remove": intent(twoStepFactorSchema, {
    async run(form, { context, formData }) {
      const { supabase } = context.get(sessionContext);
      const { error } = await supabase.auth.mfa.unenroll({ factorId: form.factor });
      if (error) return authErrorResponse(error, typedValues(formData));
      // Whether that was the last app is Auth's to say (another device may have added one):
      // one more call, in an action, never on a page view.
      const { data: left } = await supabase.auth.mfa.listFactors();
      const message = left && left.totp.length === 0 ? "settings:twoStep.turnedOff" : "settings:twoStep.removed";
      return { flash: { kind: "success", message }, to: "/settings#two-step" };
    },
  }),
};
