/** The book of business: clients, their locations, contacts, policies and onboarding plans. */
import { PHASES } from "@onboard/domain/clients/enums";
import { eq } from "drizzle-orm";
import { clients, contactManagedLocations, contacts, locations, plans, policies } from "../schema/index";
import type { QpsEvent } from "../schema/policies";
import type { ClientSeed, PolicySeed, SlfCoverage } from "./data/client-types";
import { IMPLEMENTATION_CONSULTANTS } from "./data/client-types";
import { CLIENT_SEEDS } from "./data/clients-data";
import { at, firstOfMonthAfter, shiftIsoDay } from "./dates";
import { clientIdOf, contactEmail, contactIdOf, linkedUserKey, locationIdOf, planIdOf, policyIdOf } from "./keys";
import { type BenAdminPlatformKey, platformIdOf } from "./reference-data";
import type { SeedContext } from "./seed-context";
import { userIdOf } from "./users";

const PLATFORM_BY_CLIENT: Record<string, BenAdminPlatformKey> = {
  harborview: "bswift",
  harborviewvol: "bswift",
  cascade: "employee-navigator",
  lonestar: "adp",
  peachtree: "benefitfocus",
  greatlakes: "paylocity",
  gardenstate: "employee-navigator",
};

const PLAN_NAMES: Record<SlfCoverage, string> = {
  STD: "Short Term Disability",
  LTD: "Long Term Disability",
  BASIC_LIFE: "Basic Life and AD&D",
  VOLUNTARY_LIFE: "Voluntary Life and AD&D",
  DENTAL: "Dental",
  VISION: "Vision",
  ACCIDENT: "Accident",
  CRITICAL_ILLNESS: "Critical Illness",
  HOSPITAL_INDEMNITY: "Hospital Indemnity",
  PFML: "Paid Family and Medical Leave",
  FLI: "Family Leave Insurance",
  EAP: "Employee Assistance Program",
};

/** The plans' maximum benefit (the census refuses an elected amount over it); the others have none. */
const PLAN_MAXIMUMS: Partial<Record<SlfCoverage, number>> = {
  BASIC_LIFE: 150_000,
  VOLUNTARY_LIFE: 500_000,
  CRITICAL_ILLNESS: 30_000,
};

/** Index of the client's phase: 0 for WELCOME up to 5 for ONBOARDING_COMPLETE. */
export const phaseIndex = (c: ClientSeed) => PHASES.indexOf(c.phase);

export function policyEffectiveDate(today: Date, p: PolicySeed): string {
  return firstOfMonthAfter(today, p.effectiveInDays);
}

export async function seedClients({ tx, today }: SeedContext): Promise<void> {
  const admin = userIdOf("admin1");
  await tx.insert(clients).values(
    CLIENT_SEEDS.map((c) => {
      const ic = IMPLEMENTATION_CONSULTANTS[c.consultant % IMPLEMENTATION_CONSULTANTS.length];
      const primary = c.policies[0];
      const effective = primary ? policyEffectiveDate(today, primary) : null;
      const benAdminKey = linkedUserKey(c.key, "BEN_ADMIN");
      const signer = benAdminKey ? userIdOf(benAdminKey) : null;
      const phase = phaseIndex(c);
      const hadKickoff = phase >= 1;
      const firstContact = c.contacts[0];
      return {
        id: clientIdOf(c.key),
        name: c.name,
        caseId: c.caseId,
        ticketId: c.ticketId,
        phaseId: c.phase,
        releaseStatus: c.isLive ? ("LIVE" as const) : ("NOT_LIVE" as const),
        isActive: !c.isArchived,
        isTest: c.isTest ?? false,
        isArchived: c.isArchived ?? false,
        isOnboard: true,
        isBenefitsExplorer: c.isBenefitsExplorer,
        implementationType: c.implementationType,
        baseClientId: c.baseClientKey ? clientIdOf(c.baseClientKey) : null,
        completedSetup: c.completedSetup,
        employeesNumber: c.employees,
        taxId: c.taxId,
        policyAnniversaryMonth: c.anniversaryMonth,
        enrollmentStartDate: effective ? shiftIsoDay(effective, -35) : null,
        enrollmentEndDate: effective ? shiftIsoDay(effective, -14) : null,
        eifSignedAt: c.eifSignedDaysAgo ? at(today, -c.eifSignedDaysAgo, 15, 20) : null,
        eifSignedByUserId: c.eifSignedDaysAgo ? signer : null,
        authorizedSignerUserId: c.key === "lonestar" ? null : signer,
        kickoffCallSelection: c.completedSetup ? "video" : null,
        kickoffCallStatus: hadKickoff
          ? ("Complete - Call Recorded" as const)
          : c.completedSetup
            ? ("Pending" as const)
            : null,
        kickoffCallScheduledAt: hadKickoff
          ? at(today, -30 - phase * 8, 15)
          : c.completedSetup
            ? at(today, 4, 15)
            : null,
        kickoffCallTopics: c.completedSetup ? ["plan-overview", "enrollment", "company-information"] : null,
        kickoffCallPeople:
          c.completedSetup && firstContact && ic
            ? [
                {
                  name: `${firstContact.firstName} ${firstContact.lastName}`,
                  email: contactEmail(c, firstContact),
                  role: firstContact.title,
                },
                { name: `${ic.firstName} ${ic.lastName}`, email: ic.email, role: "Implementation Consultant" },
              ]
            : null,
        kickoffCallUpdatedAt: c.completedSetup ? at(today, hadKickoff ? -30 - phase * 8 : -2, 17) : null,
        kickoffCallUpdatedByUserId: c.completedSetup ? admin : null,
        installCallSelection: phase >= 3 ? "phone" : null,
        installCallStatus: phase >= 4 ? ("Complete" as const) : phase === 3 ? ("Pending" as const) : null,
        installCallScheduledAt: phase >= 4 ? at(today, -12, 16) : phase === 3 ? at(today, 6, 16) : null,
        installCallTopics: phase >= 3 ? ["billing", "claims", "other"] : null,
        installCallPeople: null,
        installCallUpdatedAt: phase >= 3 ? at(today, -5, 11) : null,
        installCallUpdatedByUserId: phase >= 3 ? admin : null,
        setYourGoals: hadKickoff
          ? { goals: ["Smooth transition from prior carrier", "Higher voluntary enrollment"], notes: null }
          : null,
        setYourGoalsUpdatedAt: hadKickoff ? at(today, -28 - phase * 8, 10) : null,
        changesAcceptedAt: c.isLive ? at(today, -120, 13) : null,
        changesAcceptedByUserId: c.isLive ? admin : null,
        readyForReviewAt: c.key === "cascade" ? at(today, -3, 10, 45) : null,
        readyForReviewByUserId: c.key === "cascade" ? signer : null,
        implementationConsultantFirstName: ic?.firstName ?? null,
        implementationConsultantLastName: ic?.lastName ?? null,
        implementationConsultantPhoneNumber: ic?.phoneNumber ?? null,
        implementationConsultantEmail: ic?.email ?? null,
      };
    }),
  );

  await tx.insert(locations).values(
    CLIENT_SEEDS.flatMap((c) =>
      c.locations.map((l, i) => ({
        id: locationIdOf(c.key, i),
        clientId: clientIdOf(c.key),
        name: l.name,
        address1: l.address1,
        address2: l.address2 ?? null,
        city: l.city,
        state: l.state,
        zipCode: l.zipCode,
        locationType: l.type,
      })),
    ),
  );

  await tx.insert(contacts).values(
    CLIENT_SEEDS.flatMap((c) =>
      c.contacts.map((ct, i) => {
        const hq = c.locations[0];
        return {
          id: contactIdOf(c.key, i),
          clientId: clientIdOf(c.key),
          firstName: ct.firstName,
          lastName: ct.lastName,
          email: contactEmail(c, ct),
          title: ct.title,
          phoneNumber: ct.phone,
          faxNumber: ct.fax ?? null,
          address1: hq?.address1 ?? null,
          address2: hq?.address2 ?? null,
          city: hq?.city ?? null,
          state: hq?.state ?? null,
          zipCode: hq?.zipCode ?? null,
          type: ct.type,
          locationId: locationIdOf(c.key, 0),
          claimsAccess: ct.access.includes("claims"),
          billingAccess: ct.access.includes("billing"),
          paymentsAccess: ct.access.includes("payments"),
          documentsAccess: ct.access.includes("documents"),
          memberChangesAccess: ct.access.includes("memberChanges"),
          locationManagementType: ct.access.length >= 4 ? ("ALL" as const) : ("LIMITED" as const),
        };
      }),
    ),
  );
  // A LIMITED contact manages the client's branch and subsidiary locations (or its only location).
  await tx.insert(contactManagedLocations).values(
    CLIENT_SEEDS.flatMap((c) =>
      c.contacts.flatMap((ct, i) => {
        if (ct.access.length >= 4) return [];
        const managed = c.locations.length > 1 ? c.locations.slice(1).map((_, l) => l + 1) : [0];
        return managed.map((l) => ({ contactId: contactIdOf(c.key, i), locationId: locationIdOf(c.key, l) }));
      }),
    ),
  );
  // The primary web admin can only be linked once the contacts exist.
  for (const c of CLIENT_SEEDS) {
    const index = c.contacts.findIndex((ct) => ct.type === "PRIMARY_WEB_ADMIN");
    if (index >= 0) {
      await tx
        .update(clients)
        .set({ webAdminContactId: contactIdOf(c.key, index) })
        .where(eq(clients.id, clientIdOf(c.key)));
    }
  }

  await seedPolicies({ tx, today });
}

function contactOfType(c: ClientSeed, type: string): string | null {
  const index = c.contacts.findIndex((ct) => ct.type === type);
  return index >= 0 ? contactIdOf(c.key, index) : null;
}

async function seedPolicies({ tx, today }: Pick<SeedContext, "tx" | "today">): Promise<void> {
  const policyRows = CLIENT_SEEDS.flatMap((c) =>
    c.policies.map((p, i) => {
      const effective = policyEffectiveDate(today, p);
      const platform = PLATFORM_BY_CLIENT[c.key];
      const dataFeedContact = contactOfType(c, "DATA_FEED_PRIMARY");
      const pushed = c.isLive || c.key === "cascade";
      const events: QpsEvent[] = pushed
        ? [
            {
              at: at(today, c.isLive ? -95 : -11, 13).toISOString(),
              type: "PLAN_DESIGN_PUSHED",
              message: "Plan design received by QPS.",
            },
            {
              at: at(today, c.isLive ? -90 : -10, 9).toISOString(),
              type: "POLICY_ISSUED",
              message: `Policy ${p.number} issued.`,
            },
          ]
        : [];
      return {
        id: policyIdOf(p.number),
        clientId: clientIdOf(c.key),
        policyNumber: p.number,
        slfCoverages: p.coverages,
        primaryPolicy: i === 0,
        phaseId: c.phase,
        policyEffective: effective,
        initialPolicyEffectiveDate: effective,
        enrollmentCensusDeadline: shiftIsoDay(effective, -21),
        infoGatheringDeadline: shiftIsoDay(effective, -45),
        liveStatusDate: c.isLive ? shiftIsoDay(effective, -7) : null,
        issuedStateSitus: p.situs,
        billingAdministrationType: p.billing,
        billingStructureType: c.locations.length > 2 ? ("MULTIPLE" as const) : ("SINGLE" as const),
        billPayrollCycles:
          c.key === "cascade" || c.key === "lonestar" ? (["WEEKLY", "BIWEEKLY"] as const) : (["BIWEEKLY"] as const),
        advanceOrArrears: p.billing === "LIST" ? ("ADVANCE" as const) : ("ARREARS" as const),
        benAdminPlatformId: platform ? platformIdOf(platform) : null,
        dataFeedPlatformId: platform && dataFeedContact ? platformIdOf(platform) : null,
        dataFeedPrimaryContactId: dataFeedContact,
        tpaContactId: contactOfType(c, "TPA"),
        pushedToCompassAt: pushed ? at(today, c.isLive ? -95 : -11, 13) : null,
        qpsEvents: events,
      };
    }),
  );
  await tx.insert(policies).values(policyRows.map((p) => ({ ...p, billPayrollCycles: [...p.billPayrollCycles] })));

  await tx.insert(plans).values(
    CLIENT_SEEDS.flatMap((c) =>
      c.policies.flatMap((p) =>
        p.coverages.map((coverage) => {
          const isLeave = coverage === "PFML" || coverage === "FLI";
          const isSalaryContinuation = c.key === "cascade" && coverage === "STD";
          return {
            id: planIdOf(p.number, coverage),
            clientId: clientIdOf(c.key),
            policyId: policyIdOf(p.number),
            benefitType: coverage,
            name: PLAN_NAMES[coverage],
            maximumBenefitAmount: PLAN_MAXIMUMS[coverage] ?? null,
            salaryBased: ["STD", "LTD", "BASIC_LIFE"].includes(coverage),
            pfmlOption:
              coverage === "PFML"
                ? c.key === "cascade"
                  ? ("ADVICE_PLUS" as const)
                  : ("ADVICE_WITH_BENEFIT_CALC" as const)
                : null,
            terminationDate: null,
            pfmlState: isLeave ? p.situs : null,
            pfmlContributionType: isLeave ? ("SHARED" as const) : null,
            pfmlEmployerContributionPercent: isLeave ? 40 : null,
            pfmlEmployeeContributionPercent: isLeave ? 60 : null,
            claimsCheckPayee: ["STD", "LTD", "PFML", "FLI"].includes(coverage)
              ? isSalaryContinuation
                ? ("EMPLOYER" as const)
                : ("EMPLOYEE" as const)
              : null,
            sendClaimsCheckTo: ["STD", "LTD", "PFML", "FLI"].includes(coverage)
              ? isSalaryContinuation
                ? ("PAYEE_CONTACT" as const)
                : ("EMPLOYEE_HOME" as const)
              : null,
            carrierName: c.priorCarrier ?? null,
            payeeContactId: isSalaryContinuation ? contactIdOf(c.key, 1) : null,
            qpsClasses:
              c.isLive || c.key === "cascade"
                ? [{ classId: "A", description: "All eligible full-time employees" }]
                : [],
          };
        }),
      ),
    ),
  );
}
