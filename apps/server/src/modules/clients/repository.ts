/** Drizzle queries of the clients module: the client list, one client, and the writes on the clients row. */
import type { ClientListQuery, ClientSortField } from "@onboard/domain/clients/client-schemas";
import type { ClientErrorType } from "@onboard/domain/clients/enums";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { clientErrors, clients } from "../../db/schema/index";

export type ClientRow = typeof clients.$inferSelect;
export type ClientRowWithErrors = ClientRow & { errorTypes: ClientErrorType[] };

/** Who is asking: staff see every client (archived ones on request); others only their own, never archived. */
export type ClientScope = { kind: "staff"; includeArchived: boolean } | { kind: "own"; clientIds: readonly string[] };

// Spelled out: inside a selected sql fragment Drizzle leaves columns unqualified, and "id" would be client_errors'.
const openErrorTypes = sql<ClientErrorType[]>`coalesce((
  select array_agg(distinct ce.type::text order by ce.type::text)
  from client_errors ce
  where ce.client_id = "clients"."id" and ce.resolved_at is null
), '{}')`;

const SORT_COLUMNS = {
  name: sql`lower(${clients.name})`,
  caseId: clients.caseId,
  phaseId: clients.phaseId,
  releaseStatus: clients.releaseStatus,
  updatedAt: clients.updatedAt,
} as const satisfies Record<ClientSortField, unknown>;

/** `%`, `_` and `\` match themselves in a search. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listConditions(db: DbExecutor, query: ClientListQuery, scope: ClientScope): SQL[] {
  const conditions: SQL[] = [isNull(clients.deletedAt)];
  if (scope.kind === "own") {
    if (scope.clientIds.length === 0) return [sql`false`];
    conditions.push(inArray(clients.id, [...scope.clientIds]), eq(clients.isArchived, false));
  } else if (!scope.includeArchived) {
    conditions.push(eq(clients.isArchived, false));
  }
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(ilike(clients.name, pattern), ilike(clients.caseId, pattern), ilike(clients.ticketId, pattern));
    if (match) conditions.push(match);
  }
  if (query.phaseIds?.length) conditions.push(inArray(clients.phaseId, query.phaseIds));
  if (query.releaseStatuses?.length) conditions.push(inArray(clients.releaseStatus, query.releaseStatuses));
  if (query.completedSetup !== undefined) conditions.push(eq(clients.completedSetup, query.completedSetup));
  if (query.errorTypes?.length) {
    const withOpenError = db
      .select({ clientId: clientErrors.clientId })
      .from(clientErrors)
      .where(and(isNull(clientErrors.resolvedAt), inArray(clientErrors.type, query.errorTypes)));
    conditions.push(inArray(clients.id, withOpenError));
  }
  return conditions;
}

export async function listClients(
  db: DbExecutor,
  query: ClientListQuery,
  scope: ClientScope,
): Promise<{ rows: ClientRowWithErrors[]; count: number }> {
  const where = and(...listConditions(db, query, scope));
  const direction = query.sortDirection === "desc" ? desc : asc;
  const sortColumn = SORT_COLUMNS[query.sortBy ?? "name"];
  const [rows, [total]] = await Promise.all([
    db
      .select({ client: clients, errorTypes: openErrorTypes })
      .from(clients)
      .where(where)
      .orderBy(direction(sortColumn), asc(clients.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(clients).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.client, errorTypes: row.errorTypes })),
    count: total?.value ?? 0,
  };
}

/** A client that is not deleted (archived ones included), with its open error types. */
export async function findClient(db: DbExecutor, id: string): Promise<ClientRowWithErrors | null> {
  const [row] = await db
    .select({ client: clients, errorTypes: openErrorTypes })
    .from(clients)
    .where(and(eq(clients.id, id), isNull(clients.deletedAt)));
  return row ? { ...row.client, errorTypes: row.errorTypes } : null;
}

/** Locks the client row for the rest of the transaction (writes on one client are serialised). */
export async function lockClient(tx: DbExecutor, id: string): Promise<ClientRowWithErrors | null> {
  await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, id), isNull(clients.deletedAt)))
    .for("update");
  return findClient(tx, id);
}

/** Writes the changes, bumps the version and updated_at, and returns the new row. */
export async function updateClientRow(
  tx: DbExecutor,
  id: string,
  changes: Partial<typeof clients.$inferInsert>,
  now: Date,
): Promise<ClientRowWithErrors> {
  await tx
    .update(clients)
    .set({ ...changes, version: sql`${clients.version} + 1`, updatedAt: now })
    .where(eq(clients.id, id));
  const row = await findClient(tx, id);
  if (!row) throw new Error(`client ${id} vanished during an update`);
  return row;
}

export async function insertClient(tx: DbExecutor, values: typeof clients.$inferInsert): Promise<ClientRow> {
  const [row] = await tx.insert(clients).values(values).returning();
  if (!row) throw new Error("insert into clients returned no row");
  return row;
}

/** The client that carries a ticket, if any (deleted ones excluded). */
export async function findClientByTicket(db: DbExecutor, ticketId: string): Promise<ClientRow | null> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(sql`lower(${clients.ticketId}) = lower(${ticketId})`, isNull(clients.deletedAt)))
    .orderBy(desc(clients.createdAt))
    .limit(1);
  return row ?? null;
}
