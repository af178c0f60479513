import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { baseServer, callsTo, detail, json, NEW_PAGE_ID, PAGE_ID, PAGE_PATH } from "../explorer-admin-test-support";

afterEach(() => vi.unstubAllGlobals());

const RENEW = `/clients/admin/c1/manage/benefits-explorer/${PAGE_ID}/renew`;
const NEW_PATH = `/api/clients/c1/explorer-pages/${NEW_PAGE_ID}`;

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th,td")].map((cell) => cell.textContent));

describe("renewing a site", { timeout: 30_000 }, () => {
  it("shows what will change, renews, and opens the new site with the changes", async () => {
    const user = userEvent.setup();
    const renewed = detail({
      id: NEW_PAGE_ID,
      name: "Acme Benefits 2027",
      planYear: "2027",
      isLive: false,
      vanitySlug: null,
      version: 1,
    });
    const changes = [
      { field: "name", from: "Acme Benefits 2026", to: "Acme Benefits 2027" },
      { field: "planYear", from: "2026", to: "2027" },
    ];
    const { fetchMock } = renderApp(RENEW, {
      user: testUser,
      respond: (path) => {
        if (path === PAGE_PATH) return json(detail());
        if (path === `${PAGE_PATH}/renew`) {
          return json(
            {
              explorerPage: renewed,
              previousExplorerPageId: PAGE_ID,
              renewalChanges: changes,
              copied: { plans: 2, policies: 1, benefitTypeMetadata: 0 },
            },
            201,
          );
        }
        if (path === NEW_PATH) return json(renewed);
        return baseServer(path);
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Renew Acme Benefits 2026" })).toBeTruthy();
    const preview = screen.getByRole("table", { name: "What renewing will change" });
    expect(rowsOf(preview)).toEqual([
      ["Site name", "Acme Benefits 2026", "Acme Benefits 2027"],
      ["Plan year", "2026", "2027"],
      ["Start date", "2026-01-01", "2027-01-01"],
      ["Open enrollment start", "2025-11-20", "2026-11-20"],
      ["Open enrollment end", "2025-12-15", "2026-12-15"],
      ["Live", "Yes", "No"],
      ["Vanity URL", "acme", "(none)"],
      ["Plans marked new", "1 plan marked new", "0 plans marked new"],
    ]);
    expect(screen.getByText("2 plans, in order, with their summary documents")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Renew site" }));
    await waitFor(() => expect(callsTo(fetchMock, `${PAGE_PATH}/renew`, "POST")).toHaveLength(1));
    expect(await screen.findByRole("heading", { level: 1, name: "Edit Acme Benefits 2027" })).toBeTruthy();
    const done = await screen.findByRole("table", { name: "What changed from the previous site" });
    expect(rowsOf(done)).toEqual([
      ["Site name", "Acme Benefits 2026", "Acme Benefits 2027"],
      ["Plan year", "2026", "2027"],
    ]);
  });

  it("does not renew a site twice, and links to the newer one", async () => {
    renderApp(RENEW, {
      user: testUser,
      respond: (path) => (path === PAGE_PATH ? json(detail({ newExplorerPageId: NEW_PAGE_ID })) : baseServer(path)),
    });
    expect(await screen.findByText("This site has already been renewed.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Renew site" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("link", { name: "Open the newer site" }).getAttribute("href")).toBe(
      `/clients/admin/c1/manage/benefits-explorer/${NEW_PAGE_ID}`,
    );
  });
});
