/** The eif-summary module's public surface: what other modules, jobs and plugins may call (see README.md). */
export { buildEifSummaryPdf } from "./build-summary-pdf";
export { enqueueEifSummaryDocument } from "./enqueue-summary-document";
export { storeSignedSummary } from "./store-signed-summary";
