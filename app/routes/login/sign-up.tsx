import { useTranslation } from "~/lib/use-translation";
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { Field, FormErrors } from "~/components/field";
import { flashHeader } from "~/lib/flash.server";
import { invalidForm, parseForm, typedValues } from "~/lib/forms";
import { NAME } from "./fields";
import { emailLimits, rateLimited, withinLimits } from "~/lib/rate-limit.server";
import { getInstance, requestLanguage } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/meta";
import { sessionContext } from "~/lib/session.server";
import { EmailField, PasswordField } from "./auth-fields";
import type { Route } from "./+types/sign-up";
import { authErrorResponse, callbackUrl, pendingEmailHeader, redirectAfterSignIn } from "./auth.server";
import { signUpSchema } from "./schemas";
import { readForm } from "~/lib/request";

export function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(sessionContext);
  if (user) throw redirect(user.home);
  return { title: getInstance(context).t("auth:signUp.title") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export async function action({ request, url, context }: Route.ActionArgs) {
  const { supabase } = context.get(sessionContext);
  const formData = await readForm(request);
  const form = parseForm(signUpSchema, formData);
  if (!form.ok) return invalidForm(form);
  const { email, password, name } = form.data;
  if (!(await withinLimits(context, await emailLimits(request, email)))) return rateLimited(typedValues(formData));
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    // The locale picks the language of Auth's emails (supabase/templates).
    options: {
      data: { ...(name ? { full_name: name } : {}), locale: requestLanguage(context) },
      emailRedirectTo: callbackUrl(url),
    },
  });
  if (error) return authErrorResponse(error, typedValues(formData));
  if (data.session) {
    return redirectAfterSignIn(request, url, {
      user: data.user,
      flash: { kind: "success", message: "auth:flash.signedUp" },
    });
  }
  // Email confirmation is on: the code page explains where to look.
  const headers = new Headers();
  headers.append("Set-Cookie", await pendingEmailHeader(email, url));
  headers.append("Set-Cookie", await flashHeader({ kind: "info", message: "auth:flash.checkEmail" }, url));
  return redirect("/login/code", { headers });
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  // Links such as an invitation's prefill the address (?email=).
  const emailParam = useSearchParams()[0].get("email") ?? undefined;
  const { t } = useTranslation("auth");
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors;
  return (
    <AuthCard title={t("signUp.title")} intro={t("signUp.intro")}>
      <Form method="post" className="flex flex-col gap-4">
        <FormErrors errors={errors?._form} />
        <Field
          label={t("fields.name")}
          hint={t("signUp.nameHint")}
          name="name"
          autoComplete="name"
          defaultValue={actionData?.values.name}
          errors={errors?.name}
          {...NAME}
        />
        <EmailField defaultValue={actionData?.values.email ?? emailParam} errors={errors?.email} />
        <PasswordField errors={errors?.password} fresh />
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("signUp.submit")}
        </button>
      </Form>
      <p className="text-sm">
        {t("signUp.haveAccount")}{" "}
        <Link to="/login" className="link">
          {t("signUp.signIn")}
        </Link>
      </p>
    </AuthCard>
  );
}
