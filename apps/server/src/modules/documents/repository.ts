/** Drizzle queries of the documents API: documents with who touched them last, and the client and policy look-ups. */
import type { DocumentCategory } from "@onboard/domain/clients/enums";
import type { DocumentMetaQuery } from "@onboard/domain/documents/document-schemas";
import { and, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { clients, documents, policies, users } from "../../db/schema/index";

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentWithEditor = DocumentRow & { updatedByName: string | null };

/** The client's live record, for the visibility check (deleted: 404; archived: 404 outside the carrier staff). */
export async function findClientForDocuments(db: DbExecutor, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, isArchived: clients.isArchived })
    .from(clients)
    .where(and(eq(clients.id, clientId), isNull(clients.deletedAt)));
  return row ?? null;
}

export async function isPolicyOfClient(db: DbExecutor, clientId: string, policyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.id, policyId), eq(policies.clientId, clientId)));
  return row !== undefined;
}

export interface DocumentFilter extends DocumentMetaQuery {
  clientId: string;
}

function filterConditions(filter: DocumentFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(documents.clientId, filter.clientId), isNull(documents.deletedAt)];
  if (filter.categories?.length) conditions.push(inArray(documents.category, filter.categories));
  if (filter.policyId) conditions.push(eq(documents.policyId, filter.policyId));
  if (filter.documentId) conditions.push(eq(documents.id, filter.documentId));
  if (filter.documentIds?.length) conditions.push(inArray(documents.id, filter.documentIds));
  if (filter.language) conditions.push(eq(documents.language, filter.language));
  return and(...conditions);
}

function selectWithEditor(db: DbExecutor) {
  return db
    .select({ document: documents, updatedByName: users.name })
    .from(documents)
    .leftJoin(users, eq(users.id, documents.updatedByUserId));
}

const flatten = (rows: { document: DocumentRow; updatedByName: string | null }[]): DocumentWithEditor[] =>
  rows.map((row) => ({ ...row.document, updatedByName: row.updatedByName }));

/** Newest first (the id breaks ties, so that a page is stable). */
export async function listDocuments(db: DbExecutor, filter: DocumentFilter): Promise<DocumentWithEditor[]> {
  const rows = await selectWithEditor(db)
    .where(filterConditions(filter))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return flatten(rows);
}

export async function countDocuments(db: DbExecutor, filter: DocumentFilter): Promise<number> {
  const [row] = await db.select({ count: count() }).from(documents).where(filterConditions(filter));
  return row?.count ?? 0;
}

/** The document of the category changed last (uploaded, renamed or moved), or null. */
export async function findLastTouched(
  db: DbExecutor,
  clientId: string,
  category: DocumentCategory,
  policyId: string | undefined,
): Promise<DocumentWithEditor | null> {
  const rows = await selectWithEditor(db)
    .where(filterConditions({ clientId, categories: [category], policyId }))
    .orderBy(desc(documents.updatedAt), desc(documents.createdAt))
    .limit(1);
  return flatten(rows)[0] ?? null;
}

/** A live document by id; with `clientId`, only when it is that client's. */
export async function findDocument(
  db: DbExecutor,
  documentId: string,
  clientId?: string,
): Promise<DocumentWithEditor | null> {
  const conditions = [eq(documents.id, documentId), isNull(documents.deletedAt)];
  if (clientId) conditions.push(eq(documents.clientId, clientId));
  const rows = await selectWithEditor(db).where(and(...conditions));
  return flatten(rows)[0] ?? null;
}

/** Locks the client's live documents among `documentIds`, for an update in a transaction. */
export async function lockDocuments(db: DbExecutor, clientId: string, documentIds: readonly string[]) {
  return db
    .select()
    .from(documents)
    .where(and(inArray(documents.id, [...documentIds]), eq(documents.clientId, clientId), isNull(documents.deletedAt)))
    .for("update");
}

/** Soft-deletes one document: gone from every list and download, kept for staff and the audit trail. */
export async function softDeleteDocument(db: DbExecutor, documentId: string, userId: string): Promise<void> {
  const now = new Date();
  await db
    .update(documents)
    .set({ deletedAt: now, updatedAt: now, updatedByUserId: userId })
    .where(eq(documents.id, documentId));
}

export async function findDocumentsWithEditor(db: DbExecutor, documentIds: readonly string[]) {
  if (documentIds.length === 0) return [];
  const rows = await selectWithEditor(db)
    .where(inArray(documents.id, [...documentIds]))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return flatten(rows);
}
