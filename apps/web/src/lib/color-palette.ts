/** Builds a 10-shade palette from one brand hex colour and picks the shade that keeps text contrast AA. */

export type Palette = readonly [string, string, string, string, string, string, string, string, string, string];
type Rgb = readonly [number, number, number];

/** Index 6 is the brand colour itself (Mantine's default primary shade in light mode). */
const BASE_SHADE = 6;
const TINTS = [0.92, 0.8, 0.65, 0.5, 0.35, 0.18] as const;
/**
 * Darkening steps for shades 7-9. At 55% even white's shade 8 reaches 4.5:1 on white, so the primary shade is at
 * most 8 and its hover shade (one darker) passes too.
 */
const SHADES = [0.3, 0.55, 0.75] as const;
/** WCAG AA for normal text. */
const MIN_TEXT_CONTRAST = 4.5;

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join("") : match[1];
  return [0, 2, 4].map((offset) => Number.parseInt(digits.slice(offset, offset + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

function mix(color: Rgb, target: number, amount: number): Rgb {
  return color.map((channel) => channel + (target - channel) * amount) as unknown as Rgb;
}

/** Tints toward white below the base shade, shades toward black above it. */
export function generatePalette(hex: string): Palette | null {
  const base = parseHex(hex);
  if (!base) return null;
  const tints = TINTS.map((amount) => toHex(mix(base, 255, amount)));
  const shades = SHADES.map((amount) => toHex(mix(base, 0, amount)));
  return [...tints, toHex(base), ...shades] as unknown as Palette;
}

function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(first: string, second: string): number {
  const a = parseHex(first);
  const b = parseHex(second);
  if (!a || !b) return 1;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The first shade from the base up that reads on white (links) and under white text (buttons). */
export function pickPrimaryShade(palette: Palette): number {
  for (let index = BASE_SHADE; index < palette.length; index++) {
    if (contrastRatio(palette[index] ?? "#000000", "#ffffff") >= MIN_TEXT_CONTRAST) return index;
  }
  return palette.length - 1;
}
