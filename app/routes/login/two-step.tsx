import { Form, href, Link, useLocation, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { Field, FormErrors } from "~/components/field";
import type { FieldErrors } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/two-step";
import { AuthenticatorAppField } from "./auth-fields";
import { AUTHENTICATOR_CODE, RECOVERY_CODE } from "./fields";
import { twoStepAction, twoStepLoader } from "./two-step.server";

export const loader = twoStepLoader;
export const action = twoStepAction;
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/**
 * The second step of signing in (decision 077): the code an authenticator app shows, or
 * (`?recovery`) one of the recovery codes printed when two-step was set up (decision 083).
 */
export default function TwoStep({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors as FieldErrors | undefined;
  const { factors, recovery } = loaderData;
  // Either way keeps where the sign-in goes next.
  const params = new URLSearchParams(useLocation().search);
  if (recovery) params.delete("recovery");
  else params.set("recovery", "");
  const other = `?${params}`;
  return (
    <AuthCard title={t("twoStep.title")} intro={t(recovery ? "twoStep.recoveryIntro" : "twoStep.intro")}>
      {/* Keyed: each form its own elements (Preact would keep the code field's pattern on the other's). */}
      {recovery ? (
        <Form key="recovery" method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="recovery-code" />
          <FormErrors errors={errors?._form} />
          <Field
            label={t("twoStep.recoveryCode")}
            {...RECOVERY_CODE}
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            defaultValue={actionData?.values?.recovery ?? ""}
            errors={errors?.recovery}
          />
          <button type="submit" className="btn-primary" disabled={busy}>
            {t("twoStep.recoverySubmit")}
          </button>
        </Form>
      ) : (
        <Form key="app" method="post" className="flex flex-col gap-4">
          <FormErrors errors={errors?._form} />
          <AuthenticatorAppField apps={factors} defaultValue={actionData?.values?.factor} errors={errors?.factor} />
          <Field
            label={t("twoStep.code")}
            {...AUTHENTICATOR_CODE}
            // The page's one field, and what the person came to type: as sign-in pages everywhere do.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            defaultValue={actionData?.values?.code ?? ""}
            errors={errors?.code}
          />
          <button type="submit" className="btn-primary" disabled={busy}>
            {t("twoStep.submit")}
          </button>
        </Form>
      )}
      <p className="text-sm text-neutral-600 dark:text-neutral-300">
        {t(recovery ? "twoStep.recoveryLost" : "twoStep.lost")}{" "}
        <Link to={other} className="link">
          {t(recovery ? "twoStep.useApp" : "twoStep.useRecovery")}
        </Link>
      </p>
      <p className="text-sm">
        <Link to={href("/support")} className="link">
          {t("twoStep.help")}
        </Link>
      </p>
      <Form method="post" action={href("/logout")}>
        <button type="submit" className="link text-sm">
          {t("twoStep.other")}
        </button>
      </Form>
    </AuthCard>
  );
}
