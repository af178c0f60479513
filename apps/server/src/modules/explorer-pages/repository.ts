/** Explorer-page reads for the public site and staff previews: one page, its plans, highlighters and documents. */
import { and, asc, eq, inArray, isNull, min, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  benefitPlans,
  clients,
  documents,
  explorerBenefitTypeMetadata,
  explorerPagePolicies,
  explorerPages,
  policies,
} from "../../db/schema/index";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A page that is not deleted, by id or by its vanity slug (case-insensitive, spaces as stored). */
export async function findLivePageByIdOrSlug(db: Database, idOrSlug: string) {
  const bySlug = eq(sql`lower(${explorerPages.vanitySlug})`, idOrSlug.toLowerCase());
  const match = UUID.test(idOrSlug) ? or(eq(explorerPages.id, idOrSlug), bySlug) : bySlug;
  const rows = await db
    .select()
    .from(explorerPages)
    .where(and(match, isNull(explorerPages.deletedAt)))
    // An id beats a slug that happens to look like another page's id.
    .orderBy(sql`${explorerPages.id}::text = ${idOrSlug.toLowerCase()} desc`)
    .limit(1);
  return rows[0];
}
/** A page of this client that is not deleted, whatever its state (staff previews). */
export async function findClientPageById(db: Database, clientId: string, explorerPageId: string) {
  const [row] = await db
    .select()
    .from(explorerPages)
    .where(
      and(eq(explorerPages.id, explorerPageId), eq(explorerPages.clientId, clientId), isNull(explorerPages.deletedAt)),
    );
  return row;
}

export type ExplorerPageRow = NonNullable<Awaited<ReturnType<typeof findLivePageByIdOrSlug>>>;

export async function listPagePlans(db: Database, explorerPageId: string) {
  return db
    .select()
    .from(benefitPlans)
    .where(and(eq(benefitPlans.explorerPageId, explorerPageId), isNull(benefitPlans.deletedAt)))
    .orderBy(asc(benefitPlans.order), asc(benefitPlans.planName), asc(benefitPlans.id));
}
export type BenefitPlanRow = Awaited<ReturnType<typeof listPagePlans>>[number];

export async function listBenefitTypeMetadata(db: Database, explorerPageId: string) {
  return db
    .select({
      benefitType: explorerBenefitTypeMetadata.benefitType,
      highlighterText: explorerBenefitTypeMetadata.highlighterText,
      spanishHighlighterText: explorerBenefitTypeMetadata.spanishHighlighterText,
      highlighterOrder: explorerBenefitTypeMetadata.highlighterOrder,
    })
    .from(explorerBenefitTypeMetadata)
    .where(eq(explorerBenefitTypeMetadata.explorerPageId, explorerPageId));
}
export type BenefitTypeMetadataRow = Awaited<ReturnType<typeof listBenefitTypeMetadata>>[number];

/** The public facts of the given documents (deleted ones are left out). */
export async function listDocuments(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: documents.id,
      name: documents.name,
      documentKey: documents.storageKey,
      mimeType: documents.mimeType,
    })
    .from(documents)
    .where(and(inArray(documents.id, [...ids]), isNull(documents.deletedAt)));
}

/** The earliest effective date (YYYY-MM-DD) of the page's policies, or null when none has one. */
export async function findEffectiveDate(db: Database, explorerPageId: string): Promise<string | null> {
  const [row] = await db
    .select({ effectiveDate: min(policies.policyEffective) })
    .from(explorerPagePolicies)
    .innerJoin(policies, eq(policies.id, explorerPagePolicies.policyId))
    .where(eq(explorerPagePolicies.explorerPageId, explorerPageId));
  return row?.effectiveDate ?? null;
}

/** A document's stored file facts, unless it is deleted. */
export async function findDocumentFile(db: Database, id: string) {
  const [row] = await db
    .select({
      id: documents.id,
      name: documents.name,
      mimeType: documents.mimeType,
      storageKey: documents.storageKey,
      sha256: documents.sha256,
    })
    .from(documents)
    .where(and(eq(documents.id, id), isNull(documents.deletedAt)));
  return row;
}

/** What the page's "Need Help?" footer shows of its client: the implementation consultant and the release status. */
export async function findClientSupport(db: Database, clientId: string) {
  const [row] = await db
    .select({
      firstName: clients.implementationConsultantFirstName,
      lastName: clients.implementationConsultantLastName,
      phoneNumber: clients.implementationConsultantPhoneNumber,
      email: clients.implementationConsultantEmail,
      releaseStatus: clients.releaseStatus,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row ?? null;
}
export type ClientSupportRow = NonNullable<Awaited<ReturnType<typeof findClientSupport>>>;
