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
