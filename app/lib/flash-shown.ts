/**
 * The cookie in which the browser lists the flash ids it has shown (the last few, for a
 * minute), so that a reload soon after a change made with JavaScript does not show that
 * change's message again: the server reads it (flash.server.ts' takeFlash), the toasts write it.
 */
export const SHOWN_COOKIE = "flashes-shown";
/** As many as may wait at once (flash.server.ts' MAX_PENDING), and a few more. */
export const SHOWN_KEPT = 8;
