import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getQueuedEvents, track } from "../../lib/analytics";
import { testUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";

afterEach(() => vi.unstubAllGlobals());

function focusables(): HTMLElement[] {
  return [
    ...document.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), [tabindex]:not([tabindex='-1'])"),
  ];
}

describe("layouts", () => {
  it("gives the internal area its bar, landmarks, one h1 and a working skip link", async () => {
    const user = userEvent.setup();
    renderApp("/clients/admin", { user: { ...testUser, role: "SLF_OWNER" } });
    expect(await screen.findByRole("heading", { level: 1, name: "Clients" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);

    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(focusables()[0]).toBe(skip);
    await user.click(skip);
    expect(document.activeElement).toBe(screen.getByRole("main"));

    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    const navs = screen.getAllByRole("navigation");
    const labels = navs.map((nav) => nav.getAttribute("aria-label"));
    expect(new Set(labels).size).toBe(navs.length);

    const main = screen.getByRole("navigation", { name: "Main" });
    expect(within(main).getByRole("link", { name: "All emails" }).getAttribute("href")).toBe("/emails");
    await user.click(within(main).getByRole("button", { name: "Users" }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Brokers", "Internal users", "Benefits administrator"]);

    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("heading", { name: "Need Help?" })).toBeTruthy();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Sun Life`)).toBeTruthy();
    const legal = within(footer).getByRole("navigation", { name: "Legal" });
    expect(
      within(legal)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Legal", "Privacy", "Security", "Fraud"]);
  });

  it("shows an SLF_ADMIN neither the Internal users link nor all emails (update and delete on internal users)", async () => {
    const user = userEvent.setup();
    renderApp("/clients/admin", { user: { ...testUser, role: "SLF_ADMIN" } });
    const main = await screen.findByRole("navigation", { name: "Main" });
    expect(within(main).queryByRole("link", { name: "All emails" })).toBeNull();
    await user.click(within(main).getByRole("button", { name: "Users" }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Brokers", "Benefits administrator"]);
  });

  it("turns a broker away from the internal area, through the index, to the broker home", async () => {
    const { router } = renderApp("/clients/admin", { user: { ...testUser, role: "BROKER", clientIds: [] } });
    await waitFor(() => expect(router.state.location.pathname).toBe("/clients"));
  });

  it("sends each role from the index to its home", async () => {
    for (const [role, home] of [
      ["SLF_ADMIN", "/clients/admin"],
      ["BEN_ADMIN", "/clients/ben-admin"],
      ["BROKER", "/es/clients"],
    ] as const) {
      const start = home.startsWith("/es") ? "/es" : "/";
      const { router, unmount } = renderApp(start, { user: { ...testUser, role } });
      await waitFor(() => expect(router.state.location.pathname, role).toBe(home));
      unmount();
    }
  });

  it("sends signed-out users on required routes to login with the return path", async () => {
    const { router } = renderApp("/client/c1/resources-listing?tab=2");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent("/client/c1/resources-listing?tab=2")}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeTruthy();
  });

  it("sends signed-in users away from login to the redirect parameter", async () => {
    const { router } = renderApp("/login?redirect=%2Fclient%2Fc1", { user: testUser });
    await waitFor(() => expect(router.state.location.pathname).toBe("/client/c1"));
    const main = await screen.findByRole("navigation", { name: "Main" });
    expect(within(main).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/client/c1");
    expect(within(main).getByRole("link", { name: "Employee & Employer Resources" })).toBeTruthy();
    expect(within(main).getByRole("link", { name: "Get Help" }).getAttribute("href")).toBe("https://help.onboard.test");
  });

  it("hides Company profile in the hub user menu while REMOVE_EDI_FROM_EIF is on", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/client/c1", {
      user: testUser,
      respond: (path) =>
        path === "/api/feature-toggles" ? new Response(JSON.stringify({ REMOVE_EDI_FROM_EIF: true })) : undefined,
    });
    const main = await screen.findByRole("navigation", { name: "Main" });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/feature-toggles?clientId=c1")).toBe(true),
    );
    await user.click(within(main).getByRole("button", { name: "Account menu: Avery Admin" }));
    const menu = await screen.findByRole("menu");
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole("menuitem")
          .map((item) => item.textContent),
      ).toEqual(["Sign Out"]),
    );
  });

  it("signs out: POST logout with the CSRF header, analytics reset, then the login page", async () => {
    const user = userEvent.setup();
    let isSignedIn = true;
    const { router, fetchMock } = renderApp("/clients", {
      respond: (path) => {
        if (path === "/api/users/authenticated/logout") {
          isSignedIn = false;
          return new Response(null, { status: 204 });
        }
        if (path === "/api/users/authenticated") return new Response(JSON.stringify(isSignedIn ? testUser : null));
        return undefined;
      },
    });
    track("before_logout");
    await user.click(await screen.findByRole("button", { name: "Sign Out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url) === "/api/users/authenticated/logout");
    expect(new Headers((logoutCall?.[1] as RequestInit | undefined)?.headers).get("x-csrf-token")).toBe("test-token");
    expect(getQueuedEvents()).toEqual([]);
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeTruthy();
  });

  it("serves the explorer without a session and switches language from its dialog", async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderApp("/benefits-explorer?x=1");
    expect(await screen.findByRole("heading", { level: 1, name: "Benefits Explorer" })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/api/users/authenticated"))).toBe(false);

    await user.click(screen.getByRole("button", { name: "Language: English" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose a language" });
    await user.click(within(dialog).getByRole("button", { name: "Español" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/es/benefits-explorer"));
    expect(router.state.location.search).toBe("?x=1");
    expect(await screen.findByRole("heading", { level: 1, name: "Explorador de beneficios" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("es");
  });
});
