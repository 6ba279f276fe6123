import type { MetaDescriptor } from "react-router";

/** `<title>` and description from a loader's translated strings. */
export function pageMeta(data: { title: string; description?: string } | undefined): MetaDescriptor[] {
  if (!data) return [];
  const out: MetaDescriptor[] = [{ title: data.title }];
  if (data.description) out.push({ name: "description", content: data.description });
  return out;
}
