import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { unwrapData } from "./route-data";

describe("unwrapData", () => {
  it("opens data(value, init): what it wraps and its status", () => {
    expect(unwrapData(data({ errors: { to: [] } }, { status: 400 }))).toEqual({
      data: { errors: { to: [] } },
      status: 400,
    });
    expect(unwrapData(data("gone", 404))).toEqual({ data: "gone", status: 404 });
    expect(unwrapData(data({ ok: true }, { headers: { "Set-Cookie": "a=b" } }))).toEqual({
      data: { ok: true },
      status: undefined,
    });
  });

  it("leaves anything else as it is, without a status", () => {
    expect(unwrapData({ errors: {} })).toEqual({ data: { errors: {} } });
    expect(unwrapData({ type: "Other", data: 1 })).toEqual({ data: { type: "Other", data: 1 } });
    expect(unwrapData(null)).toEqual({ data: null });
    expect(unwrapData(undefined)).toEqual({ data: undefined });
    const response = new Response(null, { status: 404 });
    expect(unwrapData(response)).toEqual({ data: response });
  });
});
