import { useId } from "react";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import type { FieldMessage } from "~/lib/forms";

interface FieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  hint?: string;
  /** This field's messages. */
  errors?: FieldMessage[];
  /** Values for messages that carry none of their own (e.g. GoTrue's "too short"). */
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
        <p id={hintId} className="text-xs text-neutral-600 dark:text-neutral-400">
          {hint}
        </p>
      ) : null}
      <FieldMessages id={errorId} errors={errors} values={errorValues} />
    </div>
  );
}

/** A message in the reader's language, with its own numbers (or `values`). */
export function useMessage() {
  const { t } = useTranslation();
  return (message: FieldMessage, values?: Record<string, unknown>) =>
    typeof message === "string" ? t(message, values) : t(message.key, { ...values, ...message.values });
}

const keyOf = (message: FieldMessage) => (typeof message === "string" ? message : message.key);

/** A field's messages, for controls other than Field's input, e.g. a textarea. */
export function FieldMessages({
  id,
  errors,
  values,
}: {
  id?: string;
  errors?: FieldMessage[];
  values?: Record<string, unknown>;
}) {
  const text = useMessage();
  if (!errors?.length) return null;
  return (
    <div id={id} className="text-sm text-red-700 dark:text-red-400">
      {errors.map((message, i) => (
        <p key={`${keyOf(message)}-${i}`}>
          {text(message, values)}
          <PlansLink message={message} />
        </p>
      ))}
    </div>
  );
}

/** Messages about the whole form, shown above it. */
export function FormErrors({ errors }: { errors?: FieldMessage[] }) {
  const text = useMessage();
  if (!errors?.length) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      {errors.map((message, i) => (
        <p key={`${keyOf(message)}-${i}`}>
          {text(message)}
          <PlansLink message={message} />
        </p>
      ))}
    </div>
  );
}

/** After a plan's limit (billing:limit.*): the way to the plan page. */
function PlansLink({ message }: { message: FieldMessage }) {
  const { t } = useTranslation("billing");
  // Another person's plan (passing admin to them) is not the reader's to change.
  const key = keyOf(message);
  if (!key.startsWith("billing:limit.") || key === "billing:limit.admin_dashboards") return null;
  return (
    <>
      {" "}
      <Link to={href("/subscription/portal")} className="font-medium underline">
        {t("limit.seePlans")}
      </Link>
    </>
  );
}
