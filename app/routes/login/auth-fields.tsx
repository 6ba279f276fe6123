import { useTranslation } from "~/lib/use-translation";
import { Field } from "~/components/field";
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
