import { FETCHER_FIELD } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Marks a form as submitted by a fetcher (rendered only once JavaScript runs). The action
 * then answers with data instead of a redirect; see `afterChange` in actions.server.ts.
 */
export function FetcherMarker() {
  return useHydrated() ? <input type="hidden" name={FETCHER_FIELD} value="1" /> : null;
}
