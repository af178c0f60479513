import { dentalPlan } from "@onboard/domain/explorer/benefit-plan-test-fixtures";
import { VALIDATION_MESSAGES } from "@onboard/domain/validation/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient, buildDocument } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, benefitPlans } from "../../db/schema/index";
import { setClientToggle } from "../explorer-pages/explorer-pages-test-support";
import { arrangeClient, call, PAGES, siteBody } from "./explorer-admin-test-support";
import { EXPLORER_ADMIN_MESSAGES } from "./messages";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("POST /api/clients/:clientId/explorer-pages", () => {
  it("creates a site with its plans, policies and highlighters, and audits it", async () => {
    const { client, policy, summaryEn, summaryEs, session } = await arrangeClient(t);
    const body = siteBody(policy.id, { en: summaryEn.id, es: summaryEs.id });
    const response = await call(t, session.cookie, "POST", PAGES(client.id), { payload: body });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(response.headers.etag).toBe('"1"');
    expect(created).toMatchObject({
      clientId: client.id,
      clientName: client.name,
      name: "Harborview 2026 Benefits",
      startsAt: "2026-01-01T00:00:00.000Z",
      openEnrollmentStart: "2025-11-20",
      employerState: "MA",
      policyIds: [policy.id],
      version: 1,
      isLive: false,
      newExplorerPageId: null,
      benefitTypeMetadata: [{ benefitType: "MEDICAL", highlighterText: "Doctor visits", highlighterOrder: 1 }],
    });
    expect(created.benefits.map((p: { planName: string; order: number }) => [p.order, p.planName])).toEqual([
      [0, "PPO 1000"],
      [1, "Dental PPO"],
      [2, "Vision"],
    ]);
    expect(created.benefits[0].planSummaryDocument).toEqual({
      id: summaryEn.id,
      documentKey: summaryEn.storageKey,
      name: summaryEn.name,
      mimeType: "application/pdf",
    });

    const read = await call(t, session.cookie, "GET", `${PAGES(client.id)}/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json()).toEqual(created);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, "explorer-page.create")));
    expect(audit).toMatchObject({ actorUserId: session.user.id, clientId: client.id, entity: "ExplorerPage" });
  });

  it("refuses bad fields with the spec's messages at body.<path>", async () => {
    const { client, policy, session } = await arrangeClient(t);
    const body = siteBody(policy.id, {}, { name: "" });
    body.benefits = [{ ...(body.benefits ?? [])[1], planName: "" }];
    const response = await call(t, session.cookie, "POST", PAGES(client.id), { payload: body });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors;
    expect(errors).toContainEqual({ path: "body.name", message: "Please enter a site name." });
    expect(errors).toContainEqual({ path: "body.benefits.0.planName", message: "Plan Name is required." });
  });

  it("checks dental comparison fields when the client's dental comparison toggle is on", async () => {
    const { client, policy, session } = await arrangeClient(t);
    const { dentalTypeOneInNetwork: _dropped, ...dental } = dentalPlan;
    const body = siteBody(policy.id, {}, { benefits: [dental] });
    expect((await call(t, session.cookie, "POST", PAGES(client.id), { payload: body })).statusCode).toBe(201);

    await setClientToggle(t.database.db, client.id, "DENTAL_COMPARISON", true);
    const response = await call(t, session.cookie, "POST", PAGES(client.id), { payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      path: "body.benefits.0.dentalTypeOneInNetwork",
      message: VALIDATION_MESSAGES.comparisonFieldRequired,
    });
  });

  it("refuses a policy or a document of another client", async () => {
    const { client, policy, session } = await arrangeClient(t);
    const other = await arrangeClient(t);
    const foreignDoc = await buildDocument(t.database.db, {
      clientId: other.client.id,
      name: "Theirs.pdf",
      language: "en",
    });
    const body = siteBody(policy.id, { en: foreignDoc.id }, { policyIds: [policy.id, other.policy.id] });
    const response = await call(t, session.cookie, "POST", PAGES(client.id), { payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: "body.policyIds", message: EXPLORER_ADMIN_MESSAGES.policyNotOfClient },
      { path: "body.benefits.0.planSummaryDocumentId", message: EXPLORER_ADMIN_MESSAGES.documentNotOfClient },
    ]);
  });

  it("takes only an uploaded medical video in the video fields, not another of the client's documents", async () => {
    const { client, policy, session } = await arrangeClient(t);
    const pdf = await buildDocument(t.database.db, { clientId: client.id, name: "Not a video.pdf", language: "en" });
    const body = siteBody(
      policy.id,
      {},
      {
        medicalVideo: "ENGLISH_VIDEO",
        medicalVideoEnglishTitle: "Your medical plan",
        medicalVideoDocumentId: pdf.id,
      },
    );
    const response = await call(t, session.cookie, "POST", PAGES(client.id), { payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: "body.medicalVideoDocumentId", message: EXPLORER_ADMIN_MESSAGES.documentNotAVideo },
    ]);
  });

  it("refuses a 16th plan summary document for one benefit type, and accepts 15", async () => {
    const { client, policy, session } = await arrangeClient(t);
    const docs = await Promise.all(
      Array.from({ length: 16 }, (_v, i) =>
        buildDocument(t.database.db, { clientId: client.id, name: `Summary ${i}.pdf`, language: "en" }),
      ),
    );
    const plans = (count: number) =>
      docs.slice(0, count).map((doc, i) => ({
        carrierId: 1,
        benefitType: "ACCIDENT",
        planType: "VOLUNTARY",
        planName: `Accident ${i}`,
        benefitLevel: "LOW_HIGH",
        planSummaryDocumentId: doc.id,
      }));
    const refused = await call(t, session.cookie, "POST", PAGES(client.id), {
      payload: { ...siteBody(policy.id), benefits: plans(16) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: "body.benefits.15.planSummaryDocumentId", message: VALIDATION_MESSAGES.planSummaryDocumentsMax },
    ]);
    // The same document on two plans counts once.
    const fifteen = [...plans(15), { ...plans(1)[0], planName: "Accident again" }];
    const accepted = await call(t, session.cookie, "POST", PAGES(client.id), {
      payload: { ...siteBody(policy.id), benefits: fifteen },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const stored = await t.database.db
      .select()
      .from(benefitPlans)
      .where(eq(benefitPlans.explorerPageId, accepted.json().id));
    expect(stored).toHaveLength(16);
  });

  it("refuses a vanity slug another site uses, and an owner who is not carrier staff", async () => {
    const { client, policy, session } = await arrangeClient(t);
    const first = await call(t, session.cookie, "POST", PAGES(client.id), {
      payload: siteBody(policy.id, {}, { vanitySlug: "Harbor View" }),
    });
    expect(first.statusCode).toBe(201);
    const broker = await arrangeClient(t, "BROKER");
    const response = await call(t, session.cookie, "POST", PAGES(client.id), {
      payload: siteBody(policy.id, {}, { vanitySlug: "harbor view", pageOwnerUserId: broker.session.user.id }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: "body.pageOwnerUserId", message: EXPLORER_ADMIN_MESSAGES.pageOwnerNotInternal },
      { path: "body.vanitySlug", message: EXPLORER_ADMIN_MESSAGES.vanitySlugTaken },
    ]);
  });

  it("answers 404 for an unknown client, and 403 to brokers and ben admins", async () => {
    const { policy, session } = await arrangeClient(t);
    const unknown = "00000000-0000-4000-8000-00000000ffff";
    expect((await call(t, session.cookie, "POST", PAGES(unknown), { payload: siteBody(policy.id) })).statusCode).toBe(
      404,
    );
    for (const role of ["BROKER", "BEN_ADMIN"] as const) {
      const own = await arrangeClient(t, role);
      const response = await call(t, own.session.cookie, "POST", PAGES(own.client.id), {
        payload: siteBody(own.policy.id),
      });
      expect(response.statusCode).toBe(403);
    }
    const deleted = await buildClient(t.database.db, { deletedAt: new Date() });
    expect(
      (await call(t, session.cookie, "POST", PAGES(deleted.id), { payload: siteBody(policy.id) })).statusCode,
    ).toBe(404);
  });
});
