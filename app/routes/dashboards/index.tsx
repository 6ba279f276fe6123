import { LayoutDashboard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { getInstance } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/meta";
import { sessionContext } from "~/lib/session.server";
import type { Route } from "./+types/index";

export function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(sessionContext);
  // The layout's middleware guarantees a user here.
  return { title: getInstance(context).t("dashboards:title"), name: user?.name ?? "" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Dashboards({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("dashboards");
  return (
    <div className="flex flex-col gap-8">
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("greeting", { name: loaderData.name })}</p>
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      </div>
      <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
        <LayoutDashboard aria-hidden className="size-10 text-primary-600" />
        <h2 className="text-xl font-semibold">{t("empty.title")}</h2>
        <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">{t("empty.text")}</p>
      </section>
    </div>
  );
}
