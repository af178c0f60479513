/**
 * The staff lists' queries, as the app sends them, against a mid-size fixture: no plan may scan a large table
 * sequentially (a sequential scan grows with the table, so a list that is fast on the demo data is slow at scale).
 * Each row of PLANS runs one list (or write) through its repository or use case and explains every statement it sent.
 *
 * The other lists (e-mails, a client's audit log, explorer pages, documents meta, a user's clients) are in
 * other-list-query-plans.test.ts.
 */
import {
  type ClientListQuery,
  clientListQuerySchema,
  updateClientBodySchema,
} from "@onboard/domain/clients/client-schemas";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import type { CarrierRole } from "@onboard/domain/users/roles";
import { STAFF_ROLES } from "@onboard/domain/users/roles";
import { type UserListQuery, userListQuerySchema } from "@onboard/domain/users/user-admin-schemas";
import { CURSOR_LIST_OFFSET_MAX, encodeListCursor } from "@onboard/domain/validation/list-cursor";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "../../src/core/actor";
import type { Database } from "../../src/db/client";
import type { SearchMatches } from "../../src/db/search-walk";
import { deleteClient } from "../../src/modules/clients/delete-client";
import { type ClientScope, countClients, listClientPage } from "../../src/modules/clients/repository";
import { updateClient } from "../../src/modules/clients/update-client";
import { countUsers, listUserPage } from "../../src/modules/user-admin/repository";
import { createTestDatabase, type TestDatabase } from "../test-database";
import { FIXTURE_CLIENTS, insertClientsFixture } from "./clients-fixture";
import { largeTables, sequentialScansOf } from "./query-plans";
import { FIXTURE_USERS, insertUsersFixture } from "./users-fixture";

/** A table is large from this many rows: below it, a sequential scan may well be the best plan. */
const LARGE_TABLE_ROWS = 10_000;

let database: TestDatabase;
let tables: Set<string>;
/** Clients of the fixture, by position in name order, for the writes and the broker's list. */
let clientIds: string[];
/** The fixture's broker with the most clients. */
let brokerId = "";
/** Where the list's deep page starts, as a cursor (keyset paging). */
let deepCursor = "";
/** The same for the users, by e-mail; by last sign-in, latest first, among the never-signed-in; and for the brokers. */
let deepUserCursor = "";
let deepLastLoginCursor = "";
let deepBrokerCursor = "";

beforeAll(async () => {
  database = await createTestDatabase();
  await insertClientsFixture(database.db.$client);
  await insertUsersFixture(database.db.$client);
  tables = await largeTables(database.db.$client, LARGE_TABLE_ROWS);
  const rows = await database.db.execute<{ id: string }>(
    sql`select id from clients where deleted_at is null and not is_archived order by id limit 20`,
  );
  clientIds = rows.rows.map((row) => row.id);
  const busiestBroker = await database.db.execute<{ id: string }>(
    sql`select uc.user_id as id from user_clients uc join users u on u.id = uc.user_id where u.role = 'BROKER'
        group by uc.user_id order by count(*) desc, uc.user_id limit 1`,
  );
  brokerId = busiestBroker.rows[0]?.id ?? "";
  const deep = await database.db.execute<{ key: string; id: string }>(
    sql`select lower(name) as key, id from clients where deleted_at is null and not is_archived
        order by lower(name), id offset ${deepOffset} limit 1`,
  );
  const row = deep.rows[0];
  deepCursor = row ? encodeListCursor({ sortBy: "name", sortDirection: "asc", key: row.key, id: row.id }) : "";
  const deepUser = await database.db.execute<{ key: string; id: string }>(
    sql`select lower(email) as key, id from users where deleted_at is null
        order by lower(email), id offset ${deepUserOffset} limit 1`,
  );
  const user = deepUser.rows[0];
  deepUserCursor = user ? encodeListCursor({ sortBy: "email", sortDirection: "asc", key: user.key, id: user.id }) : "";
  const deepLogin = await database.db.execute<{ key: string; id: string }>(
    sql`select coalesce(last_login_at, '-infinity'::timestamptz)::text as key, id from users where deleted_at is null
        order by coalesce(last_login_at, '-infinity'::timestamptz) desc, id desc offset ${deepUserOffset} limit 1`,
  );
  const login = deepLogin.rows[0];
  deepLastLoginCursor = login
    ? encodeListCursor({ sortBy: "lastLoginAt", sortDirection: "desc", key: login.key, id: login.id })
    : "";
  const deepBrokerRow = await database.db.execute<{ key: string; id: string }>(
    sql`select lower(name) as key, id from users where deleted_at is null and role = 'BROKER'
        order by lower(name), id offset ${deepUserOffset / 3} limit 1`,
  );
  const broker = deepBrokerRow.rows[0];
  deepBrokerCursor = broker
    ? encodeListCursor({ sortBy: "name", sortDirection: "asc", key: broker.key, id: broker.id })
    : "";
}, 60_000);
afterAll(() => database.close());

const staff: ClientScope = { kind: "staff", includeArchived: false };
const clientsQuery = (query: Partial<Record<keyof ClientListQuery, unknown>>) => clientListQuerySchema.parse(query);
const clientsList = (
  query: Partial<Record<keyof ClientListQuery, unknown>>,
  scope: () => ClientScope = () => staff,
  searching: SearchMatches = { manyMatches: false },
) => {
  return (db: Database) => listClientPage(db, clientsQuery(query), scope(), searching);
};
/** A search whose capped count found more than 1,000 matches walks the name order first (search-walk.ts). */
const many: SearchMatches = { manyMatches: true };
const clientsCount = (query: Partial<Record<keyof ClientListQuery, unknown>>) => {
  return (db: Database) => countClients(db, clientsQuery(query), staff);
};
const deepOffset = FIXTURE_CLIENTS - 1_000;
type UsersQuery = Partial<Record<keyof UserListQuery, unknown>>;
const usersList = (roles: readonly CarrierRole[] | null, query: UsersQuery, searching?: SearchMatches) => {
  return (db: Database) => listUserPage(db, roles, userListQuerySchema.parse(query), searching);
};
const usersCount = (roles: readonly CarrierRole[] | null, query: UsersQuery) => {
  return (db: Database) => countUsers(db, roles, userListQuerySchema.parse(query));
};
const deepUserOffset = FIXTURE_USERS / 2;
const now = new Date("2026-11-26T12:00:00Z");
const staffUser: AuthenticatedUser = {
  id: "00000000-0000-4000-8000-000000000000",
  userId: "explain",
  name: "Explain",
  email: "explain@example.com",
  phoneNumber: null,
  role: "SLF_ADMIN",
  termsOfUseDate: null,
  clientIds: [],
  clients: [],
};

/** One row per list (and per case of it worth explaining): what it runs, on a database that records its statements. */
const PLANS: [string, (db: Database) => Promise<unknown>][] = [
  ["clients: first page", clientsList({})],
  ["clients: first page by last update, newest first", clientsList({ sortBy: "updatedAt", sortDirection: "desc" })],
  ["clients: a search that finds a few", clientsList({ search: "case-01234" })],
  ["clients: a search that finds many", clientsList({ search: "riverbend" })],
  ["clients: a search that finds nothing", clientsList({ search: "zzqx" })],
  ["clients: a search that finds many, walked in name order", clientsList({ search: "riverbend" }, undefined, many)],
  [
    "clients: a search that finds many, walked in name order, descending",
    clientsList({ search: "riverbend", sortDirection: "desc" }, undefined, many),
  ],
  [
    "clients: a search that finds many, walked by release status",
    clientsList({ search: "riverbend", sortBy: "releaseStatus" }, undefined, many),
  ],
  [
    "clients: a search that finds many, walked after a deep cursor",
    (db) => clientsList({ search: "riverbend", after: deepCursor }, undefined, many)(db),
  ],
  ["clients: by case ID", clientsList({ sortBy: "caseId" })],
  ["clients: by phase, descending", clientsList({ sortBy: "phaseId", sortDirection: "desc" })],
  ["clients: by release status", clientsList({ sortBy: "releaseStatus" })],
  ["clients: the deepest page by offset", clientsList({ offset: CURSOR_LIST_OFFSET_MAX })],
  [
    "clients: the deepest page by offset, name descending",
    clientsList({ offset: CURSOR_LIST_OFFSET_MAX, sortDirection: "desc" }),
  ],
  ["clients: a deep page after a cursor", (db) => listClientPage(db, clientsQuery({ after: deepCursor }), staff)],
  ["clients: by open error type", clientsList({ errorTypes: ["Awaiting Census"] })],
  ["clients: by phase", clientsList({ phaseIds: ["PLAN_APPROVAL"] })],
  ["clients: by release status and phase", clientsList({ releaseStatuses: ["NOT_LIVE"], phaseIds: ["WELCOME"] })],
  ["clients: setup not complete", clientsList({ completedSetup: "false" })],
  ["clients: the count by phase", clientsCount({ phaseIds: ["PLAN_APPROVAL"] })],
  ["clients: the count of a setup not complete", clientsCount({ completedSetup: "false" })],
  [
    "clients: the count of a search by release status",
    clientsCount({ search: "riverbend", releaseStatuses: ["NOT_LIVE"] }),
  ],
  ["clients: a broker's own", clientsList({}, () => ({ kind: "own", userId: brokerId }))],
  ["clients: the count", clientsCount({})],
  ["clients: the count of a search that finds a few", clientsCount({ search: "case-01234" })],
  ["clients: the count of a search that finds many", clientsCount({ search: "riverbend" })],
  ["clients: the count of a search that finds nothing", clientsCount({ search: "zzqx" })],
  ["users: first page", usersList(null, {})],
  ["users: first page, name descending", usersList(null, { sortDirection: "desc" })],
  ["users: by e-mail", usersList(null, { sortBy: "email" })],
  ["users: the deepest page by offset", usersList(null, { offset: CURSOR_LIST_OFFSET_MAX })],
  [
    "users: a deep page by last sign-in, latest first, after a cursor",
    (db) => usersList(null, { sortBy: "lastLoginAt", sortDirection: "desc", after: deepLastLoginCursor })(db),
  ],
  [
    "users: a deep page by e-mail, after a cursor",
    (db) => usersList(null, { sortBy: "email", after: deepUserCursor })(db),
  ],
  ["users: a search that finds a few", usersList(null, { search: "user1234@" })],
  ["users: a search that finds many", usersList(null, { search: "garcia" })],
  ["users: a search that finds nothing", usersList(null, { search: "zzqx" })],
  ["users: a search that finds many, walked in name order", usersList(null, { search: "garcia" }, many)],
  ["users: newest first", usersList(null, { sortBy: "createdAt", sortDirection: "desc" })],
  ["users: oldest first", usersList(null, { sortBy: "createdAt", sortDirection: "asc" })],
  ["users: by last sign-in, latest first", usersList(null, { sortBy: "lastLoginAt", sortDirection: "desc" })],
  ["users: by last sign-in, earliest first", usersList(null, { sortBy: "lastLoginAt", sortDirection: "asc" })],
  ["users: brokers, first page", usersList(["BROKER"], {})],
  ["users: brokers, a deep page after a cursor", (db) => usersList(["BROKER"], { after: deepBrokerCursor })(db)],
  ["users: a search that finds many, walked by e-mail", usersList(null, { search: "garcia", sortBy: "email" }, many)],
  [
    "users: a search that finds many, walked by last sign-in, latest first",
    usersList(null, { search: "garcia", sortBy: "lastLoginAt", sortDirection: "desc" }, many),
  ],
  [
    "users: a search that finds many, walked after a deep cursor by e-mail",
    (db) => usersList(null, { search: "garcia", sortBy: "email", after: deepUserCursor }, many)(db),
  ],
  ["users: brokers, a search", usersList(["BROKER"], { search: "garcia" })],
  ["users: brokers, a search walked in name order", usersList(["BROKER"], { search: "garcia" }, many)],
  ["users: carrier staff, a search walked in name order", usersList(STAFF_ROLES, { search: "garcia" }, many)],
  ["users: ben admins, first page", usersList(["BEN_ADMIN"], {})],
  ["users: ben admins, name descending", usersList(["BEN_ADMIN"], { sortDirection: "desc" })],
  ["users: carrier staff", usersList(STAFF_ROLES, {})],
  ["users: one staff role", usersList(["SLF_ADMIN"], {})],
  ["users: the count", usersCount(null, {})],
  ["users: the count of brokers", usersCount(["BROKER"], {})],
  ["users: the count of ben admins", usersCount(["BEN_ADMIN"], {})],
  ["users: the count of carrier staff", usersCount(STAFF_ROLES, {})],
  ["users: the count of a search that finds many", usersCount(null, { search: "garcia" })],
  ["users: the count of brokers' search", usersCount(["BROKER"], { search: "garcia" })],
  ["clients: delete one", (db) => deleteClient(db, systemActor(), clientIds[0] ?? "", now)],
  [
    "clients: archive one",
    (db) =>
      updateClient(
        db,
        systemActor(),
        staffUser,
        { clientId: clientIds[1] ?? "", body: updateClientBodySchema.parse({ isArchived: true }), expectedVersion: 1 },
        now,
      ),
  ],
];

describe("the lists' query plans at 20,000 clients and 30,000 users", () => {
  it("knows which tables are large", () => {
    expect([...tables]).toEqual(
      expect.arrayContaining(["clients", "client_errors", "audit_log", "users", "user_clients"]),
    );
  });

  it.each(PLANS)("%s: no sequential scan of a large table", async (_name, run) => {
    expect(await sequentialScansOf(database.db.$client, run, tables)).toEqual([]);
  });
});
