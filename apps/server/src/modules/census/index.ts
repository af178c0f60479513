/** The census module's public surface (decision 023): what jobs and plugins may use (see README.md). */
export { runCensusValidation, type ValidationOutcome } from "./validation/run-validation";
