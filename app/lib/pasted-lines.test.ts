import { describe, expect, it } from "vitest";
import { pastedLines } from "./pasted-lines";

describe("pastedLines", () => {
  it("splits on every kind of line end, trims, and leaves out blank lines", () => {
    expect(pastedLines("  Milk \r\nEggs\n\n   \rBread\t")).toEqual(["Milk", "Eggs", "Bread"]);
  });

  it("gives nothing for blank text, and one line for text without line ends", () => {
    expect(pastedLines(" \n\t\n")).toEqual([]);
    expect(pastedLines(" Call the bank ")).toEqual(["Call the bank"]);
  });
});
