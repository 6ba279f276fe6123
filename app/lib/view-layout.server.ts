import { createCookie, redirect } from "react-router";
import { z } from "zod";
import { isSecureRequest, readForm } from "~/lib/request";
import { safeRedirect } from "~/lib/safe-redirect";

/**
 * A page's layouts (/upcoming's list, board, week or month; /today's list or hours): the one
 * chosen is kept a year on this device, in a cookie of its own (a view's look, not worth a
 * database round trip); `?layout=` shows another for one view. `page` is the page's path.
 */
export function viewLayouts<const L extends readonly [string, ...string[]]>(name: string, layouts: L, page: string) {
  type Layout = L[number];
  const cookie = createCookie(`${name}-layout`, { sameSite: "lax", path: "/", maxAge: 60 * 60 * 24 * 365 });
  const isLayout = (value: unknown): value is Layout => layouts.includes(value as Layout);
  const schema = z.object({ layout: z.enum(layouts), redirectTo: z.string().optional() });
  return {
    /** The layout to draw: `?layout=` for this view alone, else the one kept on this device, else the first. */
    async read(request: Request, url: URL): Promise<Layout> {
      const asked = url.searchParams.get("layout");
      if (isLayout(asked)) return asked;
      const value: unknown = await cookie.parse(request.headers.get("Cookie"));
      return isLayout(value) ? value : layouts[0];
    },
    /** Only ever posted to (the page's switch): a visit goes to the page. */
    loader: () => redirect(page),
    /** Keeps the layout chosen, then goes back to the page as it was (its week, "Assigned to me"). */
    async action({ request, url }: { request: Request; url: URL }) {
      const parsed = schema.safeParse(Object.fromEntries(await readForm(request)));
      if (!parsed.success) throw new Response("Unknown layout", { status: 400 });
      // Without a `?layout=` of one view's, which would hide the choice.
      const target = new URL(safeRedirect(parsed.data.redirectTo, page), url);
      target.searchParams.delete("layout");
      const back = target.pathname + target.search;
      const kept = await cookie.serialize(parsed.data.layout, { secure: isSecureRequest(url) });
      return redirect(back === page || back.startsWith(`${page}?`) ? back : page, { headers: { "Set-Cookie": kept } });
    },
  };
}
