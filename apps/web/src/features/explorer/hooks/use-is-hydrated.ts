/**
 * False on the server and while the page hydrates, true from then on: what only the browser knows (its storage) is
 * rendered after hydration, so the server's HTML and the first client render still match.
 */
import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
