import { createCookie, href, redirect } from "react-router";
import { z } from "zod";
import { isSecureRequest, readForm } from "~/lib/request";
import { safeRedirect } from "~/lib/safe-redirect";
import type { Route } from "./+types/layout";

/**
 * /upcoming's layouts: a list a day, one under another, a board, a column a day (decision
 * 073), a week of hours (decision 096), or a month's grid (decision 089).
 */
export const LAYOUTS = ["list", "board", "week", "month"] as const;
export type Layout = (typeof LAYOUTS)[number];

/** The chosen layout, kept a year on this device (a view's look, not worth a database round trip). */
export const layoutCookie = createCookie("upcoming-layout", { sameSite: "lax", path: "/", maxAge: 60 * 60 * 24 * 365 });

const isLayout = (value: unknown): value is Layout => LAYOUTS.includes(value as Layout);

/**
 * The layout to draw: `?layout=` for this view alone (a month's day opens its week as a
 * list), else the one kept on this device, else the list.
 */
export async function upcomingLayout(request: Request, url: URL): Promise<Layout> {
  const asked = url.searchParams.get("layout");
  if (isLayout(asked)) return asked;
  const value: unknown = await layoutCookie.parse(request.headers.get("Cookie"));
  return isLayout(value) ? value : "list";
}

const layoutSchema = z.object({ layout: z.enum(LAYOUTS), redirectTo: z.string().optional() });

/** Only ever posted to (its switch on /upcoming): a visit goes to /upcoming. */
export const loader = () => redirect(href("/upcoming"));

/** Keeps the layout chosen, then goes back to /upcoming as it was (its week, "Assigned to me"). */
export async function action({ request, url }: Route.ActionArgs) {
  const parsed = layoutSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw new Response("Unknown layout", { status: 400 });
  const upcoming = href("/upcoming");
  // Without a `?layout=` of one view's, which would hide the choice.
  const target = new URL(safeRedirect(parsed.data.redirectTo, upcoming), url);
  target.searchParams.delete("layout");
  const back = target.pathname + target.search;
  const cookie = await layoutCookie.serialize(parsed.data.layout, { secure: isSecureRequest(url) });
  return redirect(back.startsWith(upcoming) ? back : upcoming, { headers: { "Set-Cookie": cookie } });
}
