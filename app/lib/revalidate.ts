import type { ShouldRevalidateFunctionArgs } from "react-router";
import { FETCHER_FIELD } from "./forms";
import { sameButView } from "./view-params";

/**
 * Reload after every fetcher's answer, a refused one too. React Router skips the reload
 * after a 4xx by default; when changes race (a move answered "not found" because a delete
 * won), the last answer to arrive decides, and the delete's reload, already aborted, was
 * lost: the page kept showing the deleted objective, without the delete's message. A
 * refusal also says the page is out of date (someone else changed it).
 * Links that only open or close something on the page (view parameters) load nothing.
 */
export function revalidateAfterFetchers({
  formData,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formData?.get(FETCHER_FIELD) === "1") return true;
  // Opening a row's actions or a note's editor is a link, for pages without JavaScript;
  // here it changes nothing the loader reads. (The same URL is a reload asked for, as by a
  // live dashboard: that one loads.)
  if (!formData && currentUrl.href !== nextUrl.href && sameButView(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}
