/**
 * The other staff lists' queries (issue 21), as the app sends them, against a mid-size fixture: all e-mails and a
 * client's, a client's audit log, explorer pages by owner and a client's, a client's documents (meta) and a user's
 * clients. As in list-query-plans.test.ts, no plan may scan a large table sequentially; each row of PLANS runs one list
 * through its repository or use case and explains every statement it sent. The per-record rows take the busiest
 * client, owner or broker of the fixture.
 *
 * A sequential scan that a LIMIT stops is allowed (query-plans.ts): for a word many e-mails have, the first matches
 * of a search and its capped count come from the first rows of the table.
 */
import type { AuditLogQuery } from "@onboard/domain/clients/client-audit-schemas";
import { type EmailListQuery, emailListQuerySchema } from "@onboard/domain/emails/email-schemas";
import { type ExplorerPageListQuery, explorerPageListQuerySchema } from "@onboard/domain/explorer/explorer-admin-api";
import { type UserClientsQuery, userClientsQuerySchema } from "@onboard/domain/users/user-admin-schemas";
import { CURSOR_LIST_OFFSET_MAX, encodeListCursor } from "@onboard/domain/validation/list-cursor";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client";
import { listClientAudit } from "../../src/modules/clients/audit-log-repository";
import { listAuditLog } from "../../src/modules/clients/list-audit-log";
import { countDocuments, listDocuments } from "../../src/modules/documents/repository";
import { countEmails, listEmails } from "../../src/modules/emails/repository";
import { listItemsOf } from "../../src/modules/explorer-admin/page-views";
import { listClientPages, listPagesByOwner } from "../../src/modules/explorer-admin/repository";
import { listUserClients } from "../../src/modules/user-admin/user-clients-repository";
import { createTestDatabase, type TestDatabase } from "../test-database";
import { insertClientsFixture } from "./clients-fixture";
import { largeTables, sequentialScans, sequentialScansOf } from "./query-plans";
import { COMMON_EMAIL_WORD, FIXTURE_EMAILS, insertRecordsFixture, RARE_EMAIL_WORD } from "./records-fixture";
import { insertUsersFixture } from "./users-fixture";

/** A table is large from this many rows: below it, a sequential scan may well be the best plan. */
const LARGE_TABLE_ROWS = 10_000;

let database: TestDatabase;
let tables: Set<string>;
/** The busiest live client, owner and broker of the fixture, for each list of one. */
const busiest = { emailsClient: "", auditClient: "", documentsClient: "", pagesClient: "", pageOwner: "", broker: "" };

/** The live client (or user) with the most rows of `table`, grouped by `column`. */
async function busiestOf(table: string, column: string, live: "clients" | "users"): Promise<string> {
  const rows = await database.db.execute<{ id: string }>(
    sql.raw(`select r.${column} as id from ${table} r join ${live} x on x.id = r.${column}
      where x.deleted_at is null ${live === "clients" ? "and not x.is_archived" : ""}
      group by r.${column} order by count(*) desc, r.${column} limit 1`),
  );
  const id = rows.rows[0]?.id;
  if (!id) throw new Error(`no ${column} in ${table}`);
  return id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await insertClientsFixture(database.db.$client);
  await insertUsersFixture(database.db.$client);
  await insertRecordsFixture(database.db.$client);
  tables = await largeTables(database.db.$client, LARGE_TABLE_ROWS);
  busiest.emailsClient = await busiestOf("emails", "client_id", "clients");
  busiest.auditClient = await busiestOf("audit_log", "client_id", "clients");
  busiest.documentsClient = await busiestOf("documents", "client_id", "clients");
  busiest.pagesClient = await busiestOf("explorer_pages", "client_id", "clients");
  busiest.pageOwner = await busiestOf("explorer_pages", "page_owner_user_id", "users");
  busiest.broker = await busiestOf("user_clients", "user_id", "users");
  const deep = FIXTURE_EMAILS / 2;
  deepEmail.newest = await emailCursorAt("createdAt", "desc", "created_at", deep);
  deepEmail.bySubject = await emailCursorAt("subject", "asc", "lower(subject)", deep);
  // Among the never-sent, last in the sending time's order.
  deepEmail.neverSentLast = await emailCursorAt(
    "sentAt",
    "desc",
    "coalesce(sent_at, '-infinity'::timestamptz)",
    FIXTURE_EMAILS - 30,
  );
}, 120_000);
afterAll(() => database.close());

type Query<T> = Partial<Record<keyof T, unknown>>;
type Run = (db: Database) => Promise<unknown>;

const emailsList = (query: Query<EmailListQuery>): Run => {
  return (db) => listEmails(db, emailListQuerySchema.parse(query));
};
const emailsCount = (query: Query<EmailListQuery>): Run => {
  return (db) => countEmails(db, emailListQuerySchema.parse(query));
};
const clientEmailsList = (query: Query<EmailListQuery>): Run => {
  return (db) => listEmails(db, emailListQuerySchema.parse(query), busiest.emailsClient);
};
const clientEmailsCount = (query: Query<EmailListQuery>): Run => {
  return (db) => countEmails(db, emailListQuerySchema.parse(query), busiest.emailsClient);
};
const auditPage = (page: AuditLogQuery): Run => {
  return (db) => listAuditLog(db, busiest.auditClient, page);
};
const clientPages = (query: Query<ExplorerPageListQuery>): Run => {
  return (db) => listClientPages(db, busiest.pagesClient, explorerPageListQuerySchema.parse(query));
};
const userClients = (query: Query<UserClientsQuery>, includeArchived = true): Run => {
  return (db) => listUserClients(db, busiest.broker, userClientsQuerySchema.parse(query), { includeArchived });
};

const EMAIL_SORTS = ["createdAt", "subject", "to", "status", "sentAt"] as const;
const emailSortRows = EMAIL_SORTS.flatMap((sortBy) =>
  (["asc", "desc"] as const).map((sortDirection): [string, Run] => [
    `e-mails: by ${sortBy}, ${sortDirection}`,
    emailsList({ sortBy, sortDirection }),
  ]),
);
/** Cursors deep into the e-mails (keyset paging), set in beforeAll: newest first, by subject, and by sending time. */
const deepEmail = { newest: "", bySubject: "", neverSentLast: "" };
/** The cursor of the e-mail at `position` in an order (its key, creation time and id as the list's cursor holds them). */
async function emailCursorAt(
  sortBy: "createdAt" | "subject" | "sentAt",
  sortDirection: "asc" | "desc",
  key: string,
  position: number,
): Promise<string> {
  const way = sql.raw(sortDirection);
  const rows = await database.db.execute<{ key: string; created_at: string; id: string }>(
    sql`select (${sql.raw(key)})::text as key, created_at::text as created_at, id from emails
        order by ${sql.raw(key)} ${way}, created_at ${way}, id ${way} offset ${position} limit 1`,
  );
  const row = rows.rows[0];
  if (!row) throw new Error(`no e-mail at ${position}`);
  return encodeListCursor({
    sortBy,
    sortDirection,
    key: row.key,
    id: row.id,
    ...(sortBy !== "createdAt" && { createdAt: row.created_at }),
  });
}

/** One row per list (and per case of it worth explaining): what it runs, on a database that records its statements. */
const PLANS: [string, Run][] = [
  ["e-mails: first page", emailsList({})],
  ...emailSortRows,
  ["e-mails: the deepest page by offset", emailsList({ offset: CURSOR_LIST_OFFSET_MAX })],
  ["e-mails: a deep page after a cursor", (db) => emailsList({ after: deepEmail.newest })(db)],
  [
    "e-mails: a deep page by subject after a cursor",
    (db) => emailsList({ sortBy: "subject", sortDirection: "asc", after: deepEmail.bySubject })(db),
  ],
  [
    "e-mails: a deep page by sending time after a cursor (never sent, last)",
    (db) => emailsList({ sortBy: "sentAt", sortDirection: "desc", after: deepEmail.neverSentLast })(db),
  ],
  [
    "e-mails: a search that finds many, after a cursor",
    (db) => emailsList({ search: COMMON_EMAIL_WORD, after: deepEmail.newest })(db),
  ],
  ["e-mails: a search that finds a few", emailsList({ search: RARE_EMAIL_WORD })],
  ["e-mails: a search that finds a few, by subject", emailsList({ search: RARE_EMAIL_WORD, sortBy: "subject" })],
  ["e-mails: a search that finds many", emailsList({ search: COMMON_EMAIL_WORD })],
  ["e-mails: a search that finds many, by subject", emailsList({ search: COMMON_EMAIL_WORD, sortBy: "subject" })],
  ["e-mails: a search that finds nothing", emailsList({ search: "zzqx" })],
  ["e-mails: the count", emailsCount({})],
  ["e-mails: the count of a search that finds a few", emailsCount({ search: RARE_EMAIL_WORD })],
  ["e-mails: the count of a search that finds many (one in twenty)", emailsCount({ search: COMMON_EMAIL_WORD })],
  ["e-mails: the count of a search that finds nothing", emailsCount({ search: "zzqx" })],
  ["a client's e-mails: first page", clientEmailsList({})],
  ["a client's e-mails: by subject", clientEmailsList({ sortBy: "subject", sortDirection: "asc" })],
  ["a client's e-mails: by sent time", clientEmailsList({ sortBy: "sentAt" })],
  ["a client's e-mails: a search", clientEmailsList({ search: "reminder" })],
  ["a client's e-mails: a search that finds nothing", clientEmailsList({ search: "zzqx" })],
  ["a client's e-mails: the count", clientEmailsCount({})],
  ["a client's e-mails: the count of a search", clientEmailsCount({ search: "reminder" })],
  ["a client's audit log: first page", auditPage({ limit: 25, offset: 0 })],
  ["a client's audit log: a later page", auditPage({ limit: 25, offset: 100 })],
  // The CSV export (export-audit-log.ts) reads every entry of the client with its actor's name. Joined to users, the
  // planner hashed every user for a few hundred entries (a Seq Scan on users); the name is now looked up per entry.
  ["a client's audit log: every entry (the export)", (db) => listClientAudit(db, busiest.auditClient, null)],
  [
    "explorer pages by owner (with the list items)",
    async (db) => listItemsOf(db, await listPagesByOwner(db, busiest.pageOwner), new Date()),
  ],
  ["a client's explorer pages: first page", clientPages({})],
  ["a client's explorer pages: by name", clientPages({ sortBy: "name" })],
  ["a client's explorer pages: a search", clientPages({ search: "benefits 2026" })],
  ["a client's documents (meta)", (db) => listDocuments(db, { clientId: busiest.documentsClient })],
  [
    "a client's documents (meta) of two categories",
    (db) =>
      listDocuments(db, {
        clientId: busiest.documentsClient,
        categories: ["prior-carrier-certificates", "census-template"],
      }),
  ],
  [
    "a client's documents (meta) in Spanish",
    (db) => listDocuments(db, { clientId: busiest.documentsClient, language: "es" }),
  ],
  ["a client's documents: the count", (db) => countDocuments(db, { clientId: busiest.documentsClient })],
  ["a user's clients: first page", userClients({})],
  ["a user's clients: their own (no archived)", userClients({}, false)],
  ["a user's clients: by case ID, descending", userClients({ sortBy: "caseId", sortDirection: "desc" })],
  ["a user's clients: by setup completion", userClients({ sortBy: "completedSetupAt" })],
  ["a user's clients: a search", userClients({ search: "riverbend" })],
];

describe(`the other lists' query plans at ${FIXTURE_EMAILS.toLocaleString("en")} e-mails`, () => {
  it("knows which tables are large", () => {
    expect([...tables]).toEqual(
      expect.arrayContaining([
        "emails",
        "audit_log",
        "documents",
        "explorer_pages",
        "benefit_plans",
        "user_clients",
        "clients",
        "users",
      ]),
    );
  });

  it("flags a sequential scan that reads the whole table, not one that a LIMIT stops", async () => {
    const pool = database.db.$client;
    const whole = { sql: "select id from emails where template || 'x' = $1 order by template limit 5", params: ["y"] };
    expect(await sequentialScans(pool, whole, tables)).toEqual(["Seq Scan on emails"]);
    expect(await sequentialScans(pool, { sql: "select id from emails limit 5", params: [] }, tables)).toEqual([]);
  });

  it("picked busy records", () => {
    expect(Object.values(busiest).every((id) => id !== "")).toBe(true);
  });

  const noSequentialScan = async (_name: string, run: Run) => {
    expect(await sequentialScansOf(database.db.$client, run, tables)).toEqual([]);
  };

  it.each(PLANS)("%s: no sequential scan of a large table", noSequentialScan);
});
