/**
 * The census file reader (issue 16): what the census module's use cases call. `readCensusPreview` for the mapping
 * page, `validateCensusFile` for the validation; both stream the stored file and never hold it whole.
 */
export type {
  CensusPreviewResult,
  CensusProblemRow,
  CensusSource,
  CensusValidationInput,
  CensusValidationSummary,
} from "./census-reader";
export { readCensusPreview } from "./read-census-preview";
export { validateCensusFile } from "./validate-census-file";
