import { favouritePlansKey } from "@onboard/domain/common/storage-keys";
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DENTAL, HMO, PAGE_ID, PPO, testPage } from "../components/compare/forms-test-fixtures";
import { axeViolations, json, type RenderOptions, renderExplorer } from "../components/compare/forms-test-support";
import { resetFavouritesStore } from "../hooks/favourites-store";
import { PersonalBenefitsPlanRoute } from "./personal-benefits-plan-route";

// The real captcha loads a web component and workers; the dialog's own test covers the form.
vi.mock("../components/captcha-field", () => ({ CaptchaField: () => <p>Captcha</p> }));

const PLAN_PATH = `/benefits-explorer/${PAGE_ID}/personal-benefits-plan`;

beforeEach(() => {
  window.localStorage.clear();
  resetFavouritesStore();
});
afterEach(() => vi.unstubAllGlobals());

function saveFavourites(ids: string[]) {
  window.localStorage.setItem(favouritePlansKey(PAGE_ID), JSON.stringify(ids));
}

function renderPlan(page: ExplorerPageResponse = testPage(), options: RenderOptions = {}) {
  return renderExplorer(
    <Suspense fallback={<p>Loading</p>}>
      <PersonalBenefitsPlanRoute />
    </Suspense>,
    {
      path: PLAN_PATH,
      pageElement: <p>The plans page</p>,
      ...options,
      respond: (path, init) =>
        options.respond?.(path, init) ?? (path === `/api/explorer-pages/${PAGE_ID}` ? json(page) : undefined),
    },
  );
}

describe("the personal benefits plan", () => {
  it("lists the saved plans grouped by benefit type, in the page's order, with their summaries", async () => {
    saveFavourites([DENTAL.id, PPO.id, HMO.id, "a-plan-that-is-gone"]);
    await renderPlan();
    expect(await screen.findByRole("heading", { level: 1, name: "My benefits plan" })).toBeTruthy();
    const groups = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(["Medical", "Dental"]);
    const medical = screen.getByRole("region", { name: "Medical" });
    expect(
      within(medical)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Bay State Health PPO Choice", "Bay State Health HMO Value"]);
    expect(within(medical).getByText("PPO")).toBeTruthy();
    const summary = within(medical).getByRole("link", { name: /^Plan summary.*Bay State Health HMO Value/ });
    expect(summary.getAttribute("href")).toContain("7c1d0000-0000-4000-8000-000000000001");
    expect(screen.getByRole("region", { name: "Dental" })).toBeTruthy();
    // The vanished plan is dropped from storage too.
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(favouritePlansKey(PAGE_ID)) ?? "[]")).toEqual([
        DENTAL.id,
        PPO.id,
        HMO.id,
      ]),
    );
  });

  it("removes a plan, says so, and moves focus to the next Remove button", async () => {
    const user = userEvent.setup();
    saveFavourites([HMO.id, PPO.id]);
    await renderPlan();
    const remove = await screen.findByRole("button", { name: "Remove Bay State Health HMO Value from my plan" });
    await user.click(remove);
    expect(screen.queryByRole("heading", { name: "Bay State Health HMO Value" })).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Bay State Health HMO Value was removed from your plan.");
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Remove Bay State Health PPO Choice from my plan" }),
    );
    expect(JSON.parse(window.localStorage.getItem(favouritePlansKey(PAGE_ID)) ?? "[]")).toEqual([PPO.id]);

    await user.click(screen.getByRole("button", { name: "Remove Bay State Health PPO Choice from my plan" }));
    expect(screen.getByText(/You have not saved any plans yet/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "My benefits plan" }));
  });

  it("shows an empty state that links back to the plans", async () => {
    await renderPlan();
    expect(await screen.findByText(/You have not saved any plans yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse the plans" }).getAttribute("href")).toBe(
      `/benefits-explorer/${PAGE_ID}`,
    );
    expect(screen.queryByRole("button", { name: "E-mail me my plan" })).toBeNull();
  });

  it("prints, and opens the e-mail dialog with the saved plans", async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    saveFavourites([HMO.id]);
    await renderPlan();
    await user.click(await screen.findByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("button", { name: "E-mail me my plan" }));
    const dialog = await screen.findByRole("dialog", { name: "E-mail me my plan" });
    expect(within(dialog).getByRole("heading", { name: "1 plan in your e-mail" })).toBeTruthy();
  });

  it("goes back to the page when the site hides the personal plan", async () => {
    saveFavourites([HMO.id]);
    const { router } = await renderPlan(testPage({ isPersonalPlanLinkShown: false, state: "expired" }));
    expect(await screen.findByText("The plans page")).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/benefits-explorer/${PAGE_ID}`);
  });

  it.each([
    ["en", PLAN_PATH, "My benefits plan"],
    ["es", `/es${PLAN_PATH}`, "Mi plan de beneficios"],
  ])("is axe-clean in %s", async (_language, path, title) => {
    saveFavourites([HMO.id, DENTAL.id]);
    await renderPlan(testPage(), { path });
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
