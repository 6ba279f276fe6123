import { data, href } from "react-router";
import { handleIntents, intent, type IntentArgs } from "~/lib/actions.server";
import { loadPage, requestTimeZone } from "~/lib/api.server";
import type { IsoDay } from "~/lib/data-api";
import { addDays, dayIn } from "~/lib/dates";
import { isUuid } from "~/lib/uuid";
import { getInstance } from "~/lib/i18n.server";
import type { Route as GalleryRoute } from "./+types/gallery";
import type { Route } from "./+types/template";
import { templateById } from "./catalogue";
import { templateFacts, templateRows, type TemplateRows } from "./rows";
import { fromTemplateSchema, intoDashboardSchema } from "./schemas";

/** How far ahead a template may start: its rows' days stay within the calendar's years. */
const LATEST_START_DAYS = 5 * 366;

const templateOf = (id: string | undefined) => {
  const template = templateById(id);
  if (!template) throw data("template_not_found", { status: 404 });
  return template;
};

/**
 * The dashboard a template is for when reached from its settings ("Add from a template",
 * `?into=`): the template's page opens "Add to a dashboard you have" on it, if it is one of
 * those offered.
 */
export function intoParam(url: URL, dashboards?: readonly { id: string }[]): string | null {
  const into = url.searchParams.get("into");
  if (!isUuid(into)) return null;
  return !dashboards || dashboards.some((d) => d.id === into) ? into : null;
}

/** The gallery: one's own templates (its one call), then the app's. */
export async function galleryLoader({ context, url }: GalleryRoute.LoaderArgs) {
  const mine = await loadPage(context, "get_my_templates", {});
  return { title: getInstance(context).t("templates:title"), mine, into: intoParam(url) };
}

/**
 * A template's page: the template is the app's; its one call lists the dashboards it may be
 * added to (not those one only views). The start day is the request's today (the person
 * changes it in the form when their own zone says otherwise).
 */
export async function templateLoader({ context, params, url }: Route.LoaderArgs) {
  const template = templateOf(params.templateId);
  const list = await loadPage(context, "get_dashboard_list", {});
  const dashboards = list.filter((d) => d.role !== "viewer").map(({ id, name, color }) => ({ id, name, color }));
  return {
    title: getInstance(context).t(`templates:${template.id}.name`),
    templateId: template.id,
    dashboards,
    into: intoParam(url, dashboards),
    start: dayIn(requestTimeZone(context)),
    // A fresh key per render: a double submit makes one dashboard.
    requestId: crypto.randomUUID(),
  };
}

/** A template as its forms use it: its last objective's day after its first, and its rows from a start day. */
export interface TemplateUse {
  lastDay: number;
  rowsAt(start: IsoDay): TemplateRows;
}

/** The template at hand (the app's), or read first (one's own). */
type Load = (args: IntentArgs) => TemplateUse | Promise<TemplateUse>;

/**
 * The template's rows from the start day chosen, or planned back from the day chosen for its
 * last objective ("Or finish on"), or that day's refusal.
 */
async function rowsFrom(load: Load, form: { start: IsoDay; end?: IsoDay }, intentArgs: IntentArgs) {
  const today = dayIn(requestTimeZone(intentArgs.context));
  const use = await load(intentArgs);
  const start = form.end ? addDays(form.end, -use.lastDay) : form.start;
  const field = form.end ? "end" : "start";
  if (start < today) {
    const message = form.end
      ? { key: "templates:form.endTooSoon", values: { count: use.lastDay + 1 } }
      : "api:day_past";
    return { refusal: intentArgs.refuse({ [field]: [message] }) };
  }
  if (start > addDays(today, LATEST_START_DAYS)) {
    return { refusal: intentArgs.refuse({ [field]: ["templates:form.startTooFar"] }) };
  }
  const rows = use.rowsAt(start);
  return { rows, first: (dashboard: string) => dayView(dashboard, start === today ? null : start) };
}

const dayView = (dashboardId: string, day: string | null) =>
  `${href("/dashboards/:dashboardId", { dashboardId })}${day ? `?day=${day}` : ""}`;

/** The two ways a template is used, the app's or one's own: a new dashboard, or rows added to one. */
export function templateIntents(load: Load) {
  return {
    // A new dashboard of its own.
    "": intent(fromTemplateSchema, {
      field: "name",
      async run(form, intentArgs) {
        const made = await rowsFrom(load, form, intentArgs);
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
        const made = await rowsFrom(load, form, intentArgs);
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
  };
}

export async function templateAction(args: Route.ActionArgs) {
  const template = templateOf(args.params.templateId);
  return handleIntents(
    args,
    templateIntents(({ context }) => ({
      lastDay: templateFacts(template).lastDay,
      rowsAt: (start) => templateRows(template, start, getInstance(context).t),
    })),
  );
}
