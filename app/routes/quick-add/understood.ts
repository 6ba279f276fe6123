import type { Route } from "./+types/understood";
import { understoodLoader } from "./understood.server";

/** /quick-add/understood?text=…&today=…: what quick add reads in a line, as JSON (no page of its own). */
export const loader = (args: Route.LoaderArgs) => understoodLoader(args);
