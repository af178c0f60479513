/** The explorer host serves only the explorer's routes; portal paths there are not found. */
import { expect, test } from "@playwright/test";
import { EXPLORER_PAGES } from "../support/explorer";

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

test("the explorer's port serves the explorer whatever the host name: 127.0.0.1 as well as localhost", async ({
  page,
}) => {
  const byAddress = explorerOrigin.replace("localhost", "127.0.0.1");
  const site = await page.goto(`${byAddress}/${EXPLORER_PAGES.live.slug}`);
  expect(site?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: EXPLORER_PAGES.live.name })).toBeVisible();
  // The web app on that origin knows it is on the explorer host: a portal path is the explorer's 404 page.
  const portal = await page.goto(`${byAddress}/clients/admin`);
  expect(portal?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: "Sorry, the page you are looking for does not exist" }),
  ).toBeVisible();
});
