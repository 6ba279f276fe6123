import { z } from "zod";
import { isIsoDate } from "~/lib/dates";
import { nameField } from "../dashboards/schemas";

/** A template's form: the new dashboard's name and its start day (decision 091). */
const start = z.string().trim().refine(isIsoDate, "api:day_invalid");

/** Optional: the day its last objective lands on, the others before it; it wins over the start. */
const end = z.union([z.literal("").transform(() => undefined), start]).optional();

export const fromTemplateSchema = z.object({ name: nameField, start, end, requestId: z.uuid() });

/** The same template added to a dashboard one has, from a start day. */
export const intoDashboardSchema = z.object({
  intent: z.literal("into"),
  dashboardId: z.uuid("templates:into.dashboardRequired"),
  start,
  requestId: z.uuid(),
});

/** One's own template renamed, deleted, and its Undo (decision 092). */
export const renameTemplateSchema = z.object({ intent: z.literal("rename"), name: nameField });
export const deleteTemplateSchema = z.object({ intent: z.literal("delete") });
export const restoreTemplateSchema = z.object({ intent: z.literal("restore") });

/** Its link made or ended by its owner; a copy kept by whoever has it (decision 092). */
export const shareTemplateSchema = z.object({ intent: z.enum(["share", "unshare"]) });
export const copyTemplateSchema = z.object({ intent: z.literal("copy"), requestId: z.uuid() });
