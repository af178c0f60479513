/** Reads everything an EIF step shows (GET .../draft) in one go: the answers' three rows, policies, plans, locations, counts. */
import type { EifAnswers } from "@onboard/domain/eif/eif-answers";
import type { EifCounts, EifLocation, EifPlan, EifPolicy } from "@onboard/domain/eif/eif-draft-schemas";
import type { EifSnapshot } from "@onboard/domain/eif/sub-step-issues";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import {
  bills,
  clientPlanDesigns,
  clients,
  contacts,
  eifCompanyInfo,
  employeeClasses,
  locations,
  monthlyClaimsReportMailingLocations,
  plans,
  policies,
  subsidiaries,
} from "../../db/schema/index";
import type { DbExecutor } from "../authn/repository";
import { CLIENT_ANSWER_FIELDS, COMPANY_INFO_ANSWER_FIELDS, PLAN_DESIGN_ANSWER_FIELDS } from "./answer-columns";

export interface EifState extends EifSnapshot {
  clientId: string;
  clientName: string;
  /** The company-information row's version: the draft's version (0 before the first save). */
  version: number;
  updatedAt: Date | null;
}

const live = <T extends { clientId: unknown; deletedAt: unknown }>(table: T, clientId: string) =>
  // biome-ignore lint/suspicious/noExplicitAny: drizzle column types differ per table
  and(eq(table.clientId as any, clientId), isNull(table.deletedAt as any));

/** The five list counts in one query. */
function countsQuery(db: DbExecutor, clientId: string) {
  const liveCount = (table: typeof contacts | typeof bills | typeof employeeClasses | typeof subsidiaries) =>
    sql<number>`(select count(*)::int from ${table} where ${table.clientId} = ${clientId} and ${table.deletedAt} is null)`;
  return db
    .select({
      contacts: liveCount(contacts),
      bills: liveCount(bills),
      employeeClasses: liveCount(employeeClasses),
      subsidiaries: liveCount(subsidiaries),
      monthlyClaimsReportMailingLocations: sql<number>`(select count(*)::int from ${monthlyClaimsReportMailingLocations} where ${monthlyClaimsReportMailingLocations.clientId} = ${clientId})`,
    })
    .from(sql`(select 1) as one`);
}

/** Runs the reads together on the pool, or one after another on a transaction's single connection. */
async function readAll<T extends readonly (() => Promise<unknown>)[]>(
  reads: T,
  sequential: boolean,
): Promise<{ [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  if (!sequential) return (await Promise.all(reads.map((read) => read()))) as never;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as never;
}

/**
 * The client's EIF state in five queries (the client with its two answer rows, policies, plans, locations, the
 * counts); `inTransaction` when `db` is a transaction (its reads cannot overlap).
 */
export async function loadEifState(
  db: DbExecutor,
  clientId: string,
  options: { inTransaction?: boolean } = {},
): Promise<EifState | null> {
  const [answerRows, policyRows, planRows, locationRows, countRows] = await readAll(
    [
      () =>
        db
          .select({ client: clients, info: eifCompanyInfo, design: clientPlanDesigns })
          .from(clients)
          .leftJoin(eifCompanyInfo, eq(eifCompanyInfo.clientId, clients.id))
          .leftJoin(clientPlanDesigns, eq(clientPlanDesigns.clientId, clients.id))
          .where(and(eq(clients.id, clientId), isNull(clients.deletedAt))),
      () => db.select().from(policies).where(eq(policies.clientId, clientId)).orderBy(asc(policies.policyNumber)),
      () => db.select().from(plans).where(eq(plans.clientId, clientId)).orderBy(asc(plans.benefitType), asc(plans.id)),
      () =>
        db
          .select()
          .from(locations)
          .where(live(locations, clientId))
          .orderBy(asc(locations.createdAt), asc(locations.id)),
      () => countsQuery(db, clientId),
    ] as const,
    options.inTransaction ?? false,
  );
  const row = answerRows[0];
  if (!row) return null;
  const { client, info, design } = row;
  const answers = {} as Record<string, unknown>;
  for (const field of CLIENT_ANSWER_FIELDS) answers[field] = client[field] ?? null;
  for (const field of COMPANY_INFO_ANSWER_FIELDS) answers[field] = info?.[field] ?? null;
  for (const field of PLAN_DESIGN_ANSWER_FIELDS) answers[field] = design?.[field] ?? null;
  const counts: EifCounts = countRows[0] ?? {
    contacts: 0,
    bills: 0,
    employeeClasses: 0,
    subsidiaries: 0,
    monthlyClaimsReportMailingLocations: 0,
  };
  return {
    clientId,
    clientName: client.name,
    version: info?.version ?? 0,
    updatedAt: info?.updatedAt ?? null,
    eifSignedAt: client.eifSignedAt?.toISOString() ?? null,
    answers: answers as EifAnswers,
    policies: policyRows.map(presentPolicy),
    plans: planRows.map(presentPlan),
    locations: locationRows.map(presentLocation),
    counts,
  };
}

export function presentPolicy(p: typeof policies.$inferSelect): EifPolicy {
  return {
    id: p.id,
    policyNumber: p.policyNumber,
    primaryPolicy: p.primaryPolicy,
    coverages: p.slfCoverages,
    situs: p.issuedStateSitus,
    policyEffective: p.policyEffective,
    billingAdministrationType: p.billingAdministrationType,
    billingStructureType: p.billingStructureType,
    billPayrollCycles: p.billPayrollCycles,
    advanceOrArrears: p.advanceOrArrears,
    benAdminPlatformId: p.benAdminPlatformId,
  };
}

export function presentPlan(p: typeof plans.$inferSelect): EifPlan {
  return {
    id: p.id,
    policyId: p.policyId,
    benefitType: p.benefitType,
    name: p.name,
    claimsCheckPayee: p.claimsCheckPayee,
    sendClaimsCheckTo: p.sendClaimsCheckTo,
    payeeContactId: p.payeeContactId,
    carrierName: p.carrierName,
    terminationDate: p.terminationDate,
    pfmlOption: p.pfmlOption,
    pfmlState: p.pfmlState,
    pfmlContributionType: p.pfmlContributionType,
    pfmlEmployerContributionPercent: p.pfmlEmployerContributionPercent,
    pfmlEmployeeContributionPercent: p.pfmlEmployeeContributionPercent,
    version: p.version,
  };
}

export function presentLocation(l: typeof locations.$inferSelect): EifLocation {
  return {
    id: l.id,
    name: l.name,
    address1: l.address1,
    address2: l.address2,
    city: l.city,
    state: l.state,
    zipCode: l.zipCode,
    locationType: l.locationType,
    version: l.version,
  };
}
