import { data } from "react-router";
import type { z } from "zod";

/** Hidden field that only fetcher forms carry, and only with JavaScript (FetcherMarker). */
export const FETCHER_FIELD = "_fetcher";

/**
 * A field holding several forms' fields as JSON (`[[name, value], …]` each): the lines a
 * closing page leaves behind (use-line-queue.ts), run in turn by `handleIntents`.
 */
export const BATCH_FIELD = "_batch";

/**
 * One message: an i18n key, or a key with the numbers it needs, taken from the error that
 * raised it (the limit a zod check or the database reported).
 */
export type FieldMessage = string | { key: string; values: Record<string, string | number> };

/** Field name → its messages. "_form" holds messages about the whole form. */
export type FieldErrors = Record<string, FieldMessage[] | undefined>;

export type FormResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; values: Record<string, string> };

/**
 * Intents a list's buttons send by name: `<button name="toggle" value="{id} true">`. A whole
 * list is then one form whose rows carry no hidden fields (a hundred objectives were 350
 * forms). The value's space-separated parts fill the named fields, in order.
 */
export type ButtonIntents = Readonly<Record<string, readonly string[]>>;

/**
 * The form as its intent's schema reads it: a named button's value spread into fields, with
 * `intent` set to the button's name. A form that names its intent is returned as it is.
 */
export function fromButton(formData: FormData, buttons: ButtonIntents): FormData {
  if (formData.has("intent")) return formData;
  for (const [name, fields] of Object.entries(buttons)) {
    const value = formData.get(name);
    if (typeof value !== "string") continue;
    const out = new FormData();
    for (const [key, item] of formData) if (key !== name) out.append(key, item);
    out.set("intent", name);
    value.split(" ").forEach((part, i) => {
      const field = fields[i];
      if (field) out.set(field, part);
    });
    return out;
  }
  return formData;
}

/**
 * Text values as typed, for sending back with errors (never passwords). A field of `lists`
 * (several checkboxes of one name) keeps all its values, space-separated.
 */
export function typedValues(
  formData: FormData,
  omit: readonly string[] = ["password"],
  lists: readonly string[] = [],
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value !== "string" || omit.includes(key) || key === FETCHER_FIELD) continue;
    values[key] = lists.includes(key) && values[key] !== undefined ? `${values[key]} ${value}` : value;
  }
  return values;
}

/**
 * The form as `schema` reads it: one value per field (the last), except the fields named in
 * `lists`, which the schema gets as arrays of all their values (a selection's checkboxes).
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  formData: FormData,
  lists: readonly string[] = [],
): FormResult<z.infer<S>> {
  const fields: Record<string, unknown> = withoutControlCharacters(Object.fromEntries(formData));
  for (const name of lists) fields[name] = formData.getAll(name).filter((v) => typeof v === "string");
  // The input comes back only for format errors (messageOf), never for passwords' lengths.
  const result = schema.safeParse(fields, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : "_form";
    (errors[field] ??= []).push(messageOf(issue));
  }
  return { ok: false, errors, values: typedValues(formData, undefined, lists) };
}

// NUL and the other C0 controls but tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Nobody types control characters into a form, but a client can send them, and Postgres
 * refuses NUL in text: through Auth that is a 500 ("Database error saving new user", found
 * by the fuzz test with a name at sign-up). They are dropped before any schema reads a form.
 */
function withoutControlCharacters(fields: Record<string, FormDataEntryValue>) {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      typeof value === "string" ? value.replace(CONTROL, "") : value,
    ]),
  );
}

/**
 * A zod issue as a message, with the limit it broke ("at most {{max}} characters"), or the
 * value it could not read ("“{{value}}” is not a valid email address").
 */
function messageOf(issue: z.core.$ZodIssue): FieldMessage {
  if (issue.code === "too_big") return { key: issue.message, values: { max: Number(issue.maximum) } };
  if (issue.code === "too_small") return { key: issue.message, values: { min: Number(issue.minimum) } };
  if (issue.code === "invalid_format" && typeof issue.input === "string")
    return { key: issue.message, values: { value: issue.input } };
  return issue.message;
}

interface Constraints {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
}

/**
 * HTML constraints for one field of an object schema, so the browser checks what the
 * server checks (`required`, `minlength`, `maxlength`), with or without JavaScript.
 */
export function constraintsOf(schema: z.ZodObject, name: string): Constraints {
  const field = schema.shape[name] as z.ZodType | undefined;
  if (!field) return {};
  const optional = field.safeParse(undefined).success || field.safeParse("").success;
  // Optional fields wrap the string schema that carries the lengths.
  const unwrapped = "unwrap" in field && typeof field.unwrap === "function" ? (field.unwrap() as z.ZodType) : field;
  const inner = unwrapped as unknown as { minLength?: number | null; maxLength?: number | null };
  const out: Constraints = {};
  if (!optional) out.required = true;
  if (typeof inner.minLength === "number" && inner.minLength > 1) out.minLength = inner.minLength;
  if (typeof inner.maxLength === "number") out.maxLength = inner.maxLength;
  return out;
}

/** The 400 response for a form that failed validation: messages plus the typed values. */
export function invalidForm(result: { errors: FieldErrors; values: Record<string, string> }, status = 400) {
  return data({ errors: result.errors, values: result.values }, { status });
}

/** What an action returns on failure; components read it from `actionData`. */
export interface FormFailure {
  errors: FieldErrors;
  values: Record<string, string>;
}

/**
 * What an action answered under `key`, shown once and never stored where a page could read it
 * again (a new calendar link, an authenticator's key, recovery codes); undefined otherwise.
 */
export function answered(answer: unknown, key: string): unknown {
  return answer && typeof answer === "object" && key in answer ? (answer as Record<string, unknown>)[key] : undefined;
}

/**
 * The refusal in an action's answer, if any: a fetcher's success answers `{ ok: true }`, and
 * only refusals carry messages and typed values.
 */
export function refusal<T>(answer: T | undefined): Extract<T, FormFailure> | undefined {
  return answer && typeof answer === "object" && "errors" in answer ? (answer as Extract<T, FormFailure>) : undefined;
}
