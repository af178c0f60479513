/** The web app's own locale files, so assertions use exactly the text users see in each language. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export type Language = "en" | "es";

export function loadLocale(language: Language, namespace: string): Record<string, unknown> {
  const file = fileURLToPath(new URL(`../../apps/web/src/locales/${language}/${namespace}.json`, import.meta.url));
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
}

/** Reads a dotted key, e.g. text("es", "errors", "pages.notFound.returnHome"). */
export function text(language: Language, namespace: string, key: string): string {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], loadLocale(language, namespace));
  if (typeof value !== "string") throw new Error(`No string at ${language}/${namespace}:${key}`);
  return value;
}
