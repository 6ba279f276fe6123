import { ownDay, rpc } from "~/lib/api.server";
import { contentDisposition } from "~/lib/content-disposition";
import { EXPORT_FORMATS, type ExportFormat } from "~/lib/data-api";
import { getInstance } from "~/lib/i18n.server";
import { isUuid } from "~/lib/uuid";
import type { Route } from "./+types/export";

const FILES: Record<ExportFormat, { type: string; part: string; extension: string }> = {
  json: { type: "application/json; charset=utf-8", part: "", extension: "json" },
  "objectives-csv": { type: "text/csv; charset=utf-8", part: "-objectives", extension: "csv" },
  "notes-csv": { type: "text/csv; charset=utf-8", part: "-notes", extension: "csv" },
};

const isFormat = (value: string): value is ExportFormat => (EXPORT_FORMATS as readonly string[]).includes(value);

/**
 * The file as the database wrote it (export_dashboard), passed on without parsing: one
 * round trip and the same CPU however long the dashboard is. CSV starts with a byte order
 * mark, without which Excel reads UTF-8 as the system's code page.
 */
export async function exportLoader({ params, url, context }: Route.LoaderArgs) {
  // A download's refusal is a short text in the reader's language, as a file would be.
  const refuse = (status: number, key: string) =>
    new Response(getInstance(context).t(key), { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const format = url.searchParams.get("format") ?? "json";
  if (!isFormat(format)) return refuse(400, "api:format_invalid");
  if (!isUuid(params.dashboardId)) return refuse(404, "api:dashboard_not_found");
  const { data: file, error } = await rpc(context, "export_dashboard", {
    p_dashboard: params.dashboardId,
    p_format: format,
  });
  // Another's dashboard is one that does not exist (as every page answers).
  if (error?.status === 403 || error?.status === 404) return refuse(404, "api:dashboard_not_found");
  if (error) return refuse(error.status, "api:unexpected");
  const { type, part, extension } = FILES[format];
  const day = ownDay(context, file.time_zone);
  return new Response(extension === "csv" ? `\uFEFF${file.body}` : file.body, {
    headers: {
      "Content-Type": type,
      "Content-Disposition": contentDisposition(`${file.name}${part}-${day}.${extension}`),
      "Cache-Control": "private, no-store",
    },
  });
}
