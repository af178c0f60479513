import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../../lib/color-palette";
import { brandingVariables, readableTextOn } from "./explorer-branding";

const BRANDING = {
  customBranding: true,
  customThemeBrandColor: "#2E5E3A",
  customThemeContrastingColor: "#FFFFFF",
  hideSunLifeLogo: false,
  nonSunLifeBenefitsExplorer: false,
  logoDocumentId: null,
  logoUrl: null,
};

describe("explorer branding", () => {
  it("keeps the contrasting colour when it reads on the brand, else falls back to black or white", () => {
    expect(readableTextOn("#2E5E3A", "#FFFFFF")).toBe("#FFFFFF");
    expect(readableTextOn("#FFD400", "#FFFFFF")).toBe("#000000");
    expect(readableTextOn("#1a1a1a", null)).toBe("#ffffff");
  });

  it("sets the brand bar and Mantine's primary colour, with buttons that keep AA under white text", () => {
    const variables = brandingVariables(BRANDING) as Record<string, string>;
    expect(variables["--explorer-brand-bar-bg"]).toBe("#2e5e3a");
    expect(variables["--explorer-brand-bar-color"]).toBe("#FFFFFF");
    const filled = variables["--mantine-color-brand-filled"] ?? "";
    expect(contrastRatio(filled, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(variables["--mantine-primary-color-filled"]).toBe(filled);

    const light = brandingVariables({ ...BRANDING, customThemeBrandColor: "#FFD400" }) as Record<string, string>;
    expect(contrastRatio(light["--mantine-color-brand-filled"] ?? "", "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("changes nothing without custom branding or with an unreadable colour", () => {
    expect(brandingVariables({ ...BRANDING, customBranding: false })).toBeUndefined();
    expect(brandingVariables({ ...BRANDING, customThemeBrandColor: "green" })).toBeUndefined();
    expect(brandingVariables(undefined)).toBeUndefined();
  });
});
