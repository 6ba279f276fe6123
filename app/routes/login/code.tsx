import { useTranslation } from "~/lib/use-translation";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { Field, FormErrors } from "~/components/field";
import { flashHeader } from "~/lib/flash.server";
import { invalidForm, parseForm, typedValues, type FieldErrors } from "~/lib/forms";
import { emailLimits, rateLimited, signInLimits, withinLimits } from "~/lib/rate-limit.server";
import { getInstance, requestLanguage } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/meta";
import { sessionContext } from "~/lib/session.server";
import { EmailField } from "./auth-fields";
import { EMAIL_CODE } from "./fields";
import type { Route } from "./+types/code";
import { authErrorResponse, pendingEmailCookie, redirectAfterSignIn, sendSignInEmail } from "./auth.server";
import { LIMITS } from "~/lib/limits";
import { codeSchema, emailOnlySchema } from "./schemas";
import { readForm } from "~/lib/request";

export async function loader({ request, context }: Route.LoaderArgs) {
  const email = (await pendingEmailCookie.parse(request.headers.get("Cookie"))) as string | null;
  return { title: getInstance(context).t("auth:code.title"), email: typeof email === "string" ? email : "" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export async function action({ request, url, context }: Route.ActionArgs) {
  const { supabase } = context.get(sessionContext);
  const formData = await readForm(request);
  if (formData.get("intent") === "resend") {
    const form = parseForm(emailOnlySchema, formData);
    if (!form.ok) return invalidForm(form);
    if (!(await withinLimits(context, await emailLimits(request, form.data.email))))
      return rateLimited(typedValues(formData));
    const { error } = await sendSignInEmail(supabase, form.data.email, url, requestLanguage(context));
    if (error) return authErrorResponse(error, typedValues(formData));
    return data(
      { errors: {}, values: typedValues(formData), resent: true },
      { headers: { "Set-Cookie": await flashHeader({ kind: "info", message: "auth:flash.codeSent" }, url) } },
    );
  }
  const form = parseForm(codeSchema, formData);
  if (!form.ok) return invalidForm(form);
  // Six digits are guessable without a limit: a few tries per minute per address.
  if (!(await withinLimits(context, await signInLimits(request, form.data.email))))
    return rateLimited(typedValues(formData));
  // "email" matches a pending signup confirmation first, then a magic link (GoTrue).
  const { data: verified, error } = await supabase.auth.verifyOtp({
    email: form.data.email,
    token: form.data.code,
    type: "email",
  });
  if (error) return authErrorResponse(error, typedValues(formData));
  return redirectAfterSignIn(request, url, { user: verified.user });
}

export default function Code({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors as FieldErrors | undefined;
  const email = actionData?.values.email ?? loaderData.email;
  return (
    <AuthCard title={t("code.title")} intro={email ? t("code.sentTo", { email }) : t("code.intro")}>
      <Form method="post" className="flex flex-col gap-4">
        <FormErrors errors={errors?._form} />
        <EmailField defaultValue={email} errors={errors?.email} />
        <Field
          label={t("fields.code", { count: LIMITS.otpLength })}
          name="code"
          {...EMAIL_CODE}
          errors={errors?.code}
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("code.submit")}
        </button>
        <button type="submit" name="intent" value="resend" formNoValidate className="btn-secondary" disabled={busy}>
          {t("code.resend")}
        </button>
      </Form>
      <p className="text-sm">
        <Link to="/login" className="link">
          {t("code.back")}
        </Link>
      </p>
    </AuthCard>
  );
}
