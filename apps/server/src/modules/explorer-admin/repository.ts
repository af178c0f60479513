/** Explorer administration reads: a client's pages (paged), one page with its plans, policies and highlighters. */
import type { ExplorerPageListQuery } from "@onboard/domain/explorer/explorer-admin-api";
import { and, asc, count, desc, eq, ilike, inArray, isNull } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import {
  benefitPlans,
  documents,
  explorerBenefitTypeMetadata,
  explorerPagePolicies,
  explorerPages,
  users,
} from "../../db/schema/index";

export type PageRow = typeof explorerPages.$inferSelect;
export type PlanRow = typeof benefitPlans.$inferSelect;

const SORT_COLUMNS = {
  createdAt: explorerPages.createdAt,
  name: explorerPages.name,
  updatedAt: explorerPages.updatedAt,
  startsAt: explorerPages.startsAt,
} as const;

const liveOf = (clientId: string) => and(eq(explorerPages.clientId, clientId), isNull(explorerPages.deletedAt));

/** Escapes LIKE wildcards so that a search for "50%" finds "50%". */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listClientPages(db: DbExecutor, clientId: string, query: ExplorerPageListQuery) {
  const where = query.search
    ? and(liveOf(clientId), ilike(explorerPages.name, likeText(query.search)))
    : liveOf(clientId);
  const column = SORT_COLUMNS[query.sortBy ?? "createdAt"];
  const direction = (query.sortDirection ?? (query.sortBy ? "asc" : "desc")) === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(explorerPages)
      .where(where)
      .orderBy(direction(column), asc(explorerPages.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(explorerPages).where(where),
  ]);
  return { rows, count: total?.value ?? 0 };
}

export async function listPagesByAssociation(db: DbExecutor, clientId: string, associationId: string) {
  return db
    .select()
    .from(explorerPages)
    .where(and(liveOf(clientId), eq(explorerPages.associationId, associationId)))
    .orderBy(desc(explorerPages.startsAt), desc(explorerPages.createdAt));
}

export async function listPagesByOwner(db: DbExecutor, pageOwnerUserId: string) {
  return db
    .select()
    .from(explorerPages)
    .where(and(eq(explorerPages.pageOwnerUserId, pageOwnerUserId), isNull(explorerPages.deletedAt)))
    .orderBy(asc(explorerPages.clientName), asc(explorerPages.name), asc(explorerPages.id));
}

/** A page of this client that is not deleted; `lock` holds it for the rest of the transaction. */
export async function findClientPage(db: DbExecutor, clientId: string, pageId: string, lock = false) {
  const query = db
    .select()
    .from(explorerPages)
    .where(and(liveOf(clientId), eq(explorerPages.id, pageId)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The plans of these pages that are not deleted, in display order. */
export async function listPlansOf(db: DbExecutor, pageIds: readonly string[]) {
  if (pageIds.length === 0) return [];
  return db
    .select()
    .from(benefitPlans)
    .where(and(inArray(benefitPlans.explorerPageId, [...pageIds]), isNull(benefitPlans.deletedAt)))
    .orderBy(asc(benefitPlans.order), asc(benefitPlans.planName), asc(benefitPlans.id));
}

export async function listPolicyIds(db: DbExecutor, pageId: string): Promise<string[]> {
  const rows = await db
    .select({ policyId: explorerPagePolicies.policyId })
    .from(explorerPagePolicies)
    .where(eq(explorerPagePolicies.explorerPageId, pageId))
    .orderBy(asc(explorerPagePolicies.createdAt), asc(explorerPagePolicies.policyId));
  return rows.map((row) => row.policyId);
}

export async function listMetadata(db: DbExecutor, pageId: string) {
  return db
    .select({
      benefitType: explorerBenefitTypeMetadata.benefitType,
      highlighterText: explorerBenefitTypeMetadata.highlighterText,
      spanishHighlighterText: explorerBenefitTypeMetadata.spanishHighlighterText,
      highlighterOrder: explorerBenefitTypeMetadata.highlighterOrder,
    })
    .from(explorerBenefitTypeMetadata)
    .where(eq(explorerBenefitTypeMetadata.explorerPageId, pageId))
    .orderBy(asc(explorerBenefitTypeMetadata.highlighterOrder), asc(explorerBenefitTypeMetadata.benefitType));
}
export type MetadataRow = Awaited<ReturnType<typeof listMetadata>>[number];

/** The documents (not deleted) with these ids, as the administration shows them. */
export async function listDocumentsByIds(db: DbExecutor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: documents.id,
      clientId: documents.clientId,
      category: documents.category,
      documentKey: documents.storageKey,
      name: documents.name,
      mimeType: documents.mimeType,
      language: documents.language,
    })
    .from(documents)
    .where(and(inArray(documents.id, [...ids]), isNull(documents.deletedAt)));
}
export type DocumentRow = Awaited<ReturnType<typeof listDocumentsByIds>>[number];

export async function listUsersByIds(db: DbExecutor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
}
export type OwnerRow = Awaited<ReturnType<typeof listUsersByIds>>[number];
