import { describe, expect, it } from "vitest";
import { MOBILE_SCHEME, MOBILE_USER_AGENT } from "../app/lib/mobile";
import config from "./capacitor.config";

// Run by the project's vitest (no Capacitor install needed: the config's import is a type).
describe("the app and the site agree", () => {
  it("on the user agent the site knows the app by, and on the scheme", () => {
    expect(config.appendUserAgent).toBe(MOBILE_USER_AGENT);
    expect(config.appId).toBe(MOBILE_SCHEME);
  });
});
