import { useId } from "react";
import { useTranslation } from "~/lib/use-translation";
import { href, Link } from "react-router";
import type { FieldMessage } from "~/lib/forms";

interface FrameProps {
  label: string;
  /** For a field whose purpose its neighbours show (a one-line form in a heading row): read, not seen. */
  hideLabel?: boolean;
  hint?: string;
  /** This field's messages. */
  errors?: FieldMessage[];
  /** Values for messages that carry none of their own (e.g. GoTrue's "too short"). */
  errorValues?: Record<string, unknown>;
}

/** What the control inside a frame gets: its id, and its state and descriptions for readers. */
interface ControlProps {
  id: string;
  className: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * A labelled control with its hint and its messages, wired with aria-describedby: the one
 * frame of every text field, select and text area.
 */
function FieldFrame({
  label,
  hideLabel,
  hint,
  errors,
  errorValues,
  className = "flex flex-col gap-1",
  control,
}: FrameProps & { className?: string; control: (props: ControlProps) => React.ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "text-sm font-medium"}>
        {label}
      </label>
      {control({
        id,
        className: "input",
        "aria-invalid": errors?.length ? true : undefined,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-neutral-600 dark:text-neutral-400">
          {hint}
        </p>
      ) : null}
      <FieldMessages id={errorId} errors={errors} values={errorValues} />
    </div>
  );
}

type FieldProps = FrameProps & React.InputHTMLAttributes<HTMLInputElement> & { name: string };

/** A labelled input. */
export function Field({ label, hideLabel, hint, errors, errorValues, ...input }: FieldProps) {
  return (
    <FieldFrame
      {...{ label, hideLabel, hint, errors, errorValues }}
      control={(props) => <input {...props} {...input} />}
    />
  );
}

type SelectFieldProps = FrameProps &
  React.SelectHTMLAttributes<HTMLSelectElement> & { name: string; frameClassName?: string };

/** A labelled select; its options are the children. */
export function SelectField({
  label,
  hideLabel,
  hint,
  errors,
  errorValues,
  frameClassName,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame
      {...{ label, hideLabel, hint, errors, errorValues }}
      className={frameClassName}
      control={(props) => <select {...props} {...select} />}
    />
  );
}

type TextareaFieldProps = FrameProps & React.TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string };

/** A labelled text area. */
export function TextareaField({ label, hideLabel, hint, errors, errorValues, ...textarea }: TextareaFieldProps) {
  return (
    <FieldFrame
      {...{ label, hideLabel, hint, errors, errorValues }}
      control={(props) => <textarea {...props} {...textarea} />}
    />
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

/** After a plan's limit (api:limit.*): the way to the plan page. */
function PlansLink({ message }: { message: FieldMessage }) {
  const { t } = useTranslation("api");
  // Another person's plan (passing admin to them) is not the reader's to change.
  const key = keyOf(message);
  if (!key.startsWith("api:limit.") || key === "api:limit.admin_dashboards") return null;
  return (
    <>
      {" "}
      <Link to={href("/subscription/portal")} className="font-medium underline">
        {t("limit.seePlans")}
      </Link>
    </>
  );
}
