/** Drizzle queries of user administration: paged user lists, one user with their client links, and their writes. */
import type { CarrierRole } from "@onboard/domain/users/roles";
import type { UserListQuery, UserSortField } from "@onboard/domain/users/user-admin-schemas";
import { encodeListCursor } from "@onboard/domain/validation/list-cursor";
import { type AnyColumn, and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import {
  type CappedTotal,
  cappedCount,
  cappedMatchCount,
  PLANNED_APART,
  SEARCH_COUNT_CAP,
} from "../../db/capped-count";
import type { DbExecutor } from "../../db/executor";
import { afterListCursor } from "../../db/keyset";
import { clients, sessions, signingRecipients, userClients, users } from "../../db/schema/index";
import { searchTextMatches } from "../../db/search-text";
import {
  commonSearchShare,
  type ListOrderWalk,
  pageAndCount,
  SEARCH_TABLE_WALK_MAX_ROWS,
  SEARCH_TABLE_WALK_ROWS,
  SEARCH_WALK_MAX_ROWS,
  SEARCH_WALK_ROWS,
  type SearchMatches,
  searchCount,
  walkedPageIds,
} from "../../db/search-walk";
import type { UserRow } from "../authn/index";

export type { UserRow };

export interface UserWithCounts {
  user: UserRow;
  clientCount: number;
  /** The row's sort key as Postgres prints it (for the next page's cursor). */
  sortKey: string;
}

const SORT_COLUMNS = {
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
  createdAt: users.createdAt,
} satisfies Record<Exclude<UserSortField, "lastLoginAt">, unknown>;

/**
 * The sort key. Never-signed-in users sort last either way: their last sign-in is keyed as infinity going up and as
 * -infinity going down (users_live_last_login_idx, users_live_last_login_desc_idx), so that a cursor's row comparison
 * enters the index as in the other orders.
 */
function sortKeyOf(query: Pick<UserListQuery, "sortBy" | "sortDirection">): SQL | AnyColumn {
  const sortBy = query.sortBy ?? "name";
  if (sortBy !== "lastLoginAt") return SORT_COLUMNS[sortBy];
  return query.sortDirection === "desc"
    ? sql`coalesce(${users.lastLoginAt}, '-infinity'::timestamptz)`
    : sql`coalesce(${users.lastLoginAt}, 'infinity'::timestamptz)`;
}

/**
 * Links to clients that are not deleted: the count a list shows. The outer user is named in full ("users"."id"):
 * in a select list Drizzle renders columns unqualified, and a bare "id" inside the subquery would mean clients.id.
 */
const clientCountSql = sql<number>`(
  select count(*)::int from ${userClients}
  inner join ${clients} on ${clients.id} = ${userClients.clientId}
  where ${userClients.userId} = "users"."id" and ${clients.deletedAt} is null
)`;

/** Users that are not deleted, with these roles (all roles when null). */
function roleFilter(roles: readonly CarrierRole[] | null): SQL {
  return and(isNull(users.deletedAt), roles ? inArray(users.role, [...roles]) : undefined) as SQL;
}

/**
 * A search's matches with these roles, planned on their own (PLANNED_APART) and then sorted: planned with the paged
 * order, the planner may walk the order's index filtering, which reads every row before the first match when the
 * matches cluster late in that order (see listClientPage).
 */
function searchMatches(
  db: DbExecutor,
  roles: readonly CarrierRole[] | null,
  search: string,
  sortKey: SQL | AnyColumn,
  after: SQL | undefined,
) {
  return db
    .select({ id: users.id, sortKey: sql`${sortKey}`.as("sort_key") })
    .from(users)
    .where(and(roleFilter(roles), searchTextMatches(users.searchText, search), after))
    .offset(PLANNED_APART)
    .as("matches");
}

/**
 * A page of users with these roles (all roles when null), and how many match, counted up to LIST_COUNT_CAP (a search's
 * up to SEARCH_COUNT_CAP). The page is cut first (the matching ids in order, limit and offset) and only its rows get
 * their client counts. `nextCursor` starts the next page, when this one is full.
 */
export async function listUsers(
  db: DbExecutor,
  roles: readonly CarrierRole[] | null,
  query: UserListQuery,
): Promise<CappedTotal & { rows: UserWithCounts[]; nextCursor: string | null }> {
  const [rows, total] = await pageAndCount(
    query.search,
    () => commonSearchShare(db, nameOrderWalk(roles), query.search ?? ""),
    () => countUsers(db, roles, query),
    (matches) => listUserPage(db, roles, query, matches),
  );
  const sortBy = query.sortBy ?? "name";
  const last = rows.length === query.limit ? rows.at(-1) : undefined;
  const nextCursor = last
    ? encodeListCursor({ sortBy, sortDirection: query.sortDirection ?? "asc", key: last.sortKey, id: last.user.id })
    : null;
  return { rows, ...total, nextCursor };
}

/**
 * A search walks the list's order (after the cursor, when there is one): in the name order users_live_name_idx,
 * users_live_role_name_idx or users_live_staff_name_idx, which carry search_text (no table reads), for at most
 * SEARCH_WALK_ROWS users; in the others their index, reading each user from the table, for at most
 * SEARCH_TABLE_WALK_ROWS. See search-walk.ts.
 */
function orderWalk(
  roles: readonly CarrierRole[] | null,
  query: Pick<UserListQuery, "sortBy" | "sortDirection">,
  after?: SQL,
): ListOrderWalk {
  const sortBy = query.sortBy ?? "name";
  return {
    table: users,
    where: and(roleFilter(roles), after),
    keys: [{ key: sortKeyOf(query) }, { key: users.id }],
    direction: query.sortDirection ?? "asc",
    id: users.id,
    searchText: users.searchText,
    rows: sortBy === "name" ? SEARCH_WALK_ROWS : SEARCH_TABLE_WALK_ROWS,
    maxRows: sortBy === "name" ? SEARCH_WALK_MAX_ROWS : SEARCH_TABLE_WALK_MAX_ROWS,
  };
}

/** The name order's walk, ascending: what a common word's count walks, and the rows a search's sample is of. */
function nameOrderWalk(roles: readonly CarrierRole[] | null): ListOrderWalk {
  return orderWalk(roles, { sortBy: "name", sortDirection: "asc" });
}

export async function listUserPage(
  db: DbExecutor,
  roles: readonly CarrierRole[] | null,
  query: UserListQuery,
  searching: SearchMatches = { manyMatches: false },
): Promise<UserWithCounts[]> {
  const direction = query.sortDirection === "desc" ? desc : asc;
  const sortKey = sortKeyOf(query);
  // The id breaks ties in the same direction, so that one index serves both directions.
  const order = [direction(sortKey), direction(users.id)];
  // A new query each time: a query builder keeps the joins added to it.
  const withCounts = () =>
    db.select({ user: users, clientCount: clientCountSql, sortKey: sql<string>`(${sortKey})::text` }).from(users);
  const after = afterListCursor(query, sortKey, users.id);
  // After a cursor, the page starts there; the offset is ignored.
  const offset = after ? 0 : query.offset;
  const search = query.search;
  if (search && searching.manyMatches) {
    const walk = orderWalk(roles, query, after);
    const walked = walkedPageIds(db, walk, search, { limit: query.limit, offset }, searching.share);
    if (walked) {
      const rows = await withCounts()
        .innerJoin(walked, eq(walked.id, users.id))
        .orderBy(...order);
      if (rows.length === query.limit) return rows;
    }
  }
  // Otherwise a search's matches come from the trigram indexes and are then sorted.
  const matches = search ? searchMatches(db, roles, search, sortKey, after) : null;
  const page = matches
    ? db
        .select({ id: matches.id })
        .from(matches)
        .orderBy(direction(matches.sortKey), direction(matches.id))
        .limit(query.limit)
        .offset(offset)
        .as("page")
    : db
        .select({ id: users.id })
        .from(users)
        .where(and(roleFilter(roles), after))
        .orderBy(...order)
        .limit(query.limit)
        .offset(offset)
        .as("page");
  return withCounts()
    .innerJoin(page, eq(page.id, users.id))
    .orderBy(...order);
}

export async function countUsers(
  db: DbExecutor,
  roles: readonly CarrierRole[] | null,
  query: UserListQuery,
): Promise<CappedTotal> {
  // A search counts up to SEARCH_COUNT_CAP: a common word on the name order's index, which carries search_text
  // (searchCount); otherwise from search_text's trigram index, alone or with users_role_idx, or from the name order's
  // index (a role with few users): the planner's choice, the LIKE being cheap either way.
  const search = query.search;
  if (search) {
    const matching = db
      .select({ one: sql`1`.as("one") })
      .from(users)
      .where(and(roleFilter(roles), searchTextMatches(users.searchText, search)))
      .$dynamic();
    return searchCount(db, nameOrderWalk(roles), search, () => cappedMatchCount(db, matching, SEARCH_COUNT_CAP));
  }
  // In the name order, so that the count stops after the cap on users_live_name_idx, users_live_role_name_idx or
  // users_live_staff_name_idx (unordered, the planner takes a sequential scan).
  const matching = db
    .select({ one: sql`1`.as("one") })
    .from(users)
    .where(roleFilter(roles))
    .orderBy(...(roles?.length === 1 ? [users.role] : []), SORT_COLUMNS.name, users.id)
    .$dynamic();
  return cappedCount(db, matching);
}

/** A user that is not deleted, or null. */
export async function findUser(db: DbExecutor, userId: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The same, locked for the rest of the transaction. */
export async function lockUserRow(tx: DbExecutor, userId: string): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for("update");
  return row ?? null;
}

export async function findUserByEmail(db: DbExecutor, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The ids of the (not deleted) clients a user is linked to, in name order. */
export async function clientIdsOf(db: DbExecutor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: clients.id })
    .from(userClients)
    .innerJoin(clients, eq(clients.id, userClients.clientId))
    .where(and(eq(userClients.userId, userId), isNull(clients.deletedAt)))
    .orderBy(asc(clients.name), asc(clients.id));
  return rows.map((row) => row.id);
}

/** The ids among `clientIds` that name an existing client (not deleted). */
export async function existingClientIds(db: DbExecutor, clientIds: readonly string[]): Promise<Set<string>> {
  if (clientIds.length === 0) return new Set();
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(inArray(clients.id, [...clientIds]), isNull(clients.deletedAt)));
  return new Set(rows.map((row) => row.id));
}

export async function insertUser(tx: DbExecutor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error("insert into users returned no row");
  return row;
}

export async function updateUserRow(
  tx: DbExecutor,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await tx.update(users).set(values).where(eq(users.id, userId)).returning();
  if (!row) throw new Error("update of users returned no row");
  return row;
}

/** Links the user to the clients (already linked ones stay as they are); returns the ids newly linked. */
export async function linkClients(tx: DbExecutor, userId: string, clientIds: readonly string[]): Promise<string[]> {
  if (clientIds.length === 0) return [];
  const rows = await tx
    .insert(userClients)
    .values(clientIds.map((clientId) => ({ userId, clientId })))
    .onConflictDoNothing()
    .returning({ clientId: userClients.clientId });
  return rows.map((row) => row.clientId);
}

/** Removes links; returns the ids that were linked. */
export async function unlinkClients(tx: DbExecutor, userId: string, clientIds?: readonly string[]): Promise<string[]> {
  const scope = clientIds ? inArray(userClients.clientId, [...clientIds]) : undefined;
  if (clientIds && clientIds.length === 0) return [];
  const rows = await tx
    .delete(userClients)
    .where(and(eq(userClients.userId, userId), scope))
    .returning({ clientId: userClients.clientId });
  return rows.map((row) => row.clientId);
}

export async function deleteSessionsOf(tx: DbExecutor, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Signing recipients of onboarding forms addressed to `oldEmail` who have not signed or declined yet get `email`:
 * the user's own recipients, and recipients with no user who carry that address. Returns how many changed.
 */
export async function updateRecipientEmails(
  tx: DbExecutor,
  userId: string,
  oldEmail: string,
  email: string,
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(signingRecipients)
    .set({ email, updatedAt: now })
    .where(
      and(
        sql`lower(${signingRecipients.email}) = lower(${oldEmail})`,
        or(eq(signingRecipients.userId, userId), isNull(signingRecipients.userId)),
        isNull(signingRecipients.signedAt),
        isNull(signingRecipients.declinedAt),
      ),
    )
    .returning({ id: signingRecipients.id });
  return rows.length;
}
