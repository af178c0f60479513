import type { UserList } from "@onboard/domain/users/user-admin-schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";

afterEach(() => vi.unstubAllGlobals());

const admin = { ...testUser, role: "SLF_ADMIN" as const };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const brokers: UserList = {
  count: 30,
  totalIsCapped: false,
  nextCursor: null,
  data: [
    {
      id: "b1",
      name: "Dana Whitfield",
      email: "dana@whitfield.test",
      role: "BROKER",
      companyName: "Whitfield & Rowe",
      phoneNumber: null,
      isActivated: true,
      lastLoginAt: "2026-01-02T15:04:00.000Z",
      clientCount: 4,
    },
    {
      id: "b2",
      name: "Marcus Bell",
      email: "marcus@keystone.test",
      role: "BROKER",
      companyName: null,
      phoneNumber: null,
      isActivated: false,
      lastLoginAt: null,
      clientCount: 0,
    },
  ],
};

function listCalls(fetchMock: ReturnType<typeof vi.fn>, path: string): URL[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), "http://localhost"),
      method: (init as RequestInit)?.method,
    }))
    .filter(({ url, method }) => url.pathname === path && (method ?? "GET") === "GET")
    .map(({ url }) => url);
}

describe("/brokers/admin", () => {
  it("says 'More than 1,000 users' when the count is capped, and pages on past the cap", async () => {
    renderApp("/brokers/admin", {
      user: admin,
      respond: (path) =>
        path === "/api/users/broker"
          ? json({
              ...brokers,
              count: 1000,
              totalIsCapped: true,
              data: Array.from({ length: 25 }, (_, i) => ({ ...brokers.data[0], id: `b${i}` })),
            })
          : undefined,
    });
    expect(await screen.findByText("More than 1,000 users")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Page 41" })).toBeTruthy();
  });

  it("lists brokers in a captioned table with paging, sorting and links to each broker's page", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/brokers/admin", {
      user: admin,
      respond: (path) => (path === "/api/users/broker" ? json(brokers) : undefined),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Brokers" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Brokers" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText("Whitfield & Rowe")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("Not activated")).toBeTruthy();
    const manage = screen.getByRole("link", { name: "Manage Dana Whitfield" });
    expect(manage.getAttribute("href")).toBe("/brokers/admin/b1/manage");
    expect(screen.getByText("Showing 1–25 of 30")).toBeTruthy();

    const first = listCalls(fetchMock, "/api/users/broker")[0];
    expect(first?.searchParams.get("limit")).toBe("25");
    expect(first?.searchParams.get("offset")).toBe("0");
    expect(first?.searchParams.get("sortBy")).toBe("name");

    await user.click(screen.getByRole("button", { name: /Email/ }));
    await waitFor(() => {
      const last = listCalls(fetchMock, "/api/users/broker").at(-1);
      expect(last?.searchParams.get("sortBy")).toBe("email");
    });
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() =>
      expect(listCalls(fetchMock, "/api/users/broker").at(-1)?.searchParams.get("offset")).toBe("25"),
    );
  });

  it("searches after the user stops typing, from the first page", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/brokers/admin", {
      user: admin,
      respond: (path) => (path === "/api/users/broker" ? json(brokers) : undefined),
    });
    await user.type(await screen.findByRole("searchbox", { name: "Search users" }), "dana");
    await waitFor(() =>
      expect(listCalls(fetchMock, "/api/users/broker").at(-1)?.searchParams.get("search")).toBe("dana"),
    );
  });

  it("speaks Spanish under /es", async () => {
    renderApp("/es/brokers/admin", {
      user: admin,
      respond: (path) => (path === "/api/users/broker" ? json(brokers) : undefined),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Corredores" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Administrar a Dana Whitfield" })).toBeTruthy();
  });
});
