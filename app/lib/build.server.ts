import { createContext, redirectDocument } from "react-router";
import { BUILD_HEADER, documentPathOf } from "./build";

/** The server's build (React Router's manifest version), set per request in workers/app.ts. */
export const buildContext = createContext<{ version: string }>();

/**
 * A data request (a client-side navigation or revalidation) from a tab running an older
 * build: answered with a document navigation to the same place, so that tab loads this
 * build's code cleanly. Actions (POST) run as sent — nothing typed is lost — and their
 * revalidation, a GET, brings the new build.
 */
export function reloadOlderBuild(request: Request, version: string): Response | null {
  if (request.method !== "GET") return null;
  const client = request.headers.get(BUILD_HEADER);
  if (!client || client === version) return null;
  return redirectDocument(documentPathOf(new URL(request.url)));
}
