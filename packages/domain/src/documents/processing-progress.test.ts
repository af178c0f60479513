import { describe, expect, it } from "vitest";
import { processingProgress } from "./processing-progress";

describe("processingProgress", () => {
  it.each([
    [0, 0],
    [10_000, 20],
    [49_500, 99],
    [60_000, 99],
    [-5_000, 0],
  ])("is at %d ms while processing: %d", (elapsedMs, expected) => {
    expect(processingProgress(elapsedMs, false)).toBe(expected);
  });

  it("jumps to 100 on completion, whenever it comes", () => {
    expect(processingProgress(1_000, true)).toBe(100);
    expect(processingProgress(120_000, true)).toBe(100);
  });
});
