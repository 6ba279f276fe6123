import { z } from "zod";
import { isIsoDate } from "~/lib/dates";
import { nameField } from "../dashboards/schemas";

/** A template's form: the new dashboard's name and its start day (decision 091). */
export const fromTemplateSchema = z.object({
  name: nameField,
  start: z.string().trim().refine(isIsoDate, "api:day_invalid"),
  requestId: z.uuid(),
});
