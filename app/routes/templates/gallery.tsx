import { href, Link } from "react-router";
import { Icon } from "~/components/icons";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/gallery";
import { TEMPLATES } from "./catalogue";
import { TemplateFacts, TemplateIcon } from "./template-parts";
import { galleryLoader } from "./templates.server";

export const loader = (args: Route.LoaderArgs) => galleryLoader(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** Every template as a card; each opens its page, which shows what it adds (decision 091). */
export default function Gallery() {
  const { t } = useTranslation("templates");
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link to={href("/dashboards")} className="link inline-flex items-center gap-1 self-start text-sm">
          <Icon name="arrow-left" className="size-4" />
          {t("back")}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="max-w-2xl text-neutral-600 dark:text-neutral-300">{t("intro")}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {TEMPLATES.map((template) => (
          <li
            key={template.id}
            className="relative flex gap-4 rounded-xl border border-neutral-200 p-5 transition hover:border-primary-600 hover:shadow-sm dark:border-neutral-800 dark:hover:border-primary-500"
          >
            <TemplateIcon template={template} />
            <div className="flex min-w-0 flex-col gap-1">
              <h2 className="text-lg font-semibold">
                {/* Stretched over the card: one link, one name. */}
                <Link
                  to={href("/templates/:templateId", { templateId: template.id })}
                  className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-primary-600"
                >
                  {t(`${template.id}.name`)}
                </Link>
              </h2>
              <p className="text-sm text-neutral-700 dark:text-neutral-200">{t(`${template.id}.description`)}</p>
              <TemplateFacts template={template} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
