/**
 * Live chat (issue 19), with two browsers: a carrier agent in the chat console and a visitor on a live explorer page
 * (contact-us chat on: the "Benefits Explorer Live" department). In Spanish, the visitor starts a chat from the support
 * footer, the agent takes it from the waiting list, they exchange messages (HTML typed by the visitor stays text), the
 * agent e-mails the transcript, then goes offline and the visitor's chat entry disappears. In English, with the widget's
 * chunk held back, the visitor is told after 6 s that the chat is slow to load, with the e-mail alternative.
 *
 * Serial: the department's online state is shared by both tests (and by the agent's sessions).
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "../support/auth-state";
import { expectNoAxeViolations } from "../support/axe";
import { EXPLORER_PAGES, explorerPath, openExplorer } from "../support/explorer";
import { type Language, text } from "../support/locales";
import { waitForEmail } from "../support/mailbox";

test.describe.configure({ mode: "serial" });

const chat = (language: Language, key: string) => text(language, "chat", key);
const footer = (language: Language, key: string) => text(language, "footer", key);
const console_ = (key: string) => text("en", "chatConsole", key);
const LIVE_DEPARTMENT = "Benefits Explorer Live";

/** The agent's console, signed in as a carrier administrator, available in the Live department. */
async function openConsoleAvailable(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  const agent = await context.newPage();
  await agent.goto("/chat");
  await expect(agent.getByRole("heading", { level: 1, name: console_("title") })).toBeVisible();
  const available = agent.getByRole("switch", { name: `Available in ${LIVE_DEPARTMENT}` });
  await expect(available).toBeEnabled();
  if (!(await available.isChecked())) await available.click();
  await expect(available).toBeChecked();
  return agent;
}

/** The support footer of the explorer page, scrolled into view (the chat entry loads when it comes near). */
async function supportFooter(page: Page, language: Language) {
  const region = page.getByRole("region", { name: footer(language, "support.title") });
  await region.scrollIntoViewIfNeeded();
  return region;
}

test("a Spanish-speaking visitor chats with an agent, who e-mails the transcript and goes offline", async ({
  browser,
  page,
}) => {
  const since = Date.now();
  const visitorEmail = `chat-${since}@example.com`;
  const question = `Hola, ¿el plan dental cubre a mis hijos? (${since})`;
  const agent = await openConsoleAvailable(browser);

  const live = EXPLORER_PAGES.live;
  await openExplorer(page, explorerPath("es", live.slug), "es", live.name);
  const region = await supportFooter(page, "es");
  const entry = region.getByRole("button", { name: footer("es", "support.chat") });
  await entry.click();
  const widget = page.getByRole("dialog", { name: chat("es", "widget.title") });
  await expect(widget).toContainText(LIVE_DEPARTMENT);
  await widget.getByLabel(chat("es", "start.email")).fill(visitorEmail);
  await widget.getByRole("textbox", { name: chat("es", "start.message"), exact: true }).fill(question);
  await widget.getByRole("button", { name: chat("es", "start.submit") }).click();
  const visitorLog = widget.getByRole("log", { name: chat("es", "log.label") });
  await expect(visitorLog).toContainText(question);
  await expect(widget.getByText(chat("es", "status.WAITING"))).toBeVisible();
  await expectNoAxeViolations(page);

  // The agent sees the waiting chat with its page, language and question, and takes it.
  const waiting = agent.getByRole("table", { name: console_("waiting.caption") });
  const row = waiting.getByRole("row").filter({ hasText: question });
  await expect(row).toContainText(console_("languages.es"));
  await expect(row).toContainText(`/es/benefits-explorer/${live.slug}`);
  await row.getByRole("button", { name: /Take/ }).click();
  const agentLog = agent.getByRole("log", { name: console_("conversation.messages") });
  await expect(agentLog).toContainText(question);
  await expectNoAxeViolations(agent);

  const reply = "Sí, hasta los 26 años.";
  const replyBox = agent.getByLabel(console_("reply.label"));
  await replyBox.fill(reply);
  await replyBox.press("Enter");
  await expect(visitorLog).toContainText(reply);
  await expect(widget.getByText(/^Chateando con /)).toBeVisible();

  // What the visitor types is shown as text on both sides, never as HTML.
  const typed = "<b>¡Gracias!</b>";
  const sendBox = widget.getByLabel(chat("es", "send.label"));
  await sendBox.fill(typed);
  await sendBox.press("Enter");
  await expect(agentLog.getByText(typed)).toBeVisible();
  await expect(visitorLog.getByText(typed)).toBeVisible();
  await expect(agentLog.locator("b")).toHaveCount(0);

  // The transcript goes to the visitor's address, in Spanish.
  await expect(agent.getByRole("textbox", { name: console_("transcript.email") })).toHaveValue(visitorEmail);
  await agent.getByRole("button", { name: console_("transcript.send") }).click();
  await expect(agent.getByText(`The transcript was sent to ${visitorEmail}.`)).toBeVisible();
  const email = await waitForEmail({ to: visitorEmail, since });
  expect(email.subject).toBe(`La transcripción de su chat: ${LIVE_DEPARTMENT}`);
  expect(email.text).toContain(question);
  expect(email.text).toContain(typed);

  // The agent goes offline: the department has no one available, and the visitor's chat entry disappears.
  await agent.getByRole("switch", { name: `Available in ${LIVE_DEPARTMENT}` }).click();
  await expect(region.getByRole("button", { name: footer("es", "support.chat") })).toHaveCount(0);
  await agent.context().close();
});

test("the visitor is told when the chat is slow to load, with the e-mail alternative (en)", async ({
  browser,
  page,
}) => {
  const agent = await openConsoleAvailable(browser);
  // The widget's chunk never arrives.
  await page.route("**/assets/*chat-widget-*.js", () => undefined);
  const live = EXPLORER_PAGES.live;
  await openExplorer(page, explorerPath("en", live.slug), "en", live.name);
  const region = await supportFooter(page, "en");
  await region.getByRole("button", { name: footer("en", "support.chat") }).click();
  const warning = page.getByRole("alert").filter({ hasText: footer("en", "chatSlow") });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole("link")).toHaveAttribute("href", /^mailto:/);
  await expectNoAxeViolations(page);
  await agent.context().close();
});
