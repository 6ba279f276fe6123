import { useTranslation } from "~/lib/use-translation";
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { AuthCard, Divider } from "~/components/auth-card";
import { FormErrors } from "~/components/field";
import { GoogleIcon } from "~/components/google-icon";
import { getInstance } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/meta";
import { sessionContext } from "~/lib/session.server";
import { EmailField, PasswordField } from "./auth-fields";
import type { Route } from "./+types/sign-in";
import { signInAction } from "./sign-in.server";

export function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(sessionContext);
  if (user) throw redirect(user.home);
  return { title: getInstance(context).t("auth:signIn.title") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export const action = (args: Route.ActionArgs) => signInAction(args);

export default function SignIn({ actionData }: Route.ComponentProps) {
  // Links such as an invitation's prefill the address (?email=).
  const emailParam = useSearchParams()[0].get("email") ?? undefined;
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = actionData?.errors;
  return (
    <AuthCard title={t("signIn.title")} intro={t("signIn.intro")}>
      <Form method="post">
        <button type="submit" name="intent" value="google" className="btn-secondary w-full" disabled={busy}>
          <GoogleIcon />
          {t("signIn.google")}
        </button>
      </Form>
      <Divider label={t("signIn.or")} />
      <Form method="post" className="flex flex-col gap-4">
        <FormErrors errors={errors?._form} />
        <EmailField defaultValue={actionData?.values.email ?? emailParam} errors={errors?.email} />
        <PasswordField errors={errors?.password} />
        <div className="-mt-2 text-right text-sm">
          <Link to="/login/forgot-password" className="link">
            {t("signIn.forgot")}
          </Link>
        </div>
        <button type="submit" name="intent" value="password" className="btn-primary" disabled={busy}>
          {t("signIn.submit")}
        </button>
        <button type="submit" name="intent" value="magic-link" formNoValidate className="btn-secondary" disabled={busy}>
          {t("signIn.magicLink")}
        </button>
      </Form>
      <div className="flex flex-col gap-2 text-sm">
        <p>
          {t("signIn.noAccount")}{" "}
          <Link to="/login/sign-up" className="link">
            {t("signIn.createAccount")}
          </Link>
        </p>
        <p>
          <Link to="/login/code" className="link">
            {t("signIn.haveCode")}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
