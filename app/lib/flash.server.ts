import { createCookie } from "react-router";
import { z } from "zod";
import { isSecureRequest } from "./request";

/** A one-time message shown after a redirect (Post/Redirect/Get); a toast with JavaScript. */
const flashSchema = z.object({
  kind: z.enum(["success", "info", "error"]),
  /** An i18n key such as "auth:flash.signedOut". */
  message: z.string().max(200),
  values: z.record(z.string(), z.string()).optional(),
  /** A form that undoes the change ("Marked as done" → Undo), posted as is. */
  undo: z.object({ action: z.string().startsWith("/"), fields: z.record(z.string(), z.string()) }).optional(),
});
export type Flash = z.infer<typeof flashSchema>;

const flashCookie = createCookie("flash", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 60 });

export async function flashHeader(flash: Flash, url: URL): Promise<string> {
  return flashCookie.serialize(flash, { secure: isSecureRequest(url) });
}

/** Reads the pending flash, and the header that removes it once shown. */
export async function takeFlash(request: Request, url: URL): Promise<{ flash: Flash | null; clear?: string }> {
  const raw = await flashCookie.parse(request.headers.get("Cookie"));
  if (raw === null || raw === undefined) return { flash: null };
  const parsed = flashSchema.safeParse(raw);
  const clear = await flashCookie.serialize("", { maxAge: 0, secure: isSecureRequest(url) });
  return { flash: parsed.success ? parsed.data : null, clear };
}
