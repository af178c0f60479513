/**
 * A page's custom branding as CSS variables for the layout root: the brand bar takes the brand colour with the
 * contrasting colour for its text, and Mantine's primary colour (buttons, links, focus) becomes the brand. Contrast is
 * checked: the bar's text falls back to black or white when the chosen pair is below WCAG AA, and buttons and links
 * use the first shade of the brand that keeps AA against white.
 */
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import type { CSSProperties } from "react";
import { contrastRatio, generatePalette, pickPrimaryShade } from "../../../lib/color-palette";

const MIN_TEXT_CONTRAST = 4.5;

/** The contrasting colour when it reads on the brand colour, else whichever of black and white reads better. */
export function readableTextOn(background: string, preferred: string | null): string {
  if (preferred && contrastRatio(background, preferred) >= MIN_TEXT_CONTRAST) return preferred;
  return contrastRatio(background, "#ffffff") >= contrastRatio(background, "#000000") ? "#ffffff" : "#000000";
}

function alpha(hex: string, opacity: number): string {
  return `color-mix(in srgb, ${hex} ${Math.round(opacity * 100)}%, transparent)`;
}

export function brandingVariables(branding: ExplorerPageResponse["branding"] | undefined): CSSProperties | undefined {
  if (!branding?.customBranding || !branding.customThemeBrandColor) return undefined;
  const palette = generatePalette(branding.customThemeBrandColor);
  if (!palette) return undefined;
  const brand = palette[6];
  const shade = pickPrimaryShade(palette);
  const filled = palette[shade] ?? brand;
  const filledHover = palette[Math.min(shade + 1, 9)] ?? filled;
  const variables: Record<string, string> = {
    "--explorer-brand-bar-bg": brand,
    "--explorer-brand-bar-color": readableTextOn(brand, branding.customThemeContrastingColor),
    "--mantine-color-anchor": filled,
  };
  // Both the theme colour's variables and the primary aliases: an alias defined on :root would not follow ours.
  for (const prefix of ["--mantine-color-brand", "--mantine-primary-color"]) {
    palette.forEach((value, index) => {
      variables[`${prefix}-${index}`] = value;
    });
    variables[`${prefix}-filled`] = filled;
    variables[`${prefix}-filled-hover`] = filledHover;
    variables[`${prefix}-light`] = alpha(brand, 0.1);
    variables[`${prefix}-light-hover`] = alpha(brand, 0.12);
    variables[`${prefix}-light-color`] = filled;
    variables[`${prefix}-outline`] = filled;
    variables[`${prefix}-outline-hover`] = alpha(brand, 0.05);
    variables[`${prefix}-text`] = filled;
  }
  return variables as CSSProperties;
}
