import type { Route } from "./+types/account-calendar";
import { accountCalendarFeedLoader } from "./calendar.server";

/** /feeds/all/{token}.ics: one's private calendar link to all one's dashboards (decision 085), read by calendar apps. */
export const loader = (args: Route.LoaderArgs) => accountCalendarFeedLoader(args);
