/**
 * The query plans of what the app runs: a Drizzle instance that records each statement it sends (with its parameters),
 * and the sequential scans of large tables in their EXPLAIN plans.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Database } from "../../src/db/client";
import * as schema from "../../src/db/schema/index";

export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

/** A database on `pool` that keeps every statement it sends in `statements` (transactions' begin/commit left out). */
export function recordingDatabase(pool: pg.Pool): { db: Database; statements: RecordedStatement[] } {
  const statements: RecordedStatement[] = [];
  const db = drizzle(pool, {
    schema,
    logger: {
      logQuery(query, params) {
        if (/^\s*(select|insert|update|delete|with)\b/i.test(query)) statements.push({ sql: query, params });
      },
    },
  });
  return { db, statements };
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

/** Nodes that pass their input's rows on one by one: a LIMIT above them still stops the scan below. */
const PASS_THROUGH = new Set(["Subquery Scan", "Result"]);

/**
 * The plan's nodes, each with whether a LIMIT stops it: directly, or through pass-through nodes only. A sequential
 * scan under a LIMIT is the planner's choice for words most rows have (it stops after the few rows asked for) and reads
 * a bounded number of rows whatever the table's size; one under a Sort, an Aggregate or a Hash reads the whole table.
 */
function* nodesOf(node: PlanNode, limited = false): Generator<{ node: PlanNode; limited: boolean }> {
  yield { node, limited };
  const passesLimit = node["Node Type"] === "Limit" || (limited && PASS_THROUGH.has(node["Node Type"]));
  for (const child of node.Plans ?? []) yield* nodesOf(child, passesLimit);
}

/** The tables with more than `minRows` rows (as ANALYZE counted them). */
export async function largeTables(pool: pg.Pool, minRows: number): Promise<Set<string>> {
  const { rows } = await pool.query<{ relname: string }>(
    `select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples > $1`,
    [minRows],
  );
  return new Set(rows.map((row) => row.relname));
}

/**
 * "Seq Scan on clients" for each sequential scan of one of `tables` in the plan of `statement` that no LIMIT stops
 * (see nodesOf).
 */
export async function sequentialScans(
  pool: pg.Pool,
  statement: RecordedStatement,
  tables: ReadonlySet<string>,
): Promise<string[]> {
  const { rows } = await pool.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
    `explain (format json) ${statement.sql}`,
    statement.params,
  );
  const plan = rows[0]?.["QUERY PLAN"][0]?.Plan;
  if (!plan) throw new Error(`no plan for ${statement.sql}`);
  return [...nodesOf(plan)]
    .filter(
      ({ node, limited }) => !limited && node["Node Type"] === "Seq Scan" && tables.has(node["Relation Name"] ?? ""),
    )
    .map(({ node }) => `Seq Scan on ${node["Relation Name"]}`);
}

/**
 * Runs `run` on a database that records its statements, and the sequential scans of `tables` in each statement's plan,
 * named with the statement (an empty list when there are none). Fails when `run` sends nothing.
 */
export async function sequentialScansOf(
  pool: pg.Pool,
  run: (db: Database) => Promise<unknown>,
  tables: ReadonlySet<string>,
): Promise<string[]> {
  const recording = recordingDatabase(pool);
  await run(recording.db);
  if (recording.statements.length === 0) throw new Error("the list sent no statement");
  const scans = await Promise.all(
    recording.statements.map(async (statement) => {
      const found = await sequentialScans(pool, statement, tables);
      return found.map((scan) => `${scan} in: ${statement.sql}`);
    }),
  );
  return scans.flat();
}
