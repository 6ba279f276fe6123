import { describe, expect, it } from "vitest";
import {
  elsewhereUrl,
  fromMobileApp,
  loginCallbackUrl,
  MOBILE_LOGIN_CALLBACK,
  MOBILE_SCHEME,
  MOBILE_USER_AGENT,
} from "./mobile";

const SITE = "https://planner.example";
const CODE = "8b1f6a2e-1c0d-4a5b-9e7f-3d2c1b0a9f8e";

describe("the app's login link", () => {
  it("turns the scheme's login-callback with a code into the site's /login-callback", () => {
    expect(loginCallbackUrl(`${MOBILE_LOGIN_CALLBACK}?code=${CODE}`, SITE)).toBe(`${SITE}/login-callback?code=${CODE}`);
    expect(loginCallbackUrl(`${MOBILE_SCHEME}://login-callback/?code=${CODE}&state=x`, SITE)).toBe(
      `${SITE}/login-callback?code=${CODE}`,
    );
  });

  it("accepts the site's own https link (an app link), and only that site's", () => {
    expect(loginCallbackUrl(`${SITE}/login-callback?code=${CODE}`, SITE)).toBe(`${SITE}/login-callback?code=${CODE}`);
    expect(loginCallbackUrl(`https://evil.example/login-callback?code=${CODE}`, SITE)).toBeNull();
    expect(loginCallbackUrl(`http://planner.example/login-callback?code=${CODE}`, SITE)).toBeNull();
  });

  it("refuses other hosts, paths and schemes", () => {
    expect(loginCallbackUrl(`${MOBILE_SCHEME}://evil?code=${CODE}`, SITE)).toBeNull();
    expect(loginCallbackUrl(`${MOBILE_SCHEME}://login-callback/elsewhere?code=${CODE}`, SITE)).toBeNull();
    expect(loginCallbackUrl(`other.app://login-callback?code=${CODE}`, SITE)).toBeNull();
    expect(loginCallbackUrl(`${SITE}/confirm?code=${CODE}`, SITE)).toBeNull();
    expect(loginCallbackUrl("not a url", SITE)).toBeNull();
  });

  it("refuses a missing or malformed code, and a code (or tokens) in the fragment", () => {
    expect(loginCallbackUrl(MOBILE_LOGIN_CALLBACK, SITE)).toBeNull();
    expect(loginCallbackUrl(`${MOBILE_LOGIN_CALLBACK}?code=`, SITE)).toBeNull();
    expect(loginCallbackUrl(`${MOBILE_LOGIN_CALLBACK}?code=a%20b`, SITE)).toBeNull();
    expect(loginCallbackUrl(`${MOBILE_LOGIN_CALLBACK}#code=${CODE}`, SITE)).toBeNull();
    expect(loginCallbackUrl(`${MOBILE_LOGIN_CALLBACK}?code=${CODE}#access_token=x`, SITE)).toBeNull();
  });
});

describe("the app's requests", () => {
  it("are known by the user agent's suffix", () => {
    const app = new Request(SITE, {
      headers: { "User-Agent": `Mozilla/5.0 (Linux; Android 15) ${MOBILE_USER_AGENT}` },
    });
    expect(fromMobileApp(app)).toBe(true);
    expect(fromMobileApp(new Request(SITE, { headers: { "User-Agent": "Mozilla/5.0" } }))).toBe(false);
  });
});

describe("links someone wrote, in the app", () => {
  const site = "https://planner.example";
  it("open another site's web address in the system's browser view", () => {
    expect(elsewhereUrl("https://docs.example.com/a?b=1#c", site)).toBe("https://docs.example.com/a?b=1#c");
    expect(elsewhereUrl("http://example.org", site)).toBe("http://example.org/");
  });
  it("leave the site's own pages, mail links and anything malformed alone", () => {
    expect(elsewhereUrl("https://planner.example/today", site)).toBeNull();
    expect(elsewhereUrl("/dashboards", site)).toBeNull();
    expect(elsewhereUrl("mailto:ann@example.com", site)).toBeNull();
    expect(elsewhereUrl("javascript:alert(1)", site)).toBeNull();
    expect(elsewhereUrl("http://[oops", site)).toBeNull();
  });
});
