/** Every page starts with a skip link that moves keyboard focus to the main content. */
import { expect, test } from "@playwright/test";
import { text } from "../support/locales";

for (const [language, path] of [
  ["en", "/404"],
  ["es", "/es/maintenance"],
] as const) {
  test(`the skip link is the first stop and moves focus to main (${language})`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: text(language, "common", "skipToMain") });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
}
