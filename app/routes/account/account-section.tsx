import { Form, href } from "react-router";
import { Field, FormErrors } from "~/components/field";
import type { FormFailure } from "~/lib/forms";
import { useTranslation } from "~/lib/use-translation";
import { DeleteAccountForm } from "./delete-account-form";
import { DevicesList } from "./devices-list";
import type { NamedDevice } from "./devices.server";
import { PasswordForm } from "./password-form";
import { SettingsSection } from "./settings-section";

/**
 * /settings, Account (decision 056): a new password (decision 078), a new address (confirmed
 * from both), the devices signed in (each signed out alone, or all others; decision 081),
 * downloading all of one's data (decision 057), and deleting the account with the email
 * typed out, after signing in again (decision 080).
 */
export function AccountSection({
  email,
  hasPassword,
  apps,
  devices,
  signInAlerts,
  zone,
  failed,
}: {
  email: string;
  hasPassword: boolean;
  /** Where one is signed in (decision 081). */
  devices: NamedDevice[];
  /** Whether a sign-in on a new device is emailed (decision 082). */
  signInAlerts: boolean;
  /** One's time zone, for when each device signed in and was last active. */
  zone: string;
  /** One's authenticator apps: deleting asks for a code from one. */
  apps: { id: string; name: string }[];
  /** A refused change of password or address, or deletion: its reason next to its field, what was typed kept. */
  failed: FormFailure | undefined;
}) {
  const changing = failed?.values?.intent === "change-email" ? failed : undefined;
  const { t } = useTranslation("settings");
  return (
    <SettingsSection id="account" title={t("account.title")}>
      <div className="flex flex-col gap-6">
        <PasswordForm hasPassword={hasPassword} failed={failed} />
        <Form method="post" className="flex flex-col gap-3" aria-labelledby="change-email-title">
          <input type="hidden" name="intent" value="change-email" />
          <div>
            <h3 id="change-email-title" className="font-medium">
              {t("account.email")}
            </h3>
            <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("account.emailText", { email })}</p>
          </div>
          <div className="flex max-w-md flex-col gap-3">
            <Field
              label={t("account.newEmail")}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={changing?.values?.email ?? ""}
              errors={changing?.errors?.email}
            />
            <button type="submit" className="btn-secondary self-start">
              {t("account.sendLinks")}
            </button>
          </div>
          {changing?.errors?._form ? <FormErrors errors={changing.errors._form} /> : null}
        </Form>
        <DevicesList devices={devices} alerts={signInAlerts} zone={zone} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h3 className="font-medium">{t("account.data")}</h3>
            <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("account.dataText")}</p>
          </div>
          {/* A file, not a page: the browser downloads it, with JavaScript or without. */}
          <a href={href("/settings/export")} download className="btn-secondary">
            {t("account.download")}
          </a>
        </div>
        <DeleteAccountForm email={email} hasPassword={hasPassword} apps={apps} failed={failed} />
      </div>
    </SettingsSection>
  );
}
