import { Form } from "react-router";
import { Field, FormErrors } from "~/components/field";
import { formatDay } from "~/lib/dates";
import { answered, type FormFailure } from "~/lib/forms";
import { useTranslation } from "~/lib/use-translation";
import { RecoveryCodes } from "./recovery-codes";
import { SettingsSection } from "./settings-section";
import { AUTHENTICATOR_CODE } from "../login/fields";
import { AUTHENTICATOR_NAME_MAX } from "./schemas";
import type { TwoStepSetup } from "./two-step.server";

/** The setup a start answered with, if that is what the action answered. */
export const setupIn = (answer: unknown) => answered(answer, "setup") as TwoStepSetup | undefined;

/**
 * /settings, Two-step sign-in (decision 077): off, an authenticator app being set up (its QR
 * code and key, shown once, then its first code), or on with the apps that sign one in and
 * the recovery codes (decision 083).
 */
export function TwoStepSection({
  apps,
  setup,
  recovery,
  failed,
}: {
  /** The verified authenticator apps, oldest first. */
  apps: { id: string; name: string; created_at: string }[];
  /** An app just set up (the start's answer). */
  setup: TwoStepSetup | undefined;
  /** The recovery codes kept, a set just made, and the address the downloaded file names (decision 083). */
  recovery: React.ComponentProps<typeof RecoveryCodes>;
  /** A refused start or confirmation: its reason next to its field, what was typed kept. */
  failed: FormFailure | undefined;
}) {
  const { t, i18n } = useTranslation("settings");
  const submitted = failed?.values?.intent;
  // A refused first code shows the setup again, from what the form carried (the QR code was seen).
  const shown: TwoStepSetup | undefined =
    setup ??
    (submitted === "two-step-confirm" && failed?.values?.factor && failed.values.secret
      ? { factor: failed.values.factor, name: failed.values.name ?? "", qr: null, secret: failed.values.secret }
      : undefined);
  const since = apps[0] ? formatDay(apps[0].created_at.slice(0, 10), i18n.language, "medium") : null;
  return (
    <SettingsSection id="two-step" title={t("twoStep.title")} lead={t("twoStep.lead")}>
      <div className="flex flex-col gap-6">
        {since ? (
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-700 dark:text-emerald-400">
            <span aria-hidden="true">●</span>
            {t("twoStep.on", { date: since })}
          </p>
        ) : (
          <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("twoStep.off")}</p>
        )}
        {apps.length ? <AppList apps={apps} /> : null}
        {apps.length && !shown ? <RecoveryCodes {...recovery} /> : null}
        {shown ? (
          <SetupForm setup={shown} failed={submitted === "two-step-confirm" ? failed : undefined} />
        ) : (
          <StartForm again={apps.length > 0} failed={submitted === "two-step-start" ? failed : undefined} />
        )}
      </div>
    </SettingsSection>
  );
}

function AppList({ apps }: { apps: { id: string; name: string; created_at: string }[] }) {
  const { t, i18n } = useTranslation("settings");
  return (
    <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
      {apps.map((app) => {
        const name = app.name || t("twoStep.unnamed");
        return (
          <li key={app.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div>
              <p className="font-medium">{name}</p>
              <p className="text-sm text-neutral-600 dark:text-neutral-300">
                {t("twoStep.added", { date: formatDay(app.created_at.slice(0, 10), i18n.language, "medium") })}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="two-step-remove" />
              <input type="hidden" name="factor" value={app.id} />
              {/* Named with its visible words in it (WCAG 2.5.3): the last one turns two-step off. */}
              <button
                type="submit"
                className="btn-secondary"
                aria-label={apps.length === 1 ? t("twoStep.turnOffLabel") : t("twoStep.removeLabel", { name })}
              >
                {apps.length === 1 ? t("twoStep.turnOff") : t("twoStep.remove")}
              </button>
            </Form>
          </li>
        );
      })}
    </ul>
  );
}

function StartForm({ again, failed }: { again: boolean; failed: FormFailure | undefined }) {
  const { t } = useTranslation("settings");
  return (
    <Form method="post" className="flex flex-col gap-3" aria-labelledby="two-step-start-title">
      <input type="hidden" name="intent" value="two-step-start" />
      <div>
        <h3 id="two-step-start-title" className="font-medium">
          {again ? t("twoStep.addAnother") : t("twoStep.setUp")}
        </h3>
        <p className="text-sm text-neutral-600 dark:text-neutral-300">
          {again ? t("twoStep.addAnotherText") : t("twoStep.setUpText")}
        </p>
      </div>
      <div className="flex max-w-md flex-col gap-3">
        <Field
          label={t("twoStep.name")}
          hint={t("twoStep.nameHint")}
          name="name"
          required
          maxLength={AUTHENTICATOR_NAME_MAX}
          defaultValue={failed?.values?.name ?? (again ? "" : t("twoStep.defaultName"))}
          errors={failed?.errors?.name}
        />
        <FormErrors errors={failed?.errors?._form} />
        <button type="submit" className="btn-primary self-start">
          {t("twoStep.start")}
        </button>
      </div>
    </Form>
  );
}

/** The key in groups of four, as authenticator apps print it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

function SetupForm({ setup, failed }: { setup: TwoStepSetup; failed: FormFailure | undefined }) {
  const { t } = useTranslation("settings");
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-neutral-200 p-4 dark:border-neutral-800">
      <h3 className="font-medium">{t("twoStep.setUpNamed", { name: setup.name || t("twoStep.unnamed") })}</h3>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {setup.qr ? (
          // White behind the code in dark mode too: scanners need the contrast.
          <img
            src={setup.qr}
            alt={t("twoStep.qrAlt")}
            width={176}
            height={176}
            className="size-44 shrink-0 rounded-lg bg-white p-2"
          />
        ) : null}
        <div className="flex flex-col gap-2 text-sm">
          <p>{setup.qr ? t("twoStep.scan") : t("twoStep.scanned")}</p>
          <p className="text-neutral-600 dark:text-neutral-300">{t("twoStep.key")}</p>
          <code className="self-start rounded bg-neutral-100 px-2 py-1 font-mono text-base tracking-wider break-all select-all dark:bg-neutral-800">
            {grouped(setup.secret)}
          </code>
        </div>
      </div>
      <Form method="post" className="flex max-w-md flex-col gap-3">
        <input type="hidden" name="intent" value="two-step-confirm" />
        <input type="hidden" name="factor" value={setup.factor} />
        <input type="hidden" name="secret" value={setup.secret} />
        <input type="hidden" name="name" value={setup.name} />
        <Field
          label={t("twoStep.code")}
          hint={t("twoStep.codeHint")}
          {...AUTHENTICATOR_CODE}
          defaultValue={failed?.values?.code ?? ""}
          errors={failed?.errors?.code}
        />
        <FormErrors errors={failed?.errors?._form} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary">
            {t("twoStep.confirm")}
          </button>
          {/* Submits the form below: a form of its own, so it needs no code. */}
          <button type="submit" form="two-step-cancel" className="btn-secondary">
            {t("twoStep.cancel")}
          </button>
        </div>
      </Form>
      <Form method="post" id="two-step-cancel" hidden>
        <input type="hidden" name="intent" value="two-step-cancel" />
        <input type="hidden" name="factor" value={setup.factor} />
      </Form>
    </div>
  );
}
