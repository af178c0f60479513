import { screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { pageResponder, testPage } from "./explorer-test-support";
import { resetFavouritesStore } from "./hooks/favourites-store";

beforeEach(() => {
  window.localStorage.clear();
  resetFavouritesStore();
});
afterEach(() => vi.unstubAllGlobals());

async function violations(): Promise<string[]> {
  // jsdom has no layout: colour contrast is checked by the Playwright axe run instead.
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`,
  );
}

const LIVE = testPage({
  showLegacyDentalPlanTable: true,
  medicalVideo: {
    choice: "ENGLISH_AND_SPANISH_VIDEO",
    englishTitle: "Your medical plan",
    spanishTitle: "Su plan médico",
    englishUrl: "/api/explorer-pages/x/documents/v1",
    spanishUrl: "/api/explorer-pages/x/documents/v2",
  },
});
const DEMO = testPage({ state: "demo", isLive: false });
const BRANDED = testPage({
  branding: {
    ...LIVE.branding,
    customBranding: true,
    customThemeBrandColor: "#2E5E3A",
    customThemeContrastingColor: "#FFFFFF",
    nonSunLifeBenefitsExplorer: true,
  },
});
/** A kiosk (Start over, text-only footers) of a large client (the list of benefit types). */
const KIOSK_LARGE = testPage({
  kioskMode: true,
  largeClientFeatureToggle: true,
  featureToggles: { isLanguageOn: true, isLargeClientOn: true },
});

describe("explorer pages are axe-clean (structure, names, labels)", () => {
  it.each([
    ["live page", "/benefits-explorer/harbor", LIVE, "Harbor Benefits 2026"],
    ["live page in Spanish", "/es/benefits-explorer/harbor", LIVE, "Harbor Benefits 2026"],
    ["demo page", "/benefits-explorer/harbor", DEMO, "Harbor Benefits 2026"],
    ["demo page in Spanish", "/es/benefits-explorer/harbor", DEMO, "Harbor Benefits 2026"],
    ["large client's kiosk", "/benefits-explorer/harbor", KIOSK_LARGE, "Harbor Benefits 2026"],
    ["large client's kiosk in Spanish", "/es/benefits-explorer/harbor", KIOSK_LARGE, "Harbor Benefits 2026"],
    ["branded non-carrier page", "/benefits-explorer/harbor", BRANDED, "Harbor Benefits 2026"],
    [
      "expired page",
      "/benefits-explorer/harbor",
      testPage({ state: "expired", isPersonalPlanLinkShown: false }),
      "Harbor Benefits 2026",
    ],
    [
      "maintenance page",
      "/es/benefits-explorer/harbor",
      testPage({ state: "maintenance", benefits: [] }),
      "Este sitio está en mantenimiento",
    ],
    ["not started page", "/benefits-explorer/harbor", testPage({ state: "notStarted" }), "This site is not open yet"],
    ["index", "/benefits-explorer", LIVE, "Benefits Explorer"],
    ["index in Spanish", "/es/benefits-explorer", LIVE, "Explorador de beneficios"],
  ])("%s", async (_name, path, page, heading) => {
    renderApp(path, { respond: pageResponder(page) });
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    // Let the page's queries settle before auditing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });
});
