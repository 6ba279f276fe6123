import type { Route } from "./+types/list";
import { listLoader } from "./list.server";

/** /dashboards/list: one's dashboards as JSON, for the switcher beside a dashboard's name. */
export const loader = (args: Route.LoaderArgs) => listLoader(args);
