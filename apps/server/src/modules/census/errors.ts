/** The census module's refusals, each with the census API's words (census-api.ts). */
import { CENSUS_API_MESSAGES } from "@onboard/domain/census/census-api";
import { AppError } from "../../errors/app-error";

const M = CENSUS_API_MESSAGES;

export const notCensusFile = () => new AppError("NOT_CENSUS_FILE", 400, M.notCensusFile);
export const noCensusFile = () => new AppError("NO_CENSUS_FILE", 409, M.noCensusFile);
export const notMapped = () => new AppError("CENSUS_NOT_MAPPED", 409, M.notMapped);
export const notValidated = () => new AppError("CENSUS_NOT_VALIDATED", 409, M.notValidated);
export const hasErrors = () => new AppError("CENSUS_HAS_ERRORS", 409, M.hasErrors);
export const stillValidating = () => new AppError("CENSUS_STILL_VALIDATING", 409, M.stillValidating);
export const alreadySubmitted = () => new AppError("CENSUS_ALREADY_SUBMITTED", 409, M.alreadySubmitted);
export const rowNotFound = () => new AppError("NOT_FOUND", 404, M.rowNotFound);

/** A 400 naming the request field at fault. */
export function badField(path: string, message: string, code = "VALIDATION_ERROR"): AppError {
  return new AppError(code, 400, message, [{ path, message }]);
}
