import { Icon } from "~/components/icons";
import { useTranslation } from "~/lib/use-translation";
import { Form, href, useNavigation } from "react-router";
import { FormErrors } from "~/components/field";
import type { BillingPage } from "~/lib/data-api";
import { refusal } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { PlanPrice } from "../../../workers/billing/contract";
import type { Route } from "./+types/plans";
import { plansAction, plansLoader } from "./plans.server";

export const loader = (args: Route.LoaderArgs) => plansLoader(args);
export const action = (args: Route.ActionArgs) => plansAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Plans({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("billing");
  const { page, prices } = loaderData;
  const current = page.subscription && page.plan === "paid" ? page.subscription : null;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{current ? t("current.title") : t("plans.title")}</h1>
        {current ? null : <p className="mt-2 text-neutral-600 dark:text-neutral-300">{t("plans.lead")}</p>}
      </div>
      <FormErrors errors={refusal(actionData)?.errors?._form} />
      {current ? <CurrentPlan subscription={current} /> : <PlanCards prices={prices} page={page} />}
      <LimitsTable page={page} />
    </div>
  );
}

function useMoney() {
  const { i18n } = useTranslation();
  return (amount: number, currency: string) =>
    new Intl.NumberFormat(i18n.language, { style: "currency", currency: currency.toUpperCase() }).format(amount / 100);
}

function useDate() {
  const { i18n } = useTranslation();
  return (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(iso));
}

function PlanCards({ prices, page }: { prices: PlanPrice[] | null; page: BillingPage }) {
  const { t } = useTranslation("billing");
  const money = useMoney();
  const busy = useNavigation().state !== "idle";
  if (!prices?.length) return <p role="status">{t("plans.unavailable")}</p>;
  return (
    <section aria-labelledby="plans-heading" className="flex flex-col gap-4">
      <h2 id="plans-heading" className="sr-only">
        {t("plans.title")}
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-300">
        {t("current.free")} {t("plans.usage", { count: page.usage.dashboards, max: page.limits.free.dashboards })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {prices.map((price) => {
          const yearly = price.interval === "year";
          const name = t(yearly ? "plans.yearly" : "plans.monthly");
          return (
            <li
              key={price.lookupKey}
              className={`relative flex flex-col gap-3 rounded-xl border p-6 ${
                yearly
                  ? "border-primary-500 shadow-md ring-1 ring-primary-500"
                  : "border-neutral-200 dark:border-neutral-700"
              }`}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-xl font-semibold">{name}</h3>
                {yearly ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-primary-100 px-2.5 py-0.5 text-xs font-semibold text-primary-800 dark:bg-primary-900 dark:text-primary-100">
                    <Icon name="sparkles" className="size-3" />
                    {t("plans.popular")}
                  </span>
                ) : null}
              </div>
              <p className="text-3xl font-bold">
                {t(yearly ? "plans.perYear" : "plans.perMonth", { price: money(price.unitAmount, price.currency) })}
              </p>
              {yearly ? (
                <p className="text-sm text-neutral-600 dark:text-neutral-300">
                  {t("plans.yearlyMonthly", { price: money(Math.round(price.unitAmount / 12), price.currency) })}
                </p>
              ) : null}
              {page.trial_available ? (
                <p className="flex items-start gap-2 text-sm">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-primary-600" />
                  {t("plans.trial")}
                </p>
              ) : null}
              <Form method="post" action={href("/checkout")} className="mt-auto">
                <button
                  type="submit"
                  name="plan"
                  value={price.lookupKey}
                  className={yearly ? "btn-primary w-full" : "btn-secondary w-full"}
                  disabled={busy}
                >
                  {t(page.trial_available ? "plans.choose" : "plans.subscribe", { plan: name })}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function CurrentPlan({ subscription }: { subscription: NonNullable<BillingPage["subscription"]> }) {
  const { t } = useTranslation("billing");
  const date = useDate();
  const busy = useNavigation().state !== "idle";
  const name = t(subscription.interval === "year" ? "plans.yearly" : "plans.monthly");
  const end = subscription.current_period_end;
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-neutral-200 p-6 dark:border-neutral-700">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">{t("current.plan", { plan: name })}</h2>
        <span className="rounded-full bg-primary-100 px-2.5 py-0.5 text-xs font-semibold text-primary-800 dark:bg-primary-900 dark:text-primary-100">
          {t(`current.status.${subscription.status}`)}
        </span>
      </div>
      {end ? (
        <p className="text-neutral-700 dark:text-neutral-200">
          {subscription.cancel_at_period_end
            ? t("current.ends", { date: date(end) })
            : subscription.status === "trialing"
              ? t("current.trialEnds", { date: date(end) })
              : t("current.renews", { date: date(end) })}
        </p>
      ) : null}
      {subscription.status === "past_due" ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t("current.pastDue")}
        </p>
      ) : null}
      <Form method="post">
        <button type="submit" name="intent" value="manage" className="btn-primary" disabled={busy}>
          {t("current.manage")}
        </button>
      </Form>
    </section>
  );
}

function LimitsTable({ page }: { page: BillingPage }) {
  const { t } = useTranslation("billing");
  const { free, paid } = page.limits;
  const days = (n: number | null) => (n === null ? t("plans.activityAll") : t("plans.activityDays", { count: n }));
  const rows: [string, string | number, string | number][] = [
    [t("plans.dashboards"), free.dashboards, paid.dashboards],
    [t("plans.members"), free.members, paid.members],
    [t("plans.markers"), free.markers, paid.markers],
    [t("plans.activity"), days(free.activity_days), days(paid.activity_days)],
    [
      t("plans.themes"),
      t(free.premium_themes ? "plans.yes" : "plans.no"),
      t(paid.premium_themes ? "plans.yes" : "plans.no"),
    ],
  ];
  return (
    <section aria-labelledby="limits-heading">
      <h2 id="limits-heading" className="mb-3 text-lg font-semibold">
        {t("plans.compare")}
      </h2>
      <div className="overflow-x-auto rounded-xl border border-neutral-200 dark:border-neutral-700">
        <table className="w-full text-left text-sm">
          <thead className="bg-neutral-50 dark:bg-neutral-800/60">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                {t("plans.feature")}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {t("plans.free")}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {t("plans.paid")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, a, b]) => (
              <tr key={label} className="border-t border-neutral-200 dark:border-neutral-700">
                <th scope="row" className="px-4 py-2 font-normal">
                  {label}
                </th>
                <td className="px-4 py-2">{a}</td>
                <td className="px-4 py-2 font-semibold">{b}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
