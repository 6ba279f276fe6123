import { Icon } from "~/components/icons";
import { useTranslation } from "~/lib/use-translation";
import { Form, href, Link } from "react-router";
import { FieldMessages } from "~/components/field";
import type { AccountPage, Appearance } from "~/lib/data-api";
import type { FormFailure } from "~/lib/forms";
import { COLOR_MODES } from "~/lib/theme";
import { SettingsSection } from "./settings-section";

// Spelled out so Tailwind sees every class: the swatch is the colour itself.
const PRIMARY_SWATCH: Record<string, string> = {
  green: "bg-green-600",
  blue: "bg-blue-600",
  violet: "bg-violet-600",
  orange: "bg-orange-600",
  emerald: "bg-emerald-600",
  teal: "bg-teal-600",
  cyan: "bg-cyan-600",
  sky: "bg-sky-600",
  indigo: "bg-indigo-600",
  purple: "bg-purple-600",
  fuchsia: "bg-fuchsia-600",
  pink: "bg-pink-600",
  rose: "bg-rose-600",
  red: "bg-red-600",
  amber: "bg-amber-600",
  lime: "bg-lime-600",
};
// Background and text of the neutral: a light half and a dark half.
const NEUTRAL_SWATCH: Record<string, [string, string]> = {
  slate: ["bg-slate-100", "bg-slate-800"],
  gray: ["bg-gray-100", "bg-gray-800"],
  zinc: ["bg-zinc-100", "bg-zinc-800"],
  stone: ["bg-stone-100", "bg-stone-800"],
  mauve: ["bg-mauve-100", "bg-mauve-800"],
  olive: ["bg-olive-100", "bg-olive-800"],
  mist: ["bg-mist-100", "bg-mist-800"],
  taupe: ["bg-taupe-100", "bg-taupe-800"],
};
const MODE_ICON = { system: "monitor", light: "sun", dark: "moon" } as const;

type Palette = AccountPage["palette"];

/** Primary and neutral colour and colour mode; premium colours open with a paid plan. */
export function AppearanceSection({
  appearance,
  palette,
  premium,
  failed,
}: {
  appearance: Appearance;
  palette: Palette;
  /** Whether this person's plan has the premium colours. */
  premium: boolean;
  failed: FormFailure | undefined;
}) {
  const { t } = useTranslation("settings");
  const chosen = { ...appearance, ...failed?.values } as Appearance;
  return (
    <SettingsSection id="appearance" title={t("appearance.title")} lead={t("appearance.lead")}>
      <Form method="post" className="flex flex-col gap-6">
        <input type="hidden" name="intent" value="appearance" />
        <Swatches
          kind="primary"
          colors={palette.filter((c) => c.kind === "primary")}
          chosen={chosen.primary}
          premium={premium}
          errors={failed?.errors?.primary}
        />
        <Swatches
          kind="neutral"
          colors={palette.filter((c) => c.kind === "neutral")}
          chosen={chosen.neutral}
          premium={premium}
          errors={failed?.errors?.neutral}
        />
        {premium ? null : (
          <p className="text-sm text-neutral-600 dark:text-neutral-300">
            <Icon name="lock" className="mr-1 inline size-3.5 align-[-2px]" />
            {t("appearance.premiumNote")}{" "}
            <Link to={href("/subscription/portal")} className="link">
              {t("appearance.seePlans")}
            </Link>
          </p>
        )}
        <fieldset aria-describedby={failed?.errors?.mode ? "mode-error" : undefined}>
          <legend className="text-sm font-medium">{t("appearance.mode")}</legend>
          <div className="mt-2 inline-flex rounded-lg border border-neutral-300 p-1 dark:border-neutral-700">
            {COLOR_MODES.map((mode) => {
              return (
                <label
                  key={mode}
                  className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-neutral-700 has-checked:bg-primary-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-primary-600 dark:text-neutral-200"
                >
                  <input
                    type="radio"
                    name="mode"
                    value={mode}
                    defaultChecked={chosen.mode === mode}
                    className="sr-only"
                  />
                  <Icon name={MODE_ICON[mode]} className="size-4" />
                  {t(`appearance.modes.${mode}`)}
                </label>
              );
            })}
          </div>
          <FieldMessages id="mode-error" errors={failed?.errors?.mode} />
        </fieldset>
        <button type="submit" className="btn-primary self-start">
          {t("appearance.save")}
        </button>
      </Form>
    </SettingsSection>
  );
}

function Swatches({
  kind,
  colors,
  chosen,
  premium,
  errors,
}: {
  kind: "primary" | "neutral";
  colors: Palette;
  chosen: string;
  premium: boolean;
  errors: FormFailure["errors"][string];
}) {
  const { t } = useTranslation("settings");
  const errorId = `${kind}-error`;
  const option = (color: Palette[number]) => {
    const locked = color.premium && !premium;
    return (
      <label
        key={color.name}
        className={`flex items-center gap-2 rounded-lg border border-neutral-200 px-2.5 py-2 text-sm has-checked:border-primary-600 has-checked:ring-2 has-checked:ring-primary-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600 dark:border-neutral-700 ${
          locked
            ? "cursor-not-allowed text-neutral-600 dark:text-neutral-400"
            : "cursor-pointer hover:bg-neutral-50 dark:hover:bg-neutral-800"
        }`}
      >
        <input
          type="radio"
          name={kind}
          value={color.name}
          defaultChecked={chosen === color.name}
          disabled={locked}
          className="sr-only"
        />
        <Swatch kind={kind} name={color.name} />
        <span className="flex-1 truncate">{t(`colors.${color.name}`)}</span>
        {color.premium ? <span className="sr-only">({t("appearance.premium")})</span> : null}
        {locked ? <Icon name="lock" className="size-3.5 shrink-0" /> : null}
      </label>
    );
  };
  return (
    <fieldset aria-describedby={errors?.length ? errorId : undefined}>
      <legend className="text-sm font-medium">{t(`appearance.${kind}`)}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">{colors.filter((c) => !c.premium).map(option)}</div>
      <p
        aria-hidden
        className="mt-3 mb-1.5 flex items-center gap-1.5 text-xs font-semibold text-neutral-600 uppercase dark:text-neutral-300"
      >
        <Icon name="sparkles" className="size-3.5" />
        {t("appearance.premium")}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">{colors.filter((c) => c.premium).map(option)}</div>
      <FieldMessages id={errorId} errors={errors} />
    </fieldset>
  );
}

function Swatch({ kind, name }: { kind: "primary" | "neutral"; name: string }) {
  if (kind === "primary") {
    return <span aria-hidden className={`size-5 shrink-0 rounded-full ${PRIMARY_SWATCH[name] ?? ""}`} />;
  }
  const [light, dark] = NEUTRAL_SWATCH[name] ?? ["", ""];
  return (
    <span aria-hidden className="flex size-5 shrink-0 overflow-hidden rounded-full ring-1 ring-neutral-300">
      <span className={`w-1/2 ${light}`} />
      <span className={`w-1/2 ${dark}`} />
    </span>
  );
}
