/** The active language, read from the URL's /en or /es prefix (the URL is the source of truth). */
import type { Language } from "@onboard/domain/common/environments";
import { buildPath, type PathParamValues } from "@onboard/domain/routes/build-path";
import type { QueryParams } from "@onboard/domain/routes/query-string";
import type { RouteName } from "@onboard/domain/routes/registry";
import { useCallback } from "react";
import { useLocation } from "react-router";
import { languageFromPath } from "./i18n";

export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

/** buildPath bound to the active language, for links that keep the user's language. */
export function useLocalizedPath() {
  const language = useLanguage();
  return useCallback(
    (name: RouteName, params?: PathParamValues, query?: QueryParams) => buildPath(name, params, query, { language }),
    [language],
  );
}
