/** The error an unknown explorer site shows, as the page API would have answered it. */
import { NOT_FOUND_MESSAGE } from "@onboard/domain/errors/page-messages";
import { ApiError } from "../lib/api-error";

export function explorerNotFoundError(): ApiError {
  return new ApiError({ status: 404, code: "NOT_FOUND", message: NOT_FOUND_MESSAGE });
}
