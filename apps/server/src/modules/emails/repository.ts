/** Drizzle queries of the e-mails API: the paged outbox (all, or one client's), one e-mail with its history. */
import type { EmailListQuery } from "@onboard/domain/emails/email-schemas";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { clients, emailStatusHistory, emails, users } from "../../db/schema/index";

const SORT_COLUMNS = {
  createdAt: emails.createdAt,
  subject: sql`lower(${emails.subject})`,
  to: sql`lower(${emails.to}[1])`,
  status: emails.status,
  sentAt: emails.sentAt,
} as const;

/** `%`, `_` and `\` match themselves in a search. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listConditions(query: EmailListQuery, clientId: string | null): SQL | undefined {
  const conditions: SQL[] = [];
  if (clientId) conditions.push(eq(emails.clientId, clientId));
  if (query.search) {
    const pattern = likePattern(query.search);
    const recipients = sql`array_to_string(${emails.to} || ${emails.cc}, ' ')`;
    const match = or(ilike(emails.subject, pattern), ilike(emails.template, pattern), ilike(recipients, pattern));
    if (match) conditions.push(match);
  }
  return and(...conditions);
}

const listColumns = {
  id: emails.id,
  subject: emails.subject,
  to: emails.to,
  cc: emails.cc,
  status: emails.status,
  template: emails.template,
  language: emails.language,
  clientId: emails.clientId,
  clientName: clients.name,
  createdAt: emails.createdAt,
  sentAt: emails.sentAt,
  attempts: emails.attempts,
};

export type EmailListRow = Awaited<ReturnType<typeof listEmails>>[number];

/** One page; `clientId` restricts it to that client's e-mails. Newest first unless sorted otherwise. */
export async function listEmails(db: Database, query: EmailListQuery, clientId: string | null = null) {
  const direction = query.sortDirection === "asc" ? asc : desc;
  const sortBy = query.sortBy ?? "createdAt";
  const order =
    sortBy === "sentAt"
      ? [sql`${emails.sentAt} ${sql.raw(query.sortDirection === "asc" ? "asc" : "desc")} nulls last`]
      : [direction(SORT_COLUMNS[sortBy])];
  return db
    .select(listColumns)
    .from(emails)
    .leftJoin(clients, eq(clients.id, emails.clientId))
    .where(listConditions(query, clientId))
    .orderBy(...order, direction(emails.createdAt), asc(emails.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function countEmails(db: Database, query: EmailListQuery, clientId: string | null = null) {
  const [row] = await db.select({ count: count() }).from(emails).where(listConditions(query, clientId));
  return row?.count ?? 0;
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
