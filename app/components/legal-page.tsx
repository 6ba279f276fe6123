import { useTranslation } from "~/lib/use-translation";

interface Section {
  title: string;
  paragraphs: string[];
}

/** A page of titled sections from the `landing` namespace (about, privacy, terms). */
export function LegalPage({ page }: { page: "about" | "privacy" | "terms" }) {
  const { t } = useTranslation("landing");
  const sections = t(`${page}.sections`, { returnObjects: true }) as Section[];
  return (
    <article className="prose-page mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">{t(`${page}.title`)}</h1>
      <p className="mt-4 text-lg">{t(`${page}.intro`)}</p>
      {page !== "about" ? <p className="text-sm text-neutral-600">{t("updated")}</p> : null}
      {sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
