/** POST /api/explorer-pages/:id/email-plan and the captcha challenge: the spec's messages, the captcha, the e-mail. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildExplorerPage } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { benefitPlans, emailPlanRequests } from "../../db/schema/index";
import { addPlans } from "../explorer-pages/explorer-pages-test-support";
import { postJson, solvedCaptcha, storedEmail } from "./explorer-forms-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { EXPLORER_FORM_RATE_LIMIT_MAX: "1000" } });
});
afterAll(() => t.close());

async function pageWithPlans() {
  const db = t.database.db;
  const page = await buildExplorerPage(db, { customClientName: "Acme Bakery" });
  await addPlans(db, page);
  const plans = await db.select().from(benefitPlans).where(eq(benefitPlans.explorerPageId, page.id));
  const byName = (name: string) => plans.find((p) => p.planName === name)?.id ?? "";
  return { page, choicePpo: byName("Choice PPO"), visionPlus: byName("Vision Plus"), gone: byName("Accident Gone") };
}

const send = (pageId: string, body: unknown) => postJson(t.app, `/api/explorer-pages/${pageId}/email-plan`, body);

describe("GET /api/explorer-pages/captcha/challenge", () => {
  it("answers a signed, expiring ALTCHA v2 challenge that is never cached", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/explorer-pages/captcha/challenge" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { parameters, signature } = response.json();
    expect(parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", keyLength: 32 });
    expect(parameters.expiresAt * 1000 - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("POST /api/explorer-pages/:id/email-plan", () => {
  it("says what is missing in the spec's words", async () => {
    const { page, choicePpo } = await pageWithPlans();
    const valid = { email: "emp@example.com", benefits: [choicePpo], recaptchaToken: "x", language: "en" };
    const cases = [
      [{ ...valid, benefits: [] }, "body.benefits", "Need at least one selected benefit."],
      [{ ...valid, recaptchaToken: undefined }, "body.recaptchaToken", "Recaptcha token is missing"],
      [{ ...valid, recaptchaToken: " " }, "body.recaptchaToken", "Recaptcha token is missing"],
      [{ ...valid, language: undefined }, "body.language", "Language is required"],
      [{ ...valid, language: "fr" }, "body.language", "Language is required"],
    ] as const;
    for (const [body, path, message] of cases) {
      const response = await send(page.id, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().errors).toContainEqual({ path, message });
    }
  });

  it("refuses a captcha that does not verify, and plans that are not on the page", async () => {
    const { page, choicePpo, gone } = await pageWithPlans();
    const other = await pageWithPlans();
    const base = { email: "emp@example.com", language: "en" };
    const forged = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString("base64");
    for (const token of ["not-base64-json", forged]) {
      const response = await send(page.id, { ...base, benefits: [choicePpo], recaptchaToken: token });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { path: "body.recaptchaToken", message: "The captcha could not be verified. Please try again." },
      ]);
    }
    for (const benefits of [[other.choicePpo], [choicePpo, gone], ["not-a-plan"]]) {
      const response = await send(page.id, { ...base, benefits, recaptchaToken: await solvedCaptcha(t.app) });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].path).toBe("body.benefits");
    }
    expect((await send("no-such-page", { ...base, benefits: [choicePpo], recaptchaToken: "x" })).statusCode).toBe(404);
  });

  it("sends the plans in Spanish with their summary links, stores the request, and refuses the same captcha again", async () => {
    const { page, choicePpo, visionPlus } = await pageWithPlans();
    const recaptchaToken = await solvedCaptcha(t.app);
    const body = { email: "empleada@example.com", benefits: [visionPlus, choicePpo], recaptchaToken, language: "es" };
    const response = await send(page.vanitySlug ?? page.id, body);
    expect(response.statusCode).toBe(202);
    const { id, emailId } = response.json();

    const email = await storedEmail(t.database.db, emailId);
    expect(email).toMatchObject({ template: "explorer-selected-plans", language: "es", to: ["empleada@example.com"] });
    expect(email.subject).toBe("Sus beneficios seleccionados de Acme Bakery");
    expect(email.text).toContain("Estos son los beneficios que seleccionó");
    expect(email.text).toContain("Recursos Humanos");
    // Medical before vision (the page's display order), each with its type; the Spanish summary for the medical plan.
    const medical = email.text.indexOf("• Sun Life Médico PPO: Choice PPO (Médico)");
    expect(medical).toBeGreaterThan(-1);
    expect(email.text.indexOf("Vision Plus")).toBeGreaterThan(medical);
    const [plan] = await t.database.db.select().from(benefitPlans).where(eq(benefitPlans.id, choicePpo));
    const origin = t.config.explorerOrigin ?? t.config.publicOrigin;
    expect(email.text).toContain(
      `Resumen del plan: ${origin}/api/explorer-pages/${page.id}/documents/${plan?.spanishPlanSummaryDocumentId}`,
    );
    expect(email.text).toContain(`${origin}/es/${page.id}`);

    const [stored] = await t.database.db.select().from(emailPlanRequests).where(eq(emailPlanRequests.id, id));
    expect(stored).toMatchObject({ explorerPageId: page.id, emailId, language: "es", email: "empleada@example.com" });
    expect(stored?.benefits.sort()).toEqual([choicePpo, visionPlus].sort());

    const replay = await send(page.id, body);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors[0]).toEqual({
      path: "body.recaptchaToken",
      message: "The captcha could not be verified. Please try again.",
    });
  });

  it("sends in English with the English summary", async () => {
    const { page, choicePpo } = await pageWithPlans();
    const recaptchaToken = await solvedCaptcha(t.app);
    const body = { email: "emp@example.com", benefits: [choicePpo], recaptchaToken, language: "en" };
    const response = await send(page.id, body);
    expect(response.statusCode).toBe(202);
    const email = await storedEmail(t.database.db, response.json().emailId);
    expect(email.subject).toBe("Your selected benefits from Acme Bakery");
    expect(email.text).toMatch(/• Sun Life Medical PPO: Choice PPO \(Medical\) — Plan summary: http/);
  });
});
