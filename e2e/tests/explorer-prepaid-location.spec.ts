/**
 * The prepaid location on the public explorer (issue 19), in English and Spanish, on the demo site, whose dental plans
 * include a prepaid DHMO (situs Texas, United Dental Care): "Where do you live?" asks for the visitor's state;
 * submitting without one says "State is required" on the select; choosing a state marks the prepaid plan available or
 * not there and lists the dental networks of that state; a reload keeps the state (browser storage), read after
 * hydration without a hydration warning; "Change" picks another state. axe runs on each step.
 */
import { PREPAID_DENTAL_NETWORKS } from "@onboard/domain/explorer/benefit-types";
import { dentalNetworksIn } from "@onboard/domain/explorer/dental-networks-by-state";
import { isPpoDentalNetwork } from "@onboard/domain/explorer/prepaid-location-plans";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { EXPLORER_PAGES, explorerPath, fill, loadPageData, openExplorer } from "../support/explorer";
import { type Language, text } from "../support/locales";

const LANGUAGES: Language[] = ["en", "es"];
const { demo } = EXPLORER_PAGES;
const PREPAID_PLAN = "Prepaid Dental DHMO";
const PPO_PLAN = "Lone Star Self-Funded Dental PPO";

/** React's hydration failures, in development and production wording (as explorer-ssr.spec.ts checks them). */
const HYDRATION = /hydrat|did ?n[o'’]t match|server rendered HTML|(?:#|errors\/)(?:418|419|421|422|423|425)\b/i;

function collectHydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (HYDRATION.test(message.text())) problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => {
    if (HYDRATION.test(error.message)) problems.push(`pageerror: ${error.message}`);
  });
  return problems;
}

for (const language of LANGUAGES) {
  const t = (key: string, values: Record<string, string> = {}) => fill(text(language, "prepaidLocation", key), values);
  const stateName = (code: string) => t(`states.${code}`);

  test(`a visitor says where they live and sees which prepaid plans and dental networks are there (${language})`, async ({
    page,
  }) => {
    const data = await loadPageData(page, demo.slug);
    const prepaidTitle = data.title(data.plan(PREPAID_PLAN), language);
    const ppoTitle = data.title(data.plan(PPO_PLAN), language);
    const prepaidCard = page.getByRole("article", { name: prepaidTitle, exact: true });
    const ppoCard = page.getByRole("article", { name: ppoTitle, exact: true });
    const problems = collectHydrationProblems(page);

    await openExplorer(page, explorerPath(language, demo.slug), language, demo.name);
    const region = page.getByRole("region", { name: t("title"), exact: true });
    const select = region.getByRole("combobox", { name: t("stateLabel") });
    const submit = region.getByRole("button", { name: t("submit"), exact: true });
    await expect(select).toHaveValue("");
    await expectNoAxeViolations(page);

    // Without a state: the spec's message on the select, which takes the focus.
    await submit.click();
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAccessibleDescription(t("errors.stateRequired"));
    await expect(select).toBeFocused();
    await expect(prepaidCard.getByText(t("available", { state: stateName("TX") }))).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Texas: the plan's situs state, so it is available; the PPO plan needs no state and says nothing.
    await select.selectOption({ label: stateName("TX") });
    await submit.click();
    await expect(region.getByText(t("chosen", { state: stateName("TX") }), { exact: true })).toBeFocused();
    await expect(prepaidCard.getByText(t("available", { state: stateName("TX") }), { exact: true })).toBeVisible();
    await expect(ppoCard.getByText(stateName("TX"))).toHaveCount(0);
    const networks = region.getByRole("list", { name: t("networksTitle", { state: stateName("TX") }), exact: true });
    await expect(networks.getByRole("listitem")).toHaveText(
      dentalNetworksIn("TX").map((key) => {
        const name = PREPAID_DENTAL_NETWORKS.find((network) => network.key === key)?.name;
        return `${name} (${t(isPpoDentalNetwork(key) ? "networkTypes.ppo" : "networkTypes.prepaid")})`;
      }),
    );
    await expect(networks.getByRole("listitem").filter({ hasText: "United Dental Care" })).toHaveCount(1);
    await expectNoAxeViolations(page);

    // A new visit: the server's HTML knows no visitor's state; the browser shows the stored one once hydrated.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: demo.name, exact: true })).toBeVisible();
    await expect(region.getByText(t("chosen", { state: stateName("TX") }), { exact: true })).toBeVisible();
    await expect(prepaidCard.getByText(t("available", { state: stateName("TX") }), { exact: true })).toBeVisible();
    await expect(networks).toBeVisible();

    // Another state: the Texas plan is not offered there, and that state's networks are listed.
    await region.getByRole("button", { name: `${t("change")} (${t("changeContext")})`, exact: true }).click();
    await expect(select).toBeFocused();
    await expect(select).toHaveValue("TX");
    await select.selectOption({ label: stateName("NY") });
    await submit.click();
    await expect(prepaidCard.getByText(t("notAvailable", { state: stateName("NY") }), { exact: true })).toBeVisible();
    const newYork = region.getByRole("list", { name: t("networksTitle", { state: stateName("NY") }), exact: true });
    await expect(newYork.getByRole("listitem").filter({ hasText: "Heritage" })).toHaveCount(1);
    await expect(newYork.getByRole("listitem").filter({ hasText: "United Dental Care" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.waitForLoadState("networkidle");
    expect(problems, "hydration problems").toEqual([]);
  });
}
