import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** The root loader's data: locale, signed-in user (or null) and flash. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("useRootData used outside the root route");
  return data;
}

export function useOptionalUser() {
  return useRouteLoaderData<typeof loader>("root")?.user ?? null;
}
