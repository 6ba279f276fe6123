import { createCookie, href, redirect } from "react-router";
import { z } from "zod";
import { isSecureRequest, readForm } from "~/lib/request";
import { safeRedirect } from "~/lib/safe-redirect";
import type { Route } from "./+types/layout";

/** /upcoming's layouts: a list a day, one under another, or a board, a column a day (decision 073). */
export const LAYOUTS = ["list", "board"] as const;
export type Layout = (typeof LAYOUTS)[number];

/** The chosen layout, kept a year on this device (a view's look, not worth a database round trip). */
export const layoutCookie = createCookie("upcoming-layout", { sameSite: "lax", path: "/", maxAge: 60 * 60 * 24 * 365 });

export async function upcomingLayout(request: Request): Promise<Layout> {
  const value: unknown = await layoutCookie.parse(request.headers.get("Cookie"));
  return value === "board" ? "board" : "list";
}

const layoutSchema = z.object({ layout: z.enum(LAYOUTS), redirectTo: z.string().optional() });

/** Only ever posted to (its switch on /upcoming): a visit goes to /upcoming. */
export const loader = () => redirect(href("/upcoming"));

/** Keeps the layout chosen, then goes back to /upcoming as it was (its week, "Assigned to me"). */
export async function action({ request, url }: Route.ActionArgs) {
  const parsed = layoutSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw new Response("Unknown layout", { status: 400 });
  const upcoming = href("/upcoming");
  const back = safeRedirect(parsed.data.redirectTo, upcoming);
  const cookie = await layoutCookie.serialize(parsed.data.layout, { secure: isSecureRequest(url) });
  return redirect(back.startsWith(upcoming) ? back : upcoming, { headers: { "Set-Cookie": cookie } });
}
