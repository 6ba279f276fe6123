import { describe, expect, it } from "vitest";
import { signInSchema, signUpSchema, codeSchema } from "~/routes/login/schemas";
import { moveSeveralSchema, SELECTION_LISTS } from "~/routes/dashboards/$dashboardId/select-schemas";
import { answered, constraintsOf, fromButton, parseForm, refusal } from "./forms";

const form = (values: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.set(k, v);
  return fd;
};

describe("parseForm", () => {
  it("reads a list field's every value (ticked checkboxes), and keeps them all when refused", () => {
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    const fd = form({ intent: "move", to: "2026-12-01" });
    fd.append("objective", a);
    fd.append("objective", b);
    expect(parseForm(moveSeveralSchema, fd, SELECTION_LISTS)).toEqual({
      ok: true,
      data: { intent: "move", objective: [a, b], to: "2026-12-01" },
    });
    // Without the list, the last value alone is no list.
    expect(parseForm(moveSeveralSchema, fd).ok).toBe(false);
    fd.set("to", "");
    const refused = parseForm(moveSeveralSchema, fd, SELECTION_LISTS);
    if (refused.ok) throw new Error("expected a refusal");
    expect(refused.errors).toEqual({ to: [{ key: "api:day_required", values: { value: "" } }] });
    expect(refused.values.objective).toBe(`${a} ${b}`);
    // None ticked: told so, on the list's field.
    const none = parseForm(moveSeveralSchema, form({ intent: "move", to: "2026-12-01" }), SELECTION_LISTS);
    if (none.ok) throw new Error("expected a refusal");
    expect(none.errors.objective).toEqual([{ key: "api:selection_required", values: { min: 1 } }]);
  });

  it("returns normalised data when valid", () => {
    const result = parseForm(signInSchema, form({ email: "  Ann@Example.COM ", password: "pw" }));
    expect(result).toEqual({ ok: true, data: { email: "ann@example.com", password: "pw" } });
  });

  it("gives the specification's message when a credential is missing, and keeps the email but not the password", () => {
    const result = parseForm(signInSchema, form({ email: "ann@example.com", password: "" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.password).toEqual([{ key: "auth:errors.credentialsRequired", values: { min: 1 } }]);
    expect(result.values).toEqual({ email: "ann@example.com" });
  });

  it("rejects a malformed email and a short sign-up password, with the value and the limit they broke", () => {
    const result = parseForm(signUpSchema, form({ email: "nope", password: "abc" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.email).toEqual([{ key: "auth:errors.emailInvalid", values: { value: "nope" } }]);
    // The limit, never the password itself.
    expect(result.errors.password).toEqual([{ key: "auth:errors.weakLength", values: { min: 8 } }]);
    expect(JSON.stringify(result)).not.toContain("abc");
  });

  it("takes a too-long field's number from the schema's limit", () => {
    const result = parseForm(signUpSchema, form({ email: "a@b.co", password: "x".repeat(80), name: "n".repeat(101) }));
    if (result.ok) throw new Error("expected a refusal");
    expect(result.errors.name).toEqual([{ key: "auth:errors.nameTooLong", values: { max: 100 } }]);
    expect(result.errors.password).toEqual([{ key: "auth:errors.passwordTooLong", values: { max: 72 } }]);
  });

  it("drops control characters a client sent (Postgres refuses NUL), and keeps tabs and line breaks", () => {
    const result = parseForm(
      signUpSchema,
      form({ email: "ann@example.com", password: "correct1horse", name: "A\u0000n\u001bn\u007f" }),
    );
    expect(result).toMatchObject({ ok: true, data: { name: "Ann" } });
    const note = parseForm(signUpSchema, form({ email: "a@example.com", password: "correct1horse", name: "A\tB" }));
    expect(note).toMatchObject({ ok: true, data: { name: "A\tB" } });
  });

  it("accepts only six digits as a code", () => {
    expect(parseForm(codeSchema, form({ email: "a@b.co", code: "123456" })).ok).toBe(true);
    expect(parseForm(codeSchema, form({ email: "a@b.co", code: "12345a" })).ok).toBe(false);
    expect(parseForm(codeSchema, form({ email: "a@b.co", code: "1234567" })).ok).toBe(false);
  });
});

describe("answered", () => {
  it("reads what an action answered once under its key, and nothing from a refusal or no answer", () => {
    expect(answered({ recoveryCodes: ["a", "b"] }, "recoveryCodes")).toEqual(["a", "b"]);
    const refused = { errors: { name: ["x"] }, values: { name: "" } };
    expect(answered(refused, "setup")).toBeUndefined();
    expect(refusal(refused)).toBe(refused);
    expect(answered(undefined, "setup")).toBeUndefined();
    expect(answered("text", "length")).toBeUndefined();
  });
});

describe("constraintsOf", () => {
  it("derives HTML constraints from the same schema", () => {
    expect(constraintsOf(signUpSchema, "password")).toEqual({ required: true, minLength: 8, maxLength: 72 });
    expect(constraintsOf(signUpSchema, "email")).toEqual({ required: true, maxLength: 254 });
    expect(constraintsOf(signUpSchema, "name")).toEqual({ maxLength: 100 });
  });
});

describe("fromButton", () => {
  const buttons = { toggle: ["objectiveId", "done"], delete: ["objectiveId"] } as const;
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [key, value] of entries) data.append(key, value);
    return data;
  };

  it("spreads a named button's value into its intent's fields, keeping the other fields", () => {
    const out = fromButton(
      form([
        ["_fetcher", "1"],
        ["toggle", "abc true"],
      ]),
      buttons,
    );
    expect(Object.fromEntries(out)).toEqual({ _fetcher: "1", intent: "toggle", objectiveId: "abc", done: "true" });
  });

  it("leaves a form that names its intent, or has no known button, as it is", () => {
    const named = form([
      ["intent", "delete"],
      ["toggle", "abc true"],
    ]);
    expect(fromButton(named, buttons)).toBe(named);
    const unknown = form([["other", "x"]]);
    expect(fromButton(unknown, buttons)).toBe(unknown);
  });

  it("ignores parts beyond the fields, and leaves missing ones to the schema", () => {
    expect(Object.fromEntries(fromButton(form([["delete", "abc extra"]]), buttons))).toEqual({
      intent: "delete",
      objectiveId: "abc",
    });
    expect(Object.fromEntries(fromButton(form([["toggle", "abc"]]), buttons))).toEqual({
      intent: "toggle",
      objectiveId: "abc",
    });
  });
});
