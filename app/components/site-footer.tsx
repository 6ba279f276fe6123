import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { LanguageSwitcher } from "./language-switcher";

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-neutral-200 dark:border-neutral-800">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm sm:px-6">
        <nav aria-label={t("nav.footer")} className="flex flex-wrap gap-x-6 gap-y-2">
          <Link className="link" to="/about">
            {t("nav.about")}
          </Link>
          <Link className="link" to="/privacy-policy">
            {t("nav.privacy")}
          </Link>
          <Link className="link" to="/terms-of-service">
            {t("nav.terms")}
          </Link>
          <Link className="link" to="/support">
            {t("nav.support")}
          </Link>
        </nav>
        <LanguageSwitcher />
        <p className="text-neutral-600 dark:text-neutral-400">
          {t("footer.copyright", { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
