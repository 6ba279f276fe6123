import { Form, Link } from "react-router";

interface Props {
  id: string;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Hidden fields of the confirming POST (intent, ids, confirm=…). */
  fields: Record<string, string>;
  /** Where "Cancel" goes; the page without the confirmation step by default. */
  cancelTo?: string;
}

/**
 * A confirmation step that works without JavaScript: the page shows it at ?confirm=…, the
 * button posts the change, "Cancel" goes back to the page.
 */
export function ConfirmPanel({ id, title, text, confirmLabel, cancelLabel, fields, cancelTo = "." }: Props) {
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="flex flex-col gap-3 rounded-md bg-red-50 p-3 dark:bg-red-950/50"
    >
      <p id={`${id}-title`} className="font-semibold">
        {title}
      </p>
      <p id={`${id}-text`} className="text-sm">
        {text}
      </p>
      <div className="flex gap-2">
        <Form method="post">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="btn bg-red-700 text-white hover:bg-red-600">
            {confirmLabel}
          </button>
        </Form>
        <Link to={cancelTo} className="btn-secondary" preventScrollReset>
          {cancelLabel}
        </Link>
      </div>
    </div>
  );
}
