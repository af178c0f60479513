/**
 * `PUT .../files/:documentId/mapping` (If-Match: the file's version): who made the file, the sheet and the confirmed
 * column mapping, one entry per column of the header row (read again here: the count must match, an XLSX's sheet must
 * exist, and an empty, header-only or unreadable file is refused with its file issue's words; a ben-admin platform must
 * be one of GET /api/ben-admin-platforms). A new mapping clears the file's validation (its problem rows too) and moves the version; the fixes
 * stay unless the sheet changed (they name cells of the sheet they were made on).
 */
import { CENSUS_API_MESSAGES, type CensusFile, type CensusMappingBody } from "@onboard/domain/census/census-api";
import { and, eq } from "drizzle-orm";
import { type Actor, auditActor } from "../../core/actor";
import { assertVersion } from "../../db/assert-version";
import { censusCorrections, censusFiles, censusProblemRows } from "../../db/schema/index";
import { notFound } from "../../errors/app-error";
import { recordAudit } from "../audit/index";
import { listBenAdminPlatforms } from "../eif-resources/index";
import type { CensusAccess } from "./census-access";
import type { CensusDeps } from "./census-deps";
import { censusSource } from "./census-source";
import { alreadySubmitted, badField } from "./errors";
import { presentCensusFiles } from "./presenter";
import { readCensusPreview } from "./reading/index";
import { censusFileOf, lockCensusFile } from "./repository";

const columnsDiffer = (mapped: number, found: number) =>
  `The mapping has ${mapped} column${mapped === 1 ? "" : "s"}; the file has ${found}`;

export async function saveCensusMapping(
  deps: CensusDeps,
  actor: Actor,
  access: CensusAccess,
  documentId: string,
  expected: number,
  body: CensusMappingBody,
): Promise<CensusFile> {
  const ids = { clientId: access.client.id, policyId: access.policy.id, documentId };
  const { file, document } = await censusFileOf(deps.db, deps.storage, ids);
  if (file.submittedAt) throw alreadySubmitted();
  assertVersion(file.version, expected);
  if (body.source === "BEN_ADMIN_PLATFORM") {
    const platforms = await listBenAdminPlatforms(deps.db);
    if (!platforms.some((platform) => platform.id === body.benAdminPlatformId)) {
      throw badField("body.benAdminPlatformId", CENSUS_API_MESSAGES.platformRequired);
    }
  }
  const sheet = file.kind === "xlsx" ? body.sheet : null;
  const preview = await readCensusPreview(
    censusSource(deps.storage, {
      storageKey: document.storageKey,
      sizeBytes: document.sizeBytes,
      kind: file.kind,
      sheet,
    }),
    { sampleSize: 1 },
  );
  // An empty, header-only or unreadable file, or a sheet the workbook lacks, cannot be mapped: say which.
  const issue = preview.fileIssues[0];
  if (issue) throw badField(issue.code === "sheetNotFound" ? "body.sheet" : "body.mapping", issue.message);
  if (body.mapping.length !== preview.headers.length) {
    throw badField("body.mapping", columnsDiffer(body.mapping.length, preview.headers.length));
  }
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const locked = await lockCensusFile(tx, documentId);
    if (!locked) throw notFound();
    if (locked.submittedAt) throw alreadySubmitted();
    assertVersion(locked.version, expected);
    await tx.delete(censusProblemRows).where(eq(censusProblemRows.documentId, documentId));
    if ((locked.sheet ?? null) !== sheet) {
      await tx.delete(censusCorrections).where(eq(censusCorrections.documentId, documentId));
    }
    await tx
      .update(censusFiles)
      .set({
        source: body.source,
        benAdminPlatformId: body.source === "BEN_ADMIN_PLATFORM" ? body.benAdminPlatformId : null,
        sheet,
        encoding: preview.encoding,
        headers: preview.headers,
        mapping: body.mapping,
        version: locked.version + 1,
        validationStatus: "NOT_STARTED",
        validationProgress: { bytesRead: 0, totalBytes: document.sizeBytes, rowsRead: 0 },
        validationCounts: null,
        fileIssues: [],
        firstIssues: [],
        truncated: false,
        validatedAt: null,
        validationFailure: null,
        validatedVersion: null,
        crossRowChecked: true,
        resultRunId: null,
        activeRunId: null,
        activeRunVersion: null,
        updatedAt: now,
      })
      .where(and(eq(censusFiles.documentId, documentId), eq(censusFiles.version, locked.version)));
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "census.mapping",
      entity: "CensusFile",
      entityId: documentId,
      clientId: access.client.id,
      before: { source: locked.source, sheet: locked.sheet, mapping: locked.mapping, version: locked.version },
      after: { source: body.source, sheet, mapping: body.mapping, version: locked.version + 1 },
    });
  });
  const [presented] = await presentCensusFiles(deps.db, [await censusFileOf(deps.db, deps.storage, ids)]);
  if (!presented) throw notFound();
  return presented;
}
