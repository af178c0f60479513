/** Drizzle queries of the medical-video calls: the client's stored videos and the explorer pages that show one. */

import { MEDICAL_VIDEO_CATEGORY } from "@onboard/domain/explorer/medical-video-api";
import { and, eq, isNull, or } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { documents, explorerPages } from "../../db/schema/index";

export { MEDICAL_VIDEO_CATEGORY };

/** Locks the client's live medical video `documentId` (null when there is none), for its deletion. */
export async function lockMedicalVideo(db: DbExecutor, clientId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.clientId, clientId),
        eq(documents.category, MEDICAL_VIDEO_CATEGORY),
        isNull(documents.deletedAt),
      ),
    )
    .for("update");
  return row ?? null;
}

/** The explorer pages (not deleted) whose English or Spanish medical video is `documentId`. */
export async function pagesShowingVideo(db: DbExecutor, documentId: string) {
  return db
    .select({ id: explorerPages.id, name: explorerPages.name })
    .from(explorerPages)
    .where(
      and(
        or(
          eq(explorerPages.medicalVideoDocumentId, documentId),
          eq(explorerPages.medicalVideoSpanishDocumentId, documentId),
        ),
        isNull(explorerPages.deletedAt),
      ),
    );
}
