/**
 * Stands in for react-i18next in the explorer's light client and its server render (vite.explorer.config.ts aliases
 * the package here): the same `useTranslation` the components call (the one component that uses `Trans`, the staff preview banner, renders nothing here), over LightI18n. A namespace not yet
 * loaded suspends the component, as react-i18next does with useSuspense.
 */
import { createContext, useContext, useMemo } from "react";
import type { LightI18n, TOptions } from "./light-i18n";

const LightI18nContext = createContext<LightI18n | null>(null);
export const LightI18nProvider = LightI18nContext.Provider;

function useLightI18n(): LightI18n {
  const i18n = useContext(LightI18nContext);
  if (!i18n) throw new Error("useTranslation needs a LightI18nProvider");
  return i18n;
}

export type TFunction = (key: string, options?: TOptions) => string;

export function useTranslation(namespaces?: string | readonly string[]) {
  const i18n = useLightI18n();
  const list = namespaces === undefined ? ["common"] : typeof namespaces === "string" ? [namespaces] : [...namespaces];
  const missing = list.filter((namespace) => !i18n.hasNamespace(namespace));
  if (missing.length > 0) throw Promise.all(missing.map((namespace) => i18n.load(namespace)));
  for (const namespace of list) i18n.used.add(namespace);
  const defaultNamespace = list[0] ?? "common";
  // Stable per instance and namespace, as react-i18next's: effects that depend on `t` must not rerun each render.
  return useMemo(() => {
    const t: TFunction = (key, options) => i18n.translate(defaultNamespace, key, options);
    const language = i18n.language;
    return { t, i18n: { language, resolvedLanguage: language, dir: () => "ltr" as const }, ready: true };
  }, [i18n, defaultNamespace]);
}
