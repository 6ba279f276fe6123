import { href, Link } from "react-router";
import { Icon } from "~/components/icons";
import { useTranslation } from "~/lib/use-translation";
import type { Template } from "./catalogue";
import type { TemplateFactsOf } from "./rows";

/** "10 objectives · over 4 weeks", "3 objectives · 3 repeating": a template at a glance. */
export function TemplateFacts({ facts }: { facts: TemplateFactsOf }) {
  const { t } = useTranslation("templates");
  const parts = [
    t("objectives", { count: facts.objectives }),
    facts.repeating ? t("repeating", { count: facts.repeating }) : null,
    facts.weeks ? t("weeks", { count: facts.weeks }) : null,
  ].filter((part) => part !== null);
  return <p className="text-sm text-neutral-600 dark:text-neutral-300">{parts.join(" · ")}</p>;
}

/** A template's picture, on its card and its page. */
export function TemplateIcon({ icon }: { icon: Template["icon"] }) {
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
      <Icon name={icon} className="size-5" />
    </span>
  );
}

/** A template page's head: back to all templates, its picture and name, a line about it, its facts. */
export function TemplateHeader({
  icon,
  name,
  about,
  facts,
}: {
  icon: Template["icon"];
  name: string;
  about: string;
  facts: TemplateFactsOf;
}) {
  const { t } = useTranslation("templates");
  return (
    <div className="flex flex-col gap-2">
      <Link to={href("/templates")} className="link inline-flex items-center gap-1 self-start text-sm">
        <Icon name="arrow-left" className="size-4" />
        {t("all")}
      </Link>
      <div className="flex items-center gap-3">
        <TemplateIcon icon={icon} />
        <h1 className="min-w-0 text-3xl font-bold tracking-tight break-words">{name}</h1>
      </div>
      <p className="max-w-2xl text-neutral-700 dark:text-neutral-200">{about}</p>
      <TemplateFacts facts={facts} />
    </div>
  );
}
