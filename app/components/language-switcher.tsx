import { Icon } from "~/components/icons";
import { useTranslation } from "~/lib/use-translation";
import { Form, useLocation } from "react-router";
import { languageFromTag, languages, supportedLanguages, type Language } from "~/lib/i18n";

/**
 * Each language's name as HTML, characters beyond Latin-1 as character references: one such
 * character anywhere in a page makes V8 hold the whole page as a two-byte string, which the
 * Worker copies and encodes to UTF-8 at a higher cost (decision 023).
 */
const nameHtml = Object.fromEntries(
  supportedLanguages.map((lng) => [
    lng,
    Array.from(languages[lng].name, (c) => (c.charCodeAt(0) > 0xff ? `&#${c.codePointAt(0)};` : c)).join(""),
  ]),
) as Record<Language, string>;

/** A plain form with one button per language: works without JavaScript. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = languageFromTag(i18n.language);
  return (
    <Form method="post" action="/language" className="flex flex-wrap items-center gap-x-3 gap-y-1" reloadDocument>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <span id="language-label" className="flex items-center gap-1 text-sm font-medium">
        <Icon name="globe" className="size-4" />
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
            dangerouslySetInnerHTML={{ __html: nameHtml[lng] }}
          />
        ))}
      </div>
    </Form>
  );
}
