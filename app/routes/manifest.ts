import { href } from "react-router";
import { getInstance, requestLanguage } from "~/lib/i18n.server";
import { languages } from "~/lib/i18n";
import type { Route } from "./+types/manifest";

/**
 * /manifest.webmanifest (decision 076): what a browser needs to install Planner as an app
 * (its name and description in the reader's language, icons, the start page, shortcuts to
 * Today and Upcoming), and a share target: a page or text shared from another app opens
 * /today with it in quick add's line (app/lib/shared-line.ts).
 */
export function loader({ context }: Route.LoaderArgs) {
  const { t } = getInstance(context);
  const lng = requestLanguage(context);
  const manifest = {
    id: "/",
    name: t("common:appName"),
    short_name: t("common:appName"),
    description: t("landing:home.metaDescription"),
    lang: languages[lng].tag,
    start_url: "/",
    scope: "/",
    display: "standalone",
    // The brand's green (favicon.svg); a white start screen, as the light theme's page.
    theme_color: "#16a34a",
    background_color: "#ffffff",
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      { name: t("common:nav.today"), url: href("/today") },
      { name: t("across:upcoming.title"), url: href("/upcoming") },
    ],
    share_target: { action: href("/today"), method: "GET", params: { title: "title", text: "text", url: "url" } },
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      // In the browser's language (manifests are fetched without cookies): kept by it alone.
      "Cache-Control": "private, max-age=3600",
      Vary: "Accept-Language",
    },
  });
}
