import type { UserClientList, UserDetail } from "@onboard/domain/users/user-admin-schemas";
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

const broker: UserDetail = {
  id: "b1",
  name: "Marcus Bell",
  email: "marcus@keystone.test",
  role: "BROKER",
  companyName: "Keystone Benefits",
  phoneNumber: null,
  isActivated: false,
  lastLoginAt: null,
  clientCount: 1,
  createdAt: "2026-01-02T15:04:00.000Z",
  welcomeEmailSentAt: null,
  termsOfUseAt: null,
  firstLoginAt: null,
  passwordSetAt: null,
  clientIds: ["c1"],
};

const clients: UserClientList = {
  count: 1,
  data: [
    {
      id: "c1",
      name: "Lone Star Logistics LLC",
      caseId: "CASE-1",
      phaseId: "INFO_GATHERING",
      releaseStatus: "NOT_LIVE",
      completedSetupAt: null,
    },
  ],
};

function server(path: string): Response | undefined {
  if (path === "/api/users/broker/b1") return json(broker);
  if (path === "/api/users/b1/clients") return json(clients);
  if (path === "/api/users/b1/activation-link") return json({ link: "http://localhost/activate?token=abc" });
  if (path === "/api/users/broker/b1/unassign/c1") return new Response(null, { status: 204 });
  return undefined;
}

function callsTo(fetchMock: ReturnType<typeof vi.fn>, path: string, method: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) =>
      new URL(String(input), "http://localhost").pathname === path &&
      ((init as RequestInit | undefined)?.method ?? "GET") === method,
  );
}

describe("/brokers/admin/:userId/manage", () => {
  it("shows the broker with their clients, each linking to its manage page", async () => {
    renderApp("/brokers/admin/b1/manage", { user: admin, respond: server });
    expect(await screen.findByRole("heading", { level: 1, name: "Marcus Bell" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText("Keystone Benefits")).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Clients of Marcus Bell" });
    const link = within(table).getByRole("link", { name: "Lone Star Logistics LLC" });
    expect(link.getAttribute("href")).toBe("/clients/admin/c1/manage");
    expect(within(table).getByText("Info Gathering")).toBeTruthy();
  });

  it("copies a fresh activation link and says so", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const { fetchMock } = renderApp("/brokers/admin/b1/manage", { user: admin, respond: server });
    await user.click(await screen.findByRole("button", { name: "Copy activation link" }));
    expect(await screen.findByText(/The activation link was copied to the clipboard/)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith("http://localhost/activate?token=abc");
    expect(callsTo(fetchMock, "/api/users/b1/activation-link", "POST")).toHaveLength(1);
  });

  it("unassigns a client after confirmation", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/brokers/admin/b1/manage", { user: admin, respond: server });
    await user.click(await screen.findByRole("button", { name: "Unassign from Lone Star Logistics LLC" }));
    const dialog = await screen.findByRole("dialog", { name: "Unassign client" });
    expect(within(dialog).getByText("Unassign Marcus Bell from Lone Star Logistics LLC?")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Unassign" }));
    await waitFor(() => expect(callsTo(fetchMock, "/api/users/broker/b1/unassign/c1", "PUT")).toHaveLength(1));
  });
});
