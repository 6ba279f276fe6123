import { z } from "zod";
import { LIMITS } from "~/lib/limits";

// Messages are i18n keys shared with the database's own error codes (namespace "api").
export const nameField = z.string().trim().min(1, "api:name_required").max(LIMITS.dashboardName, "api:name_too_long");
const requestId = z.uuid();

export const createDashboardSchema = z.object({ intent: z.literal("create"), name: nameField, requestId });

/** A card's star: marks the dashboard as one's favorite, or not (decision 053). */
export const favoriteSchema = z.object({
  intent: z.literal("favorite"),
  dashboardId: z.uuid(),
  favorite: z.enum(["true", "false"]),
});

/** "Earlier" or "Later" while arranging: where the dashboard goes among its group (decision 061). */
export const moveDashboardSchema = z.object({
  intent: z.literal("move"),
  dashboardId: z.uuid(),
  index: z.coerce.number().int().min(0).max(1000),
});

/** "Unarchive" in the list of archived dashboards (decision 059). */
export const unarchiveSchema = z.object({ intent: z.literal("unarchive"), dashboardId: z.uuid() });

/** A search's query (a GET form, on one dashboard or all): at most ten of its words count. */
export const searchSchema = z.object({
  q: z.string().trim().max(LIMITS.searchQuery, "api:query_too_long"),
});

/** "Save this search" (decision 027): the line as typed, and a name (the line when left empty). */
export const saveSearchSchema = z.object({
  intent: z.literal("save"),
  q: z.string().trim().min(1, "api:query_required").max(LIMITS.searchQuery, "api:query_too_long"),
  name: z.string().trim().max(LIMITS.savedSearchName, "api:name_too_long"),
});

/** A saved search's ×: removes it. */
export const unsaveSearchSchema = z.object({ intent: z.literal("unsave"), id: z.uuid() });
