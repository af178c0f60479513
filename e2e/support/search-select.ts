/**
 * Picks one option of a searchable select that the server searches (components/search-select): types the search,
 * then clicks the option. The options list is replaced when the debounced search answers; on a busy machine that can
 * close the dropdown between the option showing and the click. A person then opens the list again, and so does this
 * helper, until the option is picked (the box then shows its label).
 */
import { expect, type Locator, type Page } from "@playwright/test";

export async function pickSearchOption(page: Page, combobox: Locator, search: string, optionName: string) {
  await combobox.fill(search);
  const option = page.getByRole("option", { name: optionName });
  await expect(async () => {
    if (!(await option.isVisible())) await combobox.click();
    await option.click({ timeout: 5_000 });
    await expect(combobox).toHaveValue(optionName, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
}
