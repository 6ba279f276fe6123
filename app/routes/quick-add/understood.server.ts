import { z } from "zod";
import { requestLanguage } from "~/lib/i18n.server";
import { LIMITS } from "~/lib/limits";
import type { Understood } from "~/lib/quick-add/keep-as-text";
import { understood } from "~/lib/quick-add/understood";
import type { Route } from "./+types/understood";

const querySchema = z.object({
  text: z.string().max(LIMITS.quickAdd),
  // The page's today in the reader's time zone, as its form sends it: "tomorrow" counts from it.
  today: z.iso.date(),
});

/**
 * The parts of a quick-add line, read as its form's action will read it: the same parser in
 * the reader's language. No database: the words are all it needs, and the signed-in guard
 * checks the session from the token.
 */
export function understoodLoader({ url, context }: Route.LoaderArgs) {
  const query = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return Response.json({ error: "invalid_query" }, { status: 400 });
  const { text, today } = query.data;
  const body: Understood = { text, parts: understood(text, requestLanguage(context), today) };
  // The same line on the same day reads the same while the language stays (its cookie).
  return Response.json(body, { headers: { "Cache-Control": "private, max-age=300", Vary: "Cookie" } });
}
