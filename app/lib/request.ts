import { data } from "react-router";

/** Cookies get `Secure` everywhere except plain-HTTP local hosts. */
export function isSecureRequest(url: URL): boolean {
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
  return !(local && url.protocol === "http:");
}

/**
 * The form a request sends. A body that is no form (JSON, plain text, a multipart body cut
 * short or with a field name the runtime cannot read) is the sender's mistake: a 400 with
 * words for it, not a server error.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("form_unreadable", { status: 400 });
  }
}
