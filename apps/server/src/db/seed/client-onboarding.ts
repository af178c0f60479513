/** Per-client onboarding state: internal setup and its steps, welcome flows, EIF answers and open client errors. */

import { CLIENT_SETUP_STEPS, type ClientSetupStep } from "@onboard/domain/clients/enums";
import type { IndustrySegment } from "@onboard/domain/eif/industry-segments";
import {
  clientErrors,
  clientPlanDesigns,
  clientSetupSteps,
  clientSetups,
  eifCompanyInfo,
  welcomeFlows,
} from "../schema/index";
import { phaseIndex } from "./clients";
import { CLIENT_SEEDS } from "./data/clients-data";
import { at, yearOf } from "./dates";
import { seedId } from "./ids";
import { clientIdOf, contactEmail, linkedUserKey, locationIdOf, policyIdOf } from "./keys";
import type { SeedContext } from "./seed-context";
import { userIdOf } from "./users";

/** Setup steps done for a client whose setup is still incomplete. */
const PARTIAL_SETUP_STEPS: ClientSetupStep[] = ["merge-instances", "add-broker", "add-ben-admin"];

export async function seedClientOnboarding({ tx, today }: SeedContext): Promise<void> {
  const admin = userIdOf("admin1");
  await tx.insert(clientSetups).values(
    CLIENT_SEEDS.map((c) => {
      const broker = linkedUserKey(c.key, "BROKER");
      const benAdmin = linkedUserKey(c.key, "BEN_ADMIN");
      const signer = c.contacts[0];
      return {
        id: seedId("client-setup", c.key),
        clientId: clientIdOf(c.key),
        brokerUserId: broker ? userIdOf(broker) : null,
        benAdminUserId: benAdmin ? userIdOf(benAdmin) : null,
        eSignatureEnvelope: c.completedSetup
          ? {
              templateIds: ["group-application", "hipaa-authorization"],
              signerName: signer ? `${signer.firstName} ${signer.lastName}` : undefined,
              signerEmail: signer ? contactEmail(c, signer) : undefined,
              envelopeId: null,
            }
          : null,
        configCompanyInfo: { legalName: c.name, taxId: c.taxId, employees: c.employees },
        configCompanyInfoUpdatedAt: at(today, -50, 10),
        configCompanyInfoMarkedAsCompleteAt: c.completedSetup ? at(today, -50, 10, 30) : null,
        importCompanyInfo: c.completedSetup ? { source: "QPS", caseId: c.caseId } : null,
        importCompanyInfoUpdatedAt: c.completedSetup ? at(today, -49, 9) : null,
        importCompanyInfoMarkedAsCompleteAt: c.completedSetup ? at(today, -49, 9, 15) : null,
      };
    }),
  );
  await tx.insert(clientSetupSteps).values(
    CLIENT_SEEDS.flatMap((c) =>
      (c.completedSetup ? CLIENT_SETUP_STEPS : PARTIAL_SETUP_STEPS).map((step, i) => ({
        id: seedId("client-setup-step", `${c.key}:${step}`),
        clientSetupId: seedId("client-setup", c.key),
        step,
        completedAt: at(today, -52 + Math.floor(i / 3), 9 + (i % 3)),
        completedByUserId: admin,
      })),
    ),
  );

  await tx.insert(welcomeFlows).values(
    CLIENT_SEEDS.filter((c) => c.completedSetup).map((c) => {
      const benAdmin = linkedUserKey(c.key, "BEN_ADMIN");
      const done = phaseIndex(c) >= 1 && !c.isWelcomeFlowPending;
      return {
        id: seedId("welcome-flow", c.key),
        clientId: clientIdOf(c.key),
        welcomeFlowCompletedAt: done ? at(today, -45, 15) : null,
        completedByUserId: done && benAdmin ? userIdOf(benAdmin) : null,
      };
    }),
  );

  const answering = CLIENT_SEEDS.filter((c) => phaseIndex(c) >= 1);
  await tx.insert(eifCompanyInfo).values(
    answering.map((c) => ({
      id: seedId("eif-company-info", c.key),
      clientId: clientIdOf(c.key),
      legalName: c.name,
      doingBusinessAs: c.key === "harborview" ? "Harborview Health" : null,
      natureOfBusiness: NATURE_OF_BUSINESS[c.key] ?? "Professional services",
      sicCode: SIC_CODES[c.key] ?? "8742",
      industrySegment: INDUSTRY_SEGMENTS[c.key] ?? "OTHER",
      headquartersLocationId: locationIdOf(c.key, 0),
      fiscalYearStart: `${yearOf(today)}-01-01`,
      hasEmployeesInMultipleStates: new Set(c.locations.map((l) => l.state)).size > 1,
      isEapOnlyBlended: false,
      completedAt: phaseIndex(c) >= 2 ? at(today, -25, 12) : null,
      version: phaseIndex(c) + 1,
    })),
  );
  await tx.insert(clientPlanDesigns).values(
    answering.map((c) => {
      const coverages = new Set(c.policies.flatMap((p) => p.coverages));
      const hasLeave = coverages.has("PFML") || coverages.has("FLI");
      return {
        id: seedId("client-plan-design", c.key),
        clientId: clientIdOf(c.key),
        isErisaPlan: true,
        erisaPlanNumber: "501",
        erisaPlanYearEnd: "12/31",
        hasSection125Plan: coverages.has("DENTAL") || coverages.has("VISION") || coverages.has("ACCIDENT"),
        section125TaxTreatment: coverages.has("STD") ? ("TAX_CHOICE" as const) : ("PRE_TAX" as const),
        ageRules: coverages.has("VOLUNTARY_LIFE")
          ? { spouseRatesBasedOn: "EMPLOYEE_AGE" as const, ageCalculationDate: "POLICY_ANNIVERSARY" as const }
          : null,
        rehireDurationValue: 6,
        rehireDurationUnit: "MONTHS" as const,
        benefitLookBackValue: 12,
        benefitLookBackUnit: "MONTHS" as const,
        waiveWaitingPeriodForRehires: true,
        valueAddedServices: coverages.has("BASIC_LIFE") ? (["ONLINE_WILL", "EMERGENCY_TRAVEL"] as const).slice() : [],
        valueAddedServiceOptions: coverages.has("BASIC_LIFE")
          ? { ONLINE_WILL: { coverages: ["BASIC_LIFE"] }, EMERGENCY_TRAVEL: { coverages: ["BASIC_LIFE"] } }
          : null,
        pfmlLeaveYearMethod: hasLeave ? ("ROLLING_BACKWARD" as const) : null,
        pfmlContributionType: hasLeave ? ("SHARED" as const) : null,
        pfmlMinimumIntermittentLeave: hasLeave ? ("FOUR_HOURS" as const) : null,
        hasFamilyLeaveInsurance: coverages.has("FLI"),
        fliContributionType: coverages.has("FLI") ? ("FULLY_EMPLOYER_PAID" as const) : null,
        criticalIllnessOptions: coverages.has("CRITICAL_ILLNESS")
          ? { valueAddedService: "Health_Navigator_Helpline" as const, includesCancerRecurrence: true }
          : null,
        voluntaryLifeIncludesSpouse: coverages.has("VOLUNTARY_LIFE") ? true : null,
        dependentLifeIncluded: coverages.has("BASIC_LIFE") || coverages.has("VOLUNTARY_LIFE") ? false : null,
        malpracticePremiumsReimbursed:
          INDUSTRY_SEGMENTS[c.key] === "HEALTHCARE_PROFESSIONALS" && coverages.has("LTD") ? true : null,
        malpracticeIncludedInEarnings:
          INDUSTRY_SEGMENTS[c.key] === "HEALTHCARE_PROFESSIONALS" && coverages.has("LTD") ? false : null,
        hasSubsidiaries: c.locations.some((l) => l.type === "SUBSIDIARY"),
        subsidiariesBilledSeparately: c.locations.some((l) => l.type === "SUBSIDIARY") ? true : null,
        subsidiariesHaveSeparateTaxIds: c.locations.some((l) => l.type === "SUBSIDIARY") ? true : null,
        updatedByUserId: userIdOf(linkedUserKey(c.key, "BEN_ADMIN") ?? "admin1"),
        version: phaseIndex(c) + 1,
      };
    }),
  );

  await tx.insert(clientErrors).values([
    {
      id: seedId("client-error", 1),
      clientId: clientIdOf("peachtree"),
      policyId: policyIdOf("2550447"),
      type: "Awaiting Census" as const,
      note: "Census file promised by the broker for this week.",
    },
    {
      id: seedId("client-error", 2),
      clientId: clientIdOf("greatlakes"),
      policyId: policyIdOf("2541209"),
      type: "Prior Carrier Cert Missing" as const,
      note: "Certificate for the prior LTD carrier not yet uploaded.",
    },
    {
      id: seedId("client-error", 3),
      clientId: clientIdOf("lonestar"),
      policyId: null,
      type: "Broker Signature Missing" as const,
      note: "Broker signed on the second request.",
      resolvedAt: at(today, -6, 11),
    },
  ]);
}

const NATURE_OF_BUSINESS: Record<string, string> = {
  harborview: "Multi-specialty physician group",
  harborviewvol: "Multi-specialty physician group",
  cascade: "Lumber and wood products manufacturing",
  lonestar: "Freight trucking and warehousing",
  greatlakes: "Precision tool and die manufacturing",
  peachtree: "Hotels and restaurants",
  gardenstate: "Corrugated packaging manufacturing",
  rockymountain: "Credit union",
  sonoran: "Solar panel installation",
  summit: "Hospitals and outpatient care",
};

const INDUSTRY_SEGMENTS: Record<string, IndustrySegment> = {
  harborview: "HEALTHCARE_PROFESSIONALS",
  harborviewvol: "HEALTHCARE_PROFESSIONALS",
  summit: "HEALTHCARE_PROFESSIONALS",
  cascade: "MANUFACTURING",
  lonestar: "TRANSPORTATION",
  greatlakes: "MANUFACTURING",
  gardenstate: "MANUFACTURING",
  rockymountain: "FINANCIAL_SERVICES",
};

const SIC_CODES: Record<string, string> = {
  harborview: "8011",
  harborviewvol: "8011",
  cascade: "2421",
  lonestar: "4213",
  greatlakes: "3544",
  peachtree: "7011",
  gardenstate: "2653",
  rockymountain: "6061",
  sonoran: "1731",
  summit: "8062",
};
