import { Form } from "react-router";
import { Field, FormErrors } from "~/components/field";
import type { FormFailure } from "~/lib/forms";
import { useTranslation } from "~/lib/use-translation";
import { PasswordField } from "../login/auth-fields";
import { PASSWORD } from "../login/fields";

/**
 * /settings, Account → Password (decision 078): the current password and a new one, or a
 * first password for an account from Google or an invitation. Someone who never knew theirs
 * (an account a sign-in link opened) has a reset link emailed instead.
 */
export function PasswordForm({ hasPassword, failed }: { hasPassword: boolean; failed: FormFailure | undefined }) {
  const { t } = useTranslation("settings");
  const changing = failed?.values?.intent === "change-password" ? failed : undefined;
  const linking = failed?.values?.intent === "password-link" ? failed : undefined;
  return (
    <div className="flex flex-col gap-3">
      <Form method="post" className="flex flex-col gap-3" aria-labelledby="password-title">
        <input type="hidden" name="intent" value="change-password" />
        <div>
          <h3 id="password-title" className="font-medium">
            {t("account.password")}
          </h3>
          <p className="text-sm text-neutral-600 dark:text-neutral-300">
            {t(hasPassword ? "account.passwordText" : "account.noPasswordText")}
          </p>
        </div>
        <div className="flex max-w-md flex-col gap-3">
          {hasPassword ? (
            <Field
              label={t("account.currentPassword")}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              errors={changing?.errors?.currentPassword}
              {...PASSWORD}
            />
          ) : null}
          <PasswordField fresh label={t("account.newPassword")} errors={changing?.errors?.password} />
          <button type="submit" className="btn-secondary self-start">
            {t(hasPassword ? "account.changePassword" : "account.setPassword")}
          </button>
        </div>
        {changing?.errors?._form ? <FormErrors errors={changing.errors._form} /> : null}
      </Form>
      {hasPassword ? (
        <Form method="post" className="flex flex-wrap items-center gap-x-2 text-sm">
          <input type="hidden" name="intent" value="password-link" />
          <span className="text-neutral-600 dark:text-neutral-300">{t("account.forgotCurrent")}</span>
          <button type="submit" className="link">
            {t("account.emailLink")}
          </button>
          {linking?.errors?._form ? <FormErrors errors={linking.errors._form} /> : null}
        </Form>
      ) : null}
    </div>
  );
}
