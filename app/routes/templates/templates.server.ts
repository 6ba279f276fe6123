import { data, href } from "react-router";
import { handleIntents, intent, type IntentArgs } from "~/lib/actions.server";
import { loadPage, requestTimeZone } from "~/lib/api.server";
import { addDays, dayIn } from "~/lib/dates";
import { getInstance } from "~/lib/i18n.server";
import type { Route as GalleryRoute } from "./+types/gallery";
import type { Route } from "./+types/template";
import { templateById, type Template } from "./catalogue";
import { templateRows } from "./rows";
import { fromTemplateSchema, intoDashboardSchema } from "./schemas";

/** How far ahead a template may start: its rows' days stay within the calendar's years. */
const LATEST_START_DAYS = 5 * 366;

const templateOf = (id: string | undefined) => {
  const template = templateById(id);
  if (!template) throw data("template_not_found", { status: 404 });
  return template;
};

/** The gallery: the templates are the app's, so the page needs no call. */
export function galleryLoader({ context }: GalleryRoute.LoaderArgs) {
  return { title: getInstance(context).t("templates:title") };
}

/**
 * A template's page: the template is the app's; its one call lists the dashboards it may be
 * added to (not those one only views). The start day is the request's today (the person
 * changes it in the form when their own zone says otherwise).
 */
export async function templateLoader({ context, params }: Route.LoaderArgs) {
  const template = templateOf(params.templateId);
  const dashboards = await loadPage(context, "get_dashboard_list", {});
  return {
    title: getInstance(context).t(`templates:${template.id}.name`),
    templateId: template.id,
    dashboards: dashboards.filter((d) => d.role !== "viewer").map(({ id, name, color }) => ({ id, name, color })),
    start: dayIn(requestTimeZone(context)),
    // A fresh key per render: a double submit makes one dashboard.
    requestId: crypto.randomUUID(),
  };
}

/** The template's rows from the start day chosen, or the start day's refusal. */
function rowsFrom(template: Template, start: string, { context, refuse }: IntentArgs) {
  const today = dayIn(requestTimeZone(context));
  if (start < today) return { refusal: refuse({ start: ["api:day_past"] }) };
  if (start > addDays(today, LATEST_START_DAYS)) return { refusal: refuse({ start: ["templates:form.startTooFar"] }) };
  const { filters, objectives, notes } = templateRows(template, start, getInstance(context).t);
  // As both calls take them.
  const rows = { p_filters: filters, p_objectives: objectives, p_notes: notes };
  return { rows, first: (dashboard: string) => dayView(dashboard, start === today ? null : start) };
}

const dayView = (dashboardId: string, day: string | null) =>
  `${href("/dashboards/:dashboardId", { dashboardId })}${day ? `?day=${day}` : ""}`;

export async function templateAction(args: Route.ActionArgs) {
  const template = templateOf(args.params.templateId);
  return handleIntents(args, {
    // A new dashboard of its own.
    "": intent(fromTemplateSchema, {
      field: "name",
      async run(form, intentArgs) {
        const made = rowsFrom(template, form.start, intentArgs);
        if (made.refusal) return made.refusal;
        const { rows, first } = made;
        const dashboard = await intentArgs.call("create_dashboard_from_template", {
          p_name: form.name,
          ...rows,
          p_request_id: form.requestId,
        });
        const values = { name: dashboard.name, count: String(dashboard.objectives) };
        // Its first day: today's page, or the later day it starts on.
        return { flash: { kind: "success", message: "flashes:fromTemplate", values }, to: first(dashboard.id) };
      },
    }),
    // Added to a dashboard one has, as an import adds a file's rows: Undo for the hour after.
    into: intent(intoDashboardSchema, {
      field: "dashboardId",
      async run(form, intentArgs) {
        const made = rowsFrom(template, form.start, intentArgs);
        if (made.refusal) return made.refusal;
        const { rows, first } = made;
        const added = await intentArgs.call("import_into_dashboard", {
          p_dashboard: form.dashboardId,
          ...rows,
          p_request_id: form.requestId,
        });
        const settings = href("/dashboards/:dashboardId/settings", { dashboardId: form.dashboardId });
        const undo = added.batch
          ? { action: settings, fields: { intent: "undo-import", batchId: added.batch } }
          : undefined;
        const values = { count: String(added.objectives) };
        return {
          flash: { kind: "success", message: "flashes:fromTemplateInto", values, undo },
          to: first(form.dashboardId),
        };
      },
    }),
  });
}
