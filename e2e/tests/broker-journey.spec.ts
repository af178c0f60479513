/**
 * The broker journey: an admin creates a broker, assigns the broker to a client and sends the activation
 * e-mail; the broker activates from that e-mail, enrols TOTP, accepts the terms and lands on a home that lists only
 * the assigned client. The broker home is checked with axe in both languages on the way.
 */
import { expect, test } from "@playwright/test";
import { NO_SESSION, OWNER_STATE } from "../support/auth-state";
import { softExpectNoAxeViolations } from "../support/axe";
import { DEMO_LOGINS } from "../support/demo-logins";
import {
  activateFromEmail,
  createBroker,
  interpolate,
  newBroker,
  openAsOwner,
  openClientManage,
} from "../support/internal-admin";
import { text } from "../support/locales";
import { pickSearchOption } from "../support/search-select";

/** A seeded client whose brokers and ben admins have all activated, so the send reaches only the new broker. */
const ASSIGNED_CLIENT = "Bluegrass Veterinary Partners";
/** Another seeded client the new broker must not see. */
const OTHER_CLIENT = "Harborview Medical Group";

const c = (key: string) => text("en", "clients", key);
const u = (key: string) => text("en", "users", key);
const TOAST = text("en", "common", "emailSent.toast");

test.use({ storageState: OWNER_STATE });

test("an admin creates a broker, assigns a client and sends the activation e-mail; the broker activates and sees only that client", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  expect(DEMO_LOGINS.some((login) => login.clientNames.includes(ASSIGNED_CLIENT) && login.totpSecret === null)).toBe(
    false,
  );
  const broker = newBroker();

  // The admin creates the broker, who shows in the list as not activated.
  await openAsOwner(page, "/brokers/admin");
  await expect(page.getByRole("heading", { level: 1, name: u("pages.broker.title") })).toBeVisible();
  await createBroker(page, broker);
  await page.getByRole("searchbox", { name: u("search.label") }).fill(broker.email);
  const brokerRow = page.getByRole("row").filter({ hasText: broker.email });
  await expect(brokerRow).toHaveCount(1);
  await expect(brokerRow).toContainText(broker.name);
  await expect(brokerRow).toContainText(u("status.notActivated"));

  // ... assigns the broker to the client on the client's manage page ...
  await page.goto("/clients/admin");
  const clientId = await openClientManage(page, ASSIGNED_CLIENT);
  const users = page.getByRole("region", { name: c("manage.users") });
  const picker = users.getByRole("combobox", { name: c("users.pick.BROKER") });
  await pickSearchOption(page, picker, broker.name, `${broker.name} (${broker.email})`);
  await users.getByRole("button", { name: c("users.assign.BROKER") }).click();
  const assigned = users
    .getByRole("table", { name: c("users.caption") })
    .getByRole("row")
    .filter({
      hasText: broker.email,
    });
  await expect(assigned).toContainText(broker.name);
  await expect(assigned).toContainText(c("users.notActivated"));
  await expect(
    users.getByRole("button", { name: interpolate(c("users.unassignUser"), { name: broker.name }) }),
  ).toBeVisible();

  // ... and sends the activation e-mail: the toast says so and links to the e-mail.
  const since = Date.now();
  await users.getByRole("button", { name: c("users.sendActivation") }).click();
  // The words, which the locale must keep.
  const [toastText, viewLinkText] = [
    TOAST.replace(/<\/?viewLink>/g, ""),
    TOAST.match(/<viewLink>(.*)<\/viewLink>/)?.[1],
  ];
  expect(toastText).toBe("The following email was just sent. Click here to view it.");
  const toast = page.getByRole("status").filter({ hasText: toastText });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole("link", { name: viewLinkText })).toHaveAttribute(
    "href",
    /\/client\/[^/]+\/emails\/[^/]+$/,
  );
  await expect(
    users.getByRole("status").filter({ hasText: interpolate(c("users.activationSent_one"), { count: 1 }) }),
  ).toBeVisible();

  // The broker, in a browser of their own, activates from the e-mail and lands on the broker home.
  const brokerContext = await browser.newContext({ storageState: NO_SESSION });
  const brokerPage = await brokerContext.newPage();
  try {
    await activateFromEmail(brokerPage, broker.email, since);
    await expect(brokerPage).toHaveURL(/\/clients$/, { timeout: 15_000 });
    const me = await (await brokerPage.request.get("/api/users/authenticated")).json();
    expect(me).toMatchObject({ email: broker.email, role: "BROKER" });
    expect(me.termsOfUseDate).not.toBeNull();

    // Only the assigned client, and nothing else; its name opens the client's hub.
    await expect(
      brokerPage.getByRole("heading", { level: 1, name: text("en", "homes", "broker.title") }),
    ).toBeVisible();
    const clients = brokerPage.getByRole("table", { name: text("en", "homes", "caption") });
    await expect(clients.getByRole("link")).toHaveText([ASSIGNED_CLIENT]);
    await expect(clients.getByRole("link", { name: ASSIGNED_CLIENT })).toHaveAttribute("href", `/client/${clientId}`);
    await expect(brokerPage.getByRole("main").getByText(OTHER_CLIENT)).toHaveCount(0);
    await softExpectNoAxeViolations(brokerPage);

    await brokerPage.goto("/es/clients");
    await expect(brokerPage.locator("html")).toHaveAttribute("lang", "es");
    await expect(
      brokerPage.getByRole("heading", { level: 1, name: text("es", "homes", "broker.title") }),
    ).toBeVisible();
    const clientsEs = brokerPage.getByRole("table", { name: text("es", "homes", "caption") });
    await expect(clientsEs.getByRole("link")).toHaveText([ASSIGNED_CLIENT]);
    await softExpectNoAxeViolations(brokerPage);

    await clientsEs.getByRole("link", { name: ASSIGNED_CLIENT }).click();
    // Bluegrass's setup is not confirmed yet, so the hub sends its broker on to the setup-pending page (asserting the
    // hub's own address instead raced that redirect).
    await expect(brokerPage).toHaveURL(new RegExp(`/es/client/${clientId}/setup-pending$`));
    await expect(
      brokerPage.getByText(
        interpolate(text("es", "navigation", "userBanner.viewing.broker"), { client: ASSIGNED_CLIENT }),
      ),
    ).toBeVisible();
  } finally {
    await brokerContext.close();
  }

  // Back on the admin's side, the broker now counts as activated.
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: c("manage.users") })
      .getByRole("row")
      .filter({ hasText: broker.email }),
  ).not.toContainText(c("users.notActivated"));
});
