import {
  CalendarDays,
  CalendarSync,
  Flame,
  Globe,
  ListChecks,
  NotebookPen,
  Repeat,
  Share2,
  Sparkles,
  Sun,
  Tags,
  Zap,
} from "lucide-react";
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
  { key: "objectives", Icon: CalendarDays },
  { key: "quickAdd", Icon: Sparkles },
  { key: "repeats", Icon: Repeat },
  { key: "today", Icon: Sun },
  { key: "sharing", Icon: Share2 },
  { key: "steps", Icon: ListChecks },
  { key: "notes", Icon: NotebookPen },
  { key: "filters", Icon: Tags },
  { key: "calendar", Icon: CalendarSync },
  { key: "streaks", Icon: Flame },
  { key: "anywhere", Icon: Zap },
  { key: "languages", Icon: Globe },
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
          {features.map(({ key, Icon }) => (
            <li key={key} className="rounded-xl border border-neutral-200 p-5 dark:border-neutral-800">
              <Icon aria-hidden className="size-6 text-primary-600" />
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
