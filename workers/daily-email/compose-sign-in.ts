import { formatMoment } from "../../app/lib/dates";
import { deviceLabel, sameDevice, signInLabel, type DeviceName } from "../../app/lib/device-name";
import { deviceName, signInWay } from "../../app/lib/device-name.server";
import { languages } from "../../app/lib/i18n";
import { escapeHtml, type OutgoingMail } from "../../app/lib/mail-api";
import { accountTexts, emailLanguage } from "./email-language";

/** An account's new sign-ins as `claim_sign_in_alerts` returns them (supabase/migrations/…_sign_in_alerts.sql). */
export interface SignInAlert {
  user_id: string;
  email: string;
  name: string | null;
  locale: string | null;
  time_zone: string | null;
  sign_ins: { at: string; user_agent: string; ip: string | null; signed_in_with: string | null; two_step: boolean }[];
  /** The User-Agents of the account's earlier sign-ins in the last 180 days. */
  known: string[];
}

/** At most this many devices in one email: more are the same news. */
const MAX_DEVICES = 5;

/**
 * The sign-ins on devices the account has not used lately (decision 082): a device is a
 * browser on a system, whatever its version (a browser updating itself is not news), and
 * each new one is told once, at its first sign-in, however many it made.
 */
export function newDevices(alert: SignInAlert) {
  const seen: DeviceName[] = alert.known.map(deviceName);
  const fresh: (SignInAlert["sign_ins"][number] & { device: DeviceName })[] = [];
  for (const signIn of alert.sign_ins) {
    const device = deviceName(signIn.user_agent);
    if (seen.some((d) => sameDevice(d, device))) continue;
    seen.push(device);
    fresh.push({ ...signIn, device });
  }
  return fresh.slice(0, MAX_DEVICES);
}

/**
 * The new-device email, in the person's language and time zone: each new device by name,
 * when (in their zone) and how it signed in (not the address Auth recorded: where a project
 * does not trust Sb-Forwarded-For it is the Worker's, decision 081); what to do if it was not
 * them, with a link to the devices list, where it is signed out. Null when every sign-in
 * came from a device the account knows. No unsubscribe header: it is about the account's
 * safety, turned off in /settings, as the email says.
 */
export function composeSignInAlert(alert: SignInAlert, siteUrl: string): OutgoingMail | null {
  const devices = newDevices(alert);
  if (!devices.length) return null;
  const { lng, t } = emailLanguage(alert.locale, "signIn");
  const account = accountTexts(lng);
  const text = (key: string, values?: Record<string, string>) => account(key, values);
  const zone = alert.time_zone ?? "UTC";
  const url = `${siteUrl.replace(/\/$/, "")}/settings#devices`;
  const rows = devices.map((d) => {
    const how = signInLabel(signInWay(d.signed_in_with), d.two_step, text);
    return {
      name: deviceLabel(d.device, text),
      facts: [
        [t("when"), `${formatMoment(new Date(d.at), languages[lng].tag, zone)} (${zone})`],
        ...(how ? [[t("how"), how]] : []),
      ] as [string, string][],
    };
  });
  const subject =
    rows.length === 1 ? t("subject", { device: rows[0]!.name }) : t("subjectSeveral", { count: rows.length });
  const lead = t(rows.length === 1 ? "lead" : "leadSeveral", { email: alert.email });
  // "When: …", "Quand : …", "时间：…"
  const fact = ([label, value]: [string, string]) => t("fact", { label, value });
  const body = [
    lead,
    ...rows.map((r) => [r.name, ...r.facts.map(fact)].join("\n")),
    t("yours"),
    t("notYou"),
    `${t("review")}: ${url}`,
    t("why"),
  ].join("\n\n");
  const html =
    `<div lang="${languages[lng].tag}" style="font:15px/1.5 system-ui,sans-serif;max-width:34rem;color:#171717">` +
    `<p>${escapeHtml(lead)}</p>` +
    rows
      .map(
        (r) =>
          `<div style="border:1px solid #e5e5e5;border-radius:10px;padding:12px 16px;margin:12px 0">` +
          `<p style="margin:0;font-size:17px;font-weight:600">${escapeHtml(r.name)}</p>` +
          r.facts
            .map((f) => `<p style="margin:2px 0 0;font-size:14px;color:#404040">${escapeHtml(fact(f))}</p>`)
            .join("") +
          `</div>`,
      )
      .join("") +
    `<p>${escapeHtml(t("yours"))}</p>` +
    `<p><strong>${escapeHtml(t("notYou"))}</strong></p>` +
    `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:6px 14px;border-radius:6px;background:#4f46e5;color:#fff;text-decoration:none;font-size:14px">${escapeHtml(t("review"))}</a></p>` +
    `<p style="color:#737373;font-size:13px">${escapeHtml(t("why"))}</p>` +
    `</div>`;
  return { to: alert.email, subject, text: body, html };
}
