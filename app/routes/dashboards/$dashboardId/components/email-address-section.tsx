import { Form } from "react-router";
import { formatDay } from "~/lib/dates";
import { useTranslation } from "~/lib/use-translation";
import { CopyField } from "./copy-field";

/**
 * The member's private add-by-email address (decision 075): what is sent or forwarded there
 * becomes an objective of this dashboard, added as them. Like a calendar link it is shown
 * once, on the answer to "Create" or "Reset" (only its hash is kept); after that the section
 * says since when it exists.
 */
export function EmailAddressSection({
  address,
  newAddress,
  className,
}: {
  address: { created_at: string } | null;
  /** The address just made, if this page is the answer to making it. */
  newAddress: string | null;
  className: string;
}) {
  const { t, i18n } = useTranslation("board");
  const live = address !== null || newAddress !== null;
  return (
    <section className={className} aria-labelledby="email-address-title">
      <h2 id="email-address-title" className="text-lg font-semibold">
        {t("settings.emailAddress")}
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("settings.emailAddressText")}</p>
      {newAddress ? (
        <div className="flex flex-col gap-2">
          <CopyField id="email-address" label={t("settings.emailAddressYours")} value={newAddress} />
          <p className="text-sm">
            <a href={`mailto:${newAddress}`} className="link">
              {t("settings.emailAddressWrite")}
            </a>
          </p>
          <p className="text-sm font-medium text-amber-800 dark:text-amber-200">{t("settings.emailAddressOnce")}</p>
        </div>
      ) : address ? (
        <p className="text-sm">
          {t("settings.emailAddressSince", {
            date: formatDay(address.created_at.slice(0, 10), i18n.language, "medium"),
          })}
        </p>
      ) : null}
      <Form method="post" className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="email-address-create" className="btn-secondary">
          {live ? t("settings.emailAddressReset") : t("settings.emailAddressCreate")}
        </button>
        {live ? (
          <button type="submit" name="intent" value="email-address-off" className="btn-secondary">
            {t("settings.feedOff")}
          </button>
        ) : null}
      </Form>
    </section>
  );
}
