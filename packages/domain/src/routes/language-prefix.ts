/** Reads and writes the optional leading /en or /es language segment of a pathname. */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../common/environments";

export interface LanguageSplit {
  language: Language;
  /** The pathname without the prefix; always starts with "/". */
  pathname: string;
  hasPrefix: boolean;
}

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export function splitLanguagePrefix(pathname: string): LanguageSplit {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const segment = match?.[1];
  if (segment !== undefined && isLanguage(segment)) {
    return { language: segment, pathname: match?.[2] ?? "/", hasPrefix: true };
  }
  return { language: DEFAULT_LANGUAGE, pathname, hasPrefix: false };
}

/** Adds the prefix for a non-default language; English (the default) gets none. */
export function withLanguagePrefix(pathname: string, language: Language): string {
  const bare = splitLanguagePrefix(pathname).pathname;
  if (language === DEFAULT_LANGUAGE) return bare;
  return bare === "/" ? `/${language}` : `/${language}${bare}`;
}
