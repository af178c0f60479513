import type { ExplorerPageListItem } from "@onboard/domain/explorer/explorer-admin-api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { callsTo, clientDetail, emptySetup, json } from "../clients-test-support";

afterEach(() => vi.unstubAllGlobals());

const SITE_ID = "11111111-1111-4111-8111-111111111111";

const site = (overrides: Partial<ExplorerPageListItem> = {}): ExplorerPageListItem => ({
  id: SITE_ID,
  clientId: "c1",
  name: "Acme Benefits 2026",
  planYear: "2026",
  startsAt: "2026-01-01T00:00:00.000Z",
  expiresAt: null,
  openEnrollmentStart: "2025-11-20",
  openEnrollmentEnd: "2025-12-15",
  isLive: true,
  maintenanceMode: false,
  state: "live",
  vanitySlug: "acme",
  associationId: "66666666-6666-4666-8666-666666666666",
  newExplorerPageId: null,
  pageOwner: null,
  benefits: [],
  version: 1,
  createdAt: "2025-10-01T00:00:00.000Z",
  updatedAt: "2025-10-02T00:00:00.000Z",
  ...overrides,
});

function server(sites: () => ExplorerPageListItem[]) {
  return (path: string): Response | undefined => {
    if (path === "/api/clients/c1") return json(clientDetail());
    if (path === "/api/clients/c1/setup") return json(emptySetup());
    if (path === "/api/clients/c1/audit-log") return json({ data: [], count: 0 });
    if (path === "/api/clients/c1/explorer-pages") return json({ data: sites(), count: sites().length });
    if (path === `/api/clients/c1/explorer-pages/${SITE_ID}`) return new Response(null, { status: 204 });
    return undefined;
  };
}

describe("the client's explorer sites", { timeout: 30_000 }, () => {
  it("lists the sites with their links, sorts through the query, and is axe-clean", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/clients/admin/c1/manage", { user: testUser, respond: server(() => [site()]) });
    const table = await screen.findByRole("table", { name: "The client's benefits explorer sites" });
    expect(within(table).getByRole("link", { name: "Edit Acme Benefits 2026" }).getAttribute("href")).toBe(
      `/clients/admin/c1/manage/benefits-explorer/${SITE_ID}`,
    );
    expect(within(table).getByRole("link", { name: "Renew Acme Benefits 2026" }).getAttribute("href")).toBe(
      `/clients/admin/c1/manage/benefits-explorer/${SITE_ID}/renew`,
    );
    expect(
      within(table)
        .getByRole("link", { name: /^Public URL/ })
        .getAttribute("href"),
    ).toBe("/benefits-explorer/acme");
    expect(
      within(table)
        .getByRole("link", { name: /^Preview/ })
        .getAttribute("href"),
    ).toBe(`/clients/admin/c1/manage/benefits-explorer/${SITE_ID}/preview/page`);
    expect(screen.getByRole("link", { name: "Create site" }).getAttribute("href")).toBe(
      "/clients/admin/c1/manage/benefits-explorer",
    );
    const [first] = callsTo(fetchMock, "/api/clients/c1/explorer-pages");
    expect(new URL(String(first?.[0]), "http://localhost").searchParams.get("sortBy")).toBe("startsAt");

    await user.click(within(table).getByRole("button", { name: /Name/ }));
    await waitFor(() => {
      const last = callsTo(fetchMock, "/api/clients/c1/explorer-pages").at(-1);
      const params = new URL(String(last?.[0]), "http://localhost").searchParams;
      expect([params.get("sortBy"), params.get("sortDirection"), params.get("offset")]).toEqual(["name", "asc", "0"]);
    });

    const section = screen.getByRole("region", { name: "Benefits explorer sites" });
    const result = await axe.run(section, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("deletes a site after a confirmation", async () => {
    const user = userEvent.setup();
    let sites = [site()];
    const { fetchMock } = renderApp("/clients/admin/c1/manage", {
      user: testUser,
      respond: (path) => {
        if (path === `/api/clients/c1/explorer-pages/${SITE_ID}`) sites = [];
        return server(() => sites)(path);
      },
    });
    await user.click(await screen.findByRole("button", { name: "Delete Acme Benefits 2026" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this site?" });
    expect(dialog.textContent).toContain("Acme Benefits 2026 will no longer be shown to employees.");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `/api/clients/c1/explorer-pages/${SITE_ID}`, "DELETE")).toHaveLength(1),
    );
    expect(await screen.findByText("This client has no benefits explorer site yet.")).toBeTruthy();
  });
});
