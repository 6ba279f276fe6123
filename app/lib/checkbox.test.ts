import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkbox } from "./checkbox";

describe("checkbox", () => {
  it("is ticked when sent, whatever its value, and not when absent", () => {
    const schema = z.object({ box: checkbox() });
    expect(schema.parse({ box: "true" })).toEqual({ box: true });
    expect(schema.parse({ box: "on" })).toEqual({ box: true });
    expect(schema.parse({})).toEqual({ box: false });
  });
});
