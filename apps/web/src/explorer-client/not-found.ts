/** The error an unknown explorer site shows, as the page API would have answered it. */
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { ApiError } from "../lib/api-error";

export function explorerNotFoundError(): ApiError {
  return new ApiError({ status: 404, code: "NOT_FOUND", message: ERROR_MESSAGES.notFound });
}
