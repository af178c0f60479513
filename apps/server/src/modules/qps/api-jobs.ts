/**
 * The api jobs as GET /api/api-jobs answers them (ApiJob, packages/domain/src/qps/qps-api.ts): the job, its client,
 * who asked, its outputs with their policy numbers, and a progress worked out from where the job is (queued 0,
 * started 50, ended 100: the push is one call to QPS, which answers after its own delay).
 */
import type { ApiJob } from "@onboard/domain/qps/qps-api";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { apiJobOutputs, apiJobs, clients, policies, users } from "../../db/schema/index";

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

function progressOf(job: { status: string; startedAt: Date | null }): number {
  if (job.status !== "IN_PROGRESS") return 100;
  return job.startedAt === null ? 0 : 50;
}

const jobColumns = {
  id: apiJobs.id,
  clientId: apiJobs.clientId,
  clientName: clients.name,
  caseId: clients.caseId,
  type: apiJobs.type,
  status: apiJobs.status,
  requestedById: apiJobs.requestedByUserId,
  requestedByName: users.name,
  createdAt: apiJobs.createdAt,
  startedAt: apiJobs.startedAt,
  completedAt: apiJobs.completedAt,
};

/** A job as `jobsQuery` reads it (the joined client is inner, the requesting user may be gone). */
type JobRow = Awaited<ReturnType<typeof jobsQuery>>[number];

async function present(db: DbExecutor, rows: JobRow[]): Promise<ApiJob[]> {
  if (rows.length === 0) return [];
  const outputs = await db
    .select({
      id: apiJobOutputs.id,
      apiJobId: apiJobOutputs.apiJobId,
      level: apiJobOutputs.level,
      code: apiJobOutputs.code,
      message: apiJobOutputs.message,
      policyNumber: policies.policyNumber,
      createdAt: apiJobOutputs.createdAt,
    })
    .from(apiJobOutputs)
    .leftJoin(policies, eq(policies.id, apiJobOutputs.policyId))
    .where(
      inArray(
        apiJobOutputs.apiJobId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(apiJobOutputs.createdAt), asc(apiJobOutputs.id));
  return rows.map((row) => ({
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    caseId: row.caseId,
    type: row.type,
    status: row.status,
    progress: progressOf(row),
    requestedBy: row.requestedById && row.requestedByName ? { id: row.requestedById, name: row.requestedByName } : null,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    apiJobOutputs: outputs
      .filter((output) => output.apiJobId === row.id)
      .map(({ apiJobId: _job, createdAt, ...output }) => ({
        ...output,
        policyNumber: output.policyNumber ?? null,
        createdAt: createdAt.toISOString(),
      })),
  }));
}

function jobsQuery(db: DbExecutor) {
  return db
    .select(jobColumns)
    .from(apiJobs)
    .innerJoin(clients, eq(clients.id, apiJobs.clientId))
    .leftJoin(users, eq(users.id, apiJobs.requestedByUserId));
}

export async function findApiJob(db: DbExecutor, id: string): Promise<ApiJob | null> {
  const rows = await jobsQuery(db).where(eq(apiJobs.id, id));
  return (await present(db, rows))[0] ?? null;
}

/** The latest push job of each client (none for a client never pushed). */
export async function latestApiJobs(db: DbExecutor, clientIds: readonly string[]): Promise<ApiJob[]> {
  const rows = await db
    .selectDistinctOn([apiJobs.clientId], jobColumns)
    .from(apiJobs)
    .innerJoin(clients, eq(clients.id, apiJobs.clientId))
    .leftJoin(users, eq(users.id, apiJobs.requestedByUserId))
    .where(and(inArray(apiJobs.clientId, [...clientIds]), eq(apiJobs.type, "QPS_PUSH")))
    .orderBy(apiJobs.clientId, desc(apiJobs.createdAt), desc(apiJobs.id));
  return present(db, rows);
}

/** A client's push jobs, newest first (the push-to-qps screen's history). */
export async function clientApiJobs(db: DbExecutor, clientId: string, limit = 20): Promise<ApiJob[]> {
  const rows = await jobsQuery(db)
    .where(and(eq(apiJobs.clientId, clientId), eq(apiJobs.type, "QPS_PUSH")))
    .orderBy(desc(apiJobs.createdAt), desc(apiJobs.id))
    .limit(limit);
  return present(db, rows);
}
