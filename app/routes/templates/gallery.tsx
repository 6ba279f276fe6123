import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { Icon } from "~/components/icons";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/gallery";
import { TEMPLATES } from "./catalogue";
import { factsOf, templateFacts, type TemplateFactsOf } from "./rows";
import { TemplateFacts, TemplateIcon } from "./template-parts";
import { galleryLoader } from "./templates.server";

export const loader = (args: Route.LoaderArgs) => galleryLoader(args);
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/**
 * Every template as a card, one's own first (decision 092); each opens its page, which shows
 * what it adds (decision 091).
 */
export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("templates");
  const { mine, into } = loaderData;
  // Reached from a dashboard's settings: each template's page opens on adding to it.
  const withInto = (path: string) => (into ? `${path}?into=${into}` : path);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link to={href("/dashboards")} className="link inline-flex items-center gap-1 self-start text-sm">
          <Icon name="arrow-left" className="size-4" />
          {t("back")}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="max-w-2xl text-neutral-600 dark:text-neutral-300">{t(into ? "introInto" : "intro")}</p>
      </div>
      <section aria-labelledby="mine" className="flex flex-col gap-3">
        <h2 id="mine" className="text-xl font-semibold">
          {t("mine.title")}
        </h2>
        {mine.length ? (
          <ul className="grid gap-4 sm:grid-cols-2">
            {mine.map((template) => (
              <Card
                key={template.id}
                to={withInto(href("/templates/saved/:templateId", { templateId: template.id }))}
                icon={<TemplateIcon icon="layout-template" />}
                name={template.name}
                about={t("mine.from", { name: template.source })}
                facts={factsOf(template.objectives, template.repeating, template.last_day)}
              />
            ))}
          </ul>
        ) : (
          <p className="max-w-2xl text-sm text-neutral-600 dark:text-neutral-300">{t("mine.none")}</p>
        )}
      </section>
      <section aria-labelledby="ready" className="flex flex-col gap-3">
        <h2 id="ready" className="text-xl font-semibold">
          {t("ready")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {TEMPLATES.map((template) => (
            <Card
              key={template.id}
              to={withInto(href("/templates/:templateId", { templateId: template.id }))}
              icon={<TemplateIcon icon={template.icon} />}
              name={t(`${template.id}.name`)}
              about={t(`${template.id}.description`)}
              facts={templateFacts(template)}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}

function Card({
  to,
  icon,
  name,
  about,
  facts,
}: {
  to: string;
  icon: ReactNode;
  name: string;
  about: string;
  facts: TemplateFactsOf;
}) {
  return (
    <li className="relative flex gap-4 rounded-xl border border-neutral-200 p-5 transition hover:border-primary-600 hover:shadow-sm dark:border-neutral-800 dark:hover:border-primary-500">
      {icon}
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="text-lg font-semibold break-words">
          {/* Stretched over the card: one link, one name. */}
          <Link
            to={to}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-primary-600"
          >
            {name}
          </Link>
        </h3>
        <p className="text-sm text-neutral-700 dark:text-neutral-200">{about}</p>
        <TemplateFacts facts={facts} />
      </div>
    </li>
  );
}
