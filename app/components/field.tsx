import { useId } from "react";
import { useTranslation } from "react-i18next";

interface FieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  hint?: string;
  /** i18n keys of this field's messages. */
  errors?: string[];
  /** Values for interpolating the messages (e.g. the minimum length). */
  errorValues?: Record<string, unknown>;
}

/** A labelled input with its hint and its messages, wired with aria-describedby. */
export function Field({ label, name, hint, errors, errorValues, ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="input"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldMessages id={errorId} errors={errors} values={errorValues} />
    </div>
  );
}

/** A field's messages (i18n keys), for controls other than Field's input, e.g. a textarea. */
export function FieldMessages({ id, errors, values }: { id?: string; errors?: string[]; values?: Record<string, unknown> }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <div id={id} className="text-sm text-red-700 dark:text-red-400">
      {errors.map((key) => (
        <p key={key}>{t(key, values)}</p>
      ))}
    </div>
  );
}

/** Messages about the whole form, shown above it. */
export function FormErrors({ errors }: { errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
      {errors.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
    </div>
  );
}
