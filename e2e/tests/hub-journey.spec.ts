/**
 * The hub journey: the owner creates a ben admin, assigns them to Great Lakes (seeded mid-onboarding, with
 * past-due tasks and its welcome flow not completed) and sends the activation e-mail. The ben admin activates, lands
 * on their home, opens the client, completes the welcome flow once (a second visit goes straight home), sees a Past
 * Due task, uploads a real PDF to the prior-carrier-certificates task with a visible progress bar, renames it,
 * downloads it (same bytes) and sees the task In Review. The owner marks it NIGO; the ben admin sees Action Required.
 */
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { NO_SESSION, OWNER_STATE } from "../support/auth-state";
import { softExpectNoAxeViolations } from "../support/axe";
import { expectTaskHeading, HUB_CLIENTS, h, minimalPdf } from "../support/hub";
import { activateFromEmail, openAsOwner, openClientManage, uniqueSuffix } from "../support/internal-admin";
import { text } from "../support/locales";
import { pickSearchOption } from "../support/search-select";

const GREAT_LAKES = HUB_CLIENTS.greatLakes;
const TASK = "prior-carrier-certificates";
const c = (key: string) => text("en", "clients", key);
const u = (key: string) => text("en", "users", key);
const en = (key: string) => h("en", key);

test.use({ storageState: OWNER_STATE });

test("a ben admin completes the welcome once, uploads, renames and downloads a certificate; the owner marks it NIGO", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const benAdmin = { name: `Hub Ben Admin ${suffix}`, email: `e2e.hub.benadmin.${suffix}@example.com` };

  // The owner creates the ben admin without the welcome e-mail ...
  await openAsOwner(page, "/ben-admins/admin");
  await page.getByRole("button", { name: u("pages.ben-admin.create") }).click();
  const create = page.getByRole("dialog", { name: u("pages.ben-admin.create") });
  await create.getByRole("textbox", { name: u("fields.name") }).fill(benAdmin.name);
  await create.getByRole("textbox", { name: u("fields.email") }).fill(benAdmin.email);
  await create.getByRole("checkbox", { name: u("fields.sendWelcomeEmail") }).uncheck();
  await create.getByRole("button", { name: u("actions.create"), exact: true }).click();
  await expect(create).toBeHidden();

  // ... assigns them to Great Lakes on its manage page, and sends the activation e-mail.
  await page.goto("/clients/admin");
  const clientId = await openClientManage(page, GREAT_LAKES.name);
  expect(clientId).toBe(GREAT_LAKES.id);
  const users = page.getByRole("region", { name: c("manage.users") });
  const picker = users.getByRole("combobox", { name: c("users.pick.BEN_ADMIN") });
  await pickSearchOption(page, picker, benAdmin.name, `${benAdmin.name} (${benAdmin.email})`);
  await users.getByRole("button", { name: c("users.assign.BEN_ADMIN") }).click();
  const assigned = users
    .getByRole("table", { name: c("users.caption") })
    .getByRole("row")
    .filter({ hasText: benAdmin.email });
  await expect(assigned).toContainText(c("users.notActivated"));
  const since = Date.now();
  await users.getByRole("button", { name: c("users.sendActivation") }).click();

  const benContext = await browser.newContext({ storageState: NO_SESSION });
  const ben = await benContext.newPage();
  try {
    // The ben admin activates, enrols TOTP, accepts the terms and lands on the ben-admin home with this one client.
    await activateFromEmail(ben, benAdmin.email, since);
    await expect(ben).toHaveURL(/\/clients\/ben-admin$/, { timeout: 15_000 });
    await expect(ben.getByRole("heading", { level: 1, name: text("en", "homes", "benAdmin.title") })).toBeVisible();
    await ben
      .getByRole("link", { name: text("en", "homes", "benAdmin.open").replace("{{client}}", GREAT_LAKES.name) })
      .click();

    // The hub sends them to the welcome flow, which they complete once.
    await expect(ben).toHaveURL(new RegExp(`/client/${clientId}/welcome$`));
    await expect(ben.getByRole("heading", { level: 1, name: en("welcome.title") })).toBeVisible();
    await expect(ben.getByRole("heading", { level: 2, name: en("welcome.aboutTitle") })).toBeVisible();
    await softExpectNoAxeViolations(ben);
    await ben.getByRole("button", { name: en("welcome.next") }).click();
    await expect(ben.getByRole("heading", { level: 2, name: en("welcome.tasksTitle") })).toBeVisible();
    await ben.getByRole("button", { name: en("welcome.next") }).click();
    await expect(ben.getByRole("heading", { level: 2, name: en("welcome.contactTitle") })).toBeVisible();
    const completed = ben.waitForResponse(
      (response) => response.url().endsWith(`/api/clients/${clientId}/complete-welcome-flow`) && response.ok(),
    );
    await ben.getByRole("button", { name: en("welcome.getStarted") }).click();
    await completed;
    await expect(ben).toHaveURL(new RegExp(`/client/${clientId}$`));
    await expect(ben.getByRole("heading", { level: 1, name: en("home.title") })).toBeVisible();

    // A second visit to /welcome (a fresh load of the app) goes straight home.
    await ben.goto(`/client/${clientId}/welcome`);
    await expect(ben).toHaveURL(new RegExp(`/client/${clientId}$`));
    await expect(ben.getByRole("heading", { level: 1, name: en("home.title") })).toBeVisible();
    // ... and so does home itself: no bounce back to the welcome.
    await ben.goto(`/client/${clientId}`);
    await expect(ben.getByRole("heading", { level: 1, name: en("home.title") })).toBeVisible();
    await expect(ben).toHaveURL(new RegExp(`/client/${clientId}$`));

    // Home shows at least one Past Due task.
    const yourTasks = ben.getByRole("region", { name: en("home.yourTasks") });
    await expect(yourTasks).toBeVisible();
    await expect(ben.getByRole("main").getByText(en("dueDate.PAST_DUE"), { exact: true }).first()).toBeVisible();
    await softExpectNoAxeViolations(ben);

    // The prior-carrier-certificates task.
    await yourTasks.getByRole("link", { name: en(`taskNames.${TASK}`) }).click();
    await expect(ben).toHaveURL(new RegExp(`/client/${clientId}/task/${TASK}$`));
    await expectTaskHeading(ben, "en", TASK);
    const table = ben.getByRole("table", { name: en("documents.caption") });

    // Upload a real small PDF (padded to ~300 KB) over a throttled upload link, so that the progress bar is seen.
    const fileName = `certificate-${suffix}.pdf`;
    const pdf = minimalPdf(`e2e ${suffix}`, 300 * 1024);
    const cdp = await benContext.newCDPSession(ben);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 100 * 1024,
    });
    const uploaded = ben.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/clients/${clientId}/documents`) && response.request().method() === "POST",
    );
    await ben
      .getByLabel(en("upload.label"))
      .setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: pdf });
    const uploadBar = ben.getByRole("progressbar", { name: en("upload.uploading") });
    await expect(uploadBar).toBeVisible();
    // The bar shows from 0 % and rises as the bytes go out.
    await expect.poll(async () => Number(await uploadBar.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
    expect((await uploaded).status()).toBe(201);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(uploadBar).toHaveCount(0);
    // Then the document's processing bar, which ends at 100 once the server has processed it.
    const processingBar = ben.getByRole("progressbar", {
      name: en("upload.processing").replace("{{name}}", fileName),
    });
    await expect(processingBar).toHaveAttribute("aria-valuenow", "100");
    await softExpectNoAxeViolations(ben);
    await expect(table.getByRole("row").filter({ hasText: fileName })).toHaveCount(1);

    // Rename it.
    const renamed = `Prior carrier certificate ${suffix}.pdf`;
    await table.getByRole("button", { name: en("documents.renameNamed").replace("{{name}}", fileName) }).click();
    const dialog = ben.getByRole("dialog", { name: en("documents.renameTitle") });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("textbox", { name: en("documents.newName") }).fill(renamed);
    await dialog.getByRole("button", { name: en("documents.rename"), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole("row").filter({ hasText: renamed })).toHaveCount(1);
    await expect(table.getByRole("row").filter({ hasText: fileName })).toHaveCount(0);

    // Download it: the same bytes come back, under the new name.
    const downloading = ben.waitForEvent("download");
    await table.getByRole("button", { name: en("documents.downloadNamed").replace("{{name}}", renamed) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(renamed);
    const path = await download.path();
    expect(path).toBeTruthy();
    expect(Buffer.compare(await readFile(path as string), pdf)).toBe(0);

    // The upload moved the task to In Review.
    await expect(ben.getByRole("main").getByText(en("status.IN_REVIEW"), { exact: true })).toBeVisible();
    await ben.reload();
    await expectTaskHeading(ben, "en", TASK);
    await expect(ben.getByRole("main").getByText(en("status.IN_REVIEW"), { exact: true })).toBeVisible();

    // The owner opens the same task and marks it NIGO ("Action Required").
    await page.goto(`/client/${clientId}/task/${TASK}`);
    await expectTaskHeading(page, "en", TASK);
    await expect(page.getByRole("main").getByText(en("status.IN_REVIEW"), { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole("table", { name: en("documents.caption") })
        .getByRole("row")
        .filter({ hasText: renamed }),
    ).toHaveCount(1);
    await page.getByRole("combobox", { name: en("task.setStatus") }).click();
    await page.getByRole("option", { name: en("status.NIGO"), exact: true }).click();
    const statusSaved = page.waitForResponse(
      (response) => response.url().endsWith(`/tasks/${TASK}/status`) && response.request().method() === "PUT",
    );
    await page.getByRole("button", { name: en("task.updateStatus") }).click();
    expect((await statusSaved).ok()).toBe(true);
    await expect(page.getByRole("main").getByText(en("status.NIGO"), { exact: true })).toBeVisible();

    // The ben admin reloads and sees Action Required, on the task and on home.
    await ben.reload();
    await expectTaskHeading(ben, "en", TASK);
    await expect(ben.getByRole("main").getByText(en("status.NIGO"), { exact: true })).toBeVisible();
    await ben.goto(`/client/${clientId}`);
    const row = ben
      .getByRole("region", { name: en("home.yourTasks") })
      .getByRole("listitem")
      .filter({ has: ben.getByRole("link", { name: en(`taskNames.${TASK}`) }) });
    await expect(row).toContainText(en("status.NIGO"));
  } finally {
    await benContext.close();
  }
});
