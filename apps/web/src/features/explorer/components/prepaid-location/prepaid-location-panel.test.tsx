import { PREPAID_LOCATION_KEY } from "@onboard/domain/common/storage-keys";
import type { ExplorerBenefitGroup } from "@onboard/domain/explorer/explorer-page-schemas";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../../test/render-app";
import { pageResponder, testPage, testPlan, testPlanId } from "../../explorer-test-support";
import { BenefitGroupSection } from "../benefit-group-section";
import { axeViolations, renderExplorer } from "../compare/forms-test-support";

const TEXAS_DHMO = testPlan({
  id: testPlanId(41),
  benefitType: "DENTAL",
  planType: "DHMO",
  planName: "Texas Prepaid Dental",
  prepaidSitusState: "TX",
  prepaidDentalNetwork: "UNITED_DENTAL_CARE",
  isComparable: false,
});
const DENTAL_PPO = testPlan({
  id: testPlanId(42),
  benefitType: "DENTAL",
  planType: "PPO",
  planName: "Dental PPO Choice",
  prepaidDentalNetwork: "DENTAL_NETWORK_PPO",
});

function dentalGroup(plans = [TEXAS_DHMO, DENTAL_PPO]): ExplorerBenefitGroup {
  return {
    benefitType: "DENTAL",
    highlighterText: { en: null, es: null },
    highlighterOrder: null,
    planSummaryDocuments: {},
    plans,
  };
}

function renderGroup(language: "en" | "es", group = dentalGroup()) {
  const page = testPage({ benefits: [group] });
  const path = `${language === "es" ? "/es" : ""}/benefits-explorer/${page.id}`;
  return renderExplorer(<BenefitGroupSection page={page} group={group} language={language} />, { path });
}

// jsdom joins the button's text and its visually hidden context without the space a browser's name has.
const CHANGE = /^Change ?\(the state you live in\)$/;

const card = (name: string) => screen.getByRole("article", { name });

function describedBy(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

describe("the prepaid location beside dental plans", () => {
  it("asks where the visitor lives, requires a state, then marks the prepaid plan and lists the state's networks", async () => {
    const user = userEvent.setup();
    await renderGroup("en");
    const region = await screen.findByRole("region", { name: "Where do you live?" });
    expect(await axeViolations()).toEqual([]);

    await user.click(within(region).getByRole("button", { name: "Show my dental options" }));
    const select = within(region).getByRole("combobox", { name: "State you live in" });
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(select)).toContain("State is required");
    expect(document.activeElement).toBe(select);
    expect(window.localStorage.getItem(PREPAID_LOCATION_KEY)).toBeNull();
    expect(within(card("Texas Prepaid Dental")).queryByText(/in Texas/)).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await user.selectOptions(select, "TX");
    await user.click(within(region).getByRole("button", { name: "Show my dental options" }));

    const chosen = await within(region).findByText("You live in Texas.");
    expect(document.activeElement).toBe(chosen);
    expect(window.localStorage.getItem(PREPAID_LOCATION_KEY)).toBe('{"state":"TX"}');
    expect(within(card("Texas Prepaid Dental")).getByText("Available in Texas")).toBeTruthy();
    // A PPO plan is available everywhere its network is, and its network is in every state: nothing to say.
    expect(within(card("Dental PPO Choice")).queryByText(/Texas/)).toBeNull();
    const networks = within(region).getByRole("list", { name: "Dental networks in Texas" });
    expect(
      within(networks)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Focus PPO (PPO)",
      "Dental Network PPO (PPO)",
      "DHMO Dental Series (prepaid)",
      "United Dental Care (prepaid)",
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it("in Spanish, with the state names in Spanish, marks a plan not offered in the visitor's state", async () => {
    const user = userEvent.setup();
    await renderGroup("es");
    const region = await screen.findByRole("region", { name: "¿Dónde vive?" });
    await user.click(within(region).getByRole("button", { name: "Ver mis opciones dentales" }));
    const select = within(region).getByRole("combobox", { name: "Estado donde vive" });
    expect(describedBy(select)).toContain("El estado es obligatorio");
    expect(within(select).getByRole("option", { name: "Nueva York" })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    await user.selectOptions(select, "FL");
    await user.click(within(region).getByRole("button", { name: "Ver mis opciones dentales" }));

    expect(await within(region).findByText("Vive en Florida.")).toBeTruthy();
    expect(within(card("Texas Prepaid Dental")).getByText("No disponible en Florida")).toBeTruthy();
    const networks = within(region).getByRole("list", { name: "Redes dentales en Florida" });
    expect(within(networks).getByText(/Prepaid Dental Series Florida only/).textContent).toBe(
      "Prepaid Dental Series Florida only (prepagada)",
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("remembers the state from browser storage, and lets the visitor change it or keep it", async () => {
    window.localStorage.setItem(PREPAID_LOCATION_KEY, '{"state":"TX"}');
    const user = userEvent.setup();
    await renderGroup("en");
    const region = await screen.findByRole("region", { name: "Where do you live?" });
    expect(within(region).getByText("You live in Texas.")).toBeTruthy();
    expect(within(card("Texas Prepaid Dental")).getByText("Available in Texas")).toBeTruthy();

    await user.click(within(region).getByRole("button", { name: CHANGE }));
    const select = within(region).getByRole<HTMLSelectElement>("combobox", { name: "State you live in" });
    expect(select.value).toBe("TX");
    expect(document.activeElement).toBe(select);
    expect(await axeViolations()).toEqual([]);

    await user.click(within(region).getByRole("button", { name: "Cancel" }));
    expect(document.activeElement).toBe(within(region).getByRole("button", { name: CHANGE }));

    await user.click(within(region).getByRole("button", { name: CHANGE }));
    await user.selectOptions(within(region).getByRole("combobox", { name: "State you live in" }), "OK");
    await user.click(within(region).getByRole("button", { name: "Show my dental options" }));
    expect(await within(card("Texas Prepaid Dental")).findByText("Not available in Oklahoma")).toBeTruthy();
    expect(window.localStorage.getItem(PREPAID_LOCATION_KEY)).toBe('{"state":"OK"}');
  });

  it("follows a state chosen in another tab", async () => {
    await renderGroup("en");
    const region = await screen.findByRole("region", { name: "Where do you live?" });
    window.localStorage.setItem(PREPAID_LOCATION_KEY, '{"state":"CA"}');
    window.dispatchEvent(new StorageEvent("storage", { key: PREPAID_LOCATION_KEY }));
    expect(await within(region).findByText("You live in California.")).toBeTruthy();
    expect(within(card("Texas Prepaid Dental")).getByText("Not available in California")).toBeTruthy();
  });

  it("asks again when what is stored is not a state", async () => {
    window.localStorage.setItem(PREPAID_LOCATION_KEY, '{"state":"ZZ"}');
    await renderGroup("en");
    const region = await screen.findByRole("region", { name: "Where do you live?" });
    expect(within(region).getByRole<HTMLSelectElement>("combobox", { name: "State you live in" }).value).toBe("");
  });

  it("does not ask when no dental plan depends on where the visitor lives", async () => {
    await renderGroup("en", dentalGroup([DENTAL_PPO]));
    await screen.findByRole("article", { name: "Dental PPO Choice" });
    expect(screen.queryByRole("region", { name: "Where do you live?" })).toBeNull();
    await waitFor(() => expect(screen.queryByRole("combobox")).toBeNull());
  });

  it("is forgotten by a kiosk's Start over, with the rest of the visitor", async () => {
    window.localStorage.setItem(PREPAID_LOCATION_KEY, '{"state":"TX"}');
    // The test page's dental plans include a DHMO (dental-networks-by-state: offered in Texas).
    renderApp("/benefits-explorer/harbor", { respond: pageResponder(testPage({ kioskMode: true })) });
    const region = await screen.findByRole("region", { name: "Where do you live?" });
    expect(await within(region).findByText("You live in Texas.")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Start over" }));
    const again = await screen.findByRole("region", { name: "Where do you live?" });
    expect(await within(again).findByRole("combobox", { name: "State you live in" })).toBeTruthy();
    expect(within(again).queryByText("You live in Texas.")).toBeNull();
    expect(window.localStorage.getItem(PREPAID_LOCATION_KEY)).toBeNull();
  });
});
