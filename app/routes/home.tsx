import { Icon } from "~/components/icons";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { getInstance } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/meta";
import { useOptionalUser } from "~/lib/use-root-data";
import type { Route } from "./+types/home";

export function loader({ context }: Route.LoaderArgs) {
  const { t } = getInstance(context);
  return { title: t("landing:home.metaTitle"), description: t("landing:home.metaDescription") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

const features = [
  { key: "objectives", icon: "calendar-days" },
  { key: "quickAdd", icon: "sparkles" },
  { key: "repeats", icon: "repeat" },
  { key: "today", icon: "sun" },
  { key: "sharing", icon: "share-2" },
  { key: "steps", icon: "list-checks" },
  { key: "notes", icon: "notebook-pen" },
  { key: "filters", icon: "tags" },
  { key: "calendar", icon: "calendar-sync" },
  { key: "streaks", icon: "flame" },
  { key: "anywhere", icon: "zap" },
  { key: "languages", icon: "globe" },
] as const;

export default function Home() {
  const { t } = useTranslation("landing");
  const user = useOptionalUser();
  return (
    <div className="flex flex-col gap-16">
      <section className="flex flex-col items-start gap-6 py-8 sm:py-16">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{t("home.headline")}</h1>
        <p className="max-w-2xl text-lg text-neutral-600 dark:text-neutral-300">{t("home.lead")}</p>
        <div className="flex flex-wrap gap-3">
          {user ? (
            <Link to="/dashboards" className="btn-primary">
              {t("home.openDashboards")}
            </Link>
          ) : (
            <>
              <Link to="/login/sign-up" className="btn-primary">
                {t("home.getStarted")}
              </Link>
              <Link to="/login" className="btn-secondary">
                {t("home.signIn")}
              </Link>
            </>
          )}
        </div>
      </section>
      <section aria-labelledby="features-title">
        <h2 id="features-title" className="text-2xl font-semibold tracking-tight">
          {t("home.featuresTitle")}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ key, icon }) => (
            <li key={key} className="rounded-xl border border-neutral-200 p-5 dark:border-neutral-800">
              <Icon name={icon} className="size-6 text-primary-600" />
              <h3 className="mt-3 font-semibold">{t(`home.features.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-300">{t(`home.features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="plans-title" className="rounded-xl bg-neutral-50 p-6 dark:bg-neutral-900">
        <h2 id="plans-title" className="text-2xl font-semibold tracking-tight">
          {t("home.plansTitle")}
        </h2>
        <p className="mt-2 max-w-2xl text-neutral-600 dark:text-neutral-300">{t("home.plansText")}</p>
      </section>
    </div>
  );
}
