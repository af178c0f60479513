/** i18next: en (default) and es; namespaces are lazy-loaded from src/locales/{lng}/{ns}.json. */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@onboard/domain/common/environments";
import { splitLanguagePrefix } from "@onboard/domain/routes/language-prefix";
import i18n, { type ResourceKey } from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";

export const NAMESPACES = [
  "common",
  "navigation",
  "footer",
  "errors",
  "routes",
  "auth",
  "clients",
  "users",
  "emails",
  "homes",
  "hub",
  "onboardingForms",
  "census",
  "qps",
  "explorer",
  "explorerForms",
  "explorerAdmin",
  "eif",
  "validation",
  "help",
  "lab",
  "analytics",
  "prepaidLocation",
  "chat",
  "chatConsole",
] as const;

/** One lazy chunk per language and namespace; only the active language is fetched. */
const LOCALE_FILES = import.meta.glob<ResourceKey>("../locales/*/*.json", { import: "default" });

async function loadLocale(language: string, namespace: string): Promise<ResourceKey> {
  const load = LOCALE_FILES[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No translations for ${language}/${namespace}`);
  return load();
}

/** The language a URL asks for: its /en or /es prefix, else the default. */
export function languageFromPath(pathname: string): Language {
  return splitLanguagePrefix(pathname).language;
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

let initialising: Promise<unknown> | null = null;

/** Starts i18next once; later calls return the same instance. */
export function initI18n(language: Language = DEFAULT_LANGUAGE): typeof i18n {
  if (initialising) return i18n;
  i18n.on("languageChanged", syncDocumentLanguage);
  initialising = i18n
    .use(resourcesToBackend(loadLocale))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: "languageOnly",
      ns: [...NAMESPACES],
      defaultNS: "common",
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  syncDocumentLanguage(language);
  return i18n;
}

/** Switches language when the URL prefix changes; resolves once the namespaces are loaded. */
export async function ensureLanguage(language: Language): Promise<void> {
  initI18n(language);
  await initialising;
  if (i18n.resolvedLanguage !== language) await i18n.changeLanguage(language);
}

export { i18n };
