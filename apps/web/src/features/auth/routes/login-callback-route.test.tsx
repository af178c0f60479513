import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { callsTo, discoveryDocument, json } from "../auth-test-support";
import { SIGN_IN_ATTEMPT_KEY, type SignInAttempt } from "../pkce";

const attempt: SignInAttempt = {
  codeVerifier: "verifier-0123456789-0123456789-0123456789-abc",
  state: "state-1",
  returnTo: "/clients/admin?page=2",
  language: "en",
};

function startedSignIn(overrides: Partial<SignInAttempt> = {}) {
  window.sessionStorage.setItem(SIGN_IN_ATTEMPT_KEY, JSON.stringify({ ...attempt, ...overrides }));
}

/** The provider and the portal: no session until the callback creates one. */
function providerAndPortal() {
  let hasSession = false;
  return (path: string): Response | undefined => {
    if (path === "/oidc/.well-known/openid-configuration") return json(discoveryDocument);
    if (path === "/oidc/token") {
      return json({ access_token: "access-1", refresh_token: "refresh-1", token_type: "Bearer", expires_in: 300 });
    }
    if (path === "/api/users/authenticated/session") {
      hasSession = true;
      return json({ user: testUser, idleExpiresAt: "2030-01-01T00:00:00Z", absoluteExpiresAt: "2030-01-01T00:00:00Z" });
    }
    if (path === "/api/users/authenticated/logged-in") return new Response(null, { status: 204 });
    if (path === "/api/users/authenticated") return json(hasSession ? testUser : null);
    return undefined;
  };
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function paths(fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost").pathname);
}

describe("/login/callback", () => {
  it("exchanges the code, creates the session, records the sign-in and returns to the saved page", async () => {
    startedSignIn();
    const { router, fetchMock } = renderApp("/login/callback?code=code-1&state=state-1", {
      respond: providerAndPortal(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/clients/admin"));
    expect(router.state.location.search).toBe("?page=2");
    expect(await screen.findByRole("heading", { level: 1, name: "Clients" })).toBeTruthy();

    expect(callsTo(fetchMock, "/oidc/token")[0]?.body).toMatchObject({
      code: "code-1",
      code_verifier: attempt.codeVerifier,
    });
    expect(callsTo(fetchMock, "/api/users/authenticated/session")).toEqual([
      { method: "POST", body: { accessToken: "access-1", refreshToken: "refresh-1" } },
    ]);
    const order = paths(fetchMock);
    const tokenAt = order.indexOf("/oidc/token");
    const sessionAt = order.indexOf("/api/users/authenticated/session");
    const loggedInAt = order.indexOf("/api/users/authenticated/logged-in");
    expect(tokenAt).toBeLessThan(sessionAt);
    expect(sessionAt).toBeLessThan(loggedInAt);
    expect(window.sessionStorage.getItem(SIGN_IN_ATTEMPT_KEY)).toBeNull();
  });

  it("never follows a saved path to another site", async () => {
    startedSignIn({ returnTo: "//evil.test/steal" });
    const { router } = renderApp("/login/callback?code=code-1&state=state-1", { respond: providerAndPortal() });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("refuses a response whose state does not match, with a way back to sign in", async () => {
    startedSignIn();
    const { fetchMock } = renderApp("/login/callback?code=code-1&state=forged", { respond: providerAndPortal() });
    const heading = await screen.findByRole("heading", { level: 1, name: "We couldn't finish signing you in" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole("alert").textContent).toBe(
      "This sign-in response did not match the request we sent, so we stopped it for your security. Please sign in again.",
    );
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe("/login");
    expect(paths(fetchMock)).not.toContain("/oidc/token");
    expect(paths(fetchMock)).not.toContain("/api/users/authenticated/session");
  });

  it("explains a callback with no sign-in in progress", async () => {
    renderApp("/login/callback?code=code-1&state=state-1", { respond: providerAndPortal() });
    expect(
      await screen.findByText("This sign-in has expired or was already completed. Please sign in again."),
    ).toBeTruthy();
  });

  it("continues in the language the user signed in with", async () => {
    startedSignIn({ language: "es" });
    const { router } = renderApp("/login/callback?code=code-1&state=forged", { respond: providerAndPortal() });
    await waitFor(() => expect(router.state.location.pathname).toBe("/es/login/callback"));
    expect(router.state.location.search).toBe("?code=code-1&state=forged");
    expect(
      await screen.findByRole("heading", { level: 1, name: "No pudimos completar su inicio de sesión" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Volver a iniciar sesión" }).getAttribute("href")).toBe("/es/login");
  });
});
