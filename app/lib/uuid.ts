const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed UUID: the only ids that are worth asking the database about. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
