import { describe, expect, it } from "vitest";
import { MOBILE_USER_AGENT } from "../../app/lib/mobile";
import { composeSignInAlert, newDevices, type SignInAlert } from "./compose-sign-in";

const FIREFOX_140 = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0";
const FIREFOX_141 = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:141.0) Gecko/20100101 Firefox/141.0";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:141.0) Gecko/20100101 Firefox/141.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const ANDROID_APP = `Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Mobile Safari/537.36 ${MOBILE_USER_AGENT}`;

const signIn = (user_agent: string, extra: Partial<SignInAlert["sign_ins"][number]> = {}) => ({
  at: "2026-04-14T12:30:00Z",
  user_agent,
  ip: "203.0.113.7",
  signed_in_with: "password",
  two_step: false,
  ...extra,
});

const alert = (locale: string | null, sign_ins: SignInAlert["sign_ins"], known: string[] = []): SignInAlert => ({
  user_id: "u",
  email: "ana@example.com",
  name: "Ana",
  locale,
  time_zone: "Europe/Lisbon",
  sign_ins,
  known,
});

describe("newDevices", () => {
  it("knows a browser on a system whatever its version; a new system or browser is news, each once", () => {
    const fresh = newDevices(
      alert(
        "en",
        [
          signIn(FIREFOX_141),
          signIn(FIREFOX_LINUX),
          signIn(IPHONE),
          signIn(IPHONE, { at: "2026-04-14T12:40:00Z" }),
          signIn(ANDROID_APP),
          signIn(""),
        ],
        [FIREFOX_140],
      ),
    );
    expect(fresh.map((s) => [s.device.browser, s.device.os, s.device.app, s.at])).toEqual([
      ["Firefox", "Linux", false, "2026-04-14T12:30:00Z"],
      ["Safari", "iOS", false, "2026-04-14T12:30:00Z"],
      ["Chrome", "Android", true, "2026-04-14T12:30:00Z"],
      [null, null, false, "2026-04-14T12:30:00Z"],
    ]);
  });

  it("tells at most five devices, the first ones", () => {
    const systems = ["Windows NT 10.0; Win64; x64", "X11; Linux x86_64", "Macintosh; Intel Mac OS X 14_5"];
    const browsers = ["Firefox/141.0", "Chrome/142.0.0.0 Safari/537.36"];
    // Six different devices: two browsers on each of three systems.
    const six = systems.flatMap((system) => browsers.map((browser) => signIn(`Mozilla/5.0 (${system}) ${browser}`)));
    const told = newDevices(alert("en", six));
    expect(new Set(six.map((s) => s.user_agent)).size).toBe(6);
    expect(told.map((s) => s.user_agent)).toEqual(six.slice(0, 5).map((s) => s.user_agent));
  });
});

describe("composeSignInAlert", () => {
  it("names the device, when in the reader's zone and how, never the address, and links to the devices list", () => {
    const mail = composeSignInAlert(
      alert("en", [signIn(IPHONE, { signed_in_with: "oauth", two_step: true })], [FIREFOX_140]),
      "https://planner.example/",
    )!;
    expect(mail.to).toBe("ana@example.com");
    expect(mail.subject).toBe("New sign-in to your Planner account on Safari on iOS");
    expect(mail.text).toBe(
      [
        "Your account ana@example.com was just signed in on a device it has not used in the last six months:",
        "Safari on iOS\nWhen: Apr 14, 2026, 1:30 PM (Europe/Lisbon)\nHow: Google + two-step",
        "If this was you, there is nothing to do.",
        "If it was not you, sign that device out and change your password: someone may know it.",
        "See where you're signed in: https://planner.example/settings#devices",
        "We email you when your account is signed in on a new device. To stop these emails, turn them off in Settings, under Account.",
      ].join("\n\n"),
    );
    expect(mail.html).toContain('<a href="https://planner.example/settings#devices"');
    expect(mail.html).toContain('lang="en"');
    expect(mail.text + mail.html).not.toContain("203.0.113.7");
  });

  it("speaks the reader's language, our app by its name, and leaves out what Auth did not record", () => {
    const mail = composeSignInAlert(
      alert("de", [signIn(ANDROID_APP, { ip: null, signed_in_with: null }), signIn("<b>", { ip: null })]),
      "https://planner.example",
    )!;
    expect(mail.subject).toBe("Neue Anmeldungen bei deinem Planner-Konto auf 2 Geräten");
    expect(mail.text).toMatch(/^Dein Konto ana@example.com wurde gerade auf Geräten angemeldet, /);
    expect(mail.text).toContain(
      "Planner-App auf Android\nWann: 14.04.2026, 13:30 (Europe/Lisbon)\n\nUnbekanntes Gerät\n",
    );
    expect(mail.html).toContain('lang="de"');
    expect(mail.html).not.toContain("<b>");
  });

  it("writes each fact as the language does", () => {
    const fr = composeSignInAlert(alert("fr", [signIn(IPHONE)]), "https://x")!;
    expect(fr.text).toContain("Safari sur iOS\nQuand\u00a0: 14 avr. 2026");
    const ja = composeSignInAlert(alert("ja", [signIn(IPHONE)]), "https://x")!;
    expect(ja.text).toContain("方法：パスワード");
  });

  it("sends nothing when every sign-in came from a device the account knows", () => {
    expect(composeSignInAlert(alert("en", [signIn(FIREFOX_141)], [FIREFOX_140]), "https://x")).toBeNull();
  });
});
