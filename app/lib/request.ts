/** Cookies get `Secure` everywhere except plain-HTTP local hosts. */
export function isSecureRequest(url: URL): boolean {
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
  return !(local && url.protocol === "http:");
}
