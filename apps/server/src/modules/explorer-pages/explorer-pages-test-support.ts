/**
 * Test data for the explorer-page tests: plans of several benefit types, highlighters and documents for a page (from
 * test/factories' buildExplorerPage), linked policies and client feature toggles.
 */
import { type BenefitPlanOverrides, buildBenefitPlan, buildDocument, buildPolicy } from "../../../test/factories/index";
import type { Database } from "../../db/client";
import {
  clientFeatureToggles,
  explorerBenefitTypeMetadata,
  explorerPagePolicies,
  featureToggles,
} from "../../db/schema/index";

/** Plans inserted in an order that is not the display order, so that the grouping has something to do. */
export async function addPlans(db: Database, page: { id: string; clientId: string }) {
  const summaryEn = await buildDocument(db, { clientId: page.clientId, name: "Medical summary.pdf", language: "en" });
  const summaryEs = await buildDocument(db, { clientId: page.clientId, name: "Resumen médico.pdf", language: "es" });
  const plans: BenefitPlanOverrides[] = [
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
  ];
  for (const plan of plans) await buildBenefitPlan(db, plan);
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
  const policy = await buildPolicy(db, { clientId: page.clientId, policyEffective });
  await db.insert(explorerPagePolicies).values({ explorerPageId: page.id, policyId: policy.id });
}

/** Sets a feature toggle for one client (the global toggle exists, off). */
export async function setClientToggle(db: Database, clientId: string, name: string, enabled: boolean) {
  await db.insert(featureToggles).values({ name, enabled: false }).onConflictDoNothing();
  await db.insert(clientFeatureToggles).values({ clientId, name, enabled });
}
