/**
 * The EIF's signing loop (issue 14), in two parts that run side by side.
 * - Peachtree Hospitality Group, whose form misses only its mailing location and an employee class (added through
 *   the API first): the owner names an outside signer from the review, in Spanish; the signer opens the e-mailed link
 *   in a fresh browser with no account, reviews and signs in Spanish; the summary's PDF downloads under its name.
 * - Harborview Medical Group, signed in the seed: the owner names an outside signer; the ben admin, Rosa Delgado,
 *   edits two answers after signing and sends them for review; the owner accepts one and declines the other with a
 *   reason; the outside signer's link shows that the carrier accepted the changes, and they sign the updates.
 */
import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { clientIdOf } from "../../apps/server/src/db/seed/keys";
import { apiClient, dataOf } from "../support/api-client";
import { NO_SESSION, OWNER_STATE } from "../support/auth-state";
import { expectNoAxeViolations } from "../support/axe";
import { DEMO_PASSWORD } from "../support/demo-logins";
import { demoLogin, submitCredentials, verifyWithTotp } from "../support/demo-user";
import { eif, expectSaved, expectSubStep, stepPath } from "../support/eif";
import type { Language } from "../support/locales";
import { waitForEmail } from "../support/mailbox";

const PEACHTREE = { name: "Peachtree Hospitality Group", id: clientIdOf("peachtree") };
const HARBORVIEW = { name: "Harborview Medical Group", id: clientIdOf("harborview") };

/** The two answers Peachtree's seeded form misses: a claims report mailing location and a first employee class. */
async function completePeachtree(request: APIRequestContext) {
  const api = apiClient(request);
  const params = { path: { clientId: PEACHTREE.id } };
  const draft = await dataOf("the draft", api.GET("/api/clients/{clientId}/draft", { params }));
  const contacts = await dataOf("the contacts", api.GET("/api/clients/{clientId}/contacts", { params }));
  const [location] = draft.locations;
  if (!location) throw new Error("Peachtree's seed has no location");
  await dataOf(
    "the mailing location",
    api.POST("/api/clients/{clientId}/monthly-claims-report-mailing-location", {
      params,
      body: { locationId: location.id, contactId: contacts[0]?.id ?? null },
    }),
  );
  await dataOf(
    "the first employee class",
    api.POST("/api/clients/{clientId}/employee-classes", {
      params,
      body: { name: "All full-time employees", asFirstClass: true },
    }),
  );
}

const reviewPath = (language: Language, clientId: string) => stepPath(language, clientId, "review-&-submit", "review");

async function signHere(page: Page, language: Language, fullName: string, button: string) {
  await page.getByRole("checkbox", { name: eif(language, "review.sign.consent") }).check();
  await page.getByRole("textbox", { name: eif(language, "review.sign.fullName") }).fill(fullName);
  await page.getByRole("button", { name: button, exact: true }).click();
}

/** The owner names the client's outside signer from the review; the signer's e-mailed link. */
async function nameOutsideSigner(
  page: Page,
  language: Language,
  clientId: string,
  signer: { first: string; last: string },
) {
  const since = Date.now();
  const email = `${signer.first.toLowerCase()}.${signer.last.toLowerCase()}+${since.toString(36)}@signers.example.com`;
  await page.goto(reviewPath(language, clientId));
  await expectSubStep(page, language, "review");
  const panel = page.getByRole("region", { name: eif(language, "outsideSigner.panel.heading") });
  await panel.getByRole("textbox", { name: eif(language, "outsideSigner.panel.firstName") }).fill(signer.first);
  await panel.getByRole("textbox", { name: eif(language, "outsideSigner.panel.lastName") }).fill(signer.last);
  await panel.getByRole("textbox", { name: eif(language, "outsideSigner.panel.email") }).fill(email);
  await panel.getByRole("button", { name: eif(language, "outsideSigner.panel.send") }).click();
  await expect(panel.getByRole("button", { name: eif(language, "outsideSigner.panel.resend") })).toBeVisible();
  const message = await waitForEmail({ to: email, since });
  const link = `${message.text}\n${message.html}`.match(/https?:\/\/[^\s"'<>]+outside-signer[^\s"'<>]+/)?.[0];
  expect(link, message.text).toBeTruthy();
  return String(link).replaceAll("&amp;", "&");
}

test.describe("the signing loop", () => {
  test.use({ storageState: OWNER_STATE });

  test("an outside signer opens the e-mailed link with no account, reviews and signs; the summary PDF downloads", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await completePeachtree(page.request);
    const link = await nameOutsideSigner(page, "es", PEACHTREE.id, { first: "Marisol", last: "Vega" });

    // The signer opens the link in a browser that has never signed in, reviews and signs.
    const signerContext = await browser.newContext({ storageState: NO_SESSION });
    const signer = await signerContext.newPage();
    await signer.goto(link);
    const title = eif("es", "outsideSigner.title").replace("{{client}}", PEACHTREE.name);
    await expect(signer.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // The token left the address bar.
    expect(new URL(signer.url()).searchParams.get("token")).toBeNull();
    await expectNoAxeViolations(signer);
    await signHere(signer, "es", "Marisol Vega", eif("es", "review.sign.submit"));
    await expect(signer.getByText(eif("es", "review.sign.signedTitle"), { exact: true })).toBeVisible();
    await signerContext.close();

    // The summary's PDF downloads under the client's name, dated in the browser's zone.
    await page.goto(`/client/${PEACHTREE.id}/task/eif-submit-company-information/summary`);
    await expect(page.getByRole("heading", { level: 1, name: eif("en", "summary.title") })).toBeVisible();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: eif("en", "summary.download") }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^peachtree-hospitality-group-company-information-summary-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
  });

  test("the ben admin edits after signing, staff accept one change and decline another, the outside signer signs the updates", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const link = await nameOutsideSigner(page, "en", HARBORVIEW.id, { first: "Dana", last: "Whitfield" });

    // The ben admin edits two answers of the signed form, and sends them for review.
    const benAdminContext = await browser.newContext({ storageState: NO_SESSION });
    const benAdmin = await benAdminContext.newPage();
    const rosa = demoLogin("BEN_ADMIN", 0);
    await benAdmin.goto("/login");
    await submitCredentials(benAdmin, rosa.email, DEMO_PASSWORD);
    await verifyWithTotp(benAdmin, rosa);
    await benAdmin.goto(stepPath("en", HARBORVIEW.id, "company-information", "tax-id"));
    await expectSubStep(benAdmin, "en", "tax-id");
    await expect(benAdmin.getByText(eif("en", "changes.bannerTitle"))).toBeVisible();
    await benAdmin
      .getByRole("textbox", { name: eif("en", "fields.doingBusinessAs") })
      .fill("Harborview Health Network");
    await benAdmin.getByRole("textbox", { name: eif("en", "fields.natureOfBusiness") }).fill("Hospitals and clinics");
    await expectSaved(benAdmin, "en");
    await benAdmin.goto(reviewPath("en", HARBORVIEW.id));
    const changes = benAdmin.getByRole("region", { name: eif("en", "changes.title") });
    await expect(changes.getByRole("row")).toHaveCount(3);
    await expectNoAxeViolations(benAdmin);
    await changes.getByRole("button", { name: eif("en", "changes.send") }).click();
    await expect(changes.getByText(eif("en", "changes.states.ready-for-review"))).toBeVisible();
    await benAdminContext.close();

    // The outside signer's link says the changes are under review.
    const signerContext = await browser.newContext({ storageState: NO_SESSION });
    const signer = await signerContext.newPage();
    await signer.goto(link);
    await expect(signer.getByText(eif("en", "outsideSigner.header.ready-for-review.title"))).toBeVisible();

    // The owner accepts the new trade name and declines the nature of business, with a reason.
    await page.goto(reviewPath("en", HARBORVIEW.id));
    const review = page.getByRole("region", { name: eif("en", "changes.title") });
    const choose = (field: string) =>
      review.getByRole("checkbox", { name: eif("en", "changes.chooseNamed").replace("{{name}}", eif("en", field)) });
    await choose("fields.doingBusinessAs").check();
    await review.getByRole("button", { name: eif("en", "changes.accept") }).click();
    await expect(review.getByRole("row").filter({ hasText: eif("en", "changes.statuses.accepted") })).toHaveCount(1);
    await choose("fields.natureOfBusiness").check();
    await review
      .getByRole("textbox", { name: eif("en", "changes.reason") })
      .fill("It must match the group application");
    await review.getByRole("button", { name: eif("en", "changes.decline") }).click();
    await expect(review.getByRole("row").filter({ hasText: eif("en", "changes.statuses.declined") })).toHaveCount(1);
    await expect(review.getByText(eif("en", "changes.states.changes-accepted"))).toBeVisible();
    await expectNoAxeViolations(page);

    // The outside signer now reads that the carrier accepted the changes, and signs the updates.
    await signer.goto(`/client/${HARBORVIEW.id}/outside-signer/${encodeURIComponent("review-&-submit-updates")}`);
    await expect(signer.getByText(eif("en", "outsideSigner.header.changes-accepted.title"))).toBeVisible();
    await expect(signer.getByRole("cell", { name: "Harborview Health Network" })).toBeVisible();
    // Only the accepted change is signed: the declined one was put back.
    await expect(signer.getByRole("cell", { name: "Hospitals and clinics" })).toHaveCount(0);
    await expectNoAxeViolations(signer);
    await signHere(signer, "en", "Dana Whitfield", eif("en", "outsideSigner.signUpdates"));
    await expect(signer.getByText(eif("en", "review.sign.signedTitle"), { exact: true })).toBeVisible();
    await signerContext.close();
  });
});
