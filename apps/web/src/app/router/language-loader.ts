/** The root route's loader: the URL's language (and its translations) is ready before any screen renders. */
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from "react-router";
import { ensureLanguage, languageFromPath } from "../../lib/i18n";

export async function languageLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await ensureLanguage(languageFromPath(new URL(request.url).pathname));
  return null;
}

/** Re-run only when a navigation changes the language prefix. */
export function shouldRevalidateLanguage({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return languageFromPath(currentUrl.pathname) !== languageFromPath(nextUrl.pathname);
}
