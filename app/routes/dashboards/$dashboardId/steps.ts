import type { Route } from "./+types/steps";
import { stepsLoader } from "./steps.server";

/** /dashboards/:id/objectives/:id/steps: an objective's steps as JSON, for its row on the day (decision 051). */
export const loader = (args: Route.LoaderArgs) => stepsLoader(args);
