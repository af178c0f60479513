/** Drizzle queries of the clients module: the client list, one client, and the writes on the clients row. */
import {
  CLIENT_DEFAULT_SORT,
  type ClientListQuery,
  type ClientSortField,
} from "@onboard/domain/clients/client-schemas";
import type { ClientErrorType } from "@onboard/domain/clients/enums";
import { encodeListCursor } from "@onboard/domain/validation/list-cursor";
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import {
  type CappedTotal,
  cappedCount,
  cappedMatchCount,
  LIST_COUNT_CAP,
  moreThan,
  PLANNED_APART,
  SEARCH_COUNT_CAP,
} from "../../db/capped-count";
import type { DbExecutor } from "../../db/executor";
import { afterListCursor } from "../../db/keyset";
import { clientErrors, clients, userClients } from "../../db/schema/index";
import { searchTextSample, surelyMoreThan } from "../../db/search-share";
import { searchTextMatches } from "../../db/search-text";
import {
  commonSearchShare,
  type ListOrderWalk,
  pageAndCount,
  SEARCH_COUNT_WALK_ROWS,
  SEARCH_TABLE_WALK_MAX_ROWS,
  SEARCH_TABLE_WALK_ROWS,
  SEARCH_WALK_MAX_ROWS,
  SEARCH_WALK_ROWS,
  type SearchMatches,
  searchCount,
  walkedPageIds,
} from "../../db/search-walk";

export type ClientRow = typeof clients.$inferSelect;
export type ClientRowWithErrors = ClientRow & { errorTypes: ClientErrorType[] };

/** Who is asking: staff see every client (archived ones on request); others only their own, never archived. */
export type ClientScope = { kind: "staff"; includeArchived: boolean } | { kind: "own"; userId: string };

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

function listConditions(db: DbExecutor, query: ClientListQuery, scope: ClientScope): SQL[] {
  const conditions: SQL[] = [isNull(clients.deletedAt)];
  if (scope.kind === "own") {
    // The user's links, read here rather than listed: a broker of 1,200 clients made a list of 1,200 ids, planned in
    // both the page's query and the count's (17 ms a page, against 4 ms).
    const linked = db
      .select({ id: userClients.clientId })
      .from(userClients)
      .where(eq(userClients.userId, scope.userId));
    conditions.push(inArray(clients.id, linked), eq(clients.isArchived, false));
  } else if (!scope.includeArchived) {
    conditions.push(eq(clients.isArchived, false));
  }
  if (query.search) {
    conditions.push(searchTextMatches(clients.searchText, query.search));
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

/** The list counts at most this many matches; past it the total is "more than" (a count scans every match). */
export const CLIENT_COUNT_CAP = LIST_COUNT_CAP;

/**
 * One page of the list and its total. The page is cut first (the matching ids in order, limit and offset) and only its
 * rows are enriched with their open errors; the count stops at CLIENT_COUNT_CAP + 1 matches, a search's at
 * SEARCH_COUNT_CAP + 1 (`totalIsCapped`).
 */
export async function listClients(
  db: DbExecutor,
  query: ClientListQuery,
  scope: ClientScope,
): Promise<CappedTotal & { rows: ClientPageRow[]; nextCursor: string | null }> {
  const [rows, total] = await pageAndCount(
    query.search,
    walksOrder(query, scope) ? () => commonSearchShare(db, nameOrderWalk(scope, "asc"), query.search ?? "") : null,
    () => countClients(db, query, scope),
    (matches) => listClientPage(db, query, scope, matches),
  );
  const last = rows.length === query.limit ? rows.at(-1) : undefined;
  const nextCursor = last
    ? encodeListCursor({
        sortBy: query.sortBy ?? CLIENT_DEFAULT_SORT,
        sortDirection: query.sortDirection ?? "asc",
        key: last.sortKey,
        id: last.id,
      })
    : null;
  return { rows, ...total, nextCursor };
}

/** A row of a page, with its sort key as Postgres prints it (for the next page's cursor). */
export type ClientPageRow = ClientRowWithErrors & { sortKey: string };

/**
 * Whether a sample of the clients the staff's filtered list shows makes it sure that they are more than
 * LIST_COUNT_CAP (search-share.ts: a few percent of 100,000, a phase or a release status), so that its count needs
 * no query. A broker's or ben admin's own list is counted.
 */
async function surelyMoreThanCap(db: DbExecutor, query: ClientListQuery, scope: ClientScope): Promise<boolean> {
  if (scope.kind !== "staff") return false;
  const listed = { table: clients, where: and(...listConditions(db, { ...query, search: undefined }, scope)) };
  return surelyMoreThan(await searchTextSample(db, listed, SEARCH_COUNT_WALK_ROWS), "", LIST_COUNT_CAP);
}

/** Whether the list is filtered (by phase, release status, setup or open error), the search aside. */
function isFiltered(query: ClientListQuery): boolean {
  return Boolean(
    query.phaseIds?.length ||
      query.releaseStatuses?.length ||
      query.completedSetup !== undefined ||
      query.errorTypes?.length,
  );
}

/** Whether a search may walk the list's order: the staff's list, with no filter but the search. */
function walksOrder(query: ClientListQuery, scope: ClientScope): scope is ClientScope & { kind: "staff" } {
  return scope.kind === "staff" && !isFiltered(query);
}

/**
 * The staff's search walks the list's order (after the cursor, when there is one): in the name order
 * clients_live_name_idx, which carries search_text (no table reads), for at most SEARCH_WALK_ROWS clients; in the
 * others their index, reading each client from the table, for at most SEARCH_TABLE_WALK_ROWS. See search-walk.ts.
 */
function orderWalk(
  scope: ClientScope & { kind: "staff" },
  query: Pick<ClientListQuery, "sortBy" | "sortDirection">,
  after?: SQL,
): ListOrderWalk {
  const sortBy = query.sortBy ?? CLIENT_DEFAULT_SORT;
  return {
    table: clients,
    where: and(isNull(clients.deletedAt), scope.includeArchived ? undefined : eq(clients.isArchived, false), after),
    keys: [{ key: SORT_COLUMNS[sortBy] }, { key: clients.id }],
    direction: query.sortDirection ?? "asc",
    id: clients.id,
    searchText: clients.searchText,
    rows: sortBy === "name" ? SEARCH_WALK_ROWS : SEARCH_TABLE_WALK_ROWS,
    maxRows: sortBy === "name" ? SEARCH_WALK_MAX_ROWS : SEARCH_TABLE_WALK_MAX_ROWS,
  };
}

/** The name order's walk, ascending: what a common word's count walks, and the rows a search's sample is of. */
function nameOrderWalk(scope: ClientScope & { kind: "staff" }, direction: "asc" | "desc"): ListOrderWalk {
  return orderWalk(scope, { sortBy: "name", sortDirection: direction });
}

export async function listClientPage(
  db: DbExecutor,
  query: ClientListQuery,
  scope: ClientScope,
  search: SearchMatches = { manyMatches: false },
): Promise<ClientPageRow[]> {
  const direction = query.sortDirection === "desc" ? desc : asc;
  const sortKey = SORT_COLUMNS[query.sortBy ?? CLIENT_DEFAULT_SORT];
  const after = afterListCursor(query, sortKey, clients.id);
  const where = and(...listConditions(db, query, scope), after);
  // After a cursor, the page starts there; the offset is ignored.
  const offset = after ? 0 : query.offset;
  // The id breaks ties in the same direction, so that one index (clients_live_name_idx) serves both directions.
  const order = [direction(sortKey), direction(clients.id)];
  // A new query each time: a query builder keeps the joins added to it.
  const withErrors = () =>
    db.select({ client: clients, errorTypes: openErrorTypes, sortKey: sql<string>`(${sortKey})::text` }).from(clients);
  const words = query.search;
  if (words && search.manyMatches && walksOrder(query, scope)) {
    const walked = walkedPageIds(
      db,
      orderWalk(scope, query, after),
      words,
      { limit: query.limit, offset },
      search.share,
    );
    if (walked) {
      const rows = await withErrors()
        .innerJoin(walked, eq(walked.id, clients.id))
        .orderBy(...order);
      if (rows.length === query.limit) {
        return rows.map((row) => ({ ...row.client, errorTypes: row.errorTypes, sortKey: row.sortKey }));
      }
    }
  }
  // Otherwise a search's matches come from the trigram indexes and are then sorted. Merged into the paged query, the planner
  // walks the sort order's index instead, filtering, which reads every row before the first match when the matches
  // cluster in that order (a name late in the alphabet: 118 ms for "river" at 100,000 clients, against 9 ms).
  const matches = db
    .select({ id: clients.id, sortKey: sql`${sortKey}`.as("sort_key") })
    .from(clients)
    .where(where)
    .offset(PLANNED_APART)
    .as("matches");
  const page = query.search
    ? db
        .select({ id: matches.id })
        .from(matches)
        .orderBy(direction(matches.sortKey), direction(matches.id))
        .limit(query.limit)
        .offset(offset)
        .as("page")
    : db
        .select({ id: clients.id })
        .from(clients)
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset(offset)
        .as("page");
  const rows = await withErrors()
    .innerJoin(page, eq(page.id, clients.id))
    .orderBy(...order);
  return rows.map((row) => ({ ...row.client, errorTypes: row.errorTypes, sortKey: row.sortKey }));
}

export async function countClients(db: DbExecutor, query: ClientListQuery, scope: ClientScope): Promise<CappedTotal> {
  const matching = db
    .select({ one: sql`1`.as("one") })
    .from(clients)
    .where(and(...listConditions(db, query, scope)))
    .$dynamic();
  const search = query.search;
  // Without a search or a filter, in the name order, so that the count stops after the cap on the covering index
  // clients_live_name_idx (unordered, the planner takes a sequential scan, which reads as far into the table as the
  // matches lie). With a filter, planned as if all its matches were read (cappedMatchCount): a few percent of the
  // clients (a phase, a release status, a setup not complete) come from that filter's index (0.4-4.4 ms for 1,001 of
  // them), where the name order walked 23,000 (6-18 ms) and a sequential scan under the LIMIT up to 25 ms.
  if (!search) {
    if (!isFiltered(query)) return cappedCount(db, matching.orderBy(SORT_COLUMNS.name, clients.id));
    return (await surelyMoreThanCap(db, query, scope))
      ? moreThan(LIST_COUNT_CAP)
      : cappedMatchCount(db, matching, LIST_COUNT_CAP);
  }
  // A search counts up to SEARCH_COUNT_CAP: the staff's common word on clients_live_name_idx, which carries
  // search_text (searchCount; the order does not change a count), and otherwise from the trigram indexes.
  const trigramCount = () => cappedMatchCount(db, matching, SEARCH_COUNT_CAP);
  return walksOrder(query, scope) ? searchCount(db, nameOrderWalk(scope, "asc"), search, trigramCount) : trigramCount();
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
