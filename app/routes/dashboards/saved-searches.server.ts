import { intent, type Intents } from "~/lib/actions.server";
import { saveSearchSchema, unsaveSearchSchema } from "./schemas";

/**
 * The search pages' actions (decision 027): save the line by name, for the dashboard (or,
 * null, for all of one's dashboards), and remove a saved one. Saved, the page shows that
 * search; removed, the page stays as it was.
 */
export function savedSearchIntents(dashboard: string | null): Intents {
  return {
    save: intent(saveSearchSchema, {
      field: (code) => (code.startsWith("name") ? "name" : code === "saved_searches_full" ? "_form" : "q"),
      async run(form, { call, url }) {
        const saved = await call("save_search", { p_query: form.q, p_name: form.name || null, p_dashboard: dashboard });
        return {
          flash: { kind: "success", message: "flashes:searchSaved", values: { name: saved.name } },
          to: `${url.pathname}?q=${encodeURIComponent(saved.query)}`,
        };
      },
    }),
    unsave: intent(unsaveSearchSchema, {
      async run(form, { call }) {
        const gone = await call("delete_saved_search", { p_id: form.id });
        return { flash: { kind: "success", message: "flashes:searchRemoved", values: { name: gone.name } } };
      },
    }),
  };
}
