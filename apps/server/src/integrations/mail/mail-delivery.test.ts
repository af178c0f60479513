import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories/index";
import { type SmtpCatcher, startSmtpCatcher, unusedSmtpUrl } from "../../../test/fakes/smtp-catcher";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { accountClient, outboxFor } from "../../modules/account-tokens/account-tokens-test-support";
import { PASSWORD } from "../../modules/authn/authn-test-support";
import { OUTBOX_ID_HEADER } from "./deliver-email";
import { createMailer } from "./mailer";

let database: TestDatabase;
let smtp: SmtpCatcher;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

/** Runs `body` against an app on the shared database, built with `env`, and closes it afterwards. */
async function withApp(env: Record<string, string>, body: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await buildTestApp({ env, database });
  try {
    await body(t);
  } finally {
    await t.close();
  }
}

async function requestReset(t: TestApp, email: string): Promise<void> {
  const caller = await accountClient(t.app);
  expect((await caller.post(`/api/users/reset-password/${encodeURIComponent(email)}`)).statusCode).toBe(204);
  await t.app.mailer.whenIdle();
}

const resetData = {
  name: "Ana",
  link: "https://portal.example/reset?token=x",
  expiresAt: new Date(),
  validMinutes: 60,
};

describe("the outbox without SMTP_URL", () => {
  it("keeps every e-mail QUEUED, with its rendered content, and delivers nothing", async () => {
    await withApp({}, async (t) => {
      const user = await buildUser(database.db, { password: PASSWORD, factors: ["TOTP"] });
      const before = smtp.messages.length;
      await requestReset(t, user.email);
      const [row] = await outboxFor(database.db, user.email);
      expect(row).toMatchObject({ status: "QUEUED", attempts: 0, sentAt: null, template: "reset-password" });
      expect(row?.text).toContain("/reset?token=");
      expect(row?.html).toContain("/reset?token=");
      expect(row?.history.map((h) => h.status)).toEqual(["QUEUED"]);
      expect(smtp.messages.length).toBe(before);
    });
  });
});

describe("the mailer without a transport", () => {
  it("tells its listener about each e-mail kept in the outbox, with the text that carries the link", async () => {
    const kept: { to: string[]; subject: string; text: string }[] = [];
    const mailer = createMailer({
      delivery: null,
      from: "Onboard <no-reply@onboard.example>",
      context: { brandName: "Sun Life", supportEmail: "help@onboard.example", publicOrigin: "http://localhost:3000" },
      onKeptInOutbox: (mail) => kept.push(mail),
    });
    const user = await buildUser(database.db, { password: PASSWORD, factors: ["TOTP"] });
    await mailer.sendEmail(database.db, {
      to: [user.email],
      template: "reset-password",
      language: "en",
      data: resetData,
      idempotencyKey: `kept-${user.email}`,
    });
    await mailer.sendEmail(database.db, {
      to: [user.email],
      template: "reset-password",
      language: "en",
      data: resetData,
      idempotencyKey: `kept-${user.email}`,
    });
    expect(kept).toHaveLength(1);
    expect(kept[0]?.to).toEqual([user.email]);
    expect(kept[0]?.text).toContain("https://portal.example/reset?token=x");
    await mailer.close();
  });
});

describe("delivery failures", () => {
  it("records FAILED with the error when the mail server cannot be reached, and still answers 204", async () => {
    await withApp({ SMTP_URL: await unusedSmtpUrl() }, async (t) => {
      const user = await buildUser(database.db, { password: PASSWORD, factors: ["TOTP"] });
      await requestReset(t, user.email);
      const [row] = await outboxFor(database.db, user.email);
      expect(row).toMatchObject({ status: "FAILED", attempts: 1, sentAt: null });
      expect(row?.history.map((h) => h.status)).toEqual(["QUEUED", "FAILED"]);
      expect(row?.history[1]?.detail).toMatch(/ECONNREFUSED/);
      expect(row?.errorUsers).toEqual([
        { email: user.email, userId: user.id, error: expect.stringMatching(/ECONNREFUSED/) },
      ]);
      // The message is kept whole for the next attempt.
      expect(row?.text).toContain("/reset?token=");
    });
  });

  it("records FAILED with the server's answer when it refuses the recipient", async () => {
    await withApp({ SMTP_URL: smtp.url }, async (t) => {
      const user = await buildUser(database.db, { password: PASSWORD, factors: ["TOTP"] });
      smtp.refuse(user.email);
      await requestReset(t, user.email);
      const [row] = await outboxFor(database.db, user.email);
      expect(row?.status).toBe("FAILED");
      expect(row?.history.at(-1)?.detail).toMatch(/550/);
      expect(smtp.to(user.email)).toEqual([]);
    });
  });
});

describe("sendEmail", () => {
  it("stores and delivers one e-mail per idempotency key", async () => {
    await withApp({ SMTP_URL: smtp.url }, async (t) => {
      const to = `idempotent.${Date.now()}@example.com`;
      const email = { to: [to], template: "reset-password" as const, language: "en" as const, data: resetData };
      const first = await t.app.mailer.sendEmail(database.db, { ...email, idempotencyKey: `test:${to}` });
      const second = await t.app.mailer.sendEmail(database.db, { ...email, idempotencyKey: `test:${to}` });
      await t.app.mailer.whenIdle();
      expect(first).toEqual({ id: expect.any(String), status: "QUEUED", isNew: true });
      expect(second).toMatchObject({ id: first.id, isNew: false });
      expect((await outboxFor(database.db, to)).map((row) => row.status)).toEqual(["SENT"]);
      expect(smtp.to(to)).toHaveLength(1);
    });
  });

  it("sends from MAIL_FROM, with the client and the staff member recorded", async () => {
    await withApp({ SMTP_URL: smtp.url, MAIL_FROM: "Carrier Onboarding <onboarding@carrier.example>" }, async (t) => {
      const to = `from.${Date.now()}@example.com`;
      await t.app.mailer.sendEmail(database.db, {
        to: [to],
        template: "reset-password",
        language: "es",
        data: resetData,
      });
      await t.app.mailer.whenIdle();
      const message = await smtp.waitFor((m) => m.envelopeTo.includes(to));
      expect(message.from).toBe("onboarding@carrier.example");
      expect(message.subject).toBe("Restablezca su contraseña de Sun Life Onboard");
      const [row] = await outboxFor(database.db, to);
      expect(row).toMatchObject({ from: "Carrier Onboarding <onboarding@carrier.example>", language: "es" });
    });
  });
});

/** Polls the outbox until the e-mail to `address` has `status` (a retry comes after its delay). */
async function waitForStatus(address: string, status: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await outboxFor(database.db, address);
    if (row?.status === status) return row;
    if (Date.now() > deadline) throw new Error(`e-mail to ${address} is ${row?.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const keptMailer = () =>
  createMailer({
    delivery: null,
    from: "Onboard <no-reply@onboard.example>",
    context: { brandName: "Sun Life", supportEmail: "help@onboard.example", publicOrigin: "http://localhost:3000" },
  });

describe("delivery through a real SMTP server", () => {
  it.each([
    ["en", "Reset your Sun Life Onboard password", "Reset your password"],
    ["es", "Restablezca su contraseña de Sun Life Onboard", "Restablecer su contraseña"],
  ] as const)("delivers in %s with the outbox id header, subject, HTML and text", async (language, subject, action) => {
    await withApp({ SMTP_URL: smtp.url }, async (t) => {
      const to = `lang.${language}.${Date.now()}@example.com`;
      const stored = await t.app.mailer.sendEmail(database.db, {
        to: [to],
        cc: [`cc.${to}`],
        template: "reset-password",
        language,
        data: resetData,
      });
      await t.app.mailer.whenIdle();
      const message = await smtp.waitFor((m) => m.envelopeTo.includes(to));
      expect(message.subject).toBe(subject);
      expect(message.headers[OUTBOX_ID_HEADER.toLowerCase()]).toBe(stored.id);
      expect(message.envelopeTo).toEqual([to, `cc.${to}`]);
      expect(message.html).toContain(`<html lang="${language}">`);
      expect(message.html).toContain(action);
      expect(message.text).toContain(`${action}:\nhttps://portal.example/reset?token=x`);
      const [row] = await outboxFor(database.db, to);
      expect(row).toMatchObject({ status: "SENT", attempts: 1, sentAt: expect.any(Date) });
      expect(row?.history.map((h) => h.status)).toEqual(["QUEUED", "SENT"]);
    });
  });

  it("survives an SMTP outage: FAILED is recorded, then the job's retry delivers it once the server is up", async () => {
    const downUrl = await unusedSmtpUrl();
    await withApp({ SMTP_URL: downUrl }, async (t) => {
      const to = `outage.${Date.now()}@example.com`;
      await t.app.mailer.sendEmail(database.db, {
        to: [to],
        template: "reset-password",
        language: "en",
        data: resetData,
      });
      await t.app.mailer.whenIdle();
      const [failed] = await outboxFor(database.db, to);
      expect(failed).toMatchObject({ status: "FAILED", attempts: 1 });
      expect(failed?.errorUsers).toEqual([{ email: to, userId: null, error: expect.stringMatching(/ECONNREFUSED/) }]);

      const revived = await startSmtpCatcher({ port: Number(new URL(downUrl).port) });
      try {
        const sent = await waitForStatus(to, "SENT");
        expect(sent.attempts).toBeGreaterThanOrEqual(2);
        expect(sent.history.map((h) => h.status)).toEqual([
          "QUEUED",
          ...Array<string>(sent.attempts - 1).fill("FAILED"),
          "SENT",
        ]);
        expect(revived.to(to)).toHaveLength(1);
        expect(revived.to(to)[0]?.text).toContain("/reset?token=x");
      } finally {
        await revived.close();
      }
    });
  });

  it("does not retry a recipient the server refuses for good (5xx)", async () => {
    await withApp({ SMTP_URL: smtp.url }, async (t) => {
      const to = `refused.${Date.now()}@example.com`;
      smtp.refuse(to);
      await t.app.mailer.sendEmail(database.db, {
        to: [to],
        template: "reset-password",
        language: "en",
        data: resetData,
      });
      await t.app.mailer.whenIdle();
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const [row] = await outboxFor(database.db, to);
      expect(row).toMatchObject({ status: "FAILED", attempts: 1 });
    });
  });

  it("queues at start-up the e-mails stored while no mail server was configured", async () => {
    const to = `swept.${Date.now()}@example.com`;
    const mailer = keptMailer();
    await mailer.sendEmail(database.db, { to: [to], template: "reset-password", language: "en", data: resetData });
    expect((await outboxFor(database.db, to))[0]?.status).toBe("QUEUED");
    await withApp({ SMTP_URL: smtp.url }, async () => {
      await waitForStatus(to, "SENT");
      expect(smtp.to(to)).toHaveLength(1);
    });
  });
});
