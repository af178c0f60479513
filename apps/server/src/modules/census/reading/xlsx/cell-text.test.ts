/** Cell values as text: what a CSV of the same sheet would hold. */
import { describe, expect, it } from "vitest";
import { cellText } from "./cell-text";

describe("cellText", () => {
  it.each([
    [null, undefined, ""],
    [50000, undefined, "50000"],
    [123456789, undefined, "123456789"],
    [0.1 + 0.2, undefined, "0.3"],
    [1e-7, undefined, "0.0000001"],
    [1e21, undefined, "1000000000000000000000"],
    [2134, "00000", "02134"],
    [21340001, "00000\\-0000", "02134-0001"],
    [12345678, "000-00-0000", "012-34-5678"],
    [2134.5, "00000", "2134.5"],
    [2134, "#,##0", "2134"],
    [true, undefined, "TRUE"],
    [new Date(Date.UTC(1980, 0, 5)), undefined, "1980-01-05"],
    [{ richText: [{ text: "Jo" }, { text: "sé" }] }, undefined, "José"],
    [{ formula: "A1*2", result: 84 }, undefined, "84"],
    [{ sharedFormula: "A1", result: "x" }, undefined, "x"],
    [{ error: "#N/A" }, undefined, "#N/A"],
  ])("%j (format %s) is %j", (value, format, text) => {
    expect(cellText(value, format)).toBe(text);
  });
});
