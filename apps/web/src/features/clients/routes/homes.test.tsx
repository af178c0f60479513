import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testClient, testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";

afterEach(() => vi.unstubAllGlobals());

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
}

const broker = { ...testUser, role: "BROKER" as const, clientIds: ["c1", "c2"] };
const benAdmin = { ...testUser, role: "BEN_ADMIN" as const, clientIds: ["c1", "c2"] };

describe("broker home", () => {
  it("lists the broker's clients, each opening its hub", async () => {
    const { fetchMock } = renderApp("/clients", {
      user: broker,
      respond: (path) =>
        path === "/api/clients"
          ? json({ data: [testClient("c1"), testClient("c2", { name: "Cascade Outfitters" })], count: 2 })
          : undefined,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Your clients" })).toBeTruthy();
    expect((await screen.findByRole("link", { name: "Cascade Outfitters" })).getAttribute("href")).toBe("/client/c2");
    expect(screen.getByText("Showing 1–2 of 2")).toBeTruthy();
    const listCall = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), "http://x"))
      .find((u) => u.pathname === "/api/clients");
    expect(listCall?.searchParams.get("limit")).toBe("25");
  });
});

describe("ben-admin home", () => {
  it("asks with the spec's filter and points to the only client ready", async () => {
    const { fetchMock } = renderApp("/clients/ben-admin", {
      user: benAdmin,
      respond: (path) => (path === "/api/clients" ? json({ data: [testClient("c1")], count: 1 }) : undefined),
    });
    const link = await screen.findByRole("link", { name: "Go to Harborview Logistics" });
    expect(link.getAttribute("href")).toBe("/client/c1");
    const query = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), "http://x"))
      .find((u) => u.pathname === "/api/clients")?.searchParams;
    expect(query?.get("limit")).toBe("1");
    expect(query?.get("offset")).toBe("0");
    expect(query?.get("completedSetup")).toBe("true");
    expect(query?.get("phaseIds")?.split(",")).toContain("WELCOME");
  });

  it("says when no client is ready yet", async () => {
    renderApp("/clients/ben-admin", {
      user: benAdmin,
      respond: (path) => (path === "/api/clients" ? json({ data: [], count: 0 }) : undefined),
    });
    await waitFor(() => expect(screen.getByText(/None of your clients is ready yet/)).toBeTruthy());
  });
});
