/**
 * The document-processing progress bar (spec §4): it rises 2 points per second up to 99 while the document is
 * processed, then jumps to 100 when processing completes. Pure, so that the web app and its tests share it.
 */
import {
  DOCUMENT_PROGRESS_CAP,
  DOCUMENT_PROGRESS_DONE,
  DOCUMENT_PROGRESS_STEP_PER_SECOND,
} from "./processing-progress-limits";

export function processingProgress(elapsedMs: number, isComplete: boolean): number {
  if (isComplete) return DOCUMENT_PROGRESS_DONE;
  const elapsedSeconds = Math.max(0, elapsedMs) / 1000;
  return Math.min(DOCUMENT_PROGRESS_CAP, Math.floor(DOCUMENT_PROGRESS_STEP_PER_SECOND * elapsedSeconds));
}
