import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fallbackLanguage, supportedLanguages } from "../../app/lib/i18n.ts";

/**
 * Auth's emails in the person's language. Hosted Auth renders a project's templates (body
 * and subject) with Go's html/template, `.Data` being the user's metadata, where the app
 * keeps `locale` (sign-up, first code sign-in, language changes). One template per kind
 * holds every language, chosen by `{{ if eq .Data.locale "de" }}`, English otherwise.
 * Written from `locales/<lng>/emails.json` by `npm run email-templates`; a test keeps the
 * files and config.toml's subjects in step with the locales.
 */

const root = path.resolve(import.meta.dirname, "../..");
export const CONFIG_PATH = path.join(root, "supabase/config.toml");

/** config.toml's template names, their files, their texts, and the link's `type`. */
export const EMAIL_TEMPLATES = [
  { name: "confirmation", file: "confirmation.html", texts: "confirmation", type: "email" },
  { name: "magic_link", file: "magic-link.html", texts: "magicLink", type: "email" },
  { name: "recovery", file: "recovery.html", texts: "recovery", type: "recovery" },
  { name: "invite", file: "invite.html", texts: "invite", type: "invite" },
  { name: "email_change", file: "email-change.html", texts: "emailChange", type: "email_change" },
] as const;

/**
 * config.toml's security notifications ([auth.email.notification.*], decision 078): sent when
 * something about signing in changed, to the address that can still object. Their texts'
 * `{{email}}` and `{{old}}` become GoTrue's `.Email` and `.OldEmail`.
 */
export const NOTIFICATION_TEMPLATES = [
  { name: "password_changed", file: "password-changed.html", texts: "passwordChanged" },
  { name: "email_changed", file: "email-changed.html", texts: "emailChanged" },
  { name: "mfa_factor_enrolled", file: "authenticator-added.html", texts: "factorAdded" },
  { name: "mfa_factor_unenrolled", file: "authenticator-removed.html", texts: "factorRemoved" },
] as const;

type Kind = (typeof EMAIL_TEMPLATES)[number];
type Notification = (typeof NOTIFICATION_TEMPLATES)[number];
type Texts = Record<Kind["texts"], { subject: string; lead: string; link: string }> & {
  code: string;
  ignore: string;
  security: Record<Notification["texts"], { subject: string; lead: string }> & {
    notYou: string;
    reset: string;
    support: string;
  };
};

/** locales/<lng>/emails.json, by language. */
const TEXTS = new Map(
  supportedLanguages.map((lng) => [
    lng,
    JSON.parse(readFileSync(path.join(root, "locales", lng, "emails.json"), "utf8")) as Texts,
  ]),
);
const texts = (lng: string): Texts => TEXTS.get(lng as (typeof supportedLanguages)[number])!;

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Go template text must not open an action of its own. */
function literal(s: string): string {
  if (s.includes("{{") || s.includes("}}")) throw new Error(`Braces in an email text: ${s}`);
  return escapeHtml(s);
}

/** An email text with i18next's `{{email}}` and `{{old}}` as GoTrue's variables; the rest literal. */
function withAddresses(s: string): string {
  const fields: Record<string, string> = { email: "{{ .Email }}", old: "{{ .OldEmail }}" };
  return s
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (name === undefined) return literal(part);
      if (!fields[name]) throw new Error(`Unknown field ${part} in an email text`);
      return fields[name];
    })
    .join("");
}

/** A subject's text: html/template leaves template text as it is, so nothing to escape. */
function plain(s: string): string {
  if (/[{}<>&]/.test(s)) throw new Error(`A subject must be plain text: ${s}`);
  return s;
}

/** `{{ if eq .Data.locale "pt" }}…{{ else if … }}…{{ else }}English{{ end }}` */
function byLanguage(render: (lng: string) => string, separator = ""): string {
  const others = supportedLanguages.filter((lng) => lng !== fallbackLanguage);
  const branches = others.map(
    (lng, i) => `{{ ${i === 0 ? "if" : "else if"} eq .Data.locale "${lng}" }}${separator}${render(lng)}`,
  );
  return `${branches.join(separator)}${separator}{{ else }}${separator}${render(fallbackLanguage)}${separator}{{ end }}`;
}

function body(kind: Kind, lng: string): string {
  const all = texts(lng);
  const own = all[kind.texts];
  const href = `{{ .SiteURL }}/confirm?token_hash={{ .TokenHash }}&amp;type=${kind.type}`;
  return [
    `<h2>${literal(own.subject)}</h2>`,
    `<p>${literal(own.lead)}</p>`,
    `<p><a href="${href}">${literal(own.link)}</a></p>`,
    `<p>${literal(all.code)} {{ .Token }}</p>`,
    `<p>${literal(all.ignore)}</p>`,
  ].join("\n");
}

function notificationBody(kind: Notification, lng: string): string {
  const { security } = texts(lng);
  const own = security[kind.texts];
  return [
    `<h2>${literal(own.subject)}</h2>`,
    `<p>${withAddresses(own.lead)}</p>`,
    `<p>${literal(security.notYou)}</p>`,
    `<p><a href="{{ .SiteURL }}/login/forgot-password">${literal(security.reset)}</a></p>`,
    `<p><a href="{{ .SiteURL }}/support">${literal(security.support)}</a></p>`,
  ].join("\n");
}

/** Every template: its section in config.toml, its file's content and its subject. */
export function emailTemplates(): { name: string; section: string; file: string; subject: string; content: string }[] {
  const notifications = NOTIFICATION_TEMPLATES.map((kind) => ({
    name: kind.name,
    section: `auth.email.notification.${kind.name}`,
    file: path.join(root, "supabase/templates", kind.file),
    subject: byLanguage((lng) => plain(texts(lng).security[kind.texts].subject)),
    content: `<!-- Auth's "${kind.name}" notification in every language the site speaks, chosen by the locale
     in the user's metadata (English otherwise). Written by \`npm run email-templates\` from
     locales/<lng>/emails.json: edit those. -->
${byLanguage((lng) => notificationBody(kind, lng), "\n")}
`,
  }));
  return [...actionTemplates(), ...notifications];
}

function actionTemplates() {
  return EMAIL_TEMPLATES.map((kind) => ({
    section: `auth.email.template.${kind.name}`,
    name: kind.name,
    file: path.join(root, "supabase/templates", kind.file),
    subject: byLanguage((lng) => plain(texts(lng)[kind.texts].subject)),
    content: `<!-- Auth's "${kind.name}" email in every language the site speaks, chosen by the locale in the
     user's metadata (English otherwise). Written by \`npm run email-templates\` from
     locales/<lng>/emails.json: edit those. The link opens the site's /confirm with the token
     hash instead of Auth's /verify, so it works in any browser and in the app (decision 015). -->
${byLanguage((lng) => body(kind, lng), "\n")}
`,
  }));
}

/** config.toml with each template's `subject = "…"` line replaced. */
export function configWithSubjects(toml: string, templates = emailTemplates()): string {
  let out = toml;
  for (const { section: name, subject } of templates) {
    const section = new RegExp(`(\\[${name.replace(/\./g, "\\.")}\\]\\n)subject = .*\\n`);
    if (!section.test(out)) throw new Error(`config.toml has no [${name}] with a subject`);
    // A TOML basic string: JSON's escaping of quotes and backslashes is TOML's too.
    out = out.replace(section, (_, header: string) => `${header}subject = ${JSON.stringify(subject)}\n`);
  }
  return out;
}

/** `npm run email-templates`: writes the templates and config.toml's subjects. */
export function writeEmailTemplates() {
  const templates = emailTemplates();
  for (const { file, content } of templates) writeFileSync(file, content);
  writeFileSync(CONFIG_PATH, configWithSubjects(readFileSync(CONFIG_PATH, "utf8"), templates));
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) writeEmailTemplates();
