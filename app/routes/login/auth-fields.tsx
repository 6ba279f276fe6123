import { useTranslation } from "~/lib/use-translation";
import { Field, SelectField } from "~/components/field";
import type { FieldMessage } from "~/lib/forms";
import { LIMITS } from "~/lib/limits";
import { EMAIL, NEW_PASSWORD, PASSWORD } from "./fields";

interface FieldArgs {
  defaultValue?: string;
  errors?: FieldMessage[];
}

/** The "Email" field every sign-in screen shares. */
export function EmailField({ defaultValue, errors }: FieldArgs) {
  const { t } = useTranslation("auth");
  return (
    <Field
      label={t("fields.email")}
      name="email"
      type="email"
      autoComplete="email"
      defaultValue={defaultValue}
      errors={errors}
      {...EMAIL}
    />
  );
}

/** A password field; `fresh` for choosing a new one (hint, new-password autofill). */
export function PasswordField({
  errors,
  fresh = false,
  label,
}: Omit<FieldArgs, "defaultValue"> & { fresh?: boolean; label?: string }) {
  const { t } = useTranslation("auth");
  return (
    <Field
      label={label ?? t("fields.password")}
      hint={fresh ? t("signUp.passwordHint", { min: LIMITS.passwordMin }) : undefined}
      name="password"
      type="password"
      autoComplete={fresh ? "new-password" : "current-password"}
      errors={errors}
      errorValues={{ min: LIMITS.passwordMin }}
      {...(fresh ? NEW_PASSWORD : PASSWORD)}
    />
  );
}

/**
 * Which authenticator app a code comes from (two-step sign-in): chosen by name when there are
 * several, sent along unseen when there is one, absent when there is none.
 */
export function AuthenticatorAppField({
  apps,
  defaultValue,
  errors,
}: FieldArgs & { apps: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation("auth");
  if (apps.length === 0) return null;
  if (apps.length === 1) return <input type="hidden" name="factor" value={apps[0]!.id} />;
  return (
    <SelectField label={t("twoStep.which")} name="factor" defaultValue={defaultValue ?? apps[0]!.id} errors={errors}>
      {apps.map((app) => (
        <option key={app.id} value={app.id}>
          {app.name || t("twoStep.unnamed")}
        </option>
      ))}
    </SelectField>
  );
}
