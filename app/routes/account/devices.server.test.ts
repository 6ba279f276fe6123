import { describe, expect, it } from "vitest";
import { MOBILE_USER_AGENT } from "~/lib/mobile";
import { namedDevice } from "./devices.server";

// The devices on /settings (decision 081), named from what Auth recorded.
const device = (user_agent: string, signed_in_with: string | null = "password") => ({
  id: "00000000-0000-4000-8000-000000000001",
  user_agent,
  signed_in_at: "2026-12-06T06:00:00Z",
  active_at: "2026-12-06T07:00:00Z",
  current: false,
  signed_in_with,
  two_step: false,
});

describe("namedDevice", () => {
  it("names the browser and system, and the kind of device", () => {
    const phone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
    expect(namedDevice(device(phone))).toMatchObject({ browser: "Safari", os: "iOS", kind: "mobile", app: false });
    const pc = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0";
    expect(namedDevice(device(pc))).toMatchObject({ browser: "Firefox", os: "Windows", kind: "desktop" });
    const tablet =
      "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36";
    expect(namedDevice(device(tablet))).toMatchObject({ os: "Android", kind: "tablet" });
  });

  it("knows our own app by its web view's mark", () => {
    const app = `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/150.0 Mobile Safari/537.36 ${MOBILE_USER_AGENT}`;
    expect(namedDevice(device(app))).toMatchObject({ app: true, os: "Android", kind: "mobile" });
  });

  it("leaves out what it cannot tell, and the raw User-Agent never goes further", () => {
    const unknown = namedDevice(device("", null));
    expect(unknown).toMatchObject({ browser: null, os: null, kind: "desktop", app: false, signedInWith: null });
    expect(unknown).not.toHaveProperty("user_agent");
  });

  it("words Auth's methods as the page does: Google, a password, or an email link or code", () => {
    const way = (method: string | null) => namedDevice(device("", method)).signedInWith;
    expect(way("oauth")).toBe("google");
    expect(way("password")).toBe("password");
    for (const method of ["otp", "magiclink", "recovery", "invite", "email/signup"]) expect(way(method)).toBe("email");
    expect(way("sso/saml")).toBeNull();
  });
});
