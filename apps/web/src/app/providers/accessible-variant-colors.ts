/**
 * Mantine's variant colours with AA contrast. Out of the box, named colours are drawn from shade 6: red.6 is 3.3:1 on
 * white, and a light badge's green text on its green tint is 3.8:1 — below WCAG AA's 4.5:1. The brand colour is
 * already picked for AA (`pickPrimaryShade`), so only the other named colours change:
 * - light (badges, alerts): text a quarter darker than shade 9 (about 5.5–6:1 on the tint);
 * - outline and subtle: text and border in that same dark tone;
 * - filled: background shade 9 with white text (red.9 is 5.5:1).
 * Colours whose shade 9 is too light for white text (yellow, lime) keep Mantine's automatic contrast.
 */
import { darken, defaultVariantColorsResolver, parseThemeColor, type VariantColorsResolver } from "@mantine/core";

const KEEP_FILLED = new Set(["yellow", "lime", "gray", "dark"]);

export const accessibleVariantColors: VariantColorsResolver = (input) => {
  const base = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  const palette = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined;
  // A shade given explicitly ("red.9") or the brand colour is the caller's choice: leave it.
  if (!palette || parsed.color === input.theme.primaryColor || parsed.shade !== undefined) return base;
  const strongest = palette[9];
  const text = darken(strongest, 0.25);
  switch (input.variant) {
    case "light":
      return { ...base, color: text, hoverColor: text };
    case "outline":
      return { ...base, color: text, hoverColor: text, border: `1px solid ${text}` };
    case "subtle":
      return { ...base, color: text, hoverColor: text };
    case "filled":
      if (KEEP_FILLED.has(parsed.color)) return base;
      return { ...base, background: strongest, hover: darken(strongest, 0.1), color: "var(--mantine-color-white)" };
    default:
      return base;
  }
};
