import { href } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import type { ExportFormat } from "~/lib/data-api";

const LINKS: { format: ExportFormat; label: string }[] = [
  { format: "json", label: "settings.exportJson" },
  { format: "objectives-csv", label: "settings.exportObjectives" },
  { format: "notes-csv", label: "settings.exportNotes" },
];

/**
 * Downloads of the whole dashboard, for every member and every plan. Plain links: the
 * browser saves the file (Content-Disposition), with or without JavaScript.
 */
export function ExportSection({ dashboardId, className }: { dashboardId: string; className: string }) {
  const { t } = useTranslation("board");
  const file = href("/dashboards/:dashboardId/export", { dashboardId });
  return (
    <section className={className} aria-labelledby="export-title">
      <h2 id="export-title" className="text-lg font-semibold">
        {t("settings.export")}
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("settings.exportText")}</p>
      <ul className="flex flex-wrap gap-2">
        {LINKS.map(({ format, label }) => (
          <li key={format}>
            <a href={`${file}?format=${format}`} download className="btn-secondary">
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
