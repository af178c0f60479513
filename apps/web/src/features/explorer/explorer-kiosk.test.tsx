/**
 * Kiosk mode and the toggles on the public explorer (decision 029), through the whole app: what the navigation,
 * the footers and the personal plan offer, "Start over", the inactivity reset, the language dialog and the
 * large-client list of benefit types.
 */
import { favouritePlansKey } from "@onboard/domain/common/storage-keys";
import { KIOSK_INACTIVITY_MS } from "@onboard/domain/explorer/public-site-features";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { HMO_PLAN, PPO_PLAN, pageResponder, TEST_PAGE_ID, testPage } from "./explorer-test-support";
import { resetFavouritesStore } from "./hooks/favourites-store";

const PAGE_PATH = "/benefits-explorer/harbor";
const kioskPage = testPage({ kioskMode: true });

beforeEach(() => {
  window.localStorage.clear();
  resetFavouritesStore();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function footer(): HTMLElement {
  return screen.getByRole("contentinfo");
}

function storedFavourites(): unknown {
  return JSON.parse(window.localStorage.getItem(favouritePlansKey(TEST_PAGE_ID)) ?? "[]");
}

function cardOf(title: string): HTMLElement {
  const card = screen.getByRole("heading", { level: 3, name: title }).closest("article");
  if (!card) throw new Error(`no card for ${title}`);
  return card;
}

describe("explorer kiosk mode", () => {
  it("off: the lead link, the language dialog, the platform button and the footers' links are there", async () => {
    renderApp(PAGE_PATH, { respond: pageResponder(testPage()) });
    await screen.findByRole("heading", { level: 1, name: "Harbor Benefits 2026" });
    expect(screen.getByRole("button", { name: "Are you an employer or broker?" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Language: English" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /^Go to your enrollment platform/ })).toBeTruthy();
    expect(within(footer()).getByRole("link", { name: "Privacy" })).toBeTruthy();
    // "Need Help?" names the client's implementation consultant, with links (spec §2).
    expect(within(footer()).getByText("Nora Quinn")).toBeTruthy();
    expect(within(footer()).getByRole("link", { name: "nora.quinn@carrier.example" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start over" })).toBeNull();
  });

  it("on: no lead link, no outbound link, the contacts as text, and Start over", async () => {
    renderApp(PAGE_PATH, { respond: pageResponder(kioskPage) });
    expect(await screen.findByRole("button", { name: "Start over" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Are you an employer or broker?" })).toBeNull();
    expect(screen.queryByRole("link", { name: /^Go to your enrollment platform/ })).toBeNull();
    // The language stays a choice: it does not leave the site.
    expect(screen.getByRole("button", { name: "Language: English" })).toBeTruthy();
    expect(within(footer()).queryAllByRole("link")).toEqual([]);
    expect(within(footer()).getByText(/© \d{4}/)).toBeTruthy();
    expect(within(footer()).getByRole("heading", { name: "Need Help?" })).toBeTruthy();
    expect(within(footer()).getByText(/^Phone: /)).toBeTruthy();
    // The plan summaries are the site's own documents, still downloadable.
    expect(within(cardOf(HMO_PLAN.planName)).getByRole("link", { name: /Plan summary/ })).toBeTruthy();
  });

  it("on: the personal plan offers print but not the e-mail", async () => {
    window.localStorage.setItem(favouritePlansKey(TEST_PAGE_ID), JSON.stringify([HMO_PLAN.id]));
    renderApp(`${PAGE_PATH}/personal-benefits-plan`, { respond: pageResponder(kioskPage) });
    expect(await screen.findByRole("heading", { level: 3, name: HMO_PLAN.planName })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Print" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "E-mail me my plan" })).toBeNull();
  });

  it("off: the personal plan offers the e-mail", async () => {
    window.localStorage.setItem(favouritePlansKey(TEST_PAGE_ID), JSON.stringify([HMO_PLAN.id]));
    renderApp(`${PAGE_PATH}/personal-benefits-plan`, { respond: pageResponder(testPage()) });
    expect(await screen.findByRole("heading", { level: 3, name: HMO_PLAN.planName })).toBeTruthy();
    expect(screen.getByRole("button", { name: "E-mail me my plan" })).toBeTruthy();
  });

  it("Start over clears the favourites and returns from the personal plan to the site's page", async () => {
    window.localStorage.setItem(favouritePlansKey(TEST_PAGE_ID), JSON.stringify([HMO_PLAN.id, PPO_PLAN.id]));
    const { router } = renderApp(`${PAGE_PATH}/personal-benefits-plan`, { respond: pageResponder(kioskPage) });
    expect(await screen.findByRole("heading", { level: 3, name: PPO_PLAN.planName })).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Start over" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE_PATH));
    expect(storedFavourites()).toEqual([]);
    expect(await screen.findByRole("heading", { level: 1, name: "Harbor Benefits 2026" })).toBeTruthy();
    const link = await screen.findByRole("link", { name: /My benefits plan/ });
    expect(link.textContent).toContain("Saved plans: 0");
    expect(screen.getByText("Started over: the saved plans were cleared.")).toBeTruthy();
    expect(document.activeElement?.id).toBe("main");
  });

  it("Start over leaves a comparison for the plans, with none picked", async () => {
    const { router } = renderApp(`${PAGE_PATH}?compare=${HMO_PLAN.id},${PPO_PLAN.id}`, {
      respond: pageResponder(kioskPage),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Start over" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    const compare = await within(cardOf(HMO_PLAN.planName)).findByRole("checkbox", { name: /Compare/ });
    expect((compare as HTMLInputElement).checked).toBe(false);
  });

  it("after two minutes without input the favourites are cleared and the site returns to its start", async () => {
    window.localStorage.setItem(favouritePlansKey(TEST_PAGE_ID), JSON.stringify([HMO_PLAN.id]));
    const { router } = renderApp(`${PAGE_PATH}/personal-benefits-plan`, { respond: pageResponder(kioskPage) });
    await screen.findByRole("heading", { level: 3, name: HMO_PLAN.planName });
    await screen.findByRole("button", { name: "Start over" });
    // From here on the inactivity count runs on fake timers; an input starts it.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.pointerDown(document.body);
    vi.advanceTimersByTime(KIOSK_INACTIVITY_MS - 1);
    expect(storedFavourites()).toEqual([HMO_PLAN.id]);
    // A key press starts the count again.
    fireEvent.keyDown(document.body, { key: "Tab" });
    vi.advanceTimersByTime(KIOSK_INACTIVITY_MS - 1);
    expect(storedFavourites()).toEqual([HMO_PLAN.id]);
    expect(router.state.location.pathname).toBe(`${PAGE_PATH}/personal-benefits-plan`);
    vi.advanceTimersByTime(1);
    expect(storedFavourites()).toEqual([]);
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE_PATH));
    expect(await screen.findByRole("heading", { level: 1, name: "Harbor Benefits 2026" })).toBeTruthy();
  });

  it("a site that is not a kiosk never resets on inactivity", async () => {
    window.localStorage.setItem(favouritePlansKey(TEST_PAGE_ID), JSON.stringify([HMO_PLAN.id]));
    const { router } = renderApp(`${PAGE_PATH}/personal-benefits-plan`, { respond: pageResponder(testPage()) });
    await screen.findByRole("heading", { level: 3, name: HMO_PLAN.planName });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.pointerDown(document.body);
    vi.advanceTimersByTime(KIOSK_INACTIVITY_MS * 2);
    expect(storedFavourites()).toEqual([HMO_PLAN.id]);
    expect(router.state.location.pathname).toBe(`${PAGE_PATH}/personal-benefits-plan`);
  });

  it("has no phone menu button when nothing is left to fold under it", async () => {
    renderApp(PAGE_PATH, { respond: pageResponder(testPage({ kioskMode: true, languageFeatureToggle: false })) });
    expect(await screen.findByRole("button", { name: "Start over" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Menu" })).toBeNull();
  });

  it("keeps the phone menu button for the language dialog", async () => {
    renderApp(PAGE_PATH, { respond: pageResponder(kioskPage) });
    expect(await screen.findByRole("button", { name: "Start over" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Menu" })).toBeTruthy();
  });

  it("is in Spanish on the Spanish site", async () => {
    renderApp(`/es${PAGE_PATH}`, { respond: pageResponder(kioskPage) });
    expect(await screen.findByRole("button", { name: "Empezar de nuevo" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "¿Es usted empleador o corredor?" })).toBeNull();
  });
});

describe("explorer language dialog", () => {
  it.each([
    ["the site's language option is off", { languageFeatureToggle: false }],
    ["the client's LANGUAGE toggle is off", { featureToggles: { isLanguageOn: false, isLargeClientOn: false } }],
  ])("is hidden when %s", async (_, change) => {
    renderApp(PAGE_PATH, { respond: pageResponder(testPage(change)) });
    await screen.findByRole("heading", { level: 1, name: "Harbor Benefits 2026" });
    expect(screen.getByRole("button", { name: "Are you an employer or broker?" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Language:/ })).toBeNull();
  });
});

describe("explorer large client", () => {
  const largeClient = { largeClientFeatureToggle: true, featureToggles: { isLanguageOn: true, isLargeClientOn: true } };

  it("lists the benefit types, each a link to its section", async () => {
    renderApp(PAGE_PATH, { respond: pageResponder(testPage(largeClient)) });
    const list = await screen.findByRole("navigation", { name: "Benefits on this page" });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Medical", "Dental", "Specified Disease"]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute("href")?.slice(1) ?? "");
      expect(target?.tagName).toBe("H2");
      expect(target?.textContent).toBe(link.textContent);
    }
  });

  it("is not listed without the client's LARGE_CLIENT toggle", async () => {
    renderApp(PAGE_PATH, { respond: pageResponder(testPage({ largeClientFeatureToggle: true })) });
    await screen.findByRole("heading", { level: 1, name: "Harbor Benefits 2026" });
    expect(screen.queryByRole("navigation", { name: "Benefits on this page" })).toBeNull();
  });
});
