import type { Route } from "./+types/calendar";
import { calendarFeedLoader } from "./calendar.server";

/** /feeds/{token}.ics: a member's private calendar link, read by calendar apps (no page, no session). */
export const loader = (args: Route.LoaderArgs) => calendarFeedLoader(args);
