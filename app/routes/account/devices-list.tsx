import { Icon } from "~/components/icons";
import { Form } from "react-router";
import { formatMoment } from "~/lib/dates";
import { deviceLabel, signInLabel } from "~/lib/device-name";
import { useTranslation } from "~/lib/use-translation";
import type { NamedDevice } from "./devices.server";

const ICONS = { desktop: "laptop", mobile: "smartphone", tablet: "tablet" } as const;

/**
 * /settings, Account → Where you're signed in (decision 081): each device with a session, the
 * most recently active first, this one marked; any other signed out by its own button, or
 * all of them at once; and whether a sign-in on a new device is emailed (decision 082).
 */
export function DevicesList({ devices, alerts, zone }: { devices: NamedDevice[]; alerts: boolean; zone: string }) {
  const { t, i18n } = useTranslation("settings");
  const others = devices.filter((d) => !d.current).length;
  const when = (at: string) => formatMoment(new Date(at), i18n.language, zone);
  const text = (key: string, values?: Record<string, string>) => t(`account.${key}`, values);
  // "Google + two-step · Signed in … · Last active …"
  const how = (d: NamedDevice) => signInLabel(d.signedInWith, d.two_step, text);
  return (
    <div id="devices" className="flex scroll-mt-20 flex-col gap-3">
      <div>
        <h3 className="font-medium">{t("account.devices")}</h3>
        <p className="text-sm text-neutral-600 dark:text-neutral-300">{t("account.devicesText")}</p>
      </div>
      <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
        {devices.map((d) => {
          return (
            <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5">
              <Icon name={ICONS[d.kind]} className="size-5 shrink-0 text-neutral-500 dark:text-neutral-400" />
              <div id={`device-${d.id}`} className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium">
                  {deviceLabel(d, text)}
                  {d.current ? (
                    <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-800 dark:bg-primary-950 dark:text-primary-200">
                      {t("account.thisDevice")}
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-neutral-600 dark:text-neutral-400">
                  {[how(d), t("account.deviceTimes", { signedIn: when(d.signed_in_at), active: when(d.active_at) })]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
              {d.current ? null : (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="session" value={d.id} />
                  <button type="submit" className="btn-secondary text-sm" aria-describedby={`device-${d.id}`}>
                    {t("account.signOutDevice")}
                  </button>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
      {others > 1 ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="sign-out-others" />
          <button type="submit" className="btn-secondary">
            {t("account.signOutOthers")}
          </button>
        </Form>
      ) : null}
      <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <input type="hidden" name="intent" value="sign-in-alerts" />
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" name="on" value="true" defaultChecked={alerts} className="size-4" />
          {t("account.signInAlerts")}
        </label>
        <button type="submit" className="btn-secondary text-sm">
          {t("account.saveSignInAlerts")}
        </button>
      </Form>
    </div>
  );
}
