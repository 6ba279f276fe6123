import type { RouterContextProvider } from "react-router";
import type { SearchSigns } from "~/lib/data-api";
import { requestTimeZone } from "~/lib/api.server";
import { dayIn } from "~/lib/dates";
import { parseForm, type FieldErrors } from "~/lib/forms";
import { requestLanguage } from "~/lib/i18n.server";
import { readSearchLine, type SearchSign } from "~/lib/quick-add/search-signs";
import { searchSchema } from "./schemas";

/**
 * The search pages' `?q=`: the words to search for and the signs that narrow them ("#office",
 * "p1", "+me", "overdue", "repeating", decision 027), as the database function's arguments (days count
 * from the caller's today, as every page does), and what to show in the
 * field. A query the schema refuses searches nothing; its message goes under the field, the
 * typed text kept, and the page answers 400.
 */
export function searchQuery(
  url: URL,
  context: Readonly<RouterContextProvider>,
): { q: string; args: SearchSigns; signs: SearchSign[]; typed: string; errors: FieldErrors | null; today: string } {
  // The reader's today, against which the rows' deadlines stand.
  const today = dayIn(requestTimeZone(context));
  const form = new FormData();
  form.set("q", url.searchParams.get("q") ?? "");
  const parsed = parseForm(searchSchema, form);
  if (!parsed.ok) return { q: "", args: {}, signs: [], typed: String(form.get("q")), errors: parsed.errors, today };
  const { words, signs } = readSearchLine(parsed.data.q, requestLanguage(context));
  const args: SearchSigns = {};
  for (const sign of signs) {
    if (sign.kind === "filter") (args.p_markers ??= []).push(sign.name);
    else if (sign.kind === "without") (args.p_without ??= []).push(sign.name);
    else if (sign.kind === "priority") args.p_priority = sign.priority;
    else if (sign.kind === "repeating") args.p_repeating = true;
    else if (sign.kind === "deadline") args.p_deadline = true;
    else if (sign.kind === "days") {
      // Any of those named: "overdue,today".
      args.p_days = args.p_days ? `${args.p_days},${sign.days}` : sign.days;
      args.p_time_zone = requestTimeZone(context);
    } else if (sign.me) args.p_mine = true;
    else args.p_assignee = sign.name;
  }
  return { q: words, args, signs, typed: parsed.data.q, errors: null, today };
}
