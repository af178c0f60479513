/** Drizzle queries of the e-mails API: the paged outbox (all, or one client's), one e-mail with its history. */
import type { EmailListQuery } from "@onboard/domain/emails/email-schemas";
import { ERROR_CODES, ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import {
  type CappedTotal,
  cappedCount,
  cappedMatchCount,
  PLANNED_APART,
  SEARCH_COUNT_CAP,
} from "../../db/capped-count";
import type { Database } from "../../db/client";
import { clients, emailStatusHistory, emails, users } from "../../db/schema/index";
import { searchTextMatches } from "../../db/search-text";
import {
  commonSearchShare,
  expectedMatches,
  type ListOrderWalk,
  SEARCH_TABLE_WALK_ROWS,
  searchCount,
  walkRowsFor,
} from "../../db/search-walk";
import { AppError } from "../../errors/app-error";
import { afterEmailCursor, cursorFields, listOrder, nextEmailCursor, sortKeyOf } from "./email-list-order";

function listConditions(query: EmailListQuery, clientId: string | null): SQL | undefined {
  return and(
    clientId ? eq(emails.clientId, clientId) : undefined,
    query.search ? searchTextMatches(emails.searchText, query.search) : undefined,
  );
}

const emailColumns = {
  id: emails.id,
  subject: emails.subject,
  to: emails.to,
  cc: emails.cc,
  status: emails.status,
  template: emails.template,
  language: emails.language,
  clientId: emails.clientId,
  createdAt: emails.createdAt,
  sentAt: emails.sentAt,
  attempts: emails.attempts,
};

type EmailColumn = keyof typeof emailColumns;

const listColumns = { ...emailColumns, clientName: clients.name };

/**
 * A search of every e-mail walks its order's index for at most EMAIL_SEARCH_WALK_ROWS e-mails (see search-walk.ts):
 * fewer than the users' and clients' walks, as each e-mail is read from the table (about 2 µs a row).
 */
export const EMAIL_SEARCH_WALK_ROWS = SEARCH_TABLE_WALK_ROWS;
/** How far it walks at most for a deeper page of a common word (about 16 ms), at the words' sampled share. */
export const EMAIL_SEARCH_WALK_MAX_ROWS = 8000;
/**
 * A search's matches are sorted when the walk finds no page, up to this many expected (the sample's): sorting more reads
 * every one from the table (10,000: about 40 ms; "enrollment", 250,000 of 2,000,000 by subject: 1-10 s).
 */
export const EMAIL_SORT_MATCHES_MAX = 10_000;

/** The newest e-mails first (emails_created_at_idx): the order a common word's count walks (searchCount). */
const NEWEST_FIRST: ListOrderWalk = {
  table: emails,
  where: undefined,
  keys: [{ key: emails.createdAt }, { key: emails.id }],
  direction: "desc",
  id: emails.id,
  searchText: emails.searchText,
  rows: EMAIL_SEARCH_WALK_ROWS,
};

/** A list's row as the presenter reads it (the cursor's fields aside). */
export type EmailListRow = Omit<Awaited<ReturnType<typeof listEmailRows>>[number], "cursorKey" | "cursorCreatedAt">;

/** One page and where the next one starts (see listEmailRows). */
export async function listEmails(db: Database, query: EmailListQuery, clientId: string | null = null) {
  const rows = await listEmailRows(db, query, clientId);
  return { rows, nextCursor: nextEmailCursor(query, rows) };
}

/**
 * One page; `clientId` restricts it to that client's e-mails. Newest first unless sorted otherwise; after the query's
 * cursor when it has one (the offset is then ignored). A search of every e-mail with fewer matches than the end of the
 * page sorts them at once; with more, its page is walked in the order when it can be (walkedPage); otherwise its
 * matches come from the trigram index, planned on their own, and are then sorted (planned with the order, the planner
 * may walk an order's index filtering every row: 10 s for a word no e-mail has).
 */
async function listEmailRows(db: Database, query: EmailListQuery, clientId: string | null) {
  const after = afterEmailCursor(query);
  const page = { ...query, offset: after ? 0 : query.offset };
  const order = listOrder(query, emails, sortKeyOf(query));
  const rows = db
    .select({ ...listColumns, ...cursorFields(query) })
    .from(emails)
    .leftJoin(clients, eq(clients.id, emails.clientId))
    .$dynamic();
  const search = query.search;
  if (!search || clientId) {
    return rows
      .where(and(listConditions(query, clientId), after))
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
  }
  // A word common in a sample of the e-mails goes straight to the walk in the order. Otherwise first the matches up to
  // the end of the page, in no order, from the trigram index: fewer than that are all the matches, and their page is
  // sorted at once; more are worth a walk. (For a common word that first query is a sequential scan, whose pages are
  // read past the shared buffers in a large table: 0.5-2 ms, wherever a synchronised scan starts.)
  const share = await commonSearchShare(db, NEWEST_FIRST, search);
  if (share === 0) {
    const wanted = page.offset + page.limit;
    const firstMatches = await db
      .select({ id: emails.id })
      .from(emails)
      .where(and(searchTextMatches(emails.searchText, search), after))
      .limit(wanted);
    if (firstMatches.length < wanted) {
      if (firstMatches.length === 0) return [];
      const all = firstMatches.map((match) => match.id);
      return rows
        .where(inArray(emails.id, all))
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
    }
  }
  const walkRows = walkRowsFor(page.offset + page.limit, share, EMAIL_SEARCH_WALK_ROWS, EMAIL_SEARCH_WALK_MAX_ROWS);
  const walked = await walkedPage(db, query, search, page.offset, after, walkRows);
  if (walked) return walked;
  // The walk found no full page: the matches cluster later in the order (a word of the subjects of one kind of e-mail,
  // by subject). Sorting them reads every one; too many (a common word's tens of thousands) are refused, but in the
  // newest-first order, whose walk fails only for a word of old e-mails alone.
  if (
    (query.sortBy ?? "createdAt") !== "createdAt" &&
    (await expectedMatches(db, NEWEST_FIRST, search)) > EMAIL_SORT_MATCHES_MAX
  ) {
    throw new AppError(
      ERROR_CODES.SEARCH_TOO_BROAD_TO_SORT.code,
      ERROR_CODES.SEARCH_TOO_BROAD_TO_SORT.status,
      ERROR_MESSAGES.searchTooBroadToSort,
    );
  }
  const matches = db
    .select({ id: emails.id, createdAt: emails.createdAt, sortKey: sql`${sortKeyOf(query)}`.as("sort_key") })
    .from(emails)
    .where(and(searchTextMatches(emails.searchText, search), after))
    .offset(PLANNED_APART)
    .as("matches");
  const pageIds = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(...listOrder(query, matches, sql`${matches.sortKey}`))
    .limit(page.limit)
    .offset(page.offset)
    .as("page");
  return rows.innerJoin(pageIds, eq(pageIds.id, emails.id)).orderBy(...order);
}

/**
 * A search's page walked in the list's order: the first `walkRows` e-mails of the order (after the cursor, when there
 * is one), read with the list's columns (the walk reads each e-mail from the table anyway, for its
 * search_text), the matches, then the page with its clients' names, in one query. Null when those e-mails do not hold
 * the page (a page not full): the caller then sorts the matches.
 */
async function walkedPage(
  db: Database,
  query: EmailListQuery,
  search: string,
  offset: number,
  after: SQL | undefined,
  walkRows: number,
) {
  if (offset + query.limit > walkRows) return null;
  const sortKey = sortKeyOf(query);
  const inOrder = db
    .select({
      ...emailColumns,
      searchText: emails.searchText,
      sortKey: sql`${sortKey}`.as("sort_key"),
      ...cursorFields(query),
    })
    .from(emails)
    .where(after)
    .orderBy(...listOrder(query, emails, sortKey))
    .limit(walkRows)
    .as("in_order");
  const walkedColumns = Object.fromEntries(
    Object.keys(emailColumns).map((key) => [key, inOrder[key as EmailColumn]]),
  ) as {
    [K in EmailColumn]: (typeof inOrder)[K];
  };
  const page = await db
    .select({
      ...walkedColumns,
      clientName: clients.name,
      cursorKey: inOrder.cursorKey,
      cursorCreatedAt: inOrder.cursorCreatedAt,
    })
    .from(inOrder)
    .leftJoin(clients, eq(clients.id, inOrder.clientId))
    .where(searchTextMatches(inOrder.searchText, search))
    .orderBy(...listOrder(query, inOrder, sql`${inOrder.sortKey}`))
    .limit(query.limit)
    .offset(offset);
  return page.length === query.limit ? page : null;
}

/**
 * How many e-mails match, counted up to LIST_COUNT_CAP (a count of 2,000,000 e-mails reads them all), a search's
 * up to SEARCH_COUNT_CAP (a common word's matches are read from the table). Without a search
 * they are counted newest first, so that the count stops after the cap on emails_created_at_idx or
 * emails_client_id_created_at_idx; a search's matches come from the trigram index, or, for a common word of every
 * e-mail, from the newest e-mails first.
 */
export async function countEmails(
  db: Database,
  query: EmailListQuery,
  clientId: string | null = null,
): Promise<CappedTotal> {
  const matching = db
    .select({ one: sql`1`.as("one") })
    .from(emails)
    .where(listConditions(query, clientId))
    .$dynamic();
  if (!query.search) return cappedCount(db, matching.orderBy(desc(emails.createdAt), desc(emails.id)));
  const trigramCount = () => cappedMatchCount(db, matching, SEARCH_COUNT_CAP);
  if (clientId) return trigramCount();
  // A common word of every e-mail: counted on the newest e-mails first (searchCount), whose pages the list keeps in
  // the shared buffers; the trigram count of a common word is a sequential scan, whose pages are read past them.
  return searchCount(db, NEWEST_FIRST, query.search, trigramCount);
}

export async function findEmail(db: Database, id: string) {
  const [row] = await db
    .select({
      ...listColumns,
      from: emails.from,
      html: emails.html,
      text: emails.text,
      errorUsers: emails.errorUsers,
      sentByUserId: emails.sentByUserId,
      sentByName: users.name,
    })
    .from(emails)
    .leftJoin(clients, eq(clients.id, emails.clientId))
    .leftJoin(users, eq(users.id, emails.sentByUserId))
    .where(eq(emails.id, id))
    .limit(1);
  return row ?? null;
}

export type EmailDetailRow = NonNullable<Awaited<ReturnType<typeof findEmail>>>;

export async function statusHistoryOf(db: Database, emailId: string) {
  return db
    .select({ status: emailStatusHistory.status, at: emailStatusHistory.at, detail: emailStatusHistory.detail })
    .from(emailStatusHistory)
    .where(eq(emailStatusHistory.emailId, emailId))
    .orderBy(asc(emailStatusHistory.at), asc(emailStatusHistory.createdAt));
}

/** The portal users behind these addresses (case-insensitive), for the recipients list. */
export async function usersByEmail(db: Database, addresses: string[]) {
  if (addresses.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        inArray(
          sql`lower(${users.email})`,
          addresses.map((a) => a.toLowerCase()),
        ),
        isNull(users.deletedAt),
      ),
    );
}

/** The client an e-mail list is about, when it exists and is not deleted. */
export async function findClientForEmails(db: Database, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, isArchived: clients.isArchived })
    .from(clients)
    .where(and(eq(clients.id, clientId), isNull(clients.deletedAt)))
    .limit(1);
  return row ?? null;
}
