import { Outlet } from "react-router";
import { requireUserMiddleware } from "~/lib/guard.server";
import type { Route } from "./+types/protected";

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

/** Screens below this route need a signed-in user; see `app/lib/guard.ts`. */
export default function Protected() {
  return <Outlet />;
}
