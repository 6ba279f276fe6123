import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { getInstance, getLocale, i18nextMiddleware, localeCookie } from "./i18n.server";

/** Runs the middleware as React Router would, and hands back the request's context. */
async function contextFor(headers: Record<string, string>) {
  const context = new RouterContextProvider();
  const request = new Request("http://localhost/", { headers });
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "/" };
  await i18nextMiddleware(args as unknown as Parameters<typeof i18nextMiddleware>[0], async () => new Response());
  return context;
}

describe("the request's language", () => {
  it("comes from the cookie, then Accept-Language, then English", async () => {
    const cookie = await localeCookie.serialize("fr");
    expect(getLocale(await contextFor({ cookie, "accept-language": "de" }))).toBe("fr");
    expect(getLocale(await contextFor({ "accept-language": "pt-BR,pt;q=0.9" }))).toBe("pt");
    expect(getLocale(await contextFor({ "accept-language": "ko" }))).toBe("en");
  });

  it("translates with one instance per language, shared by requests", async () => {
    const german = getInstance(await contextFor({ "accept-language": "de" }));
    expect(getInstance(await contextFor({ "accept-language": "de-AT" }))).toBe(german);
    expect(german.language).toBe("de");
    expect(german.t("planner:overdue.title", { count: 2 })).not.toBe(
      getInstance(await contextFor({ "accept-language": "ja" })).t("planner:overdue.title", { count: 2 }),
    );
    expect(german.t("planner:overdue.title", { count: 1 })).not.toBe(german.t("planner:overdue.title", { count: 2 }));
  });
});
