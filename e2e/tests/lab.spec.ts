/**
 * The lab pages (onboarding spec §2, issue 19): /lab/home explains the lab and lists the product's feature toggles
 * with what each changes and its global state; /lab/about says what the lab is for and how toggles are set. Both are
 * real pages (not the "not available yet" shell), in English and Spanish, and axe-clean.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { text } from "../support/locales";

const TOGGLES = ["DENTAL_COMPARISON", "VISION_COMPARISON", "LANGUAGE", "LARGE_CLIENT", "REMOVE_EDI_FROM_EIF"];

for (const language of ["en", "es"] as const) {
  const prefix = language === "es" ? "/es" : "";
  const l = (key: string) => text(language, "lab", key);

  test(`lab home lists every toggle with its global state, and has no axe violations (${language})`, async ({
    page,
  }) => {
    const toggles = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/feature-toggles");
    await page.goto(`${prefix}/lab/home`);
    await expect(page.getByRole("heading", { level: 1, name: l("home.title") })).toBeVisible();
    const states = (await (await toggles).json()) as Record<string, boolean>;
    await expect(page.getByText(text(language, "common", "pageShell.notAvailable"))).toHaveCount(0);

    const list = page.getByRole("list", { name: l("home.togglesTitle") });
    await expect(list.getByRole("listitem")).toHaveCount(TOGGLES.length);
    for (const name of TOGGLES) {
      const item = list.getByRole("listitem").filter({ hasText: `(${name})` });
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(`${l(`toggles.${name}.name`)} (${name})`);
      await expect(item).toContainText(l(`toggles.${name}.effect`));
      const state = l(states[name] === true ? "toggleList.on" : "toggleList.off");
      await expect(item).toContainText(l("toggleList.state").replace("{{state}}", state));
    }
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: l("home.aboutLink") }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/lab/about$`));
    await expect(page.getByRole("heading", { level: 1, name: l("about.title") })).toBeVisible();
  });

  test(`lab about explains the lab and how toggles are set, and has no axe violations (${language})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/lab/about`);
    await expect(page.getByRole("heading", { level: 1, name: l("about.title") })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: l("about.purposeTitle") })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: l("about.settingTitle") })).toBeVisible();
    await expect(page.getByText(l("about.override"))).toBeVisible();
    await expect(page.getByText(text(language, "common", "pageShell.notAvailable"))).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: l("about.homeLink") }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/lab/home$`));
    await expect(page.getByRole("heading", { level: 1, name: l("home.title") })).toBeVisible();
  });
}
