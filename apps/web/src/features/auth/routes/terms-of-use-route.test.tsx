import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { callsTo, json } from "../auth-test-support";

afterEach(() => vi.unstubAllGlobals());

/** A signed-in user who has not accepted the terms until POST /api/users/terms-of-use. */
function termsServer() {
  let termsOfUseDate: string | null = null;
  return (path: string): Response | undefined => {
    if (path === "/api/users/authenticated") return json({ ...testUser, termsOfUseDate });
    if (path === "/api/users/terms-of-use") {
      termsOfUseDate = "2030-01-01T00:00:00.000Z";
      return new Response(null, { status: 204 });
    }
    return undefined;
  };
}

describe("terms of use", () => {
  it("sends a user who has not accepted them to /terms-of-use, then back to the page after I accept", async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderApp("/clients/admin?page=2", { respond: termsServer() });
    await waitFor(() => expect(router.state.location.pathname).toBe("/terms-of-use"));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent("/clients/admin?page=2")}`);

    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Use" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 2, name: "Electronic signatures" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign out" }).getAttribute("href")).toBe("/logout");

    // What the server had been asked when the app left the terms page.
    let callsOnLeaving: string[] = [];
    router.subscribe((state) => {
      if (state.location.pathname === "/clients/admin" && callsOnLeaving.length === 0) {
        callsOnLeaving = fetchMock.mock.calls.map(([url]) => String(url));
      }
    });
    await user.click(screen.getByRole("button", { name: "I accept" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/clients/admin"));
    // The user is refetched after accepting and before moving on, so the guard does not bounce back to the terms.
    const afterAccepting = callsOnLeaving.slice(callsOnLeaving.indexOf("/api/users/terms-of-use"));
    expect(afterAccepting).toContain("/api/users/authenticated");
    expect(router.state.location.search).toBe("?page=2");
    expect(await screen.findByRole("heading", { level: 1, name: "Clients" })).toBeTruthy();

    const [accepted] = fetchMock.mock.calls.filter(([url]) => String(url) === "/api/users/terms-of-use");
    expect(accepted?.[1]?.method).toBe("POST");
    expect(new Headers(accepted?.[1]?.headers).get("x-csrf-token")).toBe("test-token");
    expect(callsTo(fetchMock, "/api/users/terms-of-use")).toHaveLength(1);
  });

  it("keeps a user who has not accepted them from every other signed-in page, in their language", async () => {
    const { router } = renderApp("/es/client/c1", { respond: termsServer() });
    await waitFor(() => expect(router.state.location.pathname).toBe("/es/terms-of-use"));
    expect(await screen.findByRole("heading", { level: 1, name: "Términos de uso" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Acepto" })).toBeTruthy();
  });

  it("lets a user who has accepted them straight through", async () => {
    const { router } = renderApp("/clients/admin", { user: testUser });
    expect(await screen.findByRole("heading", { level: 1, name: "Clients" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/clients/admin");
  });
});
