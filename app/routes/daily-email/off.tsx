import { Icon } from "~/components/icons";
import { Form, href, Link } from "react-router";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/off";
import { dailyEmailOffAction, dailyEmailOffLoader } from "./off.server";

export const loader = (args: Route.LoaderArgs) => dailyEmailOffLoader(args);
export const action = (args: Route.ActionArgs) => dailyEmailOffAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData),
  { name: "robots", content: "noindex" },
];
// The URL holds a secret: never send it to another site as a referrer. Not "no-referrer": the
// page's own form would then be posted with `Origin: null`, which React Router refuses (400).
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "same-origin" });

/** Turning off the daily email from the email itself, signed in or not (decision 034). */
export default function DailyEmailOff({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const ask = loaderData.state === "ask";
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 rounded-xl border border-neutral-200 p-6 dark:border-neutral-800">
      <Icon name="mail-x" className="size-10 text-primary-600" />
      <h1 className="text-2xl font-bold tracking-tight">{loaderData.title}</h1>
      <p>{t(ask ? "dailyEmail.offPage.text" : "dailyEmail.offPage.doneText")}</p>
      {ask ? (
        <Form method="post">
          <button type="submit" className="btn-primary">
            {t("dailyEmail.offPage.button")}
          </button>
        </Form>
      ) : null}
      <Link
        to={`${href("/settings")}#daily-email`}
        className="self-start text-sm font-medium text-primary-700 underline dark:text-primary-300"
      >
        {t("dailyEmail.offPage.settings")}
      </Link>
    </div>
  );
}
