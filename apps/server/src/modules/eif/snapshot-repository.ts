/** Reads everything an EIF step shows (GET .../draft) in one query: the answers' three rows, policies, plans, locations, counts. */
import type { EifAnswers } from "@onboard/domain/eif/eif-answers";
import type { EifCounts, EifLocation, EifPlan, EifPolicy } from "@onboard/domain/eif/eif-draft-schemas";
import { EIF_FORM_TASK_IDS } from "@onboard/domain/eif/eif-steps";
import { EIF_SAVE_MOVES_FROM } from "@onboard/domain/eif/eif-task-status";
import type { EifSnapshot } from "@onboard/domain/eif/sub-step-issues";
import { and, eq, isNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, AnyPgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/executor";
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

/** A scalar subquery: the count of the client's live rows of a list. */
function liveCount(table: typeof contacts | typeof bills | typeof employeeClasses | typeof subsidiaries, clientId: Id) {
  return sql<number>`(select count(*)::int from ${table} where ${table.clientId} = ${clientId} and ${table.deletedAt} is null)`;
}

/**
 * A scalar subquery: the rows as one JSON array of objects keyed as `columns` is (every column here is a JSON string,
 * number, boolean or array, as the driver would have given it), in `orderBy` order.
 */
function jsonRows<T>(columns: Record<string, AnyPgColumn>, table: AnyPgTable, where: SQL | undefined, orderBy: SQL) {
  const pairs = Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql<
    T[]
  >`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by ${orderBy}), '[]'::json) from ${table} where ${where})`;
}

type Id = string | Placeholder;

const columnsOf = (table: object, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, (table as Record<string, AnyPgColumn>)[field]])) as Record<
    string,
    AnyPgColumn
  >;

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

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Everything a step shows, in one row: the client's few columns, the two answer rows' answers, the five list counts,
 * whether a task of the form has not started, and the policies, plans and locations as JSON arrays.
 */
function stateQuery(db: DbExecutor, clientId: Id) {
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
      counts: {
        contacts: liveCount(contacts, clientId),
        bills: liveCount(bills, clientId),
        employeeClasses: liveCount(employeeClasses, clientId),
        subsidiaries: liveCount(subsidiaries, clientId),
        monthlyClaimsReportMailingLocations: sql<number>`(select count(*)::int from ${monthlyClaimsReportMailingLocations} where ${monthlyClaimsReportMailingLocations.clientId} = ${clientId})`,
      },
      hasUnstartedFormTask: sql<boolean>`exists (select 1 from ${tasks} where ${tasks.clientId} = ${clientId} and ${tasks.taskId} in (${list(EIF_FORM_TASK_IDS)}) and ${tasks.status} in (${list(EIF_SAVE_MOVES_FROM)}))`,
      policies: jsonRows<EifPolicy>(
        POLICY_COLUMNS,
        policies,
        eq(policies.clientId, clientId),
        sql`${policies.policyNumber}`,
      ),
      plans: jsonRows<EifPlan>(
        PLAN_COLUMNS,
        plans,
        eq(plans.clientId, clientId),
        sql`${plans.benefitType}, ${plans.id}`,
      ),
      locations: jsonRows<EifLocation>(
        LOCATION_COLUMNS,
        locations,
        and(eq(locations.clientId, clientId), isNull(locations.deletedAt)),
        sql`${locations.createdAt}, ${locations.id}`,
      ),
    })
    .from(clients)
    .leftJoin(eifCompanyInfo, eq(eifCompanyInfo.clientId, clients.id))
    .leftJoin(clientPlanDesigns, eq(clientPlanDesigns.clientId, clients.id))
    .where(and(eq(clients.id, clientId), isNull(clients.deletedAt)));
}

/**
 * The query prepared once per database (a step loads it on every visit and every save reads it): the SQL is built
 * once, and Postgres plans it once per connection.
 */
const preparedByDb = new WeakMap<object, ReturnType<typeof prepareStateQuery>>();
function prepareStateQuery(db: Database) {
  return stateQuery(db, sql.placeholder("clientId")).prepare("eif_state");
}
function preparedFor(db: Database) {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = prepareStateQuery(db);
    preparedByDb.set(db, prepared);
  }
  return prepared;
}

/** The client's EIF state in one query; `inTransaction` when `db` is a transaction (not prepared then). */
export async function loadEifState(
  db: DbExecutor,
  clientId: string,
  options: { inTransaction?: boolean } = {},
): Promise<EifState | null> {
  const [row] = options.inTransaction
    ? await stateQuery(db, clientId)
    : await preparedFor(db as Database).execute({ clientId });
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
  return {
    clientId,
    clientName: client.name,
    isArchived: client.isArchived,
    hasUnstartedFormTask: row.hasUnstartedFormTask,
    version: info?.version ?? 0,
    updatedAt: info?.updatedAt ?? null,
    eifSignedAt: client.eifSignedAt?.toISOString() ?? null,
    answers: answers as EifAnswers,
    policies: row.policies,
    plans: row.plans,
    locations: row.locations,
    counts: row.counts as EifCounts,
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
