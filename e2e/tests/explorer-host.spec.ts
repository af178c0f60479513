/** The explorer host serves only the explorer's routes; portal paths there are not found. */
import { expect, test } from "@playwright/test";

const explorerOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

test("the explorer host serves the explorer index and 404s portal paths", async ({ page }) => {
  const index = await page.goto(`${explorerOrigin}/`);
  expect(index?.status()).toBe(200);
  await expect(page.getByRole("main")).toBeVisible();

  const portal = await page.goto(`${explorerOrigin}/clients/admin`);
  expect(portal?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: "Sorry, the page you are looking for does not exist" }),
  ).toBeVisible();
});
