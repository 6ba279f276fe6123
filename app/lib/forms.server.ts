import { data, redirect } from "react-router";
import { flashHeader, type NewFlash } from "./flash.server";
import { FETCHER_FIELD } from "./forms";

/**
 * The answer to a successful change. A plain form (JavaScript off, or a navigation) gets
 * Post/Redirect/Get. A fetcher gets data: React Router then reloads the page's loaders after
 * the action has finished. With a redirect instead, a fetcher's follow-up is dropped when
 * another submission's reload started meanwhile, and that reload predates this change (its
 * flash message, for one, was lost).
 */
export async function afterChange(formData: FormData, url: URL, to: string, flash?: NewFlash) {
  const headers = flash ? { "Set-Cookie": await flashHeader(flash, url) } : undefined;
  if (formData.get(FETCHER_FIELD) === "1") return data({ ok: true as const }, { headers });
  return redirect(to, { headers });
}
