import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { callsTo, json } from "../auth-test-support";

afterEach(() => vi.unstubAllGlobals());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A session that goes idle in 90 seconds until it is extended. */
function sessionServer() {
  let idleExpiresAt = inMinutes(1.5);
  let isSignedIn = true;
  return (path: string): Response | undefined => {
    if (path === "/api/users/authenticated") return json(isSignedIn ? testUser : null);
    if (path === "/api/users/authenticated/session-status") {
      return json({ idleExpiresAt, absoluteExpiresAt: inMinutes(600) });
    }
    if (path === "/api/users/authenticated/extend") {
      idleExpiresAt = inMinutes(30);
      return json({ idleExpiresAt, absoluteExpiresAt: inMinutes(600) });
    }
    if (path === "/api/users/authenticated/logout") {
      isSignedIn = false;
      return new Response(null, { status: 204 });
    }
    return undefined;
  };
}

describe("session expiry warning", () => {
  it("warns 2 minutes before the idle expiry; Stay signed in extends the session", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/clients/admin", { respond: sessionServer() });
    const dialog = await screen.findByRole("dialog", { name: "Your session is about to expire" });
    expect(within(dialog).getByText(/you will be signed out at/)).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Stay signed in" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(fetchMock, "/api/users/authenticated/extend")).toHaveLength(1);
  });

  it("signs out through the logout route", async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderApp("/clients/admin", { respond: sessionServer() });
    const dialog = await screen.findByRole("dialog", { name: "Your session is about to expire" });
    await user.click(within(dialog).getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(callsTo(fetchMock, "/api/users/authenticated/logout")).toHaveLength(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays quiet while the session has time left, and is not polled on public pages", async () => {
    const { fetchMock, unmount } = renderApp("/clients/admin", {
      user: testUser,
      respond: (path) =>
        path === "/api/users/authenticated/session-status"
          ? json({ idleExpiresAt: inMinutes(20), absoluteExpiresAt: inMinutes(600) })
          : undefined,
    });
    await screen.findByRole("heading", { level: 1, name: "Clients" });
    await waitFor(() => expect(callsTo(fetchMock, "/api/users/authenticated/session-status")).toHaveLength(1));
    expect(screen.queryByRole("dialog")).toBeNull();
    unmount();

    const publicPage = renderApp("/login");
    await screen.findByRole("heading", { level: 1, name: "Sign In" });
    expect(callsTo(publicPage.fetchMock, "/api/users/authenticated/session-status")).toEqual([]);
  });
});
