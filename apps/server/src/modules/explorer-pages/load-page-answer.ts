/**
 * The public page's answer (its checked JSON, ETag and compressed copies) from the answer cache, or built from the
 * database and remembered. The page API sends it; the server-rendered explorer pages embed it.
 * An unknown or unpublished page throws the NOT_FOUND AppError.
 */
import type { DemoEnrollmentStatus } from "@onboard/domain/explorer/benefit-types";
import { explorerPageResponseSchema } from "@onboard/domain/explorer/explorer-page-schemas";
import type { Database } from "../../db/client";
import { getExplorerPage } from "./get-explorer-page";
import { type PageAnswer, type PageAnswerCache, pageAnswerKey } from "./page-answer-cache";

export async function loadPageAnswer(
  db: Database,
  cache: PageAnswerCache,
  input: { idOrSlug: string; demoEnrollmentStatus: DemoEnrollmentStatus; now: Date },
): Promise<PageAnswer> {
  const key = pageAnswerKey(input.idOrSlug, input.demoEnrollmentStatus);
  const cached = cache.get(key, input.now.getTime());
  if (cached) return cached;
  const page = await getExplorerPage(db, input);
  // The schema still decides what leaves the server (it drops anything the presenter let through).
  const body = JSON.stringify(explorerPageResponseSchema.parse(page));
  return cache.remember(key, page.id, body, input.now.getTime());
}
