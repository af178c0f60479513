/**
 * The session feature owns the authenticated-user query. Features may not import each other (ARCHITECTURE §2),
 * so sign-in refreshes it through its feature-name key prefix, which query keys start with by convention (§6).
 */
import type { QueryClient } from "@tanstack/react-query";

const SESSION_FEATURE_KEY = ["session"] as const;

/** Refetches the signed-in user (and anything else the session feature caches); resolves once active ones are back. */
export function refreshSessionQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: SESSION_FEATURE_KEY });
}
