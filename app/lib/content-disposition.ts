/**
 * `attachment` with the name as typed (RFC 6266's filename*, UTF-8) and an ASCII fallback for
 * older clients. Characters that no file system takes become dashes.
 */
export function contentDisposition(name: string): string {
  const safe = name
    .replace(/-*[\p{Cc}/\\:*?"<>|]+-*/gu, "-")
    .replace(/\s+/g, " ")
    .trim();
  const ascii =
    safe
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\w.-]+/g, "-")
      .replace(/-+/g, "-")
      .replace(/^[-.]+/, "") || "dashboard";
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
