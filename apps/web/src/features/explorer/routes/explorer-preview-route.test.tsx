/** The staff previews: the explorer's own screens, fed by the preview API, with a banner and links kept inside. */
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { HMO_PLAN, previewResponder, TEST_CLIENT_ID, TEST_PAGE_ID, testPage } from "../explorer-test-support";
import { resetFavouritesStore } from "../hooks/favourites-store";

beforeEach(() => {
  window.localStorage.clear();
  resetFavouritesStore();
});
afterEach(() => vi.unstubAllGlobals());

const BASE = `/clients/admin/${TEST_CLIENT_ID}/manage/benefits-explorer/${TEST_PAGE_ID}/preview`;
const PREVIEW_API = `/api/clients/${TEST_CLIENT_ID}/explorer-pages/${TEST_PAGE_ID}/preview`;

function renderPreview(path: string, page = testPage(), calls: string[] = []) {
  return renderApp(path, { user: testUser, respond: previewResponder(page, calls) });
}

describe("explorer preview (staff)", () => {
  it("shows the page from the preview API under a preview banner with the public address and the edit link", async () => {
    const calls: string[] = [];
    renderPreview(`${BASE}/page`, testPage(), calls);
    expect(await screen.findByRole("heading", { level: 1, name: "Harbor Benefits 2026" })).toBeTruthy();
    const banner = screen.getByRole("region", { name: "Staff preview" });
    expect(banner.textContent).toContain(
      "You are previewing this site as staff. Employees see it at http://localhost:3000/benefits-explorer/harbor.",
    );
    expect(
      within(banner).getByRole("link", { name: "http://localhost:3000/benefits-explorer/harbor" }).getAttribute("href"),
    ).toBe("http://localhost:3000/benefits-explorer/harbor");
    expect(within(banner).getByRole("link", { name: "Edit this site" }).getAttribute("href")).toBe(
      `/clients/admin/${TEST_CLIENT_ID}/manage/benefits-explorer/${TEST_PAGE_ID}`,
    );
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((path) => path === PREVIEW_API)).toBe(true);
    // The personal plan stays inside the preview.
    expect(screen.getByRole("link", { name: /My benefits plan/ }).getAttribute("href")).toBe(
      `${BASE}/personal-benefits-plan`,
    );
  });

  it("shows a site in maintenance with its plans, under a notice of what employees see", async () => {
    renderPreview(`${BASE}/page`, testPage({ state: "maintenance" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Harbor Benefits 2026" })).toBeTruthy();
    expect(screen.getByText("This site is under maintenance")).toBeTruthy();
    expect(screen.getByText(/Employees see only this notice for now/)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: HMO_PLAN.planName })).toBeTruthy();
  });

  it("goes from the preview index to the page preview", async () => {
    const { router } = renderPreview(BASE);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/page`));
    expect(await screen.findByRole("heading", { level: 1, name: "Harbor Benefits 2026" })).toBeTruthy();
  });

  it("shows the personal plan with its way back to the page preview", async () => {
    window.localStorage.clear();
    renderPreview(`/es${BASE}/personal-benefits-plan`);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const back = await screen.findAllByRole("link", { name: /plan/i });
    expect(back.some((link) => link.getAttribute("href") === `/es${BASE}/page`)).toBe(true);
  });

  it("shows not-found for a page the preview API does not know", async () => {
    renderPreview(`${BASE}/page`, testPage({ id: "3f2a1b00-0000-4000-8000-0000000000ff" }));
    expect(await screen.findByRole("heading", { level: 1, name: /does not exist/ })).toBeTruthy();
  });
});

async function violations(): Promise<string[]> {
  // jsdom has no layout: colour contrast is checked by the Playwright axe run instead.
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`,
  );
}

describe("explorer preview is axe-clean", () => {
  it.each([
    ["page preview", `${BASE}/page`, testPage(), "Harbor Benefits 2026"],
    ["page preview in Spanish", `/es${BASE}/page`, testPage(), "Harbor Benefits 2026"],
    [
      "demo page preview in Spanish",
      `/es${BASE}/page`,
      testPage({ state: "demo", isLive: false }),
      "Harbor Benefits 2026",
    ],
    ["maintenance page preview", `${BASE}/page`, testPage({ state: "maintenance" }), "Harbor Benefits 2026"],
  ])("%s", async (_name, path, page, heading) => {
    renderPreview(path, page);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });
});
