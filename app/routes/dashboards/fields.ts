import { LIMITS } from "~/lib/limits";

// HTML constraints for the browser, which gets no zod (issue 12); app/lib/fields.test.ts
// checks each one against constraintsOf(schema, field).

/** A dashboard's name: creating, renaming. */
export const DASHBOARD_NAME = { required: true, maxLength: LIMITS.dashboardName };
/** The search form of one dashboard and of all of them. */
export const SEARCH_QUERY = { maxLength: LIMITS.searchQuery };
/** A saved search's name (left empty: the line). */
export const SAVED_SEARCH_NAME = { maxLength: LIMITS.savedSearchName };
