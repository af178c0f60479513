/**
 * The push of plan design to QPS (issue 17), by carrier staff, watched live: the owner pushes Lone Star Logistics
 * (QPS answers normally) and Summit Regional Health Partners (QPS told to answer with warnings) from their push
 * screens; the "Push to QPS" overlay follows both across navigation, from "Pushing…" to "Successfully pushed" and
 * "Pushed with warnings" without a reload, QPS holds one update for each, and removing both hides the overlay. The
 * push screen is checked with axe in English and Spanish.
 */
import { expect, type Page, test } from "@playwright/test";
import { clientIdOf } from "../../apps/server/src/db/seed/keys";
import { OWNER_STATE } from "../support/auth-state";
import { expectNoAxeViolations } from "../support/axe";
import { inLanguage } from "../support/internal-admin";
import { text } from "../support/locales";
import { answerNextPush, qpsUpdatesOf } from "../support/qps";

const LONE_STAR = { name: "Lone Star Logistics LLC", id: clientIdOf("lonestar"), caseId: "430972" };
const SUMMIT = { name: "Summit Regional Health Partners", id: clientIdOf("summit"), caseId: "433916" };
const pushPath = (clientId: string) => `/client/${clientId}/push-to-qps`;

test.use({ storageState: OWNER_STATE });

async function push(page: Page, client: typeof LONE_STAR): Promise<void> {
  await page.goto(pushPath(client.id));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(client.name);
  await page.getByRole("button", { name: "Push plan design to QPS" }).click();
}

test("staff push two clients and watch the overlay change to each result live, then remove both", async ({ page }) => {
  test.setTimeout(120_000);
  await answerNextPush(SUMMIT.caseId, "warnings");
  const overlay = page.getByRole("region", { name: "Push to QPS" });
  const entry = (client: typeof LONE_STAR) => overlay.getByRole("listitem").filter({ hasText: client.name });

  await push(page, LONE_STAR);
  await expect(overlay).toBeVisible();
  await expect(entry(LONE_STAR)).toContainText(`Case ID ${LONE_STAR.caseId}`);
  await expect(entry(LONE_STAR)).toContainText("Pushing…");
  await expect(entry(LONE_STAR).getByRole("progressbar", { name: `${LONE_STAR.name} push progress` })).toBeVisible();

  // Another client's screen: the overlay comes along, still following the first push.
  await push(page, SUMMIT);
  await expect(entry(SUMMIT)).toContainText("Pushing…");
  await expect(entry(LONE_STAR)).toContainText("Successfully pushed");
  await expect(entry(SUMMIT)).toContainText("Pushed with warnings");
  expect(await qpsUpdatesOf(LONE_STAR.caseId)).toBe(1);
  expect(await qpsUpdatesOf(SUMMIT.caseId)).toBe(1);

  // The push history on the screen shows QPS's warnings too.
  await expect(page.getByRole("table").filter({ hasText: "Pushed with warnings" })).toBeVisible();

  // The link leads to the client's push screen; removing both hides the overlay.
  await entry(LONE_STAR).getByRole("link", { name: "Open task" }).click();
  await expect(page).toHaveURL(new RegExp(`${pushPath(LONE_STAR.id)}$`));
  await overlay.getByRole("button", { name: `Remove ${LONE_STAR.name}` }).click();
  await expect(entry(LONE_STAR)).toHaveCount(0);
  await overlay.getByRole("button", { name: `Remove ${SUMMIT.name}` }).click();
  await expect(overlay).toHaveCount(0);
});

for (const language of ["en", "es"] as const) {
  test(`the push screen has no axe violations (${language})`, async ({ page }) => {
    await page.goto(inLanguage(language, pushPath(clientIdOf("greatlakes"))));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Great Lakes has no employee class: the screen lists what blocks the push.
    await expect(page.getByRole("button", { name: text(language, "qps", "screen.push") })).toBeDisabled();
    await expectNoAxeViolations(page);
  });
}
