/** The explorer's light client has no i18next (explorer-client/runtime/light-i18n.ts): only the language of a path. */
import type { Language } from "@onboard/domain/common/environments";
import { splitLanguagePrefix } from "@onboard/domain/routes/language-prefix";

export function languageFromPath(pathname: string): Language {
  return splitLanguagePrefix(pathname).language;
}
