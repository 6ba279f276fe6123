import type { ShouldRevalidateFunctionArgs } from "react-router";
import { FETCHER_FIELD } from "./forms";

/**
 * Reload after every fetcher's answer, a refused one too. React Router skips the reload
 * after a 4xx by default; when changes race (a move answered "not found" because a delete
 * won), the last answer to arrive decides, and the delete's reload, already aborted, was
 * lost: the page kept showing the deleted objective, without the delete's message. A
 * refusal also says the page is out of date (someone else changed it).
 */
export function revalidateAfterFetchers({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get(FETCHER_FIELD) === "1" ? true : defaultShouldRevalidate;
}
