/**
 * A draft save's writes, sent as one statement: the version guard (the company-information row moves from the
 * expected version to the next), the client and plan-design answers, each policy's billing preferences, the save's
 * audit entry, and on a first save the form's tasks with an audit entry each. One statement is one round trip and
 * atomic: when the guard finds another save came first, `onboard_require` (migration 0006) aborts every part of it.
 *
 * After signing, the save's change records are one more part of the same statement.
 *
 * Saves differ only in which answers they send (their shape). The statement of a shape is built once, with
 * placeholders, and prepared under a name of its own (Postgres parses and plans it once per connection); a save fills
 * in its values. A bound keeps a flood of odd shapes from growing the cache: past it, statements are built each time.
 */
import type { PolicyBillingAnswers } from "@onboard/domain/eif/eif-answers";
import { is, Param, Placeholder, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { postgresError } from "../../db/postgres-error";
import { type AuditEntry, auditInsertWithPlaceholders, auditPlaceholderValues } from "../audit/index";
import { type DraftChange, insertDraftChanges } from "../eif-change-log/index";
import {
  auditStartedTasks,
  bumpCompanyInfo,
  startFormTasks,
  updateClientAnswers,
  updatePolicyBilling,
  upsertPlanDesign,
} from "./draft-repository";

/** The SQLSTATE the guard raises (a class of our own, "OB"). */
const STALE_DRAFT = "OB412";

export interface DraftWrite {
  clientId: string;
  userId: string;
  expectedVersion: number;
  companyInfo: Record<string, unknown>;
  clientFields: Record<string, unknown>;
  designFields: Record<string, unknown>;
  policyAnswers: [string, PolicyBillingAnswers][];
  audit: AuditEntry;
  /** After signing: the change records the save makes (modules/eif-changes/draft-changes.ts). */
  changes: DraftChange[];
  /** Set on a save that finds a task of the form not started: they move, each audited. */
  startTasks: {
    taskIds: readonly string[];
    from: readonly string[];
    to: string;
    cause: string;
    actorUserId: string | null;
    ip: string | null;
  } | null;
}

/** What the statement's text depends on. */
interface Shape {
  firstSave: boolean;
  recordsChanges: boolean;
  companyInfo: string[];
  client: string[];
  design: string[];
  policies: string[][];
  startTasks: { taskIds: readonly string[]; from: readonly string[]; to: string; cause: string } | null;
}

const definedKeys = (record: object) =>
  Object.entries(record).flatMap(([key, value]) => (value === undefined ? [] : [key]));

function shapeOf(write: DraftWrite): Shape {
  const { startTasks } = write;
  return {
    firstSave: write.expectedVersion === 0,
    recordsChanges: write.changes.length > 0,
    companyInfo: Object.keys(write.companyInfo),
    client: Object.keys(write.clientFields),
    design: Object.keys(write.designFields),
    policies: write.policyAnswers.map(([, answers]) => definedKeys(answers)),
    startTasks: startTasks && {
      taskIds: startTasks.taskIds,
      from: startTasks.from,
      to: startTasks.to,
      cause: startTasks.cause,
    },
  };
}

const slot = (name: string) => sql.placeholder(name);
const slots = (prefix: string, fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, slot(`${prefix}${field}`)]));

function statementOf(db: Database, shape: Shape): SQL {
  const common = { clientId: slot("clientId"), userId: slot("userId"), now: slot("now") };
  const parts: [string, SQL | null][] = [
    [
      "bumped",
      bumpCompanyInfo(
        db,
        { ...common, fields: slots("info.", shape.companyInfo), expected: slot("expectedVersion") },
        shape.firstSave,
      ),
    ],
    ["client_answers", updateClientAnswers(db, common.clientId, slots("client.", shape.client), common.now)],
    ["plan_design", upsertPlanDesign(db, { ...common, fields: slots("design.", shape.design) })],
    ...shape.policies.map((fields, index): [string, SQL | null] => [
      `policy_${index}`,
      updatePolicyBilling(db, slot(`policy${index}`), slots(`policy${index}.`, fields), common.now),
    ]),
    ["draft_audit", auditInsertWithPlaceholders(db, "audit.").getSQL()],
    [
      "changes",
      shape.recordsChanges
        ? insertDraftChanges(common.clientId, common.userId, slot("nowText"), slot("changes"))
        : null,
    ],
  ];
  const start = shape.startTasks;
  if (start) {
    parts.push(["started", startFormTasks(common.clientId, start.taskIds, start.from, start.to, slot("nowText"))]);
    parts.push([
      "started_audit",
      auditStartedTasks("started", {
        ...start,
        actorUserId: slot("actorUserId"),
        ip: slot("ip"),
        clientId: common.clientId,
      }),
    ]);
  }
  const ctes = parts.flatMap(([name, statement]) =>
    statement ? [sql`${sql.identifier(name)} as (${statement})`] : [],
  );
  return sql`with ${sql.join(ctes, sql`, `)}
    select onboard_require(exists (select 1 from bumped), ${STALE_DRAFT}, 'another save of the draft came first')`;
}

function valuesOf(write: DraftWrite, now: Date): Record<string, unknown> {
  const prefixed = (prefix: string, record: object) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [`${prefix}${key}`, value]));
  return {
    clientId: write.clientId,
    userId: write.userId,
    now,
    nowText: now.toISOString(),
    expectedVersion: write.expectedVersion,
    actorUserId: write.startTasks?.actorUserId ?? null,
    ip: write.startTasks?.ip ?? null,
    ...prefixed("info.", write.companyInfo),
    ...prefixed("client.", write.clientFields),
    ...prefixed("design.", write.designFields),
    ...Object.assign(
      {},
      ...write.policyAnswers.map(([policyId, answers], index) => ({
        [`policy${index}`]: policyId,
        ...prefixed(`policy${index}.`, answers),
      })),
    ),
    ...auditPlaceholderValues("audit.", write.audit),
    changes: JSON.stringify(write.changes),
  };
}

/** The query's parameters with the save's values: a value bound to a column is encoded by it; null stays null. */
function fill(params: unknown[], values: Record<string, unknown>): unknown[] {
  const valueNamed = (name: string) => {
    if (!(name in values)) throw new Error(`no value for the placeholder "${name}"`);
    return values[name] ?? null;
  };
  return params.map((param) => {
    if (is(param, Placeholder)) return valueNamed(param.name);
    if (is(param, Param) && is(param.value, Placeholder)) {
      const value = valueNamed(param.value.name);
      return value === null ? null : param.encoder.mapToDriverValue(value);
    }
    return param;
  });
}

const dialect = new PgDialect();
const prepared = new Map<string, { name: string; text: string; params: unknown[] }>();
const MOST_PREPARED_SHAPES = 200;

function queryOf(db: Database, shape: Shape): { name?: string; text: string; params: unknown[] } {
  const key = JSON.stringify(shape);
  const known = prepared.get(key);
  if (known) return known;
  const { sql: text, params } = dialect.sqlToQuery(statementOf(db, shape));
  if (prepared.size >= MOST_PREPARED_SHAPES) return { text, params };
  const query = { name: `eif_save_${prepared.size}`, text, params };
  prepared.set(key, query);
  return query;
}

/** Runs the save's writes; false (and nothing written) when the draft is no longer at the expected version. */
export async function writeDraft(db: Database, write: DraftWrite, now: Date): Promise<boolean> {
  const query = queryOf(db, shapeOf(write));
  try {
    await db.$client.query({ name: query.name, text: query.text, values: fill(query.params, valuesOf(write, now)) });
    return true;
  } catch (error) {
    if (postgresError(error)?.code === STALE_DRAFT) return false;
    throw error;
  }
}
