/**
 * The scale seed (issue 21): fills a migrated database with a carrier's years of business, in proportion to a
 * number of clients (100,000 → 300k users, 500k documents, 2M e-mails, 2M audit events, 50k explorer pages), with
 * set-based INSERT … SELECT … FROM generate_series in batches, then VACUUM ANALYZE. It never runs at start-up.
 * A second run refuses (the scale rows are there) unless `reset` is set: then it first deletes the rows it added.
 */
import type pg from "pg";
import { insertAuditLog } from "./audit-log";
import { type ScaleConnection, type TableTiming, timed } from "./batches";
import { insertClientErrors, insertClients, insertPolicies } from "./clients";
import { withIndexesBuiltAfter } from "./deferred-indexes";
import { insertDocuments } from "./documents";
import { insertEmails } from "./emails";
import { insertBenefitPlans, insertExplorerPages } from "./explorer-pages";
import { hasScaleRows, resetScaleRows } from "./reset";
import { stageClients, stageUsers } from "./staging";
import { insertPolicyTasks, insertTasks } from "./tasks";
import { insertUserClients, insertUsers } from "./users";
import { type ScaleVolumes, scaleVolumes } from "./volumes";

export interface SeedScaleOptions {
  clients: number;
  /** Delete the rows of an earlier scale seed first, instead of refusing. */
  reset?: boolean;
  /** Called with each table's figures as soon as it is done. */
  onTable?: (timing: TableTiming) => void;
}

export interface SeedScaleResult {
  volumes: ScaleVolumes;
  tables: TableTiming[];
  seconds: number;
}

/** The tables the app must have: without them the database is not migrated. */
const REQUIRED_TABLES = [
  "users",
  "user_clients",
  "clients",
  "client_errors",
  "policies",
  "tasks",
  "policy_tasks",
  "documents",
  "emails",
  "audit_log",
  "explorer_pages",
  "benefit_plans",
];

export class ScaleSeedRefusedError extends Error {
  override name = "ScaleSeedRefusedError";
}

async function checkSchema(connection: ScaleConnection): Promise<void> {
  const result = await connection.query(
    "select name from unnest($1::text[]) as name where to_regclass('public.' || name) is null",
    [REQUIRED_TABLES],
  );
  const missing = result.rows.map((row: { name: string }) => row.name);
  if (missing.length > 0) {
    throw new ScaleSeedRefusedError(
      `This database has no Onboard schema (missing: ${missing.join(", ")}). Start the app on it once ` +
        "(it migrates at start-up), then run the scale seed.",
    );
  }
}

const STEPS: ((connection: ScaleConnection, volumes: ScaleVolumes) => Promise<TableTiming>)[] = [
  insertUsers,
  insertClients,
  insertPolicies,
  insertClientErrors,
  insertTasks,
  insertPolicyTasks,
  insertUserClients,
  insertDocuments,
  (connection, volumes) => withIndexesBuiltAfter(connection, "emails", () => insertEmails(connection, volumes)),
  (connection, volumes) => withIndexesBuiltAfter(connection, "audit_log", () => insertAuditLog(connection, volumes)),
  insertExplorerPages,
  insertBenefitPlans,
];

export async function seedScale(pool: pg.Pool, options: SeedScaleOptions): Promise<SeedScaleResult> {
  const volumes = scaleVolumes(options.clients);
  const started = performance.now();
  const tables: TableTiming[] = [];
  const record = (timing: TableTiming) => {
    tables.push(timing);
    options.onTable?.(timing);
  };
  const connection = await pool.connect();
  try {
    await checkSchema(connection);
    if (await hasScaleRows(connection)) {
      if (!options.reset) {
        throw new ScaleSeedRefusedError(
          "This database already holds scale-seed rows. Run with --reset to delete them (only them) and seed again.",
        );
      }
      record(await resetScaleRows(connection));
    }
    record(
      await timed("(staging: names and dates)", async () => {
        await stageClients(connection, volumes);
        await stageUsers(connection, volumes);
        return volumes.clients + volumes.internalUsers + volumes.brokers + volumes.benAdmins;
      }),
    );
    for (const step of STEPS) record(await step(connection, volumes));
    // A long-running database is vacuumed and analyzed by autovacuum; do it now, so that plans and index-only
    // scans are those of that steady state, and autovacuum does not start in the middle of a measurement.
    record(
      await timed("(vacuum analyze)", async () => {
        await connection.query(`vacuum (analyze) ${REQUIRED_TABLES.join(", ")}`);
        return 0;
      }),
    );
  } finally {
    await connection.query("drop table if exists scale_clients, scale_users").catch(() => {});
    connection.release();
  }
  return { volumes, tables, seconds: (performance.now() - started) / 1000 };
}
