import { Globe } from "lucide-react";
import { useTranslation } from "~/lib/use-translation";
import { Form, useLocation } from "react-router";
import { languageFromTag, languages, supportedLanguages } from "~/lib/i18n";

/** A plain form with one button per language: works without JavaScript. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = languageFromTag(i18n.language);
  return (
    <Form method="post" action="/language" className="flex flex-wrap items-center gap-x-3 gap-y-1" reloadDocument>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <span id="language-label" className="flex items-center gap-1 text-sm font-medium">
        <Globe aria-hidden className="size-4" />
        {t("language.label")}
      </span>
      <div role="group" aria-labelledby="language-label" className="flex flex-wrap gap-1">
        {supportedLanguages.map((lng) => (
          <button
            key={lng}
            type="submit"
            name="lng"
            value={lng}
            lang={languages[lng].tag}
            aria-pressed={lng === current}
            className="rounded px-2 py-1 text-sm hover:bg-neutral-100 aria-pressed:bg-primary-100 aria-pressed:font-semibold aria-pressed:text-primary-900 dark:hover:bg-neutral-800 dark:aria-pressed:bg-primary-900 dark:aria-pressed:text-primary-50"
          >
            {languages[lng].name}
          </button>
        ))}
      </div>
    </Form>
  );
}
