import { useTranslation } from "react-i18next";
import { MARKER_COLORS } from "~/lib/marker-colors";

// Swatch backgrounds spelled out for Tailwind.
const SWATCH: Record<string, string> = {
  red: "bg-red-500", orange: "bg-orange-500", amber: "bg-amber-500", yellow: "bg-yellow-400", lime: "bg-lime-500",
  green: "bg-green-600", emerald: "bg-emerald-500", teal: "bg-teal-500", cyan: "bg-cyan-500", sky: "bg-sky-500",
  blue: "bg-blue-600", indigo: "bg-indigo-500", violet: "bg-violet-500", purple: "bg-purple-500", fuchsia: "bg-fuchsia-500",
  pink: "bg-pink-500", rose: "bg-rose-500", slate: "bg-slate-500",
};

/** The fixed palette as radio buttons: a swatch each, named for screen readers. */
export function ColorPicker({ name, value, idPrefix, errors }: { name: string; value: string; idPrefix: string; errors?: string[] }) {
  const { t } = useTranslation(["planner", "api"]);
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium">{t("filters.color")}</legend>
      <div className="flex flex-wrap gap-1.5">
        {MARKER_COLORS.map((color) => (
          <label key={color} htmlFor={`${idPrefix}-${color}`} className="cursor-pointer" title={t(`colors.${color}`)}>
            <input id={`${idPrefix}-${color}`} type="radio" name={name} value={color} defaultChecked={color === value} className="peer sr-only" required />
            <span className={`block size-6 rounded-full ring-offset-2 peer-checked:ring-2 peer-checked:ring-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-primary-600 dark:ring-offset-slate-950 dark:peer-checked:ring-white ${SWATCH[color]}`} />
            <span className="sr-only">{t(`colors.${color}`)}</span>
          </label>
        ))}
      </div>
      {errors?.length ? <p className="text-sm text-red-700 dark:text-red-400">{errors.map((k) => t(k)).join(" ")}</p> : null}
    </fieldset>
  );
}
