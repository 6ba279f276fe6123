import { LIMITS } from "~/lib/limits";

// HTML constraints for the browser, which gets no zod (issue 12); app/lib/fields.test.ts
// checks them against the schema.

export const DISPLAY_NAME = { maxLength: LIMITS.displayName };
