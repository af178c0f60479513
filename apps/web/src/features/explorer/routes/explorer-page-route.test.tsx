import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render-app";
import {
  DENTAL_PLAN,
  DHMO_PLAN,
  HMO_PLAN,
  PPO_PLAN,
  pageResponder,
  TEST_PAGE_ID,
  testPage,
} from "../explorer-test-support";
import { resetFavouritesStore } from "../hooks/favourites-store";

beforeEach(() => {
  window.localStorage.clear();
  resetFavouritesStore();
});
afterEach(() => vi.unstubAllGlobals());

function cardOf(title: string): HTMLElement {
  const card = screen.getByRole("heading", { level: 3, name: title }).closest("article");
  if (!card) throw new Error(`no card for ${title}`);
  return card;
}

describe("explorer page: a live site", () => {
  it("shows the heading, the groups in the API's order and the plan cards", async () => {
    renderApp("/benefits-explorer/harbor", { respond: pageResponder(testPage()) });
    expect(await screen.findByRole("heading", { level: 1, name: "Harbor Benefits 2026" })).toBeTruthy();
    expect(screen.getByText("Harbor Medical Group")).toBeTruthy();
    expect(screen.getByText("Plan year 2026")).toBeTruthy();
    expect(screen.getByText("Open enrollment: November 11, 2026 to December 11, 2026")).toBeTruthy();
    // CA names critical illness "Specified Disease".
    expect(
      within(screen.getByRole("main"))
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(["Medical", "Dental", "Specified Disease"]);
    expect(screen.getByText("Compare deductibles side by side.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Medical plan summary (in English)" }).getAttribute("href")).toContain(
      "/documents/",
    );

    const hmo = within(cardOf(HMO_PLAN.planName));
    expect(hmo.getByText("New")).toBeTruthy();
    expect(hmo.getByRole("img", { name: "Price tier: 2 of 3" })).toBeTruthy();
    expect(hmo.getByText("$500")).toBeTruthy();
    expect(hmo.getByText("$3,500")).toBeTruthy();
    expect(hmo.getByRole("link", { name: /Plan summary/ }).getAttribute("href")).toBe(
      HMO_PLAN.planSummaryDocument?.url,
    );
    const ppo = within(cardOf(PPO_PLAN.planName));
    expect(ppo.getByText("$1,250.50")).toBeTruthy();
    expect(ppo.getByText("HSA compatible")).toBeTruthy();
    // Carrier 1's dental plan is titled by the product.
    const dental = within(cardOf("Sun Life Dental PPO (Low/High)"));
    expect(dental.getByText("80%")).toBeTruthy();
    expect(dental.getByRole("checkbox", { name: /Compare/ })).toBeTruthy();
    expect(within(cardOf("Sun Life Dental DHMO")).queryByRole("checkbox")).toBeNull();
    expect(DHMO_PLAN.isComparable).toBe(false);
  });

  it("saves a plan with a toggle button and counts it on the personal-plan link", async () => {
    renderApp("/benefits-explorer/harbor", { respond: pageResponder(testPage()) });
    await screen.findByRole("heading", { level: 1 });
    const save = within(cardOf(HMO_PLAN.planName)).getByRole("button", { name: /Save plan/ });
    expect(save.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(save);
    const saved = within(cardOf(HMO_PLAN.planName)).getByRole("button", { name: /Saved/ });
    expect(saved.getAttribute("aria-pressed")).toBe("true");
    const link = await screen.findByRole("link", { name: /My benefits plan/ });
    expect(link.textContent).toContain("Saved plans: 1");
    expect(link.getAttribute("href")).toBe("/benefits-explorer/harbor/personal-benefits-plan");
    expect(screen.getByText("Your benefits plan now has 1 saved plans.")).toBeTruthy();
  });

  it("compares plans of one benefit type, from two plans on", async () => {
    const { router } = renderApp("/benefits-explorer/harbor", { respond: pageResponder(testPage()) });
    await screen.findByRole("heading", { level: 1 });
    fireEvent.click(within(cardOf(HMO_PLAN.planName)).getByRole("checkbox", { name: /Compare/ }));
    const button = screen.getByRole("button", { name: "Compare selected plans (1)" });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Select at least one more Medical plan to compare.")).toBeTruthy();
    // Another benefit type cannot join a medical comparison.
    const dentalBox = within(cardOf("Sun Life Dental PPO (Low/High)")).getByRole("checkbox", { name: /Compare/ });
    expect(dentalBox.hasAttribute("disabled")).toBe(true);
    fireEvent.click(within(cardOf(PPO_PLAN.planName)).getByRole("checkbox", { name: /Compare/ }));
    fireEvent.click(screen.getByRole("button", { name: "Compare selected plans (2)" }));
    await waitFor(() => expect(router.state.location.search).toBe(`?compare=${HMO_PLAN.id},${PPO_PLAN.id}`));
    expect(router.state.location.pathname).toBe("/benefits-explorer/harbor");
    expect(DENTAL_PLAN.isComparable).toBe(true);
  });

  it("shows the enroll-through-HR note and the enrollment platform during open enrollment", async () => {
    renderApp("/benefits-explorer/harbor", { respond: pageResponder(testPage()) });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByText("Want to enroll? Please contact your employer's HR team.")).toBeTruthy();
    const platform = await screen.findByRole("link", { name: /^Go to your enrollment platform/ });
    expect(platform.getAttribute("href")).toBe("https://enroll.example.com");
  });

  it("reads the page in Spanish, falling back to English content marked as English", async () => {
    renderApp("/es/benefits-explorer/harbor", { respond: pageResponder(testPage()) });
    expect(await screen.findByRole("heading", { level: 2, name: "Médico" })).toBeTruthy();
    expect(screen.getByText("Compare los deducibles lado a lado.")).toBeTruthy();
    expect(screen.getByText("Cleanings covered.").getAttribute("lang")).toBe("en");
    expect(
      screen.getByText("Inscripción abierta: del 11 de noviembre de 2026 al 11 de diciembre de 2026"),
    ).toBeTruthy();
    const ppo = within(cardOf(PPO_PLAN.planName));
    expect(ppo.getByText("ppo.pdf").getAttribute("lang")).toBe("en");
    expect(ppo.getByText("(en inglés)")).toBeTruthy();
    const hmoLink = within(cardOf(HMO_PLAN.planName)).getByRole("link", { name: /Resumen del plan/ });
    expect(hmoLink.getAttribute("href")).toBe(HMO_PLAN.spanishPlanSummaryDocument?.url);
  });
});

describe("explorer page: site states", () => {
  it("maintenance shows only its state", async () => {
    renderApp("/benefits-explorer/harbor", {
      respond: pageResponder(testPage({ state: "maintenance", benefits: [] })),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "This site is under maintenance" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /My benefits plan/ })).toBeNull();
  });

  it("a site that has not started says when it opens", async () => {
    const page = testPage({ state: "notStarted", startsAt: "2027-01-15T15:00:00.000Z", benefits: [] });
    renderApp("/benefits-explorer/harbor", { respond: pageResponder(page) });
    expect(await screen.findByRole("heading", { level: 1, name: "This site is not open yet" })).toBeTruthy();
    expect(screen.getByText("This benefits site opens on January 15, 2027. Please come back then.")).toBeTruthy();
  });

  it("an expired site shows its plans read-only, without the personal-plan link", async () => {
    const page = testPage({ state: "expired", isPersonalPlanLinkShown: false, expiresAt: "2026-10-01T04:00:00.000Z" });
    renderApp("/benefits-explorer/harbor", { respond: pageResponder(page) });
    expect(await screen.findByText("This site has expired")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: HMO_PLAN.planName })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Save plan/ })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("link", { name: /My benefits plan/ })).toBeNull();
  });

  it("an unknown page shows not-found", async () => {
    renderApp("/benefits-explorer/nope", { respond: pageResponder(testPage()) });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Sorry, the page you are looking for does not exist" }),
    ).toBeTruthy();
  });
});

describe("explorer page: demo sites", () => {
  it("shows the demo banner and refetches the page with the chosen enrollment status", async () => {
    const page = testPage({ state: "demo", isLive: false, isOpenEnrollmentActive: false });
    const { fetchMock } = renderApp(`/benefits-explorer/${TEST_PAGE_ID}`, { respond: pageResponder(page) });
    expect(
      await screen.findByText("This is a demo site. The plans and dates shown are for preview only."),
    ).toBeTruthy();
    const pre = screen.getByRole("radio", { name: "Before enrollment" }) as HTMLInputElement;
    expect(pre.checked).toBe(true);
    expect(screen.queryByRole("link", { name: /^Go to your enrollment platform/ })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "During enrollment" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        `/api/explorer-pages/${TEST_PAGE_ID}?demoEnrollmentStatus=active`,
      ),
    );
    // The first fetch had no query string, as the server's preload hint names it.
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(`/api/explorer-pages/${TEST_PAGE_ID}`);
    expect(await screen.findByRole("link", { name: /^Go to your enrollment platform/ })).toBeTruthy();

    // Switching the language keeps the chosen status.
    fireEvent.click(screen.getByRole("button", { name: "Language: English" }));
    fireEvent.click(await screen.findByRole("button", { name: "Español" }));
    const during = (await screen.findByRole("radio", { name: "Durante la inscripción" })) as HTMLInputElement;
    expect(during.checked).toBe(true);
  });

  it("points to the newer page instead of the toggles when one exists", async () => {
    const newer = "3f2a1b00-0000-4000-8000-000000000999";
    const page = testPage({ state: "demo", isLive: false, newExplorerPageId: newer });
    renderApp("/benefits-explorer/harbor", { respond: pageResponder(page) });
    const link = await screen.findByRole("link", { name: "Go to the newer site" });
    expect(link.getAttribute("href")).toBe(`/benefits-explorer/${newer}`);
    expect(screen.queryByRole("radio")).toBeNull();
  });
});

describe("explorer page: branding", () => {
  it("applies custom brand colours on the layout root and a non-carrier legal footer", async () => {
    const page = testPage({
      branding: {
        ...testPage().branding,
        customBranding: true,
        customThemeBrandColor: "#2E5E3A",
        customThemeContrastingColor: "#FFFFFF",
        nonSunLifeBenefitsExplorer: true,
      },
    });
    const { container } = renderApp("/benefits-explorer/harbor", { respond: pageResponder(page) });
    await screen.findByRole("heading", { level: 1 });
    await waitFor(() =>
      expect(screen.getByText("Benefits information provided by Harbor Medical Group.")).toBeTruthy(),
    );
    const root = container.querySelector<HTMLElement>("[style*='--explorer-brand-bar-bg']");
    expect(root?.style.getPropertyValue("--explorer-brand-bar-color")).toBe("#FFFFFF");
    expect(screen.getByRole("link", { name: "Terms of use" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Fraud" })).toBeNull();
    expect(screen.queryByRole("img", { name: "Sun Life" })).toBeNull();
    await waitFor(() => expect(document.title).toBe("Harbor Benefits 2026 | Harbor Medical Group"));
  });
});
