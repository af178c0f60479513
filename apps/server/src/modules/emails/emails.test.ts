import type { EmailDetail, EmailListItem } from "@onboard/domain/emails/email-schemas";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient } from "../../../test/factories/index";
import { type SmtpCatcher, startSmtpCatcher } from "../../../test/fakes/smtp-catcher";
import { createSessionFor } from "../../../test/sessions";
import { buildTestApp, csrfHeaders, type TestApp } from "../../../test/test-app";
import { auditLog } from "../../db/schema/index";

let smtp: SmtpCatcher;
let t: TestApp;
let staffCookie: string;
let clientA: { id: string; name: string };
let clientB: { id: string };
const tag = `t${Date.now()}`;
const resetData = {
  name: "Ana",
  link: "https://portal.example/reset?token=x",
  expiresAt: new Date(),
  validMinutes: 60,
};

async function send(subjectName: string, to: string, clientId: string | null) {
  const stored = await t.app.mailer.sendEmail(t.database.db, {
    to: [to],
    template: "reset-password",
    language: "en",
    data: { ...resetData, name: subjectName },
    clientId,
  });
  await t.app.mailer.whenIdle();
  return stored.id;
}

async function get(url: string, cookie = staffCookie) {
  return t.app.inject({ method: "GET", url, headers: { cookie } });
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  staffCookie = (await createSessionFor(t.database.db, { role: "SLF_ADMIN" })).cookie;
  clientA = await buildClient(t.database.db, { name: "Acme Emails" });
  clientB = await buildClient(t.database.db);
  await send("one", `alpha.${tag}@example.com`, clientA.id);
  await send("two", `bravo.${tag}@example.com`, clientA.id);
  await send("three", `charlie.${tag}@example.com`, clientB.id);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("GET /api/emails and /api/emails/count", () => {
  it("lists every e-mail, newest first, with its client, and counts the same query", async () => {
    const response = await get(`/api/emails?search=${tag}`);
    expect(response.statusCode).toBe(200);
    const list = response.json<EmailListItem[]>();
    expect(list.map((e) => e.to[0])).toEqual([
      `charlie.${tag}@example.com`,
      `bravo.${tag}@example.com`,
      `alpha.${tag}@example.com`,
    ]);
    expect(list[2]).toMatchObject({
      status: "SENT",
      template: "reset-password",
      language: "en",
      clientId: clientA.id,
      clientName: "Acme Emails",
      subject: "Reset your Sun Life Onboard password",
      attempts: 1,
      sentAt: expect.any(String),
    });
    expect((await get(`/api/emails/count?search=${tag}`)).json()).toEqual({ count: 3, totalIsCapped: false });
  });

  it("searches recipients and templates, sorts and pages", async () => {
    const bravo = await get(`/api/emails?search=bravo.${tag}`);
    expect(bravo.json<EmailListItem[]>().map((e) => e.to[0])).toEqual([`bravo.${tag}@example.com`]);
    expect((await get(`/api/emails/count?search=bravo.${tag}`)).json()).toEqual({ count: 1, totalIsCapped: false });
    expect((await get("/api/emails/count?search=reset-pass")).json<{ count: number }>().count).toBeGreaterThan(2);
    const sorted = await get(`/api/emails?search=${tag}&sortBy=to&sortDirection=asc&limit=1&offset=1`);
    expect(sorted.json<EmailListItem[]>().map((e) => e.to[0])).toEqual([`bravo.${tag}@example.com`]);
    expect((await get(`/api/emails/count?search=${tag}&limit=1&offset=1`)).json()).toEqual({
      count: 3,
      totalIsCapped: false,
    });
  });

  it.each([
    ["limit=0", "querystring.limit"],
    ["limit=101", "querystring.limit"],
    ["offset=-1", "querystring.offset"],
    ["sortBy=password", "querystring.sortBy"],
    ["sortDirection=up", "querystring.sortDirection"],
  ])("answers %s with 400 and a message", async (query, path) => {
    for (const url of [
      `/api/emails?${query}`,
      `/api/emails/count?${query}`,
      `/api/clients/${clientA.id}/emails?${query}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
      expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    }
  });
});

describe("GET /api/emails/:id", () => {
  it("shows the body, status history, recipients and error users", async () => {
    const [first] = (await get(`/api/emails?search=alpha.${tag}`)).json<EmailListItem[]>();
    const response = await get(`/api/emails/${first?.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<EmailDetail>();
    expect(detail.html).toContain("Reset your password");
    expect(detail.text).toContain("https://portal.example/reset?token=x");
    expect(detail.statusHistory.map((h) => h.status)).toEqual(["QUEUED", "SENT"]);
    expect(detail.recipients).toEqual([{ email: `alpha.${tag}@example.com`, kind: "to", userId: null, name: null }]);
    expect(detail.errorUsers).toEqual([]);
    expect((await get("/api/emails/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await get("/api/emails/not-a-uuid")).statusCode).toBe(400);
  });
});

describe("POST /api/emails/:emailId/resend", () => {
  it("delivers the e-mail again, records RESENT, and audits who asked", async () => {
    const to = `resend.${tag}@example.com`;
    const id = await send("resend", to, clientA.id);
    const csrf = await csrfHeaders(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/emails/${id}/resend`,
      headers: { ...csrf, cookie: `${staffCookie}; ${csrf.cookie}` },
    });
    expect([response.statusCode, response.body]).toEqual([202, JSON.stringify({ emailIds: [id] })]);
    await t.app.mailer.whenIdle();
    const detail = (await get(`/api/emails/${id}`)).json<EmailDetail>();
    expect(detail.status).toBe("RESENT");
    expect(detail.statusHistory.map((h) => h.status)).toEqual(["QUEUED", "SENT", "QUEUED", "RESENT"]);
    expect(detail.statusHistory[2]?.detail).toMatch(/^Resend requested by /);
    expect(smtp.to(to)).toHaveLength(2);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "email.resend"), eq(auditLog.entityId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.clientId).toBe(clientA.id);
  });
});

describe("the client-scoped e-mails", () => {
  it("lets a broker read their client's e-mails, not another client's", async () => {
    const broker = await createSessionFor(t.database.db, { role: "BROKER", clientIds: [clientA.id] });
    const list = await get(`/api/clients/${clientA.id}/emails?search=${tag}&limit=1`, broker.cookie);
    expect(list.statusCode).toBe(200);
    const page = list.json<{ data: EmailListItem[]; count: number }>();
    expect(page.count).toBeGreaterThanOrEqual(2);
    expect(page.data).toHaveLength(1);
    expect(page.data.every((e) => e.clientId === clientA.id)).toBe(true);

    const own = page.data[0]?.id;
    expect((await get(`/api/clients/${clientA.id}/emails/${own}`, broker.cookie)).statusCode).toBe(200);
    const [ofB] = (await get(`/api/emails?search=charlie.${tag}`)).json<EmailListItem[]>();
    expect((await get(`/api/clients/${clientA.id}/emails/${ofB?.id}`, broker.cookie)).statusCode).toBe(404);
    expect((await get(`/api/clients/${clientB.id}/emails/${ofB?.id}`, broker.cookie)).statusCode).toBe(403);
    expect((await get(`/api/clients/${clientB.id}/emails`, broker.cookie)).statusCode).toBe(403);
    expect((await get(`/api/emails`, broker.cookie)).statusCode).toBe(403);
  });

  it("hides an archived client's e-mails from its broker, not from staff", async () => {
    const archived = await buildClient(t.database.db, { isArchived: true });
    const broker = await createSessionFor(t.database.db, { role: "BROKER", clientIds: [archived.id] });
    expect((await get(`/api/clients/${archived.id}/emails`, broker.cookie)).statusCode).toBe(404);
    expect((await get(`/api/clients/${archived.id}/emails`)).statusCode).toBe(200);
  });
});
