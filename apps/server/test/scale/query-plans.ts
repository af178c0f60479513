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

function* nodesOf(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodesOf(child);
}

/** The tables with more than `minRows` rows (as ANALYZE counted them). */
export async function largeTables(pool: pg.Pool, minRows: number): Promise<Set<string>> {
  const { rows } = await pool.query<{ relname: string }>(
    `select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples > $1`,
    [minRows],
  );
  return new Set(rows.map((row) => row.relname));
}

/** "Seq Scan on clients" for each sequential scan of one of `tables` in the plan of `statement`. */
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
    .filter((node) => node["Node Type"] === "Seq Scan" && tables.has(node["Relation Name"] ?? ""))
    .map((node) => `Seq Scan on ${node["Relation Name"]}`);
}
