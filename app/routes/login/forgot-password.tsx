import { useTranslation } from "~/lib/use-translation";
import { Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { FormErrors } from "~/components/field";
import { flashHeader } from "~/lib/flash.server";
import { invalidForm, parseForm, typedValues } from "~/lib/forms";
import { emailLimits, rateLimited, withinLimits } from "~/lib/rate-limit.server";
import { getInstance } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/meta";
import { sessionContext } from "~/lib/session.server";
import { EmailField } from "./auth-fields";
import type { Route } from "./+types/forgot-password";
import { authErrorResponse, callbackUrl } from "./auth.server";
import { emailOnlySchema } from "./schemas";
import { readForm } from "~/lib/request";

export function loader({ context }: Route.LoaderArgs) {
  return { title: getInstance(context).t("auth:forgot.title") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export async function action({ request, url, context }: Route.ActionArgs) {
  const { supabase } = context.get(sessionContext);
  const formData = await readForm(request);
  const form = parseForm(emailOnlySchema, formData);
  if (!form.ok) return invalidForm(form);
  if (!(await withinLimits(context, await emailLimits(request, form.data.email))))
    return rateLimited(typedValues(formData));
  const { error } = await supabase.auth.resetPasswordForEmail(form.data.email, {
    redirectTo: callbackUrl(url, "/login/reset-password"),
  });
  if (error) return authErrorResponse(error, typedValues(formData));
  // Same answer whether or not the account exists: no account enumeration.
  const flash = await flashHeader(
    { kind: "info", message: "auth:flash.resetSent", values: { email: form.data.email } },
    url,
  );
  return redirect("/login", { headers: { "Set-Cookie": flash } });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title={t("forgot.title")} intro={t("forgot.intro")}>
      <Form method="post" className="flex flex-col gap-4">
        <FormErrors errors={actionData?.errors._form} />
        <EmailField defaultValue={actionData?.values.email} errors={actionData?.errors.email} />
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("forgot.submit")}
        </button>
      </Form>
      <p className="text-sm">
        <Link to="/login" className="link">
          {t("forgot.back")}
        </Link>
      </p>
    </AuthCard>
  );
}
