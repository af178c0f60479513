/**
 * Stands in for react-i18next in the explorer's light client and its server render (vite.explorer.config.ts aliases
 * the package here): the same `useTranslation` and `Trans` the components call, over LightI18n. A namespace not yet
 * loaded suspends the component, as react-i18next does with useSuspense.
 */
import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
} from "react";
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

/**
 * <Trans i18nKey values components>: the translated text with <0>…</0> or <name>…</name> tags replaced by the
 * given elements (their children become the tagged text).
 */
export function Trans({
  i18nKey,
  ns,
  values,
  components,
  t: givenT,
}: {
  i18nKey: string;
  ns?: string;
  values?: TOptions;
  components?: readonly ReactElement[] | Record<string, ReactElement>;
  t?: TFunction;
}) {
  const i18n = useLightI18n();
  const text = givenT ? givenT(i18nKey, values) : i18n.translate(ns ?? "common", i18nKey, values);
  if (!components) return <>{text}</>;
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of text.matchAll(tag)) {
    const [whole, name = "", inner] = match;
    const index = match.index ?? 0;
    parts.push(text.slice(last, index));
    const element = (components as Record<string, ReactElement>)[name];
    parts.push(isValidElement(element) ? cloneElement(element, { key: `${name}-${index}` }, inner) : inner);
    last = index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{Children.toArray(parts)}</>;
}

/** The portal's i18n start registers this plugin; the light runtime has nothing to register. */
export const initReactI18next = { type: "3rdParty" as const, init: () => undefined };
