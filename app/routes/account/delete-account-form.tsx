import { Form, href, Link, useSearchParams } from "react-router";
import { Field, FormErrors } from "~/components/field";
import type { FormFailure } from "~/lib/forms";
import { useTranslation } from "~/lib/use-translation";
import { AuthenticatorAppField, PasswordField } from "../login/auth-fields";
import { AUTHENTICATOR_CODE, EMAIL_CODE } from "../login/fields";

/**
 * /settings, Account → Delete account (decisions 056 and 080): the address typed out, then
 * proof of who one is, as at sign-in: the password, or a code emailed ("Email me a code",
 * the only way for an account without a password); with two-step sign-in on, the code of
 * one of one's authenticator apps too.
 */
export function DeleteAccountForm({
  email,
  hasPassword,
  apps,
  failed,
}: {
  email: string;
  hasPassword: boolean;
  /** One's authenticator apps (two-step sign-in), oldest first. */
  apps: { id: string; name: string }[];
  failed: FormFailure | undefined;
}) {
  const { t } = useTranslation("settings");
  const [search] = useSearchParams();
  const deleting = failed?.values?.intent === "delete-account" ? failed : undefined;
  const sending = failed?.values?.intent === "delete-account-code" ? failed : undefined;
  // The emailed code's field once one was sent (or typed), and always without a password.
  const sent = search.get("delete") === "code";
  const withCode = !hasPassword || sent || deleting?.values?.emailCode !== undefined;
  const errors = deleting?.errors;
  return (
    <>
      <Form
        method="post"
        id="delete-account"
        className="flex scroll-mt-20 flex-col gap-3 rounded-lg border border-red-200 p-4 dark:border-red-900"
        aria-labelledby="delete-account-title"
      >
        <input type="hidden" name="intent" value="delete-account" />
        <h3 id="delete-account-title" className="font-medium text-red-700 dark:text-red-400">
          {t("account.delete")}
        </h3>
        <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("account.deleteText")}</p>
        <div className="flex max-w-md flex-col gap-3">
          <Field
            label={t("account.confirmEmail", { email })}
            name="confirmEmail"
            type="email"
            autoComplete="off"
            required
            defaultValue={deleting?.values?.confirmEmail ?? ""}
            errors={errors?.confirmEmail}
          />
          <p className="text-sm text-neutral-600 dark:text-neutral-300">
            {t(withCode ? "account.deleteProveCode" : "account.deleteProvePassword", { email })}
          </p>
          {withCode ? (
            <Field
              label={t("account.deleteEmailCode")}
              name="emailCode"
              {...EMAIL_CODE}
              defaultValue={deleting?.values?.emailCode ?? ""}
              errors={errors?.emailCode}
            />
          ) : (
            <PasswordField label={t("account.deletePassword")} errors={errors?.password} />
          )}
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
            {/* The other form's button (HTML's form attribute): forms do not nest. */}
            <button type="submit" form="delete-account-code" className="link">
              {t(sent ? "account.deleteSendAgain" : withCode ? "account.deleteSendCode" : "account.deleteCodeInstead")}
            </button>
            {withCode && hasPassword ? (
              <Link to={`${href("/settings")}#delete-account`} className="link">
                {t("account.deletePasswordInstead")}
              </Link>
            ) : null}
          </p>
          {sending?.errors?._form ? <FormErrors errors={sending.errors._form} /> : null}
          <AuthenticatorAppField apps={apps} defaultValue={deleting?.values?.factor} errors={errors?.factor} />
          {apps.length > 0 ? (
            <Field
              label={t("account.deleteAppCode")}
              hint={t("twoStep.codeHint")}
              {...AUTHENTICATOR_CODE}
              errors={errors?.code}
            />
          ) : null}
        </div>
        <button type="submit" className="btn self-start bg-red-700 text-white hover:bg-red-600">
          {t("account.deleteButton")}
        </button>
        {errors?._form ? <FormErrors errors={errors._form} /> : null}
      </Form>
      <Form method="post" id="delete-account-code" hidden>
        <input type="hidden" name="intent" value="delete-account-code" />
      </Form>
    </>
  );
}
