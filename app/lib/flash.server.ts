import { createCookie } from "react-router";
import { z } from "zod";
import { isSecureRequest } from "./request";

/** A one-time message shown after a redirect (Post/Redirect/Get); a toast with JavaScript. */
const flashSchema = z.object({
  /** Each flash once: the browser skips an id it has shown already. */
  id: z.string().max(40),
  kind: z.enum(["success", "info", "error"]),
  /** An i18n key such as "auth:flash.signedOut". */
  message: z.string().max(200),
  values: z.record(z.string(), z.string()).optional(),
  /** A form that undoes the change ("Marked as done" → Undo), posted as is. */
  undo: z.object({ action: z.string().startsWith("/"), fields: z.record(z.string(), z.string()) }).optional(),
});
export type Flash = z.infer<typeof flashSchema>;
/** What actions hand over; the id is added when the cookie is written. */
export type NewFlash = Omit<Flash, "id">;

// Short-lived: it only has to survive the redirect that follows a change.
const flashCookie = createCookie("flash", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 10 });

export async function flashHeader(flash: NewFlash, url: URL): Promise<string> {
  return flashCookie.serialize({ ...flash, id: crypto.randomUUID() }, { secure: isSecureRequest(url) });
}

/**
 * Reads the pending flash. A full page load removes it. A client navigation (`.data`) leaves
 * it for its 10 seconds: the router may abort that request and send another, and an aborted
 * request must not swallow the message; the browser shows each flash id once.
 */
export async function takeFlash(request: Request, url: URL): Promise<{ flash: Flash | null; clear?: string }> {
  const raw = await flashCookie.parse(request.headers.get("Cookie"));
  if (raw === null || raw === undefined) return { flash: null };
  const parsed = flashSchema.safeParse(raw);
  const dataRequest = new URL(request.url).pathname.endsWith(".data");
  if (dataRequest && parsed.success) return { flash: parsed.data };
  const clear = await flashCookie.serialize("", { maxAge: 0, secure: isSecureRequest(url) });
  return { flash: parsed.success ? parsed.data : null, clear };
}
