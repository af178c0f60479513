/** Test helpers for the forgot, reactivate, reset and activate screens: a fake server per path and field lookups. */
import { screen } from "@testing-library/react";
import type { AuthToken } from "./api/get-auth-token";
import { json } from "./auth-test-support";

export const linkAccount = { email: "rosa.delgado@harborview.test", name: "Rosa Delgado" };

export function authToken(type: AuthToken["type"]): () => Response {
  return () => json({ type, ...linkAccount, expiresAt: "2030-01-01T00:00:00.000Z" });
}

export const noContent = () => new Response(null, { status: 204 });

export const tokenExpired = () =>
  json({ code: "TOKEN_EXPIRED", message: "This link has expired or is no longer valid." }, 404);

/** fetch rejects, as it does when the server cannot be reached. */
export const networkDown = (): Response => {
  throw new TypeError("Failed to fetch");
};

/** Answers each path with its factory; any other path falls through to renderApp's defaults. */
export function linkServer(routes: Record<string, () => Response>) {
  return (path: string): Response | undefined => routes[path]?.();
}

/** The text a field's aria-describedby points at (its description and its error). */
export function describedBy(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

export function passwordField(name: "New password" | "Confirm new password"): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${name}`));
}

/** The full URLs fetch was called with for a path (to read query strings). */
export function urlsTo(fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }, path: string): string[] {
  return fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => new URL(url, "http://localhost").pathname === path);
}
