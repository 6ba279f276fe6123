import { data, href } from "react-router";
import { handleIntents, intent } from "~/lib/actions.server";
import { requestTimeZone } from "~/lib/api.server";
import { addDays, dayIn } from "~/lib/dates";
import { getInstance } from "~/lib/i18n.server";
import type { Route as GalleryRoute } from "./+types/gallery";
import type { Route } from "./+types/template";
import { templateById } from "./catalogue";
import { templateRows } from "./rows";
import { fromTemplateSchema } from "./schemas";

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
 * A template's page needs no call: the template is the app's, and the start day is the
 * request's today (the person changes it in the form when their own zone says otherwise).
 */
export function templateLoader({ context, params }: Route.LoaderArgs) {
  const template = templateOf(params.templateId);
  return {
    title: getInstance(context).t(`templates:${template.id}.name`),
    templateId: template.id,
    start: dayIn(requestTimeZone(context)),
    // A fresh key per render: a double submit makes one dashboard.
    requestId: crypto.randomUUID(),
  };
}

export async function templateAction(args: Route.ActionArgs) {
  const template = templateOf(args.params.templateId);
  return handleIntents(args, {
    "": intent(fromTemplateSchema, {
      field: "name",
      async run(form, { context, call, refuse }) {
        const today = dayIn(requestTimeZone(context));
        if (form.start < today) return refuse({ start: ["api:day_past"] });
        if (form.start > addDays(today, LATEST_START_DAYS)) return refuse({ start: ["templates:form.startTooFar"] });
        const rows = templateRows(template, form.start, getInstance(context).t);
        const made = await call("create_dashboard_from_template", {
          p_name: form.name,
          p_filters: rows.filters,
          p_objectives: rows.objectives,
          p_notes: rows.notes,
          p_request_id: form.requestId,
        });
        const day = href("/dashboards/:dashboardId", { dashboardId: made.id });
        return {
          flash: {
            kind: "success",
            message: "flashes:fromTemplate",
            values: { name: made.name, count: String(made.objectives) },
          },
          // Its first day: today's page, or the later day it starts on.
          to: form.start === today ? day : `${day}?day=${form.start}`,
        };
      },
    }),
  });
}
