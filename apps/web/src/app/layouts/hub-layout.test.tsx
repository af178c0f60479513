import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testClient, testUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";

afterEach(() => vi.unstubAllGlobals());

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const client = (name: string) => ({ id: name, name, completedSetupAt: null });

describe("hub layout", () => {
  it("tells an internal user whose client they view, with See all clients and Manage client", async () => {
    renderApp("/client/c1", { user: testUser });
    const banner = await screen.findByRole("region", { name: "Client you are viewing" });
    expect(within(banner).getByText("You're viewing Harborview Logistics as an internal user")).toBeTruthy();
    expect(within(banner).getByRole("link", { name: "See all clients" }).getAttribute("href")).toBe("/clients/admin");
    expect(within(banner).getByRole("link", { name: "Manage client" }).getAttribute("href")).toBe(
      "/clients/admin/c1/manage",
    );
  });

  it("shows the consultant in the Need Help? footer once the client is loaded", async () => {
    renderApp("/client/c1", { user: testUser });
    expect(await screen.findByText("Iris Chen")).toBeTruthy();
    expect(screen.getByRole("link", { name: "iris@onboard.test" })).toBeTruthy();
  });

  it("shows a broker the banner without Manage client, in Spanish under /es", async () => {
    renderApp("/es/client/c1", {
      user: { ...testUser, role: "BROKER", clientIds: ["c1"], clients: [client("c1")] },
    });
    const banner = await screen.findByRole("region", { name: "Cliente que está viendo" });
    expect(within(banner).getByText("Está viendo Harborview Logistics como corredor")).toBeTruthy();
    expect(within(banner).getByRole("link", { name: "Ver todos los clientes" }).getAttribute("href")).toBe(
      "/es/clients",
    );
    expect(within(banner).queryByRole("link", { name: "Administrar cliente" })).toBeNull();
  });

  it("shows a ben admin the banner only with more than one client", async () => {
    renderApp("/client/c1", {
      user: { ...testUser, role: "BEN_ADMIN", clientIds: ["c1"], clients: [client("c1")] },
    });
    expect(await screen.findByText("Iris Chen")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Client you are viewing" })).toBeNull();
  });

  it("sends an archived client's hub to not-found, even for staff", async () => {
    const { router } = renderApp("/client/c9", {
      user: testUser,
      respond: (path) => (path === "/api/clients/c9" ? json(testClient("c9", { isArchived: true })) : undefined),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/404"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Sorry, the page you are looking for does not exist" }),
    ).toBeTruthy();
  });

  it("sends an unknown client's hub to not-found", async () => {
    const { router } = renderApp("/client/nope", {
      user: testUser,
      respond: (path) =>
        path === "/api/clients/nope" ? json({ message: "Client not found", code: "NOT_FOUND" }, 404) : undefined,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/404"));
  });
});
