import { Outlet } from "react-router";
import { requireUserMiddleware } from "~/lib/guard.server";
import type { Route } from "./+types/protected";

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

/** Every screen below this route needs a signed-in user (`requireUserMiddleware`). */
export default function Protected() {
  return <Outlet />;
}
