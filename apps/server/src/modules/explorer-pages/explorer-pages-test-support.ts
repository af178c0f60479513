/** Test data for the explorer-page tests: a page with plans of several benefit types, highlighters and documents. */
import { randomBytes } from "node:crypto";
import { buildClient, buildUser } from "../../../test/sessions";
import type { Database } from "../../db/client";
import {
  benefitPlans,
  clientFeatureToggles,
  documents,
  explorerBenefitTypeMetadata,
  explorerPagePolicies,
  explorerPages,
  featureToggles,
  policies,
} from "../../db/schema/index";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
const isoDay = (days: number) => daysFromNow(days).toISOString().slice(0, 10);

export async function buildDocument(
  db: Database,
  clientId: string,
  name: string,
  language: "en" | "es",
  mimeType = "application/pdf",
) {
  const [row] = await db
    .insert(documents)
    .values({
      clientId,
      category: "plan-summary",
      name,
      mimeType,
      sizeBytes: 1024,
      sha256: randomBytes(32).toString("hex"),
      storageKey: `plan-summary/${randomBytes(8).toString("hex")}.pdf`,
      language,
    })
    .returning();
  if (!row) throw new Error("document insert returned no row");
  return row;
}

/** A live page (started 10 days ago, expiring in a year, open enrollment now) with overrides applied. */
export async function buildExplorerPage(db: Database, overrides: Partial<typeof explorerPages.$inferInsert> = {}) {
  const client = await buildClient(db);
  const owner = await buildUser(db, { role: "SLF_ADMIN" });
  const [row] = await db
    .insert(explorerPages)
    .values({
      clientId: client.id,
      clientName: client.name,
      name: "Acme Benefits",
      startsAt: daysFromNow(-10),
      expiresAt: daysFromNow(365),
      planYear: "2026",
      openEnrollmentStart: isoDay(-5),
      openEnrollmentEnd: isoDay(20),
      employerState: "MA",
      pageOwnerUserId: owner.id,
      notificationLink: "https://internal.example.com/notify",
      isLive: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("explorer page insert returned no row");
  return row;
}

/** Plans inserted in an order that is not the display order, so that the grouping has something to do. */
export async function addPlans(db: Database, page: { id: string; clientId: string }) {
  const summaryEn = await buildDocument(db, page.clientId, "Medical summary.pdf", "en");
  const summaryEs = await buildDocument(db, page.clientId, "Resumen médico.pdf", "es");
  await db.insert(benefitPlans).values([
    { explorerPageId: page.id, order: 0, benefitType: "OTHER", planType: "EAP", planName: "Employee Assistance" },
    {
      explorerPageId: page.id,
      order: 1,
      benefitType: "VISION",
      planType: "VISION",
      planName: "Vision Plus",
      visionExamInNetwork: 10,
      visionFramesOverPercent: 20,
    },
    {
      explorerPageId: page.id,
      order: 2,
      benefitType: "MEDICAL",
      planType: "PPO",
      planName: "Choice PPO",
      contentFlags: ["$$"],
      medicalDeductibleIndividualInNetwork: 1500,
      planSummaryDocumentId: summaryEn.id,
      spanishPlanSummaryDocumentId: summaryEs.id,
    },
    {
      explorerPageId: page.id,
      order: 3,
      benefitType: "DENTAL",
      planType: "PPO",
      planName: "Dental PPO",
      benefitLevel: "LOW_HIGH",
      dentalTypeOneInNetwork: 100,
    },
    {
      explorerPageId: page.id,
      order: 4,
      benefitType: "MEDICAL",
      planType: "HMO",
      planName: "Value HMO",
      contentFlags: ["HDHP", "$"],
    },
    {
      explorerPageId: page.id,
      order: 5,
      benefitType: "ACCIDENT",
      planType: "VOLUNTARY",
      planName: "Accident Gone",
      deletedAt: new Date(),
    },
  ]);
  await db.insert(explorerBenefitTypeMetadata).values([
    {
      explorerPageId: page.id,
      benefitType: "MEDICAL",
      highlighterText: "Doctor visits",
      spanishHighlighterText: "Visitas al médico",
      highlighterOrder: 1,
    },
    { explorerPageId: page.id, benefitType: "DENTAL", highlighterText: "Cleanings", highlighterOrder: 2 },
  ]);
  return { summaryEn, summaryEs };
}

/** Links a policy with this effective date (YYYY-MM-DD, or null) to the page. */
export async function linkPolicy(db: Database, page: { id: string; clientId: string }, policyEffective: string | null) {
  const [policy] = await db
    .insert(policies)
    .values({ clientId: page.clientId, policyNumber: `P-${randomBytes(4).toString("hex")}`, policyEffective })
    .returning();
  if (!policy) throw new Error("policy insert returned no row");
  await db.insert(explorerPagePolicies).values({ explorerPageId: page.id, policyId: policy.id });
}

/** Sets a feature toggle for one client (the global toggle exists, off). */
export async function setClientToggle(db: Database, clientId: string, name: string, enabled: boolean) {
  await db.insert(featureToggles).values({ name, enabled: false }).onConflictDoNothing();
  await db.insert(clientFeatureToggles).values({ clientId, name, enabled });
}
