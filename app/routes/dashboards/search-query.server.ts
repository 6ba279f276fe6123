import { parseForm, type FieldErrors } from "~/lib/forms";
import { searchSchema } from "./schemas";

/**
 * The search pages' `?q=`: what to search for, and what to show in the field. A query the
 * schema refuses searches nothing; its message goes under the field, the typed text kept,
 * and the page answers 400.
 */
export function searchQuery(url: URL): { q: string; typed: string; errors: FieldErrors | null } {
  const form = new FormData();
  form.set("q", url.searchParams.get("q") ?? "");
  const parsed = parseForm(searchSchema, form);
  if (parsed.ok) return { q: parsed.data.q, typed: parsed.data.q, errors: null };
  return { q: "", typed: String(form.get("q")), errors: parsed.errors };
}
