/** The document-processing progress bar (spec §4), read by processing-progress.ts: 2 points a second up to 99, then 100. */
export const DOCUMENT_PROGRESS_STEP_PER_SECOND = 2;
export const DOCUMENT_PROGRESS_CAP = 99;
/** An onboarding-form document's progress bar jumps to this on completion. */
export const DOCUMENT_PROGRESS_DONE = 100;
