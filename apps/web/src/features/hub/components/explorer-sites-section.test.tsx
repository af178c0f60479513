import type { ExplorerPageListItem } from "@onboard/domain/explorer/explorer-admin-api";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testClient, testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { resetWelcomeShown } from "../hooks/welcome-redirect";
import { answerByMethod, benAdmin, callsTo, json, overview } from "../hub-test-support";

beforeEach(() => resetWelcomeShown());
afterEach(() => vi.unstubAllGlobals());

const broker: AuthenticatedUser = { ...benAdmin, id: "u3", userId: "u3", name: "Blake Broker", role: "BROKER" };
const DAY = 24 * 60 * 60 * 1000;
const fromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const SITES_PATH = "/api/clients/c1/explorer-pages";

function site(overrides: Partial<ExplorerPageListItem> & Pick<ExplorerPageListItem, "id" | "name">) {
  return {
    clientId: "c1",
    planYear: "2026",
    startsAt: "2020-01-01T00:00:00.000Z",
    expiresAt: null,
    openEnrollmentStart: "2020-11-01",
    openEnrollmentEnd: "2020-11-15",
    isLive: true,
    maintenanceMode: false,
    // The server's verdict is deliberately stale: the section works the state out from the dates itself.
    state: "live",
    vanitySlug: null,
    associationId: "a1",
    newExplorerPageId: null,
    pageOwner: null,
    benefits: [],
    version: 1,
    createdAt: "2020-01-01T00:00:00.000Z",
    updatedAt: "2020-01-01T00:00:00.000Z",
    ...overrides,
  } satisfies ExplorerPageListItem;
}

const SITES = [
  site({ id: "s-live", name: "Harborview 2026", vanitySlug: "harborview", expiresAt: fromNow(30) }),
  site({ id: "s-demo", name: "Harborview demo", isLive: false, planYear: null }),
  site({ id: "s-maintenance", name: "Harborview upkeep", maintenanceMode: true }),
  site({ id: "s-next", name: "Harborview 2027", startsAt: fromNow(10), planYear: "2027" }),
  site({ id: "s-old", name: "Harborview 2019", expiresAt: fromNow(-3), planYear: "2019-2020" }),
];

function hubServer(sites: () => Response | undefined = () => json({ data: SITES, count: SITES.length })) {
  return (path: string): Response | undefined => {
    if (path === "/api/clients/c1") return json(testClient("c1"));
    if (path === "/api/clients/c1/tasks") return json(overview());
    if (path === "/api/clients/c1/welcome-flow")
      return json({ welcomeFlowCompletedAt: "2026-11-01T10:00:00.000Z", completedBy: null });
    if (path === SITES_PATH) return sites();
    return undefined;
  };
}

async function sitesRegion(name = "Benefits explorer sites") {
  const region = await screen.findByRole("region", { name });
  await within(region).findByRole("table");
  return region;
}

function rowOf(region: HTMLElement, siteName: string): HTMLElement {
  const header = within(region).getByRole("rowheader", { name: siteName });
  const row = header.closest("tr");
  if (!row) throw new Error(`no row for ${siteName}`);
  return row;
}

describe("benefits explorer sites on the hub home", () => {
  it("lists a ben admin's sites with dates, a status computed from the dates, and public links only", async () => {
    const { fetchMock } = renderApp("/client/c1", { user: benAdmin, respond: hubServer() });
    const region = await sitesRegion();

    const live = rowOf(region, "Harborview 2026");
    expect(within(live).getByText("2026")).toBeTruthy();
    expect(within(live).getByText("Jan 1, 2020")).toBeTruthy();
    expect(within(live).getByText("Nov 1, 2020 to Nov 15, 2020")).toBeTruthy();
    expect(within(live).getByText("Live")).toBeTruthy();
    const view = within(live).getByRole("link", { name: "View site Harborview 2026" });
    expect(view.getAttribute("href")).toBe("/benefits-explorer/harborview");
    expect(view.getAttribute("target")).toBeNull();

    const demo = rowOf(region, "Harborview demo");
    expect(within(demo).getByText("Demo")).toBeTruthy();
    expect(within(demo).getByText("Not set")).toBeTruthy();
    expect(within(demo).getByRole("link", { name: "View site Harborview demo" }).getAttribute("href")).toBe(
      "/benefits-explorer/s-demo",
    );
    expect(within(rowOf(region, "Harborview upkeep")).getByText("Maintenance")).toBeTruthy();
    expect(within(rowOf(region, "Harborview 2027")).getByText("Not started")).toBeTruthy();
    expect(within(rowOf(region, "Harborview 2019")).getByText("Expired")).toBeTruthy();

    expect(within(region).queryByRole("link", { name: /Manage/ })).toBeNull();
    expect(within(region).queryByRole("button")).toBeNull();
    const [call] = callsTo(fetchMock, SITES_PATH);
    const url = new URL(String(call?.[0]), "http://localhost");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: "10",
      offset: "0",
      sortBy: "startsAt",
      sortDirection: "desc",
    });
  });

  it("gives a broker read-only links in Spanish, without Manage", async () => {
    renderApp("/es/client/c1", { user: broker, respond: hubServer() });
    const region = await sitesRegion("Sitios del explorador de beneficios");
    const live = rowOf(region, "Harborview 2026");
    expect(within(live).getByText("En vivo")).toBeTruthy();
    expect(within(live).getByRole("link", { name: "Ver sitio Harborview 2026" }).getAttribute("href")).toBe(
      "/es/benefits-explorer/harborview",
    );
    expect(within(region).queryByRole("link", { name: /Administrar/ })).toBeNull();
    expect(within(region).queryByRole("button")).toBeNull();
  });

  it("gives staff a Manage link to each site's administration", async () => {
    renderApp("/client/c1", { user: testUser, respond: hubServer() });
    const region = await sitesRegion();
    const manage = within(rowOf(region, "Harborview demo")).getByRole("link", { name: "Manage Harborview demo" });
    expect(manage.getAttribute("href")).toBe("/clients/admin/c1/manage/benefits-explorer/s-demo");
    expect(within(region).getAllByRole("link", { name: /^Manage / })).toHaveLength(SITES.length);
  });

  it("opens the public page in the same tab", async () => {
    const user = userEvent.setup();
    const { router } = renderApp("/client/c1", { user: broker, respond: hubServer() });
    const region = await sitesRegion();
    await user.click(within(region).getByRole("link", { name: "View site Harborview demo" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/benefits-explorer/s-demo"));
  });

  it("says so when the client has no site", async () => {
    renderApp("/client/c1", { user: benAdmin, respond: hubServer(() => json({ data: [], count: 0 })) });
    const region = await screen.findByRole("region", { name: "Benefits explorer sites" });
    expect(await within(region).findByText("There are no benefits explorer sites for this client yet.")).toBeTruthy();
    expect(within(region).queryByRole("table")).toBeNull();
  });

  it("shows a loader while the sites load, then the server's error", async () => {
    let fail: (response: Response) => void = () => undefined;
    const { fetchMock } = renderApp("/client/c1", { user: benAdmin, respond: hubServer(() => undefined) });
    answerByMethod(fetchMock, (path) =>
      path === SITES_PATH
        ? new Promise<Response>((resolve) => {
            fail = resolve;
          })
        : undefined,
    );
    const region = await screen.findByRole("region", { name: "Benefits explorer sites" });
    expect(within(region).getByRole("status")).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, SITES_PATH)).toHaveLength(1));
    fail(json({ message: "You cannot view this client.", code: "FORBIDDEN" }, 403));
    expect(await within(region).findByText("You cannot view this client.")).toBeTruthy();
    expect(within(region).queryByRole("status")).toBeNull();
  });

  it("pages when the client has more sites than fit", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 10 }, (_, index) => site({ id: `s${index}`, name: `Site ${index}` }));
    const { fetchMock } = renderApp("/client/c1", {
      user: benAdmin,
      respond: hubServer(() => json({ data: many, count: 12 })),
    });
    const region = await sitesRegion();
    await user.click(within(region).getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(callsTo(fetchMock, SITES_PATH)).toHaveLength(2));
    const second = new URL(String(callsTo(fetchMock, SITES_PATH)[1]?.[0]), "http://localhost");
    expect(second.searchParams.get("offset")).toBe("10");
  });

  it.each([
    ["a broker, in English", "/client/c1", broker, "Your onboarding"],
    ["a broker, in Spanish", "/es/client/c1", broker, "Su incorporación"],
    ["staff, in English", "/client/c1", testUser, "Your onboarding"],
    ["staff, in Spanish", "/es/client/c1", testUser, "Su incorporación"],
  ])("is axe-clean for %s", async (_name, path, user, heading) => {
    renderApp(path, { user, respond: hubServer() });
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    await screen.findAllByRole("rowheader");
    // jsdom has no layout: colour contrast is checked by the Playwright axe run instead.
    const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html)}`)).toEqual([]);
  });
});
