import type { DataRouter } from "react-router";

/**
 * What React Router's `data(value, init)` wraps, and its status. A loader's or an action's
 * answer, or what one threw, may arrive as such a DataWithResponseInit, for which React Router
 * exports no guard (its `isDataWithResponseInit` is internal). Anything else is its own data,
 * without a status.
 */
export function unwrapData(value: unknown): { data: unknown; status?: number } {
  const wrapped = value as { type?: unknown; data?: unknown; init?: ResponseInit | null } | null;
  if (wrapped?.type !== "DataWithResponseInit") return { data: value };
  return { data: wrapped.data, status: wrapped.init?.status };
}

/**
 * The browser's router, which `HydratedRouter` keeps on `window` (React Router's own name for
 * it; no hook reaches it from a client middleware). Undefined on the server and before hydration.
 */
export function dataRouter(): DataRouter | undefined {
  return typeof window === "undefined"
    ? undefined
    : (window as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;
}
