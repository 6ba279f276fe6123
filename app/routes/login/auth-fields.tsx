import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Field } from "~/components/field";
import { constraintsOf, type FieldMessage } from "~/lib/forms";
import { LIMITS } from "~/lib/limits";

interface FieldArgs {
  schema: z.ZodObject;
  defaultValue?: string;
  errors?: FieldMessage[];
}

/** The "Email" field every sign-in screen shares. */
export function EmailField({ schema, defaultValue, errors }: FieldArgs) {
  const { t } = useTranslation("auth");
  return (
    <Field
      label={t("fields.email")}
      name="email"
      type="email"
      autoComplete="email"
      defaultValue={defaultValue}
      errors={errors}
      {...constraintsOf(schema, "email")}
    />
  );
}

/** A password field; `fresh` for choosing a new one (hint, new-password autofill). */
export function PasswordField({
  schema,
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
      {...constraintsOf(schema, "password")}
    />
  );
}
