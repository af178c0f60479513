/**
 * `GET .../validate`: starts (when its result is not current) the validation of the policy's latest mapped,
 * unsubmitted census file, and answers every census file of the policy as an item (the page polls while RUNNING).
 * `PUT .../validate-submit`: validates now, in the request whatever the size, each unsubmitted mapped file whose result
 * is not current, then submits each one validated without errors; `submitted` says which are.
 */
import type { CensusItem } from "@onboard/domain/census/census-api";
import type { Actor } from "../../core/actor";
import type { CensusAccess } from "./census-access";
import type { CensusDeps } from "./census-deps";
import { noCensusFile, notMapped } from "./errors";
import { presentCensusItems } from "./presenter";
import { type CensusFileWithDocument, isResultCurrent, policyCensusFiles } from "./repository";
import { submitCensusFile } from "./submit-census";
import { resultHasErrors } from "./validation/run-validation";
import { needsValidation, startValidation } from "./validation/start-validation";

async function filesOf(deps: CensusDeps, access: CensusAccess): Promise<CensusFileWithDocument[]> {
  const files = await policyCensusFiles(deps.db, deps.storage, {
    clientId: access.client.id,
    policyId: access.policy.id,
  });
  if (files.length === 0) throw noCensusFile();
  return files;
}

/** Every census file of the policy as a validate item. */
export async function policyCensusItems(deps: CensusDeps, access: CensusAccess): Promise<CensusItem[]> {
  const files = await policyCensusFiles(deps.db, deps.storage, {
    clientId: access.client.id,
    policyId: access.policy.id,
  });
  return presentCensusItems(deps.db, files);
}

export async function validateCensus(
  deps: CensusDeps,
  actor: Actor,
  access: CensusAccess,
  onError?: (error: unknown) => void,
): Promise<CensusItem[]> {
  const files = await filesOf(deps, access);
  const open = files.filter(({ file }) => !file.submittedAt);
  const latest = open.find(({ file }) => file.mapping !== null);
  if (!latest && open.length > 0) throw notMapped();
  if (latest && needsValidation(latest.file, new Date())) {
    await startValidation(deps, actor, latest.file, latest.document.sizeBytes, { inline: false, onError });
  }
  return policyCensusItems(deps, access);
}

export async function validateAndSubmitCensus(
  deps: CensusDeps,
  actor: Actor,
  access: CensusAccess,
  onError?: (error: unknown) => void,
): Promise<CensusItem[]> {
  const files = await filesOf(deps, access);
  const open = files.filter(({ file }) => !file.submittedAt);
  const mapped = open.filter(({ file }) => file.mapping !== null);
  if (mapped.length === 0 && open.length > 0) throw notMapped();
  for (const { file, document } of mapped) {
    if (!isResultCurrent(file)) {
      await startValidation(deps, actor, file, document.sizeBytes, { inline: true, onError });
    }
  }
  for (const { file } of await policyCensusFiles(deps.db, deps.storage, {
    clientId: access.client.id,
    policyId: access.policy.id,
  })) {
    if (file.submittedAt || !file.mapping || !isResultCurrent(file) || resultHasErrors(file)) continue;
    await submitCensusFile(deps, actor, access, file.documentId, { onError });
  }
  return policyCensusItems(deps, access);
}
