import { Form, href, Link, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { Field, FormErrors, SelectField } from "~/components/field";
import type { FieldErrors } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/two-step";
import { AUTHENTICATOR_CODE } from "./fields";
import { twoStepAction, twoStepLoader } from "./two-step.server";

export const loader = twoStepLoader;
export const action = twoStepAction;
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** The second step of signing in (decision 077): the code an authenticator app shows. */
export default function TwoStep({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors as FieldErrors | undefined;
  const { factors } = loaderData;
  return (
    <AuthCard title={t("twoStep.title")} intro={t("twoStep.intro")}>
      <Form method="post" className="flex flex-col gap-4">
        <FormErrors errors={errors?._form} />
        {factors.length > 1 ? (
          <SelectField
            label={t("twoStep.which")}
            name="factor"
            defaultValue={actionData?.values?.factor ?? factors[0]?.id}
            errors={errors?.factor}
          >
            {factors.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name || t("twoStep.unnamed")}
              </option>
            ))}
          </SelectField>
        ) : (
          <input type="hidden" name="factor" value={factors[0]?.id ?? ""} />
        )}
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
      <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("twoStep.lost")}</p>
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
