import { describe, expect, it } from "vitest";
import { contrastRatio, generatePalette, parseHex, pickPrimaryShade } from "./color-palette";

describe("color palette", () => {
  it("parses short and long hex colours and rejects anything else", () => {
    expect(parseHex("#fff")).toEqual([255, 255, 255]);
    expect(parseHex("#0b5cab")).toEqual([11, 92, 171]);
    expect(parseHex("blue")).toBeNull();
  });

  it("builds ten shades, light to dark, with the brand colour at index 6", () => {
    const palette = generatePalette("#0B5CAB");
    expect(palette).toHaveLength(10);
    expect(palette?.[6]).toBe("#0b5cab");
    const contrasts = palette?.map((shade) => contrastRatio(shade, "#ffffff")) ?? [];
    expect(contrasts).toEqual([...contrasts].sort((a, b) => a - b));
  });

  it("moves the primary shade darker when the brand colour is too light for text", () => {
    const dark = generatePalette("#0b5cab");
    const light = generatePalette("#ffd54f");
    if (!dark || !light) throw new Error("palette expected");
    expect(pickPrimaryShade(dark)).toBe(6);
    const shade = pickPrimaryShade(light);
    expect(shade).toBeGreaterThan(6);
    expect(contrastRatio(light[shade] ?? "", "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps the primary shade and its darker hover shade readable for any colour, even white", () => {
    for (const hex of ["#ffffff", "#ffd54f", "#7fffd4", "#0b5cab", "#000000"]) {
      const palette = generatePalette(hex);
      if (!palette) throw new Error("palette expected");
      const shade = pickPrimaryShade(palette);
      expect(shade, hex).toBeLessThanOrEqual(8);
      expect(contrastRatio(palette[shade + 1] ?? "", "#ffffff"), hex).toBeGreaterThanOrEqual(4.5);
    }
  });
});
