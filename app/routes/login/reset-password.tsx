import { useTranslation } from "~/lib/use-translation";
import { data, Form, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { FormErrors } from "~/components/field";
import { flashHeader } from "~/lib/flash.server";
import { invalidForm, parseForm, type FieldErrors } from "~/lib/forms";
import { getInstance } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/meta";
import { sessionContext } from "~/lib/session.server";
import { PasswordField } from "./auth-fields";
import type { Route } from "./+types/reset-password";
import { authErrorResponse } from "./auth.server";
import { newPasswordSchema } from "./schemas";
import { readForm } from "~/lib/request";

export function loader({ context }: Route.LoaderArgs) {
  return { title: getInstance(context).t("auth:reset.title") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export async function action({ request, url, context }: Route.ActionArgs) {
  const { supabase } = context.get(sessionContext);
  const form = parseForm(newPasswordSchema, await readForm(request));
  if (!form.ok) return invalidForm(form);
  const { error } = await supabase.auth.updateUser({ password: form.data.password });
  // Without a reset link's session, Auth wants the current password: that is /settings' form.
  if (error?.code?.startsWith("current_password"))
    return data({ errors: { _form: ["auth:errors.resetLinkNeeded"] } as FieldErrors, values: {} }, { status: 400 });
  if (error) return authErrorResponse(error, {});
  const flash = await flashHeader({ kind: "success", message: "auth:flash.passwordUpdated" }, url);
  return redirect("/dashboards", { headers: { "Set-Cookie": flash } });
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title={t("reset.title")} intro={t("reset.intro")}>
      <Form method="post" className="flex flex-col gap-4">
        <FormErrors errors={actionData?.errors._form} />
        <PasswordField errors={actionData?.errors.password} fresh label={t("fields.newPassword")} />
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("reset.submit")}
        </button>
      </Form>
    </AuthCard>
  );
}
