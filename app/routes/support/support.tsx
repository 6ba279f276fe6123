import { Icon } from "~/components/icons";
import { useTranslation } from "~/lib/use-translation";
import { Form, href, Link } from "react-router";
import { Field, FormErrors, TextareaField } from "~/components/field";
import { refusal } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/support";
import { EMAIL } from "../login/fields";
import { TICKET_MESSAGE, TICKET_SUBJECT } from "./fields";
import { supportAction, supportLoader } from "./support.server";

export const loader = (args: Route.LoaderArgs) => supportLoader(args);
export const action = (args: Route.ActionArgs) => supportAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

const QUESTIONS = [
  "sharing",
  "quickAdd",
  "import",
  "plans",
  "data",
  "calendar",
  "email",
  "security",
  "javascript",
] as const;

/** /support: the questions people ask, and a form that opens a ticket. */
export default function Support({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("support");
  const failed = refusal(actionData);
  const values = failed?.values;
  const { email, requestId, sent } = loaderData;
  return (
    <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[1fr_26rem]">
      <section aria-labelledby="faq-heading" className="flex flex-col gap-4">
        <div>
          <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
            <Icon name="life-buoy" className="size-7 text-primary-700 dark:text-primary-400" />
            {t("title")}
          </h1>
          <p className="mt-2 text-neutral-600 dark:text-neutral-300">{t("lead")}</p>
        </div>
        <h2 id="faq-heading" className="mt-2 text-lg font-semibold">
          {t("faq.title")}
        </h2>
        <div className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
          {QUESTIONS.map((q) => (
            <details key={q} className="group px-5 py-4 [&_summary::-webkit-details-marker]:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium">
                {t(`faq.${q}.q`)}
                <Icon name="chevron-down" className="size-4 shrink-0 transition group-open:rotate-180" />
              </summary>
              <p className="mt-3 leading-7 text-neutral-700 dark:text-neutral-300">{t(`faq.${q}.a`)}</p>
            </details>
          ))}
        </div>
        <p className="text-sm text-neutral-600 dark:text-neutral-300">
          {t("faq.more")}{" "}
          <Link to={href("/subscription/portal")} className="link">
            {t("faq.plansLink")}
          </Link>
        </p>
      </section>

      <section
        aria-labelledby="contact-heading"
        className="self-start rounded-xl border border-neutral-200 bg-white p-6 shadow-sm dark:border-neutral-800 dark:bg-neutral-900"
      >
        <h2 id="contact-heading" className="text-lg font-semibold">
          {t("contact.title")}
        </h2>
        <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-300">{t("contact.lead")}</p>
        {sent && !failed ? (
          <p
            role="status"
            className="mt-4 rounded-md border border-primary-200 bg-primary-50 px-3 py-2 text-sm text-primary-900 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-100"
          >
            {t("sentInline", { number: sent })}
          </p>
        ) : null}
        <Form method="post" className="mt-5 flex flex-col gap-4">
          <FormErrors errors={failed?.errors?._form} />
          <input type="hidden" name="requestId" value={requestId} />
          <Field
            label={t("contact.email")}
            name="email"
            type="email"
            autoComplete="email"
            // Signed in, answers go to the account's address.
            readOnly={Boolean(email)}
            hint={email ? t("contact.emailFixed") : undefined}
            defaultValue={email ?? values?.email ?? ""}
            errors={failed?.errors?.email}
            {...EMAIL}
          />
          <Field
            label={t("contact.subject")}
            name="subject"
            defaultValue={values?.subject ?? ""}
            errors={failed?.errors?.subject}
            {...TICKET_SUBJECT}
          />
          <TextareaField
            label={t("contact.message")}
            name="message"
            rows={7}
            {...TICKET_MESSAGE}
            defaultValue={values?.message ?? ""}
            errors={failed?.errors?.message}
          />
          <button type="submit" className="btn-primary self-start">
            {t("contact.send")}
          </button>
        </Form>
      </section>
    </div>
  );
}
