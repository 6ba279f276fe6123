import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { supportedLanguages } from "../../app/lib/i18n.ts";
import { renderTemplate } from "./auth/mail.ts";
import { loadAuthConfig } from "./config.ts";
import { CONFIG_PATH, configWithSubjects, emailTemplates } from "./email-templates.ts";

const texts = (lng: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../locales", lng, "emails.json"), "utf8"));

const vars = { SiteURL: "https://planner.test", TokenHash: "pkce_abc", Token: "123456", Email: "a@b.test" };
const templates = emailTemplates();

describe("Auth's email templates", () => {
  it("are what `npm run email-templates` writes from the locales (files and config.toml's subjects)", () => {
    for (const { file, content } of templates) expect(readFileSync(file, "utf8"), file).toBe(content);
    const toml = readFileSync(CONFIG_PATH, "utf8");
    expect(configWithSubjects(toml)).toBe(toml);
  });

  it("speak the language in the user's metadata, and English without one or with another", () => {
    const config = loadAuthConfig();
    const recovery = config.templates.recovery!;
    for (const lng of supportedLanguages) {
      const own = texts(lng);
      const html = renderTemplate(recovery.content, vars, { locale: lng, full_name: "Ann" });
      expect(html).toContain(`<h2>${own.recovery.subject}</h2>`);
      expect(html).toContain(`${own.code} 123456`);
      expect(html).toContain('href="https://planner.test/confirm?token_hash=pkce_abc&amp;type=recovery"');
      expect(renderTemplate(recovery.subject!, vars, { locale: lng })).toBe(own.recovery.subject);
    }
    const english = texts("en").recovery.subject;
    expect(renderTemplate(recovery.subject!, vars, {})).toBe(english);
    expect(renderTemplate(recovery.subject!, vars, { locale: "ko" })).toBe(english);
    // Exactly one language's text, once.
    const german = renderTemplate(recovery.content, vars, { locale: "de" });
    expect(german.match(/<h2>/g)).toHaveLength(1);
    expect(german).not.toContain(english);
  });

  it("have a security notification for each change of sign-in, enabled, with both addresses where the address changed", () => {
    const config = loadAuthConfig();
    expect(Object.keys(config.notifications).sort()).toEqual(
      ["email_changed", "mfa_factor_enrolled", "mfa_factor_unenrolled", "password_changed"].sort(),
    );
    const changed = config.notifications.email_changed!;
    const fields = { ...vars, Email: "new@b.test", OldEmail: "old@b.test" };
    for (const lng of supportedLanguages) {
      const own = texts(lng).security;
      const html = renderTemplate(changed.content!, fields, { locale: lng });
      expect(renderTemplate(changed.subject!, fields, { locale: lng })).toBe(own.emailChanged.subject);
      expect(html).toContain(own.emailChanged.lead.replace("{{old}}", "old@b.test").replace("{{email}}", "new@b.test"));
      expect(html).toContain(`<a href="https://planner.test/support">${own.support}</a>`);
    }
  });

  it("renders Go's if / else if / else / end as GoTrue does, and refuses what it does not know", () => {
    const t = '{{ if eq .Data.locale "de" }}A{{ else if eq .Data.locale "fr" }}B{{ else }}C{{ end }}!';
    expect(renderTemplate(t, {}, { locale: "de" })).toBe("A!");
    expect(renderTemplate(t, {}, { locale: "fr" })).toBe("B!");
    expect(renderTemplate(t, {}, { locale: "en" })).toBe("C!");
    expect(renderTemplate(t, {}, {})).toBe("C!");
    expect(() => renderTemplate(t, {}, { locale: 3 })).toThrow("incompatible types");
    expect(() => renderTemplate("{{ if .Data.locale }}x{{ end }}", {})).toThrow("Unsupported");
    expect(() => renderTemplate('{{ if eq .Data.locale "de" }}x', {})).toThrow("without {{ end }}");
    expect(() => renderTemplate("{{ range .Data }}{{ end }}", {})).toThrow("Unsupported");
  });
});
