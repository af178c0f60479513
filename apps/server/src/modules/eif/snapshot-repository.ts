/** Reads everything an EIF step shows (GET .../draft) in one go: the answers' three rows, policies, plans, locations, counts. */
import type { EifAnswers } from "@onboard/domain/eif/eif-answers";
import type { EifCounts, EifLocation, EifPlan, EifPolicy } from "@onboard/domain/eif/eif-draft-schemas";
import { EIF_FORM_TASK_IDS } from "@onboard/domain/eif/eif-steps";
import { EIF_SAVE_MOVES_FROM } from "@onboard/domain/eif/eif-task-status";
import type { EifSnapshot } from "@onboard/domain/eif/sub-step-issues";
import { and, asc, eq, isNull, type Placeholder, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
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
  tasks,
} from "../../db/schema/index";
import type { DbExecutor } from "../authn/repository";
import { CLIENT_ANSWER_FIELDS, COMPANY_INFO_ANSWER_FIELDS, PLAN_DESIGN_ANSWER_FIELDS } from "./answer-columns";

export interface EifState extends EifSnapshot {
  clientId: string;
  clientName: string;
  isArchived: boolean;
  /** Whether a task of the form has not started yet (the next save moves it to In Progress). */
  hasUnstartedFormTask: boolean;
  /** The company-information row's version: the draft's version (0 before the first save). */
  version: number;
  updatedAt: Date | null;
}

/** The five list counts in one query. */
function countsQuery(db: DbExecutor, clientId: string | Placeholder) {
  const liveCount = (table: typeof contacts | typeof bills | typeof employeeClasses | typeof subsidiaries) =>
    sql<number>`(select count(*)::int from ${table} where ${table.clientId} = ${clientId} and ${table.deletedAt} is null)`;
  return db
    .select({
      contacts: liveCount(contacts),
      bills: liveCount(bills),
      employeeClasses: liveCount(employeeClasses),
      subsidiaries: liveCount(subsidiaries),
      monthlyClaimsReportMailingLocations: sql<number>`(select count(*)::int from ${monthlyClaimsReportMailingLocations} where ${monthlyClaimsReportMailingLocations.clientId} = ${clientId})`,
      hasUnstartedFormTask: sql<boolean>`exists (select 1 from ${tasks} where ${tasks.clientId} = ${clientId} and ${tasks.taskId} in (${sql.join(
        EIF_FORM_TASK_IDS.map((id) => sql`${id}`),
        sql`, `,
      )}) and ${tasks.status} in (${sql.join(
        EIF_SAVE_MOVES_FROM.map((status) => sql`${status}`),
        sql`, `,
      )}))`,
    })
    .from(sql`(select 1) as one`);
}

const columnsOf = (table: object, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, (table as Record<string, AnyPgColumn>)[field]])) as Record<
    string,
    AnyPgColumn
  >;

/** Only the columns the EIF shows: the client's few, and the two answer rows' answers. */
function answersQuery(db: DbExecutor, clientId: string | Placeholder) {
  return db
    .select({
      client: {
        name: clients.name,
        isArchived: clients.isArchived,
        eifSignedAt: clients.eifSignedAt,
        ...columnsOf(clients, CLIENT_ANSWER_FIELDS),
      },
      info: {
        version: eifCompanyInfo.version,
        updatedAt: eifCompanyInfo.updatedAt,
        ...columnsOf(eifCompanyInfo, COMPANY_INFO_ANSWER_FIELDS),
      },
      // A left-joined object starts with a column that is never null in a row that exists: drizzle nulls the whole
      // object when its first column is null.
      design: { id: clientPlanDesigns.id, ...columnsOf(clientPlanDesigns, PLAN_DESIGN_ANSWER_FIELDS) },
    })
    .from(clients)
    .leftJoin(eifCompanyInfo, eq(eifCompanyInfo.clientId, clients.id))
    .leftJoin(clientPlanDesigns, eq(clientPlanDesigns.clientId, clients.id))
    .where(and(eq(clients.id, clientId), isNull(clients.deletedAt)));
}

const POLICY_COLUMNS = {
  id: policies.id,
  policyNumber: policies.policyNumber,
  primaryPolicy: policies.primaryPolicy,
  coverages: policies.slfCoverages,
  situs: policies.issuedStateSitus,
  policyEffective: policies.policyEffective,
  billingAdministrationType: policies.billingAdministrationType,
  billingStructureType: policies.billingStructureType,
  billPayrollCycles: policies.billPayrollCycles,
  advanceOrArrears: policies.advanceOrArrears,
  benAdminPlatformId: policies.benAdminPlatformId,
};
const PLAN_COLUMNS = {
  id: plans.id,
  policyId: plans.policyId,
  benefitType: plans.benefitType,
  name: plans.name,
  claimsCheckPayee: plans.claimsCheckPayee,
  sendClaimsCheckTo: plans.sendClaimsCheckTo,
  payeeContactId: plans.payeeContactId,
  carrierName: plans.carrierName,
  terminationDate: plans.terminationDate,
  pfmlOption: plans.pfmlOption,
  pfmlState: plans.pfmlState,
  pfmlContributionType: plans.pfmlContributionType,
  pfmlEmployerContributionPercent: plans.pfmlEmployerContributionPercent,
  pfmlEmployeeContributionPercent: plans.pfmlEmployeeContributionPercent,
  version: plans.version,
};
const LOCATION_COLUMNS = {
  id: locations.id,
  name: locations.name,
  address1: locations.address1,
  address2: locations.address2,
  city: locations.city,
  state: locations.state,
  zipCode: locations.zipCode,
  locationType: locations.locationType,
  version: locations.version,
};

function stateQueries(db: DbExecutor, clientId: string | Placeholder) {
  return {
    answers: answersQuery(db, clientId),
    policies: db
      .select(POLICY_COLUMNS)
      .from(policies)
      .where(eq(policies.clientId, clientId))
      .orderBy(asc(policies.policyNumber)),
    plans: db
      .select(PLAN_COLUMNS)
      .from(plans)
      .where(eq(plans.clientId, clientId))
      .orderBy(asc(plans.benefitType), asc(plans.id)),
    locations: db
      .select(LOCATION_COLUMNS)
      .from(locations)
      .where(and(eq(locations.clientId, clientId), isNull(locations.deletedAt)))
      .orderBy(asc(locations.createdAt), asc(locations.id)),
    counts: countsQuery(db, clientId),
  };
}

/**
 * The five queries prepared once per database (a step loads them on every visit and every save reads them): the SQL
 * is built once, and Postgres plans each statement once per connection.
 */
const preparedByDb = new WeakMap<object, ReturnType<typeof prepareStateQueries>>();
function prepareStateQueries(db: Database) {
  const queries = stateQueries(db, sql.placeholder("clientId"));
  return {
    answers: queries.answers.prepare("eif_state_answers"),
    policies: queries.policies.prepare("eif_state_policies"),
    plans: queries.plans.prepare("eif_state_plans"),
    locations: queries.locations.prepare("eif_state_locations"),
    counts: queries.counts.prepare("eif_state_counts"),
  };
}
function preparedFor(db: Database) {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = prepareStateQueries(db);
    preparedByDb.set(db, prepared);
  }
  return prepared;
}

type StateRows = {
  answers: Awaited<ReturnType<typeof answersQuery>>;
  policies: EifPolicy[];
  plans: EifPlan[];
  locations: EifLocation[];
  counts: (EifCounts & { hasUnstartedFormTask: boolean })[];
};

/** The reads together on the pool (prepared), or one after another on a transaction's single connection. */
async function readState(db: DbExecutor, clientId: string, inTransaction: boolean): Promise<StateRows> {
  if (!inTransaction) {
    const prepared = preparedFor(db as Database);
    const params = { clientId };
    const [answers, policyRows, planRows, locationRows, counts] = await Promise.all([
      prepared.answers.execute(params),
      prepared.policies.execute(params),
      prepared.plans.execute(params),
      prepared.locations.execute(params),
      prepared.counts.execute(params),
    ]);
    return {
      answers,
      policies: policyRows as EifPolicy[],
      plans: planRows as EifPlan[],
      locations: locationRows as EifLocation[],
      counts,
    };
  }
  const queries = stateQueries(db, clientId);
  return {
    answers: await queries.answers,
    policies: (await queries.policies) as EifPolicy[],
    plans: (await queries.plans) as EifPlan[],
    locations: (await queries.locations) as EifLocation[],
    counts: await queries.counts,
  };
}

/** The client's EIF state in five queries; `inTransaction` when `db` is a transaction (its reads cannot overlap). */
export async function loadEifState(
  db: DbExecutor,
  clientId: string,
  options: { inTransaction?: boolean } = {},
): Promise<EifState | null> {
  const rows = await readState(db, clientId, options.inTransaction ?? false);
  const row = rows.answers[0];
  if (!row) return null;
  const client = row.client as Record<string, unknown> & {
    name: string;
    isArchived: boolean;
    eifSignedAt: Date | null;
  };
  const info = row.info as (Record<string, unknown> & { version: number; updatedAt: Date }) | null;
  const design = row.design as Record<string, unknown> | null;
  const answers = {} as Record<string, unknown>;
  for (const field of CLIENT_ANSWER_FIELDS) answers[field] = client[field] ?? null;
  for (const field of COMPANY_INFO_ANSWER_FIELDS) answers[field] = info?.[field] ?? null;
  for (const field of PLAN_DESIGN_ANSWER_FIELDS) answers[field] = design?.[field] ?? null;
  const { hasUnstartedFormTask = false, ...counts } = rows.counts[0] ?? {
    contacts: 0,
    bills: 0,
    employeeClasses: 0,
    subsidiaries: 0,
    monthlyClaimsReportMailingLocations: 0,
  };
  return {
    clientId,
    clientName: client.name,
    isArchived: client.isArchived as boolean,
    hasUnstartedFormTask,
    version: info?.version ?? 0,
    updatedAt: info?.updatedAt ?? null,
    eifSignedAt: client.eifSignedAt?.toISOString() ?? null,
    answers: answers as EifAnswers,
    policies: rows.policies,
    plans: rows.plans,
    locations: rows.locations,
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
