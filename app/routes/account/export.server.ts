import { ownDay, rpc } from "~/lib/api.server";
import { getInstance } from "~/lib/i18n.server";
import { contentDisposition } from "~/lib/content-disposition";
import type { Route } from "./+types/export";

/**
 * The account's file as the database wrote it (export_my_data, decision 057), passed on
 * without parsing, as a dashboard's export is: one round trip however much it holds.
 */
export async function exportMyDataLoader({ context }: Route.LoaderArgs) {
  const { data: file, error } = await rpc(context, "export_my_data", {});
  if (error) {
    return new Response(getInstance(context).t("api:unexpected"), {
      status: error.status,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(file.body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": contentDisposition(`planner-account-${ownDay(context, file.time_zone)}.json`),
      "Cache-Control": "private, no-store",
    },
  });
}
