import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { clientListStorageKey } from "../client-list-storage";
import { callsTo, json, listItem } from "../clients-test-support";

const STORAGE_KEY = clientListStorageKey(testUser.id);

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function respond(path: string): Response | undefined {
  if (path === "/api/clients") {
    return json({
      data: [
        listItem(),
        listItem({
          id: "c2",
          name: "Beta Brewing",
          caseId: "CASE-2",
          phaseId: "PLAN_APPROVAL",
          errorTypes: ["Awaiting Census"],
          releaseStatus: "LIVE",
        }),
      ],
      count: 60,
    });
  }
  if (path === "/api/clients/ticket/ONB-1/info") {
    return json({ client: { id: "c1", name: "Acme Bakery", caseId: "CASE-1", isArchived: false } });
  }
  if (path.startsWith("/api/clients/ticket/")) return json({ client: null });
  return undefined;
}

const listUrls = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, "/api/clients").map(([url]) => new URL(String(url), "http://localhost").searchParams);

describe("/clients/admin", () => {
  it("lists the clients with their phase, release status and error types, each linking to its page", async () => {
    renderApp("/clients/admin", { user: testUser, respond });
    expect(await screen.findByRole("heading", { level: 1, name: "Clients" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Clients" });
    const rows = within(table).getAllByRole("row");
    expect(within(rows[2] as HTMLElement).getByText("Plan Approval")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("Live")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("Awaiting Census")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Beta Brewing" }).getAttribute("href")).toBe("/clients/admin/c2/manage");
    expect(screen.getByText("Showing 1–25 of 60")).toBeTruthy();
  });

  it("sorts, pages and filters through the query, and keeps the filters for this user", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/clients/admin", { user: testUser, respond });
    await screen.findByRole("table", { name: "Clients" });
    expect(listUrls(fetchMock).at(-1)?.toString()).toBe("limit=25&offset=0&sortBy=name&sortDirection=asc");

    await user.click(screen.getByRole("button", { name: /Case ID/ }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)?.get("sortBy")).toBe("caseId"));

    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)?.get("offset")).toBe("25"));

    await user.click(screen.getByRole("checkbox", { name: "Include archived clients" }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)?.get("includeArchived")).toBe("true"));
    // A new filter starts from the first page.
    expect(listUrls(fetchMock).at(-1)?.get("offset")).toBe("0");
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "{}")).toMatchObject({
      sortBy: "caseId",
      includeArchived: true,
    });
  });

  it("starts from the filters saved for this user", async () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        search: "acme",
        sortBy: "updatedAt",
        sortDirection: "desc",
        phaseIds: ["WELCOME", "PLAN_APPROVAL"],
        releaseStatuses: [],
        errorTypes: ["Awaiting Census"],
        includeArchived: false,
      }),
    );
    const { fetchMock } = renderApp("/clients/admin", { user: testUser, respond });
    await screen.findByRole("table", { name: "Clients" });
    const query = listUrls(fetchMock).at(-1);
    expect(query?.get("search")).toBe("acme");
    expect(query?.get("phaseIds")).toBe("WELCOME,PLAN_APPROVAL");
    expect(query?.get("errorTypes")).toBe("Awaiting Census");
    expect(query?.get("sortDirection")).toBe("desc");
  });

  it("keeps the filters when the user leaves the list and comes back", async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp("/clients/admin", { user: testUser, respond });
    await screen.findByRole("table", { name: "Clients" });
    await user.click(screen.getByRole("checkbox", { name: "Include archived clients" }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)?.get("includeArchived")).toBe("true"));

    await router.navigate("/404");
    expect(await screen.findByRole("heading", { level: 1, name: /does not exist/ })).toBeTruthy();
    await router.navigate("/clients/admin");
    expect((await screen.findByRole("checkbox", { name: "Include archived clients" })).matches(":checked")).toBe(true);
    expect(await screen.findByRole("button", { name: "Clear filters" })).toBeTruthy();
  });

  it("ignores unreadable saved filters and another user's, and starts from the defaults", async () => {
    window.localStorage.setItem(STORAGE_KEY, "{not json");
    window.localStorage.setItem(clientListStorageKey("someone-else"), JSON.stringify({ search: "acme" }));
    const { fetchMock } = renderApp("/clients/admin", { user: testUser, respond });
    await screen.findByRole("table", { name: "Clients" });
    expect(listUrls(fetchMock).at(-1)?.toString()).toBe("limit=25&offset=0&sortBy=name&sortDirection=asc");
    expect((screen.getByRole("checkbox", { name: "Include archived clients" }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("says more than 1,000 clients when the count is capped, and pages on while the page is full", async () => {
    const user = userEvent.setup();
    const fullPage = Array.from({ length: 25 }, (_, i) => listItem({ id: `c${i}`, name: `Client ${i}` }));
    const capped = (path: string) =>
      path === "/api/clients" ? json({ data: fullPage, count: 1000, totalIsCapped: true }) : respond(path);
    const { fetchMock } = renderApp("/clients/admin", { user: testUser, respond: capped });
    expect(await screen.findByText("More than 1,000 clients")).toBeTruthy();
    expect(screen.queryByText(/^Showing/)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Page 41" }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)?.get("offset")).toBe("1000"));
    expect(await screen.findByRole("button", { name: "Page 42" })).toBeTruthy();
  });

  it("asks for the next page after the current page's cursor, and for any other page by offset", async () => {
    const user = userEvent.setup();
    const fullPage = Array.from({ length: 25 }, (_, i) => listItem({ id: `c${i}`, name: `Client ${i}` }));
    const cursored = (path: string) =>
      path === "/api/clients"
        ? json({ data: fullPage, count: 1000, totalIsCapped: true, nextCursor: "cursor-after-c24" })
        : respond(path);
    const { fetchMock } = renderApp("/clients/admin", { user: testUser, respond: cursored });
    await screen.findByText("More than 1,000 clients");

    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)?.get("after")).toBe("cursor-after-c24"));
    expect(listUrls(fetchMock).at(-1)?.get("offset")).toBe("25");

    await user.click(screen.getByRole("button", { name: "Page 4" }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)?.get("offset")).toBe("75"));
    expect(listUrls(fetchMock).at(-1)?.get("after")).toBeNull();

    await user.type(screen.getByRole("searchbox", { name: /Search/ }), "acme");
    await waitFor(() => expect(listUrls(fetchMock).at(-1)?.get("search")).toBe("acme"));
    expect(listUrls(fetchMock).at(-1)?.get("after")).toBeNull();
    expect(listUrls(fetchMock).at(-1)?.get("offset")).toBe("0");
  });

  it("warns in the create form when the ticket already belongs to a client, and checks the required fields", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/clients/admin", { user: testUser, respond });
    await user.click(await screen.findByRole("button", { name: "Create client" }));
    const dialog = await screen.findByRole("dialog", { name: "Create client" });
    await user.type(within(dialog).getByRole("textbox", { name: "Ticket ID" }), "ONB-1");
    expect(await within(dialog).findByText("This ticket already belongs to Acme Bakery (CASE-1).")).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Create client" }));
    const name = within(dialog).getByRole("textbox", { name: /Client name/ });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).getByText("Client name is required")).toBeTruthy();
    expect(callsTo(fetchMock, "/api/clients", "POST")).toEqual([]);
  });
});
