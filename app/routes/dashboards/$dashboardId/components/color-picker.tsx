import { useTranslation } from "~/lib/use-translation";
import { FieldMessages } from "~/components/field";
import type { FieldMessage } from "~/lib/forms";
import { MARKER_COLORS, swatchClass } from "~/lib/marker-colors";

/**
 * The fixed palette as radio buttons: a swatch each, named for screen readers. A filter's
 * colour by default; `legend`, `hint` and `onChange` for another's (a dashboard's, decision 088).
 */
export function ColorPicker({
  name,
  value,
  idPrefix,
  errors,
  legend,
  hint,
  onChange,
}: {
  name: string;
  value: string;
  idPrefix: string;
  errors?: FieldMessage[];
  legend?: string;
  hint?: string;
  onChange?: React.ChangeEventHandler<HTMLInputElement>;
}) {
  const { t } = useTranslation(["planner", "api"]);
  const hintId = hint ? `${idPrefix}-hint` : undefined;
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={hintId}>
      <legend className="text-sm font-medium">{legend ?? t("filters:color")}</legend>
      {hint ? (
        <p id={hintId} className="text-xs text-neutral-600 dark:text-neutral-400">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-1.5">
        {MARKER_COLORS.map((color) => (
          <label
            key={color}
            htmlFor={`${idPrefix}-${color}`}
            className="cursor-pointer"
            title={t(`filters:colors.${color}`)}
          >
            <input
              id={`${idPrefix}-${color}`}
              type="radio"
              name={name}
              value={color}
              defaultChecked={color === value}
              onChange={onChange}
              className="peer sr-only"
              required
            />
            <span
              className={`block size-6 rounded-full ring-offset-2 peer-checked:ring-2 peer-checked:ring-neutral-900 peer-focus-visible:outline-2 peer-focus-visible:outline-primary-600 dark:ring-offset-neutral-950 dark:peer-checked:ring-white ${swatchClass(color)}`}
            />
            <span className="sr-only">{t(`filters:colors.${color}`)}</span>
          </label>
        ))}
      </div>
      <FieldMessages errors={errors} />
    </fieldset>
  );
}
