/** The page answer's effective date, comparison toggles and per-plan comparability, document URLs, logo and videos. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBenefitPlan, buildDocument, buildExplorerPage } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { addPlans, linkPolicy, setClientToggle } from "./explorer-pages-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Plan = { planName: string; isComparable: boolean };
type Group = { benefitType: string; plans: Plan[] };
const fetchPage = async (id: string) =>
  (await t.app.inject({ method: "GET", url: `/api/explorer-pages/${id}` })).json();
const comparable = (body: { benefits: Group[] }) =>
  Object.fromEntries(body.benefits.flatMap((g) => g.plans.map((p) => [p.planName, p.isComparable])));

describe("GET /api/explorer-pages/:id additions", () => {
  it("gives the earliest effective date of the page's policies, or null without one", async () => {
    const db = t.database.db;
    const page = await buildExplorerPage(db);
    expect((await fetchPage(page.id)).effectiveDate).toBeNull();
    await linkPolicy(db, page, "2025-01-01");
    await linkPolicy(db, page, "2024-10-01");
    await linkPolicy(db, page, null);
    expect((await fetchPage(page.id)).effectiveDate).toBe("2024-10-01");
  });

  it("marks plans comparable by type, toggles and effective date", async () => {
    const db = t.database.db;
    const page = await buildExplorerPage(db);
    await addPlans(db, page);
    await buildBenefitPlan(db, {
      explorerPageId: page.id,
      benefitType: "DENTAL",
      planType: "DHMO",
      planName: "Dental HMO",
    });
    let body = await fetchPage(page.id);
    expect(body.comparison).toEqual({ isDentalComparisonOn: false, isVisionComparisonOn: false });
    expect(comparable(body)).toEqual({
      "Choice PPO": true,
      "Value HMO": true,
      "Dental PPO": false,
      "Dental HMO": false,
      "Vision Plus": false,
      "Employee Assistance": false,
    });

    await setClientToggle(db, page.clientId, "DENTAL_COMPARISON", true);
    await setClientToggle(db, page.clientId, "VISION_COMPARISON", true);
    body = await fetchPage(page.id);
    expect(body.comparison).toEqual({ isDentalComparisonOn: true, isVisionComparisonOn: true });
    expect(comparable(body)).toMatchObject({ "Dental PPO": true, "Dental HMO": false, "Vision Plus": true });

    // Medical needs 2024-09-15 or later, dental and vision 2024-05-30 or later.
    await linkPolicy(db, page, "2024-06-01");
    expect(comparable(await fetchPage(page.id))).toMatchObject({
      "Choice PPO": false,
      "Dental PPO": true,
      "Vision Plus": true,
    });
  });

  it("carries the site's language and large-client options, kiosk mode and the client's LANGUAGE and LARGE_CLIENT", async () => {
    const db = t.database.db;
    const page = await buildExplorerPage(db, {
      kioskMode: true,
      languageFeatureToggle: false,
      largeClientFeatureToggle: true,
    });
    let body = await fetchPage(page.id);
    expect(body).toMatchObject({
      kioskMode: true,
      languageFeatureToggle: false,
      largeClientFeatureToggle: true,
      featureToggles: { isLanguageOn: false, isLargeClientOn: false },
    });
    await setClientToggle(db, page.clientId, "LANGUAGE", true);
    await setClientToggle(db, page.clientId, "LARGE_CLIENT", true);
    body = await fetchPage(page.id);
    expect(body.featureToggles).toEqual({ isLanguageOn: true, isLargeClientOn: true });
  });

  it("links the logo and the videos to the page's download route", async () => {
    const db = t.database.db;
    const seed = await buildExplorerPage(db);
    const logo = await buildDocument(db, {
      clientId: seed.clientId,
      name: "logo.png",
      language: "en",
      mimeType: "image/png",
    });
    const videoEn = await buildDocument(db, {
      clientId: seed.clientId,
      name: "medical.mp4",
      language: "en",
      mimeType: "video/mp4",
    });
    const videoEs = await buildDocument(db, {
      clientId: seed.clientId,
      name: "medico.mp4",
      language: "es",
      mimeType: "video/mp4",
    });
    const url = (pageId: string, id: string) => `/api/explorer-pages/${pageId}/documents/${id}`;
    const both = await buildExplorerPage(db, {
      logoDocumentId: logo.id,
      medicalVideo: "ENGLISH_AND_SPANISH_VIDEO",
      medicalVideoEnglishTitle: "Your medical plan",
      medicalVideoSpanishTitle: "Su plan médico",
      medicalVideoDocumentId: videoEn.id,
      medicalVideoSpanishDocumentId: videoEs.id,
    });
    const body = await fetchPage(both.id);
    expect(body.branding).toMatchObject({ logoDocumentId: logo.id, logoUrl: url(both.id, logo.id) });
    expect(body.medicalVideo).toEqual({
      choice: "ENGLISH_AND_SPANISH_VIDEO",
      englishTitle: "Your medical plan",
      spanishTitle: "Su plan médico",
      englishUrl: url(both.id, videoEn.id),
      spanishUrl: url(both.id, videoEs.id),
    });

    const englishOnly = await buildExplorerPage(db, {
      medicalVideo: "ENGLISH_VIDEO",
      medicalVideoDocumentId: videoEn.id,
      medicalVideoSpanishDocumentId: videoEs.id,
    });
    expect((await fetchPage(englishOnly.id)).medicalVideo).toMatchObject({
      englishUrl: url(englishOnly.id, videoEn.id),
      spanishUrl: null,
    });
    const none = await buildExplorerPage(db, { medicalVideo: "NO_VIDEO", medicalVideoDocumentId: videoEn.id });
    expect((await fetchPage(none.id)).medicalVideo).toMatchObject({ englishUrl: null, spanishUrl: null });
    expect((await fetchPage(none.id)).branding.logoUrl).toBeNull();
  });
});
