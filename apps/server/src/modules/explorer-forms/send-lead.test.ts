/** POST /api/explorer-pages/lead-generation/send: every lead message of spec §5, storage, staff e-mail, duplicates. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildExplorerPage } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { emails, leads } from "../../db/schema/index";
import { postJson } from "./explorer-forms-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { EXPLORER_FORM_RATE_LIMIT_MAX: "1000", EXPLORER_LEADS_EMAIL: "leads@carrier.example" },
  });
});
afterAll(() => t.close());

const URL = "/api/explorer-pages/lead-generation/send";
let counter = 0;
const lead = (overrides: Record<string, unknown> = {}) => ({
  email: `dana.${++counter}@example.com`,
  firstName: "Dana",
  lastName: "Ruiz",
  city: "Austin",
  state: "TX",
  phone: "512-555-0100",
  externalUser: "EMPLOYER",
  employerName: "Acme Bakery",
  ...overrides,
});

describe("POST /api/explorer-pages/lead-generation/send", () => {
  it.each([
    ["email", "", "Email is required"],
    ["email", "dana@", "Please enter a valid email address"],
    ["email", `${"a".repeat(180)}@example.com`, "Please enter email address no longer than 191 characters"],
    ["firstName", " ", "First name is required"],
    ["lastName", "", "Last name is required"],
    ["city", "", "City is required"],
    ["state", "", "State is required"],
    ["state", "ZZ", "State not valid"],
    ["phone", "", "Phone is required"],
    ["externalUser", undefined, "Employer/Broker is required"],
    ["employerName", "", "Employer name is required"],
    ["firstName", "x".repeat(192), "Please enter no more than 191 characters"],
  ])("refuses %s = %j with the spec's message", async (field, value, message) => {
    const response = await postJson(t.app, URL, lead({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path: `body.${field}`, message });
  });

  it("needs the broker's name from a broker", async () => {
    const response = await postJson(t.app, URL, lead({ externalUser: "BROKER" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: "body.brokerName", message: "Broker name is required" }]);
  });

  it("stores a broker's lead with its page and tells the team by e-mail", async () => {
    const page = await buildExplorerPage(t.database.db, { name: "Acme Benefits 2026" });
    const body = lead({ externalUser: "BROKER", brokerName: "Ruiz Brokers", explorerPageId: page.id });
    const response = await postJson(t.app, URL, body);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const [stored] = await t.database.db.select().from(leads).where(eq(leads.id, id));
    expect(stored).toMatchObject({ email: body.email, brokerName: "Ruiz Brokers", explorerPageId: page.id });

    const [email] = await t.database.db
      .select()
      .from(emails)
      .where(eq(emails.idempotencyKey, `explorer-lead:${id}`));
    expect(email).toMatchObject({ template: "explorer-lead", language: "en", to: ["leads@carrier.example"] });
    expect(email?.subject).toBe("New benefits explorer lead: Dana Ruiz (Acme Bakery)");
    for (const line of ["Client name: Acme Bakery", "Broker name: Ruiz Brokers", "Explorer page: Acme Benefits 2026"]) {
      expect(email?.text).toContain(line);
    }
  });

  it("keeps an employer's lead without a broker name, and without a page that does not exist", async () => {
    const body = lead({ brokerName: "ignored", explorerPageId: "00000000-0000-4000-8000-000000000009" });
    const response = await postJson(t.app, URL, body);
    expect(response.statusCode).toBe(201);
    const [stored] = await t.database.db.select().from(leads).where(eq(leads.id, response.json().id));
    expect(stored).toMatchObject({ brokerName: null, explorerPageId: null, externalUser: "EMPLOYER" });
  });

  it("refuses the same e-mail again within 24 hours with 409, whatever its case", async () => {
    const body = lead();
    expect((await postJson(t.app, URL, body)).statusCode).toBe(201);
    const again = await postJson(t.app, URL, { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "LEAD_ALREADY_RECEIVED",
      message: "We already have a request from this email address. Our team will contact you soon.",
    });
    // A day later the address may write again.
    await t.database.db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(leads.email, body.email));
    expect((await postJson(t.app, URL, body)).statusCode).toBe(201);
  });

  it("needs the CSRF header like every mutation", async () => {
    const response = await t.app.inject({ method: "POST", url: URL, payload: lead() });
    expect(response.statusCode).toBe(403);
  });
});

describe("rate limit of the public forms", () => {
  it("answers 429 past the per-address limit", async () => {
    const limited = await buildTestApp({ database: t.database, env: { EXPLORER_FORM_RATE_LIMIT_MAX: "2" } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await postJson(limited.app, URL, lead())).statusCode);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
