/**
 * The staff lists of issue 21, as the requests the web app sends, for one signed-in carrier owner. The per-record
 * lists (a user's clients, a client's e-mails, …) open the demo record with the most rows, found once at demo size
 * and asked again at scale: the same request over a larger database.
 */
import { CURSOR_LIST_OFFSET_MAX, encodeListCursor } from "@onboard/domain/validation/list-cursor";
import type { DbHandle } from "@onboard/server/src/db/client";

export interface StaffList {
  name: string;
  url: string;
}

async function busiest(handle: DbHandle, sql: string): Promise<string> {
  const result = await handle.pool.query<{ id: string }>(sql);
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`the demo data has no row for: ${sql}`);
  return id;
}

/** The ids the per-record lists open; resolve before the scale seed. */
export interface ListTargets {
  brokerId: string;
  emailsClientId: string;
  auditClientId: string;
  documentsClientId: string;
  pageOwnerId: string;
}

export async function findListTargets(handle: DbHandle): Promise<ListTargets> {
  const mostOf = (table: string, column: string, where = "true") =>
    busiest(
      handle,
      `select ${column} as id from ${table} where ${column} is not null and ${where}
       group by ${column} order by count(*) desc, ${column} limit 1`,
    );
  return {
    brokerId: await busiest(
      handle,
      `select uc.user_id as id from user_clients uc join users u on u.id = uc.user_id where u.role = 'BROKER'
       group by uc.user_id order by count(*) desc, uc.user_id limit 1`,
    ),
    emailsClientId: await mostOf("emails", "client_id"),
    auditClientId: await mostOf("audit_log", "client_id"),
    documentsClientId: await mostOf("documents", "client_id", "deleted_at is null"),
    pageOwnerId: await mostOf("explorer_pages", "page_owner_user_id", "deleted_at is null"),
  };
}

/** The offset of the last page of the staff's default client list (archived and deleted clients left out). */
async function lastClientsOffset(handle: DbHandle, pageSize: number): Promise<number> {
  const result = await handle.pool.query<{ n: number }>(
    "select count(*)::int as n from clients where deleted_at is null and not is_archived",
  );
  return Math.max(0, (result.rows[0]?.n ?? 0) - pageSize);
}

/** The cursor of the row before the last page of that list (keyset paging: the web's "next page"). */
async function lastClientsCursor(handle: DbHandle, offset: number): Promise<string> {
  const result = await handle.pool.query<{ key: string; id: string }>(
    `select lower(name) as key, id from clients where deleted_at is null and not is_archived
     order by lower(name), id offset $1 limit 1`,
    [Math.max(0, offset - 1)],
  );
  const row = result.rows[0];
  if (!row) throw new Error("no client before the last page");
  return encodeListCursor({ sortBy: "name", sortDirection: "asc", key: row.key, id: row.id });
}

/** The cursor of the row before the last page of every live user in the name order. */
async function lastUsersCursor(handle: DbHandle, pageSize: number): Promise<string> {
  const result = await handle.pool.query<{ key: string; id: string }>(
    `select lower(name) as key, id from users where deleted_at is null
     order by lower(name), id offset greatest(0, (select count(*) from users where deleted_at is null) - $1 - 1) limit 1`,
    [pageSize],
  );
  const row = result.rows[0];
  if (!row) throw new Error("no user before the last page");
  return encodeListCursor({ sortBy: "name", sortDirection: "asc", key: row.key, id: row.id });
}

/** The cursor of the row before the last page of every live user by last sign-in, latest first (never-signed-in last). */
async function lastSignInCursor(handle: DbHandle, pageSize: number): Promise<string> {
  const result = await handle.pool.query<{ key: string; id: string }>(
    `select coalesce(last_login_at, '-infinity'::timestamptz)::text as key, id from users where deleted_at is null
     order by coalesce(last_login_at, '-infinity'::timestamptz) desc, id desc
     offset greatest(0, (select count(*) from users where deleted_at is null) - $1 - 1) limit 1`,
    [pageSize],
  );
  const row = result.rows[0];
  if (!row) throw new Error("no user before the last page by last sign-in");
  return encodeListCursor({ sortBy: "lastLoginAt", sortDirection: "desc", key: row.key, id: row.id });
}

/** The cursor of the e-mail before the last page of every e-mail, newest first (the oldest e-mails). */
async function lastEmailsCursor(handle: DbHandle, pageSize: number): Promise<string> {
  const result = await handle.pool.query<{ key: string; id: string }>(
    `select created_at::text as key, id from emails order by created_at desc, id desc
     offset greatest(0, (select count(*) from emails) - $1 - 1) limit 1`,
    [pageSize],
  );
  const row = result.rows[0];
  if (!row) throw new Error("no e-mail before the last page");
  return encodeListCursor({ sortBy: "createdAt", sortDirection: "desc", key: row.key, id: row.id });
}

export async function staffLists(handle: DbHandle, targets: ListTargets): Promise<StaffList[]> {
  const lastOffset = await lastClientsOffset(handle, 25);
  const lastCursor = await lastClientsCursor(handle, lastOffset);
  const lastUserCursor = await lastUsersCursor(handle, 25);
  const lastSignIn = await lastSignInCursor(handle, 25);
  const lastEmails = await lastEmailsCursor(handle, 25);
  return [
    { name: "clients: first page", url: "/api/clients" },
    { name: "clients: search that matches", url: "/api/clients?search=medical" },
    { name: "clients: search, no match", url: "/api/clients?search=qzxwv" },
    // An offset goes at most CURSOR_LIST_OFFSET_MAX deep (past it, the list pages by cursor): the deepest one.
    {
      name: "clients: deepest offset",
      url: `/api/clients?offset=${Math.min(lastOffset, CURSOR_LIST_OFFSET_MAX)}`,
    },
    { name: "clients: last page by cursor", url: `/api/clients?after=${lastCursor}` },
    { name: "clients: by release status", url: "/api/clients?sortBy=releaseStatus" },
    { name: "users: all", url: "/api/users" },
    { name: "users: search", url: "/api/users?search=garcia" },
    { name: "users: search, no match", url: "/api/users?search=qzxwv" },
    { name: "users: last page by cursor", url: `/api/users?after=${lastUserCursor}` },
    { name: "users: by last sign-in", url: "/api/users?sortBy=lastLoginAt&sortDirection=desc" },
    {
      name: "users: last sign-in, last page",
      url: `/api/users?sortBy=lastLoginAt&sortDirection=desc&after=${lastSignIn}`,
    },
    { name: "users: internal", url: "/api/users/slfs" },
    { name: "users: brokers", url: "/api/users/role/BROKER" },
    { name: "users: ben admins", url: "/api/users/role/BEN_ADMIN" },
    { name: "users: by role (SLF_ADMIN)", url: "/api/users/role/SLF_ADMIN" },
    { name: "a user's clients", url: `/api/users/${targets.brokerId}/clients` },
    { name: "e-mails: all", url: "/api/emails" },
    { name: "e-mails: count", url: "/api/emails/count" },
    { name: "e-mails: last page by cursor", url: `/api/emails?after=${lastEmails}` },
    { name: "e-mails: search", url: "/api/emails?search=enrollment" },
    { name: "e-mails: search, no match", url: "/api/emails?search=qzxwv" },
    { name: "e-mails: search's count", url: "/api/emails/count?search=enrollment" },
    { name: "e-mails: by subject", url: "/api/emails?sortBy=subject&sortDirection=asc" },
    { name: "a client's e-mails", url: `/api/clients/${targets.emailsClientId}/emails` },
    { name: "a client's audit log", url: `/api/clients/${targets.auditClientId}/audit-log` },
    { name: "explorer pages by owner", url: `/api/explorer-pages/by-owner/${targets.pageOwnerId}` },
    { name: "documents meta", url: `/api/clients/${targets.documentsClientId}/documents/meta` },
  ];
}
