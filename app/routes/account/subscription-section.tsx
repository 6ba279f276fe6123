import { useTranslation } from "~/lib/use-translation";
import { Form, href, Link } from "react-router";
import type { BillingPage } from "~/lib/data-api";
import { SettingsSection } from "./settings-section";

/** The plan with its limits and this person's usage; the way to the plans or Stripe's portal. */
export function SubscriptionSection({ billing }: { billing: BillingPage }) {
  const { t } = useTranslation(["settings", "billing"]);
  const { i18n } = useTranslation();
  const limits = billing.limits[billing.plan];
  const subscription = billing.plan === "paid" ? billing.subscription : null;
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(iso));
  const plan = subscription
    ? t("billing:current.plan", {
        plan: t(subscription.interval === "year" ? "billing:plans.yearly" : "billing:plans.monthly"),
      })
    : t("subscription.free");
  const end = subscription?.current_period_end;
  return (
    <SettingsSection id="subscription" title={t("subscription.title")}>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-base font-semibold">{plan}</p>
        {subscription ? (
          <span className="rounded-full bg-primary-100 px-2.5 py-0.5 text-xs font-semibold text-primary-800 dark:bg-primary-900 dark:text-primary-100">
            {t(`billing:current.status.${subscription.status}`)}
          </span>
        ) : null}
      </div>
      {subscription && end ? (
        <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-300">
          {subscription.cancel_at_period_end
            ? t("billing:current.ends", { date: date(end) })
            : t("billing:current.renews", { date: date(end) })}
        </p>
      ) : null}
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <Usage
          label={t("billing:plans.dashboards")}
          value={t("subscription.used", { used: billing.usage.dashboards, max: limits.dashboards })}
        />
        <Usage label={t("billing:plans.members")} value={t("subscription.upTo", { max: limits.members })} />
        <Usage label={t("billing:plans.markers")} value={t("subscription.upTo", { max: limits.markers })} />
      </dl>
      <div className="mt-5 flex flex-wrap gap-3">
        {billing.has_customer ? (
          // Stripe's portal: cancel, resume, switch, update the card.
          <Form method="post" action={href("/subscription/portal")}>
            <button type="submit" name="intent" value="manage" className="btn-primary">
              {t("billing:current.manage")}
            </button>
          </Form>
        ) : null}
        <Link to={href("/subscription/portal")} className={billing.has_customer ? "btn-secondary" : "btn-primary"}>
          {t(subscription ? "subscription.plans" : "subscription.upgrade")}
        </Link>
      </div>
    </SettingsSection>
  );
}

function Usage({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-neutral-50 px-3 py-2 dark:bg-neutral-800">
      <dt className="text-xs text-neutral-600 dark:text-neutral-300">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold">{value}</dd>
    </div>
  );
}
